"""What `Database` needs from a database server, and which backend `MEEPLEPOST_DB` picks.

Statements are written once with `?` placeholders, in SQL both dialects accept; a backend
rewrites them for its driver. What differs (DDL, migration bookkeeping, row locks, copies,
wake-ups) is a method here. A target that starts with `postgresql://` (or `postgres://`) is a
PostgreSQL server; anything else is the path of an SQLite file.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any

from storage.batch import Guard, Statement
from storage.migrations import Migration

Row = Any
"""A result row: both drivers' rows index by column name and by position."""

POSTGRES_SCHEMES = ("postgresql://", "postgres://")
TRACKED_SQL = "SELECT purpose, channel_id, message_id FROM messages WHERE game_id = ?"
"""A game's tracked messages (the channel and message kept for each purpose)."""
ORDERS_SQL = "SELECT * FROM orders WHERE game_id = ? ORDER BY player"
"""A game's secret orders of the phase open now."""


def is_postgres(target: str | Path) -> bool:
    return isinstance(target, str) and target.startswith(POSTGRES_SCHEMES)


class Backend(ABC):
    """One database: statements, transactions, migrations. Errors leave as `StorageError`s."""

    name: str
    shared: bool
    """True when other processes may write the same database (caches must be checked)."""

    @abstractmethod
    def transaction(self) -> AbstractAsyncContextManager[None]:
        """Writes inside commit together; nested calls (and tasks created inside) join it."""

    @abstractmethod
    def in_transaction(self) -> bool:
        """True inside `transaction()` of the calling task."""

    @abstractmethod
    async def execute(self, sql: str, params: Sequence[Any] = ()) -> None:
        """One write, in the current transaction or its own."""

    @abstractmethod
    async def insert(self, sql: str, params: Sequence[Any] = ()) -> int:
        """One `INSERT … RETURNING id`; the new row's id."""

    @abstractmethod
    async def execute_many(self, sql: str, rows: Sequence[Sequence[Any]]) -> None:
        """One statement for each parameter row, in the current transaction or its own."""

    @abstractmethod
    async def run_batch(self, guard: Guard, statements: Sequence[Statement]) -> None:
        """The guard's checks, then the statements, in one transaction (the current one, if
        any) and one trip to the database. `StaleGame` when the game is not at the guard's
        version or move count, `MovedSince` when a move was logged after `issued_before`;
        either way nothing was written."""

    async def run_batch_tracked(self, guard: Guard, statements: Sequence[Statement]) -> list[Row]:
        """`run_batch`, then the game's tracked messages (purpose, channel_id, message_id) as
        it left them: in the same trip where the backend can (PostgreSQL), else in a second."""
        await self.run_batch(guard, statements)
        return await self.fetch_all(TRACKED_SQL, (guard.game_id,))

    async def write_orders(self, game_id: int, statement: Statement) -> list[Row]:
        """A write to the game's secret orders, then its orders as they stand (by player), the
        game's row locked first: two such writes to one game take turns, and the second reads
        what the first wrote. In one trip where the backend can (PostgreSQL)."""
        async with self.transaction():
            await self.lock_game_row(game_id)
            await self.execute(*statement)
            return await self.fetch_all(ORDERS_SQL, (game_id,))

    @abstractmethod
    async def blob_columns(self, table: str) -> set[str]:
        """The columns of `table` that hold bytes only."""

    @abstractmethod
    async def renumber_after_copy(self, table: str) -> None:
        """After rows were copied with their ids: new ids start past the largest."""

    @abstractmethod
    async def fetch_all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...

    @abstractmethod
    async def fetch_one(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    @abstractmethod
    async def lock_game_row(self, game_id: int) -> int | None:
        """In a transaction: the game's `version`, its row locked until the commit (PostgreSQL
        `SELECT … FOR UPDATE`; SQLite's one writer holds the whole file already)."""

    @abstractmethod
    async def claim_timer(self, timer_id: int, now: float) -> Row | None:
        """In a transaction: the due timer, locked against every other process until the
        commit, or None when it is gone, not due, or another process holds it."""

    @abstractmethod
    async def schema_version(self) -> int: ...

    @abstractmethod
    async def migrate(self, migrations: Sequence[Migration]) -> list[int]:
        """Applies the migrations newer than the schema version, each in its own transaction."""

    @abstractmethod
    async def table_names(self) -> list[str]:
        """The application's tables (migration bookkeeping excluded)."""

    @abstractmethod
    async def backup(self, target: str | Path) -> None: ...

    @abstractmethod
    async def listen_timers(self, wake: Callable[[], None]) -> None:
        """Calls `wake` whenever any process arms a timer (in this process at least)."""

    @abstractmethod
    async def close(self) -> None: ...

    def described(self) -> str:
        """How to name this database to a user (no password)."""
        return self.name
