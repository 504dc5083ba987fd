"""Setup: components by player count, worker placement in turn order, bonus tokens."""

from __future__ import annotations

import pytest
from meduris_scenarios import keys, place, play

from rules.core import RuleError
from rules.meduris import GAME
from rules.meduris.data import TOKEN_KINDS


@pytest.mark.parametrize(
    ("count", "huts", "workers", "ring"), [(2, 12, 3, 32), (3, 8, 2, 32), (4, 8, 2, 40)]
)
def test_components(count: int, huts: int, workers: int, ring: int) -> None:
    names = [f"p{i}" for i in range(count)]
    s = GAME.new_game(names, {}, 3)
    assert s.huts_left == dict.fromkeys(names, huts)
    assert s.temples_left == dict.fromkeys(names, 2)
    assert s.supply == dict.fromkeys(("wood", "wool", "copper", "stone"), 18 - count)
    assert all(held == dict.fromkeys(held, 1) for held in s.materials.values())
    assert GAME.scores(s) == dict.fromkeys(names, 5)
    assert len(s.buildings) == ring
    view = GAME.view(s, names[0])
    assert view["approximate_ring"] is (count == 4)
    assert [p["colour"] for p in view["players"]] == ["purple", "blue", "light_green", "red"][
        :count
    ]
    placements = 0
    while s.stage == "setup":
        decision = GAME.pending(s)[0]
        assert decision.kind == "place_worker"
        assert decision.player == names[placements % count]
        s, _ = GAME.apply(s, decision.player, GAME.legal_moves(s, decision.player)[0])
        placements += 1
    assert placements == workers * count
    assert GAME.round_number(s) == 1


def test_at_most_three_workers_on_a_highland() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 1)
    for player in ("ann", "bob", "ann"):
        s, _ = play(s, player, place("wood"))
    before = GAME.to_json(s)
    with pytest.raises(RuleError) as error:
        play(s, "bob", place("wood"))
    assert error.value.message.key == "meduris.highland_full"
    assert GAME.to_json(s) == before
    assert "wood" not in [m.highland for m in GAME.legal_moves(s, "bob")]  # type: ignore[union-attr]


def test_round_zero_during_placement_and_first_die_after() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 1, {"dice": ["any"]})
    assert GAME.round_number(s) == 0
    events = []
    for k in range(6):
        s, ev = play(s, ("ann", "bob")[k % 2], place(("wood", "stone")[k % 2]))
        events += ev
    assert "meduris.die_rolled" in keys(events)
    assert s.die == "any"
    assert GAME.pending(s)[0].kind == "take_material"


@pytest.mark.parametrize("count", [2, 3, 4])
def test_random_tokens_are_spaced(count: int) -> None:
    for seed in range(200):
        s = GAME.new_game([f"p{i}" for i in range(count)], {}, seed)
        spaces = sorted(s.tokens)
        size = len(s.buildings)
        assert len(spaces) == 6
        assert sorted(s.tokens.values()) == sorted(TOKEN_KINDS * 2)
        for a, b in zip(spaces, spaces[1:] + spaces[:1], strict=True):
            assert (b - a - 1) % size >= 3


def test_fixed_tokens_and_dice() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 1, {"bonus_tokens": {"0": "points", "4": "druid"}})
    assert s.tokens == {0: "points", 4: "druid"}
    bad = [
        ({"bonus_tokens": {"0": "points", "3": "druid"}}, "meduris.token_gap"),
        ({"bonus_tokens": {"0": "points", "29": "druid"}}, "meduris.token_gap"),
        ({"bonus_tokens": {"32": "points"}}, "meduris.token_space"),
        ({"bonus_tokens": {"1": "gold"}}, "meduris.token_kind"),
        ({"bonus_tokens": {"0": "points", "8": "points", "16": "points"}}, "meduris.token_count"),
        ({"dice": ["wood", "six"]}, "meduris.dice_not_list"),
        ({"cards": []}, "meduris.unknown_fixed"),
    ]
    for fixed, key in bad:
        with pytest.raises(RuleError) as error:
            GAME.new_game(["ann", "bob"], {}, 1, fixed)
        assert error.value.message.key == key


def test_bad_players_and_options() -> None:
    for players, key in [
        (["ann"], "meduris.player_count"),
        (["ann", "ann"], "meduris.player_twice"),
        (["ann", ""], "meduris.player_name"),
        ("ann", "meduris.players_not_list"),
    ]:
        with pytest.raises(RuleError) as error:
            GAME.new_game(players, {}, 1)  # type: ignore[arg-type]
        assert error.value.message.key == key
    with pytest.raises(RuleError) as error:
        GAME.new_game(["ann", "bob"], {"variant": True}, 1)
    assert error.value.message.key == "meduris.unknown_option"


def test_same_seed_same_game() -> None:
    a = GAME.new_game(["ann", "bob", "cy"], {}, 99)
    b = GAME.new_game(["ann", "bob", "cy"], {}, 99)
    assert GAME.to_json(a) == GAME.to_json(b)
