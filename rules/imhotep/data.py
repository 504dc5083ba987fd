"""Every Imhotep table: players, ships, round cards, market cards, site side A numbers.

The rulebook shows most of these numbers only in pictures; they are pinned down in
`/work/shared/specs/imhotep.md` ("Data") and kept here, in one place, so a correction is a
one-line change.
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 4
ROUNDS = 6
SHIPS_PER_ROUND = 4
COLOURS = ("black", "white", "brown", "gray")
"""Colours in seat order."""

STONES_PER_COLOUR = 30
STARTING_SLED = (2, 3, 4, 5)
"""Stones each seat takes from the quarry onto the sled at the start, in seat order."""
SLED_CAPACITY = 5
TAKE_STONES = 3
"""How many stones the take-stones action takes at most."""

MIN_LOAD = {4: 3, 3: 2, 2: 1, 1: 1}
"""Ship size -> stones it must carry to sail."""

ROUND_CARDS: dict[int, tuple[tuple[int, ...], ...]] = {
    2: (
        (4, 3, 2, 2),
        (4, 3, 3, 1),
        (4, 2, 2, 1),
        (4, 3, 2, 1),
        (3, 2, 2, 1),
        (3, 3, 2, 2),
        (3, 3, 2, 1),
    ),
    # Two of the 3-player cards are not confirmed by two sources (spec, "Data").
    3: (
        (4, 2, 2, 1),
        (4, 3, 3, 2),
        (4, 3, 2, 2),
        (4, 4, 2, 1),
        (4, 3, 2, 1),
        (3, 3, 2, 1),
        (3, 3, 3, 2),
    ),
    4: (
        (4, 4, 2, 1),
        (4, 3, 3, 2),
        (4, 3, 3, 3),
        (3, 3, 3, 2),
        (4, 4, 3, 2),
        (4, 4, 2, 2),
        (4, 3, 2, 2),
    ),
}
"""Player count -> its 7 round cards; each lists the sizes of the round's ships 0-3."""

MARKET = "market"
PYRAMID = "pyramid"
TEMPLE = "temple"
BURIAL_CHAMBER = "burial_chamber"
OBELISKS = "obelisks"
SITES = (MARKET, PYRAMID, TEMPLE, BURIAL_CHAMBER, OBELISKS)
MONUMENTS = (PYRAMID, TEMPLE, BURIAL_CHAMBER, OBELISKS)
"""The four sites the pharaoh's wrath checks."""
SITE_NAMES = {
    MARKET: "market",
    PYRAMID: "pyramid",
    TEMPLE: "temple",
    BURIAL_CHAMBER: "burial chamber",
    OBELISKS: "obelisks",
}
"""English names of the sites, for message parameters."""

# Market cards: name -> (colour, count). Colour decides what the card does.
RED = "red"
GREEN = "green"
VIOLET = "violet"
BLUE = "blue"
MARKET_CARDS: dict[str, tuple[str, int]] = {
    "entrance": (RED, 2),
    "sarcophagus": (RED, 2),
    "paved_path": (RED, 2),
    "decoration_pyramid": (GREEN, 2),
    "decoration_temple": (GREEN, 2),
    "decoration_burial_chamber": (GREEN, 2),
    "decoration_obelisks": (GREEN, 2),
    "statue": (VIOLET, 10),
    "lever": (BLUE, 2),
    "hammer": (BLUE, 2),
    "sail": (BLUE, 3),
    "chisel": (BLUE, 3),
}
CARD_NAMES = tuple(MARKET_CARDS)
BLUE_CARDS = tuple(name for name, (colour, _) in MARKET_CARDS.items() if colour == BLUE)
RED_CARD_SITE = {"entrance": PYRAMID, "sarcophagus": BURIAL_CHAMBER, "paved_path": OBELISKS}
"""Red card -> the site where it places a stone from the owner's quarry."""
DECORATION_SITE = {
    "decoration_pyramid": PYRAMID,
    "decoration_temple": TEMPLE,
    "decoration_burial_chamber": BURIAL_CHAMBER,
    "decoration_obelisks": OBELISKS,
}
STONES_PER_DECORATION_POINT = 3
MARKET_DISPLAY = 4
"""Cards dealt face up on the market each round."""

PYRAMID_POINTS = (2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4)
"""Points of the pyramid's 14 spaces in filling order (base column by column, top to
bottom; second level; top)."""
PYRAMID_EXTRA_POINTS = 1
"""Points of every stone after the 14th."""

TEMPLE_COLUMNS = {2: 4, 3: 5, 4: 5}
"""Player count -> temple spaces in use."""
TEMPLE_TOP_POINTS = 1

BURIAL_ROWS = 3

SCALE = (1, 3, 6, 10, 15)
"""Points for 1..5 statues, or a burial chamber group of 1..5 stones."""
SCALE_EXTRA = 2
"""Points for each statue (group stone) beyond the fifth."""

OBELISK_PLACES = {2: (10, 1), 3: (12, 6, 1), 4: (15, 10, 5, 1)}
"""Player count -> obelisk points by place, tallest first."""

PHARAOHS_WRATH_FINE = 5
BLUE_CARD_POINTS = 1
"""Points for each blue card still held at the end."""

SOURCES = (
    "pyramid",
    "temple",
    "burial_chamber",
    "obelisks",
    "decorations",
    "statues",
    "blue_cards",
    "pharaohs_wrath",
)
"""Score breakdown sources, in display order."""

OPTIONS_DEFAULTS = {"pharaohs_wrath": False}


def scale_points(count: int) -> int:
    """1/3/6/10/15 for 1..5, +2 for each beyond five; 0 for none."""
    if count <= 0:
        return 0
    if count <= len(SCALE):
        return SCALE[count - 1]
    return SCALE[-1] + SCALE_EXTRA * (count - len(SCALE))
