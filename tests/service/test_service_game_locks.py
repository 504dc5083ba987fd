"""A game's lock: one per game, kept while its table is cached (not made anew by every request
of a busy game), and still the one lock while held after its table is forgotten."""

from __future__ import annotations

import asyncio
import gc
import random
import weakref

from service_support import ANN, BOB, play_random, started

from bot.service.core import GameService


async def test_a_cached_game_keeps_its_lock_between_requests(service: GameService) -> None:
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(1), moves=3)
    kept = weakref.ref(service.tables.lock(game_id))
    gc.collect()
    assert kept() is not None  # nobody holds it: the cached table keeps it
    await play_random(service, game_id, [ANN, BOB], random.Random(2), moves=3)
    assert service.tables.lock(game_id) is kept()


async def test_a_held_lock_stays_the_games_lock_when_its_table_is_forgotten(
    service: GameService,
) -> None:
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(1), moves=2)
    lock = service.tables.lock(game_id)
    async with lock:
        service.tables.forget(game_id)
        assert service.tables.lock(game_id) is lock
        waiting = asyncio.ensure_future(
            play_random(service, game_id, [ANN, BOB], random.Random(3), moves=1)
        )
        await asyncio.sleep(0.01)
        assert not waiting.done()  # the next request waits for the same lock
    await waiting
    assert service.tables.lock(game_id) is service.tables.lock(game_id)


async def test_a_game_no_longer_cached_lets_its_idle_lock_go(service: GameService) -> None:
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(1), moves=2)
    kept = weakref.ref(service.tables.lock(game_id))
    service.tables.forget(game_id)
    gc.collect()
    assert kept() is None
