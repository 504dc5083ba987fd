"""The movement phase on small hand-made maps, including the rulebook's worked examples."""

from __future__ import annotations

from movement_helpers import (
    check_movement,
    error_of,
    failures,
    go,
    load,
    make_state,
    move,
    orders,
    put,
    roads,
    unload,
)

from rules.roads_and_boats.maps import fixed_map
from rules.roads_and_boats.movement import resolve_movement
from rules.roads_and_boats.orders import Follow, PickUp, SetDown, Stay
from rules.roads_and_boats.state import Building, Position, State, Wall, pair_key

# Plain land A1-D1, A2-D2 (row 2 shifted right), A3-D3; sea in column E.
LAND_ROWS = ["P P P P S", " P P P P S", "P P P P S"]


# --- the rulebook's examples -----------------------------------------------------------------


def donkey_and_wagon_map() -> tuple[State, str, str]:
    """English rulebook p. 10-11 'Movement example': the donkey's tile A with 3 trunks, the
    tile above with 2 stones, the wagon's tile in the middle with 3 stocks, a tile up right."""
    state = make_state(LAND_ROWS)
    # Donkey on B2, the stones on B1 (its nw), the wagon on C2 (its e), the far tile C3.
    state.add_goods("B2", {"trunk": 3})
    state.add_goods("B1", {"stone": 2})
    state.add_goods("C2", {"stock": 3})
    roads(state, ("B2", "B1"), ("B2", "C2"), ("C2", "C3"))
    donkey = put(state, "ann", "donkey", "B2")
    wagon = put(state, "ann", "wagon", "C2")
    return state, donkey, wagon


def test_rulebook_donkey_and_wagon_example() -> None:
    state, donkey, wagon = donkey_and_wagon_map()
    events = resolve_movement(
        state,
        "ann",
        orders(
            move(
                donkey,
                load(trunk=1),
                go("B1"),
                unload(trunk=1),
                load(stone=2),
                go("B2"),
                unload(stone=2),
            ),
            move(
                wagon,
                load(stock=3),
                go("B2"),
                unload(stock=3),
                load(trunk=2),
                go("C2", "C3"),
                unload(trunk=2),
            ),
        ),
    )
    assert failures(events) == []
    assert state.goods["B2"] == {"stock": 3, "stone": 2}
    assert state.goods["B1"] == {"trunk": 1}
    assert state.goods["C3"] == {"trunk": 2}
    assert "C2" not in state.goods
    assert state.transporters[donkey].pos == Position("B2")
    assert state.transporters[wagon].pos == Position("C3")
    assert [e.message.params["path"] for e in events] == ["B2 > B1 > B2", "C2 > B2 > C2 > C3"]


def test_rulebook_wagon_cannot_take_the_stones_the_donkey_moved() -> None:
    state, donkey, wagon = donkey_and_wagon_map()
    err = error_of(
        state,
        "ann",
        move(donkey, go("B1"), load(stone=2), go("B2"), unload(stone=2)),
        move(wagon, go("B2"), load(stone=1)),
    )
    assert err.message.key == "rnb.move.already_moved_goods"
    assert err.message.params["order"] == 2
    assert "Order 2" in str(err)


def test_another_player_may_carry_goods_further() -> None:
    state, donkey, _ = donkey_and_wagon_map()
    resolve_movement(state, "ann", orders(move(donkey, load(trunk=2), go("B1"), unload(trunk=2))))
    bob_donkey = put(state, "bob", "donkey", "B1")
    events = resolve_movement(state, "bob", orders(move(bob_donkey, load(trunk=2), go("A2"))))
    assert failures(events) == []
    assert state.transporters[bob_donkey].cargo == {"trunk": 2}


def test_rulebook_truck_routes() -> None:
    """English rulebook p. 10: a truck drives 4 road tiles: up and down, in a circle, or a
    straight line, but never where no road leads."""
    state = make_state(LAND_ROWS)
    roads(state, ("B1", "C1"), ("C1", "D1"), ("B1", "B2"), ("B2", "C2"), ("C2", "C1"))
    truck = put(state, "ann", "truck", "B1")
    for path in (["C1", "B1", "C1", "B1"], ["C1", "C2", "B2", "B1"], ["C1", "D1", "C1", "C2"]):
        check_movement(state, "ann", orders(move(truck, go(*path))))
    err = error_of(state, "ann", move(truck, go("C1", "B1", "C1", "B1", "C1")))
    assert err.message.key == "rnb.move.too_far"
    assert err.message.params["moves"] == 4
    err = error_of(state, "ann", move(truck, go("A2")))
    assert err.message.key == "rnb.move.needs_road"


