"""The druid: rock spaces, entering the ring, rituals and offerings, river crossings."""

from __future__ import annotations

from typing import Any

import pytest
from meduris_scenarios import build, druid_on_ring, holding, keys, kind, play, started

from rules.core import RuleError
from rules.meduris import GAME, Offer


def hut(space: int) -> dict[str, Any]:
    return {"type": "build_hut", "space": space}


def offer(*materials: str, **extra: Any) -> dict[str, Any]:
    return {"type": "offer", "materials": list(materials), **extra}


HARVEST = {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"}
BOB_HARVEST = {"type": "big_harvest", "from": "wool", "level": 0, "to": "copper"}


def test_rock_spaces_on_the_first_three_builds_then_the_ring() -> None:
    s = started()
    for build_number, (player, space) in enumerate([("ann", 4), ("bob", 10), ("ann", 20)], 1):
        holding(s, player, wood=1, stone=1, copper=1)
        s, events = play(s, player, hut(space) if space != 10 else {**hut(10)})
        assert s.druid_rock == build_number
        assert s.druid_space is None
        assert "meduris.druid_rock" in keys(events)
    # 4th build: onto the ring at space 0 (not a crossing), on to the nearest hut: space 4
    s.runes = ["ann"] * 9
    holding(s, "bob", wool=1, copper=1)
    s, events = play(s, "bob", hut(27))  # C+L
    assert s.druid_space == 4
    assert "meduris.rune_count" not in keys(events)
    assert kind(s) == ("ann", "offer")


def test_entering_the_ring_stops_at_a_hut_on_space_zero() -> None:
    s = build(started(), huts={0: "bob"})
    s.druid_rock, s.builds = 3, 3
    holding(s, "ann", stone=1, wood=1)
    s, _ = play(s, "ann", hut(4))
    assert s.druid_space == 0
    assert kind(s) == ("bob", "offer")


def test_druid_waits_without_huts() -> None:
    s = started()
    s.druid_rock, s.builds = 3, 3
    holding(s, "ann", wood=1, copper=1)
    s, events = play(s, "ann", {"type": "build_temple", "space": 3})
    assert "meduris.druid_waits" in keys(events)
    assert s.druid_space is None
    assert kind(s) == ("bob", "turn")


def test_offering_in_a_settlement() -> None:
    # rulebook example 3: blue builds the 3rd hut, offers stone + wood for 3 points; red has
    # neither wool nor copper and loses 1; red's last hut: 1 wood for 1 point.
    s = started(("green", "blue", "red"))
    s = build(s, huts={10: "green", 19: "red", 20: "red"}, temples={21: "green"})
    druid_on_ring(s, 10)
    s, _ = play(s, "green", HARVEST)
    holding(s, "blue", stone=4, wood=4)
    holding(s, "red", wood=1, stone=1)
    s, events = play(s, "blue", hut(18))
    assert s.druid_space == 18
    assert kind(s) == ("blue", "offer")
    s, _ = play(s, "blue", offer("stone", "wood"))
    assert GAME.scores(s)["blue"] == 8
    assert kind(s) == ("red", "offer")
    assert s.druid_space == 19
    s, events = play(s, "red", offer())
    assert "meduris.offered_nothing" in keys(events)
    assert GAME.scores(s)["red"] == 4
    assert s.druid_space == 20
    s, _ = play(s, "red", offer("wood"))
    assert GAME.scores(s)["red"] == 5
    assert kind(s) == ("red", "turn")  # the temple ends the settlement; the turn passes
    assert s.druid_space == 20


def test_isolated_hut_both_materials_give_one_point() -> None:
    s = build(started(), huts={5: "bob"})
    druid_on_ring(s, 30)
    s.buildings[30] = ("hut", "bob")
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", {"type": "build_temple", "space": 22})  # W+C
    assert kind(s) == ("bob", "offer")
    holding(s, "bob", wood=1, wool=1)
    s, _ = play(s, "bob", offer("wood", "wool"))
    assert s.points["bob"]["offerings"] == 1


def test_offer_must_be_the_spaces_materials_and_may_substitute() -> None:
    s = build(started(), huts={5: "bob"})
    druid_on_ring(s, 5)
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", hut(3))  # W+C, behind the druid: he walks round to it
    assert kind(s) == ("ann", "offer")
    assert s.druid_space == 3
    holding(s, "ann", wool=3)
    with pytest.raises(RuleError) as error:
        play(s, "ann", offer("wool"))
    assert error.value.message.key == "meduris.not_asked"
    s, _ = play(s, "ann", offer("copper", pay={"wool": 3}))
    assert s.points["ann"]["offerings"] == 1
    assert s.materials["ann"]["wool"] == 0


def test_full_circuit_back_to_the_only_hut_crosses_the_river() -> None:
    s = build(started(), huts={5: "bob"})
    druid_on_ring(s, 5)
    s.runes[1] = "bob"
    holding(s, "ann", wood=1, copper=1)
    s, events = play(s, "ann", {"type": "build_temple", "space": 3})
    assert keys(events).count("meduris.rune_count") == 1
    assert s.points["bob"]["rune_counts"] == 1
    assert s.druid_space == 5


def test_river_crossing_mid_ritual() -> None:
    s = build(started(), huts={20: "ann", 31: "ann", 0: "bob"})
    druid_on_ring(s, 20)
    s.runes[0], s.runes[8] = "bob", "ann"
    holding(s, "ann", stone=3, copper=3)
    s, events = play(s, "ann", hut(30))  # S+C, third hut of 30-31-0
    assert "meduris.rune_count" not in keys(events)
    s, _ = play(s, "ann", offer())
    s, events = play(s, "ann", offer())
    assert keys(events).count("meduris.rune_count") == 1
    assert s.points["bob"]["rune_counts"] == 1
    assert s.points["ann"]["rune_counts"] == 1
    assert kind(s) == ("bob", "offer")
    assert s.druid_space == 0


def test_new_hut_directly_ahead_starts_the_ritual_mid_settlement() -> None:
    s = build(started(), huts={1: "bob", 2: "bob", 3: "bob"})
    druid_on_ring(s, 3)
    holding(s, "ann", stone=4, wood=4)
    s, _ = play(s, "ann", hut(4))  # S+W, 4th hut of the settlement
    assert s.druid_space == 4
    assert kind(s) == ("ann", "offer")
    holding(s, "ann", stone=1, wood=1)
    s, _ = play(s, "ann", offer("stone", "wood"))
    assert s.points["ann"]["offerings"] == 4  # the whole settlement counts
    assert kind(s) == ("bob", "turn")


def test_points_never_go_below_zero() -> None:
    s = build(started(), huts={5: "bob"})
    druid_on_ring(s, 5)
    s.points["bob"]["start"] = 0
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    s, events = play(s, "bob", offer())
    assert GAME.scores(s)["bob"] == 0
    assert events[0].message.params["lost"] == 0


def test_druid_token_only_at_its_own_hut_and_then_gone() -> None:
    s = build(started(tokens={"5": "druid"}), huts={5: "bob", 6: "bob", 9: "bob"})
    druid_on_ring(s, 31)
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    assert Offer(druid_token=True) in GAME.legal_moves(s, "bob")
    s, events = play(s, "bob", {"type": "offer", "druid_token": True})
    assert s.points["bob"]["offerings"] == 2
    assert 5 not in s.tokens
    assert "meduris.offered_token" in keys(events)
    assert Offer(druid_token=True) not in GAME.legal_moves(s, "bob")
    with pytest.raises(RuleError) as error:
        play(s, "bob", {"type": "offer", "druid_token": True})
    assert error.value.message.key == "meduris.no_druid_token"


def test_the_offer_decision_belongs_to_the_hut_owner() -> None:
    s = build(started(), huts={5: "bob"})
    druid_on_ring(s, 5)
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    with pytest.raises(RuleError) as error:
        play(s, "ann", offer())
    assert error.value.message.key == "meduris.not_your_decision"
    with pytest.raises(RuleError) as error:
        play(s, "bob", BOB_HARVEST)
    assert error.value.message.key == "meduris.wrong_decision"


def test_an_offering_with_nothing_to_give_plays_itself() -> None:
    """The druid at a hut whose owner holds none of its materials and fewer than 3 pieces:
    "nothing (lose 1 point)" is the only choice, so it is the forced move."""
    s = GAME.new_game(["ann", "bob"], {}, 1, {"dice": ["wool"] * 50, "bonus_tokens": {}})
    s.ritual = 0
    s.buildings[0] = ("hut", "bob")
    s.materials["bob"] = {"wood": 1, "wool": 0, "copper": 0, "stone": 1}
    s.stage = "play"
    assert [(d.player, d.kind) for d in GAME.pending(s)] == [("bob", "offer")]
    forced = GAME.forced_move(s, "bob")
    assert forced is not None
    assert GAME.move_to_json(forced) == {"type": "offer", "materials": []}
    s.materials["bob"]["stone"] = 2  # 3 pieces: one material can be replaced 3 for 1
    assert GAME.forced_move(s, "bob") is None
