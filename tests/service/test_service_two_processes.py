"""Two bot processes on one PostgreSQL database: what only a second writer can break.

Each `GameService` here has its own pool, caches and asyncio locks, as a second process has; only
the database stands between them. Run with `pytest -k postgres`.
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator

import pytest
from fakeclock import FakeClock
from pgserver import fresh_schema
from service_support import ANN, BOB, CHANNEL, MOD, started
from trips import counting

from bot.service.binding import Issued
from bot.service.core import GameService
from bot.service.outcomes import ServiceError

TIMERS = 2000
GAMES = 40


@pytest.fixture
async def two(postgres_url: str, clock: FakeClock) -> AsyncIterator[tuple[GameService, ...]]:
    async with fresh_schema(postgres_url) as url:
        first = await GameService.open(url, clock=clock)
        second = await GameService.open(url, clock=clock)
        try:
            yield first, second
        finally:
            await first.close()
            await second.close()


async def test_postgres_the_same_click_at_two_processes_applies_once(two, clock: FakeClock):
    first, second = two
    game_id = await started(first, "imhotep")
    rng = random.Random(3)
    by_id = {ANN.user_id: ANN, BOB.user_id: BOB}
    for _ in range(12):
        (user_id, _), *_ = await first.pending(game_id)
        actor = by_id[user_id]
        seq = len(await first.db.moves(game_id))
        move = rng.choice(await second.legal_moves(actor, game_id))
        click = Issued(seq=seq)
        results = await asyncio.gather(
            first.submit_move(actor, game_id, dict(move), click),
            second.submit_move(actor, game_id, dict(move), click),
            return_exceptions=True,
        )
        applied = [r for r in results if not isinstance(r, BaseException)]
        refused = [r for r in results if isinstance(r, ServiceError)]
        assert len(applied) == 1 and len(refused) == 1, results
        # wherever the two met (the move number, the row lock, the guard), the refusal is
        # decided on the game as it is: the click's move number has gone
        assert refused[0].message.key == "service.stale_move"
        logged = await second.db.moves(game_id, after=seq)
        assert logged and logged[0].move == {"player": logged[0].player, **move}
        assert await first.db.move_count(game_id) == await second.db.move_count(game_id)
    seqs = [m.seq for m in await second.db.moves(game_id)]
    assert seqs == list(range(1, len(seqs) + 1))


async def test_postgres_2000_timers_two_processes_fire_each_once(two, clock: FakeClock):
    first, second = two
    games = [await started(first, "imhotep", channel=1000 + n) for n in range(GAMES)]
    now = clock()
    for game_id in games:
        seq = await first.db.move_count(game_id)
        await first.db.add_timer(game_id, "deadline", now + 3600, {"game": game_id, "seq": seq})
        for n in range(TIMERS // GAMES):
            payload = {"game": game_id, "seq": seq, "minutes_before": 60 - n % 50}
            await first.db.add_timer(game_id, "reminder", now - 1 - n, payload)
    fired = await asyncio.gather(first.fire_due(), second.fire_due())
    reminders = [o for outcomes in fired for o in outcomes]
    assert len(reminders) == TIMERS
    assert all(fired), "both processes fired some"
    left = [t.kind for game_id in games for t in await first.db.timers(game_id)]
    assert left == ["deadline"] * GAMES


async def whose_move(service: GameService, game_id: int, rng: random.Random):
    (user_id, _), *_ = await service.pending(game_id)
    actor = ANN if user_id == ANN.user_id else BOB
    return actor, rng.choice(await service.legal_moves(actor, game_id))


async def test_postgres_a_move_reads_nothing_on_a_game_this_process_last_wrote(
    two, clock: FakeClock
):
    first, _ = two
    game_id = await started(first, "imhotep")
    rng = random.Random(5)
    for _ in range(6):
        actor, move = await whose_move(first, game_id, rng)
        with counting(first.db) as trips:
            await first.submit_move(
                actor, game_id, move, Issued(seq=await first.db.move_count(game_id))
            )
        assert trips.made == ["run_batch: batch"]


async def test_postgres_a_move_on_a_game_another_process_moved_is_decided_afresh(
    two, clock: FakeClock
):
    """The second process knows the game as it was before the first one's move: its move,
    sent after that one, is played on the game as it is; a click drawn before it is refused as
    stale, as a process that read the game would refuse it; nothing applies twice."""
    first, second = two
    game_id = await started(first, "imhotep")
    rng = random.Random(8)
    for _ in range(5):
        await second.pending(game_id)  # the second process knows the game at this move
        seq = len(await first.db.moves(game_id))
        actor, move = await whose_move(first, game_id, rng)
        await first.submit_move(actor, game_id, move, Issued(seq=seq))
        log = await first.db.moves(game_id)
        with pytest.raises(ServiceError) as stale:
            await second.submit_move(actor, game_id, move, Issued(seq=seq))
        assert stale.value.message.key in {"service.stale_move", "service.not_your_turn"}
        assert await first.db.moves(game_id) == log
        await second.pending(game_id)  # known as it is now
        nxt, later = await whose_move(first, game_id, rng)
        await first.submit_move(nxt, game_id, later, Issued(seq=len(log)))
        behind = await second.db.move_count(game_id)
        assert behind == len(log) < len(await first.db.moves(game_id))
        following, third = await whose_move(first, game_id, rng)
        clock.advance(5)
        await second.submit_move(following, game_id, third, Issued(at=clock()))
        logged = await first.db.moves(game_id)
        assert [m.seq for m in logged] == list(range(1, len(logged) + 1))
        assert any(m.move == {"player": following.name, **third} for m in logged[behind + 1 :])


async def test_postgres_a_channel_command_that_waited_for_its_lock_reads_the_game_again(
    two, clock: FakeClock
):
    """The second process finds the channel's game, then waits for the game's lock (held by
    another of its requests) while the first process moves: the command acts on the game as
    it is once the lock is free, rather than being told the game changed meanwhile."""
    first, second = two
    game_id = await started(first, "imhotep")
    await second.pending(game_id)
    async with second.tables.lock(game_id):
        pausing = asyncio.create_task(second.pause(MOD, CHANNEL))
        await asyncio.sleep(0.1)  # it has found the game and waits for the lock
        actor, move = await whose_move(first, game_id, random.Random(2))
        await first.submit_move(actor, game_id, move)
    outcome = await pausing
    assert outcome.game_id == game_id
    assert (await first.game(game_id)).status == "paused"
