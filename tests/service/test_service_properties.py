"""Property: whatever sequence of requests arrives, a refused one changes nothing, and the log
alone rebuilds the state the service holds."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from fakeclock import FakeClock
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from service_support import ANN, BOB, CY, MOD, started

from bot import gamelog
from bot.registry import engine as get_game
from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from rules.core import RuleError

ACTORS = st.sampled_from([ANN, BOB, CY, MOD])
REQUESTS = st.one_of(
    st.tuples(st.just("move"), ACTORS, st.integers(0, 3)),
    st.tuples(st.just("orders"), ACTORS, st.integers(-1, 5), st.booleans()),
    st.tuples(st.just("ready"), ACTORS, st.booleans()),
    st.tuples(st.just("clear"), ACTORS),
    st.tuples(st.just("pause"), ACTORS),
    st.tuples(st.just("resume"), ACTORS),
)


async def observable(service: GameService, game_id: int):
    moves = [m.move for m in await service.db.moves(game_id)]
    orders = {p: (o.orders, o.ready) for p, o in (await service.db.orders(game_id)).items()}
    return moves, orders, (await service.game(game_id)).status


async def send(service: GameService, game_id: int, request) -> None:
    kind, actor, *args = request
    if kind == "move":
        await service.submit_move(actor, game_id, {"type": "take", "n": args[0]})
    elif kind == "orders":
        await service.submit_orders(actor, game_id, {"bid": args[0]}, ready=args[1])
    elif kind == "ready":
        await service.set_ready(actor, game_id, args[0])
    elif kind == "clear":
        await service.clear_orders(actor, game_id)
    elif kind == "pause":
        await service.pause(actor, 100)
    else:
        await service.resume(actor, 100)


async def run(requests) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        service = await GameService.open(Path(tmp) / "p.db", clock=FakeClock())
        try:
            game_id = await started(service, "auction", (ANN, BOB), rounds=3)
            for request in requests:
                before = await observable(service, game_id)
                try:
                    await send(service, game_id, request)
                except (ServiceError, RuleError):
                    assert await observable(service, game_id) == before, request
            moves = [m.move for m in await service.db.moves(game_id)]
            table = gamelog.replay(get_game("auction"), ["Ann", "Bob"], {"rounds": 3}, 3, moves)
            held = await service.table(game_id)
            assert (held.state, held.buffered) == (table.state, table.buffered)
        finally:
            await service.close()


@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(st.lists(REQUESTS, max_size=40))
def test_refused_requests_change_nothing_and_the_log_is_the_truth(auction, requests):
    """`auction` only registers the test game: nothing in it needs resetting per example."""
    asyncio.run(run(requests))
