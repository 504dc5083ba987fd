"""The embedded backend: one SQLite file through one aiosqlite connection, the default.

The connection runs in autocommit mode; `transaction()` opens `BEGIN IMMEDIATE` and holds an
asyncio lock, so the process is the file's only writer and every task's writes are serialised.
A write that is one call on the connection's thread (a lone statement, a move's batch) is a
transaction of its own: it waits for that lock only while a transaction holds it, not for other
such writes, which the thread runs one at a time in the order they were queued (`_single`).
The schema version is `PRAGMA user_version`.

With `synchronous=OFF` no commit waits for the disk (nor does a WAL checkpoint), so a move's
batch, short and in memory, runs on the event loop's own thread when aiosqlite's thread holds no
call: the hand-off to that thread and back costs more than the batch. It runs there on a second
connection to the file, the loop's own, which never waits for a busy file (the thread's waits up
to `BUSY_TIMEOUT_MS`): switching one connection's wait off and on with a PRAGMA cost about 30 us
of every move's answer. The batch still runs only when aiosqlite's connection counts as many
calls finished on its thread as queued there, so writes keep the order they were made in.
The WAL checkpoint SQLite runs by itself (in the commit that takes the log past 1000 pages, a
few hundred moves) then runs on the loop when that commit is a move's: it copies the pages
without waiting for the disk, measured at 1 to 2.5 ms of CPU.
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence
from contextlib import asynccontextmanager
from contextvars import ContextVar
from functools import partial
from pathlib import Path
from types import TracebackType
from typing import Any, cast

import aiosqlite

from storage.backend import Backend, Row
from storage.batch import Guard, Statement, refusal
from storage.errors import IntegrityError, StorageError
from storage.migrations import Migration

BUSY_TIMEOUT_MS = 5000
SYNCHRONOUS = ("OFF", "NORMAL", "FULL", "EXTRA")
"""SQLite's `PRAGMA synchronous` levels; the bot keeps SQLite's default, FULL, unless told."""

_current_tx: ContextVar[SqliteBackend | None] = ContextVar("sqlite_current_tx", default=None)


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


class _NeutralErrors:
    """sqlite3's errors as the storage layer's own. A class, not a generator's context
    manager: it wraps every statement, a move's batch on the event loop among them, and a
    generator made and run for each cost about a microsecond more."""

    def __enter__(self) -> None:
        return None

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if isinstance(error, sqlite3.IntegrityError):
            raise IntegrityError(str(error)) from error
        if isinstance(error, sqlite3.Error):
            raise StorageError(str(error)) from error


_NEUTRAL_ERRORS = _NeutralErrors()


def _neutral_errors() -> _NeutralErrors:
    """sqlite3's errors as the storage layer's own, around a block."""
    return _NEUTRAL_ERRORS


@asynccontextmanager
async def _joined() -> AsyncIterator[None]:
    """Inside the transaction already open: its task holds the write lock."""
    yield


def _checked_writes(
    conn: sqlite3.Connection, guard: Guard, statements: Sequence[Statement]
) -> None:
    """In the open transaction: the guard's checks, then the statements."""
    version = None
    if guard.version is not None:
        found = conn.execute("SELECT version FROM games WHERE id = ?", (guard.game_id,))
        row = found.fetchone()
        version = None if row is None else int(row[0])
    last = conn.execute(
        "SELECT seq, created_at FROM moves WHERE game_id = ? ORDER BY seq DESC LIMIT 1",
        (guard.game_id,),
    ).fetchone()
    failed = refusal(guard, version, None if last is None else (int(last[0]), last[1]))
    if failed is not None:
        raise failed
    for sql, params in statements:
        conn.execute(sql, params)
    if guard.bump:
        conn.execute("UPDATE games SET version = version + 1 WHERE id = ?", (guard.game_id,))


def _run_batch(
    conn: sqlite3.Connection, guard: Guard, statements: Sequence[Statement], own: bool
) -> None:
    """On the connection's thread: the guard's checks, then the statements; `own`: in a
    transaction of its own (the write lock is held by the caller), else in the open one."""
    if own:
        conn.execute("BEGIN IMMEDIATE")
    try:
        _checked_writes(conn, guard, statements)
        if own:
            conn.execute("COMMIT")
    except BaseException:
        if own and conn.in_transaction:
            conn.execute("ROLLBACK")
        raise


def _run_batch_now(conn: sqlite3.Connection, guard: Guard, statements: Sequence[Statement]) -> bool:
    """On the event loop's thread, on its connection (`_connect_loop`: it never waits for a busy
    file): `_run_batch` in a transaction of its own, or False (nothing done) when another
    process holds the file's write lock: waiting for it would stop the loop."""
    try:
        conn.execute("BEGIN IMMEDIATE")
    except sqlite3.OperationalError as error:
        if error.sqlite_errorcode == sqlite3.SQLITE_BUSY:
            return False
        raise
    try:
        _checked_writes(conn, guard, statements)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:
            conn.execute("ROLLBACK")
        raise
    return True


