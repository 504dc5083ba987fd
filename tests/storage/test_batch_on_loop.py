"""With `synchronous=OFF` a move's batch runs on the event loop's own thread (no commit waits
for the disk there), but only while aiosqlite's thread has let go of the connection, never while
another process holds the file's write lock, and never inside an open transaction; it then goes
to that thread as before. What it writes and refuses is the same either way."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from storage import Database, MoveBatch, MovedSince, NewMove, NewTimer, StaleGame
from storage.sqlite import SqliteBackend


class ThreadCalls:
    """The calls queued to aiosqlite's connection thread, by function name (each still runs)."""

    def __init__(self, db: Database) -> None:
        backend = db.backend
        assert isinstance(backend, SqliteBackend)
        self.conn = backend._conn
        self.real = self.conn._execute
        self.names: list[str] = []

    async def _counted(self, fn, *args, **kwargs):
        self.names.append(getattr(fn, "__name__", repr(fn)))
        return await self.real(fn, *args, **kwargs)

    def __enter__(self) -> ThreadCalls:
        self.conn._execute = self._counted
        return self

    def __exit__(self, *_: object) -> None:
        del self.conn._execute


async def opened(path: Path, synchronous: str | None) -> tuple[Database, int]:
    db = await Database.open(path, synchronous=synchronous)
    game_id = await db.create_game(
        guild_id=1, channel_id=10, kind="imhotep", host_id=100, options={}, seed=7, at=1000.0
    )
    await db.set_status(game_id, "running", at=1000.0)
    return db, game_id


def batch(game_id: int, seq: int, at: float, **kw) -> MoveBatch:
    move = NewMove(seq + 1, 100, "Ann", {"type": "sail", "ship": seq}, [{"e": seq}])
    return MoveBatch(game_id, seq, at, moves=[move], **kw)


def committed(path: Path) -> list[tuple[int, str]]:
    """The moves another connection reads from the file: what was committed."""
    with sqlite3.connect(path) as other:
        return other.execute("SELECT seq, move FROM moves ORDER BY seq").fetchall()


async def test_with_synchronous_off_a_batch_makes_no_trip_and_is_committed(db_path: Path):
    db, game_id = await opened(db_path, "off")
    try:
        assert await db.pragma("synchronous") == 0
        timers = [NewTimer("deadline", 5000.0, None, {"seq": 1})]
        with ThreadCalls(db) as calls:
            await db.apply_move(batch(game_id, 0, 2000.0, timers=timers))
            await db.apply_move(batch(game_id, 1, 2001.0))
        assert calls.names == []
        assert [seq for seq, _ in committed(db_path)] == [1, 2]
        assert [(t.kind, t.due) for t in await db.timers(game_id)] == [("deadline", 5000.0)]
    finally:
        await db.close()


async def test_by_default_a_batch_is_one_call_to_the_connection_thread(db_path: Path):
    db, game_id = await opened(db_path, None)
    try:
        assert await db.pragma("synchronous") == 2  # FULL: a commit waits for the disk
        with ThreadCalls(db) as calls:
            await db.apply_move(batch(game_id, 0, 2000.0))
        assert calls.names == ["_run_batch"]
    finally:
        await db.close()


async def test_on_the_loop_a_failed_guard_writes_nothing(db_path: Path):
    db, game_id = await opened(db_path, "OFF")
    try:
        await db.apply_move(batch(game_id, 0, 2000.0))
        with ThreadCalls(db) as calls:
            with pytest.raises(StaleGame):
                await db.apply_move(batch(game_id, 0, 2001.0, status="over", timers=[]))
            with pytest.raises(MovedSince):
                await db.apply_move(batch(game_id, 1, 2002.0, issued_before=1999.0))
        assert calls.names == []
        assert [seq for seq, _ in committed(db_path)] == [1]
        row = await db.get_game(game_id)
        assert row is not None and row.status == "running"
        await db.apply_move(batch(game_id, 1, 2003.0))  # the connection is usable after
        assert [seq for seq, _ in committed(db_path)] == [1, 2]
    finally:
        await db.close()


