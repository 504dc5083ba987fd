"""Random movement orders on a fixed map never crash and never break the movement invariants."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from movement_helpers import check_movement

from rules.core import RuleError
from rules.roads_and_boats import data
from rules.roads_and_boats.maps import fixed_map
from rules.roads_and_boats.movement import resolve_movement
from rules.roads_and_boats.orders import (
    Follow,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    SetDown,
    Stay,
    Step,
    Unload,
    make_goods,
)
from rules.roads_and_boats.state import Player, Position, State, Wall, pair_key

BOARD = fixed_map("twin-valleys")
LAND_KINDS = ("donkey", "wagon", "truck")
WATER_KINDS = ("raft", "rowboat", "steamer")
SOME_GOODS = ("board", "stone", "trunk", "gold", "goose")


def random_state(rng: random.Random) -> State:
    state = State(
        board=BOARD,
        players=[Player("ann", "red"), Player("bob", "blue")],
        options={},
        rng=random.Random(0),
        phase="movement",
    )
    land_regions = [r for r in BOARD.regions if BOARD.tiles[BOARD.tile_of(r)].is_land]
    water = list(BOARD.water_positions())
    for owner in ("ann", "bob"):
        for _ in range(rng.randint(2, 7)):
            kind = rng.choice(LAND_KINDS + WATER_KINDS)
            water_kind = kind in WATER_KINDS
            place = rng.choice(water if water_kind else land_regions)
            t = state.new_transporter(owner, kind, Position(place, water_kind))
            room = t.spec.capacity
            for good in rng.sample(SOME_GOODS, 2):
                n = rng.randint(0, room)
                room -= n
                if n:
                    t.cargo[good] = n
    for region in rng.sample(land_regions, 12):
        state.add_goods(region, {g: rng.randint(1, 4) for g in rng.sample(SOME_GOODS, 2)})
    for region in rng.sample(land_regions, 25):
        for link in BOARD.land_links(region):
            if rng.random() < 0.6:
                state.roads.add(pair_key(region, link.region))
    for label in BOARD.land:
        for a, b in BOARD.bridges(label):
            if rng.random() < 0.5:
                state.bridges.add(pair_key(a, b))
    for edge in rng.sample(sorted(e for e in BOARD.edges if BOARD.edges[e].wall_allowed), 6):
        state.walls[edge] = Wall(rng.choice(["ann", "bob", None]), 1)
    ids = state.transporters_of("ann")
    if len(ids) >= 2 and not ids[0].cargo and not ids[1].cargo and rng.random() < 0.5:
        ids[0].carrying, ids[1].carried_by = ids[1].id, ids[0].id
        ids[1].pos = ids[0].pos
    return state


def random_place(state: State, rng: random.Random, pos: Position) -> str:
    if pos.afloat and state.board.is_water_position(pos.place):
        options = list(state.board.water_moves(pos.place))
    elif not pos.afloat and pos.place in state.board.regions:
        options = [lk.region for lk in state.board.land_links(pos.place)]
        options += list(state.board.regions_of(state.board.tile_of(pos.place)))
    else:
        options = []
    return rng.choice([*options, rng.choice(state.board.labels)])


def random_orders(state: State, rng: random.Random) -> PhaseOrders:
    mine = [t.id for t in state.transporters_of("ann")]
    orders: list[Order] = []
    carriers = [t for t in state.transporters_of("ann") if t.carrying]
    for t in carriers:
        if rng.random() < 0.5:
            orders.append(SetDown(t.id, t.carrying or ""))
    for tid in [*rng.sample(mine, len(mine)), rng.choice(mine)]:
        pos = state.transporters[tid].pos
        steps: list[Step] = []
        for _ in range(rng.randint(0, 7)):
            roll = rng.random()
            lying = sorted(state.goods.get(pos.place, {})) or list(SOME_GOODS)
            aboard = sorted(state.transporters[tid].cargo) or list(SOME_GOODS)
            other = rng.choice([None, None, None, rng.choice(mine)])
            if roll < 0.45:
                place = random_place(state, rng, pos)
                steps.append(Go(place))
                pos = Position(place, pos.afloat)
            elif roll < 0.65:
                steps.append(Load(make_goods({rng.choice(lying): rng.randint(1, 2)}), other))
            elif roll < 0.85:
                steps.append(Unload(make_goods({rng.choice(aboard): 1}), other))
            elif roll < 0.9:
                steps.append(PickUp(rng.choice(mine)))
            elif roll < 0.95:
                steps.append(Follow(rng.randint(1, 2)))
            else:
                steps.append(Stay(rng.randint(1, 2)))
        orders.append(Move(tid, tuple(steps)))
    return PhaseOrders(tuple(orders))


def all_goods(state: State) -> dict[str, int]:
    totals: dict[str, int] = {}
    piles = list(state.goods.values()) + [t.cargo for t in state.transporters.values()]
    for pile in piles:
        for good, n in pile.items():
            totals[good] = totals.get(good, 0) + n
    return totals


def check_invariants(state: State) -> None:
    for t in state.transporters.values():
        assert t.load <= t.spec.capacity, t
        if t.carried_by is not None:
            carrier = state.transporters[t.carried_by]
            assert carrier.carrying == t.id
            assert carrier.pos == t.pos
            assert not t.cargo and not carrier.cargo
            continue
        if data.TRANSPORTERS[t.kind].water:
            assert t.pos.afloat and state.board.is_water_position(t.pos.place), t
        else:
            assert not t.pos.afloat and t.pos.place in state.board.regions, t
            assert state.board.tiles[state.board.tile_of(t.pos.place)].is_land, t
    for region, pile in state.goods.items():
        if state.board.tiles[state.board.tile_of(region)].is_sea:
            assert set(pile) <= {"goose"}, (region, pile)


@settings(max_examples=150, deadline=None)
@given(st.integers(0, 10**9))
def test_random_movement_orders_keep_the_invariants(seed: int) -> None:
    rng = random.Random(seed)
    state = random_state(rng)
    orders = random_orders(state, rng)
    before = all_goods(state)
    bobs = {t.id: (t.pos, dict(t.cargo)) for t in state.transporters_of("bob")}
    checked = state.clone()
    try:
        check_movement(checked, "ann", orders)
        valid = True
    except RuleError:
        valid = False
    assert checked.to_json() == state.to_json()
    events = resolve_movement(state, "ann", orders)
    failed = [e for e in events if e.message.key == "rnb.orders.failed"]
    assert all(e.private_to == "ann" for e in failed)
    if valid:
        assert failed == []
    assert all_goods(state) == before
    check_invariants(state)
    assert {t.id: (t.pos, t.cargo) for t in state.transporters_of("bob")} == bobs