def _connect(path: Path) -> sqlite3.Connection:
    """aiosqlite's connection, used on its thread."""
    return sqlite3.connect(str(path), isolation_level=None, check_same_thread=False)


def _connect_loop(path: Path) -> sqlite3.Connection:
    """The event loop's connection, for moves' batches at `synchronous=OFF`: a busy file fails
    at once (timeout 0), foreign keys on and commits not waiting for the disk, as on the other."""
    conn = sqlite3.connect(str(path), isolation_level=None, timeout=0)
    try:
        conn.execute("PRAGMA foreign_keys = ON")
        conn.execute("PRAGMA synchronous = OFF")
    except BaseException:
        conn.close()
        raise
    return conn


class _Connection(aiosqlite.Connection):
    """aiosqlite's connection, counting the calls it queues to its thread and those finished
    there, so that the loop knows when every write queued before its batch is done."""

    def __init__(self, path: Path) -> None:
        super().__init__(partial(_connect, path), iter_chunk_size=64)
        self.queued = 0
        self.finished = 0
        """Counted on the connection's thread, after each call returned."""

    @property
    def idle(self) -> bool:
        """Open, and no call queued to its thread or running there."""
        return self._connection is not None and self._running and self.queued == self.finished

    async def _execute(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        queue = cast(Callable[..., Awaitable[Any]], super()._execute)
        if not self._running or not self._connection:
            return await queue(fn, *args, **kwargs)  # refused: nothing queued
        self.queued += 1
        return await queue(self._counted, fn, *args, **kwargs)

    def _counted(self, fn: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
        try:
            return fn(*args, **kwargs)
        finally:
            self.finished += 1


class SqliteBackend(Backend):
    name = "sqlite"
    shared = False

    def __init__(self, conn: _Connection, path: Path) -> None:
        self._conn = conn
        self.path = path
        self._write_lock = asyncio.Lock()
        self._on_loop: sqlite3.Connection | None = None
        """The event loop's connection, for moves' batches (`synchronous=OFF`; else None)."""

    @classmethod
    async def open(cls, path: Path, *, synchronous: str | None = None) -> SqliteBackend:
        """Opens (creating if needed) the file: WAL, foreign keys on; `synchronous`: one of
        `SYNCHRONOUS` for the connection (None: SQLite's default, FULL)."""
        _silence_sql_parameters()
        with _neutral_errors():
            conn = cast(_Connection, await _Connection(path))
            try:
                conn.row_factory = aiosqlite.Row
                await conn.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
                await conn.execute("PRAGMA journal_mode = WAL")
                await conn.execute("PRAGMA foreign_keys = ON")
            except BaseException:
                await conn.close()
                raise
        backend = cls(conn, path)
        if synchronous is not None:
            try:
                await backend.set_synchronous(synchronous)
            except BaseException:
                await conn.close()
                raise
        return backend

    async def set_synchronous(self, level: str) -> None:
        """How far a commit waits for the disk (`PRAGMA synchronous`, one of `SYNCHRONOUS`).
        OFF waits for nothing, so moves' batches may then run on the event loop's thread."""
        level = level.upper()
        if level not in SYNCHRONOUS:
            raise ValueError(f"synchronous must be one of {', '.join(SYNCHRONOUS)}, not {level!r}")
        with _neutral_errors():
            await self._conn.execute(f"PRAGMA synchronous = {level}")
            if level == "OFF" and self._on_loop is None:
                self._on_loop = _connect_loop(self.path)
        if level != "OFF" and self._on_loop is not None:
            self._on_loop.close()
            self._on_loop = None

    def described(self) -> str:
        return str(self.path)

    async def close(self) -> None:
        if self._on_loop is not None:
            self._on_loop.close()
            self._on_loop = None
        await self._conn.close()

    async def pragma(self, name: str) -> Any:
        with _neutral_errors():
            rows = await self._conn.execute_fetchall(f"PRAGMA {name}")
        row = next(iter(rows), None)
        return None if row is None else row[0]

    async def schema_version(self) -> int:
        return int(await self.pragma("user_version"))

    async def migrate(self, migrations: Sequence[Migration]) -> list[int]:
        applied = []
        for migration in migrations:
            if migration.version <= await self.schema_version():
                continue
            async with self._write_lock:
                script = (
                    f"BEGIN IMMEDIATE;\n{migration.sql}\n"
                    f"PRAGMA user_version = {migration.version};\nCOMMIT;"
                )
                try:
                    with _neutral_errors():
                        await self._conn.executescript(script)
                except StorageError:
                    if self._conn.in_transaction:
                        await self._conn.execute("ROLLBACK")
                    raise
            applied.append(migration.version)
        return applied

    def in_transaction(self) -> bool:
        return _current_tx.get() is self

    def writing(self) -> bool:
        """True while any task holds the file's write lock (reads then may be uncommitted). A
        write of one call (`_single`) on its way does not count: it commits in that call, so a
        read queued before it is answered before it, and one queued after reads it committed."""
        return self._write_lock.locked()

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[None]:
        if _current_tx.get() is self:
            yield
            return
        async with self._write_lock:
            with _neutral_errors():
                await self._conn.execute("BEGIN IMMEDIATE")
            token = _current_tx.set(self)
            try:
                yield
            except BaseException:
                await self._conn.execute("ROLLBACK")
                raise
            else:
                with _neutral_errors():
                    await self._conn.execute("COMMIT")
            finally:
                _current_tx.reset(token)

    # One round trip to aiosqlite's thread per statement: a move makes about ten, so each hop
    # saved is felt in a command's latency.

    def _alone(self) -> Any:
        """Around one statement: inside a transaction, part of it; else a transaction of its
        own (the connection autocommits, `_single`). One round trip where BEGIN, the statement
        and COMMIT took three."""
        return _joined() if _current_tx.get() is self else self._single()

    @asynccontextmanager
    async def _single(self) -> AsyncIterator[None]:
        """Around a write that is one call on the connection's thread and a transaction of its
        own: it waits for a transaction holding the write lock (else it would run inside it),
        not for other such writes. The thread runs calls one at a time, in the order they were
        queued, so these need no lock between them; one held from the call's queueing to its
        answer's return to the loop made each wait for every earlier write's answer to get a
        turn of the loop: under a burst of moves with boards being drawn, a move's batch waited
        73 ms (median) in that lock's queue for writes that took 1 ms each on the thread.
        The call is queued as soon as the caller's body starts (no await comes before it), so a
        transaction opened after it queues its BEGIN behind it."""
        if self._write_lock.locked():
            async with self._write_lock:
                yield
            return
        yield

    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        async with self._alone():
            with _neutral_errors():
                await self._conn.execute_insert(sql, params)

    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        async with self._alone():
            with _neutral_errors():
                rows = await self._conn.execute_fetchall(sql, params)
        return int(next(iter(rows))[0])

    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        async with self.transaction():
            with _neutral_errors():
                await self._conn.executemany(sql, rows)

    async def run_batch(self, guard: Guard, statements: Sequence[Statement]) -> None:
        """Guard and statements as one function on the connection's thread: BEGIN, checks,
        writes, COMMIT without coming back to the event loop in between. aiosqlite runs every
        call through `Connection._execute` (its queue to the thread); a whole transaction goes
        through it here, as the one call. With `synchronous=OFF`, and nothing else using the
        connection (no call on its thread, no transaction open), the same function runs on the
        event loop's thread instead, on the loop's own connection: no hand-off at all."""
        own = not self.in_transaction()
        loop_conn = self._on_loop
        if own and loop_conn is not None and not self._write_lock.locked() and self._conn.idle:
            with _neutral_errors():
                if _run_batch_now(loop_conn, guard, statements):
                    return
        async with self._single() if own else _joined():
            with _neutral_errors():
                on_thread = cast(Callable[..., Awaitable[None]], self._conn._execute)
                await on_thread(_run_batch, self._conn._conn, guard, statements, own)

    async def blob_columns(self, table: str) -> set[str]:
        return set()  # a column takes text and bytes alike

    async def renumber_after_copy(self, table: str) -> None:
        """Nothing to do: an `INTEGER PRIMARY KEY` numbers past the largest id already."""

    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]:
        with _neutral_errors():
            return list(await self._conn.execute_fetchall(sql, params))

    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None:
        with _neutral_errors():
            rows = await self._conn.execute_fetchall(sql, params)
        return next(iter(rows), None)

    async def lock_game_row(self, game_id: int) -> int | None:
        row = await self.fetch_one("SELECT version FROM games WHERE id = ?", (game_id,))
        return None if row is None else int(row[0])

    async def claim_timer(self, timer_id: int, now: float) -> Row | None:
        return await self.fetch_one(
            "SELECT * FROM timers WHERE id = ? AND due IS NOT NULL AND due <= ?", (timer_id, now)
        )

    async def table_names(self) -> list[str]:
        rows = await self.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name"
        )
        return [r["name"] for r in rows]

    async def backup(self, target: str | Path) -> None:
        """An online, consistent copy of the whole database into the file `target`."""
        with _neutral_errors():
            async with aiosqlite.connect(target) as dest:
                await self._conn.backup(dest)

    async def listen_timers(self, wake: Callable[[], None]) -> None:
        """Nothing to hear: this process is the file's only writer, and it wakes its own
        dispatcher after each outcome."""