def test_rulebook_donkey_two_by_road_or_one_off_road() -> None:
    state = make_state(LAND_ROWS)
    roads(state, ("B1", "C1"), ("C1", "D1"))
    donkey = put(state, "ann", "donkey", "B1")
    check_movement(state, "ann", orders(move(donkey, go("C1", "D1"))))
    check_movement(state, "ann", orders(move(donkey, go("B2"))))
    assert error_of(state, "ann", move(donkey, go("B2", "C2"))).message.key == "rnb.move.too_far"
    err = error_of(state, "ann", move(donkey, go("C1", "C2")))
    assert err.message.key == "rnb.move.donkey_mix"
    assert error_of(state, "ann", move(donkey, go("D1"))).message.key == "rnb.move.not_next"


# --- rivers and bridges ------------------------------------------------------------------------

# B2 has a river from its west side (sea A2) to its east side (sea C2): banks B2.n and B2.s.
RIVER_ROWS = ["S P P S S", "S P~w-e S S S", "S S P S S"]


def test_no_land_crossing_of_a_river_without_a_bridge() -> None:
    state = make_state(RIVER_ROWS)
    donkey = put(state, "ann", "donkey", "B2.n")
    err = error_of(state, "ann", move(donkey, go("B2.s")))
    assert err.message.key == "rnb.move.no_bridge"
    err = error_of(state, "ann", move(donkey, go("C3")))  # C3 touches only the south bank
    assert err.message.key == "rnb.move.river"
    state.bridges.add(pair_key("B2.n", "B2.s"))
    check_movement(state, "ann", orders(move(donkey, go("C3"))))
    check_movement(state, "ann", orders(move(donkey, go("B2.s", "C3"))))


def test_walls_stop_everyone_but_their_owner() -> None:
    state = make_state(LAND_ROWS)
    edge = state.board.edge_between("B1", "C1")
    assert edge is not None
    state.walls[edge] = Wall("bob", 1)
    ann = put(state, "ann", "donkey", "B1")
    bob = put(state, "bob", "donkey", "B1")
    assert error_of(state, "ann", move(ann, go("C1"))).message.key == "rnb.move.wall"
    check_movement(state, "bob", orders(move(bob, go("C1"))))
    state.walls[edge] = Wall(None, 2)
    check_movement(state, "ann", orders(move(ann, go("C1"))))


# --- boats ---------------------------------------------------------------------------------------


def steamer_map() -> tuple[State, str]:
    """After the English rulebook's boat example (p. 11): a steamer docked on the west coast of
    F2 must first return to its sea tile E2; it may then dock on a coast within its 5 other
    points (at the mouth of B2's river on the bank it chooses), or sail up the river and on;
    docking ends its move."""
    rows = [
        "S S S S S S S S",
        " S P~w-e S S S P S S",
        "S S P S S S S S",
    ]
    state = make_state(rows)
    steamer = put(state, "ann", "steamer", "F2:w")
    return state, steamer


def test_rulebook_steamer_docking() -> None:
    state, steamer = steamer_map()
    assert state.board.water_moves("F2:w") == ("E2",)
    state.add_goods("B2.n", {"board": 2})
    state.add_goods("B2.s", {"trunk": 2})
    state.add_goods("C3", {"stone": 1})
    # Docking at the mouth: north bank gives the boards, not the trunks.
    path = go("E2", "D2", "C2", "B2.n:e")
    assert error_of(state, "ann", move(steamer, *path, load("B2.s", trunk=1))).message.key == (
        "rnb.move.out_of_reach"
    )
    events = resolve_movement(state, "ann", orders(move(steamer, *path, load(board=2))))
    assert failures(events) == []
    assert state.transporters[steamer].pos == Position("B2.n:e", afloat=True)
    assert state.transporters[steamer].cargo == {"board": 2}


