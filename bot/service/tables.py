"""The state every part of the service shares: the database, the clock, and the loaded tables.

The move log in the database is the source of truth. A game's table is its latest snapshot
plus the moves after it, replayed through `bot.gamelog`; running tables are cached in memory (a
bounded LRU: a bot with thousands of stored games keeps only the busy ones) and checked against
the log's length on every load. Work on one game is serialised in the process by one
`asyncio.Lock`, kept with the game's cached table and otherwise held in a weak mapping, so that
the lock of a game no longer cached goes away with its last user. Where other processes share
the database (PostgreSQL), the database decides: a locked block's writes apply only while the
game is at the version the block read (`StaleGame` otherwise, refused as
`service.changed_meanwhile`), and a cached table whose game's version moved is rebuilt.
"""

from __future__ import annotations

import asyncio
import weakref
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import asynccontextmanager, contextmanager
from typing import Any, TypeVar

from bot import gamelog, registry
from bot.board_cache import BoardCache
from bot.gamelog import Table
from bot.render_pool import RenderPool
from bot.service.actor import GameInfo
from bot.service.outcomes import ServiceError
from rules.core import RuleError, register_templates
from storage import Database, GameRow, SeatRow, StaleGame

register_templates(
    {
        "service.changed_meanwhile": (
            "Someone else changed this game at the same moment; nothing was changed. "
            "Look at the latest message and try again."
        ),
    }
)

MAX_ID = 2**63
"""SQLite's integers are 64-bit: a larger id (a forged custom id) names no game."""
DEFAULT_CACHED_TABLES = 500
"""Running games kept in memory; others are rebuilt from their snapshot on their next request."""


T = TypeVar("T")


def _check_id(game_id: int) -> None:
    if not 0 < game_id < MAX_ID:
        raise ServiceError("service.unknown_game_id", game_id=game_id)


class _Unsure(Exception):
    """A refusal of work run on a row not read for it (`Tables.run_locked`): run it afresh."""


