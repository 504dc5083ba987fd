"""Property tests: random games of the demo policy with random choices keep the invariants."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import gamelog
from rules.roads_and_boats import GAME, data
from rules.roads_and_boats.state import State


def check_invariants(state: State) -> None:
    for t in state.transporters.values():
        assert t.load <= t.spec.capacity, t
        assert all(n > 0 for n in t.cargo.values())
        if t.carried_by is not None:
            assert state.transporters[t.carried_by].carrying == t.id
    for pile in state.goods.values():
        assert all(n > 0 for n in pile.values())
    for tile, building in state.buildings.items():
        assert state.board.tile_of(building.region) == tile
    assert len(state.wonder) <= data.WONDER_SPACES
    assert state.neutral_bricks_left() >= 0
    assert State.from_json(state.to_json()).to_json() == state.to_json()


def check_limits(state: State) -> None:
    for p in state.players:
        mine = state.transporters_of(p.name)
        water = sum(1 for t in mine if t.spec.water)
        assert len(mine) <= data.TRANSPORTER_LIMIT
        assert water <= data.WATER_TRANSPORTER_LIMIT
        assert len(mine) - water <= data.LAND_TRANSPORTER_LIMIT


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), turns=st.integers(2, 8))
def test_random_turns_never_crash_and_keep_invariants(seed: int, players: int, turns: int) -> None:
    names = ["ann", "bob", "cat", "dan"][:players]
    table = gamelog.new_table(GAME, names, {}, seed)
    rng = random.Random(seed)
    while GAME.pending(table.state) and table.state.turn <= turns:
        pending = GAME.pending(table.state)
        if pending[0].simultaneous:
            phase = table.state.phase
            for d in pending:
                orders = GAME.demo_orders(table.state, d.player, rng)
                if rng.random() < 0.3:
                    orders = {"orders": orders["orders"][::-1]}
                    try:
                        GAME.check_orders(table.state, d.player, orders)
                    except Exception:
                        orders = {"orders": []}
                gamelog.advance(
                    table, d.player, {"type": "orders", "phase": d.phase, "orders": orders}
                )
            if phase == "production":
                check_limits(table.state)
        else:
            d = pending[0]
            move = GAME.demo_move(table.state, d.player, rng)
            gamelog.advance(table, d.player, GAME.move_to_json(move))
        check_invariants(table.state)


@settings(max_examples=20, deadline=None)
@given(seed=st.integers(0, 10_000))
def test_same_seed_same_game(seed: int) -> None:
    a = GAME.new_game(["ann", "bob"], {}, seed)
    b = GAME.new_game(["ann", "bob"], {}, seed)
    assert GAME.to_json(a) == GAME.to_json(b)
