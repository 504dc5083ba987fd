"""Huts (settlement cost, tokens, rune stones), temples, and the 3-for-1 substitution."""

from __future__ import annotations

from typing import Any

import pytest
from meduris_scenarios import build, holding, keys, play, started

from rules.core import RuleError
from rules.meduris import GAME, BuildHut, BuildTemple, legal


def hut(space: int, pay: dict[str, int] | None = None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": "build_hut", "space": space}
    if pay is not None:
        move["pay"] = pay
    return move


def temple(space: int, pay: dict[str, int] | None = None) -> dict[str, Any]:
    return {**hut(space, pay), "type": "build_temple"}


def test_isolated_hut_pays_its_two_materials_and_takes_the_rune() -> None:
    s = holding(started(), "ann", stone=1, wood=1, wool=1)
    s, events = play(s, "ann", hut(4))  # district 0, S+W
    assert s.buildings[4] == ("hut", "ann")
    assert s.materials["ann"] == {"wood": 0, "wool": 1, "copper": 0, "stone": 0}
    assert s.runes[0] == "ann"
    assert s.huts_left["ann"] == 11
    assert "meduris.rune_taken" in keys(events)


def test_third_hut_of_a_settlement_costs_three_of_each() -> None:
    # rulebook example 3: the third hut of the settlement costs 3 stone and 3 wood
    s = build(started(), huts={19: "bob", 20: "bob"})
    holding(s, "ann", stone=3, wood=2, wool=9)
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(18))  # S+W
    assert error.value.message.key == "meduris.missing_material"
    holding(s, "ann", stone=3, wood=3)
    s, _ = play(s, "ann", hut(18))
    assert s.materials["ann"]["stone"] == s.materials["ann"]["wood"] == 0


def test_closing_a_gap_pays_for_the_merged_settlement() -> None:
    s = build(started(), huts={0: "bob", 1: "bob", 3: "bob"})
    holding(s, "ann", copper=4, wool=4)
    s, _ = play(s, "ann", hut(2))  # L+C, merged settlement 0-3 has 4 huts
    assert s.materials["ann"] == dict.fromkeys(("wood", "wool", "copper", "stone"), 0)


def test_a_settlement_runs_across_the_river() -> None:
    s = build(started(), huts={31: "bob", 0: "bob"})
    holding(s, "ann", copper=3, stone=3)
    s, _ = play(s, "ann", hut(30))  # S+C, third hut of the settlement 30-31-0
    assert s.buildings[30] == ("hut", "ann")


def test_a_hut_takes_the_rune_stone_from_its_holder() -> None:
    s = started()
    s.runes[1] = "bob"
    holding(s, "ann", wood=1, wool=1)
    s, events = play(s, "ann", hut(5))  # district 1, W+L
    assert s.runes[1] == "ann"
    assert "meduris.rune_taken_from" in keys(events)


def test_bonus_tokens() -> None:
    s = holding(started(tokens={"5": "points", "12": "free_hut", "20": "druid"}), "ann")
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(12, {}))
    assert error.value.message.key == "meduris.free_hut_no_pay"
    s, events = play(s, "ann", hut(12))
    assert "meduris.free_hut" in keys(events)
    assert 12 not in s.tokens
    holding(s, "bob", wood=1, wool=1)
    s, _ = play(s, "bob", hut(5))
    assert GAME.scores(s)["bob"] == 7
    assert 5 not in s.tokens
    holding(s, "ann", wood=1, stone=1)
    s, events = play(s, "ann", hut(20))
    assert s.tokens[20] == "druid"
    assert "meduris.druid_token_kept" in keys(events)


def test_temple_pays_once_gets_no_rune_and_not_on_a_token() -> None:
    s = build(started(tokens={"8": "points"}), huts={2: "bob", 4: "bob"})
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", temple(3))  # W+C, once despite the huts beside it
    assert s.buildings[3] == ("temple", "ann")
    assert s.runes[0] is None
    holding(s, "bob", stone=5, copper=5)
    with pytest.raises(RuleError) as error:
        play(s, "bob", temple(8))
    assert error.value.message.key == "meduris.temple_on_token"
    assert not any(isinstance(m, BuildTemple) and m.space == 8 for m in GAME.legal_moves(s, "bob"))