async def test_a_batch_waits_its_turn_behind_a_call_on_the_connection_thread(db_path: Path):
    db, game_id = await opened(db_path, "OFF")
    try:
        with ThreadCalls(db) as calls:
            read = asyncio.ensure_future(db.moves(game_id))
            await asyncio.sleep(0)  # the read is queued to the thread, not yet answered
            await db.apply_move(batch(game_id, 0, 2000.0))
            assert await read == []  # read before the batch, as queued
        assert calls.names == ["_execute_fetchall", "_run_batch"]
        assert [seq for seq, _ in committed(db_path)] == [1]
    finally:
        await db.close()


async def test_inside_an_open_transaction_the_batch_joins_it(db_path: Path):
    db, game_id = await opened(db_path, "OFF")
    try:
        with pytest.raises(RuntimeError):
            async with db.transaction():
                await db.apply_move(batch(game_id, 0, 2000.0))
                raise RuntimeError("the caller fails after the batch")
        assert committed(db_path) == []
    finally:
        await db.close()


async def test_while_another_process_writes_the_loop_does_not_wait_for_it(db_path: Path):
    """Another connection holds the write lock (a `db stats-rebuild` run beside the bot): the
    batch waits for it on the connection thread, and the loop runs on meanwhile."""
    db, game_id = await opened(db_path, "OFF")
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    try:
        other.execute("BEGIN IMMEDIATE")
        ticks = 0

        async def ticking() -> None:
            nonlocal ticks
            while True:
                ticks += 1
                await asyncio.sleep(0.005)

        ticker = asyncio.create_task(ticking())
        releaser = threading.Timer(0.3, lambda: other.execute("COMMIT"))
        releaser.start()
        with ThreadCalls(db) as calls:
            await db.apply_move(batch(game_id, 0, 2000.0))
        ticker.cancel()
        releaser.join()
        assert calls.names == ["_run_batch"]
        assert ticks >= 10  # the loop ran while the batch waited for the lock
        assert [seq for seq, _ in committed(db_path)] == [1]
    finally:
        other.close()
        await db.close()


async def test_synchronous_takes_only_sqlite_levels(db_path: Path):
    with pytest.raises(ValueError, match="synchronous must be one of"):
        await Database.open(db_path, synchronous="sometimes")
    with pytest.raises(ValueError, match="SQLite"):
        await Database.open("postgresql://nobody@/nothing", synchronous="OFF")


async def test_after_a_batch_on_the_loop_calls_on_the_thread_wait_for_a_busy_file(db_path: Path):
    """The loop's batch does not wait for a busy file; the connection's other calls still do:
    a write while another process holds the lock succeeds once it is released."""
    db, game_id = await opened(db_path, "OFF")
    other = sqlite3.connect(db_path, isolation_level=None, check_same_thread=False)
    try:
        await db.apply_move(batch(game_id, 0, 2000.0))
        await db.apply_move(batch(game_id, 1, 2001.0))
        other.execute("BEGIN IMMEDIATE")
        releaser = threading.Timer(0.2, lambda: other.execute("COMMIT"))
        releaser.start()
        await db.set_status(game_id, "paused", at=2002.0)
        releaser.join()
        row = await db.get_game(game_id)
        assert row is not None and row.status == "paused"
        assert await db.pragma("busy_timeout") == 5000
    finally:
        other.close()
        await db.close()


async def test_a_batch_on_the_loop_switches_no_busy_wait_off_or_on(db_path: Path):
    """Batches on the loop between calls on the thread (a move, then the reads of its post):
    the thread's connection runs only those calls, no PRAGMA turning its wait for a busy file
    off before the batch and on again after it; each read sees the batch before it."""
    db, game_id = await opened(db_path, "OFF")
    backend = db.backend
    assert isinstance(backend, SqliteBackend)
    sent: list[str] = []
    backend._conn._conn.set_trace_callback(sent.append)
    try:
        for seq in range(3):
            await db.apply_move(batch(game_id, seq, 2000.0 + seq))
            rows = await backend.fetch_all("SELECT seq FROM moves WHERE game_id = ?", (game_id,))
            assert [row[0] for row in rows] == list(range(1, seq + 2))
        assert not [sql for sql in sent if sql.startswith("PRAGMA")]
        assert await db.pragma("busy_timeout") == 5000
    finally:
        await db.close()
