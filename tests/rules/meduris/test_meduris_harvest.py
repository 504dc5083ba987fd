"""Step 1 (small harvest from the die) and the big harvest."""

from __future__ import annotations

import pytest
from meduris_scenarios import holding, keys, kind, place, play, started

from rules.core import RuleError
from rules.meduris import GAME


def test_material_face_top_worker_first_until_the_supply_runs_out() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 1, {"dice": ["wood"], "bonus_tokens": {}})
    # wood highland: bob (bottom), ann (top); the rest elsewhere
    for player, highland in [("ann", "stone"), ("bob", "wood"), ("ann", "wood")]:
        s, _ = play(s, player, place(highland))
    s.supply["wood"] = 1
    for player, highland in [("bob", "wool"), ("ann", "copper")]:
        s, _ = play(s, player, place(highland))
    s, events = play(s, "bob", place("wool"))
    assert s.materials["ann"]["wood"] == 2
    assert s.materials["bob"]["wood"] == 1
    assert s.supply["wood"] == 0
    assert "meduris.produced" in keys(events)


def test_any_each_player_from_the_roller_then_the_turn() -> None:
    s = started(("ann", "bob", "cy"), dice=["wool", "any"] + ["wool"] * 50)
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert kind(s) == ("bob", "take_material")
    s, _ = play(s, "bob", {"type": "take_material", "material": "copper"})
    assert kind(s) == ("cy", "take_material")
    s, _ = play(s, "cy", {"type": "take_material", "material": "copper"})
    assert kind(s) == ("ann", "take_material")
    before = s.materials["ann"]["stone"]
    s, _ = play(s, "ann", {"type": "take_material", "material": "stone"})
    assert s.materials["ann"]["stone"] == before + 1
    assert kind(s) == ("bob", "turn")


def test_any_is_skipped_with_an_empty_supply_and_takes_only_what_is_there() -> None:
    s = started(dice=["wool", "any"] + ["wool"] * 50)
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert kind(s) == ("bob", "take_material")
    s.supply = {"wood": 0, "wool": 0, "copper": 1, "stone": 0}
    assert [m.material for m in GAME.legal_moves(s, "bob")] == ["copper"]  # type: ignore[union-attr]
    with pytest.raises(RuleError) as error:
        play(s, "bob", {"type": "take_material", "material": "wood"})
    assert error.value.message.key == "meduris.supply_empty"
    s, events = play(s, "bob", {"type": "take_material", "material": "copper"})
    assert "meduris.take_skipped" in keys(events)
    assert kind(s) == ("bob", "turn")


def test_return_skips_players_holding_nothing() -> None:
    s = started(dice=["wool", "return"] + ["wool"] * 50)
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert kind(s) == ("bob", "return_material")
    holding(s, "ann")
    s, events = play(s, "bob", {"type": "return_material", "material": "wool"})
    assert "meduris.return_skipped" in keys(events)
    assert kind(s) == ("bob", "turn")
    with pytest.raises(RuleError):
        play(started(dice=["return"]), "ann", {"type": "return_material", "material": "gold"})


def test_return_needs_the_material() -> None:
    s = started(dice=["return"])
    holding(s, "ann", wood=1)
    with pytest.raises(RuleError) as error:
        play(s, "ann", {"type": "return_material", "material": "stone"})
    assert error.value.message.key == "meduris.not_held"
    s, _ = play(s, "ann", {"type": "return_material", "material": "wood"})
    assert s.materials["ann"]["wood"] == 0


def test_big_harvest_yields_three_two_one_top_first() -> None:
    # rulebook example: red moves onto a stack of two and gets 3 (+1 from below), green 2
    s = GAME.new_game(["red", "green", "blue"], {}, 1, {"dice": ["wool"] * 9, "bonus_tokens": {}})
    for player, highland in [
        ("red", "stone"),
        ("green", "stone"),
        ("blue", "wood"),
        ("red", "wool"),
        ("green", "copper"),
        ("blue", "wood"),
    ]:
        s, _ = play(s, player, place(highland))
    holding(s, "red")
    holding(s, "green")
    s, _ = play(s, "red", {"type": "big_harvest", "from": "wool", "level": 0, "to": "stone"})
    assert s.highlands["stone"] == ["red", "green", "red"]
    assert s.materials["red"]["stone"] == 4
    assert s.materials["green"]["stone"] == 2


def test_big_harvest_limited_by_supply_and_from_under_others() -> None:
    s = started()  # ann placed on wood, copper, wood; bob on wool, stone, wool
    assert s.highlands["wood"] == ["ann", "ann"]
    holding(s, "ann")
    holding(s, "bob")
    s.supply["copper"] = 2
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "copper"})
    assert s.highlands["copper"] == ["ann", "ann"]
    assert s.materials["ann"]["copper"] == 2  # 2 for the top, the 1 for the lower is missing
    assert s.supply["copper"] == 0