def test_temple_bounds_a_settlement() -> None:
    s = build(started(), huts={2: "bob"}, temples={3: "bob"})
    holding(s, "ann", stone=1, wood=1)
    s, _ = play(s, "ann", hut(4))  # S+W, isolated: the temple separates it from the hut on 2
    assert s.materials["ann"]["stone"] == 0


def test_built_space_and_no_pieces_left() -> None:
    s = build(started(), huts={4: "bob"})
    holding(s, "ann", stone=5, wood=5)
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(4))
    assert error.value.message.key == "meduris.space_built"
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(32))
    assert error.value.message.key == "meduris.no_such_space"
    s.temples_left["ann"] = 0
    with pytest.raises(RuleError) as error:
        play(s, "ann", temple(1))
    assert error.value.message.key == "meduris.no_temples_left"
    s.huts_left["ann"] = 0
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(1))
    assert error.value.message.key == "meduris.no_huts_left"


@pytest.mark.parametrize(
    ("pay", "ok"),
    [
        ({"stone": 1, "wool": 3}, True),  # wood missing: 3 wool instead
        ({"stone": 1, "wool": 2, "copper": 1}, True),
        ({"wool": 3, "copper": 3}, True),  # both missing
        ({"stone": 1, "wool": 2}, False),  # too few substitutes
        ({"stone": 1, "wool": 4}, False),  # too many
        ({"stone": 2, "wool": 2}, True),  # the second stone is one of the 3 substitutes
        ({"stone": 1, "copper": 4}, False),  # more copper than held
    ],
)
def test_substitution(pay: dict[str, int], ok: bool) -> None:
    s = holding(started(), "ann", stone=2, wool=4, copper=3)
    before = GAME.to_json(s)
    if ok:
        s, _ = play(s, "ann", hut(4, pay))
        assert sum(s.materials["ann"].values()) == 9 - sum(pay.values())
    else:
        with pytest.raises(RuleError):
            play(s, "ann", hut(4, pay))
        assert GAME.to_json(s) == before


def test_exact_pay_is_accepted_and_extra_refused() -> None:
    s = holding(started(), "ann", stone=1, wood=1, wool=3)
    with pytest.raises(RuleError) as error:
        play(s, "ann", hut(4, {"stone": 1, "wood": 1, "wool": 3}))
    assert error.value.message.key == "meduris.pay_wrong"
    s, _ = play(s, "ann", hut(4, {"wood": 1, "stone": 1}))
    assert s.materials["ann"]["wool"] == 3


def test_legal_moves_list_exact_payment_or_canonical_substitutions() -> None:
    s = holding(started(), "ann", stone=1, wood=1)
    huts = [m for m in GAME.legal_moves(s, "ann") if isinstance(m, BuildHut)]
    assert BuildHut(4, None) in huts
    assert BuildHut(0, None) not in huts  # L+C: nothing to pay with
    holding(s, "ann", stone=1, wool=2, copper=2)
    options = [
        m.pay for m in GAME.legal_moves(s, "ann") if isinstance(m, BuildHut) and m.space == 4
    ]
    assert options == [
        (("wool", 2), ("copper", 1), ("stone", 1)),
        (("wool", 1), ("copper", 2), ("stone", 1)),
    ]
    for move in GAME.legal_moves(s, "ann"):
        GAME.apply(s, "ann", move)


def test_substituted_builds_are_listed_the_same_once_their_memo_is_full(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A slot keeps at most `LIMIT` substituted builds (a long-lived bot must not grow without
    end); emptied when full, it lists the same moves."""
    s = holding(started(), "ann", stone=1, wool=2, copper=2)
    listed = GAME.legal_moves(s, "ann")
    monkeypatch.setattr(legal._Substituted, "LIMIT", 1)
    for made in legal._SUBSTITUTED:
        made.clear()
    for _ in range(3):
        assert GAME.legal_moves(s, "ann") == listed
    assert max(len(made) for made in legal._SUBSTITUTED) == 1
    assert sum(isinstance(m, BuildHut) and m.pay is not None for m in listed) > 1