def test_rulebook_steamer_sails_the_river_without_ending_its_move() -> None:
    state, steamer = steamer_map()
    state.add_goods("B2.s", {"trunk": 2})
    path = [*go("E2", "D2", "C2", "B2"), load("B2.s", trunk=2), *go("C2", "C3:ne")]
    events = resolve_movement(state, "ann", orders(move(steamer, *path, unload(trunk=2))))
    assert failures(events) == []
    assert state.goods["C3"] == {"trunk": 2}


def test_steamer_too_far_and_dock_left_only_the_way_it_came() -> None:
    state, steamer = steamer_map()
    err = error_of(state, "ann", move(steamer, go("F1")))
    assert err.message.key == "rnb.move.not_next_water"
    err = error_of(state, "ann", move(steamer, go("E2", "E1", "D1", "C1", "B1", "A1", "A2")))
    assert err.message.key == "rnb.move.too_far"
    assert err.message.params["moves"] == 6


def test_docking_ends_the_move() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("C2", afloat=True)
    err = error_of(state, "ann", move(steamer, go("C3:ne", "C2")))
    assert err.message.key == "rnb.move.docked"


def test_boat_on_the_river_reaches_both_banks_and_ferries() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("C2", afloat=True)
    state.add_goods("B2.n", {"board": 2})
    events = resolve_movement(
        state,
        "ann",
        orders(move(steamer, go("B2"), load("B2.n", board=2), unload("B2.s", board=2))),
    )
    assert failures(events) == []
    assert state.goods["B2.s"] == {"board": 2}
    assert "B2.n" not in state.goods
    err = error_of(state, "ann", move(steamer, load(board=1)))
    assert err.message.key == "rnb.move.say_bank"


def test_walled_coast_only_for_the_owner() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("C2", afloat=True)
    state.walls[state.board.water_edge("C2", "C3:ne")] = Wall("bob", 1)
    assert error_of(state, "ann", move(steamer, go("C3:ne"))).message.key == "rnb.move.wall"
    state.walls[state.board.water_edge("C2", "C3:ne")] = Wall("ann", 1)
    check_movement(state, "ann", orders(move(steamer, go("C3:ne"))))


def test_goods_cannot_be_left_at_sea() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].cargo = {"board": 1}
    err = error_of(state, "ann", move(steamer, go("E2"), unload(board=1)))
    assert err.message.key == "rnb.move.goods_at_sea"


# --- loading -----------------------------------------------------------------------------------


def test_capacity_and_own_transporters_only() -> None:
    state = make_state(LAND_ROWS)
    state.add_goods("B1", {"board": 5})
    donkey = put(state, "ann", "donkey", "B1")
    wagon = put(state, "ann", "wagon", "B1")
    bobs = put(state, "bob", "wagon", "B1")
    assert error_of(state, "ann", move(donkey, load(board=3))).message.key == (
        "rnb.move.over_capacity"
    )
    assert error_of(state, "ann", move(bobs)).message.key == "rnb.move.not_yours"
    assert error_of(state, "ann", move(donkey, unload(bobs, board=1))).message.key == (
        "rnb.move.not_yours"
    )
    roads(state, ("B1", "C1"))
    events = resolve_movement(
        state,
        "ann",
        orders(move(donkey, load(board=2), unload(wagon, board=2)), move(wagon, go("C1"))),
    )
    assert failures(events) == []
    assert state.transporters[wagon].cargo == {"board": 2}
    assert state.transporters[wagon].pos == Position("C1")


def test_goods_handed_over_after_moving_cannot_move_again() -> None:
    state = make_state(LAND_ROWS)
    roads(state, ("B1", "C1"), ("C1", "D1"))
    state.add_goods("B1", {"board": 2})
    donkey = put(state, "ann", "donkey", "B1")
    wagon = put(state, "ann", "wagon", "C1")
    err = error_of(
        state,
        "ann",
        move(donkey, load(board=2), go("C1"), unload(wagon, board=2)),
        move(wagon, go("D1")),
    )
    assert err.message.key == "rnb.move.moved_twice"


