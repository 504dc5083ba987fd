"""The database: repository methods for every table, on SQLite or PostgreSQL.

`Database.open(target)` picks the backend (`storage.backend`): an SQLite file path (the default)
or a `postgresql://` URL. Statements are written once, in SQL both accept. Every write either
runs in its own short transaction or joins the one opened by `transaction()`, so that an
accepted move and its snapshot (or a whole phase's orders) land together or not at all.

What grows stays bounded: a game keeps its newest few snapshots (one once finished), JSON of
`COMPRESS_FROM` bytes or more is stored zlib-compressed, and the in-memory cache holds the
`cache_size` most recently used games. Where other processes share the database (PostgreSQL),
every write to a game bumps its `version`, `get_game` always reads the row and drops what is
cached of a game whose version moved, and the first write to a game in a transaction locks its
row (`SELECT … FOR UPDATE`) and refuses (`StaleGame`) when the version is not the one the
writer read (`expecting`). SQL parameters never reach the logs.
"""

from __future__ import annotations

import json
import zlib
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

import orjson
from isal import isal_zlib

from storage.backend import Backend, Row, is_postgres
from storage.batch import Guard, MoveBatch, NewTimer, Statement
from storage.errors import StaleGame, StorageError
from storage.migrations import Migration, load_migrations
from storage.sqlite import SqliteBackend
from storage.stats import StatsTables
from storage.threads import ThreadTables

ACTIVE_STATUSES = ("lobby", "running", "paused")
FINISHED_STATUSES = ("over", "abandoned")
DEFAULT_CACHE_SIZE = 2000
"""Games whose row, seats and move count are kept in memory (the least recently used go)."""
SNAPSHOTS_KEPT = 2
"""Snapshots kept per running game: the newest loads the game, the one before it makes undoing
the last few moves a short replay. Older ones are deleted as new ones are saved (the move log is
the truth: a load at an earlier move with no snapshot at or before it replays from the start).
A finished game keeps only its newest one."""
COMPRESS_FROM = 256
"""JSON at least this many bytes long is stored zlib-compressed (bytes); shorter JSON stays
readable text. R&B snapshots and a phase's events shrink to about a third."""
MAX_SEQ = 2**31 - 1
"""The largest move number a column holds (PostgreSQL's INTEGER)."""
COMPRESS_LEVEL = 1
"""ISA-L's level 1 (a zlib stream `zlib.decompress` reads): about zlib's level 1 in bytes.
zlib's `compress` sets up 256 KiB of state per call, and glibc hands that memory back to the
system and asks for it again each time (`brk`): about 60 µs for a phase's 2 KB of events in the
bot's process, against 30 µs with ISA-L, whose state is small."""
_JSON_ONLY = orjson.OPT_PASSTHROUGH_DATACLASS | orjson.OPT_PASSTHROUGH_DATETIME
"""What `json` refuses, orjson refuses too (it would write dataclasses and dates)."""
_ZLIB_HEADER = 0x78
"""The first byte of every zlib stream this module writes; no JSON text starts with "x"."""


_PUT_ORDERS = (
    "INSERT INTO orders (game_id, player, phase, user_id, orders, ready, updated_at)"
    " VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id, player) DO UPDATE SET"
    " phase = excluded.phase, user_id = excluded.user_id, orders = excluded.orders,"
    " ready = excluded.ready, updated_at = excluded.updated_at"
)

_expected: ContextVar[dict[int, int] | None] = ContextVar("storage_expected", default=None)
"""Game id -> the version the current task read it at (see `Database.expecting`)."""


@dataclass
class _Request:
    """A player's request where other processes write too (`Database.noting`)."""

    noted: list[Statement]
    """What it tells of languages, not written yet: it rides with its batch."""
    tracked: dict[int, dict[str, tuple[int, int]]] = field(default_factory=dict)
    """Game id -> purpose -> (channel id, message id): the game's tracked messages, read with
    the request's batch (its answer reads them next)."""
    wrote: dict[int, int] = field(default_factory=dict)
    """Game id -> the version the request's batch left it at: what the request posts after
    its move (the next turn's components, the board) reads the game as it wrote it."""


_request: ContextVar[_Request | None] = ContextVar("storage_request", default=None)
"""The current player's request, if any (see `Database.noting`)."""


def _written_by_request(game: GameRow) -> bool:
    """Whether the current player's request left the game at this row's version."""
    request = _request.get()
    return request is not None and request.wrote.get(game.id) == game.version


def _encode(value: Any) -> bytes:
    """`value` as compact UTF-8 JSON. orjson writes what `json.dumps` would (a resolution's
    snapshot in a seventh of the time), floats aside: the same value, in its shortest form
    (`1e-5`, not `1e-05`). What orjson refuses (keys that are not strings, integers past 64
    bits, dataclasses, dates) goes to `json`, which writes it or refuses it as before; enums and
    UUIDs, which `json` refuses, orjson writes by value."""
    try:
        return orjson.dumps(value, option=_JSON_ONLY)
    except TypeError:
        return json.dumps(value, separators=(",", ":"), ensure_ascii=False).encode()


def _learn_sql(table: str, column: str) -> str:
    """Stores a locale learned for a channel or user; a write that would change nothing is
    skipped by the statement itself (no new row version)."""
    return (
        f"INSERT INTO {table} ({column}, locale) VALUES (?, ?) ON CONFLICT ({column})"
        f" DO UPDATE SET locale = excluded.locale WHERE {table}.locale <> excluded.locale"
    )


def _dump(value: Any) -> str | bytes:
    text = _encode(value)
    if len(text) < COMPRESS_FROM:
        return text.decode()
    packed = isal_zlib.compress(text, COMPRESS_LEVEL)
    return packed if len(packed) < len(text) else text.decode()


def _load(stored: str | bytes | None) -> Any:
    """JSON as stored: text, zlib-compressed bytes, or (PostgreSQL's BYTEA) plain UTF-8 bytes."""
    if stored is None:
        return None
    if isinstance(stored, bytes | bytearray | memoryview):
        raw = bytes(stored)
        stored = (zlib.decompress(raw) if raw[:1] == bytes([_ZLIB_HEADER]) else raw).decode()
    return json.loads(stored)


def _read_back(value: Any) -> Any:
    """`value` as a read of what `_dump` stored gives it back."""
    return json.loads(_encode(value))


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


class _ChangeClock:
    """When each game last changed here, on a counter of this process's own. A read caches
    what it read only if its game has not changed since the read began: a read that started
    before a write and is answered after it (another pooled connection on PostgreSQL, a task
    resumed late on SQLite) would otherwise keep what the write replaced. Remembers the `size`
    most recently changed games; an older one counts as changed when the oldest forgotten one
    last did."""

    def __init__(self, size: int) -> None:
        self._last: OrderedDict[int, int] = OrderedDict()
        self._now = 0
        self._floor = 0
        self._size = max(size, 1)

    def now(self) -> int:
        return self._now

    def changed(self, game_id: int) -> None:
        self._now += 1
        self._last[game_id] = self._now
        self._last.move_to_end(game_id)
        if len(self._last) > self._size:
            _, self._floor = self._last.popitem(last=False)

    def unchanged_since(self, game_id: int, tick: int) -> bool:
        return self._last.get(game_id, self._floor) <= tick


