"""Property tests: random games of the demo policy with random choices keep the invariants."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot import gamelog
from rules.roads_and_boats import GAME, data
from rules.roads_and_boats.orders import (
    Breed,
    Bricks,
    Bridge,
    Build,
    Demolish,
    Destroy,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    Process,
    Research,
    Road,
    Shaft,
    Step,
    Transfer,
    Unload,
    Wall,
    make_goods,
    orders_to_json,
)
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
    assert GAME.is_over(state) == (not GAME.pending(state))


def all_goods(state: State) -> dict[str, int]:
    out: dict[str, int] = {}
    piles = [*state.goods.values(), *(t.cargo for t in state.transporters.values())]
    for pile in piles:
        for good, n in pile.items():
            out[good] = out.get(good, 0) + n
    return out


def check_conservation(phase: str, before: dict[str, int], after: dict[str, int]) -> None:
    """Movement moves goods and never makes or loses any; building and the wonder only spend."""
    if phase == "movement":
        assert after == before
    elif phase in ("building", "wonder"):
        assert all(after.get(g, 0) <= n for g, n in before.items())
        assert set(after) <= set(before)


def check_limits(state: State) -> None:
    for p in state.players:
        mine = state.transporters_of(p.name)
        water = sum(1 for t in mine if t.spec.water)
        assert len(mine) <= data.TRANSPORTER_LIMIT
        assert water <= data.WATER_TRANSPORTER_LIMIT
        assert len(mine) - water <= data.LAND_TRANSPORTER_LIMIT


@settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4), turns=st.integers(2, 8))
def test_random_turns_never_crash_and_keep_invariants(seed: int, players: int, turns: int) -> None:
    names = ["ann", "bob", "cat", "dan"][:players]
    table = gamelog.new_table(GAME, names, {}, seed)
    rng = random.Random(seed)
    while GAME.pending(table.state) and table.state.turn <= turns:
        pending = GAME.pending(table.state)
        if pending[0].simultaneous:
            phase = table.state.phase
            before = all_goods(table.state)
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
            check_conservation(phase, before, all_goods(table.state))
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


def random_orders(state: State, player: str, rng: random.Random) -> dict[str, object]:
    """Arbitrary orders, mostly illegal: resolution must skip what fails and keep the rest."""
    mine = state.transporters_of(player)
    regions = list(state.board.regions)
    goods = list(data.GOODS)
    out: list[Order] = []
    for _ in range(rng.randint(0, 6)):
        t = rng.choice(mine).id if mine else "nobody"
        some = make_goods({rng.choice(goods): rng.randint(1, 3)})
        here = state.touches(state.transporters[t].pos)[0] if mine else rng.choice(regions)
        phase = state.phase
        if phase == "production":
            out.append(
                rng.choice(
                    [
                        Transfer(some, here, t),
                        Transfer(some, t, here),
                        Process(state.board.tile_of(here), t, rng.randint(1, 3)),
                        Research(rng.choice(data.RESEARCH), t),
                        Breed(state.board.tile_of(here), rng.random() < 0.5),
                        Destroy(t),
                    ]
                )
            )
        elif phase == "movement":
            place = here
            steps: list[Step] = []
            for _ in range(rng.randint(1, 3)):
                links = state.board.land_links(place) if place in state.board.regions else ()
                if links and rng.random() < 0.7:
                    place = rng.choice(links).region
                    steps.append(Go(place))
                else:
                    steps.append(rng.choice([Load(some), Unload(some)]))
            out.append(Move(t, tuple(steps)))
        elif phase == "building":
            tile = state.board.tile_of(here)
            other = rng.choice(state.board.neighbours(tile) or (tile,))
            out.append(
                rng.choice(
                    [
                        Build(rng.choice(list(data.BUILDINGS)), here),
                        Road(here, rng.choice(regions)),
                        Bridge(tile),
                        Wall(tile, other, rng.randint(1, 2)),
                        Demolish(tile, other),
                        Shaft(tile),
                    ]
                )
            )
        else:
            out.append(Bricks(rng.randint(1, 3), some))
    return orders_to_json(PhaseOrders(tuple(out)))


@settings(max_examples=10, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4))
def test_arbitrary_orders_at_resolution_never_crash(seed: int, players: int) -> None:
    names = ["ann", "bob", "cat", "dan"][:players]
    table = gamelog.new_table(GAME, names, {}, seed)
    rng = random.Random(seed)
    state = table.state
    while GAME.pending(state) and not GAME.pending(state)[0].simultaneous:
        d = GAME.pending(state)[0]
        state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, rng))
    for _ in range(24):
        if not GAME.pending(state):
            break
        phase = state.phase
        before = all_goods(state)
        snapshot = GAME.to_json(state)
        orders = {d.player: random_orders(state, d.player, rng) for d in GAME.pending(state)}
        state, _ = GAME.resolve(state, orders)
        assert GAME.to_json(GAME.from_json(snapshot)) == snapshot
        check_conservation(phase, before, all_goods(state))
        if phase == "production":
            check_limits(state)
        check_invariants(state)