class Tables:
    """The database, the clock and the seed source, with each game's lock and cached table."""

    def __init__(
        self,
        db: Database,
        clock: Callable[[], float],
        seed_source: Callable[[], int],
        cache_size: int = DEFAULT_CACHED_TABLES,
    ) -> None:
        if cache_size < 1:
            raise ValueError("the table cache needs room for at least one game")
        self.db = db
        self.clock = clock
        self.seed_source = seed_source
        self.cache_size = cache_size
        self._locks: weakref.WeakValueDictionary[int, asyncio.Lock] = weakref.WeakValueDictionary()
        self._cached: OrderedDict[int, tuple[int, Table, asyncio.Lock]] = OrderedDict()
        """Game id -> (move count, table, the game's lock): a cached game keeps its lock, which
        every request of a busy game would otherwise make anew (no one holds it between them)."""
        self._versions: dict[int, int] = {}
        """Game id -> the version its cached table was built or left at (shared databases)."""
        self.boards = BoardCache()
        """Board images by game, move number, viewer and language; forgotten with the table."""
        self.renderer = RenderPool(0)
        """Where boards are drawn (the service's owner may give it worker processes)."""

    # -- locks and rows ------------------------------------------------------------------------

    def lock(self, game_id: int) -> asyncio.Lock:
        cached = self._cached.get(game_id)
        if cached is not None:
            return cached[2]
        lock = self._locks.get(game_id)
        if lock is None:
            lock = asyncio.Lock()
            self._locks[game_id] = lock
        return lock

    async def row(self, game_id: int) -> GameRow:
        _check_id(game_id)
        row = await self.db.get_game(game_id)
        if row is None:
            raise ServiceError("service.unknown_game_id", game_id=game_id)
        return row

    @asynccontextmanager
    async def locked_game(self, game_id: int) -> AsyncIterator[GameRow]:
        """The game's row, read once its lock is held (so that a request that waited for the
        lock reads what the one before it wrote)."""
        _check_id(game_id)
        async with self.lock(game_id):
            row = await self.row(game_id)
            with self._as_read(row):
                yield row

    async def run_locked(self, game_id: int, work: Callable[[GameRow], Awaitable[T]]) -> T:
        """`work(row)` with the game locked, as `locked_game` runs a block; for work whose only
        write is a move's batch (`Database.apply_move`), whose guard checks the game's version
        in the batch's own trip.

        Where other processes write too, `work` first runs on the row this process last read or
        wrote, without reading it again: stale, it is refused by the batch's guard and nothing
        is written. A refusal of that first run (by the guard, a rule or a binding check) is
        not trusted, as the row may be stale: `work` runs again on the row read afresh, and that
        answer stands, as it would have without the first run. On SQLite only the guard's
        refusal is run again: another process wrote the file (two bots on one file), and the
        move is then refused as a move that came late to this one would be."""
        _check_id(game_id)
        async with self.lock(game_id):
            known = self.db.known_game(game_id) if self.db.shared else await self.row(game_id)
            if known is not None:
                try:
                    with self._as_read(known, unsure=True):
                        return await work(known)
                except _Unsure:
                    pass  # read afresh: a version that moved rebuilds what was cached
            row = await self.row(game_id)
            with self._as_read(row):
                return await work(row)

    async def run_in_channel(
        self,
        channel_id: int,
        check: Callable[[str | None], None],
        work: Callable[[GameRow], Awaitable[T]],
    ) -> T:
        """`work(row)` on the channel's active game, locked, as `run_locked` runs it, after
        `check(kind)` (None: the channel has no active game) has let the game through.

        Where other processes write too, the game this process knows for the channel
        (`Database.known_game_in_channel`) is tried first, without a trip: while the batch's
        guard finds it at the version known, it is still the channel's one active game. A
        refusal of that run is not trusted (the channel may have another game by now): the
        channel is asked afresh and `work` runs once on that read, whose answer stands (a
        refusal is not decided again on a second read of the same row)."""
        known = self.db.known_game_in_channel(channel_id) if self.db.shared else None
        if known is not None:
            async with self.lock(known.id):
                held = self.db.known_game(known.id)  # as this process's last write left it
                if held is not None:
                    try:
                        with self._as_read(held, unsure=True):
                            check(held.kind)
                            return await work(held)
                    except _Unsure:
                        pass  # the channel is asked afresh below
        row = await self.db.active_game_in_channel(channel_id)
        check(None if row is None else row.kind)
        if row is None:
            raise ServiceError("service.no_game_here")
        if not self.db.shared:
            return await self.run_locked(row.id, work)
        async with self._locked_read(row) as fresh:
            return await work(fresh)

    @asynccontextmanager
    async def held_game(self, game_id: int) -> AsyncIterator[GameRow]:
        """The game's row as this process holds it, with the game locked: no trip where it
        knows the game, but where other processes write too it may be stale. For reads whose
        use is checked again: a move found in it is submitted under its batch's guard, and
        whatever else it leads to is decided on a fresh read (`bot.clicks.pick_move`)."""
        _check_id(game_id)
        async with self.lock(game_id):
            held = self.db.known_game(game_id) if self.db.shared else None
            yield held if held is not None else await self.row(game_id)

    @contextmanager
    def _as_read(self, row: GameRow, *, unsure: bool = False) -> Iterator[None]:
        """Where other processes write too: the block's writes to the game apply only at the
        version it was read at; a refusal drops the stale table and tells the actor (so does a
        batch refused on an SQLite file another process wrote). `unsure`: the row was not read
        for this block, so a refusal before any write is `_Unsure` (on SQLite, the guard's).
        Nothing in it waits: a plain context manager, around every request of a game."""
        if not self.db.shared:
            try:
                yield
            except StaleGame as stale:
                self.forget(row.id)
                self.db.forget_game(row.id)
                if unsure:
                    raise _Unsure from stale
                raise ServiceError("service.changed_meanwhile") from stale
            return
        with self.db.expecting(row.id, row.version) as left:
            try:
                yield
            except (ServiceError, RuleError, StaleGame) as refused:
                if unsure and left[row.id] == row.version:
                    raise _Unsure from refused
                if not isinstance(refused, StaleGame):
                    raise
                self.forget(row.id)
                raise ServiceError("service.changed_meanwhile") from refused
            finally:
                if row.id in self._cached:
                    self._versions[row.id] = left[row.id]

    @asynccontextmanager
    async def locked_channel(
        self, channel_id: int, *, latest: bool = False
    ) -> AsyncIterator[GameRow]:
        """The channel's active game (or, with `latest`, its last one), locked; read again
        where the lock was waited for (another request, here or, where other processes write
        too, elsewhere, may have changed the game meanwhile)."""
        find = self.db.latest_game_in_channel if latest else self.db.active_game_in_channel
        row = await find(channel_id)
        if row is None:
            raise ServiceError("service.no_game_here")
        async with self._locked_read(row, active=not latest) as fresh:
            yield fresh

    @asynccontextmanager
    async def _locked_read(self, row: GameRow, *, active: bool = True) -> AsyncIterator[GameRow]:
        """`row`'s game locked, as just read; read again where the lock was waited for (or the
        row was replaced meanwhile). `active`: the game must still be active."""
        lock = self.lock(row.id)
        waited = lock.locked()
        async with lock:
            held = not waited and self.db.known_game(row.id) is row
            fresh = row if held else await self.row(row.id)
            if active and not fresh.active:
                raise ServiceError("service.no_game_here")
            with self._as_read(fresh):
                yield fresh

    # -- tables --------------------------------------------------------------------------------

    async def load(self, row: GameRow, seats: list[SeatRow]) -> tuple[Table, int]:
        """The table after every logged move, from the cache when it is still current."""
        seq = await self.db.move_count(row.id)
        if self.db.shared and self._versions.get(row.id) != row.version:
            self.forget(row.id)
            self._versions[row.id] = row.version
        cached = self._cached.get(row.id)
        if cached is not None and cached[0] == seq:
            self._cached.move_to_end(row.id)
            return cached[1], seq
        table = await self.build(row, seats, seq)
        self.remember(row.id, seq, table)
        return table, seq

    async def build(self, row: GameRow, seats: list[SeatRow], upto: int) -> Table:
        """The table after the first `upto` moves: latest snapshot, then the moves after it."""
        game = registry.engine(row.kind)
        players = [s.name for s in seats]
        snapshot = await self.db.latest_snapshot(row.id, at_most=upto)
        if snapshot is None:
            table = gamelog.new_table(game, players, row.options, row.seed, row.fixed)
            start = 0
        else:
            table = gamelog.table_from_json(game, players, snapshot.state)
            start = snapshot.seq
        for move in await self.db.moves(row.id, after=start):
            if move.seq > upto:
                break
            gamelog.advance(table, move.player, move.move)
        return table

    def remember(self, game_id: int, seq: int, table: Table) -> None:
        self._cached[game_id] = (seq, table, self.lock(game_id))
        self._cached.move_to_end(game_id)
        while len(self._cached) > self.cache_size:
            evicted, _ = self._cached.popitem(last=False)  # its lock lives on while held
            self._versions.pop(evicted, None)

    def forget(self, game_id: int | None = None) -> None:
        """Drops one game's cached table (or every one): the next request rebuilds it. Its
        board images go too: after a rollback a move number names another state."""
        self.boards.forget(game_id)
        if game_id is None:
            self._cached.clear()
            self._versions.clear()
        else:
            self._cached.pop(game_id, None)
            self._versions.pop(game_id, None)

    def cached_games(self) -> list[int]:
        return list(self._cached)

    async def running(self, row: GameRow) -> tuple[list[SeatRow], Table, int]:
        """Seats, table and move count of a running game; ServiceError for any other status."""
        if row.status == "paused":
            raise ServiceError("service.is_paused", game_id=row.id)
        if row.status == "lobby":
            raise ServiceError("service.not_started", game_id=row.id)
        if row.status != "running":
            raise ServiceError("service.not_running", game_id=row.id, status=row.status)
        seats = await self.db.seats(row.id)
        table, seq = await self.load(row, seats)
        return seats, table, seq

    async def guild_defaults(self, guild_id: int | None) -> dict[str, Any]:
        if guild_id is None:
            return {}
        return dict((await self.db.guild_settings(guild_id)).defaults)


def game_info(row: GameRow, seats: list[SeatRow], moves: int = 0) -> GameInfo:
    return GameInfo(
        id=row.id,
        guild_id=row.guild_id,
        channel_id=row.channel_id,
        kind=row.kind,
        status=row.status,
        host_id=row.host_id,
        seats=[(s.name, s.user_id) for s in seats],
        moves=moves,
        channel_name=_plain(row.settings.get(PLACE, {}).get("channel")),
        server_name=_plain(row.settings.get(PLACE, {}).get("server")),
    )


PLACE = "place"
"""The key of a game's settings that holds where it is in words: {"channel", "server"} names,
stored at creation so that a player can tell their games apart from a DM."""


def _plain(name: object) -> str | None:
    return name if isinstance(name, str) and name else None
