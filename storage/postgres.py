"""The server backend: PostgreSQL through one asyncpg pool per process.

Several bot processes may share the database, so nothing here trusts a process's memory: a
transaction holds one pooled connection (found again through a context variable, so nested
calls and the tasks they start join it), a game's writes take its row lock, and timers are
claimed with `SKIP LOCKED`. Listening needs a session that outlives a pool checkout (a released
connection runs `UNLISTEN *`), so `listen_timers` keeps a dedicated connection and listens again
after a reconnect. The schema version is the highest row of `schema_migrations`.

asyncpg rather than SQLAlchemy: the statements are already plain SQL written once for both
dialects, and asyncpg is one small dependency with a pool, LISTEN and binary COPY built in.
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import asynccontextmanager, contextmanager
from contextvars import ContextVar
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

import asyncpg

from storage.backend import Backend, Row
from storage.batch import Guard, Statement
from storage.errors import IntegrityError, MovedSince, StaleGame, StorageError
from storage.migrations import Migration

_log = logging.getLogger(__name__)

TIMER_CHANNEL = "meeplepost_timers"
"""The NOTIFY channel a trigger on `timers` signals each armed timer on."""
MIGRATION_LOCK = 0x6D65_6570
"""Advisory lock key held while migrating, so two processes starting together take turns."""
RELISTEN_AFTER = 5.0
"""Seconds between attempts to listen again once the listening connection was lost."""
_PLACEHOLDER = re.compile(r"\?")
_PIECES: dict[str, list[str]] = {}
"""SQL text -> the text around its `?` placeholders (statements are a fixed set of texts)."""
STALE_STATE = "MPSTL"
"""The SQLSTATE a batch's guard raises when the game is not at the expected version or length."""
MOVED_STATE = "MPMOV"
"""The SQLSTATE a batch's guard raises when a move was logged after the command was sent."""

_MOVE_BATCH = "SELECT * FROM move_batch($1, $2, $3, $4, $5)"
"""A move's batch (migration 0013): guard, statements, then the game's tracked messages."""

_ORDERS_WRITE = "SELECT * FROM orders_write($1, $2)"
"""A write to a game's orders, then its orders, under its row lock (migration 0013)."""

_current_tx: ContextVar[tuple[PostgresBackend, asyncpg.Connection] | None] = ContextVar(
    "postgres_current_tx", default=None
)


def dollar_params(sql: str) -> str:
    """`?` placeholders as asyncpg's `$1, $2, …` (no statement here has `?` in a literal)."""
    counter = iter(range(1, sql.count("?") + 1))
    return _PLACEHOLDER.sub(lambda _: f"${next(counter)}", sql)


def literal(value: Any) -> str:
    """`value` as an SQL literal, for the statements of a batch, which `move_batch` runs as
    text (no parameters). E'' strings read the same whatever `standard_conforming_strings`
    says; bytes go as hex."""
    if value is None:
        return "NULL"
    if isinstance(value, bool):
        return "TRUE" if value else "FALSE"
    if isinstance(value, int):
        return str(value) if value >= 0 else f"({value})"
    if isinstance(value, float):
        if value != value or value in (float("inf"), float("-inf")):
            raise StorageError(f"{value} is not a number a column takes")
        return f"({value!r}::DOUBLE PRECISION)"
    if isinstance(value, str):
        if "\0" in value:
            raise StorageError("PostgreSQL text cannot hold a NUL character")
        return "E'" + value.replace("\\", "\\\\").replace("'", "''") + "'"
    if isinstance(value, bytes | bytearray | memoryview):
        return f"decode('{bytes(value).hex()}', 'hex')"
    raise StorageError(f"no SQL literal for a {type(value).__name__}")


def inline(sql: str, params: Sequence[Any]) -> str:
    """`sql` with each `?` replaced by the literal of its parameter. Every statement of every
    move passes here: the text around its `?`s is split once per statement (`_PIECES`)."""
    pieces = _PIECES.get(sql)
    if pieces is None:
        pieces = _PIECES[sql] = sql.split("?")
    if len(params) != len(pieces) - 1:
        raise StorageError(f"{len(params)} parameters for {len(pieces) - 1} placeholders")
    out = [pieces[0]]
    for value, piece in zip(params, pieces[1:], strict=True):
        out.append(literal(value))
        out.append(piece)
    return "".join(out)


