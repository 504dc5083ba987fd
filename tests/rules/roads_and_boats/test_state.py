"""The state model: JSON round trips, clones, transporter ids and labels."""

from __future__ import annotations

from state_helpers import make_state, put

from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import Position, State, Wall


def test_json_round_trip_is_exact_including_the_rng() -> None:
    s = make_state()
    put(s, "ann", "donkey", "C2", {"board": 2})
    put(s, "bob", "raft", "B3")
    s.add_goods("B3.n", {"clay": 1})
    s.roads.add(("B2", "C2"))
    s.bridges.add(("B3.n", "B3.s"))
    s.walls["C2:e"] = Wall(None, 2)
    s.wonder = ["ann", None]
    data = s.to_json()
    back = State.from_json(data)
    assert back.to_json() == data
    assert back.rng.random() == s.rng.random()


def test_clone_is_independent() -> None:
    s = make_state()
    tid = put(s, "ann", "donkey", "C2")
    c = s.clone()
    c.transporters[tid].cargo["board"] = 1
    c.move_transporter(tid, Position("B2"))
    c.add_goods("C2", {"stone": 1})
    assert s.transporters[tid].cargo == {} and s.transporters[tid].pos == Position("C2")
    assert "C2" not in s.goods


def test_transporter_ids_and_labels_never_repeat() -> None:
    s = make_state()
    a = put(s, "ann", "donkey", "C2")
    s.remove_transporter(a)
    b = put(s, "ann", "donkey", "C2")
    assert (a, b) == ("red-donkey-1", "red-donkey-2")
    assert s.transporters[b].label == "D2"
    assert s.transporters[put(s, "bob", "steamer", "A3")].id == "yellow-steamer-1"


def test_carrying_moves_the_carried_transporter_along() -> None:
    s = make_state()
    w = put(s, "ann", "wagon", "C2")
    d = put(s, "ann", "donkey", "C2")
    s.transporters[w].carrying = d
    s.transporters[d].carried_by = w
    s.move_transporter(w, Position("B2"))
    assert s.transporters[d].pos == Position("B2")
    s.remove_transporter(w)
    assert s.transporters[d].carried_by is None


def test_game_json_round_trip_after_a_start() -> None:
    state = GAME.new_game(["ann", "bob"], {}, 9)
    assert GAME.to_json(GAME.from_json(GAME.to_json(state))) == GAME.to_json(state)
