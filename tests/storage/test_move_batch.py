"""Database.apply_move: a play's whole transaction in one trip, on both backends.

Its guard (the log's length, the moment the command was sent, and where other processes write
the game's version under its row lock) is checked inside the transaction: a failed one writes
nothing at all."""

from __future__ import annotations

from pathlib import Path

import pytest
from pgserver import fresh_schema

from storage import (
    Database,
    MoveBatch,
    MovedSince,
    NewMove,
    NewOrders,
    NewTimer,
    StaleGame,
    StorageError,
)
from storage.postgres import inline, literal

AWKWARD = "it's a \\back\\slash, a ? and $1, E'x', 'ünïcödé' \U0001f3b2 -- /* */ ;"


@pytest.fixture
async def db(db_target: str | Path):
    database = await Database.open(db_target)
    yield database
    await database.close()


async def new_game(db: Database) -> int:
    game_id = await db.create_game(
        guild_id=1, channel_id=10, kind="imhotep", host_id=100, options={}, seed=7, at=1000.0
    )
    await db.set_status(game_id, "running", at=1000.0)
    return game_id


def batch(game_id: int, seq: int, at: float, **kw) -> MoveBatch:
    move = NewMove(seq + 1, 100, "Ann", {"type": "sail", "note": AWKWARD}, [{"e": AWKWARD}])
    return MoveBatch(game_id, seq, at, moves=[move], **kw)


async def everything(db: Database, game_id: int) -> tuple:
    """What a batch can change, as the database holds it."""
    game = await db.get_game(game_id)
    assert game is not None
    return (
        [(m.seq, m.player, m.move, m.events) for m in await db.moves(game_id)],
        await db.snapshot_seqs(game_id),
        await db.orders(game_id),
        await db.orders_ahead(game_id),
        [(t.kind, t.due, t.remaining, t.payload) for t in await db.timers(game_id)],
        game.status,
        game.version,
    )


async def test_a_batch_writes_everything_it_describes(db: Database):
    game_id = await new_game(db)
    await db.put_orders_ahead(
        game_id, "Bob", user_id=2, phase="build", orders={"x": 1}, ready=True, at=1.0
    )
    big = {"rows": [AWKWARD] * 40}
    timers = [NewTimer("deadline", 5000.5, None, {"seq": 1}), NewTimer("reminder", None, 30.0, {})]
    orders = [NewOrders("Bob", 2, "build", {"x": 1}, True)]
    await db.apply_move(
        batch(
            game_id,
            0,
            2000.25,
            snapshot=big,
            ahead_used=[("Bob", "build")],
            orders=orders,
            timers=timers,
        )
    )
    moves, snapshots, stored, ahead, armed, status, _ = await everything(db, game_id)
    assert moves == [(1, "Ann", {"type": "sail", "note": AWKWARD}, [{"e": AWKWARD}])]
    assert (await db.moves(game_id))[0].created_at == 2000.25
    assert snapshots == [1] and (await db.latest_snapshot(game_id)).state == big
    assert stored["Bob"].orders == {"x": 1} and stored["Bob"].ready and ahead == {}
    assert armed == [("reminder", None, 30.0, {}), ("deadline", 5000.5, None, {"seq": 1})]
    assert status == "running"
    await db.apply_move(batch(game_id, 1, 2001.0, status="over", timers=[]))
    moves, snapshots, stored, ahead, armed, status, _ = await everything(db, game_id)
    assert [m[0] for m in moves] == [1, 2] and stored == {} and armed == [] and status == "over"


async def test_a_batch_on_a_log_of_another_length_writes_nothing(db: Database):
    game_id = await new_game(db)
    await db.apply_move(batch(game_id, 0, 2000.0))
    before = await everything(db, game_id)
    for seq in (0, 2):
        with pytest.raises(StaleGame):
            await db.apply_move(batch(game_id, seq, 2001.0, status="over", timers=[]))
        assert await everything(db, game_id) == before


