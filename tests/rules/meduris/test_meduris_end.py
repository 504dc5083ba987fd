"""The end: last turns, the druid's last round, temple and rune scoring, tie-breaks;
and the exchange, allowed to anyone at any time."""

from __future__ import annotations

import random
from typing import Any

import pytest
from meduris_scenarios import build, druid_on_ring, holding, keys, kind, play, started

from rules.core import RuleError
from rules.meduris import GAME
from rules.meduris.data import MATERIALS

ANN_HARVEST = {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"}
BOB_HARVEST = {"type": "big_harvest", "from": "wool", "level": 0, "to": "copper"}
CY_HARVEST = {"type": "big_harvest", "from": "copper", "level": 0, "to": "stone"}


def exchange(give: dict[str, int], take: str) -> dict[str, Any]:
    return {"type": "exchange", "give": give, "take": take}


def finishing(players: tuple[str, ...] = ("ann", "bob", "cy")) -> Any:
    """ann has one temple left to build (on space 3, W+C); huts stand on 1, 2 (bob) and 10
    (ann, the druid's), a temple of the last player's on 11."""
    s = started(players)
    s = build(s, huts={1: "bob", 2: "bob", 10: "ann"}, temples={11: players[-1], 20: "ann"})
    s.huts_left["ann"] = 0
    druid_on_ring(s, 10)
    holding(s, "ann", wood=1, copper=1)
    return s


def test_last_turns_then_the_druids_last_round_then_final_scoring() -> None:
    s = finishing()
    s, events = play(s, "ann", {"type": "build_temple", "space": 3})
    # the druid walks from 10 round to 1 (crossing the river): bob's ritual on 1 and 2
    assert kind(s) == ("bob", "offer")
    s, _ = play(s, "bob", {"type": "offer", "materials": []})
    s, events = play(s, "bob", {"type": "offer", "materials": []})
    assert "meduris.end_triggered" in keys(events)
    assert s.stage == "last_turns"
    assert s.last_turns_left == 2
    assert kind(s) == ("bob", "turn")
    s, _ = play(s, "bob", BOB_HARVEST)
    assert s.last_turns_left == 1
    assert kind(s) == ("cy", "turn")
    runes_before = {name: s.points[name]["rune_counts"] for name in s.players}
    s, events = play(s, "cy", CY_HARVEST)
    assert s.stage == "druid_final"
    assert "meduris.druid_final_round" in keys(events)
    # the druid stands on 2: he visits 10, then 1, then 2 (where he stands), no rune counts
    visits = []
    while s.stage == "druid_final":
        visits.append(s.druid_space)
        player = kind(s)[0]
        s, events = play(s, player, {"type": "offer", "materials": []})
    assert visits == [10, 1, 2]
    assert {name: s.points[name]["rune_counts"] for name in s.players} == runes_before
    assert s.stage == "over"
    assert GAME.pending(s) == []
    # ann's temple on 3 touches the settlement 1-2; cy's on 11 the isolated hut on 10
    assert s.points["ann"]["temples"] == 2
    assert s.points["cy"]["temples"] == 1
    assert "meduris.game_end" in keys(events) or "meduris.game_end_shared" in keys(events)
    view = GAME.view(s, "ann")
    assert view["ranking"] == GAME.ranking(s)
    assert view["breakdown"]["ann"]["temples"] == 2
    with pytest.raises(RuleError) as error:
        play(s, "ann", exchange({"wood": 3}, "stone"))
    assert error.value.message.key == "meduris.game_over"


def test_temple_scores_settlements_on_both_sides_never_temples() -> None:
    s = finishing(("ann", "bob"))
    build(s, huts={4: "bob", 5: "bob", 6: "bob"}, temples={12: "bob"})
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    while s.stage != "over":
        player, decision = kind(s)
        move = {"type": "offer", "materials": []} if decision == "offer" else BOB_HARVEST
        s, _ = play(s, player, move)
    assert s.points["ann"]["temples"] == 2 + 3  # settlements 1-2 and 4-6
    assert s.points["bob"]["temples"] == 1  # 11: the hut on 10; 12: a temple and empty 13


def test_five_runes_score_fifteen() -> None:
    s = finishing(("ann", "bob"))
    s.runes = ["ann"] * 5 + ["bob"] * 2 + [None] * 2
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    while s.stage != "over":
        player, decision = kind(s)
        move = {"type": "offer", "materials": []} if decision == "offer" else BOB_HARVEST
        s, _ = play(s, player, move)
    assert s.points["ann"]["runes"] == 15
    assert s.points["bob"]["runes"] == 3


def test_tie_breaks() -> None:
    s = started(("ann", "bob", "cy"))
    for name in s.players:
        s.points[name] = {"start": 10}
    s.huts_left["bob"] -= 1
    assert GAME.ranking(s)[0] == ["bob"]
    s.huts_left["ann"] -= 1
    holding(s, "ann", wood=2)
    holding(s, "bob", wood=1)
    holding(s, "cy", wood=5)
    assert GAME.ranking(s) == [["ann"], ["bob"], ["cy"]]
    holding(s, "bob", stone=2)
    assert GAME.ranking(s) == [["ann", "bob"], ["cy"]]


def test_exchange_any_time_by_anyone() -> None:
    s = started()
    assert kind(s) == ("ann", "turn")
    holding(s, "bob", wood=2, wool=1)
    supply = dict(s.supply)
    s, events = play(s, "bob", exchange({"wood": 2, "wool": 1}, "stone"))
    assert s.materials["bob"] == {"wood": 0, "wool": 0, "copper": 0, "stone": 1}
    assert s.supply["wood"] == supply["wood"] + 2
    assert s.supply["stone"] == supply["stone"] - 1
    assert kind(s) == ("ann", "turn")
    assert keys(events) == ["meduris.exchanged"]
    assert GAME.allows_any_time({"type": "exchange", "give": {}, "take": "wood"})
    assert not GAME.allows_any_time({"type": "offer", "materials": []})


def test_exchange_during_setup() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 1)
    holding(s, "bob", copper=3)
    s, _ = play(s, "bob", exchange({"copper": 3}, "wood"))
    assert s.materials["bob"]["wood"] == 1


