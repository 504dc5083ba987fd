"""Boards through the service: drawn by the render pool, kept in the board cache, one drawing for
two readers of one state, one drawing for concurrent readers, the cache forgotten on rollback."""

from __future__ import annotations

import asyncio
import random
from typing import Any

import pytest
from service_support import ANN, BOB, CHANNEL, MOD, play_random, started

from bot.board_cache import BoardCache
from bot.render_pool import Superseded
from bot.service.core import GameService


async def test_two_readers_of_one_state_cost_one_drawing(service: GameService) -> None:
    game_id = await started(service)
    before = service.renderer.drawn
    first = await service.board_png(game_id)
    second = await service.board_png(game_id)
    assert first == second and first.startswith(b"\x89PNG")
    assert service.renderer.drawn == before + 1
    assert await service.board_png(game_id, language="it") != first  # another language
    assert service.renderer.drawn == before + 2


async def test_a_move_makes_a_new_board(service: GameService) -> None:
    game_id = await started(service)
    board = await service.board_png(game_id)
    await play_random(service, game_id, [ANN, BOB], random.Random(2), moves=1)
    assert await service.board_png(game_id) != board


async def test_concurrent_readers_share_one_drawing(service: GameService) -> None:
    game_id = await started(service)
    before = service.renderer.drawn
    images = await asyncio.gather(*(service.board_png(game_id) for _ in range(5)))
    assert len(set(images)) == 1
    assert service.renderer.drawn == before + 1


async def test_a_seat_and_the_public_have_their_own_boards(service: GameService) -> None:
    game_id = await started(service)
    before = service.renderer.drawn
    await service.board_png(game_id)
    await service.board_png(game_id, ANN.user_id)
    await service.board_png(game_id, ANN.user_id)
    await service.board_png(game_id, BOB.user_id)
    assert service.renderer.drawn == before + 3


async def test_a_rollback_draws_the_state_again(service: GameService) -> None:
    """After a rollback a move number names another state: nothing drawn before is read."""
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(4), moves=3)
    await service.board_png(game_id)
    before = service.renderer.drawn
    await service.rollback(MOD, CHANNEL, 1)
    await play_random(service, game_id, [ANN, BOB], random.Random(99), moves=1)
    await service.board_png(game_id)
    assert service.renderer.drawn == before + 1


async def test_the_post_board_shows_the_table_as_the_play_left_it(service: GameService) -> None:
    """A post's board drawn after the game moved on still shows the play it tells (Meduris
    tells no recap: its board is the table as it stands after the play)."""
    game_id = await started(service, "meduris")
    rng = random.Random(8)
    told = await play_random(service, game_id, [ANN, BOB], rng, moves=1)
    assert told is not None
    story = told.posts[0].story
    assert story is not None
    then = await service.board_png(game_id, story=story)
    await play_random(service, game_id, [ANN, BOB], rng, moves=2)
    assert await service.board_png(game_id, story=story) == then


async def test_the_cache_keeps_within_its_bytes_and_drops_the_oldest() -> None:
    cache = BoardCache(max_bytes=10)
    drawn: list[str] = []

    def draw(name: str, size: int):  # type: ignore[no-untyped-def]
        async def make() -> bytes:
            drawn.append(name)
            return b"x" * size

        return make

    await cache.get(1, 0, "a", draw("a", 4))
    await cache.get(1, 0, "b", draw("b", 4))
    await cache.get(1, 0, "a", draw("a", 4))  # read again: now the most recent
    await cache.get(1, 0, "c", draw("c", 4))  # 12 bytes: "b" goes
    assert cache.size == 8
    await cache.get(1, 0, "a", draw("a", 4))
    await cache.get(1, 0, "b", draw("b", 4))
    assert drawn == ["a", "b", "c", "b"]


async def test_a_failed_drawing_reaches_every_waiter_and_is_not_kept() -> None:
    cache = BoardCache()
    gate = asyncio.Event()
    calls = 0

    async def broken() -> bytes:
        nonlocal calls
        calls += 1
        await gate.wait()
        raise OSError("no font")

    waiting = [asyncio.ensure_future(cache.get(1, 0, "k", broken)) for _ in range(3)]
    await asyncio.sleep(0)
    gate.set()
    results = await asyncio.gather(*waiting, return_exceptions=True)
    assert calls == 1 and all(isinstance(r, OSError) for r in results)

    async def fine() -> bytes:
        return b"png"

    assert await cache.get(1, 0, "k", fine) == b"png"


async def test_a_drawing_its_caller_gave_up_is_drawn_for_the_next_waiter() -> None:
    """A post's board dropped as superseded (`Superseded`) is still wanted by another reader
    of the same image: that reader draws it instead of sharing the drop."""
    cache = BoardCache()
    gate = asyncio.Event()
    drawn: list[str] = []

    async def given_up() -> bytes:
        await gate.wait()
        raise Superseded("imhotep")

    async def wanted() -> bytes:
        drawn.append("wanted")
        return b"png"

    first = asyncio.ensure_future(cache.get(1, 0, "k", given_up))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(cache.get(1, 0, "k", wanted))
    await asyncio.sleep(0)
    gate.set()
    with pytest.raises(Superseded):
        await first
    assert await second == b"png" and drawn == ["wanted"]
    assert await cache.get(1, 0, "k", given_up) == b"png", "kept"


async def test_a_drawing_begun_before_a_forget_is_not_kept() -> None:
    cache = BoardCache()
    gate = asyncio.Event()

    async def old_state() -> bytes:
        await gate.wait()
        return b"old"

    epoch = cache.epoch(1)
    drawing = asyncio.ensure_future(cache.get(1, epoch, "k", old_state))
    await asyncio.sleep(0)
    cache.forget(1)
    gate.set()
    assert await drawing == b"old"

    async def new_state() -> bytes:
        return b"new"

    assert await cache.get(1, cache.epoch(1), "k", new_state) == b"new"
    assert cache.size == len(b"new")


async def test_a_reader_cancelled_leaves_the_drawing_to_the_others() -> None:
    """The reader that started a drawing is cancelled: the others still get the image, drawn
    once, and it is kept."""
    cache = BoardCache()
    gate = asyncio.Event()
    calls = 0

    async def slow() -> bytes:
        nonlocal calls
        calls += 1
        await gate.wait()
        return b"png"

    first = asyncio.ensure_future(cache.get(1, 0, "k", slow))
    await asyncio.sleep(0)
    second = asyncio.ensure_future(cache.get(1, 0, "k", slow))
    await asyncio.sleep(0)
    first.cancel()
    await asyncio.sleep(0)
    gate.set()
    assert await second == b"png"
    assert first.cancelled() and calls == 1
    assert await cache.get(1, 0, "k", slow) == b"png" and calls == 1, "kept"


async def test_a_drawing_cancelled_is_drawn_again_for_its_readers() -> None:
    """The drawing itself is cancelled (as at shutdown): a reader that was not cancelled draws
    it again instead of being cancelled with it."""
    cache = BoardCache()
    gate = asyncio.Event()
    started: list[asyncio.Task[Any]] = []

    async def slow() -> bytes:
        task = asyncio.current_task()
        assert task is not None
        started.append(task)
        await gate.wait()
        return b"png"

    readers = [asyncio.ensure_future(cache.get(1, 0, "k", slow)) for _ in range(2)]
    for _ in range(3):
        await asyncio.sleep(0)
    assert len(started) == 1
    started[0].cancel()
    for _ in range(3):
        await asyncio.sleep(0)
    gate.set()
    assert await asyncio.gather(*readers) == [b"png", b"png"]
    assert len(started) == 2 and cache.drawn == 2
