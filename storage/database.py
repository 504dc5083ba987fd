"""The database: one SQLite file through aiosqlite, with repository methods for every table.

The connection runs in autocommit mode; every write either runs in its own short transaction or
joins the one opened by `transaction()`, so that an accepted move and its snapshot (or a whole
phase's orders) land together or not at all. One connection serves the whole bot, so writes are
serialised by a lock; the task that holds a transaction may call any method without deadlock.

What grows stays bounded: a game keeps its newest few snapshots (one once finished), JSON of
`COMPRESS_FROM` bytes or more is stored zlib-compressed, and the in-memory cache holds the
`cache_size` most recently used games. SQL parameters never reach the logs (seeds, orders).
"""

from __future__ import annotations

import asyncio
import json
import logging
import sqlite3
import zlib
from collections import OrderedDict
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite

from storage.migrations import Migration, load_migrations

ACTIVE_STATUSES = ("lobby", "running", "paused")
FINISHED_STATUSES = ("over", "abandoned")
BUSY_TIMEOUT_MS = 5000
DEFAULT_CACHE_SIZE = 2000
"""Games whose row, seats and move count are kept in memory (the least recently used go)."""
SNAPSHOTS_KEPT = 2
"""Snapshots kept per running game: the newest loads the game, the one before it makes undoing
the last few moves a short replay. Older ones are deleted as new ones are saved (the move log is
the truth: a load at an earlier move with no snapshot at or before it replays from the start).
A finished game keeps only its newest one."""
COMPRESS_FROM = 256
"""JSON at least this many bytes long is stored zlib-compressed (a BLOB); shorter JSON stays
readable TEXT. R&B snapshots and a phase's events shrink to about a third."""

_current_tx: ContextVar[Database | None] = ContextVar("storage_current_tx", default=None)


def _dump(value: Any) -> str | bytes:
    text = json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()
    if len(text) < COMPRESS_FROM:
        return text.decode()
    packed = zlib.compress(text)
    return packed if len(packed) < len(text) else text.decode()


def _load(stored: str | bytes | None) -> Any:
    if stored is None:
        return None
    if isinstance(stored, bytes):
        stored = zlib.decompress(stored).decode()
    return json.loads(stored)


class _SqlParameterFilter(logging.Filter):
    """Drops aiosqlite's DEBUG records, which print each statement with its parameters."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= logging.INFO


_SQL_PARAMETER_FILTER = _SqlParameterFilter()


def _silence_sql_parameters() -> None:
    """Keeps secrets out of the logs: at DEBUG, aiosqlite logs every call it runs, parameters
    included (game seeds, secret orders). Its logger is raised to INFO (so those records are
    not even made) and filtered, so that lowering its level later still shows none of them."""
    logger = logging.getLogger("aiosqlite")
    if logger.level < logging.INFO:
        logger.setLevel(logging.INFO)
    if _SQL_PARAMETER_FILTER not in logger.filters:
        logger.addFilter(_SQL_PARAMETER_FILTER)


class _Lru(OrderedDict[Any, Any]):
    """A dict that keeps its `size` most recently used keys."""

    def __init__(self, size: int) -> None:
        super().__init__()
        self.size = size

    def used(self, key: Any) -> Any:
        value = self.get(key)
        if value is not None:
            self.move_to_end(key)
        return value

    def keep(self, key: Any, value: Any) -> None:
        self[key] = value
        self.move_to_end(key)
        while len(self) > self.size:
            self.popitem(last=False)


@dataclass(frozen=True)
class GameRow:
    id: int
    guild_id: int | None
    channel_id: int
    kind: str
    status: str
    options: dict[str, Any]
    seed: int
    fixed: dict[str, Any] | None
    host_id: int
    settings: dict[str, Any]
    created_at: float
    updated_at: float

    @property
    def active(self) -> bool:
        return self.status in ACTIVE_STATUSES


@dataclass(frozen=True)
class SeatRow:
    game_id: int
    seat: int
    user_id: int
    name: str
    absent: bool


@dataclass(frozen=True)
class MoveRow:
    game_id: int
    seq: int
    user_id: int | None
    player: str
    move: dict[str, Any]
    events: list[Any]
    created_at: float


@dataclass(frozen=True)
class SnapshotRow:
    game_id: int
    seq: int
    state: dict[str, Any]


@dataclass(frozen=True)
class OrderRow:
    game_id: int
    player: str
    phase: str | None
    user_id: int
    orders: dict[str, Any]
    ready: bool
    updated_at: float


@dataclass(frozen=True)
class AheadRow:
    """Orders kept for a later phase of the turn, adopted when it opens."""

    game_id: int
    player: str
    phase: str
    user_id: int
    orders: dict[str, Any] | None
    """None: that phase's default orders (known only when it opens)."""
    ready: bool
    updated_at: float


