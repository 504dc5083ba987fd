"""The replay move vocabulary: exact parsing, exact JSON, clear errors for bad fields."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import RuleError
from rules.imhotep import (
    GAME,
    Pass,
    PlaceStone,
    PlayChisel,
    PlayHammer,
    PlayLever,
    PlaySail,
    Sail,
    TakeCard,
    TakeStones,
)

VOCABULARY = [
    ({"type": "take_stones"}, TakeStones()),
    ({"type": "place_stone", "ship": 0, "slot": 1}, PlaceStone(0, 1)),
    ({"type": "sail", "ship": 0, "site": "market"}, Sail(0, "market")),
    ({"type": "take_card", "card": "statue"}, TakeCard("statue")),
    ({"type": "play_card", "card": "hammer", "ship": 1, "slot": 2}, PlayHammer(1, 2)),
    ({"type": "play_card", "card": "hammer"}, PlayHammer()),
    (
        {
            "type": "play_card",
            "card": "chisel",
            "stones": [{"ship": 0, "slot": 1}, {"ship": 2, "slot": 0}],
        },
        PlayChisel(((0, 1), (2, 0))),
    ),
    (
        {"type": "play_card", "card": "sail", "ship": 3, "slot": 0, "site": "obelisks"},
        PlaySail(3, 0, "obelisks"),
    ),
    (
        {
            "type": "play_card",
            "card": "lever",
            "ship": 1,
            "site": "burial_chamber",
            "order": [2, 0],
        },
        PlayLever(1, "burial_chamber", (2, 0)),
    ),
    ({"type": "pass"}, Pass()),
]


@pytest.mark.parametrize(("data", "move"), VOCABULARY)
def test_parse_and_json_are_exact_inverses(data: dict[str, Any], move: Any) -> None:
    assert GAME.parse_move(data) == move
    assert GAME.move_to_json(move) == data
    assert GAME.parse_move(GAME.move_to_json(move)) == move


def test_moves_are_frozen() -> None:
    move = PlaceStone(0, 1)
    with pytest.raises(AttributeError):
        move.ship = 2  # type: ignore[misc]


def test_player_key_is_ignored() -> None:
    assert GAME.parse_move({"player": "ann", "type": "take_stones"}) == TakeStones()


@pytest.mark.parametrize(
    ("data", "expected"),
    [
        ([], "must be a JSON object"),
        ({"type": "build"}, "Unknown move type 'build'"),
        ({}, "Unknown move type None"),
        ({"type": "place_stone", "ship": 0}, "place_stone move needs the field slot"),
        ({"type": "place_stone", "ship": 0, "slot": "1"}, "field slot of a place_stone move"),
        ({"type": "place_stone", "ship": True, "slot": 1}, "field ship"),
        ({"type": "place_stone", "ship": 0.0, "slot": 1}, "whole number"),
        ({"type": "take_stones", "count": 2}, "take_stones move has no field count"),
        ({"type": "sail", "ship": 0, "site": "tomb"}, "Unknown site 'tomb'"),
        ({"type": "sail", "ship": 0}, "sail move needs the field site"),
        ({"type": "take_card", "card": "joker"}, "Unknown market card 'joker'"),
        ({"type": "play_card", "card": "statue"}, "statue is not one"),
        ({"type": "play_card", "card": "hammer", "ship": 1}, "both ship and slot"),
        ({"type": "play_card", "card": "chisel", "stones": [{"ship": 0, "slot": 1}]}, "exactly 2"),
        ({"type": "play_card", "card": "chisel"}, "needs the field stones"),
        (
            {
                "type": "play_card",
                "card": "chisel",
                "stones": [{"ship": 0, "slot": 1}, {"ship": 0, "slot": 1}],
            },
            "two different slots",
        ),
        (
            {
                "type": "play_card",
                "card": "chisel",
                "stones": [{"ship": 0}, {"ship": 0, "slot": 1}],
            },
            "exactly 2",
        ),
        (
            {"type": "play_card", "card": "lever", "ship": 0, "site": "temple", "order": "01"},
            "list of slot numbers",
        ),
        ({"type": "play_card", "card": "lever", "ship": 0, "site": "temple"}, "field order"),
        (
            {"type": "play_card", "card": "sail", "ship": 0, "slot": 0, "site": "temple", "x": 1},
            "play_card sail move has no field x",
        ),
    ],
)
def test_bad_fields(data: Any, expected: str) -> None:
    with pytest.raises(RuleError) as info:
        GAME.parse_move(data)
    assert expected in str(info.value)