@pytest.mark.parametrize(
    ("move", "key"),
    [
        (
            {"type": "big_harvest", "from": "wool", "level": 0, "to": "wood"},
            "meduris.no_worker_there",
        ),
        (
            {"type": "big_harvest", "from": "wood", "level": 5, "to": "wool"},
            "meduris.no_worker_there",
        ),
        (
            {"type": "big_harvest", "from": "wood", "level": 0, "to": "wood"},
            "meduris.same_highland",
        ),
    ],
)
def test_big_harvest_refusals(move: dict[str, object], key: str) -> None:
    s = started()
    with pytest.raises(RuleError) as error:
        play(s, "ann", move)
    assert error.value.message.key == key


def test_big_harvest_onto_a_full_highland_is_refused() -> None:
    s = started(("ann", "bob", "cy"))
    s.highlands["stone"] = ["bob", "cy", "bob"]
    with pytest.raises(RuleError) as error:
        play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert error.value.message.key == "meduris.highland_full"


def test_big_harvest_from_an_empty_supply_yields_nothing() -> None:
    s = started()
    s.supply["stone"] = 0
    s, events = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert "meduris.produced_nothing" in keys(events)
    assert kind(s) == ("bob", "turn")


def deciders(s: object) -> list[tuple[str, str]]:
    return [(d.player, d.kind) for d in GAME.pending(s)]  # type: ignore[arg-type]


def test_any_asks_everyone_at_once_when_no_take_can_change_anothers() -> None:
    s = started(("ann", "bob", "cy"), dice=["wool", "any"] + ["wool"] * 50)
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert deciders(s) == [
        ("bob", "take_material"),
        ("cy", "take_material"),
        ("ann", "take_material"),
    ]
    s, _ = play(s, "ann", {"type": "take_material", "material": "stone"})
    s, _ = play(s, "cy", {"type": "take_material", "material": "stone"})
    assert deciders(s) == [("bob", "take_material")]
    with pytest.raises(RuleError) as error:
        play(s, "cy", {"type": "take_material", "material": "stone"})
    assert error.value.message.key == "meduris.not_your_decision"
    s, _ = play(s, "bob", {"type": "take_material", "material": "wool"})
    assert deciders(s) == [("bob", "turn")]


def test_any_stays_in_turn_while_a_take_could_empty_what_a_later_player_wants() -> None:
    s = started(("ann", "bob", "cy"), dice=["wool", "any"] + ["wool"] * 50)
    s.supply["copper"] = 2
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert deciders(s) == [("bob", "take_material")]  # 2 copper for 3 takers
    with pytest.raises(RuleError) as error:
        play(s, "cy", {"type": "take_material", "material": "wood"})
    assert error.value.message.key == "meduris.not_your_decision"
    s, _ = play(s, "bob", {"type": "take_material", "material": "copper"})
    assert deciders(s) == [("cy", "take_material")]  # 1 copper for 2 takers
    s, _ = play(s, "cy", {"type": "take_material", "material": "wood"})
    assert deciders(s) == [("ann", "take_material")]  # 1 copper for 1 taker: no race left


def test_return_asks_everyone_holding_something_at_once() -> None:
    s = started(("ann", "bob", "cy"), dice=["wool", "return"] + ["wool"] * 50)
    holding(s, "bob")
    s, events = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert "meduris.return_skipped" in keys(events)
    assert deciders(s) == [("cy", "return_material"), ("ann", "return_material")]
    s, _ = play(s, "ann", {"type": "return_material", "material": "wood"})
    assert deciders(s) == [("cy", "return_material")]
    s, _ = play(s, "cy", {"type": "return_material", "material": "wool"})
    assert deciders(s) == [("bob", "turn")]


def test_forced_only_for_a_single_choice_of_a_take_return_or_offering() -> None:
    s = started(dice=["wool", "return"] + ["wool"] * 50)
    holding(s, "bob", stone=2)
    s, _ = play(s, "ann", {"type": "big_harvest", "from": "wood", "level": 0, "to": "stone"})
    assert GAME.forced_move(s, "bob") == GAME.parse_move(
        {"type": "return_material", "material": "stone"}
    )
    assert GAME.forced_move(s, "ann") is None  # she holds several kinds
    s, _ = play(s, "ann", {"type": "return_material", "material": "wood"})
    s, _ = play(s, "bob", {"type": "return_material", "material": "stone"})
    assert deciders(s) == [("bob", "turn")]
    assert GAME.forced_move(s, "bob") is None
