"""Colours and sizes of the Roads & Boats board image, shared by its modules."""

from __future__ import annotations

WIDTH = 1600
MARGIN = 20
GAP = 16
HEADER_H = 120
SIDE_W = 380
"""The sidebar right of the map: the key, then the panels of crowded tiles."""
MAP_MAX_H = 1440
BOTTOM_H = 420
MAX_RADIUS = 112.0

PAGE = "#16263A"
PANEL = "#F4EEDF"
BORDER = "#4A3B28"
INK = "#1E1A14"
INK_SOFT = "#5E5443"
WHITE = "#FFFFFF"
GOLD = "#F0C419"
HEX_EDGE = "#2F3A2A"
RIVER = "#5FB4EA"
RIVER_EDGE = "#1F5F8F"
ROAD = "#7A5230"
ROAD_EDGE = "#3B2612"
BRIDGE = "#A07850"
BUILDING = "#FFF8E6"
BUILDING_EDGE = "#3A2E1E"
NEUTRAL = "#8C8C8C"
EMPTY_BRICK = "#E2D6BC"
LABEL_BG = "#FFFFFF"

TERRAIN_COLOURS = {
    "pasture": "#A9D66E",
    "woods": "#4F8F3E",
    "rock": "#BBA98F",
    "mountains": "#8E8A86",
    "desert": "#EBD38C",
    "sea": "#3D7FC0",
}
TERRAIN_INK = {"woods": WHITE, "sea": WHITE, "mountains": WHITE}

PLAYER_COLOURS: dict[str, tuple[str, str]] = {
    # colour: (fill, ink on it)
    "red": ("#D7352B", WHITE),
    "yellow": ("#F2C230", INK),
    "green": ("#2F9E44", WHITE),
    "blue": ("#2F6FD0", WHITE),
}
UNKNOWN_PLAYER = ("#C040A0", WHITE)

# good: (token colour, ink); the short codes on tokens are words (`code.*` labels)
GOODS: dict[str, tuple[str, str]] = {
    "trunk": ("#6B4424", WHITE),
    "board": ("#D9A55B", INK),
    "stone": ("#9A9A9A", INK),
    "clay": ("#C0643C", WHITE),
    "fuel": ("#222222", WHITE),
    "paper": ("#F7F7F2", INK),
    "gold": ("#E6B800", INK),
    "iron": ("#56677A", WHITE),
    "coins": ("#FFD94A", INK),
    "stock": ("#2E7D5B", WHITE),
    "goose": ("#FFFFFF", INK),
}
UNKNOWN_GOOD = ("#C040A0", WHITE)

TEXT_ON = (
    (GOLD, PAGE), (WHITE, PAGE), (INK, PANEL), (INK_SOFT, PANEL), (INK, LABEL_BG),
    (INK, BUILDING), (INK, GOLD), (INK, EMPTY_BRICK),
    *((ink, fill) for fill, ink in PLAYER_COLOURS.values()),
    *((ink, fill) for fill, ink in GOODS.values()),
    *((TERRAIN_INK.get(t, INK), c) for t, c in TERRAIN_COLOURS.items()),
    (WHITE, NEUTRAL), (WHITE, ROAD_EDGE),
)  # fmt: skip


def player_colours(colour: object) -> tuple[str, str]:
    """(fill, ink) of a player colour name."""
    return PLAYER_COLOURS.get(str(colour), UNKNOWN_PLAYER)