@dataclass(frozen=True)
class TimerRow:
    id: int
    game_id: int
    kind: str
    due: float | None
    remaining: float | None
    payload: dict[str, Any]


@dataclass(frozen=True)
class GuildSettingsRow:
    guild_id: int
    moderator_role: int | None
    defaults: dict[str, Any]
    locale: str | None


@dataclass(frozen=True)
class ModerationEntry:
    id: int
    game_id: int
    user_id: int
    action: str
    detail: dict[str, Any]
    created_at: float


@dataclass(frozen=True)
class NoteRow:
    """A private note kept because it could not be delivered."""

    id: int
    game_id: int | None
    user_id: int
    text: str
    created_at: float


class Database:
    """The bot's one SQLite file. Open with `await Database.open(path)`; close when done."""

    def __init__(
        self, conn: aiosqlite.Connection, path: Path, *, cache_size: int = DEFAULT_CACHE_SIZE
    ) -> None:
        if cache_size < 0:
            raise ValueError(f"cache_size must be 0 or more, not {cache_size}")
        self._conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._games = _Lru(cache_size)
        """Game id -> what every request reads again ("game" row, "seats", "moves" count), for
        the `cache_size` most recently used games. Sound because the bot is the file's only
        writer: a write through this class drops the entries it touches before and after it
        runs, and nothing read while a transaction is open is kept, so an uncommitted or
        rolled-back value never is."""
        self._channels = _Lru(cache_size)
        """Channel id -> the id of its active game when last asked (checked on use)."""

    @property
    def cached_games(self) -> int:
        """How many games have something in the cache (at most `cache_size`)."""
        return len(self._games)

    def _cached(self, kind: str, game_id: int) -> Any:
        entry = self._games.used(game_id)
        return None if entry is None else entry.get(kind)

    def _remember(self, kind: str, game_id: int, value: Any) -> Any:
        if not self._write_lock.locked():
            entry = self._games.used(game_id)
            if entry is None:
                self._games.keep(game_id, {kind: value})
            else:
                entry[kind] = value
        return value

    def _forget(self, kind: str, game_id: int) -> None:
        entry = self._games.get(game_id)
        if entry is not None:
            entry.pop(kind, None)

    @asynccontextmanager
    async def _changing(self, kind: str, game_id: int) -> AsyncIterator[None]:
        self._forget(kind, game_id)
        try:
            yield
        finally:
            self._forget(kind, game_id)

    # -- connection, migrations, transactions, backup ------------------------------------------

    @classmethod
    async def open(
        cls, path: str | Path, *, migrate: bool = True, cache_size: int = DEFAULT_CACHE_SIZE
    ) -> Database:
        """Opens (creating if needed) the file: WAL, foreign keys on, migrated to the latest.

        `cache_size`: how many games' rows, seats and move counts stay in memory (0: none).
        """
        path = Path(path)
        _silence_sql_parameters()
        conn = await aiosqlite.connect(path, isolation_level=None)
        try:
            conn.row_factory = aiosqlite.Row
            await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
            await conn.execute("PRAGMA journal_mode = WAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            db = cls(conn, path, cache_size=cache_size)
            if migrate:
                await db.migrate()
        except BaseException:
            await conn.close()
            raise
        return db

    async def close(self) -> None:
        await self._conn.close()

    async def pragma(self, name: str) -> Any:
        async with self._conn.execute(f"PRAGMA {name}") as cur:
            row = await cur.fetchone()
        return None if row is None else row[0]

    async def schema_version(self) -> int:
        return int(await self.pragma("user_version"))

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Applies every migration newer than `PRAGMA user_version`, each in its own transaction."""
        applied = []
        for migration in migrations if migrations is not None else load_migrations():
            if migration.version <= await self.schema_version():
                continue
            async with self._write_lock:
                script = (
                    f"BEGIN IMMEDIATE;\n{migration.sql}\n"
                    f"PRAGMA user_version = {migration.version};\nCOMMIT;"
                )
                try:
                    await self._conn.executescript(script)
                except sqlite3.Error:
                    if self._conn.in_transaction:
                        await self._conn.execute("ROLLBACK")
                    raise
            applied.append(migration.version)
        return applied

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """All writes inside commit together, or roll back together on an exception.

        Nested calls join the outer transaction. "Inside" is tracked by a context variable,
        so a task created within the block writes as part of it: don't let one outlive it.
        """
        if _current_tx.get() is self:
            yield
            return
        async with self._write_lock:
            await self._conn.execute("BEGIN IMMEDIATE")
            token = _current_tx.set(self)
            try:
                yield
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            else:
                await self._conn.execute("COMMIT")
            finally:
                _current_tx.reset(token)

    # One round trip to aiosqlite's thread per statement (execute_insert / execute_fetchall):
    # a move makes about ten, so each hop saved is felt in a command's latency.

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> int:
        """Runs one statement in the current (or its own) transaction; returns the new rowid."""
        async with self.transaction():
            row = await self._conn.execute_insert(sql, params)
            return int(row[0]) if row is not None and row[0] is not None else 0

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[aiosqlite.Row]:
        return list(await self._conn.execute_fetchall(sql, params))

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> aiosqlite.Row | None:
        rows = await self._conn.execute_fetchall(sql, params)
        return next(iter(rows), None)

    async def backup(self, target: str | Path) -> None:
        """An online, consistent copy of the whole database into the file `target`."""
        async with aiosqlite.connect(target) as dest:
            await self._conn.backup(dest)

    # -- games -----------------------------------------------------------------------------------

    async def create_game(
        self,
        *,
        guild_id: int | None,
        channel_id: int,
        kind: str,
        host_id: int,
        options: dict[str, Any],
        seed: int,
        at: float,
        fixed: dict[str, Any] | None = None,
        settings: dict[str, Any] | None = None,
        status: str = "lobby",
    ) -> int:
        """A new game row; sqlite3.IntegrityError if the channel already has an active game."""
        return await self._write(
            "INSERT INTO games (guild_id, channel_id, kind, status, options, seed, fixed, host_id,"
            " settings, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                guild_id,
                channel_id,
                kind,
                status,
                _dump(options),
                seed,
                None if fixed is None else _dump(fixed),
                host_id,
                _dump(settings or {}),
                at,
                at,
            ),
        )

    @staticmethod
    def _game(row: aiosqlite.Row) -> GameRow:
        return GameRow(
            id=row["id"],
            guild_id=row["guild_id"],
            channel_id=row["channel_id"],
            kind=row["kind"],
            status=row["status"],
            options=_load(row["options"]),
            seed=row["seed"],
            fixed=_load(row["fixed"]),
            host_id=row["host_id"],
            settings=_load(row["settings"]),
            created_at=row["created_at"],
            updated_at=row["updated_at"],
        )

    async def get_game(self, game_id: int) -> GameRow | None:
        cached: GameRow | None = self._cached("game", game_id)
        if cached is not None:
            return cached
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        return None if row is None else self._remember("game", game_id, self._game(row))

    async def active_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's one active game. The channel's last answer is remembered and checked
        against the (cached) game row, which every status change refreshes."""
        known: int | None = self._channels.used(channel_id)
        if known is not None:
            game = await self.get_game(known)
            if game is not None and game.active and game.channel_id == channel_id:
                return game
        row = await self._one(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running', 'paused')",
            (channel_id,),
        )
        if row is None:
            return None
        game = self._game(row)
        if not self._write_lock.locked():
            self._channels.keep(channel_id, game.id)
        return game

    async def latest_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's active game, or else its most recent one (finished or abandoned)."""
        active = await self.active_game_in_channel(channel_id)
        if active is not None:
            return active
        row = await self._one(
            "SELECT * FROM games WHERE channel_id = ? ORDER BY id DESC LIMIT 1", (channel_id,)
        )
        return None if row is None else self._game(row)

    async def active_games_of_user(self, user_id: int) -> list[GameRow]:
        rows = await self._all(
            "SELECT * FROM games WHERE status IN ('lobby', 'running', 'paused') AND id IN"
            " (SELECT game_id FROM seats WHERE user_id = ?) ORDER BY id",
            (user_id,),
        )
        return [self._game(r) for r in rows]

    async def active_games_of_guild(self, guild_id: int, limit: int = 100) -> list[GameRow]:
        """The guild's games in a lobby, running or paused, oldest first (at most `limit`)."""
        rows = await self._all(
            "SELECT * FROM games WHERE guild_id = ? AND status IN ('lobby', 'running', 'paused')"
            " ORDER BY id LIMIT ?",
            (guild_id, limit),
        )
        return [self._game(r) for r in rows]

    async def set_status(self, game_id: int, status: str, *, at: float) -> None:
        """A finished game keeps only its newest snapshot (its record, loaded at once)."""
        async with self._changing("game", game_id), self.transaction():
            await self._write(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, at, game_id)
            )
            if status in FINISHED_STATUSES:
                await self._prune_snapshots(game_id, 1)

    async def set_game_options(self, game_id: int, options: dict[str, Any], *, at: float) -> None:
        """A lobby's options, changed by its host before the start."""
        async with self._changing("game", game_id):
            await self._write(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ?",
                (_dump(options), at, game_id),
            )

    async def set_game_settings(self, game_id: int, settings: dict[str, Any], *, at: float) -> None:
        async with self._changing("game", game_id):
            await self._write(
                "UPDATE games SET settings = ?, updated_at = ? WHERE id = ?",
                (_dump(settings), at, game_id),
            )

    # -- seats -----------------------------------------------------------------------------------

    @staticmethod
    def _seat(row: aiosqlite.Row) -> SeatRow:
        return SeatRow(
            row["game_id"], row["seat"], row["user_id"], row["name"], bool(row["absent"])
        )

    async def seats(self, game_id: int) -> list[SeatRow]:
        cached: list[SeatRow] | None = self._cached("seats", game_id)
        if cached is None:
            rows = await self._all(
                "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            cached = self._remember("seats", game_id, [self._seat(r) for r in rows])
        return list(cached)

    async def add_seat(self, game_id: int, user_id: int, name: str) -> int:
        """Appends a seat after the last one; returns its seat number."""
        async with self._changing("seats", game_id), self.transaction():
            row = await self._one(
                "SELECT COALESCE(MAX(seat) + 1, 0) FROM seats WHERE game_id = ?", (game_id,)
            )
            seat = int(row[0]) if row is not None else 0
            await self._write(
                "INSERT INTO seats (game_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                (game_id, seat, user_id, name),
            )
        return seat

    async def remove_seat(self, game_id: int, seat: int) -> None:
        """Removes a lobby seat and closes the gap, keeping the others' order."""
        async with self._changing("seats", game_id), self.transaction():
            await self._write("DELETE FROM seats WHERE game_id = ? AND seat = ?", (game_id, seat))
            later = await self._all(
                "SELECT seat FROM seats WHERE game_id = ? AND seat > ? ORDER BY seat",
                (game_id, seat),
            )
            for row in later:
                await self._write(
                    "UPDATE seats SET seat = ? WHERE game_id = ? AND seat = ?",
                    (row["seat"] - 1, game_id, row["seat"]),
                )

    async def set_seat_user(self, game_id: int, seat: int, user_id: int) -> None:
        async with self._changing("seats", game_id):
            await self._write(
                "UPDATE seats SET user_id = ?, absent = 0 WHERE game_id = ? AND seat = ?",
                (user_id, game_id, seat),
            )

    async def set_seat_absent(self, game_id: int, seat: int, absent: bool) -> None:
        async with self._changing("seats", game_id):
            await self._write(
                "UPDATE seats SET absent = ? WHERE game_id = ? AND seat = ?",
                (int(absent), game_id, seat),
            )

    # -- the move log and snapshots ----------------------------------------------------------------

    async def append_move(
        self,
        game_id: int,
        seq: int,
        *,
        user_id: int | None,
        player: str,
        move: dict[str, Any],
        events: list[Any],
        at: float,
    ) -> None:
        """Appends one move; `seq` must be the next number (the primary key rejects a reuse)."""
        async with self._changing("moves", game_id):
            await self._write(
                "INSERT INTO moves (game_id, seq, user_id, player, move, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, seq, user_id, player, _dump(move), _dump(events), at),
            )

    async def moves(self, game_id: int, after: int = 0) -> list[MoveRow]:
        rows = await self._all(
            "SELECT * FROM moves WHERE game_id = ? AND seq > ? ORDER BY seq", (game_id, after)
        )
        return [
            MoveRow(
                r["game_id"],
                r["seq"],
                r["user_id"],
                r["player"],
                _load(r["move"]),
                _load(r["events"]),
                r["created_at"],
            )
            for r in rows
        ]

    async def last_moves(self, game_id: int, count: int) -> list[MoveRow]:
        """The last `count` moves, oldest first."""
        row = await self._one(
            "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?", (game_id,)
        )
        last = int(row[0]) if row is not None else 0
        return await self.moves(game_id, after=max(0, last - count))

    async def move_count(self, game_id: int) -> int:
        cached: int | None = self._cached("moves", game_id)
        if cached is not None:
            return cached
        row = await self._one(
            "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?", (game_id,)
        )
        return int(self._remember("moves", game_id, int(row[0]) if row is not None else 0))

    async def seq_at(self, game_id: int, at: float) -> int:
        """How many moves had been logged at time `at` (moves are logged in time order); walks
        the log back from its end, so a recent `at` costs a step or two."""
        row = await self._one(
            "SELECT seq FROM moves WHERE game_id = ? AND created_at <= ? ORDER BY seq DESC LIMIT 1",
            (game_id, at),
        )
        return int(row[0]) if row is not None else 0

    async def truncate_moves(self, game_id: int, keep: int) -> None:
        """Drops every move (and snapshot) after the first `keep` moves."""
        async with self._changing("moves", game_id), self.transaction():
            await self._write("DELETE FROM moves WHERE game_id = ? AND seq > ?", (game_id, keep))
            await self._write(
                "DELETE FROM snapshots WHERE game_id = ? AND seq > ?", (game_id, keep)
            )

    async def save_snapshot(
        self, game_id: int, seq: int, state: dict[str, Any], *, at: float
    ) -> None:
        """Saves the state after `seq` moves and deletes, in the same transaction, all but the
        game's `SNAPSHOTS_KEPT` newest snapshots."""
        async with self.transaction():
            await self._write(
                "INSERT OR REPLACE INTO snapshots (game_id, seq, state, created_at)"
                " VALUES (?, ?, ?, ?)",
                (game_id, seq, _dump(state), at),
            )
            await self._prune_snapshots(game_id, SNAPSHOTS_KEPT)

    async def _prune_snapshots(self, game_id: int, keep: int) -> None:
        await self._write(
            "DELETE FROM snapshots WHERE game_id = ? AND seq < (SELECT MIN(seq) FROM"
            " (SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT ?))",
            (game_id, game_id, keep),
        )

    async def latest_snapshot(self, game_id: int, at_most: int | None = None) -> SnapshotRow | None:
        """The newest snapshot at or before move `at_most`; None when there is none (only the
        newest few are kept: loading an earlier move then replays the log from the start)."""
        row = await self._one(
            "SELECT game_id, seq, state FROM snapshots WHERE game_id = ? AND seq <= ?"
            " ORDER BY seq DESC LIMIT 1",
            (game_id, at_most if at_most is not None else 2**62),
        )
        return None if row is None else SnapshotRow(row["game_id"], row["seq"], _load(row["state"]))

    async def snapshot_seqs(self, game_id: int) -> list[int]:
        rows = await self._all(
            "SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [r["seq"] for r in rows]

    # -- secret orders ---------------------------------------------------------------------------

    async def put_orders(
        self,
        game_id: int,
        player: str,
        *,
        user_id: int,
        phase: str | None,
        orders: dict[str, Any],
        ready: bool,
        at: float,
    ) -> None:
        await self._write(
            "INSERT INTO orders (game_id, player, phase, user_id, orders, ready, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player) DO UPDATE SET"
            " phase = excluded.phase, user_id = excluded.user_id, orders = excluded.orders,"
            " ready = excluded.ready, updated_at = excluded.updated_at",
            (game_id, player, phase, user_id, _dump(orders), int(ready), at),
        )

    async def set_orders_ready(self, game_id: int, player: str, ready: bool, *, at: float) -> None:
        await self._write(
            "UPDATE orders SET ready = ?, updated_at = ? WHERE game_id = ? AND player = ?",
            (int(ready), at, game_id, player),
        )

    @staticmethod
    def _order(row: aiosqlite.Row) -> OrderRow:
        return OrderRow(
            row["game_id"],
            row["player"],
            row["phase"],
            row["user_id"],
            _load(row["orders"]),
            bool(row["ready"]),
            row["updated_at"],
        )

    async def orders(self, game_id: int) -> dict[str, OrderRow]:
        rows = await self._all("SELECT * FROM orders WHERE game_id = ? ORDER BY player", (game_id,))
        return {r["player"]: self._order(r) for r in rows}

    async def clear_orders(self, game_id: int, player: str | None = None) -> None:
        if player is None:
            await self._write("DELETE FROM orders WHERE game_id = ?", (game_id,))
        else:
            await self._write(
                "DELETE FROM orders WHERE game_id = ? AND player = ?", (game_id, player)
            )

    async def put_orders_ahead(
        self,
        game_id: int,
        player: str,
        *,
        user_id: int,
        phase: str,
        orders: dict[str, Any] | None,
        ready: bool,
        at: float,
    ) -> None:
        """Orders for a later phase; None: that phase's default orders."""
        await self._write(
            "INSERT INTO orders_ahead (game_id, player, phase, user_id, orders, ready, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player, phase) DO UPDATE SET"
            " user_id = excluded.user_id, orders = excluded.orders, ready = excluded.ready,"
            " updated_at = excluded.updated_at",
            (game_id, player, phase, user_id, _dump(orders), int(ready), at),
        )

    async def orders_ahead(self, game_id: int) -> dict[tuple[str, str], AheadRow]:
        """(player, phase) -> orders given ahead for that later phase."""
        rows = await self._all(
            "SELECT * FROM orders_ahead WHERE game_id = ? ORDER BY player, phase", (game_id,)
        )
        return {
            (r["player"], r["phase"]): AheadRow(
                r["game_id"],
                r["player"],
                r["phase"],
                r["user_id"],
                _load(r["orders"]),
                bool(r["ready"]),
                r["updated_at"],
            )
            for r in rows
        }

    async def clear_orders_ahead(
        self, game_id: int, player: str | None = None, phase: str | None = None
    ) -> None:
        """Forgets orders given ahead: all of a game's, one player's, or one player's phase."""
        await self._write(
            "DELETE FROM orders_ahead WHERE game_id = ?"
            " AND (? IS NULL OR player = ?) AND (? IS NULL OR phase = ?)",
            (game_id, player, player, phase, phase),
        )

    async def put_standing_orders(
        self,
        game_id: int,
        player: str,
        slot: str,
        *,
        user_id: int,
        orders: dict[str, Any] | None,
        at: float,
    ) -> None:
        """Orders repeated in every phase of kind `slot`; None: the phase's default orders."""
        await self._write(
            "INSERT INTO standing_orders (game_id, player, slot, user_id, orders, updated_at)"
            " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player, slot) DO UPDATE SET"
            " user_id = excluded.user_id, orders = excluded.orders,"
            " updated_at = excluded.updated_at",
            (game_id, player, slot, user_id, None if orders is None else _dump(orders), at),
        )

    async def standing_orders(self, game_id: int) -> dict[tuple[str, str], dict[str, Any] | None]:
        """(player, slot) -> the standing orders (None: the phase's default orders)."""
        rows = await self._all(
            "SELECT player, slot, orders FROM standing_orders WHERE game_id = ?"
            " ORDER BY player, slot",
            (game_id,),
        )
        return {(r["player"], r["slot"]): _load(r["orders"]) for r in rows}

    async def clear_standing_orders(
        self, game_id: int, player: str | None = None, slot: str | None = None
    ) -> None:
        await self._write(
            "DELETE FROM standing_orders WHERE game_id = ?"
            " AND (? IS NULL OR player = ?) AND (? IS NULL OR slot = ?)",
            (game_id, player, player, slot, slot),
        )

    # -- timers ----------------------------------------------------------------------------------

    @staticmethod
    def _timer(row: aiosqlite.Row) -> TimerRow:
        return TimerRow(
            row["id"],
            row["game_id"],
            row["kind"],
            row["due"],
            row["remaining"],
            _load(row["payload"]),
        )

    async def add_timer(self, game_id: int, kind: str, due: float, payload: dict[str, Any]) -> int:
        return await self._write(
            "INSERT INTO timers (game_id, kind, due, payload) VALUES (?, ?, ?, ?)",
            (game_id, kind, due, _dump(payload)),
        )

    async def timers(self, game_id: int) -> list[TimerRow]:
        rows = await self._all(
            "SELECT * FROM timers WHERE game_id = ? ORDER BY COALESCE(due, remaining), id",
            (game_id,),
        )
        return [self._timer(r) for r in rows]

    async def due_timers(self, now: float) -> list[TimerRow]:
        rows = await self._all(
            "SELECT * FROM timers WHERE due IS NOT NULL AND due <= ? ORDER BY due, id", (now,)
        )
        return [self._timer(r) for r in rows]

    async def next_due(self) -> float | None:
        row = await self._one("SELECT MIN(due) FROM timers WHERE due IS NOT NULL")
        return None if row is None or row[0] is None else float(row[0])

    async def delete_timer(self, timer_id: int) -> None:
        await self._write("DELETE FROM timers WHERE id = ?", (timer_id,))

    async def cancel_timers(self, game_id: int) -> None:
        await self._write("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def pause_timers(self, game_id: int, now: float) -> None:
        """Stops the clock: each running timer keeps the seconds it had left."""
        await self._write(
            "UPDATE timers SET remaining = MAX(due - ?, 0), due = NULL"
            " WHERE game_id = ? AND due IS NOT NULL",
            (now, game_id),
        )

    async def resume_timers(self, game_id: int, now: float) -> None:
        await self._write(
            "UPDATE timers SET due = ? + remaining, remaining = NULL"
            " WHERE game_id = ? AND remaining IS NOT NULL",
            (now, game_id),
        )

    async def shift_timers(self, game_id: int, seconds: float) -> None:
        """Moves every timer of the game later (running or paused)."""
        await self._write(
            "UPDATE timers SET due = due + ?, remaining = remaining + ? WHERE game_id = ?",
            (seconds, seconds, game_id),
        )

    # -- guild settings ----------------------------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettingsRow:
        row = await self._one("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        if row is None:
            return GuildSettingsRow(guild_id, None, {}, None)
        return GuildSettingsRow(
            row["guild_id"], row["moderator_role"], _load(row["defaults"]), row["locale"]
        )

    async def set_guild_settings(
        self,
        guild_id: int,
        *,
        moderator_role: int | None = None,
        defaults: dict[str, Any] | None = None,
        locale: str | None = None,
    ) -> None:
        """Updates the given fields only (None leaves a field as it was)."""
        async with self.transaction():
            current = await self.guild_settings(guild_id)
            await self._write(
                "INSERT OR REPLACE INTO guild_settings (guild_id, moderator_role, defaults, locale)"
                " VALUES (?, ?, ?, ?)",
                (
                    guild_id,
                    moderator_role if moderator_role is not None else current.moderator_role,
                    _dump(defaults if defaults is not None else current.defaults),
                    locale if locale is not None else current.locale,
                ),
            )

    # -- tracked messages --------------------------------------------------------------------------

    async def track_message(
        self, game_id: int, purpose: str, channel_id: int, message_id: int
    ) -> None:
        await self._write(
            "INSERT OR REPLACE INTO messages (game_id, purpose, channel_id, message_id)"
            " VALUES (?, ?, ?, ?)",
            (game_id, purpose, channel_id, message_id),
        )

    async def tracked_message(self, game_id: int, purpose: str) -> tuple[int, int] | None:
        """(channel id, message id) of the message kept for `purpose`, if any."""
        row = await self._one(
            "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND purpose = ?",
            (game_id, purpose),
        )
        return None if row is None else (row["channel_id"], row["message_id"])

    # -- moderation log ----------------------------------------------------------------------------

    async def log_action(
        self, game_id: int, user_id: int, action: str, detail: dict[str, Any], *, at: float
    ) -> None:
        await self._write(
            "INSERT INTO moderation_log (game_id, user_id, action, detail, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, action, _dump(detail), at),
        )

    async def actions(self, game_id: int) -> list[ModerationEntry]:
        rows = await self._all(
            "SELECT * FROM moderation_log WHERE game_id = ? ORDER BY id", (game_id,)
        )
        return [
            ModerationEntry(
                r["id"],
                r["game_id"],
                r["user_id"],
                r["action"],
                _load(r["detail"]),
                r["created_at"],
            )
            for r in rows
        ]

    # -- undelivered notes -------------------------------------------------------------------------

    async def keep_note(self, user_id: int, text: str, *, game_id: int | None, at: float) -> int:
        """Keeps a private note that could not be delivered; returns its id."""
        return await self._write(
            "INSERT INTO notes (game_id, user_id, text, created_at) VALUES (?, ?, ?, ?)",
            (game_id, user_id, text, at),
        )

    async def notes_of_user(self, user_id: int) -> list[NoteRow]:
        """The user's kept notes, oldest first."""
        rows = await self._all("SELECT * FROM notes WHERE user_id = ? ORDER BY id", (user_id,))
        return [
            NoteRow(r["id"], r["game_id"], r["user_id"], r["text"], r["created_at"]) for r in rows
        ]

    async def delete_notes(self, note_ids: Iterable[int]) -> None:
        """Forgets notes once delivered (unknown ids are ignored)."""
        async with self.transaction():
            for note_id in note_ids:
                await self._write("DELETE FROM notes WHERE id = ?", (note_id,))

    async def table_names(self) -> Iterable[str]:
        rows = await self._all("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
        return [r["name"] for r in rows]