@pytest.mark.parametrize(
    ("give", "take", "key"),
    [
        ({"wood": 2}, "stone", "meduris.exchange_three"),
        ({"wood": 4}, "stone", "meduris.exchange_three"),
        ({"copper": 3}, "stone", "meduris.pay_not_held"),
        ({"wood": 3}, "wool", "meduris.exchange_supply"),
    ],
)
def test_exchange_refusals(give: dict[str, int], take: str, key: str) -> None:
    s = holding(started(), "bob", wood=4)
    s.supply["wool"] = 0
    before = GAME.to_json(s)
    with pytest.raises(RuleError) as error:
        play(s, "bob", exchange(give, take))
    assert error.value.message.key == key
    assert GAME.to_json(s) == before


def test_unknown_player() -> None:
    s = started()
    with pytest.raises(RuleError) as error:
        play(s, "zed", exchange({"wood": 3}, "stone"))
    assert error.value.message.key == "meduris.unknown_player"
    assert set(MATERIALS) == set(s.supply)


def test_default_and_demo_moves_only_for_the_pending_player() -> None:
    s = started()
    for method in (GAME.default_move, lambda s, p: GAME.demo_move(s, p, random.Random(1))):
        with pytest.raises(RuleError) as error:
            method(s, "bob")
        assert error.value.message.key == "meduris.no_decision"
    assert GAME.default_move(s, "ann") == GAME.legal_moves(s, "ann")[0]


def test_a_refused_move_says_whose_decision_it_is_and_what_it_answers() -> None:
    """Who may move is checked before what the move is, and the refusals name the pending
    decision; an exchange passes for anyone; a stranger is refused before a finished game."""
    s = started()
    with pytest.raises(RuleError) as error:
        play(s, "bob", {"type": "take_material", "material": "wood"})
    assert error.value.message.params == {"player": "bob", "pending": "ann", "kind": "turn"}
    with pytest.raises(RuleError) as error:
        play(s, "ann", {"type": "take_material", "material": "wood"})
    assert error.value.message.key == "meduris.wrong_decision"
    assert error.value.message.params == {
        "player": "ann",
        "kind": "turn",
        "move": "take_material",
        "moves": "turn_actions",
    }
    after, _ = play(s, "bob", exchange({"wood": 1, "wool": 1, "copper": 1}, "stone"))
    assert after.materials["bob"]["stone"] == s.materials["bob"]["stone"] + 1
    over = finishing(("ann", "bob"))
    over.stage = "over"
    with pytest.raises(RuleError) as error:
        play(over, "zed", {"type": "offer", "materials": []})
    assert error.value.message.key == "meduris.unknown_player"