_changed_in_tx: ContextVar[set[int] | None] = ContextVar("storage_changed_in_tx", default=None)
"""The games written inside the open transaction: they change for other readers when it
commits (or rolls back), not when each write inside it ends."""


SHARD_SHIFT = 2**22
"""A guild's shard is `(guild_id >> 22) % shard_count` (Discord's formula); the division by
2**22 says the same in SQL both dialects read alike."""


@dataclass(frozen=True)
class Shards:
    """The shards a process runs, of `count` in all."""

    count: int
    ids: tuple[int, ...]

    def __post_init__(self) -> None:
        if self.count < 1 or not self.ids or not all(0 <= i < self.count for i in self.ids):
            raise ValueError(f"shards {self.ids} do not fit a shard count of {self.count}")

    def owns(self, guild_id: int | None) -> bool:
        return ((guild_id or 0) >> 22) % self.count in self.ids


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
    version: int = 0
    """Bumped by every write to the game (row, seats, move log): a copy with another version
    is stale."""

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
    standin: bool = False
    """The seat is handed to the built-in player (the game's demo policy) until handed back."""


@dataclass(frozen=True)
class AwayRow:
    """A user's period of absence, across all their games (epoch seconds)."""

    user_id: int
    starts: float
    ends: float
    set_at: float

    def covers(self, when: float) -> bool:
        return self.starts <= when < self.ends


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


_OrdersRead = tuple[
    dict[str, OrderRow],
    dict[tuple[str, str], AheadRow],
    dict[tuple[str, str], dict[str, Any] | None],
]
"""A game's secret orders, those given ahead and standing orders, as `orders_and_kept` reads
them (each in the order of its query)."""


def _with_current(kept: _OrdersRead, current: dict[str, OrderRow]) -> _OrdersRead:
    """`kept` with the phase's orders `current`, in the read's order (by player)."""
    return dict(sorted(current.items())), kept[1], kept[2]


def _writes_orders(batch: MoveBatch) -> bool:
    """Whether the batch's statements change the game's secret orders or orders given ahead."""
    return bool(
        batch.clear_orders or batch.ahead_used or batch.orders or batch.status in FINISHED_STATUSES
    )


def _orders_after_batch(game_id: int, kept: _OrdersRead, batch: MoveBatch) -> _OrdersRead:
    """The orders `kept` as the batch's statements (`Database._move_statements`) leave them."""
    current = {} if batch.clear_orders else dict(kept[0])
    used = set(batch.ahead_used)
    ahead = {key: row for key, row in kept[1].items() if key not in used}
    for new in batch.orders:
        orders = _read_back(new.orders)
        current[new.player] = OrderRow(
            game_id, new.player, new.phase, new.user_id, orders, new.ready, batch.at
        )
    if batch.status in FINISHED_STATUSES:
        current, ahead = {}, {}
    return _with_current((current, ahead, kept[2]), current)


