"""Away periods and stand-in marks in storage, on both backends."""

from __future__ import annotations

from pathlib import Path

import pytest

from storage import AwayRow, Database


@pytest.fixture
async def db(db_target: str | Path):
    database = await Database.open(db_target)
    yield database
    await database.close()


async def test_an_away_period_per_user_set_replaced_and_cleared(db: Database) -> None:
    assert await db.away(5) is None
    await db.set_away(5, 100.0, 200.0, at=90.0)
    await db.set_away(5, 150.0, 300.0, at=95.0)
    await db.set_away(6, 100.0, 120.0, at=90.0)
    assert await db.away(5) == AwayRow(5, 150.0, 300.0, 95.0)
    assert set(await db.away_of([5, 6, 7], now=110.0)) == {5, 6}
    assert set(await db.away_of([5, 6, 7], now=130.0)) == {5}
    assert await db.away_of([], now=0.0) == {}
    period = (await db.away_of([5], now=0.0))[5]
    assert not period.covers(140.0) and period.covers(150.0) and not period.covers(300.0)
    assert await db.clear_away(5) is True
    assert await db.clear_away(5) is False
    assert await db.away(5) is None


async def test_the_stand_in_mark_and_whether_a_game_had_one(db: Database) -> None:
    game_id = await db.create_game(
        guild_id=1,
        channel_id=10,
        kind="imhotep",
        host_id=100,
        options={},
        seed=7,
        at=1000.0,
    )
    await db.add_seat(game_id, 100, "ann")
    await db.add_seat(game_id, 200, "bob")
    assert not await db.had_standin(game_id)
    await db.set_seat_standin(game_id, 1, True)
    await db.log_action(game_id, 9, "standin", {"user": 200}, at=1001.0)
    assert [s.standin for s in await db.seats(game_id)] == [False, True]
    await db.set_seat_user(game_id, 1, 300)
    assert [(s.user_id, s.standin) for s in await db.seats(game_id)] == [(100, False), (300, False)]
    assert await db.had_standin(game_id)
