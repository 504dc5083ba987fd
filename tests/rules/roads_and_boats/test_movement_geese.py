"""Geese in the movement phase: following a boat along a river, at sea, and who may take them.

IT3 "Oche": "Un'oca seguirà sempre il trasportatore che si muove fuori dai tasselli dove si
trova, se il proprietario del trasportatore lo desidera. Le oche non possono essere lasciate sole
in mare [...] Le oche non seguono i trasportatori dall'altro lato di un fiume, a meno che non ci
sia un ponte." and "Le oche che stavano seguendo un trasportatore di un giocatore, seguiranno il
trasportatore di un altro giocatore che attraversa il tassello dove si trovano, se quel giocatore
lo desidera. Il primo giocatore può impedire questo soltanto caricando le oche".
"""

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
    unload,
)

from rules.roads_and_boats.maps import fixed_map
from rules.roads_and_boats.movement import resolve_movement
from rules.roads_and_boats.orders import Follow, Stay
from rules.roads_and_boats.state import State, pair_key

# A river along row 3 from A3 (sea) east to F3 (sea): B3..E3 are river tiles with banks .n / .s;
# rows 2 and 4 are pasture; the rest is sea.
RIVER_ROWS = [
    "S S     S     S     S     S",
    " S P     P     P     P     S",
    "S P~e-w P~e-w P~e-w P~e-w S",
    " S P     P     P     P     S",
    "S S     S     S     S     S",
]


def river_with_geese() -> tuple[State, str]:
    state = make_state(RIVER_ROWS)
    raft = put(state, "ann", "raft", "B3")
    state.add_goods("B3.n", {"goose": 2})
    return state, raft


# --- along a river ---------------------------------------------------------------------------


def test_geese_following_a_boat_keep_to_their_bank() -> None:
    state, raft = river_with_geese()
    err = error_of(state, "ann", move(raft, Follow(2, "B3.n"), go("C3"), Stay(2, "C3.s")))
    assert err.message.key == "rnb.move.geese_river"
    assert "C3.s" in str(err)
    events = resolve_movement(
        state, "ann", orders(move(raft, Follow(2, "B3.n"), go("C3", "D3"), Stay(2, "D3.n")))
    )
    assert failures(events) == []
    assert state.goods == {"D3.n": {"goose": 2}}


def test_geese_not_told_to_stay_stay_on_their_own_bank() -> None:
    """Where the move ends, following geese stay on the bank they walked along (before, a boat
    on a river had to name a bank even though only one was possible)."""
    state, raft = river_with_geese()
    events = resolve_movement(state, "ann", orders(move(raft, Follow(2, "B3.n"), go("C3"))))
    assert failures(events) == []
    assert state.goods == {"C3.n": {"goose": 2}}


def test_geese_cross_to_the_other_bank_only_over_a_bridge() -> None:
    state, raft = river_with_geese()
    err = error_of(state, "ann", move(raft, Follow(2, "B3.n"), go("C3", "B3"), Stay(2, "B3.s")))
    assert err.message.key == "rnb.move.geese_river"
    state.bridges.add(pair_key("C3.n", "C3.s"))
    check_movement(state, "ann", orders(move(raft, Follow(2, "B3.n"), go("C3"), Stay(2, "C3.s"))))
    # the bridge on C3 lets them over there, and they go on along the south bank
    events = resolve_movement(
        state, "ann", orders(move(raft, Follow(2, "B3.n"), go("C3", "D3"), Stay(2, "D3.s")))
    )
    assert failures(events) == []
    assert state.goods == {"D3.s": {"goose": 2}}


def test_geese_from_both_banks_each_keep_to_their_own() -> None:
    state, raft = river_with_geese()
    state.add_goods("B3.s", {"goose": 1})
    err = error_of(
        state,
        "ann",
        move(raft, Follow(2, "B3.n"), Follow(1, "B3.s"), go("C3"), Stay(3, "C3.n")),
    )
    assert err.message.key == "rnb.move.geese_river"
    events = resolve_movement(
        state,
        "ann",
        orders(move(raft, Follow(2, "B3.n"), Follow(1, "B3.s"), go("C3"), Stay(1, "C3.s"))),
    )
    assert failures(events) == []
    assert state.goods == {"C3.n": {"goose": 2}, "C3.s": {"goose": 1}}


def test_geese_swimming_in_from_the_sea_may_land_on_either_bank() -> None:
    state = make_state(RIVER_ROWS)
    raft = put(state, "ann", "raft", "A3")
    state.add_goods("A3", {"goose": 2})
    events = resolve_movement(state, "ann", orders(move(raft, go("B3"), Stay(2, "B3.s"))))
    assert failures(events) == []
    assert state.goods == {"B3.s": {"goose": 2}}