class _Pooled(asyncpg.Connection):  # type: ignore[misc]
    """A pooled connection handed back without asyncpg's reset query (advisory unlock, CLOSE
    ALL, UNLISTEN, RESET ALL), which is a round trip of its own after every statement run
    outside a transaction: a move's batch waited for two. Nothing here leaves session state
    behind: advisory locks are taken per transaction, no cursor outlives its transaction,
    LISTEN has a connection of its own, and no statement SETs a session setting. The pool
    still rolls back a transaction left open."""

    def get_reset_query(self) -> str:
        return ""


@contextmanager
def _neutral_errors() -> Iterator[None]:
    """asyncpg's errors as the storage layer's own."""
    try:
        yield
    except asyncpg.IntegrityConstraintViolationError as error:
        raise IntegrityError(str(error)) from error
    except asyncpg.PostgresError as error:
        if error.sqlstate == STALE_STATE:
            raise StaleGame(str(error)) from error
        if error.sqlstate == MOVED_STATE:
            raise MovedSince(str(error)) from error
        raise StorageError(str(error)) from error
    except asyncpg.InterfaceError as error:
        raise StorageError(str(error)) from error


class PostgresBackend(Backend):
    name = "postgresql"
    shared = True

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self.url = url
        self._sql: dict[str, str] = {}
        self._listener: asyncio.Task[None] | None = None

    @classmethod
    async def open(cls, url: str, *, pool_size: int = 10) -> PostgresBackend:
        with _neutral_errors():
            try:
                pool = await asyncpg.create_pool(
                    url, min_size=1, max_size=pool_size, connection_class=_Pooled
                )
            except OSError as error:
                raise StorageError(f"cannot reach the PostgreSQL server: {error}") from error
        return cls(pool, url)

    def described(self) -> str:
        parts = urlsplit(self.url)
        host = parts.hostname or "localhost"
        return f"postgresql://{host}{parts.path}"

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            await asyncio.gather(self._listener, return_exceptions=True)
            self._listener = None
        await self._pool.close()

    def _text(self, sql: str) -> str:
        text = self._sql.get(sql)
        if text is None:
            text = self._sql[sql] = dollar_params(sql)
        return text

    # -- transactions and statements -------------------------------------------------------------

    def in_transaction(self) -> bool:
        current = _current_tx.get()
        return current is not None and current[0] is self

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        if self.in_transaction():
            yield
            return
        with _neutral_errors():
            async with self._pool.acquire() as conn, conn.transaction():
                token = _current_tx.set((self, conn))
                try:
                    yield
                finally:
                    _current_tx.reset(token)

    @asynccontextmanager
    async def _connection(self) -> AsyncIterator[asyncpg.Connection]:
        current = _current_tx.get()
        if current is not None and current[0] is self:
            yield current[1]
            return
        async with self._pool.acquire() as conn:
            yield conn

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        with _neutral_errors():
            async with self._connection() as conn:
                await conn.execute(self._text(sql), *params)

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        with _neutral_errors():
            async with self._connection() as conn:
                return int(await conn.fetchval(self._text(sql), *params))

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        with _neutral_errors():
            async with self._connection() as conn:
                await conn.executemany(self._text(sql), rows)

    async def run_batch(self, guard: Guard, statements: Sequence[Statement]) -> None:
        await self.run_batch_tracked(guard, statements)

    async def run_batch_tracked(self, guard: Guard, statements: Sequence[Statement]) -> list[Row]:
        """Guard, statements and the game's tracked messages in one call of `move_batch`
        (migration 0013): one round trip, one transaction (or part of the open one). The
        function runs each statement as SQL text, so values go in as literals (`literal`);
        the guard (`move_guard`) raises, which rolls back the whole call."""
        parts = [inline(sql, params) for sql, params in statements]
        if guard.bump:
            parts.append(f"UPDATE games SET version = version + 1 WHERE id = {guard.game_id}")
        args = (guard.game_id, guard.seq, guard.version, guard.issued_before, parts)
        with _neutral_errors():
            async with self._connection() as conn:
                return list(await conn.fetch(_MOVE_BATCH, *args))

    async def write_orders(self, game_id: int, statement: Statement) -> list[Row]:
        """The write and the read in one call of `orders_write` (migration 0013), which locks
        the game's row first; the statement goes as text, its values as literals."""
        with _neutral_errors():
            async with self._connection() as conn:
                return list(await conn.fetch(_ORDERS_WRITE, game_id, inline(*statement)))

    async def blob_columns(self, table: str) -> set[str]:
        rows = await self.fetch_all(
            "SELECT column_name FROM information_schema.columns WHERE table_schema ="
            " current_schema() AND table_name = ? AND data_type = 'bytea'",
            (table,),
        )
        return {r["column_name"] for r in rows}

    async def renumber_after_copy(self, table: str) -> None:
        await self.execute(
            f"SELECT setval(pg_get_serial_sequence('{table}', 'id'),"
            f" COALESCE((SELECT MAX(id) FROM {table}), 0) + 1, false)"
        )

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with _neutral_errors():
            async with self._connection() as conn:
                return list(await conn.fetch(self._text(sql), *params))

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        with _neutral_errors():
            async with self._connection() as conn:
                return await conn.fetchrow(self._text(sql), *params)

    async def lock_game_row(self, game_id: int) -> int | None:
        row = await self.fetch_one("SELECT version FROM games WHERE id = ? FOR UPDATE", (game_id,))
        return None if row is None else int(row[0])

    async def claim_timer(self, timer_id: int, now: float) -> Row | None:
        return await self.fetch_one(
            "SELECT * FROM timers WHERE id = ? AND due IS NOT NULL AND due <= ?"
            " FOR UPDATE SKIP LOCKED",
            (timer_id, now),
        )

    # -- schema ----------------------------------------------------------------------------------

    async def schema_version(self) -> int:
        row = await self.fetch_one("SELECT to_regclass('schema_migrations') IS NOT NULL AS present")
        if row is None or not row["present"]:
            return 0
        found = await self.fetch_one("SELECT COALESCE(MAX(version), 0) FROM schema_migrations")
        return 0 if found is None else int(found[0])

    async def migrate(self, migrations: Sequence[Migration]) -> list[int]:
        applied = []
        for migration in migrations:
            async with self.transaction():
                await self.execute("SELECT pg_advisory_xact_lock(?)", (MIGRATION_LOCK,))
                await self.execute(
                    "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY,"
                    " name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())"
                )
                if migration.version <= await self.schema_version():
                    continue
                with _neutral_errors():
                    async with self._connection() as conn:
                        await conn.execute(migration.sql)
                await self.execute(
                    "INSERT INTO schema_migrations (version, name) VALUES (?, ?)",
                    (migration.version, migration.name),
                )
            applied.append(migration.version)
        return applied

    async def table_names(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()"
            " AND tablename <> 'schema_migrations' ORDER BY tablename"
        )
        return [r["name"] for r in rows]

    async def backup(self, target: str | Path) -> None:
        raise StorageError(
            "a PostgreSQL database is backed up by its server's tools: run"
            f" pg_dump --format=custom --file={target} with the same connection URL"
        )

    # -- timer wake-ups --------------------------------------------------------------------------

    async def listen_timers(self, wake: Callable[[], None]) -> None:
        """LISTENs on a connection of its own, and again whenever that connection is lost."""
        if self._listener is not None:
            raise RuntimeError("timers are listened to once per process")
        ready = asyncio.Event()
        self._listener = asyncio.create_task(self._listen(wake, ready), name="meeplepost-listen")
        await ready.wait()

    async def _listen(self, wake: Callable[[], None], ready: asyncio.Event) -> None:
        while True:
            lost = asyncio.Event()
            try:
                conn = await asyncpg.connect(self.url)
            except (OSError, asyncpg.PostgresError) as error:
                _log.warning("cannot listen for timers (%s); retrying", error)
                ready.set()
                await asyncio.sleep(RELISTEN_AFTER)
                continue
            try:
                conn.add_termination_listener(lambda _conn, lost=lost: lost.set())
                await conn.add_listener(TIMER_CHANNEL, lambda *_args: wake())
                ready.set()
                wake()  # timers armed while nobody listened
                await lost.wait()
                _log.warning("lost the timer listening connection; listening again")
            finally:
                await conn.close()
