"""New games: validation of players, options, seed and fixed data; the starting position."""

from __future__ import annotations

from typing import Any

import pytest
from imhotep_scenarios import DECK, start

from rules.core import RuleError
from rules.imhotep import GAME
from rules.imhotep.data import MARKET_CARDS, ROUND_CARDS


def error(
    players: Any = ("ann", "bob"), options: Any = None, seed: Any = 1, fixed: Any = None
) -> str:
    with pytest.raises(RuleError) as info:
        GAME.new_game(
            list(players) if isinstance(players, tuple) else players,
            {} if options is None else options,
            seed,
            fixed,
        )
    return str(info.value)


def test_starting_position_four_players() -> None:
    s = GAME.new_game(["a", "b", "c", "d"], {}, 7)
    view = GAME.view(s, "a")
    assert view["sleds"] == {"a": 2, "b": 3, "c": 4, "d": 5}
    assert view["quarries"] == {"a": 28, "b": 27, "c": 26, "d": 25}
    assert view["colours"] == {"a": "black", "b": "white", "c": "brown", "d": "gray"}
    assert view["current_player"] == "a"
    assert view["round"] == 1
    assert len(view["sites"]["market"]["display"]) == 4
    assert view["deck_size"] == 30
    assert view["scores"] == dict.fromkeys("abcd", 0)


def test_round_cards_are_six_of_the_seven_for_the_player_count() -> None:
    for count in (2, 3, 4):
        for seed in range(20):
            s = GAME.new_game([f"p{i}" for i in range(count)], {}, seed)
            assert len(s.round_cards) == 6
            assert len(set(s.round_cards)) == 6
            assert set(s.round_cards) <= set(ROUND_CARDS[count])


def test_deck_is_the_34_cards() -> None:
    s = GAME.new_game(["a", "b"], {}, 3)
    cards = s.deck + s.display
    assert sorted(cards) == sorted(name for name, (_, n) in MARKET_CARDS.items() for _ in range(n))


def test_fixed_round_cards_and_deck_top_are_used_in_order() -> None:
    s = start(("ann", "bob", "cy"), round_cards=[[4, 3, 2, 1], [3, 3, 3, 2]])
    assert [ship.size for ship in s.ships] == [4, 3, 2, 1]
    assert s.round_cards[1] == (3, 3, 3, 2)
    assert s.display == DECK[:4]
    assert s.deck[:4] == DECK[4:8]


def test_same_seed_same_game_and_different_seed_differs() -> None:
    a = GAME.to_json(GAME.new_game(["a", "b", "c"], {}, 42))
    b = GAME.to_json(GAME.new_game(["a", "b", "c"], {}, 42))
    c = GAME.to_json(GAME.new_game(["a", "b", "c"], {}, 43))
    assert a == b
    assert a != c


@pytest.mark.parametrize(
    ("players", "expected"),
    [
        (("ann",), "2 to 4 players; 1 were given"),
        (("a", "b", "c", "d", "e"), "5 were given"),
        (("ann", ""), "non-empty name"),
        (("ann", "  "), "non-empty name"),
        (("ann", 3), "non-empty name"),
        (("ann", "ann"), "ann is used twice"),
        ("ann,bob", "list of names"),
    ],
)
def test_bad_players(players: Any, expected: str) -> None:
    assert expected in error(players=players)


def test_unknown_option_is_named() -> None:
    message = error(options={"pharaoh": True})
    assert "'pharaoh'" in message
    assert "pharaohs_wrath" in message


def test_option_must_be_bool() -> None:
    assert "true or false" in error(options={"pharaohs_wrath": "yes"})


def test_seed_must_be_int() -> None:
    assert "whole number" in error(seed="12")
    assert "whole number" in error(seed=True)


@pytest.mark.parametrize(
    ("fixed", "expected"),
    [
        ({"round_card": []}, "Unknown fixed data 'round_card'"),
        ({"round_cards": [[4, 4, 2, 1]]}, "4-4-2-1 is not a 2-player round card"),
        ({"round_cards": [[4, 3, 2]]}, "4-3-2 is not a 2-player round card"),
        ({"round_cards": [[2, 2, 3, 4]]}, "2-2-3-4 is not a 2-player round card"),
        ({"round_cards": [[4, 3, 2, 2], [4, 3, 2, 2]]}, "listed 2 times"),
        ({"round_cards": [[4, 3, 2, 2]] * 7}, "at most 6"),
        ({"round_cards": "4322"}, "at most 6"),
        ({"market_deck": ["statue", "joker"]}, "Unknown market card 'joker'"),
        ({"market_deck": ["lever"] * 3}, "3 lever cards, but the deck has only 2"),
        ({"market_deck": "statue"}, "list of card names"),
        ([1, 2], "fixed data must be a JSON object"),
    ],
)
def test_bad_fixed_data(fixed: Any, expected: str) -> None:
    assert expected in error(fixed=fixed)


def test_fixed_data_may_fill_a_whole_game() -> None:
    cards = [list(card) for card in ROUND_CARDS[4][1:]]
    deck = [name for name, (_, n) in MARKET_CARDS.items() for _ in range(n)]
    s = GAME.new_game(["a", "b", "c", "d"], {}, 0, {"round_cards": cards, "market_deck": deck})
    assert [list(card) for card in s.round_cards] == cards
    assert s.display + s.deck == deck


def test_default_options() -> None:
    assert GAME.default_options() == {"pharaohs_wrath": False}