def test_failed_order_is_skipped_and_reported_privately() -> None:
    state = make_state(LAND_ROWS)
    state.add_goods("B1", {"board": 1})
    donkey = put(state, "ann", "donkey", "B1")
    other = put(state, "ann", "donkey", "C1")
    events = resolve_movement(
        state,
        "ann",
        orders(move(donkey, load(board=2), go("C1")), move(other, go("D1"))),
    )
    failed = [e for e in events if e.message.key == "rnb.orders.failed"]
    assert len(failed) == 1
    assert failed[0].private_to == "ann"
    assert failed[0].message.params["order"] == 1
    assert state.transporters[donkey].pos == Position("B1")
    assert state.goods["B1"] == {"board": 1}
    assert state.transporters[other].pos == Position("D1")


def test_a_transporter_moves_once() -> None:
    state = make_state(LAND_ROWS)
    donkey = put(state, "ann", "donkey", "B1")
    err = error_of(state, "ann", move(donkey, go("C1")), move(donkey, go("D1")))
    assert err.message.key == "rnb.move.twice"


# --- carrying and geese --------------------------------------------------------------------------


def test_carrying_a_raft_over_land_and_setting_it_down_next_phase() -> None:
    state = make_state(RIVER_ROWS)
    roads(state, ("B1", "B2.n"))
    wagon = put(state, "ann", "wagon", "B1")
    raft = put(state, "ann", "raft", "B1")  # a raft waiting on land is not legal; test only
    state.transporters[raft].pos = Position("B1")
    events = resolve_movement(state, "ann", orders(move(wagon, PickUp(raft), go("B2.n"))))
    assert failures(events) == []
    assert state.transporters[wagon].carrying == raft
    assert state.transporters[raft].pos == Position("B2.n")
    err = error_of(state, "ann", move(raft, go("C2")))
    assert err.message.key == "rnb.move.is_carried"
    events = resolve_movement(
        state,
        "ann",
        orders(SetDown(wagon, raft, "B2"), move(raft, go("C2")), move(wagon, go("B1"))),
    )
    assert failures(events) == []
    assert state.transporters[raft].pos == Position("C2", afloat=True)
    assert state.transporters[wagon].carrying is None


def test_carried_transporter_rules() -> None:
    state = make_state(LAND_ROWS)
    state.add_goods("B1", {"board": 1})
    donkey = put(state, "ann", "donkey", "B1")
    wagon = put(state, "ann", "wagon", "B1", {"stone": 1})
    err = error_of(state, "ann", move(donkey, PickUp(wagon)))
    assert err.message.key == "rnb.move.carry_loaded"
    state.transporters[wagon].cargo = {}
    err = error_of(state, "ann", move(donkey, PickUp(wagon), load(board=1)))
    assert err.message.key == "rnb.move.hands_full"
    roads(state, ("B1", "C1"))
    err = error_of(state, "ann", move(wagon, go("C1", "B1")), move(donkey, PickUp(wagon)))
    assert err.message.key == "rnb.move.already_moved"
    err = error_of(state, "ann", move(donkey, go("C1")), SetDown(donkey, wagon))
    assert err.message.key == "rnb.move.set_down_first"


def test_geese_follow_and_stay() -> None:
    state = make_state(LAND_ROWS)
    state.add_goods("B1", {"goose": 3})
    donkey = put(state, "ann", "donkey", "B1")
    events = resolve_movement(state, "ann", orders(move(donkey, Follow(2), go("C1"))))
    assert failures(events) == []
    assert state.goods["B1"] == {"goose": 1}
    assert state.goods["C1"] == {"goose": 2}
    assert state.transporters[donkey].cargo == {}
    err = error_of(state, "ann", move(donkey, Follow(1), Stay(2)))
    assert err.message.key == "rnb.move.not_following"


def test_geese_are_never_left_alone_at_sea() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("E2", afloat=True)
    state.add_goods("E2", {"goose": 2})
    events = resolve_movement(state, "ann", orders(move(steamer, go("D2", "C2", "C3:ne"))))
    assert failures(events) == []
    assert "E2" not in state.goods
    assert state.goods["C3"] == {"goose": 2}


