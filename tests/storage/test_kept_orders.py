"""`Database.kept_orders`: orders given ahead and standing orders in one read, on both backends,
exactly as `orders_ahead` and `standing_orders` give them one table at a time."""

from __future__ import annotations

from pathlib import Path

from storage import Database


async def test_kept_orders_are_both_tables_in_one_read(db_target: str | Path) -> None:
    db = await Database.open(db_target)
    try:
        game_id, other = [
            await db.create_game(
                guild_id=1,
                channel_id=channel,
                kind="roads_and_boats",
                host_id=100,
                options={},
                seed=7,
                at=1000.0,
            )
            for channel in (10, 11)
        ]
        roads = {"orders": [{"kind": "road", "a": f"C{n}", "b": f"C{n + 1}"} for n in range(400)]}
        await db.put_orders_ahead(
            game_id, "bob", user_id=2, phase="t1.building", orders=roads, ready=True, at=2.5
        )
        await db.put_orders_ahead(
            game_id, "ann", user_id=1, phase="t1.movement", orders=None, ready=False, at=1.5
        )
        await db.put_standing_orders(game_id, "ann", "production", user_id=1, orders=None, at=3.0)
        await db.put_standing_orders(
            game_id, "cid", "building", user_id=3, orders={"orders": []}, at=4.0
        )
        await db.put_standing_orders(other, "ann", "production", user_id=1, orders={}, at=3.0)

        ahead, standing = await db.kept_orders(game_id)

        assert ahead == await db.orders_ahead(game_id)
        assert list(ahead) == [("ann", "t1.movement"), ("bob", "t1.building")]
        assert ahead[("bob", "t1.building")].orders == roads  # stored compressed
        assert ahead[("bob", "t1.building")].ready and ahead[("bob", "t1.building")].user_id == 2
        assert standing == await db.standing_orders(game_id)
        assert standing == {("ann", "production"): None, ("cid", "building"): {"orders": []}}
        assert await db.kept_orders(other) == ({}, {("ann", "production"): {}})
    finally:
        await db.close()


async def test_orders_and_kept_are_the_three_tables_in_one_read(db_target: str | Path) -> None:
    db = await Database.open(db_target)
    try:
        game_id, other = [
            await db.create_game(
                guild_id=1,
                channel_id=channel,
                kind="roads_and_boats",
                host_id=100,
                options={},
                seed=7,
                at=1000.0,
            )
            for channel in (10, 11)
        ]
        moves = {"orders": [{"kind": "move", "steps": [f"C{n}"]} for n in range(300)]}
        await db.put_orders(
            game_id, "cid", user_id=3, phase="t1.movement", orders=moves, ready=True, at=5.0
        )
        await db.put_orders(game_id, "ann", user_id=1, phase=None, orders={}, ready=False, at=6.0)
        await db.put_orders(other, "ann", user_id=1, phase="t1.movement", orders={}, ready=True,
                            at=6.0)  # fmt: skip
        await db.put_orders_ahead(
            game_id, "bob", user_id=2, phase="t1.building", orders=None, ready=True, at=2.5
        )
        await db.put_standing_orders(game_id, "ann", "production", user_id=1, orders=None, at=3.0)

        now, ahead, standing = await db.orders_and_kept(game_id)

        assert now == await db.orders(game_id)
        assert list(now) == ["ann", "cid"]
        assert now["cid"].orders == moves and now["cid"].ready and now["ann"].phase is None
        assert (ahead, standing) == await db.kept_orders(game_id)
        assert list(ahead) == [("bob", "t1.building")] and ahead[("bob", "t1.building")].ready
        assert standing == {("ann", "production"): None}
        assert await db.orders_and_kept(other) == (await db.orders(other), {}, {})
    finally:
        await db.close()
