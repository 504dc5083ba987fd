"""SQLite's one writer keeps a game's secret orders (with those kept for later phases) in memory
as it writes them (issue 19: a Ready reads them without a trip). After every kind of write, the
kept copy must read exactly as the database holds it; a write rolled back must leave no trace.
On PostgreSQL nothing is kept, and the same reads must hold."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

from storage import Database, MoveBatch, NewMove, NewOrders


@pytest.fixture
async def dbs(db_target: str | Path) -> AsyncIterator[tuple[Database, Database]]:
    """The database under test, and a second connection to it that keeps nothing."""
    db = await Database.open(db_target)
    fresh = await Database.open(db_target, migrate=False, cache_size=0)
    yield db, fresh
    await fresh.close()
    await db.close()


async def same_as_stored(db: Database, fresh: Database, game_id: int) -> Any:
    """Every read of the game's orders, asserted equal to what the database holds."""
    read = await db.orders_and_kept(game_id)
    assert read == await fresh.orders_and_kept(game_id)
    assert [list(part) for part in read] == [
        list(part) for part in await fresh.orders_and_kept(game_id)
    ]  # the same order too
    assert await db.orders(game_id) == read[0]
    assert await db.kept_orders(game_id) == read[1:]
    return read


async def new_game(db: Database) -> int:
    game_id = await db.create_game(
        guild_id=1, channel_id=10, kind="roads_and_boats", host_id=100, options={}, seed=7, at=1.0
    )
    await db.set_status(game_id, "running", at=1.0)
    return game_id


def move(seq: int) -> NewMove:
    return NewMove(seq, 1, "ann", {"type": "orders", "orders": {}}, [])


async def test_every_write_leaves_the_kept_orders_as_stored(
    dbs: tuple[Database, Database],
) -> None:
    db, fresh = dbs
    game_id = await new_game(db)
    roads = {"orders": [{"kind": "road", "a": "C1", "b": "C2"}]}
    assert await same_as_stored(db, fresh, game_id) == ({}, {}, {})
    await db.put_orders(
        game_id, "cat", user_id=3, phase="t1.movement", orders={}, ready=False, at=2
    )
    await db.put_orders(
        game_id, "ann", user_id=1, phase="t1.movement", orders=roads, ready=False, at=3
    )
    await same_as_stored(db, fresh, game_id)
    await db.set_orders_ready(game_id, "ann", True, at=4.0)
    await db.set_orders_ready(game_id, "bob", True, at=4.0)  # no row: nothing changes
    current, _, _ = await same_as_stored(db, fresh, game_id)
    assert current["ann"].ready and current["ann"].orders == roads
    await db.put_orders(
        game_id, "ann", user_id=1, phase="t1.movement", orders={"x": [1]}, ready=True, at=5
    )
    await db.clear_orders(game_id, "cat")
    await same_as_stored(db, fresh, game_id)
    await db.put_orders_ahead(
        game_id, "bob", user_id=2, phase="t1.building", orders=roads, ready=True, at=6.0
    )
    await db.put_orders_ahead(
        game_id, "ann", user_id=1, phase="t1.building", orders=None, ready=True, at=6.0
    )
    await db.put_standing_orders(game_id, "ann", "production", user_id=1, orders=None, at=7.0)
    await same_as_stored(db, fresh, game_id)
    await db.apply_move(
        MoveBatch(
            game_id,
            0,
            8.0,
            moves=[move(1)],
            clear_orders=True,
            ahead_used=[("bob", "t1.building")],
            orders=[NewOrders("bob", 2, "t1.building", roads, True)],
        )
    )
    current, ahead, _ = await same_as_stored(db, fresh, game_id)
    assert list(current) == ["bob"] and list(ahead) == [("ann", "t1.building")]
    await db.apply_move(MoveBatch(game_id, 1, 9.0, moves=[move(2)]))  # writes no orders
    await db.clear_orders_ahead(game_id, "ann")
    await db.clear_standing_orders(game_id, "ann")
    await same_as_stored(db, fresh, game_id)
    await db.put_orders_ahead(
        game_id, "cat", user_id=3, phase="t2.movement", orders=roads, ready=False, at=9.5
    )
    assert list((await same_as_stored(db, fresh, game_id))[1]) == [("cat", "t2.movement")]
    await db.put_orders(
        game_id, "ann", user_id=1, phase="t1.building", orders=roads, ready=False, at=10
    )
    await db.apply_move(MoveBatch(game_id, 2, 11.0, moves=[move(3)], status="over", timers=[]))
    assert await same_as_stored(db, fresh, game_id) == ({}, {}, {})


async def test_a_write_rolled_back_leaves_the_orders_as_they_were(
    dbs: tuple[Database, Database],
) -> None:
    db, fresh = dbs
    game_id = await new_game(db)
    await db.put_orders(
        game_id, "ann", user_id=1, phase="t1.movement", orders={"a": 1}, ready=False, at=2
    )
    before = await same_as_stored(db, fresh, game_id)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.put_orders(
                game_id, "bob", user_id=2, phase="t1.movement", orders={"b": 2}, ready=False, at=3
            )
            await db.set_orders_ready(game_id, "ann", True, at=3.0)
            assert set(await db.orders(game_id)) == {"ann", "bob"}  # the transaction's own view
            raise RuntimeError("the caller fails after writing")
    assert await same_as_stored(db, fresh, game_id) == before
    async with db.transaction():
        await db.clear_orders(game_id)
    assert await same_as_stored(db, fresh, game_id) == ({}, {}, {})


async def test_orders_handed_out_are_copies_of_the_kept_mapping(
    dbs: tuple[Database, Database],
) -> None:
    db, fresh = dbs
    game_id = await new_game(db)
    await db.put_orders(
        game_id, "ann", user_id=1, phase="t1.movement", orders={"a": 1}, ready=False, at=2
    )
    await same_as_stored(db, fresh, game_id)  # now kept in memory, on SQLite
    read = await db.orders(game_id)
    read.pop("ann")
    current, ahead, standing = await db.orders_and_kept(game_id)
    current.clear()
    ahead[("x", "y")] = None  # type: ignore[assignment]
    standing[("x", "y")] = None
    assert list((await same_as_stored(db, fresh, game_id))[0]) == ["ann"]