# --- at sea ----------------------------------------------------------------------------------


def test_a_boat_may_take_geese_at_sea_by_choice() -> None:
    """Two boats wait at sea with geese: the one leaving may take them along (follow or load)
    even though the other stays with them."""
    state = make_state(RIVER_ROWS)
    first = put(state, "ann", "raft", "A2")
    put(state, "ann", "raft", "A2")
    state.add_goods("A2", {"goose": 2})
    events = resolve_movement(state, "ann", orders(move(first, Follow(2), go("A1"))))
    assert failures(events) == []
    assert state.goods == {"A1": {"goose": 2}}

    state = make_state(RIVER_ROWS)
    first = put(state, "ann", "raft", "A2")
    put(state, "ann", "raft", "A2")
    state.add_goods("A2", {"goose": 2})
    events = resolve_movement(
        state, "ann", orders(move(first, load(goose=2), go("A1"), unload("red-raft-2", goose=1)))
    )
    assert failures(events) == ["rnb.move.not_together"]  # the other raft stayed behind
    events = resolve_movement(state, "ann", orders(move(first, load(goose=2), go("A1"))))
    assert state.transporters[first].cargo == {"goose": 2}
    assert "A2" not in state.goods


def test_only_geese_are_taken_up_at_sea() -> None:
    state = make_state(RIVER_ROWS)
    raft = put(state, "ann", "raft", "A2")
    state.add_goods("A2", {"goose": 2})
    err = error_of(state, "ann", move(raft, load(goose=1, board=1)))
    assert err.message.key == "rnb.move.goods_at_sea"
    err = error_of(state, "ann", move(raft, load("A3", goose=1)))
    assert err.message.key == "rnb.move.out_of_reach"
    err = error_of(state, "ann", move(raft, Follow(3)))
    assert err.message.key == "rnb.move.goods_gone"


def test_another_players_boat_takes_over_geese_at_sea() -> None:
    state = make_state(RIVER_ROWS)
    put(state, "ann", "raft", "A2")
    state.add_goods("A2", {"goose": 2})
    bob = put(state, "bob", "raft", "A1")
    events = resolve_movement(state, "bob", orders(move(bob, go("A2"), Follow(2), go("A1"))))
    assert failures(events) == []
    assert state.goods == {"A1": {"goose": 2}}


def test_loaded_geese_cannot_be_taken_over() -> None:
    state = make_state(RIVER_ROWS)
    ann = put(state, "ann", "raft", "A2", {"goose": 2})
    bob = put(state, "bob", "raft", "A1")
    err = error_of(state, "bob", move(bob, go("A2"), Follow(1)))
    assert err.message.key == "rnb.move.goods_gone"
    err = error_of(state, "bob", move(bob, go("A2"), load(ann, goose=1)))
    assert err.message.key == "rnb.move.not_yours"


def test_geese_taken_up_at_sea_are_never_left_alone_there() -> None:
    state = make_state(RIVER_ROWS)
    raft = put(state, "ann", "raft", "A2")
    state.add_goods("A2", {"goose": 2})
    events = resolve_movement(
        state, "ann", orders(move(raft, Follow(2), go("A1"), Stay(2), go("B1")))
    )
    assert failures(events) == []
    assert state.goods == {"B1": {"goose": 2}}
    err = error_of(state, "ann", move(raft, load(goose=2), go("A1"), unload(goose=2)))
    assert err.message.key == "rnb.move.goods_at_sea"


def test_geese_cannot_follow_a_boat_round_a_junction_without_a_bridge() -> None:
    """D6 of twin-valleys is a junction (banks D6.w, D6.ne, D6.se) whose eastern branch rises
    on E6: geese on D6.w would have to cross a river to follow a boat there."""
    state = make_state(fixed_map("twin-valleys"))
    raft = put(state, "ann", "raft", "D6")
    state.add_goods("D6.w", {"goose": 2})
    err = error_of(state, "ann", move(raft, Follow(2, "D6.w"), go("E6")))
    assert err.message.key == "rnb.move.geese_left_behind"
    check_movement(state, "ann", orders(move(raft, Follow(2, "D6.w"), go("D5"))))
    state.bridges.add(pair_key("D6.w", "D6.ne"))
    events = resolve_movement(state, "ann", orders(move(raft, Follow(2, "D6.w"), go("E6"))))
    assert failures(events) == []
    assert state.goods["E6"] == {"goose": 2}
