"""Migration 0006: "ready with the defaults" kept for a later phase, stored as {} by earlier
versions (which no reader of orders accepts), becomes null, what it is."""

from __future__ import annotations

from pathlib import Path

from storage import Database, load_migrations


async def test_empty_orders_kept_ahead_become_the_phases_defaults(db_target: str | Path) -> None:
    db = await Database.open(db_target, migrate=False)
    try:
        await db.migrate(load_migrations(db.backend.name)[:5])
        game_id = await db.create_game(
            guild_id=1,
            channel_id=10,
            kind="roads_and_boats",
            host_id=100,
            options={},
            seed=7,
            at=1000.0,
        )
        written = {"orders": [{"kind": "road", "a": "C4", "b": "C5"}]}
        for phase, orders in (("t1.movement", {}), ("t1.building", written)):
            await db.put_orders_ahead(
                game_id, "ann", user_id=1, phase=phase, orders=orders, ready=True, at=1.0
            )
        newest = len(load_migrations(db.backend.name))
        assert await db.migrate() == list(range(6, newest + 1))
        ahead = await db.orders_ahead(game_id)
        assert ahead[("ann", "t1.movement")].orders is None
        assert ahead[("ann", "t1.movement")].ready
        assert ahead[("ann", "t1.building")].orders == written
    finally:
        await db.close()
