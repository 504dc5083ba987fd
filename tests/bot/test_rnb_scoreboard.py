"""Roads & Boats keeps best scores per fixed or custom map; a generated map has none."""

from __future__ import annotations

from bot.games.roads_and_boats import PLUGIN
from rules.roads_and_boats.maps import FIXED_MAPS

MAP = "name: Two Rivers\nS  P~se  R  S\n"


def test_a_map_names_its_scoreboard() -> None:
    board = PLUGIN.scoreboard
    assert board is not None
    assert board({"map": {"generate": {}}}) is None
    assert board({}) is None
    fixed = next(iter(FIXED_MAPS))
    assert board({"map": fixed}) == fixed
    custom = board({"map": {"text": MAP}})
    assert custom is not None and custom.startswith("Two Rivers (")
    assert board({"map": {"text": MAP + "S  S\n"}}) not in (None, custom), (
        "another map, another table"
    )
    assert board({"map": {"text": "S  P~se  R  S\n"}}).startswith("custom (")
