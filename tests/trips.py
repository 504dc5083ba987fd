"""Counting a bot's trips to its database, on the real connection (every call still runs).

On SQLite a trip is one call aiosqlite queues to its connection thread; on PostgreSQL it is one
statement sent by the backend (a batch is one call of `move_batch`; asyncpg reuses its
prepared statements, so after the first use each other call is one round trip). `answered`
counts what was sent before the interaction's answer reached Discord.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from storage import Database
from storage.sqlite import SqliteBackend

if TYPE_CHECKING:
    from harness import Harness

STATEMENTS = ("fetch_one", "fetch_all", "execute", "insert", "execute_many", "run_batch_tracked")
"""The PostgreSQL backend's calls that send a statement (`run_batch` sends its batch through
`run_batch_tracked`: counted once, as "run_batch: batch")."""


class Trips:
    """The trips one database made while counting, in order: on SQLite the connection
    thread's function, on PostgreSQL the backend method and its SQL's first words."""

    def __init__(self) -> None:
        self.made: list[str] = []
        self.answered: list[str] | None = None
        """The trips made before the first answer (a response) was sent; None: none sent."""

    def answer_sent(self) -> None:
        if self.answered is None:
            self.answered = list(self.made)


@contextmanager
def counting(db: Database, harness: Harness | None = None) -> Iterator[Trips]:
    """Counts `db`'s trips inside the block; with `harness`, notes those before its answer."""
    trips = Trips()
    backend = db.backend
    patched: list[tuple[Any, str]] = []

    def patch(owner: Any, name: str, wrapper: Callable[..., Any]) -> None:
        setattr(owner, name, wrapper)
        patched.append((owner, name))

    if isinstance(backend, SqliteBackend):
        conn = backend._conn
        real = conn._execute

        async def on_thread(fn: Any, *args: Any, **kwargs: Any) -> Any:
            trips.made.append(getattr(fn, "__name__", repr(fn)))
            return await real(fn, *args, **kwargs)

        patch(conn, "_execute", on_thread)
    else:
        for name in STATEMENTS:
            method = getattr(backend, name)

            def counted(method: Any = method, name: str = name) -> Callable[..., Any]:
                async def call(sql: Any, *args: Any, **kwargs: Any) -> Any:
                    if name == "run_batch_tracked":
                        trips.made.append("run_batch: batch")
                    else:
                        trips.made.append(f"{name}: {' '.join(str(sql).split()[:4])}")
                    return await method(sql, *args, **kwargs)

                return call

            patch(backend, name, counted())
    if harness is not None:
        recorder = harness.webhook_request

        async def answer(route: Any, session: Any = None, **kwargs: Any) -> Any:
            trips.answer_sent()
            return await recorder(route, session, **kwargs)

        patch(harness, "webhook_request", answer)
    try:
        yield trips
    finally:
        for owner, name in patched:
            delattr(owner, name)