def test_geese_at_sea_stay_with_another_boat() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("E2", afloat=True)
    put(state, "bob", "raft", "E2")
    state.add_goods("E2", {"goose": 2})
    resolve_movement(state, "ann", orders(move(steamer, go("D2"))))
    assert state.goods["E2"] == {"goose": 2}


def test_a_boat_sets_down_a_donkey_on_a_bank_it_names_never_at_sea() -> None:
    state, steamer = steamer_map()
    donkey = put(state, "ann", "donkey", "C3")
    state.transporters[steamer].pos = Position("B2", afloat=True)
    state.transporters[steamer].carrying = donkey
    state.transporters[donkey].carried_by = steamer
    state.transporters[donkey].pos = Position("B2", afloat=True)
    err = error_of(state, "ann", SetDown(steamer, donkey))
    assert err.message.key == "rnb.move.set_down_where"
    check_movement(state, "ann", orders(SetDown(steamer, donkey, "B2.s")))
    state.transporters[steamer].pos = Position("C2", afloat=True)
    state.transporters[donkey].pos = Position("C2", afloat=True)
    err = error_of(state, "ann", SetDown(steamer, donkey))
    assert err.message.key == "rnb.move.cannot_set_down"


def test_geese_left_by_one_player_follow_another() -> None:
    state = make_state(LAND_ROWS)
    state.add_goods("B1", {"goose": 2})
    ann = put(state, "ann", "donkey", "B1")
    bob = put(state, "bob", "donkey", "C1")
    resolve_movement(state, "ann", orders(move(ann, Follow(2), go("C1"))))
    events = resolve_movement(state, "bob", orders(move(bob, Follow(2), go("D1"))))
    assert failures(events) == []
    assert state.goods["D1"] == {"goose": 2}
    assert state.transporters[ann].pos == Position("C1")


def test_boats_at_sea_exchange_goods_and_use_an_oil_rig() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("D2", afloat=True)
    state.transporters[steamer].cargo = {"fuel": 2}
    raft = put(state, "ann", "raft", "D2")
    state.buildings["D2"] = Building("oil_rig", "D2", "ann")
    events = resolve_movement(
        state,
        "ann",
        orders(move(steamer, unload(raft, fuel=1), unload(fuel=1), go("C2"))),
    )
    assert failures(events) == []
    assert state.transporters[raft].cargo == {"fuel": 1}
    assert state.goods["D2"] == {"fuel": 1}


def twin_valleys() -> State:
    return make_state(fixed_map("twin-valleys"))


def test_junction_needs_two_bridges_to_join_all_banks() -> None:
    """D6 of twin-valleys carries a junction: banks D6.w, D6.ne and D6.se."""
    state = twin_valleys()
    donkey = put(state, "ann", "donkey", "D6.w")
    assert error_of(state, "ann", move(donkey, go("E5"))).message.key == "rnb.move.river"
    state.bridges.add(pair_key("D6.w", "D6.ne"))
    check_movement(state, "ann", orders(move(donkey, go("E5"))))
    assert error_of(state, "ann", move(donkey, go("D6.se"))).message.key == "rnb.move.no_bridge"
    state.bridges.add(pair_key("D6.ne", "D6.se"))
    check_movement(state, "ann", orders(move(donkey, go("D6.ne", "D6.se", "E6"))))


def test_a_source_joins_both_banks_of_the_next_tile() -> None:
    """C3 of twin-valleys is a river source: one region touching both banks of B3."""
    state = twin_valleys()
    donkey = put(state, "ann", "donkey", "C3")
    err = error_of(state, "ann", move(donkey, go("B3")))
    assert err.message.key == "rnb.move.which_bank"
    assert err.message.params["banks"] == "B3.n, B3.s"
    check_movement(state, "ann", orders(move(donkey, go("B3.s"))))
    check_movement(state, "ann", orders(move(donkey, go("B3.n"))))


def test_geese_do_not_cross_a_river_without_a_bridge() -> None:
    state, steamer = steamer_map()
    state.transporters[steamer].pos = Position("B2", afloat=True)
    state.add_goods("B2.n", {"goose": 2})
    err = error_of(state, "ann", move(steamer, Follow(2, "B2.n"), Stay(2, "B2.s")))
    assert err.message.key == "rnb.move.geese_river"
    state.bridges.add(pair_key("B2.n", "B2.s"))
    events = resolve_movement(
        state, "ann", orders(move(steamer, Follow(2, "B2.n"), Stay(2, "B2.s")))
    )
    assert failures(events) == []
    assert state.goods["B2.s"] == {"goose": 2}


