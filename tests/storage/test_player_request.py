"""A player's request on PostgreSQL (`Database.noting`): what it tells of languages rides in its
move's batch, and the batch reads back the game's tracked messages, so that the move and the
answer after it cost one trip. Run with `pytest -k postgres`."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest
from pgserver import fresh_schema
from trips import counting

from storage import Database, MoveBatch, NewMove, StaleGame

USER = 950_000_000_000_000_001
CHANNEL = 920_000_000_000_000_001


@pytest.fixture
async def two(postgres_url: str) -> AsyncIterator[tuple[Database, Database]]:
    """Two `Database`s on one schema, as two processes have."""
    async with fresh_schema(postgres_url) as url:
        first, second = await Database.open(url), await Database.open(url)
        try:
            yield first, second
        finally:
            await first.close()
            await second.close()


async def new_game(db: Database) -> int:
    game_id = await db.create_game(
        guild_id=1, channel_id=CHANNEL, kind="imhotep", host_id=100, options={}, seed=7, at=1.0
    )
    await db.set_status(game_id, "running", at=1.0)
    return game_id


def one_move(game_id: int, seq: int) -> MoveBatch:
    move = NewMove(seq + 1, USER, "Ann", {"type": "pass"}, [])
    return MoveBatch(game_id, seq, 2.0 + seq, moves=[move])


async def test_postgres_languages_ride_in_the_batch_and_tracked_messages_come_back(two):
    first, second = two
    game_id = await new_game(first)
    await second.track_message(game_id, "turn", CHANNEL, 555)
    with first.noting(USER, "it", (CHANNEL, "de")), counting(first) as trips:
        await first.apply_move(one_move(game_id, 0))
        assert await first.tracked_message(game_id, "turn") == (CHANNEL, 555)
        assert await first.tracked_message(game_id, "panel:1") is None
        await first.write_noted()  # nothing left: the batch took it
    assert trips.made == ["run_batch: batch"]
    assert await second.user_language(USER) == "it"
    assert await second.channel_language(CHANNEL) == "de"
    await second.track_message(game_id, "turn", CHANNEL, 556)
    assert await first.tracked_message(game_id, "turn") == (CHANNEL, 556)  # the request is over


async def test_postgres_a_refused_batch_leaves_the_languages_to_write_noted(two):
    first, second = two
    game_id = await new_game(first)
    with first.noting(USER, "it", None):
        with pytest.raises(StaleGame):
            await first.apply_move(one_move(game_id, 3))
        assert await second.user_language(USER) is None
        with counting(first) as trips:
            await first.write_noted()
            await first.write_noted()
        assert len(trips.made) == 1
    assert await second.user_language(USER) == "it"


async def test_postgres_a_message_tracked_in_the_request_is_read_again(two):
    first, second = two
    game_id = await new_game(first)
    with first.noting(USER, "it", None):
        await first.apply_move(one_move(game_id, 0))
        assert await first.tracked_message(game_id, "turn") is None
        await first.track_message(game_id, "turn", CHANNEL, 777)
        await second.track_message(game_id, "panel:1", CHANNEL, 778)
        assert await first.tracked_message(game_id, "turn") == (CHANNEL, 777)
        assert await first.tracked_message(game_id, "panel:1") == (CHANNEL, 778)


async def test_noting_is_for_databases_other_processes_write(db_path):
    db = await Database.open(db_path)
    try:
        with pytest.raises(RuntimeError), db.noting(USER, "it", None):
            pass
    finally:
        await db.close()


async def test_a_ready_write_reads_the_games_orders_back(db_target):
    db = await Database.open(db_target)
    try:
        game_id = await new_game(db)
        await db.put_orders(
            game_id, "Bob", user_id=2, phase="p", orders={"b": 1}, ready=False, at=1
        )
        seen = await db.put_orders_and_read(
            game_id, "Ann", user_id=1, phase="p", orders={"a": [1]}, ready=True, at=2.5
        )
        assert {p: (r.orders, r.ready, r.updated_at) for p, r in seen.items()} == {
            "Ann": ({"a": [1]}, True, 2.5),
            "Bob": ({"b": 1}, False, 1.0),
        }
        seen = await db.set_orders_ready_and_read(game_id, "Bob", True, at=3.0)
        assert seen == await db.orders(game_id) and seen["Bob"].ready
    finally:
        await db.close()


async def test_postgres_of_two_ready_writes_at_once_the_second_reads_the_first(two):
    """The first process's write holds the game's row until its transaction ends; the second's
    waits for it, then reads what it wrote (so the second request resolves the phase)."""
    first, second = two
    game_id = await new_game(first)
    for player, db in (("Ann", first), ("Bob", second)):
        await db.put_orders(game_id, player, user_id=1, phase="p", orders={}, ready=False, at=1)
    released = asyncio.Event()

    async def first_writes() -> None:
        async with first.transaction():
            await first.set_orders_ready_and_read(game_id, "Ann", True, at=2.0)
            await released.wait()

    holding = asyncio.create_task(first_writes())
    await asyncio.sleep(0.2)
    waiting = asyncio.create_task(second.set_orders_ready_and_read(game_id, "Bob", True, at=2.1))
    await asyncio.sleep(0.2)
    assert not waiting.done(), "the second write waits for the game's row"
    released.set()
    await holding
    seen = await waiting
    assert seen["Ann"].ready and seen["Bob"].ready


async def test_postgres_after_its_batch_a_request_reads_the_game_as_it_wrote_it(two):
    first, second = two
    game_id = await new_game(first)
    held = await first.get_game(game_id)
    assert held is not None
    with first.noting(USER, "it", None):
        with first.expecting(game_id, held.version), counting(first) as trips:
            await first.apply_move(one_move(game_id, 0))
            game = await first.get_game(game_id)
        assert trips.made == ["run_batch: batch"]
        assert game is not None and game.version == held.version + 1
    await second.set_status(game_id, "paused", at=3.0)
    with counting(first) as trips:
        game = await first.get_game(game_id)
    assert game is not None and game.status == "paused" and len(trips.made) == 1
