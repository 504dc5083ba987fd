"""Property test of the submission check against resolution, on random demo games.

Orders are made by the demo policy on a copy of the state where goods were added or taken at
random (what other players might have done first), so some count on others and some cannot
work at all. Then:
- an order accepted at submission either runs or is skipped with a private note at
  resolution, whatever the others ordered, and resolution never raises anything else;
- an order refused at submission also fails at resolution, whatever the others ordered
  (approximated by random other players' orders and random sequence orders).
"""

from __future__ import annotations

import random
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from state_helpers import demo_step

from bot import gamelog
from rules.core import RuleError
from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import State

PLAYERS = ["ann", "bob", "cat"]
SOME_GOODS = ("board", "stone", "trunk", "goose", "gold")


def game_at(seed: int, steps: int) -> State:
    table = gamelog.new_table(GAME, PLAYERS, {}, seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if not demo_step(table, rng):
            break
    return table.state


def what_others_might_do(state: State, rng: random.Random) -> State:
    """A copy with goods added to and taken from the tiles near the transporters."""
    other = state.clone()
    places = sorted({r for t in other.transporters.values() for r in other.touches(t.pos)})
    for region in places:
        if other.board.tiles[other.board.tile_of(region)].is_sea:
            continue
        for good in rng.sample(SOME_GOODS, 2):
            have = other.goods.get(region, {}).get(good, 0)
            change = rng.randint(-have, 3)
            if change > 0:
                other.add_goods(region, {good: change})
            elif change < 0:
                other.take_goods(region, {good: -change})
    return other


def failures_of(events: list[Any], player: str) -> list[int]:
    return [
        e.message.params["order"]
        for e in events
        if e.message.key == "rnb.orders.failed" and e.private_to == player
    ]


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.integers(0, 10**6), st.integers(2, 14), st.integers(0, 10**6))
def test_accepted_orders_run_or_are_noted_and_refused_ones_never_run(
    seed: int, steps: int, salt: int
) -> None:
    state = game_at(seed, steps)
    pending = GAME.pending(state)
    if not pending or not pending[0].simultaneous:
        return
    rng = random.Random(salt)
    player = rng.choice([d.player for d in pending])
    orders = GAME.demo_orders(what_others_might_do(state, rng), player, rng)
    try:
        GAME.check_orders(state, player, orders)
        refused_at = None
    except RuleError as err:
        refused_at = err.message.params["order"]
    for _ in range(3):
        trial = state.clone()
        rng.shuffle(trial.sequence)
        others = {
            d.player: GAME.demo_orders(what_others_might_do(state, rng), d.player, rng)
            for d in pending
            if d.player != player
        }
        if refused_at is None:
            _, events = GAME.resolve(trial, {**others, player: orders})
            failed = failures_of(events, player)
            assert len(failed) == len(set(failed))
            assert set(failed) <= set(range(1, len(orders["orders"]) + 1))
        else:
            up_to = {"orders": orders["orders"][:refused_at]}
            _, events = GAME.resolve(trial, {**others, player: up_to})
            assert refused_at in failures_of(events, player)