async def test_a_batch_sent_before_the_last_move_writes_nothing(db: Database):
    game_id = await new_game(db)
    await db.apply_move(batch(game_id, 0, 2000.0))
    before = await everything(db, game_id)
    timers = [NewTimer("deadline", 9000.0, None, {})]
    with pytest.raises(MovedSince):
        await db.apply_move(batch(game_id, 1, 2001.0, issued_before=1999.5, timers=timers))
    assert await everything(db, game_id) == before
    await db.apply_move(batch(game_id, 1, 2001.0, issued_before=2000.0, timers=timers))
    assert len((await everything(db, game_id))[0]) == 2


async def test_inside_an_open_transaction_a_batch_joins_it(db: Database):
    game_id = await new_game(db)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.apply_move(batch(game_id, 0, 2000.0))
            raise RuntimeError("the caller fails after the batch")
    assert await db.moves(game_id) == []
    async with db.transaction():
        await db.apply_move(batch(game_id, 0, 2000.0))
    assert len(await db.moves(game_id)) == 1


async def test_a_batch_arming_no_timer_deletes_every_timer_the_game_has(db: Database):
    """However the game's timers were armed (by a batch, one by one, replaced), and after a
    batch whose transaction rolled back, the next batch that arms none leaves none."""
    game_id = await new_game(db)
    deadline = [NewTimer("deadline", 9000.0, None, {})]
    await db.apply_move(batch(game_id, 0, 2000.0, timers=[]))
    await db.apply_move(batch(game_id, 1, 2001.0, timers=deadline))
    await db.apply_move(batch(game_id, 2, 2002.0, timers=[]))
    assert await db.timers(game_id) == []
    await db.add_timer(game_id, "deadline", 9000.0, {})
    await db.apply_move(batch(game_id, 3, 2003.0, timers=[]))
    assert await db.timers(game_id) == []
    await db.replace_timers(game_id, deadline)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.apply_move(batch(game_id, 4, 2004.0, timers=[]))
            raise RuntimeError("the caller fails after the batch")
    assert len(await db.timers(game_id)) == 1
    await db.apply_move(batch(game_id, 4, 2004.0, timers=[]))
    assert await db.timers(game_id) == []


async def test_on_sqlite_a_batch_arming_no_timer_deletes_none_once_none_are_left(db_path: Path):
    """The one writer knows every timer it arms: once a batch left the game none, the next
    that arms none sends no DELETE (one statement less on every move without deadlines)."""
    db = await Database.open(db_path)
    try:
        game_id = await new_game(db)
        await db.add_timer(game_id, "deadline", 9000.0, {})
        sent: list[str] = []
        db.backend._conn._conn.set_trace_callback(sent.append)  # type: ignore[attr-defined]
        for seq in range(3):
            await db.apply_move(batch(game_id, seq, 2000.0 + seq, timers=[]))
        await db.add_timer(game_id, "deadline", 9000.0, {})
        await db.apply_move(batch(game_id, 3, 2003.0, timers=[]))
        deletes = [sql for sql in sent if sql.startswith("DELETE FROM timers")]
        assert len(deletes) == 2 and await db.timers(game_id) == []
    finally:
        await db.close()


async def test_postgresql_checks_and_bumps_the_version_under_the_row_lock(postgres_url: str):
    async with fresh_schema(postgres_url) as url:
        db = await Database.open(url)
        try:
            game_id = await new_game(db)
            version = (await db.get_game(game_id)).version
            before = await everything(db, game_id)
            with db.expecting(game_id, version - 1), pytest.raises(StaleGame):
                await db.apply_move(batch(game_id, 0, 2000.0, timers=[]))
            assert await everything(db, game_id) == before
            with db.expecting(game_id, version) as left:
                await db.apply_move(batch(game_id, 0, 2000.0))
            assert left[game_id] == version + 1 == (await db.get_game(game_id)).version
        finally:
            await db.close()


def test_literals_keep_every_value_and_refuse_what_no_column_takes():
    assert inline("? ? ? ? ? ?", (None, True, 7, -7, -1.5, b"\x00\xff")) == (
        "NULL TRUE 7 (-7) (-1.5::DOUBLE PRECISION) decode('00ff', 'hex')"
    )
    assert literal("a'b\\c") == "E'a''b\\\\c'"
    for bad in (float("nan"), float("inf"), "nul\0", object()):
        with pytest.raises(StorageError):
            literal(bad)
    with pytest.raises(StorageError):
        inline("?", (1, 2))
