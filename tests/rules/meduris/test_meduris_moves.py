"""The replay vocabulary: every move type parses to its dataclass and back, bad shapes are
refused with a specific message."""

from __future__ import annotations

from typing import Any

import pytest

from rules.core import RuleError
from rules.meduris import GAME, BigHarvest, BuildHut, Exchange, Offer

VALID: list[dict[str, Any]] = [
    {"type": "place_worker", "highland": "wood"},
    {"type": "take_material", "material": "wool"},
    {"type": "return_material", "material": "copper"},
    {"type": "big_harvest", "from": "stone", "level": 0, "to": "wood"},
    {"type": "build_hut", "space": 4},
    {"type": "build_hut", "space": 4, "pay": {"stone": 1, "wool": 3}},
    {"type": "build_temple", "space": 31},
    {"type": "build_temple", "space": 31, "pay": {"wood": 4, "copper": 1}},
    {"type": "offer", "materials": []},
    {"type": "offer", "materials": ["stone", "wood"]},
    {"type": "offer", "materials": ["wood"], "pay": {"wool": 3}},
    {"type": "offer", "druid_token": True},
    {"type": "exchange", "give": {"wood": 2, "wool": 1}, "take": "stone"},
]


@pytest.mark.parametrize("data", VALID)
def test_round_trip(data: dict[str, Any]) -> None:
    assert GAME.move_to_json(GAME.parse_move(data)) == data
    assert GAME.parse_move({**data, "player": "ann"}) == GAME.parse_move(data)


def test_typed_fields() -> None:
    assert GAME.parse_move(VALID[3]) == BigHarvest("stone", 0, "wood")
    assert GAME.parse_move(VALID[5]) == BuildHut(4, (("stone", 1), ("wool", 3)))
    assert GAME.parse_move(VALID[11]) == Offer(druid_token=True)
    assert GAME.parse_move(VALID[12]) == Exchange((("wood", 2), ("wool", 1)), "stone")


BAD = [
    ("not a dict", "meduris.move_not_object"),
    ({"type": "dance"}, "meduris.unknown_move_type"),
    ({"type": "place_worker"}, "meduris.field_missing"),
    ({"type": "place_worker", "highland": "gold"}, "meduris.unknown_material"),
    ({"type": "place_worker", "highland": "wood", "x": 1}, "meduris.unknown_field"),
    ({"type": "big_harvest", "from": "wood", "level": "0", "to": "wool"}, "meduris.field_not_int"),
    ({"type": "build_hut", "space": True}, "meduris.field_not_int"),
    ({"type": "build_hut", "space": 1, "pay": [1]}, "meduris.pay_not_object"),
    ({"type": "build_hut", "space": 1, "pay": {"wood": -1}}, "meduris.pay_count"),
    ({"type": "build_hut", "space": 1, "pay": {"gold": 1}}, "meduris.unknown_material"),
    ({"type": "offer"}, "meduris.field_missing"),
    ({"type": "offer", "materials": "wood"}, "meduris.offer_materials"),
    ({"type": "offer", "materials": ["wood", "wood"]}, "meduris.offer_twice"),
    ({"type": "offer", "druid_token": False}, "meduris.druid_token_true"),
    ({"type": "offer", "druid_token": True, "materials": []}, "meduris.druid_token_alone"),
    ({"type": "exchange", "give": {"wood": 3}}, "meduris.field_missing"),
]


@pytest.mark.parametrize(("data", "key"), BAD)
def test_bad_shapes(data: Any, key: str) -> None:
    with pytest.raises(RuleError) as error:
        GAME.parse_move(data)
    assert error.value.message.key == key
    assert str(error.value)
