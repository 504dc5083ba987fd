"""The state model: JSON round trips, clones, transporter ids and labels."""

from __future__ import annotations

from dataclasses import fields

from state_helpers import make_state, put

from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import (
    Building,
    Player,
    Position,
    State,
    Transporter,
    Wall,
)


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


def test_a_clone_writes_the_same_json_and_draws_the_same_numbers() -> None:
    """The clone is built field by field (no JSON round trip): every field must come along,
    dicts in the order a state loaded from JSON has them, the rng at the same point."""
    s = make_state()
    d = put(s, "ann", "donkey", "C2", {"stone": 1, "board": 2})
    put(s, "bob", "raft", "B3")
    s.transporters[d].carrying = None
    s.add_goods("D2", {"clay": 1})
    s.add_goods("B3.n", {"trunk": 2, "clay": 1})
    s.buildings["D3"] = Building("mine", "D3", "ann", {"iron": 2, "gold": 1}, 1, "enlargement")
    s.roads.add(("B2", "C2"))
    s.bridges.add(("B3.n", "B3.s"))
    s.walls["C2:e"] = Wall("ann", 2)
    s.wonder = ["ann", None]
    s.irrigated, s.mines_built, s.end_reason = True, 1, "wonder"
    s.player("ann").research.append("rowing")
    s.fixed = {"mine_draws": {"D3": ["gold"]}}
    c = s.clone()
    assert c.to_json() == s.to_json()
    assert list(c.goods) == sorted(s.goods) and list(c.goods["B3.n"]) == ["clay", "trunk"]
    assert c.rng.random() == s.rng.random()
    assert {f.name for f in fields(State)} == set(vars(c))


def test_every_field_of_the_parts_is_copied() -> None:
    """A field added to a transporter, building or player must be copied by `copy` too."""
    for part in (Transporter, Building, Player):
        values = {f.name: _sample(f.name) for f in fields(part)}
        original = part(**values)
        copied = original.copy()
        assert copied == original and copied is not original
        for name, value in values.items():
            if isinstance(value, dict | list):
                assert getattr(copied, name) is not value, (part.__name__, name)


def _sample(name: str) -> object:
    samples: dict[str, object] = {
        "pos": Position("C2", True),
        "cargo": {"board": 1},
        "bag": {"gold": 1},
        "research": ["rowing"],
        "numbers": {"donkey": 3},
        "standing": {"request": "never"},
        "mine_number": 2,
    }
    return samples.get(name, f"some {name}")
