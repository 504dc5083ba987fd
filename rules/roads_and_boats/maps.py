"""Fixed Roads & Boats maps kept as data, and the game option that picks a map.

The maps are drawn for this project in the text format of `mapformat` (not copies of the
published scenarios). Option forms (``options["map"]``), documented in
`docs/roads-and-boats-maps.md`:

* absent or ``{"generate": {}}``: a generated map for the table's player count from the game's
  seed; ``{"generate": {"players": N, "seed": S, "land_per_player": L}}`` overrides any of them;
* ``"<fixed map name>"`` (see `FIXED_MAPS`);
* ``{"text": "<map text>"}``: a custom map in the text format.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, TypeGuard

from rules.core import RuleError, register_templates
from rules.roads_and_boats.board import Board, shorten
from rules.roads_and_boats.mapformat import parse_map
from rules.roads_and_boats.mapgen import LAND_PER_PLAYER, generate

MAX_MAP_TEXT_BYTES = 8 * 1024
"""A custom map's text, wherever it comes from (`/rnb map`, an imported replay): 26 columns
of river tiles and 26 rows fit. Checking a map costs about 0.8 ms a tile, so this also bounds
the check (an 8 KB map of two-letter rows, 2,000 rows, takes 3 s)."""


@dataclass(frozen=True)
class FixedMap:
    name: str
    title: str
    min_players: int
    max_players: int
    text: str


TWIN_VALLEYS = FixedMap(
    name="twin-valleys",
    title="Twin Valleys",
    min_players=1,
    max_players=2,
    text="""
# Two river valleys, west and east; a junction in the south joins two springs to the sea.
starts: C2 G5
S  S       S      S         S    S      S  S  S
 S  W       P      R         M    W      P  S
S  R~e-w   P~w    W         P    M      R  D  S
 S  P       M      P         W~e  P~e-w  R~e-w  S
S  W       R      D~se      P    W      P  M  S
 S  P       W      R~e-sw-nw M~w  P      W  S
S  S       S      S         S    S      S  S  S
""",
)

INLAND_SEA = FixedMap(
    name="inland-sea",
    title="Inland Sea",
    min_players=3,
    max_players=4,
    text="""
# A country round a lake; a river with a junction links the lake to the northern bay.
starts: C2 I2 C8 I8
S  S      S       S  S  S           S       S     S    S      S
 S  W      P       R  M  S           W       R     P    W      S
S  R      P       W  P  S           S       M     P    R      S
 S  P      M       P  W  P           D~nw-sw P     W~e-sw  P~e-w  S
S  W      R       D  S  S           P~ne-se-w  M  R~ne W      S
 S  P      W~sw    R  S  P           R~nw    W     P    M      S
S  M~w-e  P~w-ne  W  P  R           W~sw-e  P~w   D    P      S
 S  R      P       M  W  P~sw-ne     M       R     W    P      S
S  P      W       R  P  S           P       W     R    M      S
 S  S      S       S  S  S           S       S     S    S      S
""",
)

FIXED_MAPS: Mapping[str, FixedMap] = {m.name: m for m in (TWIN_VALLEYS, INLAND_SEA)}

register_templates(
    {
        "rnb.maps.unknown": "There is no map called {name} (maps: {known}).",
        "rnb.maps.bad_option": (
            'The map option must be a map name, {{"generate": {{...}}}} or {{"text": "..."}}.'
        ),
        "rnb.maps.unknown_setting": (
            'There is no map setting {setting!r} in "generate" (settings: {known}).'
        ),
        "rnb.maps.bad_setting": (
            'The map setting "{setting}" must be a whole number from {low} to {high}, not {value}.'
        ),
        "rnb.maps.wrong_players": "Map {name} is for {low} to {high} players, not {players}.",
        "rnb.maps.text_too_long": (
            "A custom map's text holds at most {most} bytes; this one holds {size}."
        ),
        "rnb.maps.too_small": "This map has no room for {players} start tiles a tile apart.",
    }
)


def fixed_map(name: str) -> Board:
    """The fixed map called `name`; RuleError listing the known ones."""
    found = FIXED_MAPS.get(name)
    if found is None:
        raise RuleError("rnb.maps.unknown", name=shorten(name), known=", ".join(FIXED_MAPS))
    return parse_map(found.text, name=found.name)


GENERATE_SETTINGS: Mapping[str, tuple[int, int]] = {
    "players": (1, 4),
    "seed": (0, 2**63 - 1),
    "land_per_player": (2, 30),
}
"""The settings of ``{"generate": {...}}`` and their ranges: 1-4 players as `generate` takes;
any 64-bit seed; 2-30 land tiles per player (the rulebook's rule of thumb is 10; fewer leave no
room for rivers and starts, more make slow, sprawling maps)."""


def _only_key(option: object, key: str) -> TypeGuard[Mapping[str, Any]]:
    return isinstance(option, Mapping) and list(option) == [key]


def _setting(settings: Mapping[str, Any], key: str, default: int) -> int:
    """A generate setting, or `default` when left out; RuleError naming it otherwise."""
    if key not in settings:
        return default
    value = settings[key]
    low, high = GENERATE_SETTINGS[key]
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise RuleError(
            "rnb.maps.bad_setting",
            setting=key,
            low=low,
            high=high,
            value=_shown(value),
        )
    return value


def _shown(value: object) -> str:
    """A setting's value for an error message (str() of a huge int raises ValueError)."""
    if isinstance(value, int) and value.bit_length() > 64:
        return "a number that large"
    return shorten(repr(value))


def board_from_option(option: object, players: int, seed: int) -> Board:
    """The board an ``options["map"]`` value stands for, checked to seat `players`."""
    if option is None:
        option = {"generate": {}}
    if isinstance(option, str):
        board = fixed_map(option)
        spec = FIXED_MAPS[option]
        if not spec.min_players <= players <= spec.max_players:
            raise RuleError(
                "rnb.maps.wrong_players",
                name=option,
                low=spec.min_players,
                high=spec.max_players,
                players=players,
            )
    elif _only_key(option, "generate") and isinstance(option["generate"], Mapping):
        settings = option["generate"]
        for key in settings:
            if key not in GENERATE_SETTINGS:
                raise RuleError(
                    "rnb.maps.unknown_setting",
                    setting=shorten(str(key)),
                    known=", ".join(GENERATE_SETTINGS),
                )
        board = generate(
            _setting(settings, "players", players),
            _setting(settings, "seed", seed),
            _setting(settings, "land_per_player", LAND_PER_PLAYER),
        )
    elif _only_key(option, "text") and isinstance(option["text"], str):
        size = len(option["text"].encode("utf-8", "surrogatepass"))
        if size > MAX_MAP_TEXT_BYTES:
            raise RuleError("rnb.maps.text_too_long", most=MAX_MAP_TEXT_BYTES, size=size)
        board = parse_map(option["text"])
    else:
        raise RuleError("rnb.maps.bad_option")
    if not board.start_options([], players):
        raise RuleError("rnb.maps.too_small", players=players)
    return board
