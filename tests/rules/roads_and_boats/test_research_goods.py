"""Geese and paper left lying together are discarded at once, transporters there or not.

IT3 "Ricerca": "Le oche e la carta devono essere sullo stesso tassello, che deve anche contenere
uno dei trasportatori del giocatore. Se due oche e una carta (o più set di queste merci) si
trovano su un tassello e quindi non sono trasportate da un trasportatore, sia le oche che la
carta vengono immediatamente scartate senza effetti." IT1: "lasciate su una tessera e non vengono
trasportate da nessuno, queste spariscono". docs/roads-and-boats-rules.md says when "at once" is.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import movement_helpers as mv
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from state_helpers import build, make_state, orders, put

from bot import gamelog
from rules.core import Event
from rules.roads_and_boats import GAME
from rules.roads_and_boats.engine import resolve_phase
from rules.roads_and_boats.movement import resolve_movement
from rules.roads_and_boats.orders import Follow, Research, Stay, Transfer
from rules.roads_and_boats.orders import make_goods as goods
from rules.roads_and_boats.policy_water import boat_moves

REPLAY = Path(__file__).parent / "replays" / "research_goods_discarded.json"
DISCARDED = "rnb.production.metaphysics"


def discards(events: list[Event]) -> list[dict[str, object]]:
    return [dict(e.message.params) for e in events if e.message.key == DISCARDED]


def failures(events: list[Event]) -> list[str]:
    return [
        e.message.params["error"]["key"] for e in events if e.message.key == "rnb.orders.failed"
    ]


# --- production: "immediatamente", whether or not a transporter stands there -----------------


def test_paper_put_down_beside_two_geese_is_discarded_with_them_though_a_donkey_stands_there() -> (
    None
):
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "C2", {"paper": 1})
    put(s, "ann", "donkey", "C2")
    s.add_goods("C2", {"goose": 2, "board": 1})
    events = resolve_phase(s, {"ann": orders(Transfer(goods({"paper": 1}), d, "C2"))})
    assert discards(events) == [{"tile": "C2", "geese": 2, "paper": 1}]
    assert s.goods.get("C2") == {"board": 1}


def test_the_discard_comes_before_the_next_order_can_use_them() -> None:
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "C2", {"paper": 1})
    e = put(s, "ann", "donkey", "C2")
    s.add_goods("C2", {"goose": 2})
    events = resolve_phase(
        s,
        {
            "ann": orders(
                Transfer(goods({"paper": 1}), d, "C2"),
                Transfer(goods({"goose": 2}), "C2", e),
                Research("rowing", d),
            )
        },
    )
    assert len(discards(events)) == 1
    assert failures(events) == ["rnb.access.not_lying", "rnb.production.research_not_carried"]
    assert s.player("ann").research == []


def test_several_sets_go_and_what_is_left_over_stays() -> None:
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "C2", {"paper": 2})
    s.add_goods("C2", {"goose": 5, "paper": 1})
    events = resolve_phase(s, {"ann": orders(Transfer(goods({"paper": 2}), d, "C2"))})
    assert discards(events) == [{"tile": "C2", "geese": 4, "paper": 2}]
    assert s.goods["C2"] == {"goose": 1, "paper": 1}


def test_goods_on_both_banks_of_a_river_tile_lie_on_one_tile() -> None:
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "B3.s", {"paper": 1})
    s.add_goods("B3.n", {"goose": 2})
    events = resolve_phase(s, {"ann": orders(Transfer(goods({"paper": 1}), d, "B3.s"))})
    assert discards(events) == [{"tile": "B3", "geese": 2, "paper": 1}]
    assert "B3.n" not in s.goods and "B3.s" not in s.goods


def test_paper_a_papermill_makes_unattended_beside_two_geese_is_discarded() -> None:
    s = make_state(players=("ann",))
    build(s, "C2", "papermill")
    s.add_goods("C2", {"goose": 2, "board": 2})
    events = resolve_phase(s, {})
    assert discards(events) == [{"tile": "C2", "geese": 2, "paper": 1}]
    assert "C2" not in s.goods


def test_geese_and_paper_carried_are_never_discarded() -> None:
    s = make_state(players=("ann",))
    put(s, "ann", "donkey", "C2", {"goose": 2})
    put(s, "ann", "donkey", "C2", {"paper": 1})
    s.add_goods("C2", {"goose": 1})
    events = resolve_phase(s, {})
    assert discards(events) == []


# --- research: only carried goods ----------------------------------------------------------------


def test_research_is_paid_with_goods_on_two_of_the_players_transporters() -> None:
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "C2", {"goose": 2})
    put(s, "ann", "donkey", "C2", {"paper": 1})
    events = resolve_phase(s, {"ann": orders(Research("rowing", d))})
    assert failures(events) == []
    assert s.player("ann").research == ["rowing"]
    assert all(not t.cargo for t in s.transporters.values())


def test_research_refuses_a_place_as_a_source() -> None:
    s = make_state(players=("ann",))
    d = put(s, "ann", "donkey", "C2", {"goose": 2})
    s.add_goods("C2", {"paper": 1})
    research = {"kind": "research", "project": "rowing", "transporter": d, "sources": [d, "C2"]}
    with pytest.raises(Exception, match="not goods lying on C2"):
        GAME.check_orders(s, "ann", {"orders": [research]})


# --- movement: after each order; following geese lie where they stop ----------------------------

RIVER = [
    "S S S S S",
    " S P P P S",
    "S S S S S",
]
"""Three pastures in a row, B2 C2 D2, with the sea around."""


def test_a_donkey_unloading_paper_beside_two_geese_loses_them_all() -> None:
    s = mv.make_state(RIVER, ("ann",))
    d = mv.put(s, "ann", "donkey", "B2", {"paper": 1})
    s.add_goods("B2", {"goose": 2})
    events = resolve_movement(s, "ann", mv.orders(mv.move(d, mv.unload(paper=1))))
    assert discards(events) == [{"tile": "B2", "geese": 2, "paper": 1}]
    assert "B2" not in s.goods


def test_a_later_order_of_the_same_player_finds_nothing_left() -> None:
    s = mv.make_state(RIVER, ("ann",))
    d = mv.put(s, "ann", "donkey", "B2", {"paper": 1})
    e = mv.put(s, "ann", "donkey", "B2")
    s.add_goods("B2", {"goose": 2})
    events = resolve_movement(
        s,
        "ann",
        mv.orders(mv.move(d, mv.unload(paper=1)), mv.move(e, mv.load(paper=1), mv.go("C2"))),
    )
    assert len(discards(events)) == 1
    assert mv.failures(events) != []


def test_geese_that_followed_a_donkey_lie_where_it_stops() -> None:
    s = mv.make_state(RIVER, ("ann",))
    d = mv.put(s, "ann", "donkey", "B2")
    s.add_goods("B2", {"goose": 2})
    s.add_goods("C2", {"paper": 1})
    events = resolve_movement(
        s, "ann", mv.orders(mv.move(d, Follow(2, "B2"), mv.go("C2"), Stay(2, "C2")))
    )
    assert discards(events) == [{"tile": "C2", "geese": 2, "paper": 1}]
    assert s.goods == {}


# --- the replay of the issue: solo, papermill, paper unloaded at home beside two geese -----------


def test_the_replay_discards_them_and_the_third_turns_wonder_payment_is_refused() -> None:
    replay = json.loads(REPLAY.read_text(encoding="utf-8"))
    moves = replay["moves"]
    unload = next(i for i, m in enumerate(moves) if m.get("phase") == "t2.movement")
    before = gamelog.replay(
        GAME, replay["players"], replay["options"], replay["seed"], moves[:unload]
    )
    home = before.state.player("ann").home
    assert before.state.goods[home]["goose"] == 2
    table = gamelog.replay(GAME, replay["players"], replay["options"], replay["seed"], moves)
    state = table.state
    assert (state.turn, state.phase) == (3, "wonder")
    assert "goose" not in state.goods.get(home, {}) and "paper" not in state.goods.get(home, {})
    assert [t.id for t in state.transporters_of("ann") if t.pos.place == home] == [
        "red-donkey-2",
        "red-donkey-3",
    ]
    pay = {"orders": [{"kind": "bricks", "count": 2, "pay": {"goose": 2, "paper": 1}}]}
    after, events = GAME.resolve(state, {"ann": pay})
    assert len(failures(events)) == 1
    assert "ann" not in after.wonder


# --- the demo policy: leaves no set lying, never crashes ----------------------------------------


@settings(max_examples=6, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10_000), players=st.integers(1, 4))
def test_the_demo_policy_never_leaves_a_set_lying_nor_crashes(seed: int, players: int) -> None:
    state = GAME.new_game(["ann", "bob", "cat", "dan"][:players], {}, seed)
    rng = random.Random(seed)
    while GAME.pending(state) and state.turn <= 10:
        pending = GAME.pending(state)
        if pending[0].simultaneous:
            given = {d.player: GAME.demo_orders(state, d.player, rng) for d in pending}
            state, events = GAME.resolve(state, given)
            assert discards(events) == []
        else:
            d = pending[0]
            state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, rng))


def test_a_loaded_boat_whose_port_has_docks_on_an_enclosed_sea_still_gets_moves() -> None:
    """The port's docks on the inner sea are out of the boat's reach: they were looked up in
    the boat's paths before being filtered out (a KeyError broke the demo on some seeds)."""
    s = mv.make_state(ENCLOSED_SEA, ("ann",))
    raft = s.transporters[mv.put(s, "ann", "raft", "A1", {"board": 1})]
    moves = boat_moves(s, raft, ("B2",), lambda region: {}, random.Random(1))
    assert moves and all(m.transporter == raft.id for m in moves)


ENCLOSED_SEA = [
    "S S S S S S",
    " S P P P S",
    "S P S P S",
    " S P P P S",
    "S S S S S S",
]
"""C3 is a sea tile enclosed by land: B2 has docks on the outer sea and on C3."""