class Database(StatsTables, ThreadTables):
    """The bot's database. Open with `await Database.open(path or URL)`; close when done."""

    def __init__(self, backend: Backend, *, cache_size: int = DEFAULT_CACHE_SIZE) -> None:
        if cache_size < 0:
            raise ValueError(f"cache_size must be 0 or more, not {cache_size}")
        self.backend = backend
        self.shared = backend.shared
        """True when other processes may write this database (PostgreSQL). Kept, not a
        property: a move asks it about twenty times."""
        self._bytes_only = backend.name == "postgresql"
        self._games = _Lru(cache_size)
        """Game id -> what every request reads again ("game" row, "seats", "moves" count and,
        on SQLite, the secret "orders" with those kept for later phases), for the `cache_size`
        most recently used games. A write through this class drops the game's entry before and
        after it runs (the orders: see `_orders_written`), and nothing read inside a transaction
        (or, on SQLite, while one is open) is kept, so an uncommitted or rolled-back value never
        is. Where other processes write too, `get_game(fresh=True)` drops an entry whose version
        moved."""
        self._clock = _ChangeClock(cache_size)
        """When each game last changed: a read begun before its game last changed is not kept."""
        self._channels = _Lru(cache_size)
        """Channel id -> the id of its active game when last asked (checked on use)."""
        self._languages = _Lru(cache_size)
        """(table, channel or user id) -> the locale stored, on SQLite only (its one writer
        knows every change); where other processes write too, languages are read every time."""
        self._tracked = _Lru(cache_size)
        """(game id, purpose) -> the message kept for it (or None), on SQLite only, as
        `_languages`."""
        self._noteless = _Lru(cache_size)
        """User id -> True for users known to have no kept note, on SQLite only (read at every
        interaction; the one writer knows every note it keeps)."""
        self._notes_kept = 0
        """How many times a note was kept: a read of none begun before one is not remembered."""
        self._timerless = _Lru(cache_size)
        """Game id -> True for games known to have no timer, on SQLite only: a move that arms
        none then deletes none (the one writer knows every timer it arms)."""
        self._timers_armed = 0
        """How many times timers were armed: a batch that ran meanwhile does not say none are."""

    @property
    def path(self) -> Path:
        """The SQLite file (AttributeError on PostgreSQL, which has none)."""
        if not isinstance(self.backend, SqliteBackend):
            raise AttributeError("a PostgreSQL database has no file path")
        return self.backend.path

    def described(self) -> str:
        """The file, or the server and database, without a password."""
        return self.backend.described()

    @property
    def cached_games(self) -> int:
        """How many games have something in the cache (at most `cache_size`)."""
        return len(self._games)

    def _cached(self, kind: str, game_id: int) -> Any:
        entry = self._games.used(game_id)
        return None if entry is None else entry.get(kind)

    def _may_cache(self) -> bool:
        if isinstance(self.backend, SqliteBackend):
            return not self.backend.writing()
        return not self.backend.in_transaction()

    def _remember(self, kind: str, game_id: int, value: Any, since: int) -> Any:
        """Keeps `value`, read by a query begun at `since` (`_clock.now()`), unless the game
        changed meanwhile or the read may see uncommitted writes."""
        if self._may_cache() and self._clock.unchanged_since(game_id, since):
            entry = self._games.used(game_id)
            if entry is None:
                self._games.keep(game_id, {kind: value})
            else:
                entry[kind] = value
        return value

    def forget_game(self, game_id: int) -> None:
        """Drops everything cached about the game: the next read asks the database (and no
        read already under way keeps its answer)."""
        self._games.pop(game_id, None)
        self._changed(game_id)

    def _changed(self, game_id: int) -> None:
        self._clock.changed(game_id)
        inside = _changed_in_tx.get()
        if inside is not None:
            inside.add(game_id)

    @asynccontextmanager
    async def _changing(self, game_id: int, kind: str) -> AsyncIterator[None]:
        """A write to the game's `kind` ("game" row, "seats", "moves"). Where other processes
        write too, it runs in one transaction that first locks the game's row (a
        read-modify-write is safe), refuses (StaleGame) if the game is not at the version the
        writer read, and bumps the version; SQLite's one writer needs no version."""
        self._forget_change(game_id, kind)
        try:
            if not self.shared:
                async with self.transaction():
                    yield
                return
            expected = _expected.get()
            async with self.transaction():
                current = await self.backend.lock_game_row(game_id)
                if expected is not None and expected.get(game_id, current) != current:
                    raise StaleGame(
                        f"game {game_id} is at version {current}, not {expected[game_id]}"
                    )
                yield
                bumped = await self._one(
                    "UPDATE games SET version = version + 1 WHERE id = ? RETURNING version",
                    (game_id,),
                )
                if expected is not None and game_id in expected and bumped is not None:
                    expected[game_id] = int(bumped[0])
        finally:
            self._forget_change(game_id, kind)

    def _forget_change(self, game_id: int, *kinds: str) -> None:
        """The one writer (SQLite) drops what the write changes (`kinds` of the game's cached
        entry, one change of the game); where others write too, the whole game goes (its
        version moved)."""
        if self.shared:
            self.forget_game(game_id)
            return
        self._changed(game_id)
        entry = self._games.get(game_id)
        if entry is not None:
            for kind in kinds:
                entry.pop(kind, None)

    @contextmanager
    def expecting(self, game_id: int, version: int) -> Iterator[dict[int, int]]:
        """Writes to the game inside (by this task and the tasks it starts) apply only while the
        game is still at `version`, as its writer read it; each own write moves the expectation
        on. Yields the expectations: after the block, the version the writer left the game at."""
        current = _expected.get()
        mine = {**(current or {}), game_id: version}
        token = _expected.set(mine)
        try:
            yield mine
        finally:
            _expected.reset(token)

    def _json(self, value: Any) -> str | bytes:
        """`value` as its column stores it (PostgreSQL's JSON columns are all BYTEA)."""
        dumped = _dump(value)
        return dumped.encode() if self._bytes_only and isinstance(dumped, str) else dumped

    # -- connection, migrations, transactions, backup ------------------------------------------

    @classmethod
    async def open(
        cls,
        target: str | Path,
        *,
        migrate: bool = True,
        cache_size: int = DEFAULT_CACHE_SIZE,
        synchronous: str | None = None,
    ) -> Database:
        """Opens the SQLite file `target` (created if needed; WAL, foreign keys on) or the
        PostgreSQL database at the URL `target`, migrated to the latest schema.

        `cache_size`: how many games' rows, seats and move counts stay in memory (0: none).
        `synchronous`: SQLite's `PRAGMA synchronous` (`storage.sqlite.SYNCHRONOUS`; None: FULL).
        """
        if cache_size < 0:
            raise ValueError(f"cache_size must be 0 or more, not {cache_size}")
        if synchronous is not None and is_postgres(target):
            raise ValueError("synchronous is a setting of an SQLite file, not of PostgreSQL")
        backend: Backend
        if is_postgres(target):
            try:
                from storage.postgres import PostgresBackend
            except ImportError as error:  # asyncpg is the optional extra, needed only here
                raise StorageError(
                    "PostgreSQL needs asyncpg: pip install 'meeplepost[postgres]'"
                ) from error
            backend = await PostgresBackend.open(str(target))
        else:
            backend = await SqliteBackend.open(Path(target), synchronous=synchronous)
        db = cls(backend, cache_size=cache_size)
        if migrate:
            try:
                await db.migrate()
            except BaseException:
                await backend.close()
                raise
        return db

    async def close(self) -> None:
        await self.backend.close()

    async def pragma(self, name: str) -> Any:
        """An SQLite pragma's value (SQLite only)."""
        if not isinstance(self.backend, SqliteBackend):
            raise StorageError("pragmas are SQLite's; this database is PostgreSQL")
        return await self.backend.pragma(name)

    async def schema_version(self) -> int:
        return await self.backend.schema_version()

    async def migrate(self, migrations: Sequence[Migration] | None = None) -> list[int]:
        """Applies every migration newer than the schema version, each in its own transaction."""
        if migrations is None:
            migrations = load_migrations(self.backend.name)
        return await self.backend.migrate(migrations)

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        """All writes inside commit together, or roll back together on an exception.

        Nested calls join the outer transaction. "Inside" is tracked by a context variable,
        so a task created within the block writes as part of it: don't let one outlive it.
        The games written inside change for readers once it ends (`_ChangeClock`); where
        other connections read meanwhile (PostgreSQL), what they kept of those games goes.
        """
        if _changed_in_tx.get() is not None:
            async with self.backend.transaction():
                yield
            return
        written: set[int] = set()
        token = _changed_in_tx.set(written)
        try:
            async with self.backend.transaction():
                yield
        finally:
            _changed_in_tx.reset(token)
            for game_id in written:
                if self.shared:  # what other connections read while it was open is old now
                    self._games.pop(game_id, None)
                self._clock.changed(game_id)

    async def _write(self, sql: str, params: Sequence[Any] = ()) -> None:
        await self.backend.execute(sql, params)

    async def _insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """An `INSERT … RETURNING id`: the new row's id."""
        return await self.backend.insert(sql, params)

    async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        return await self.backend.fetch_all(sql, params)

    async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        return await self.backend.fetch_one(sql, params)

    async def backup(self, target: str | Path) -> None:
        """An online, consistent copy of the whole SQLite database into the file `target`;
        StorageError on PostgreSQL, whose copies are `pg_dump`'s job."""
        await self.backend.backup(target)

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
        """A new game row; storage IntegrityError if the channel already has an active game."""
        return await self._insert(
            "INSERT INTO games (guild_id, channel_id, kind, status, options, seed, fixed, host_id,"
            " settings, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"
            " RETURNING id",
            (
                guild_id,
                channel_id,
                kind,
                status,
                self._json(options),
                seed,
                None if fixed is None else self._json(fixed),
                host_id,
                self._json(settings or {}),
                at,
                at,
            ),
        )

    @staticmethod
    def _game(row: Row) -> GameRow:
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
            version=row["version"],
        )

    async def get_game(self, game_id: int) -> GameRow | None:
        """The game's row. Where other processes write too, read, but for a player's request
        after its move (`noting`), which reads the game as its batch left it: a version other
        than the cached one drops the game's cached seats and move count as well."""
        cached: GameRow | None = self._cached("game", game_id)
        if cached is not None and (not self.shared or _written_by_request(cached)):
            return cached
        since = self._clock.now()
        row = await self._one("SELECT * FROM games WHERE id = ?", (game_id,))
        if row is None:
            self.forget_game(game_id)
            return None
        return self._read_game(row, since)

    def _read_game(self, row: Row, since: int) -> GameRow:
        """A game row just read (by a query begun at `since`): cached, and where its version
        moved, what was cached of the game at the old version (seats, move count) dropped. A
        row this process changed meanwhile is neither: it may be the older one."""
        game = self._game(row)
        if not self._clock.unchanged_since(game.id, since):
            return game
        cached: GameRow | None = self._cached("game", game.id)
        if cached is not None and cached.version != game.version:
            self.forget_game(game.id)
            since = self._clock.now()
        self._remember("game", game.id, game, since)
        return game

    def known_game(self, game_id: int) -> GameRow | None:
        """The game's row as this process last read or wrote it, without a trip to the
        database; None when nothing is cached. Where other processes write too it may be
        stale: only a write guarded by its version (`expecting`) may rely on it."""
        cached: GameRow | None = self._cached("game", game_id)
        return cached

    async def active_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's one active game. The channel's last answer is remembered and checked
        against the (cached) game row, which every status change refreshes; where other
        processes write too, the database is asked every time (`known_game_in_channel` answers
        from memory)."""
        known: int | None = self._channels.used(channel_id)
        if known is not None and not self.shared:
            game = await self.get_game(known)
            if game is not None and game.active and game.channel_id == channel_id:
                return game
        since = self._clock.now()
        row = await self._one(
            "SELECT * FROM games WHERE channel_id = ? AND status IN ('lobby', 'running', 'paused')",
            (channel_id,),
        )
        if row is None:
            return None
        game = self._read_game(row, since)
        if self._may_cache():
            self._channels.keep(channel_id, game.id)
        return game

    def known_game_in_channel(self, channel_id: int) -> GameRow | None:
        """The channel's active game as this process last read or wrote it, without a trip to
        the database; None when it knows none. Where other processes write too it may be
        stale (ended, or moved on): only a write guarded by its version may rely on it, and
        at that version it is still the channel's one active game."""
        known: int | None = self._channels.used(channel_id)
        game = None if known is None else self.known_game(known)
        if game is None or not game.active or game.channel_id != channel_id:
            return None
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
        async with self._changing(game_id, "game"):
            await self._write(
                "UPDATE games SET status = ?, updated_at = ? WHERE id = ?", (status, at, game_id)
            )
            if status in FINISHED_STATUSES:
                await self._prune_snapshots(game_id, 1)

    async def set_game_options(self, game_id: int, options: dict[str, Any], *, at: float) -> None:
        """A lobby's options, changed by its host before the start."""
        async with self._changing(game_id, "game"):
            await self._write(
                "UPDATE games SET options = ?, updated_at = ? WHERE id = ?",
                (self._json(options), at, game_id),
            )

    async def set_game_settings(self, game_id: int, settings: dict[str, Any], *, at: float) -> None:
        async with self._changing(game_id, "game"):
            await self._write(
                "UPDATE games SET settings = ?, updated_at = ? WHERE id = ?",
                (self._json(settings), at, game_id),
            )

    # -- seats -----------------------------------------------------------------------------------

    @staticmethod
    def _seat(row: Row) -> SeatRow:
        return SeatRow(
            row["game_id"],
            row["seat"],
            row["user_id"],
            row["name"],
            bool(row["absent"]),
            bool(row["standin"]),
        )

    async def seats(self, game_id: int) -> list[SeatRow]:
        cached: list[SeatRow] | None = self._cached("seats", game_id)
        if cached is None:
            since = self._clock.now()
            rows = await self._all(
                "SELECT * FROM seats WHERE game_id = ? ORDER BY seat", (game_id,)
            )
            cached = self._remember("seats", game_id, [self._seat(r) for r in rows], since)
        return list(cached)

    async def add_seat(self, game_id: int, user_id: int, name: str) -> int:
        """Appends a seat after the last one; returns its seat number."""
        async with self._changing(game_id, "seats"):
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
        async with self._changing(game_id, "seats"):
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
        async with self._changing(game_id, "seats"):
            await self._write(
                "UPDATE seats SET user_id = ?, absent = 0, standin = 0"
                " WHERE game_id = ? AND seat = ?",
                (user_id, game_id, seat),
            )

    async def set_seat_absent(self, game_id: int, seat: int, absent: bool) -> None:
        async with self._changing(game_id, "seats"):
            await self._write(
                "UPDATE seats SET absent = ? WHERE game_id = ? AND seat = ?",
                (int(absent), game_id, seat),
            )

    async def set_seat_standin(self, game_id: int, seat: int, standin: bool) -> None:
        async with self._changing(game_id, "seats"):
            await self._write(
                "UPDATE seats SET standin = ? WHERE game_id = ? AND seat = ?",
                (int(standin), game_id, seat),
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
        async with self._changing(game_id, "moves"):
            await self._write(
                "INSERT INTO moves (game_id, seq, user_id, player, move, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (game_id, seq, user_id, player, self._json(move), self._json(events), at),
            )

    async def apply_move(self, batch: MoveBatch) -> None:
        """Writes a whole play in one transaction and one trip to the database (`storage.batch`).

        Applies only while the log is `batch.seq` moves long, the game is at the version its
        writer read (`expecting`, where other processes write) and, with `issued_before`, no
        move was logged after that moment; else `StaleGame` or `MovedSince`, nothing written.
        What the batch changed is cached as it now stands, so the next move reads nothing."""
        game_id = batch.game_id
        expected = _expected.get() if self.shared else None
        version = None if expected is None else expected.get(game_id)
        guard = Guard(game_id, batch.seq, version, batch.issued_before, bump=self.shared)
        entry = self._games.get(game_id)
        kept = None if entry is None else dict(entry)  # forgetting below empties the entry
        if _writes_orders(batch):
            self._forget_change(game_id, "moves", "game", "orders")
        else:
            self._forget_change(game_id, "moves", "game")
        statements = self._move_statements(batch)
        armed = self._timers_armed
        request = _request.get() if self.shared else None
        if request is None or self.backend.in_transaction():  # the transaction may roll back
            await self.backend.run_batch(guard, statements)
        else:
            statements.extend(request.noted)  # the request's languages ride along
            rows = await self.backend.run_batch_tracked(guard, statements)
            request.noted.clear()
            request.tracked[game_id] = {
                r["purpose"]: (int(r["channel_id"]), int(r["message_id"])) for r in rows
            }
            if version is not None:
                request.wrote[game_id] = version + 1
        self._changed(game_id)  # for reads begun while the batch ran
        self._timers_replaced(batch, armed)
        if expected is not None and version is not None:
            expected[game_id] = version + 1
        if kept is None or not self._may_cache():
            return
        game: GameRow | None = kept.get("game")
        if game is not None and self.shared and game.version != version:
            return
        if game is not None and (batch.status or self.shared):  # else the row is as it was
            status = batch.status or game.status
            updated = batch.at if batch.status else game.updated_at
            bumped = game.version + 1 if self.shared else game.version
            game = replace(game, status=status, updated_at=updated, version=bumped)
        now = {**kept, "moves": batch.last_seq}
        if "orders" in now and _writes_orders(batch):
            now["orders"] = _orders_after_batch(game_id, now["orders"], batch)
        if game is None:
            now.pop("game", None)
        else:
            now["game"] = game
        self._games.keep(game_id, now)

    def _move_statements(self, batch: MoveBatch) -> list[Statement]:
        """The statements of a play, in the order the service wrote them one by one."""
        game_id, at = batch.game_id, batch.at
        out: list[Statement] = [
            (
                "INSERT INTO moves (game_id, seq, user_id, player, move, events, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    move.seq,
                    move.user_id,
                    move.player,
                    self._json(move.move),
                    self._json(move.events),
                    at,
                ),
            )
            for move in batch.moves
        ]
        if batch.snapshot is not None and batch.moves:
            out.append(self._snapshot_statement(game_id, batch.last_seq, batch.snapshot, at))
            out.append(self._prune_statement(game_id, SNAPSHOTS_KEPT))
        if batch.clear_orders:
            out.append(("DELETE FROM orders WHERE game_id = ?", (game_id,)))
        for player, phase in batch.ahead_used:
            out.append(
                (
                    "DELETE FROM orders_ahead WHERE game_id = ? AND player = ? AND phase = ?",
                    (game_id, player, phase),
                )
            )
        for orders in batch.orders:
            out.append(
                self._put_statement(
                    game_id,
                    orders.player,
                    orders.phase,
                    orders.user_id,
                    orders.orders,
                    orders.ready,
                    at,
                )
            )
        if batch.status is not None:
            out.append(
                (
                    "UPDATE games SET status = ?, updated_at = ? WHERE id = ?",
                    (batch.status, at, game_id),
                )
            )
            if batch.status in FINISHED_STATUSES:
                out.append(self._prune_statement(game_id, 1))
                out.append(("DELETE FROM orders WHERE game_id = ?", (game_id,)))
                out.append(("DELETE FROM orders_ahead WHERE game_id = ?", (game_id,)))
        if batch.timers and not self.shared:
            self._arm(game_id)
        if batch.timers is not None and not self._none_to_replace(game_id, batch.timers):
            out.extend(self._timer_statements(game_id, batch.timers))
        return out

    def _none_to_replace(self, game_id: int, timers: Sequence[NewTimer]) -> bool:
        """Nothing to arm, and (as the one writer knows) nothing armed to delete."""
        return not timers and not self.shared and self._timerless.used(game_id) is not None

    def _arm(self, game_id: int) -> None:
        """Timers are being armed for the game: it may have some from now on."""
        self._timerless.pop(game_id, None)
        self._timers_armed += 1

    def _timers_replaced(self, batch: MoveBatch, armed: int) -> None:
        """After a batch: a game whose timers it deleted, arming none, has none (unless it
        runs inside a transaction yet to commit, or timers were armed meanwhile)."""
        if self.shared or batch.timers is None:
            return
        if batch.timers:
            self._arm(batch.game_id)
        elif self._may_cache() and armed == self._timers_armed:
            self._timerless.keep(batch.game_id, True)

    def _timer_statements(self, game_id: int, timers: Sequence[NewTimer]) -> list[Statement]:
        return [
            ("DELETE FROM timers WHERE game_id = ?", (game_id,)),
            *(
                (
                    "INSERT INTO timers (game_id, kind, due, remaining, payload)"
                    " VALUES (?, ?, ?, ?, ?)",
                    (game_id, t.kind, t.due, t.remaining, self._json(t.payload)),
                )
                for t in timers
            ),
        ]

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
        since = self._clock.now()
        row = await self._one(
            "SELECT COALESCE(MAX(seq), 0) FROM moves WHERE game_id = ?", (game_id,)
        )
        count = int(row[0]) if row is not None else 0
        return int(self._remember("moves", game_id, count, since))

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
        async with self._changing(game_id, "moves"):
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
            await self._write(*self._snapshot_statement(game_id, seq, state, at))
            await self._prune_snapshots(game_id, SNAPSHOTS_KEPT)

    def _snapshot_statement(
        self, game_id: int, seq: int, state: dict[str, Any], at: float
    ) -> Statement:
        return (
            "INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, seq) DO UPDATE SET state = excluded.state,"
            " created_at = excluded.created_at",
            (game_id, seq, self._json(state), at),
        )

    @staticmethod
    def _prune_statement(game_id: int, keep: int) -> Statement:
        return (
            "DELETE FROM snapshots WHERE game_id = ? AND seq < (SELECT MIN(seq) FROM"
            " (SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq DESC LIMIT ?) AS kept)",
            (game_id, game_id, keep),
        )

    async def _prune_snapshots(self, game_id: int, keep: int) -> None:
        await self._write(*self._prune_statement(game_id, keep))

    async def latest_snapshot(self, game_id: int, at_most: int | None = None) -> SnapshotRow | None:
        """The newest snapshot at or before move `at_most`; None when there is none (only the
        newest few are kept: loading an earlier move then replays the log from the start)."""
        row = await self._one(
            "SELECT game_id, seq, state FROM snapshots WHERE game_id = ? AND seq <= ?"
            " ORDER BY seq DESC LIMIT 1",
            (game_id, at_most if at_most is not None else MAX_SEQ),
        )
        return None if row is None else SnapshotRow(row["game_id"], row["seq"], _load(row["state"]))

    async def snapshot_seqs(self, game_id: int) -> list[int]:
        rows = await self._all(
            "SELECT seq FROM snapshots WHERE game_id = ? ORDER BY seq", (game_id,)
        )
        return [r["seq"] for r in rows]

    # -- secret orders ---------------------------------------------------------------------------
    #
    # On SQLite, the one writer keeps each game's secret orders with those kept for later phases
    # (`_OrdersRead`) in the game's cache entry: every Ready and every orders form reads them,
    # and most of their writes (orders sent, a ready mark, a resolution) change one row it can
    # apply itself. Rows handed out are copied dicts of frozen rows; their orders are read-only.

    def _orders_written(
        self, game_id: int, change: Callable[[_OrdersRead], _OrdersRead] | None
    ) -> None:
        """After a write to the game's secret orders has run: what is kept of them becomes
        `change` of it, once the write has committed; inside a transaction (which may yet roll
        back), or with no `change`, it is forgotten (the next read asks the database)."""
        self._changed(game_id)
        entry = self._games.get(game_id)
        if entry is None or "orders" not in entry:
            return
        if change is None or not self._may_cache():
            del entry["orders"]
            return
        entry["orders"] = change(entry["orders"])

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
        await self._write(*self._put_statement(game_id, player, phase, user_id, orders, ready, at))

        def put(kept: _OrdersRead) -> _OrdersRead:
            row = OrderRow(game_id, player, phase, user_id, _read_back(orders), ready, at)
            return _with_current(kept, {**kept[0], player: row})

        self._orders_written(game_id, put)

    def _put_statement(
        self,
        game_id: int,
        player: str,
        phase: str | None,
        user_id: int,
        orders: dict[str, Any],
        ready: bool,
        at: float,
    ) -> Statement:
        return _PUT_ORDERS, (game_id, player, phase, user_id, self._json(orders), int(ready), at)

    async def set_orders_ready(self, game_id: int, player: str, ready: bool, *, at: float) -> None:
        await self._write(*self._ready_statement(game_id, player, ready, at))

        def marked(kept: _OrdersRead) -> _OrdersRead:
            row = kept[0].get(player)
            if row is None:
                return kept
            return _with_current(
                kept, {**kept[0], player: replace(row, ready=ready, updated_at=at)}
            )

        self._orders_written(game_id, marked)

    @staticmethod
    def _ready_statement(game_id: int, player: str, ready: bool, at: float) -> Statement:
        return (
            "UPDATE orders SET ready = ?, updated_at = ? WHERE game_id = ? AND player = ?",
            (int(ready), at, game_id, player),
        )

    async def put_orders_and_read(
        self,
        game_id: int,
        player: str,
        *,
        user_id: int,
        phase: str | None,
        orders: dict[str, Any],
        ready: bool,
        at: float,
    ) -> dict[str, OrderRow]:
        """`put_orders`, then the game's orders as they stand, the game's row locked first
        (`Backend.write_orders`): of two players getting ready at once, through two processes,
        the second sees the first's orders (and can resolve the phase)."""
        return await self._orders_after(
            game_id, self._put_statement(game_id, player, phase, user_id, orders, ready, at)
        )

    async def set_orders_ready_and_read(
        self, game_id: int, player: str, ready: bool, *, at: float
    ) -> dict[str, OrderRow]:
        """`set_orders_ready`, then the game's orders, as `put_orders_and_read`."""
        return await self._orders_after(game_id, self._ready_statement(game_id, player, ready, at))

    async def _orders_after(self, game_id: int, statement: Statement) -> dict[str, OrderRow]:
        rows = await self.backend.write_orders(game_id, statement)
        self._orders_written(game_id, None)
        return {r["player"]: self._order(r) for r in rows}

    @staticmethod
    def _order(row: Row) -> OrderRow:
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
        kept: _OrdersRead | None = self._cached("orders", game_id)
        if kept is not None:
            return dict(kept[0])
        rows = await self._all("SELECT * FROM orders WHERE game_id = ? ORDER BY player", (game_id,))
        return {r["player"]: self._order(r) for r in rows}

    async def clear_orders(self, game_id: int, player: str | None = None) -> None:
        if player is None:
            await self._write("DELETE FROM orders WHERE game_id = ?", (game_id,))
        else:
            await self._write(
                "DELETE FROM orders WHERE game_id = ? AND player = ?", (game_id, player)
            )
        self._orders_written(
            game_id,
            lambda kept: _with_current(
                kept, {} if player is None else {p: r for p, r in kept[0].items() if p != player}
            ),
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
            (game_id, player, phase, user_id, self._json(orders), int(ready), at),
        )
        self._orders_written(game_id, None)

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

    async def kept_orders(
        self, game_id: int
    ) -> tuple[dict[tuple[str, str], AheadRow], dict[tuple[str, str], dict[str, Any] | None]]:
        """`orders_ahead` and `standing_orders` in one query: what a phase adopts as it opens
        is read at every resolution, and a database call costs more than its rows."""
        kept: _OrdersRead | None = self._cached("orders", game_id)
        if kept is not None:
            return dict(kept[1]), dict(kept[2])
        _, ahead, standing = await self._orders_read(game_id, now=False)
        return ahead, standing

    async def orders_and_kept(
        self, game_id: int
    ) -> tuple[
        dict[str, OrderRow],
        dict[tuple[str, str], AheadRow],
        dict[tuple[str, str], dict[str, Any] | None],
    ]:
        """`orders`, `orders_ahead` and `standing_orders` in one query: a Ready reads the
        phase's orders and, when it completes the phase, what the next phase adopts. Kept in
        memory on SQLite (see `_orders_written`)."""
        kept: _OrdersRead | None = self._cached("orders", game_id)
        if kept is None:
            since = self._clock.now()
            kept = await self._orders_read(game_id, now=True)
            if not self.shared:
                self._remember("orders", game_id, kept, since)
        current, ahead, standing = kept
        return dict(current), dict(ahead), dict(standing)

    async def _orders_read(
        self, game_id: int, *, now: bool
    ) -> tuple[
        dict[str, OrderRow],
        dict[tuple[str, str], AheadRow],
        dict[tuple[str, str], dict[str, Any] | None],
    ]:
        """Orders given ahead and standing orders, with `now` the phase's orders too, in one
        query (the first SELECT names the columns)."""
        parts = [
            "SELECT 'ahead' AS source, player, phase AS part, user_id, orders, ready, updated_at"
            " FROM orders_ahead WHERE game_id = ?",
            "SELECT 'standing', player, slot, NULL, orders, NULL, NULL"
            " FROM standing_orders WHERE game_id = ?",
        ]
        if now:
            parts.append(
                "SELECT 'now', player, phase, user_id, orders, ready, updated_at"
                " FROM orders WHERE game_id = ?"
            )
        rows = await self._all(
            " UNION ALL ".join(parts) + " ORDER BY source, player, part", (game_id,) * len(parts)
        )
        current: dict[str, OrderRow] = {}
        ahead: dict[tuple[str, str], AheadRow] = {}
        standing: dict[tuple[str, str], dict[str, Any] | None] = {}
        for r in rows:
            player, part, orders = r["player"], r["part"], _load(r["orders"])
            if r["source"] == "standing":
                standing[(player, part)] = orders
                continue
            ready, user_id, at = bool(r["ready"]), r["user_id"], r["updated_at"]
            if r["source"] == "now":
                current[player] = OrderRow(game_id, player, part, user_id, orders, ready, at)
            else:
                ahead[(player, part)] = AheadRow(game_id, player, part, user_id, orders, ready, at)
        return current, ahead, standing

    async def clear_orders_ahead(
        self, game_id: int, player: str | None = None, phase: str | None = None
    ) -> None:
        """Forgets orders given ahead: all of a game's, one player's, or one player's phase."""
        await self._delete_where("orders_ahead", game_id, player=player, phase=phase)
        self._orders_written(game_id, None)

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
            (game_id, player, slot, user_id, None if orders is None else self._json(orders), at),
        )
        self._orders_written(game_id, None)

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
        await self._delete_where("standing_orders", game_id, player=player, slot=slot)
        self._orders_written(game_id, None)

    async def _delete_where(self, table: str, game_id: int, **match: str | None) -> None:
        """Deletes the game's rows of `table` whose columns equal the given values (None: any).
        Built in Python: PostgreSQL cannot type a bare `? IS NULL`."""
        given = {column: value for column, value in match.items() if value is not None}
        where = "".join(f" AND {column} = ?" for column in given)
        sql = f"DELETE FROM {table} WHERE game_id = ?{where}"
        await self._write(sql, (game_id, *given.values()))

    # -- timers ----------------------------------------------------------------------------------

    @staticmethod
    def _timer(row: Row) -> TimerRow:
        return TimerRow(
            row["id"],
            row["game_id"],
            row["kind"],
            row["due"],
            row["remaining"],
            _load(row["payload"]),
        )

    async def add_timer(self, game_id: int, kind: str, due: float, payload: dict[str, Any]) -> int:
        self._arm(game_id)
        try:
            return await self._insert(
                "INSERT INTO timers (game_id, kind, due, payload) VALUES (?, ?, ?, ?) RETURNING id",
                (game_id, kind, due, self._json(payload)),
            )
        finally:
            self._arm(game_id)

    async def timers(self, game_id: int) -> list[TimerRow]:
        rows = await self._all(
            "SELECT * FROM timers WHERE game_id = ? ORDER BY COALESCE(due, remaining), id",
            (game_id,),
        )
        return [self._timer(r) for r in rows]

    async def due_timers(self, now: float, shards: Shards | None = None) -> list[TimerRow]:
        """Timers due at `now`, earliest first; with `shards`, only those of games whose guild
        is on one of the process's shards (guild-less games belong to shard 0)."""
        where, params = self._on_shards(shards)
        rows = await self._all(
            "SELECT t.* FROM timers t JOIN games g ON g.id = t.game_id"
            f" WHERE t.due IS NOT NULL AND t.due <= ?{where} ORDER BY t.due, t.id",
            (now, *params),
        )
        return [self._timer(r) for r in rows]

    async def next_due(self, shards: Shards | None = None) -> float | None:
        where, params = self._on_shards(shards)
        row = await self._one(
            "SELECT MIN(t.due) FROM timers t JOIN games g ON g.id = t.game_id"
            f" WHERE t.due IS NOT NULL{where}",
            params,
        )
        return None if row is None or row[0] is None else float(row[0])

    @staticmethod
    def _on_shards(shards: Shards | None) -> tuple[str, tuple[int, ...]]:
        if shards is None:
            return "", ()
        marks = ", ".join("?" for _ in shards.ids)
        where = f" AND (COALESCE(g.guild_id, 0) / {SHARD_SHIFT}) % ? IN ({marks})"
        return where, (shards.count, *shards.ids)

    async def claim_timer(self, timer_id: int, now: float) -> TimerRow | None:
        """Inside the transaction that applies it: the due timer, held against every other
        process until the commit (PostgreSQL `FOR UPDATE SKIP LOCKED`), or None when it is
        gone, not due yet, or another process is firing it. Its effect and its deletion then
        commit together, and a rollback hands it back."""
        if not self.backend.in_transaction():
            raise RuntimeError("a timer is claimed inside the transaction that applies it")
        row = await self.backend.claim_timer(timer_id, now)
        return None if row is None else self._timer(row)

    async def listen_timers(self, wake: Callable[[], None]) -> None:
        """Calls `wake` when another process arms a timer (PostgreSQL's NOTIFY; SQLite has no
        other process to hear)."""
        await self.backend.listen_timers(wake)

    async def replace_timers(self, game_id: int, timers: Sequence[NewTimer]) -> None:
        """The game's timers from now on: the old ones go, `timers` are armed."""
        self._arm(game_id)
        try:
            async with self.transaction():
                for sql, params in self._timer_statements(game_id, timers):
                    await self._write(sql, params)
        finally:
            self._arm(game_id)

    async def delete_timer(self, timer_id: int) -> None:
        await self._write("DELETE FROM timers WHERE id = ?", (timer_id,))

    async def cancel_timers(self, game_id: int) -> None:
        await self._write("DELETE FROM timers WHERE game_id = ?", (game_id,))

    async def pause_timers(self, game_id: int, now: float, kinds: Sequence[str]) -> None:
        """Stops the clock of the game's timers of `kinds`: each running one keeps the seconds
        it had left (others keep their due time)."""
        marks = ", ".join("?" for _ in kinds)
        await self._write(
            "UPDATE timers SET remaining = CASE WHEN due > ? THEN due - ? ELSE 0 END, due = NULL"
            f" WHERE game_id = ? AND due IS NOT NULL AND kind IN ({marks})",
            (now, now, game_id, *kinds),
        )

    async def resume_timers(self, game_id: int, now: float) -> None:
        await self._write(
            "UPDATE timers SET due = ? + remaining, remaining = NULL"
            " WHERE game_id = ? AND remaining IS NOT NULL",
            (now, game_id),
        )

    async def shift_timers(self, game_id: int, seconds: float, kinds: Sequence[str]) -> None:
        """Moves the game's timers of `kinds` later (running or paused)."""
        marks = ", ".join("?" for _ in kinds)
        await self._write(
            "UPDATE timers SET due = due + ?, remaining = remaining + ?"
            f" WHERE game_id = ? AND kind IN ({marks})",
            (seconds, seconds, game_id, *kinds),
        )

    # -- guild settings ----------------------------------------------------------------------------

    async def guild_settings(self, guild_id: int) -> GuildSettingsRow:
        row = await self._one("SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,))
        return self._guild_settings(guild_id, row)

    @staticmethod
    def _guild_settings(guild_id: int, row: Row | None) -> GuildSettingsRow:
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
                "INSERT INTO guild_settings (guild_id, moderator_role, defaults, locale)"
                " VALUES (?, ?, ?, ?) ON CONFLICT (guild_id) DO UPDATE SET"
                " moderator_role = excluded.moderator_role, defaults = excluded.defaults,"
                " locale = excluded.locale",
                (
                    guild_id,
                    moderator_role if moderator_role is not None else current.moderator_role,
                    self._json(defaults if defaults is not None else current.defaults),
                    locale if locale is not None else current.locale,
                ),
            )

    # -- languages ---------------------------------------------------------------------------------

    async def channel_language(self, channel_id: int) -> str | None:
        """The Discord locale a channel's posts are written in, as last learned; None if never."""
        return await self._language("channel_languages", "channel_id", channel_id)

    async def learn_channel_language(self, channel_id: int, locale: str) -> None:
        await self._learn_language("channel_languages", "channel_id", channel_id, locale)

    async def user_language(self, user_id: int) -> str | None:
        """The Discord locale a user's DMs are written in, as last learned; None if never."""
        return await self._language("user_languages", "user_id", user_id)

    async def learn_user_language(self, user_id: int, locale: str) -> None:
        await self._learn_language("user_languages", "user_id", user_id, locale)

    async def _language(self, table: str, column: str, key: int) -> str | None:
        """Where other processes write too, read every time (one of them may have learned
        another language since); the one writer (SQLite) answers from what it wrote."""
        if not self.shared and (table, key) in self._languages:
            cached: str | None = self._languages.used((table, key))
            return cached
        row = await self._one(f"SELECT locale FROM {table} WHERE {column} = ?", (key,))
        locale = None if row is None else str(row["locale"])
        if not self.shared and self._may_cache():
            self._languages.keep((table, key), locale)
        return locale

    async def _learn_language(self, table: str, column: str, key: int, locale: str) -> None:
        """Called on every interaction: the one writer skips a write that changes nothing;
        where others write too, the statement itself skips it (one round trip, no new row
        version) because this process cannot know what another one stored meanwhile."""
        if not self.shared and self._languages.get((table, key), None) == locale:
            return
        await self._write(_learn_sql(table, column), (key, locale))
        if not self.shared and self._may_cache():
            self._languages.keep((table, key), locale)

    async def note_interaction(
        self,
        user_id: int,
        user_locale: str,
        *,
        channel: tuple[int, str] | None = None,
        guild_id: int | None = None,
    ) -> GuildSettingsRow | None:
        """What every interaction stores and reads before its work: the user's language, the
        (channel id, locale) of its channel's, and with `guild_id` that guild's settings (its
        moderator role). The one writer (SQLite) answers the languages from what it wrote;
        where other processes write too, all of it is one statement (one trip), the language
        writes as data-modifying WITH clauses of the settings' read."""
        if not self.shared:
            if channel is not None:
                await self.learn_channel_language(*channel)
            await self.learn_user_language(user_id, user_locale)
            return None if guild_id is None else await self.guild_settings(guild_id)
        clauses = [f"u AS ({_learn_sql('user_languages', 'user_id')})"]
        params: list[Any] = [user_id, user_locale]
        if channel is not None:
            clauses.append(f"c AS ({_learn_sql('channel_languages', 'channel_id')})")
            params.extend(channel)
        if guild_id is None:
            await self._one(f"WITH {', '.join(clauses)} SELECT 1", params)
            return None
        row = await self._one(
            f"WITH {', '.join(clauses)} SELECT * FROM guild_settings WHERE guild_id = ?",
            (*params, guild_id),
        )
        return self._guild_settings(guild_id, row)

    @contextmanager
    def noting(
        self, user_id: int, user_locale: str, channel: tuple[int, str] | None
    ) -> Iterator[None]:
        """A player's request where other processes write too (no moderator role to read):
        the languages it tells of (as `note_interaction` stores them) wait inside the block to
        ride with its move's batch, so that they cost no trip of their own (`write_noted`
        writes them when no batch took them), and the batch reads back the game's tracked
        messages, which its answer reads next. Tasks started inside share both. The one
        writer (SQLite) keeps what it stored in memory (`note_interaction`)."""
        if not self.shared:
            raise RuntimeError("languages wait for a batch only where other processes write")
        noted: list[Statement] = [(_learn_sql("user_languages", "user_id"), (user_id, user_locale))]
        if channel is not None:
            noted.append((_learn_sql("channel_languages", "channel_id"), channel))
        request = _Request(noted)
        token = _request.set(request)
        try:
            yield
        finally:
            _request.reset(token)
            noted.clear()  # a task started inside and still running: nothing more of it
            request.tracked.clear()
            request.wrote.clear()

    async def write_noted(self) -> None:
        """Writes what the request noted (`noting`) and no batch took yet, in one trip."""
        request = _request.get()
        if request is None or not request.noted:
            return
        clauses = [f"n{i} AS ({sql})" for i, (sql, _) in enumerate(request.noted)]
        params = [value for _, values in request.noted for value in values]
        await self._one(f"WITH {', '.join(clauses)} SELECT 1", params)
        request.noted.clear()

    # -- tracked messages --------------------------------------------------------------------------

    async def track_message(
        self, game_id: int, purpose: str, channel_id: int, message_id: int
    ) -> None:
        self._tracked.pop((game_id, purpose), None)
        request = _request.get() if self.shared else None
        if request is not None:
            request.tracked.pop(game_id, None)
        await self._write(
            "INSERT INTO messages (game_id, purpose, channel_id, message_id) VALUES (?, ?, ?, ?)"
            " ON CONFLICT (game_id, purpose) DO UPDATE SET channel_id = excluded.channel_id,"
            " message_id = excluded.message_id",
            (game_id, purpose, channel_id, message_id),
        )
        if not self.shared and self._may_cache():
            self._tracked.keep((game_id, purpose), (channel_id, message_id))

    async def tracked_message(self, game_id: int, purpose: str) -> tuple[int, int] | None:
        """(channel id, message id) of the message kept for `purpose`, if any. Read on every
        play (is the clicked message the turn's?): the one writer (SQLite) answers from what it
        read or wrote; where other processes post too, it is read every time, or with the
        move's batch of a player's request (`noting`), which read it a moment before."""
        key = (game_id, purpose)
        request = _request.get() if self.shared else None
        if request is not None and game_id in request.tracked:  # read with this request's batch
            return request.tracked[game_id].get(purpose)
        if not self.shared and key in self._tracked:
            known: tuple[int, int] | None = self._tracked.used(key)
            return known
        row = await self._one(
            "SELECT channel_id, message_id FROM messages WHERE game_id = ? AND purpose = ?",
            (game_id, purpose),
        )
        found = None if row is None else (int(row["channel_id"]), int(row["message_id"]))
        if not self.shared and self._may_cache():
            self._tracked.keep(key, found)
        return found

    # -- moderation log ----------------------------------------------------------------------------

    async def log_action(
        self, game_id: int, user_id: int, action: str, detail: dict[str, Any], *, at: float
    ) -> None:
        await self._write(
            "INSERT INTO moderation_log (game_id, user_id, action, detail, created_at)"
            " VALUES (?, ?, ?, ?, ?)",
            (game_id, user_id, action, self._json(detail), at),
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

    async def had_standin(self, game_id: int) -> bool:
        """Whether a seat of the game was ever handed to the built-in player (for statistics:
        the moderation log keeps every hand-over, the seat's mark only the present)."""
        row = await self._one(
            "SELECT COUNT(*) FROM moderation_log WHERE game_id = ? AND action = 'standin'",
            (game_id,),
        )
        return row is not None and int(row[0]) > 0

    # -- away periods ------------------------------------------------------------------------------

    @staticmethod
    def _away(row: Row) -> AwayRow:
        return AwayRow(row["user_id"], row["starts"], row["ends"], row["set_at"])

    async def set_away(self, user_id: int, starts: float, ends: float, *, at: float) -> None:
        """Sets (or replaces) the user's period of absence."""
        async with self.transaction():
            await self._write("DELETE FROM away WHERE user_id = ?", (user_id,))
            await self._write(
                "INSERT INTO away (user_id, starts, ends, set_at) VALUES (?, ?, ?, ?)",
                (user_id, starts, ends, at),
            )

    async def away(self, user_id: int) -> AwayRow | None:
        row = await self._one("SELECT * FROM away WHERE user_id = ?", (user_id,))
        return None if row is None else self._away(row)

    async def away_of(self, user_ids: Iterable[int], now: float) -> dict[int, AwayRow]:
        """The periods of these users that have not ended by `now` (started or not)."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._all(
            f"SELECT * FROM away WHERE ends > ? AND user_id IN ({marks})", (now, *wanted)
        )
        return {r["user_id"]: self._away(r) for r in rows}

    async def clear_away(self, user_id: int) -> bool:
        """Forgets the user's period; False when there was none."""
        async with self.transaction():
            had = await self._one("SELECT 1 FROM away WHERE user_id = ?", (user_id,))
            await self._write("DELETE FROM away WHERE user_id = ?", (user_id,))
        return had is not None

    # -- undelivered notes -------------------------------------------------------------------------

    async def keep_note(self, user_id: int, text: str, *, game_id: int | None, at: float) -> int:
        """Keeps a private note that could not be delivered; returns its id."""
        self._noteless.pop(user_id, None)
        self._notes_kept += 1
        try:
            return await self._insert(
                "INSERT INTO notes (game_id, user_id, text, created_at) VALUES (?, ?, ?, ?)"
                " RETURNING id",
                (game_id, user_id, text, at),
            )
        finally:
            self._noteless.pop(user_id, None)
            self._notes_kept += 1

    async def notes_of_user(self, user_id: int) -> list[NoteRow]:
        """The user's kept notes, oldest first. The one writer (SQLite) remembers who has none,
        so an interaction of a user without notes costs no trip."""
        if not self.shared and self._noteless.used(user_id):
            return []
        since = self._notes_kept
        rows = await self._all("SELECT * FROM notes WHERE user_id = ? ORDER BY id", (user_id,))
        if not rows and not self.shared and self._may_cache() and since == self._notes_kept:
            self._noteless.keep(user_id, True)
        return [
            NoteRow(r["id"], r["game_id"], r["user_id"], r["text"], r["created_at"]) for r in rows
        ]

    async def delete_notes(self, note_ids: Iterable[int]) -> None:
        """Forgets notes once delivered (unknown ids are ignored)."""
        async with self.transaction():
            for note_id in note_ids:
                await self._write("DELETE FROM notes WHERE id = ?", (note_id,))

    async def table_names(self) -> Iterable[str]:
        return await self.backend.table_names()
