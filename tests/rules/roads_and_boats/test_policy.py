"""The demo policy plays the whole game: two seeded 4-player games of 20 turns use boats on
rivers and at sea, roads, bridges, walls, research, mines, mints and coins, a stock exchange and
the wonder, and every order list it gives passes `check_orders` (a refusal is a policy bug).
Coverage over more games: `benchmarks/rnb_demo_coverage.py`."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from rules.core import Event
from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import State

PLAYERS = ["ann", "bob", "cat", "dan"]
TURNS = 20
SEEDS = (10, 15)

EVENT_FEATURES = {
    "rnb.building.road_built": "road",
    "rnb.building.bridge_built": "bridge",
    "rnb.building.wall_built": "wall",
    "rnb.production.researched": "research",
}


def _features(before: State, after: State, events: list[Event]) -> Counter[str]:
    used: Counter[str] = Counter()
    for e in events:
        key, params = e.message.key, e.message.params
        if key in EVENT_FEATURES:
            used[EVENT_FEATURES[key]] += 1
        elif key == "rnb.production.new_transporter":
            used[params["transporter"].split("-")[1]] += 1
        elif key == "rnb.production.bred":
            used[params["animal"]] += 1
        elif key == "rnb.building.built":
            used[params["building"]] += 1
        elif key in ("rnb.production.made", "rnb.production.unattended"):
            used[params["output"]] += params["count"]
    if before.phase == "movement":
        for tid, t in after.transporters.items():
            old = before.transporters.get(tid)
            if t.spec.water and old is not None and old.pos != t.pos:
                at_sea = any(
                    ":" in p.place or after.terrain(after.board.tile_of(p.place)) == "sea"
                    for p in (old.pos, t.pos)
                )
                used["boat at sea" if at_sea else "boat on a river"] += 1
    if before.phase == "wonder":
        used["brick"] += sum(1 for o in after.wonder if o in PLAYERS) - sum(
            1 for o in before.wonder if o in PLAYERS
        )
    return used


def _play(seed: int) -> tuple[Counter[str], State]:
    """A seeded game through the rules core; every order list is judged by `check_orders`
    first (it raises RuleError on a refusal)."""
    state = GAME.new_game(PLAYERS, {"map": {"generate": {}}}, seed)
    rng = random.Random(seed)
    used: Counter[str] = Counter()
    while GAME.pending(state) and state.turn <= TURNS:
        pending = GAME.pending(state)
        if not pending[0].simultaneous:
            d = pending[0]
            state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, rng))
            continue
        orders = {d.player: GAME.demo_orders(state, d.player, rng) for d in pending}
        for player, given in orders.items():
            GAME.check_orders(state, player, given)
        before = state
        state, events = GAME.resolve(state, orders)
        used += _features(before, state, events)
    return used, state


@pytest.fixture(scope="module")
def games() -> list[tuple[Counter[str], State]]:
    return [_play(seed) for seed in SEEDS]


@pytest.mark.parametrize(
    "feature",
    [
        "donkey",
        "wagon",
        "raft",
        "boat on a river",
        "boat at sea",
        "road",
        "bridge",
        "wall",
        "research",
        "woodcutter",
        "quarry",
        "mine",
        "papermill",
        "coal_burner",
        "mint",
        "coins",
        "stock_exchange",
        "brick",
    ],
)
def test_the_policy_shows_every_part_of_the_game(
    games: list[tuple[Counter[str], State]], feature: str
) -> None:
    assert sum(used[feature] for used, _ in games) > 0, feature


def test_the_games_run_their_twenty_turns(games: list[tuple[Counter[str], State]]) -> None:
    for _, state in games:
        assert state.turn > TURNS or state.phase == "over"


def test_the_policy_is_deterministic_for_a_seed() -> None:
    state = GAME.new_game(PLAYERS, {"map": {"generate": {}}}, 5)
    while not GAME.pending(state)[0].simultaneous:
        d = GAME.pending(state)[0]
        state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, random.Random(5)))
    state, _ = GAME.resolve(
        state,
        {
            d.player: GAME.demo_orders(state, d.player, random.Random(5))
            for d in GAME.pending(state)
        },
    )
    first = [GAME.demo_orders(state, p, random.Random(9)) for p in PLAYERS]
    assert first == [GAME.demo_orders(state, p, random.Random(9)) for p in PLAYERS]
