"""Migration 0012: timers may be of the kind `standin-vote` (the look at a game's open stand-in
votes); the timers armed before it stay as they were, and the paused ones keep their seconds."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import Database, IntegrityError, NewTimer, load_migrations


async def test_timers_may_look_at_standin_votes_and_old_ones_stay(db_target: str | Path) -> None:
    db = await Database.open(db_target, migrate=False)
    try:
        migrations = load_migrations(db.backend.name)
        [mine] = [m for m in migrations if m.name.endswith("_standin_vote_timers.sql")]
        await db.migrate(migrations[: mine.version - 1])
        game_id = await db.create_game(
            guild_id=1, channel_id=10, kind="imhotep", host_id=100, options={}, seed=7, at=1.0
        )
        with pytest.raises(IntegrityError):
            await db.add_timer(game_id, "standin-vote", 50.0, {"seq": 0})
        armed = [
            NewTimer("deadline", 100.0, None, {"game": game_id, "seq": 3}),
            NewTimer("reminder", None, 40.0, {"game": game_id, "seq": 3, "minutes_before": 1}),
        ]
        await db.replace_timers(game_id, armed)
        before = await db.timers(game_id)
        assert await db.migrate() == list(range(mine.version, len(migrations) + 1))
        assert await db.timers(game_id) == before
        await db.add_timer(game_id, "standin-vote", 50.0, {"game": game_id, "seq": 3})
        kinds = [t.kind for t in await db.timers(game_id)]
        assert kinds == ["reminder", "standin-vote", "deadline"]
        assert await db.next_due() == 50.0
        with pytest.raises(IntegrityError):
            await db.add_timer(game_id, "unknown", 50.0, {})
    finally:
        await db.close()
