"""On SQLite, a write that is one call on the connection's thread (a lone statement, a move's
batch) does not wait for other such writes to come back to the event loop: the thread runs them
one at a time in the order they were queued. It still waits for a transaction holding the write
lock, and a transaction opened after it does not take it in."""

from __future__ import annotations

import asyncio
import sqlite3
import threading
from pathlib import Path

import pytest

from storage import Database, MoveBatch, NewMove
from storage.sqlite import SqliteBackend


async def opened(path: Path) -> tuple[Database, SqliteBackend, int]:
    db = await Database.open(path)
    backend = db.backend
    assert isinstance(backend, SqliteBackend)
    game_id = await db.create_game(
        guild_id=1, channel_id=10, kind="imhotep", host_id=100, options={}, seed=7, at=1000.0
    )
    await db.set_status(game_id, "running", at=1000.0)
    return db, backend, game_id


def tracked(path: Path) -> list[tuple[str, int]]:
    """The tracked messages another connection reads from the file: what was committed."""
    with sqlite3.connect(path) as other:
        return other.execute("SELECT purpose, message_id FROM messages ORDER BY purpose").fetchall()


async def test_writes_are_queued_to_the_thread_without_waiting_for_each_others_answers(
    db_path: Path,
):
    """The connection's thread is held by a call: a move's batch and two lone writes of other
    tasks are all queued behind it at once, none waiting for another's answer to come back."""
    db, backend, game_id = await opened(db_path)
    conn = backend._conn
    release = threading.Event()
    try:
        holding = asyncio.ensure_future(conn._execute(release.wait))
        await asyncio.sleep(0)
        move = NewMove(1, 100, "Ann", {"type": "sail", "ship": 0}, [{"e": 0}])
        writes = [
            asyncio.ensure_future(db.apply_move(MoveBatch(game_id, 0, 2000.0, moves=[move]))),
            asyncio.ensure_future(db.track_message(game_id, "turn", 10, 555)),
            asyncio.ensure_future(db.track_message(game_id, "panel:100", 20, 666)),
        ]
        for _ in range(5):
            await asyncio.sleep(0)
        assert conn.queued - conn.finished == 4  # the holding call and the three writes
        assert not backend.writing()  # each commits in its one call: reads are never uncommitted
        release.set()
        await holding
        await asyncio.gather(*writes)
        assert tracked(db_path) == [("panel:100", 666), ("turn", 555)]
        assert [m.seq for m in await db.moves(game_id)] == [1]
    finally:
        release.set()
        await db.close()


async def test_a_lone_write_waits_for_an_open_transaction_and_stays_out_of_it(db_path: Path):
    db, _, game_id = await opened(db_path)
    try:
        opened_tx = asyncio.Event()
        finish = asyncio.Event()

        async def rolled_back() -> None:
            async with db.transaction():
                await db.track_message(game_id, "turn", 10, 111)
                opened_tx.set()
                await finish.wait()
                raise RuntimeError("the transaction fails")

        tx = asyncio.ensure_future(rolled_back())
        await opened_tx.wait()
        lone = asyncio.ensure_future(db.track_message(game_id, "vote", 10, 222))
        for _ in range(5):
            await asyncio.sleep(0)
        assert not lone.done()  # it waits for the transaction, not inside it
        finish.set()
        with pytest.raises(RuntimeError):
            await tx
        await lone
        assert tracked(db_path) == [("vote", 222)]
    finally:
        await db.close()


async def test_a_transaction_opened_after_a_lone_write_is_queued_does_not_take_it_in(
    db_path: Path,
):
    db, _, game_id = await opened(db_path)
    try:
        lone = asyncio.ensure_future(db.track_message(game_id, "vote", 10, 222))
        await asyncio.sleep(0)  # queued to the thread, not yet answered
        assert not lone.done()
        with pytest.raises(RuntimeError):
            async with db.transaction():
                await db.track_message(game_id, "turn", 10, 111)
                raise RuntimeError("the transaction fails")
        await lone
        assert tracked(db_path) == [("vote", 222)]
    finally:
        await db.close()