def test_crossing_a_bridge_is_a_move_without_a_tile() -> None:
    state = make_state(RIVER_ROWS)
    state.bridges.add(pair_key("B2.n", "B2.s"))
    donkey = put(state, "ann", "donkey", "B2.n")
    events = resolve_movement(state, "ann", orders(move(donkey, go("B2.s", "C3"))))
    assert [e.message.params["path"] for e in events] == ["B2.n > B2.s > C3"]
    assert error_of(state, "ann", move(donkey, go("C3"))).message.key == "rnb.move.same_tile"


def test_a_carried_boat_is_not_set_down_on_a_dock_walled_by_another_player() -> None:
    """Only the wall's owner docks on a walled coast (IT3: "Quando un muro viene costruito
    sulla costa solo il proprietario del muro potrà attraccare su quel lato di costa"), so a
    carried boat cannot be set down there either, as a factory cannot launch one there."""
    state, _ = steamer_map()
    donkey = put(state, "ann", "donkey", "C3")
    raft = put(state, "ann", "raft", "C3")
    state.transporters[raft].pos = Position("C3")
    resolve_movement(state, "ann", orders(move(donkey, PickUp(raft))))
    docks = state.board.docks_of_region("C3")
    walled = state.board.docks[docks[0]]
    state.walls[walled.edge] = Wall("bob", 1)
    err = error_of(state, "ann", SetDown(donkey, raft, docks[0]))
    assert err.message.key == "rnb.move.set_down_not_there"
    assert docks[0] not in err.message.params["choices"]
    state.walls[walled.edge] = Wall("ann", 1)
    check_movement(state, "ann", orders(SetDown(donkey, raft, docks[0])))
    state.walls[walled.edge] = Wall(None, 2)
    check_movement(state, "ann", orders(SetDown(donkey, raft, docks[0])))


def test_a_carried_boat_is_set_down_only_on_a_river_or_a_sea_shore() -> None:
    """English original p. 12: "Water transporters can be unloaded only at a river or a sea
    shore. … A boat in a river can unload another boat only in that river. A boat on shore can
    unload another boat only on the same shore." (The Italian texts' "tassello mare" / "mare
    aperto" translate "sea shore"; the Czech summary has "přiléhajícího pobřeží", the adjacent
    coast.) A boat at open sea therefore sets down no boat; it docks first."""
    state, steamer = steamer_map()
    raft = put(state, "ann", "raft", "E2")
    state.transporters[steamer].pos = Position("E2", afloat=True)
    state.transporters[steamer].carrying = raft
    state.transporters[raft].carried_by = steamer
    err = error_of(state, "ann", SetDown(steamer, raft))
    assert err.message.key == "rnb.move.cannot_set_down"
    dock = next(d for d, spec in state.board.docks.items() if spec.sea == "E2")
    for t in (steamer, raft):
        state.transporters[t].pos = Position(dock, afloat=True)
    events = resolve_movement(state, "ann", orders(SetDown(steamer, raft)))
    assert [e.message.key for e in events] == ["rnb.move.set_down"]
    assert state.transporters[raft].pos == Position(dock, afloat=True)


def test_a_land_transporter_sets_a_boat_down_on_its_river_or_its_shore_never_on_land() -> None:
    state, _ = steamer_map()
    shore = next(r for r in state.board.regions if state.board.docks_of_region(r))
    donkey = put(state, "ann", "donkey", shore)
    raft = put(state, "ann", "raft", state.board.docks_of_region(shore)[0])
    state.transporters[donkey].carrying = raft
    state.transporters[raft].carried_by = donkey
    state.transporters[raft].pos = Position(shore)
    err = error_of(state, "ann", SetDown(donkey, raft, shore))
    assert err.message.key == "rnb.move.set_down_not_there"
    choices = err.message.params["choices"].split(", ")
    assert set(state.board.docks_of_region(shore)) <= set(choices)
    assert all(c in state.board.docks or state.board.tiles[c].has_river for c in choices)
