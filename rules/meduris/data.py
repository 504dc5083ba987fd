"""Every Meduris table: players, components, die faces, tokens and the two rings of spaces.

The rulebook shows the board only in pictures; the rings are pinned down in
`/work/shared/specs/meduris.md` ("The board") and kept here as data, so a correction is a
one-line change. The 4-player ring is an approximation (the printed side is not available).
"""

from __future__ import annotations

MIN_PLAYERS = 2
MAX_PLAYERS = 4
COLOURS = ("purple", "blue", "light_green", "red")
"""Colours in seat order (2 players: purple and blue)."""

WOOD, WOOL, COPPER, STONE = "wood", "wool", "copper", "stone"
MATERIALS = (WOOD, WOOL, COPPER, STONE)
"""The four materials, which are also the four highlands."""
MATERIAL_TOTAL = 18
"""Pieces of each material in the game; each player's starting one comes out of them."""
STARTING_MATERIALS = 1
"""Of each material, hidden behind each player's screen at the start."""
STARTING_POINTS = 5

HUTS = {2: 12, 3: 8, 4: 8}
TEMPLES = 2
WORKERS = {2: 3, 3: 2, 4: 2}
HIGHLAND_CAPACITY = 3

ANY, RETURN = "any", "return"
DIE_FACES = (WOOD, WOOL, COPPER, STONE, ANY, RETURN)

POINTS_TOKEN, FREE_HUT_TOKEN, DRUID_TOKEN = "points", "free_hut", "druid"
TOKEN_KINDS = (POINTS_TOKEN, FREE_HUT_TOKEN, DRUID_TOKEN)
TOKENS_PER_KIND = 2
TOKEN_GAP = 3
"""At least this many empty spaces lie between any two bonus tokens."""
POINTS_TOKEN_VP = 2

ROCK_SPACES = 3
"""Rock spaces between the druid's temple and the ring; the 4th build sends him onto it."""

HUT, TEMPLE = "hut", "temple"

_LETTERS = {"W": WOOD, "L": WOOL, "C": COPPER, "S": STONE}

_RING_SMALL = (
    (0, "L+C S+W L+C W+C S+W"),
    (1, "W+L C+L W+S"),
    (2, "S+C L+S C+W C+L"),
    (3, "S+C L+W"),
    (4, "W+C S+C W+L"),
    (5, "S+L S+W L+C W+S L+S"),
    (6, "W+C W+L C+S"),
    (7, "W+S L+W C+L C+W"),
    (8, "L+S S+C L+S"),
)
"""2-3 players, read from the printed board: district -> its spaces' materials, clockwise."""

_RING_LARGE = (
    (0, "C+S W+S W+C L+C W+L C+S"),
    (1, "W+S W+C L+C L+S"),
    (2, "C+S W+S C+S W+L L+C"),
    (3, "W+C L+S W+S"),
    (4, "L+C L+S W+S W+L"),
    (5, "W+C L+C W+L C+S L+S W+L"),
    (6, "W+C W+S C+S W+S"),
    (7, "L+S W+L C+S W+C L+C"),
    (8, "L+S W+L W+C"),
)
"""4 players: the spec's approximate 40-space ring (the printed side is not available)."""


def _ring(rows: tuple[tuple[int, str], ...]) -> tuple[tuple[int, tuple[str, str]], ...]:
    spaces = []
    for district, text in rows:
        for pair in text.split():
            first, second = pair.split("+")
            spaces.append((district, (_LETTERS[first], _LETTERS[second])))
    return tuple(spaces)


RINGS = {32: _ring(_RING_SMALL), 40: _ring(_RING_LARGE)}
"""Ring size -> per space (district, (material, material)); space 0 follows the great river."""
DISTRICTS = 9


def ring_size(players: int) -> int:
    return 40 if players == 4 else 32


SOURCES = ("start", "bonus", "offerings", "rune_counts", "temples", "runes")
"""Where points come from, in breakdown order: starting 5, `points` tokens, offerings to the
druid, rune counts at river crossings, final temple scoring, final rune scoring."""
