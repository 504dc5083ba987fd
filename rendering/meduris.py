"""The Meduris board as one PNG (1600 px wide), drawn from the game's view alone.

Layout, top to bottom: a header (round, stage, whose turn or the result); the board; one panel
per player. The board is the ring of building spaces laid clockwise round a rectangle; the
great river cuts the top row near its middle, space 0 just right of it and the last space just
left. Outside the ring run the district bands with their rune stones; inside it the druid's
path (bridged over the river), and inside that the mountain: the druid's temple with its three
rock spaces leading to space 0, the four highlands with their worker stacks and the die - or,
at game end, the final ranking with each player's score breakdown. Everything that depends
only on the ring (costs, districts), the table size, the stage being over, whether the viewer's
materials panel is shown and the labels is drawn once and cached. Spaces, districts and levels
are numbered from 0 in the view and drawn as players count them, from 1 (`rules.core.counted`).

Every label is in `LABELS`; `render(view, labels)` takes a replacement table (`LABELS_IT`, the
Italian translation, with its accents; players' names as written, see `rendering.names`). Only
the view is read, and a player's materials are drawn only when that player is the viewer, so
nothing a viewer may not see can reach the image. A view that breaks the contract raises
ValueError."""

from __future__ import annotations

import functools
import string
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering.draw import (
    Box,
    canvas,
    chip,
    chip_width,
    encode_png,
    palette,
    panel,
    text,
    text_width,
)
from rendering.names import SEAT_WORDS, board_name
from rules.core import counted

# Every word drawn, in one table so that a translation can replace it (see `render`).
LABELS: dict[str, str] = {
    "title": "MEDURIS",
    "round": "Round {n}",
    "stage_setup": "Worker placement",
    "stage_play": "Building",
    "stage_last_turns": "Last turns: {n} left",
    "stage_druid_final": "The druid's last round",
    "stage_over": "Game over",
    "status_turn": "{name} to play",
    "status_place_worker": "{name} places a worker",
    "status_take_material": "{name} takes a material",
    "status_return_material": "{name} returns a material",
    "status_take_material_many": "{names} take a material",
    "status_return_material_many": "{names} return a material",
    "status_offer": "{name} makes an offering",
    "status_other": "{name}: {kind}",
    "status_winner": "{name} wins!",
    "status_shared": "Shared win: {names}",
    "chip_turn": "to play",
    "chip_place_worker": "places worker",
    "chip_take_material": "takes material",
    "chip_return_material": "returns material",
    "chip_offer": "offers",
    "final": "Final ranking",
    "total": "total",
    "place_1": "1st",
    "place_2": "2nd",
    "place_3": "3rd",
    "place_4": "4th",
    "tie": "(tie)",
    "die": "Die",
    "die_none": "-",
    "die_any": "any",
    "die_return": "return",
    "wood": "Wood",
    "wool": "Wool",
    "copper": "Copper",
    "stone": "Stone",
    "supply_empty": "supply empty",
    "district": "District {d}",
    "rune_free": "rune free",
    "river": "great river",
    "temple": "Druid's temple",
    "ritual_line": "Ritual: {name} at space {space}",
    "token_points": "+2",
    "token_free_hut": "free",
    "token_druid": "druid",
    "points": "points",
    "huts_left": "huts left: {n}",
    "temples_left": "temples left: {n}",
    "runes": "Runes",
    "no_runes": "no runes",
    "materials": "Your materials (secret)",
    "approximate": "4-player ring: an approximation of the printed board",
    "source_start": "start",
    "source_bonus": "bonus",
    "source_offerings": "offerings",
    "source_rune_counts": "river",
    "source_temples": "temples",
    "source_runes": "runes",
    "player": SEAT_WORDS["en"],
}

LABELS_IT: dict[str, str] = {
    "title": "MEDURIS",
    "round": "Giro {n}",
    "stage_setup": "Piazzamento lavoratori",
    "stage_play": "Costruzione",
    "stage_last_turns": "Ultimi turni: ne restano {n}",
    "stage_druid_final": "L'ultimo giro del druido",
    "stage_over": "Partita finita",
    "status_turn": "Tocca a {name}",
    "status_place_worker": "{name} piazza un lavoratore",
    "status_take_material": "{name} prende un materiale",
    "status_return_material": "{name} restituisce un materiale",
    "status_take_material_many": "{names} prendono un materiale",
    "status_return_material_many": "{names} restituiscono un materiale",
    "status_offer": "{name} fa un'offerta",
    "status_other": "{name}: {kind}",
    "status_winner": "Vince {name}!",
    "status_shared": "Vittoria condivisa: {names}",
    "chip_turn": "di turno",
    "chip_place_worker": "piazza lavoratore",
    "chip_take_material": "prende materiale",
    "chip_return_material": "restituisce mat.",
    "chip_offer": "offre",
    "final": "Classifica finale",
    "total": "totale",
    "place_1": "1º",
    "place_2": "2º",
    "place_3": "3º",
    "place_4": "4º",
    "tie": "(pari)",
    "die": "Dado",
    "die_none": "-",
    "die_any": "a scelta",
    "die_return": "restituisci",
    "wood": "Legno",
    "wool": "Lana",
    "copper": "Rame",
    "stone": "Pietra",
    "supply_empty": "riserva vuota",
    "district": "Territorio {d}",
    "rune_free": "runa libera",
    "river": "grande fiume",
    "temple": "Tempio del druido",
    "ritual_line": "Rituale: {name} alla casella {space}",
    "token_points": "+2",
    "token_free_hut": "gratis",
    "token_druid": "druido",
    "points": "punti",
    "huts_left": "rimaste: {n}",
    "temples_left": "rimasti: {n}",
    "runes": "Rune",
    "no_runes": "nessuna runa",
    "materials": "I tuoi materiali (segreti)",
    "approximate": "giro per 4 giocatori: approssima il tabellone stampato",
    "source_start": "inizio",
    "source_bonus": "bonus",
    "source_offerings": "offerte",
    "source_rune_counts": "fiume",
    "source_temples": "templi",
    "source_runes": "rune",
    "player": SEAT_WORDS["it"],
}
"""`LABELS` in Italian, in the rulebook's words;
the huts and temples left read "rimaste"/"rimasti" beside their icon, to fit the panel."""

WIDTH = 1600
MARGIN = 20
GAP = 16
HEADER_H = 96
BAND = 40  # district band, outside the ring
PATH = 46  # the druid's path, inside the ring
RIVER = 40
PLAYERS_H = 170
MATERIALS_H = 70  # the viewer's own materials, in their panel

# ring size: (spaces in the top and bottom rows, spaces in each side column, side space height)
RING_SHAPES: dict[int, tuple[int, int, int]] = {32: (11, 5, 112), 40: (13, 7, 96)}

STAGES = ("setup", "play", "last_turns", "druid_final", "over")
MATERIALS = ("wood", "wool", "copper", "stone")
DIE_FACES = (*MATERIALS, "any", "return")
TOKENS = ("points", "free_hut", "druid")
KINDS = ("hut", "temple")

# Palette: night-blue page, parchment board, earthy district tones, bright player colours.
PAGE = "#1E2A22"
HEADER_INK = "#FFFFFF"
GOLD = "#E8B923"
PARCHMENT = "#F1E6CB"
PARCHMENT_DARK = "#D9C79E"
BORDER = "#4A3520"
INK = "#2A1C0E"
INK_SOFT = "#6B5336"
WHITE = "#FFFFFF"
OUTLINE = "#1F1A14"
MOUNTAIN = "#8E8A7C"
MOUNTAIN_LIGHT = "#A9A597"
SNOW = "#EEF0F0"
PATH_FILL = "#CDB58A"
PATH_DOT = "#A88D5E"
WATER = "#2F78B5"
WATER_LIGHT = "#5C9ED3"
BRIDGE = "#7A4E25"
ROCK = "#B7B0A2"
ROCK_DARK = "#575249"
TEMPLE_STONE = "#E6DFCF"
DRUID_ROBE = "#F7F7F2"
DRUID_TRIM = "#3E7D3A"
DRUID_PIECE = "#1F5A2A"  # the druid himself; bonus tokens are gold
SETTLEMENT = "#5A3A1C"
RITUAL = "#FFD23F"
RITUAL_GLOW = "#FFF3B0"
DIE_FACE = "#FBF8EF"
EMPTY_SLOT = "#77736A"
SHADOW = "#151B16"
WOOD_END = "#C99A62"  # a log's cut end
COPPER_GLINT = "#F7B77A"
UNKNOWN_MATERIAL = "#FF00FF"  # loud on purpose: a material the renderer does not know

# District tones repeat every 3 districts: 9 districts on a cycle never put two alike side by side.
DISTRICT_BANDS = ("#7C9A5B", "#B7894F", "#6F8CA6")
DISTRICT_TILES = ("#E4EBD2", "#F1E2C7", "#DCE5EE")
DISTRICT_EDGE = "#3B2A18"

# material: (fill, dark detail)
MATERIAL_COLOURS: dict[str, tuple[str, str]] = {
    "wood": ("#8A5525", "#4F2C0E"),
    "wool": ("#F6F0DE", "#5F5540"),
    "copper": ("#E07B2A", "#7A3A0C"),
    "stone": ("#98A2AD", "#3F4650"),
}
HIGHLAND_GROUNDS: dict[str, str] = {
    "wood": "#4F7A3A",
    "wool": "#8DB85A",
    "copper": "#A8643A",
    "stone": "#7D8791",
}

# player colour: (fill, outline)
PLAYER_COLOURS: dict[str, tuple[str, str]] = {
    "purple": ("#8E44AD", "#3E1552"),
    "blue": ("#2D6FD2", "#0E2F63"),
    "light_green": ("#8FD14F", "#2F5A12"),
    "red": ("#D63A2F", "#5E110B"),
}
UNKNOWN_PLAYER = ("#E056B0", "#4A0F35")

# Text is the only anti-aliased drawing: the palette holds every flat colour plus the blends of
# each (ink, ground) pair text is drawn with.
TEXT_ON = (
    (GOLD, PAGE), (HEADER_INK, PAGE), (INK, PARCHMENT), (INK_SOFT, PARCHMENT),
    (INK, PARCHMENT_DARK), (INK, GOLD), (WHITE, MOUNTAIN), (WHITE, MOUNTAIN_LIGHT),
    (WHITE, WATER), (INK, DIE_FACE), (INK, TEMPLE_STONE), (INK, ROCK), (INK, RITUAL),
    (WHITE, DISTRICT_BANDS[0]), (WHITE, DISTRICT_BANDS[1]), (WHITE, DISTRICT_BANDS[2]),
    (INK, DISTRICT_TILES[0]), (INK, DISTRICT_TILES[1]), (INK, DISTRICT_TILES[2]),
    (WHITE, HIGHLAND_GROUNDS["wood"]), (WHITE, HIGHLAND_GROUNDS["copper"]),
    (INK, HIGHLAND_GROUNDS["wool"]), (WHITE, HIGHLAND_GROUNDS["stone"]),
    (WHITE, SETTLEMENT), (INK, PATH_FILL), (WHITE, EMPTY_SLOT), (INK_SOFT, PARCHMENT_DARK),
    (WHITE, OUTLINE),
    *((WHITE, fill) for fill, _ in PLAYER_COLOURS.values()),
)  # fmt: skip


# ---------------------------------------------------------------- view checking


def check_view(view: Any) -> None:
    """Raises ValueError naming the first part of `view` that breaks the view contract.

    A renderer fed a malformed view should say what is wrong, not fail deep inside Pillow."""
    if not isinstance(view, dict):
        raise ValueError(f"meduris view must be a dict, not {type(view).__name__}")
    _need(view, "game", str, "view")
    stage = _need(view, "stage", str, "view")
    if stage not in STAGES:
        raise ValueError(f"meduris view: unknown stage {stage!r} (expected one of {STAGES})")
    for key, kind in (("viewer", str), ("round", int), ("approximate_ring", bool)):
        _need(view, key, kind, "view")
    names = _check_players(_need(view, "players", list, "view"))
    size = _need(view, "ring_size", int, "view")
    if size not in RING_SHAPES:
        raise ValueError(f"meduris view: ring_size must be 32 or 40, not {size}")
    _check_ring(_need(view, "ring", list, "view"), size, names)
    druid = _need(view, "druid", dict, "view")
    rock = _need(druid, "rock", int, "druid")
    space = _need(druid, "space", (int, type(None)), "druid")
    if not 0 <= rock <= 3 or (space is not None and not 0 <= space < size):
        raise ValueError(f"meduris view: druid out of the board: {druid}")
    runes = _need(view, "runes", dict, "view")
    for district in range(9):
        holder = _need(runes, str(district), (str, type(None)), "runes")
        _known(holder, names, f"runes[{district}]")
    highlands = _need(view, "highlands", dict, "view")
    supply = _need(view, "supply_available", dict, "view")
    for material in MATERIALS:
        stack = _need(highlands, material, list, "highlands")
        if len(stack) > 3:
            raise ValueError(
                f"meduris view: highland {material} holds {len(stack)} workers (max 3)"
            )
        for worker in stack:
            _known(worker, names, f"highlands[{material}]")
        _need(supply, material, bool, "supply_available")
    die = _need(view, "die", (str, type(None)), "view")
    if die is not None and die not in DIE_FACES:
        raise ValueError(f"meduris view: unknown die face {die!r}")
    _known(_need(view, "current_player", (str, type(None)), "view"), names, "current_player")
    for decision in _need(view, "pending", list, "view"):
        if not isinstance(decision, dict):
            raise ValueError(f"meduris view: pending entry {decision!r} is not a dict")
        _known(_need(decision, "player", str, "pending entry"), names, "pending player")
        _need(decision, "kind", str, "pending entry")
    ritual = _need(view, "ritual", (dict, type(None)), "view")
    if ritual is not None:
        if not 0 <= _need(ritual, "space", int, "ritual") < size:
            raise ValueError(f"meduris view: ritual space out of the ring: {ritual}")
        _known(_need(ritual, "owner", str, "ritual"), names, "ritual owner")
    for group in _need(view, "settlements", list, "view"):
        if not isinstance(group, list) or not all(
            isinstance(s, int) and 0 <= s < size for s in group
        ):
            raise ValueError(f"meduris view: settlement {group!r} is not a list of ring spaces")
    _need(view, "last_turns_left", (int, type(None)), "view")
    _need(view, "scores", dict, "view")
    if stage == "over":
        for group in _need(view, "ranking", list, "view"):
            if not isinstance(group, list):
                raise ValueError(f"meduris view: ranking entry {group!r} is not a list of names")
            for name in group:
                _known(name, names, "ranking")
        _need(view, "breakdown", dict, "view")


def _need(mapping: Mapping[str, Any], key: str, kind: Any, where: str) -> Any:
    if key not in mapping:
        raise ValueError(f"meduris view: {where} is missing {key!r}")
    value = mapping[key]
    if (isinstance(value, bool) and kind is int) or not isinstance(value, kind):
        raise ValueError(f"meduris view: {where}[{key!r}] has the wrong type: {value!r}")
    return value


def _known(name: str | None, names: list[str], where: str) -> None:
    if name is not None and name not in names:
        raise ValueError(f"meduris view: {where} names {name!r}, who is not at the table")


def _check_players(players: list[Any]) -> list[str]:
    if not 2 <= len(players) <= 4:
        raise ValueError(f"meduris view: {len(players)} players (expected 2 to 4)")
    names = []
    for row in players:
        if not isinstance(row, dict):
            raise ValueError(f"meduris view: player entry {row!r} is not a dict")
        names.append(_need(row, "name", str, "player"))
        _need(row, "colour", str, "player")
        for key in ("score", "huts_left", "temples_left", "huts_built", "temples_built"):
            _need(row, key, int, f"player {names[-1]!r}")
        runes = _need(row, "runes", list, f"player {names[-1]!r}")
        if not all(isinstance(d, int) and 0 <= d <= 8 for d in runes):
            raise ValueError(f"meduris view: player {names[-1]!r} holds unknown runes {runes}")
        materials = row.get("materials")
        if materials is not None and not (
            isinstance(materials, dict)
            and all(isinstance(materials.get(m), int) for m in MATERIALS)
        ):
            raise ValueError(f"meduris view: materials of {names[-1]!r} malformed: {materials}")
    if len(set(names)) != len(names):
        raise ValueError(f"meduris view: two players share a name: {names}")
    return names


def _check_ring(ring: list[Any], size: int, names: list[str]) -> None:
    if len(ring) != size:
        raise ValueError(f"meduris view: ring has {len(ring)} spaces, ring_size says {size}")
    for index, space in enumerate(ring):
        if not isinstance(space, dict):
            raise ValueError(f"meduris view: ring[{index}] is not a dict")
        where = f"ring[{index}]"
        if _need(space, "space", int, where) != index:
            raise ValueError(f"meduris view: {where} is numbered {space['space']}")
        if not 0 <= _need(space, "district", int, where) <= 8:
            raise ValueError(f"meduris view: {where} has district {space['district']}")
        cost = _need(space, "cost", list, where)
        if len(cost) != 2 or not all(m in MATERIALS for m in cost):
            raise ValueError(f"meduris view: {where} cost {cost!r} is not two materials")
        building = _need(space, "building", (dict, type(None)), where)
        if building is not None:
            if _need(building, "kind", str, where) not in KINDS:
                raise ValueError(f"meduris view: {where} building kind {building['kind']!r}")
            _known(_need(building, "owner", str, where), names, f"{where} owner")
        token = _need(space, "token", (str, type(None)), where)
        if token is not None and token not in TOKENS:
            raise ValueError(f"meduris view: {where} unknown bonus token {token!r}")


# ---------------------------------------------------------------- layout


@dataclass(frozen=True)
class Layout:
    """Where everything goes for one ring size, table size and stage."""

    height: int
    board: Box
    tiles: tuple[Box, ...]  # one per space, in space order
    sides: tuple[str, ...]  # "top" | "right" | "bottom" | "left" per space
    bands: tuple[tuple[Box, ...], ...]  # the district band pieces beside each space
    path_outer: Box
    path_inner: Box
    spots: tuple[tuple[float, float], ...]  # the druid's place on the path beside each space
    river: Box
    temple: tuple[float, float]
    rocks: tuple[tuple[float, float], ...]
    highlands: tuple[Box, ...]  # in MATERIALS order
    die: Box
    notes: Box
    final: Box
    players: tuple[Box, ...]


@functools.lru_cache(maxsize=32)
def layout(ring_size: int, n_players: int, private: bool) -> Layout:
    """`private`: the viewer is a player, whose panel shows their materials."""
    across, down, side_h = RING_SHAPES[ring_size]
    x0, y0, x1 = MARGIN, HEADER_H + GAP, WIDTH - MARGIN
    tile = (x1 - x0 - 2 * BAND - RIVER) / across
    y1 = y0 + 2 * BAND + 2 * tile + down * side_h
    tiles, sides, bands, river_x = _ring_boxes(ring_size, (x0, y0, x1, y1), tile, side_h)
    path_outer = (x0 + BAND + tile, y0 + BAND + tile, x1 - BAND - tile, y1 - BAND - tile)
    path_inner = (
        path_outer[0] + PATH,
        path_outer[1] + PATH,
        path_outer[2] - PATH,
        path_outer[3] - PATH,
    )
    spots = tuple(_spot(box, side, path_outer) for box, side in zip(tiles, sides, strict=True))
    ix0, iy0, ix1, iy1 = path_inner
    river = (river_x, y0, river_x + RIVER, iy0 + 30)
    start = spots[0][0]
    rocks = ((start + 160, iy0 + 54), (start + 92, iy0 + 54), (start + 24, iy0 + 44))
    temple = (start + 250, iy0 + 40)
    h_top = iy0 + 124
    h_bottom = min(iy1 - 16, h_top + 330)
    die_size = 120
    die = (ix1 - 20 - die_size, h_top + 24, ix1 - 20, h_top + 24 + die_size)
    hx0, hx1 = ix0 + 16, ix1 - die_size - 44
    h_gap = 16
    h_w = (hx1 - hx0 - 3 * h_gap) / 4
    highlands = tuple(
        (hx0 + k * (h_w + h_gap), h_top, hx0 + k * (h_w + h_gap) + h_w, h_bottom) for k in range(4)
    )
    seats = max(n_players, 1)
    py0 = y1 + GAP
    panel_w = (WIDTH - 2 * MARGIN - (seats - 1) * GAP) / seats
    panel_h = PLAYERS_H + (MATERIALS_H if private else 0)
    players = tuple(
        (x0 + i * (panel_w + GAP), py0, x0 + i * (panel_w + GAP) + panel_w, py0 + panel_h)
        for i in range(n_players)
    )
    return Layout(
        height=round(py0 + panel_h + MARGIN),
        board=(x0, y0, x1, y1),
        tiles=tiles,
        sides=sides,
        bands=bands,
        path_outer=path_outer,
        path_inner=path_inner,
        spots=spots,
        river=river,
        temple=temple,
        rocks=rocks,
        highlands=highlands,
        die=die,
        notes=(ix0 + 14, iy0 + 10, river_x - 60, h_top - 8),
        final=(ix0 + 16, h_top, ix1 - 16, iy1 - 16),
        players=players,
    )


def _ring_boxes(
    ring_size: int, board: Box, tile: float, side_h: float
) -> tuple[tuple[Box, ...], tuple[str, ...], tuple[tuple[Box, ...], ...], float]:
    """Space boxes, their sides and district band pieces in space order, and the river's left x.

    The great river cuts the top row near its middle; space 0 lies right of it and the spaces
    run clockwise round the board back to the last one, left of it."""
    across, down, _ = RING_SHAPES[ring_size]
    x0, y0, x1, y1 = board
    top, bottom = y0 + BAND, y1 - BAND - tile
    left, right = x0 + BAND, x1 - BAND - tile
    river_at = across // 2
    low = (x1 - x0 - 2 * BAND) / across  # the bottom row has no river gap
    tiles: list[Box] = []
    sides: list[str] = []
    bands: list[tuple[Box, ...]] = []
    for i in range(across):
        x = left + i * tile + (RIVER if i >= river_at else 0)
        tiles.append((x, top, x + tile, top + tile))
        sides.append("top")
        pieces = [(x, y0, x + tile, y0 + BAND)]
        if i == 0:
            pieces = [(x0, y0, x + tile, y0 + BAND), (x0, y0 + BAND, x0 + BAND, top + tile)]
        elif i == across - 1:
            pieces = [(x, y0, x1, y0 + BAND), (x1 - BAND, y0 + BAND, x1, top + tile)]
        bands.append(tuple(pieces))
    for k in range(down):
        y = top + tile + k * side_h
        tiles.append((right, y, right + tile, y + side_h))
        sides.append("right")
        bands.append(((x1 - BAND, y, x1, y + side_h),))
    for i in range(across):
        x = x1 - BAND - (i + 1) * low
        tiles.append((x, bottom, x + low, bottom + tile))
        sides.append("bottom")
        pieces = [(x, y1 - BAND, x + low, y1)]
        if i == 0:
            pieces = [(x, y1 - BAND, x1, y1), (x1 - BAND, bottom, x1, y1 - BAND)]
        elif i == across - 1:
            pieces = [(x0, y1 - BAND, x + low, y1), (x0, bottom, x0 + BAND, y1 - BAND)]
        bands.append(tuple(pieces))
    for k in range(down):
        y = bottom - (k + 1) * side_h
        tiles.append((left, y, left + tile, y + side_h))
        sides.append("left")
        bands.append(((x0, y, x0 + BAND, y + side_h),))
    order = list(range(river_at, len(tiles))) + list(range(river_at))
    return (
        tuple(tiles[i] for i in order),
        tuple(sides[i] for i in order),
        tuple(bands[i] for i in order),
        left + river_at * tile,
    )


def _spot(box: Box, side: str, path: Box) -> tuple[float, float]:
    """The point of the druid's path beside a space (a corner space: the path's corner)."""
    cx, cy = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
    half = PATH / 2
    x = {"left": path[0] + half, "right": path[2] - half}.get(side, cx)
    y = {"top": path[1] + half, "bottom": path[3] - half}.get(side, cy)
    if side in ("top", "bottom"):
        x = min(max(x, path[0] + half), path[2] - half)
    return x, y


# ---------------------------------------------------------------- entry points


def render(view: dict[str, Any], labels: Mapping[str, str] | None = None) -> bytes:
    """PNG bytes of the board for one Meduris view.

    `labels` replaces entries of `LABELS` (a translation); keys it does not give stay English.
    Raises ValueError for a view that breaks the contract or a label key that does not exist."""
    return encode_png(board_image(view, labels), _palette())


def board_image(view: dict[str, Any], labels: Mapping[str, str] | None = None) -> Image.Image:
    check_view(view)
    words = _words(labels)
    size = view["ring_size"]
    players = view["players"]
    over = view["stage"] == "over"
    private = any(_own_materials(view, row) is not None for row in players)
    ring_key = tuple((s["district"], s["cost"][0], s["cost"][1]) for s in view["ring"])
    image = _static_layer(size, ring_key, len(players), private, over, words).copy()
    draw = ImageDraw.Draw(image)
    box = layout(size, len(players), private)
    table = Table.of(view, words)
    _header(draw, view, table)
    _rune_stones(draw, box, view, table)
    _settlements(draw, box, view["settlements"], size)
    _buildings(draw, box, view, table)
    _druid_on_board(draw, box, view)
    if over:
        _final_ranking(draw, box.final, view, table)
    else:
        _highlands(draw, box, view, table)
        _die(draw, box.die, view["die"], table)
    _notes(draw, box.notes, view, table)
    for seat, row in enumerate(players):
        _player(draw, box.players[seat], view, row, table)
    return image


Words = tuple[tuple[str, str], ...]


def _words(labels: Mapping[str, str] | None) -> Words:
    """The label table as a hashable tuple (it keys the static layer's cache)."""
    if labels is None:
        return tuple(LABELS.items())
    unknown = sorted(set(labels) - set(LABELS))
    if unknown:
        raise ValueError(f"unknown Meduris label keys: {', '.join(unknown)}")
    for key, label in labels.items():
        if not isinstance(label, str) or _fields(label) != _fields(LABELS[key]):
            raise ValueError(
                f"Meduris label {key!r} must be text with the fields of {LABELS[key]!r}: {label!r}"
            )
    return tuple({**LABELS, **labels}.items())


def _fields(label: str) -> set[str]:
    """The {placeholders} a label is formatted with."""
    return {field for _, field, _, _ in string.Formatter().parse(label) if field is not None}


@dataclass(frozen=True)
class Table:
    """What every drawing helper needs about the players, and the words to use."""

    words: dict[str, str]
    names: dict[str, str]  # printable label of each player
    colours: dict[str, tuple[str, str]]

    @classmethod
    def of(cls, view: dict[str, Any], words: Words) -> Table:
        table = dict(words)
        names = {}
        for seat, row in enumerate(view["players"]):
            names[row["name"]] = board_name(row["name"], table["player"].format(n=seat + 1))
        colours = {
            row["name"]: PLAYER_COLOURS.get(row["colour"], UNKNOWN_PLAYER)
            for row in view["players"]
        }
        return cls(table, names, colours)

    def say(self, key: str, **values: Any) -> str:
        return self.words[key].format(**values)


@functools.lru_cache(maxsize=1)
def _palette() -> Image.Image:
    flat = [
        c for c in globals().values() if isinstance(c, str) and c.startswith("#") and len(c) == 7
    ]
    flat += [*DISTRICT_BANDS, *DISTRICT_TILES, *HIGHLAND_GROUNDS.values()]
    flat += [c for pair in MATERIAL_COLOURS.values() for c in pair]
    flat += [c for pair in PLAYER_COLOURS.values() for c in pair] + list(UNKNOWN_PLAYER)
    return palette(flat, TEXT_ON, steps=5)


# ---------------------------------------------------------------- static layer


@functools.lru_cache(maxsize=16)
def _static_layer(
    size: int,
    ring: tuple[tuple[int, str, str], ...],
    n_players: int,
    private: bool,
    over: bool,
    words: Words,
) -> Image.Image:
    """Page, ring, districts, river, path, mountain and panels; never mutated (callers copy).

    At game end the highlands give way to the final ranking."""
    say = dict(words)
    box = layout(size, n_players, private)
    image = canvas((WIDTH, box.height), PAGE, _palette())
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN + 4, HEADER_H / 2), say["title"], 46, GOLD, bold=True, anchor="lm")
    panel(draw, box.board, PARCHMENT_DARK, BORDER, width=3, radius=10)
    _mountain(draw, box)
    _path(draw, box)
    for index, (district, first, second) in enumerate(ring):
        for piece in box.bands[index]:
            draw.rectangle(piece, fill=DISTRICT_BANDS[district % 3])
        _tile(draw, box.tiles[index], box.sides[index], index, district, (first, second))
    _district_edges(draw, box, [d for d, _, _ in ring])
    _river(draw, box, say)
    _druid_temple(draw, box, say)
    if over:
        panel(draw, box.final, PARCHMENT, BORDER)
    else:
        for k, material in enumerate(MATERIALS):
            _highland_frame(draw, box.highlands[k], material, say[material])
    for player_box in box.players:
        panel(draw, player_box, PARCHMENT, BORDER)
    return image


@dataclass(frozen=True)
class SpaceParts:
    """Where a space's number, cost icons and building go.

    In the top and bottom rows the costs sit beside the number and the building below them; in
    the side columns the costs are stacked on the outer side and the building stands on the
    inner side, so a settlement's band (joining building centres) never crosses the costs."""

    number: tuple[float, float]
    anchor: str
    icons: tuple[Box, Box]
    centre: tuple[float, float]
    room: float  # width free for the building


@functools.lru_cache(maxsize=256)
def space_parts(box: Box, side: str) -> SpaceParts:
    x0, y0, x1, y1 = box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3
    icon: float = 30 if x1 - x0 > 120 else 26
    if side in ("top", "bottom"):
        first = x1 - 6 - 2 * icon - 4
        icons = (
            (first, y0 + 6, first + icon, y0 + 6 + icon),
            (x1 - 6 - icon, y0 + 6, x1 - 6, y0 + 6 + icon),
        )
        below = y0 + icon + 10
        return SpaceParts((x0 + 7, y0 + 5), "la", icons, ((x0 + x1) / 2, (below + y1) / 2), x1 - x0)
    icon = min(icon, (y1 - y0 - 40) / 2)
    left = x0 + 6 if side == "left" else x1 - 6 - icon
    top = y0 + 34
    icons = (
        (left, top, left + icon, top + icon),
        (left, top + icon + 3, left + icon, top + 2 * icon + 3),
    )
    room = x1 - x0 - icon - 12
    centre = (x1 - room / 2 if side == "left" else x0 + room / 2, (y0 + y1) / 2 + 4)
    if side == "left":
        return SpaceParts((x0 + 7, y0 + 5), "la", icons, centre, room)
    return SpaceParts((x1 - 7, y0 + 5), "ra", icons, centre, room)


def _tile(
    draw: ImageDraw.ImageDraw, box: Box, side: str, index: int, district: int, cost: tuple[str, str]
) -> None:
    x0, y0, x1, y1 = box[0] + 3, box[1] + 3, box[2] - 3, box[3] - 3
    draw.rectangle((x0, y0, x1, y1), fill=DISTRICT_TILES[district % 3], outline=BORDER, width=1)
    parts = space_parts(box, side)
    size = 24 if x1 - x0 > 120 else 22
    text(draw, parts.number, str(counted(index)), size, INK, bold=True, anchor=parts.anchor)
    for icon, material in zip(parts.icons, cost, strict=True):
        material_icon(draw, icon, material)


def _district_edges(draw: ImageDraw.ImageDraw, box: Layout, districts: list[int]) -> None:
    """A dark wall across band and space wherever one district meets the next."""
    count = len(districts)
    for index in range(count):
        following = (index + 1) % count
        if districts[index] == districts[following] or following == 0:
            continue
        a, side = box.tiles[index], box.sides[index]
        b = box.tiles[following]
        if side == "top" and box.sides[following] == "top":
            x = a[2]
            draw.line((x, box.board[1] + 2, x, a[3]), fill=DISTRICT_EDGE, width=5)
        elif side == "bottom" and box.sides[following] == "bottom":
            x = a[0]
            draw.line((x, a[1], x, box.board[3] - 2), fill=DISTRICT_EDGE, width=5)
        elif side == "right" or box.sides[following] == "right":
            y = b[1] if box.sides[following] == "right" else a[3]
            draw.line(
                (a[0] if side == "right" else b[0], y, box.board[2] - 2, y),
                fill=DISTRICT_EDGE,
                width=5,
            )
        else:
            y = a[1] if side == "left" else b[3]
            draw.line(
                (box.board[0] + 2, y, a[2] if side == "left" else b[2], y),
                fill=DISTRICT_EDGE,
                width=5,
            )


def _path(draw: ImageDraw.ImageDraw, box: Layout) -> None:
    outer, inner = box.path_outer, box.path_inner
    draw.rectangle(outer, fill=PATH_FILL)
    draw.rectangle(inner, fill=MOUNTAIN)
    mid = (outer[0] + PATH / 2, outer[1] + PATH / 2, outer[2] - PATH / 2, outer[3] - PATH / 2)
    step = 22
    dots: list[tuple[float, float]] = [
        (x, y) for x in range(round(mid[0]), round(mid[2]), step) for y in (mid[1], mid[3])
    ]
    dots += [
        (x, y) for y in range(round(mid[1]) + step, round(mid[3]), step) for x in (mid[0], mid[2])
    ]
    for x, y in dots:
        draw.ellipse((x - 3, y - 3, x + 3, y + 3), fill=PATH_DOT)


def _mountain(draw: ImageDraw.ImageDraw, box: Layout) -> None:
    """Slopes and a snowy peak where the river springs, so the middle reads as the mountain."""
    x0, y0, x1, y1 = box.path_inner
    peak = (box.river[0] + box.river[2]) / 2
    draw.rectangle(box.path_inner, fill=MOUNTAIN)
    draw.polygon(
        [(x0, y1), (x0, y0 + 110), (peak - 230, y0 + 46), (peak, y0 + 2), (peak + 300, y0 + 80),
         (x1, y0 + 36), (x1, y1)],
        fill=MOUNTAIN_LIGHT,
    )  # fmt: skip
    draw.polygon(
        [(peak, y0 + 2), (peak - 70, y0 + 16), (peak + 80, y0 + 22)], fill=SNOW
    )  # fmt: skip


def _river(draw: ImageDraw.ImageDraw, box: Layout, say: dict[str, str]) -> None:
    """The great river between the last space and space 0, springing from the mountain; the
    druid crosses it on a bridge."""
    x0, y0, x1, y1 = box.river
    draw.rectangle((x0 + 3, y0 + 3, x1 - 3, y1), fill=WATER)
    draw.ellipse((x0 - 8, y1 - 16, x1 + 8, y1 + 12), fill=WATER)
    for k, y in enumerate(range(round(y0) + 10, round(y1) - 8, 16)):
        x = x0 + 12 + (k % 2) * 10
        draw.line((x, y, x, y + 8), fill=WATER_LIGHT, width=2)
    py0, py1 = box.path_outer[1], box.path_inner[1]
    draw.rectangle((x0 - 4, py0 + 6, x1 + 4, py1 - 6), fill=BRIDGE)
    for x in range(round(x0), round(x1) + 4, 8):
        draw.line((x, py0 + 6, x, py1 - 6), fill=SETTLEMENT, width=2)
    label = say["river"]
    # ends under the river's mouth: the druid's rock spaces lie to its right
    text(draw, (x1 + 8, y1 + 24), label, 20, WHITE, bold=True, anchor="rm")


def _druid_temple(draw: ImageDraw.ImageDraw, box: Layout, say: dict[str, str]) -> None:
    """The druid's temple and the three rock spaces leading from it to space 0."""
    tx, ty = box.temple
    walk = [box.spots[0], *reversed(box.rocks), box.temple]
    draw.line([point for point in walk], fill=ROCK_DARK, width=6, joint="curve")
    for n, (rx, ry) in enumerate(box.rocks, start=1):
        draw.ellipse((rx - 26, ry - 21, rx + 26, ry + 21), fill=ROCK, outline=ROCK_DARK, width=3)
        text(draw, (rx, ry), str(n), 22, INK, bold=True, anchor="mm")
    _temple_shape(draw, (tx - 54, ty - 30, tx + 54, ty + 44), TEMPLE_STONE, ROCK_DARK)
    text(draw, (tx, ty + 62), say["temple"], 18, WHITE, bold=True, anchor="mm")


def _highland_frame(draw: ImageDraw.ImageDraw, box: Box, material: str, title: str) -> None:
    panel(draw, box, HIGHLAND_GROUNDS[material], OUTLINE, width=3, radius=12)
    x0, y0, x1, _ = box
    material_icon(draw, (x0 + 10, y0 + 10, x0 + 44, y0 + 44), material)
    ink = INK if material == "wool" else WHITE
    text(draw, (x0 + 52, y0 + 27), title, 26, ink, bold=True, anchor="lm", max_width=x1 - x0 - 60)
    for level in range(3):
        slot = _worker_slot(box, level)
        draw.rounded_rectangle(slot, radius=10, outline=EMPTY_SLOT, width=2)
        text(
            draw,
            (slot[0] - 16, (slot[1] + slot[3]) / 2),
            str(counted(level)),
            20,
            ink,
            bold=True,
            anchor="mm",
        )


def _worker_slot(box: Box, level: int) -> Box:
    """Stack levels bottom (0) to top (2), drawn bottom-up like the stack itself."""
    x0, _, x1, y1 = box
    cx = (x0 + x1) / 2 + 8
    bottom = y1 - 54 - level * 70
    return (cx - 34, bottom - 64, cx + 34, bottom)


# ---------------------------------------------------------------- shapes


def material_icon(draw: ImageDraw.ImageDraw, box: Box, material: str) -> None:
    """Each material has its own colour and shape, so the costs read without words."""
    fill, dark = MATERIAL_COLOURS.get(material, (UNKNOWN_MATERIAL, OUTLINE))
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    if material == "wood":
        draw.rounded_rectangle(
            (x0, y0 + h * 0.2, x1, y1 - h * 0.2), radius=h * 0.2, fill=fill, outline=dark, width=2
        )
        draw.ellipse(
            (x1 - w * 0.42, y0 + h * 0.2, x1, y1 - h * 0.2), fill=WOOD_END, outline=dark, width=2
        )
        draw.ellipse(
            (x1 - w * 0.28, y0 + h * 0.38, x1 - w * 0.14, y1 - h * 0.38), outline=dark, width=1
        )
    elif material == "wool":
        r = w * 0.26
        centres = [
            (x0 + w * 0.3, y0 + h * 0.55),
            (x0 + w * 0.7, y0 + h * 0.55),
            (x0 + w * 0.5, y0 + h * 0.34),
            (x0 + w * 0.5, y0 + h * 0.68),
        ]
        for cx, cy in centres:
            draw.ellipse((cx - r - 2, cy - r - 2, cx + r + 2, cy + r + 2), fill=dark)
        for cx, cy in centres:
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)
    elif material == "copper":
        draw.polygon(
            [(x0 + w * 0.5, y0 + 1), (x1 - 1, y0 + h * 0.45), (x0 + w * 0.72, y1 - 1),
             (x0 + w * 0.22, y1 - 1), (x0 + 1, y0 + h * 0.45)],
            fill=fill, outline=dark, width=2,
        )  # fmt: skip
        draw.line(
            (x0 + w * 0.3, y0 + h * 0.45, x0 + w * 0.5, y0 + h * 0.2), fill=COPPER_GLINT, width=2
        )
    else:
        draw.polygon(
            [(x0 + w * 0.15, y0 + h * 0.25), (x0 + w * 0.6, y0 + h * 0.1), (x1 - 1, y0 + h * 0.45),
             (x0 + w * 0.8, y1 - 2), (x0 + w * 0.2, y1 - 2), (x0 + 1, y0 + h * 0.6)],
            fill=fill, outline=dark, width=2,
        )  # fmt: skip


def hut_shape(draw: ImageDraw.ImageDraw, box: Box, fill: str, outline: str) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    roof = y0 + h * 0.48
    draw.rectangle((x0 + w * 0.12, roof, x1 - w * 0.12, y1), fill=fill, outline=outline, width=3)
    draw.polygon(
        [(x0, roof + 2), ((x0 + x1) / 2, y0), (x1, roof + 2)], fill=fill, outline=outline, width=3
    )
    door = w * 0.14
    cx = (x0 + x1) / 2
    draw.rectangle((cx - door, y1 - h * 0.3, cx + door, y1), fill=outline)


def _temple_shape(draw: ImageDraw.ImageDraw, box: Box, fill: str, outline: str) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    eave = y0 + h * 0.32
    draw.polygon([(x0, eave), ((x0 + x1) / 2, y0), (x1, eave)], fill=fill, outline=outline, width=3)
    draw.rectangle(
        (x0 + w * 0.04, y1 - h * 0.14, x1 - w * 0.04, y1), fill=fill, outline=outline, width=3
    )
    draw.rectangle(
        (x0 + w * 0.04, eave, x1 - w * 0.04, eave + h * 0.1), fill=fill, outline=outline, width=3
    )
    for k in range(4):
        cx = x0 + w * (0.18 + k * 0.213)
        draw.rectangle(
            (cx - w * 0.05, eave + h * 0.1, cx + w * 0.05, y1 - h * 0.14),
            fill=fill,
            outline=outline,
            width=2,
        )


MEEPLE_OUTLINE = (
    (0.5, 0.28), (0.98, 0.42), (0.98, 0.55), (0.7, 0.58), (0.95, 1.0), (0.58, 1.0),
    (0.5, 0.82), (0.42, 1.0), (0.05, 1.0), (0.3, 0.58), (0.02, 0.55), (0.02, 0.42),
)  # fmt: skip


def meeple(draw: ImageDraw.ImageDraw, box: Box, fill: str, outline: str) -> None:
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    pts = MEEPLE_OUTLINE
    draw.polygon(
        [(x0 + px * w, y0 + py * h) for px, py in pts], fill=fill, outline=outline, width=3
    )
    r = w * 0.2
    cx, cy = x0 + w / 2, y0 + r + 1
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill, outline=outline, width=3)


def druid_figure(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A white-robed druid with a green sash and a staff."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    draw.line(
        (x0 + w * 0.9, y0 + h * 0.05, x0 + w * 0.9, y1), fill=BRIDGE, width=max(2, round(w / 12))
    )
    draw.polygon(
        [(x0 + w * 0.45, y0 + h * 0.25), (x0 + w * 0.85, y1), (x0 + w * 0.05, y1)],
        fill=DRUID_ROBE,
        outline=OUTLINE,
        width=2,
    )
    draw.line(
        (x0 + w * 0.25, y0 + h * 0.62, x0 + w * 0.66, y0 + h * 0.62),
        fill=DRUID_TRIM,
        width=max(2, round(h / 10)),
    )
    r = w * 0.2
    cx, cy = x0 + w * 0.45, y0 + h * 0.2
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=DRUID_ROBE, outline=OUTLINE, width=2)


def rune_stone(
    draw: ImageDraw.ImageDraw,
    centre: tuple[float, float],
    district: int,
    colours: tuple[str, str] | None,
) -> None:
    """A district's rune: grey when nobody holds it, else in its holder's colour."""
    cx, cy = centre
    fill, outline = colours if colours else (ROCK, ROCK_DARK)
    draw.rounded_rectangle(
        (cx - 16, cy - 15, cx + 16, cy + 15), radius=9, fill=fill, outline=outline, width=3
    )
    number = str(counted(district))
    text(draw, (cx, cy + 1), number, 20, WHITE if colours else INK, bold=True, anchor="mm")


# ---------------------------------------------------------------- header


def _header(draw: ImageDraw.ImageDraw, view: dict[str, Any], table: Table) -> None:
    mid_y = HEADER_H / 2
    stage = view["stage"]
    if stage == "last_turns":
        stage_text = table.say("stage_last_turns", n=view["last_turns_left"] or 0)
    else:
        stage_text = table.say(f"stage_{stage}")
    line = f"{table.say('round', n=view['round'])}  -  {stage_text}"
    text(draw, (300, mid_y), line, 32, HEADER_INK, bold=True, anchor="lm", max_width=560)
    status, player = _status(view, table)
    right = WIDTH - MARGIN
    width = text(draw, (right, mid_y), status, 34, GOLD, bold=True, anchor="rm", max_width=620)
    if player is not None:
        fill, outline = table.colours[player]
        left = right - width - 50
        meeple(draw, (left, mid_y - 22, left + 38, mid_y + 22), fill, outline)


def _status(view: dict[str, Any], table: Table) -> tuple[str, str | None]:
    """The header's status line and the player it is about (for their meeple), if one."""
    if view["stage"] == "over":
        first = (view.get("ranking") or [[]])[0]
        if len(first) == 1:
            return table.say("status_winner", name=table.names[first[0]]), first[0]
        if first:
            return table.say("status_shared", names=", ".join(table.names[p] for p in first)), None
        return table.say("stage_over"), None
    for decision in view["pending"]:
        player, kind = decision["player"], decision["kind"]
        key = f"status_{kind}"
        together = list(dict.fromkeys(d["player"] for d in view["pending"] if d["kind"] == kind))
        if len(together) > 1 and f"{key}_many" in table.words:  # a harvest answered at once
            names = ", ".join(table.names[p] for p in together)
            return table.say(f"{key}_many", names=names), None
        if key in table.words:
            return table.say(key, name=table.names[player]), player
        return table.say("status_other", name=table.names[player], kind=kind), player
    current = view["current_player"]
    if current is not None:
        return table.say("status_turn", name=table.names[current]), current
    return "", None


# ---------------------------------------------------------------- ring contents


def _rune_stones(
    draw: ImageDraw.ImageDraw, box: Layout, view: dict[str, Any], table: Table
) -> None:
    """Each district's rune stone sits in its band beside the district's middle space."""
    spaces: dict[int, list[int]] = {}
    for space in view["ring"]:
        spaces.setdefault(space["district"], []).append(space["space"])
    for district, members in spaces.items():
        middle = members[len(members) // 2]
        piece, tile = box.bands[middle][0], box.tiles[middle]
        if box.sides[middle] in ("top", "bottom"):
            piece = (max(piece[0], tile[0]), piece[1], min(piece[2], tile[2]), piece[3])
        holder = view["runes"].get(str(district))
        colours = table.colours.get(holder) if holder else None
        cx, cy = (piece[0] + piece[2]) / 2, (piece[1] + piece[3]) / 2
        horizontal = box.sides[middle] in ("top", "bottom")
        if horizontal:
            label = table.names[holder] if holder else table.say("rune_free")
            label_w = min(text_width(label, 18, True), 150)
            cx -= (label_w + 8) / 2
            text(draw, (cx + 22, cy), label, 18, WHITE, bold=True, anchor="lm", max_width=150)
        rune_stone(draw, (cx, cy), district, colours)


def _settlements(
    draw: ImageDraw.ImageDraw, box: Layout, groups: list[list[int]], size: int
) -> None:
    """A band under each settlement's huts, from one hut to its neighbour, so it reads as one."""
    for group in groups:
        members = set(group)
        for space in group:
            following = (space + 1) % size
            if following in members:
                a = space_parts(box.tiles[space], box.sides[space]).centre
                b = space_parts(box.tiles[following], box.sides[following]).centre
                draw.line((*a, *b), fill=SETTLEMENT, width=16)
                for cx, cy in (a, b):
                    draw.ellipse((cx - 8, cy - 8, cx + 8, cy + 8), fill=SETTLEMENT)


def _buildings(draw: ImageDraw.ImageDraw, box: Layout, view: dict[str, Any], table: Table) -> None:
    ritual = view["ritual"]
    for space in view["ring"]:
        tile = box.tiles[space["space"]]
        parts = space_parts(tile, box.sides[space["space"]])
        cx, cy = parts.centre
        building, token = space["building"], space["token"]
        if ritual is not None and ritual["space"] == space["space"]:
            draw.rectangle(
                (tile[0] + 1, tile[1] + 1, tile[2] - 1, tile[3] - 1), outline=RITUAL, width=6
            )
        if building is not None:
            fill, outline = table.colours[building["owner"]]
            if building["kind"] == "hut":
                hut_shape(draw, (cx - 28, cy - 28, cx + 28, cy + 26), fill, outline)
            else:
                half = min(40, parts.room / 2 - 4)
                _temple_shape(draw, (cx - half, cy - 30, cx + half, cy + 28), fill, outline)
            if token is not None:
                _token(draw, (cx + 24, cy + 16), token, table, small=True)
        elif token is not None:
            _token(draw, (cx, cy), token, table, small=False)


def _token(
    draw: ImageDraw.ImageDraw, centre: tuple[float, float], token: str, table: Table, *, small: bool
) -> None:
    """A gold bonus token: "+2" written on it; the free hut and the druid drawn as pictures
    with their word under them (a word fits no 52 px disc in every language: "gratis"), the
    picture alone on a hut built over the token."""
    cx, cy = centre
    r = 13 if small else 26
    pictured = token in ("druid", "free_hut")
    if pictured and not small:
        cy -= 8  # room for the word under it inside the space
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=GOLD, outline=BORDER, width=3)
    if token == "druid":
        druid_figure(draw, (cx - r * 0.6, cy - r * 0.7, cx + r * 0.6, cy + r * 0.7))
    elif token == "free_hut":
        _free_hut(draw, (cx - r * 0.6, cy - r * 0.6, cx + r * 0.6, cy + r * 0.5))
    if pictured:
        if not small:
            label = table.say(f"token_{token}")
            text(draw, (cx, cy + r + 11), label, 16, INK, bold=True, anchor="mm")
        return
    label = table.say(f"token_{token}")
    text(
        draw, (cx, cy), label, 14 if small else 20, INK, bold=True, anchor="mm", max_width=2 * r - 4
    )


def _free_hut(draw: ImageDraw.ImageDraw, box: Box) -> None:
    """A white hut outlined in ink: the "free hut" token's picture (thin lines fit a small disc)."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    line = max(1, round(w / 14))
    roof = y0 + h * 0.48
    draw.polygon(
        [(x0, roof), ((x0 + x1) / 2, y0), (x1, roof)], fill=WHITE, outline=OUTLINE, width=line
    )
    draw.rectangle(
        (x0 + w * 0.14, roof, x1 - w * 0.14, y1), fill=WHITE, outline=OUTLINE, width=line
    )
    door = w * 0.12
    draw.rectangle(((x0 + x1) / 2 - door, y1 - h * 0.32, (x0 + x1) / 2 + door, y1), fill=OUTLINE)


def _druid_on_board(draw: ImageDraw.ImageDraw, box: Layout, view: dict[str, Any]) -> None:
    """The druid on his temple, a rock space or the path beside his space (ringed in a ritual)."""
    druid = view["druid"]
    if druid["space"] is not None:
        x, y = box.spots[druid["space"]]
    elif druid["rock"] > 0:
        x, y = box.rocks[druid["rock"] - 1]
    else:
        x, y = box.temple[0] + 92, box.temple[1] + 8
    if view["ritual"] is not None:
        draw.ellipse((x - 34, y - 34, x + 34, y + 34), fill=RITUAL_GLOW)
    draw.ellipse((x - 28, y - 28, x + 28, y + 28), fill=DRUID_PIECE, outline=WHITE, width=3)
    druid_figure(draw, (x - 18, y - 22, x + 18, y + 22))


# ---------------------------------------------------------------- mountain contents


def _highlands(draw: ImageDraw.ImageDraw, box: Layout, view: dict[str, Any], table: Table) -> None:
    for k, material in enumerate(MATERIALS):
        area = box.highlands[k]
        if view["die"] == material:
            draw.rounded_rectangle(
                (area[0] - 5, area[1] - 5, area[2] + 5, area[3] + 5),
                radius=15,
                outline=GOLD,
                width=5,
            )
        for level, worker in enumerate(view["highlands"][material]):
            fill, outline = table.colours[worker]
            meeple(draw, _worker_slot(area, level), fill, outline)
        if not view["supply_available"][material]:
            label = table.say("supply_empty")
            left = (area[0] + area[2] - chip_width(label, 18)) / 2
            chip(draw, (left, area[3] - 40), label, 18, OUTLINE, WHITE)


def _die(draw: ImageDraw.ImageDraw, box: Box, face: str | None, table: Table) -> None:
    x0, y0, x1, y1 = box
    draw.rounded_rectangle((x0 + 6, y0 + 6, x1 + 6, y1 + 6), radius=20, fill=SHADOW)
    draw.rounded_rectangle(box, radius=20, fill=DIE_FACE, outline=OUTLINE, width=4)
    text(draw, ((x0 + x1) / 2, y1 + 22), table.say("die"), 20, WHITE, bold=True, anchor="mm")
    if face in MATERIALS:
        pad = 20
        material_icon(draw, (x0 + pad, y0 + pad, x1 - pad, y1 - pad), face)
    else:
        label = table.say(f"die_{face}" if face else "die_none")
        text(
            draw,
            ((x0 + x1) / 2, (y0 + y1) / 2),
            label,
            30,
            INK,
            bold=True,
            anchor="mm",
            max_width=x1 - x0 - 16,
        )


def _notes(draw: ImageDraw.ImageDraw, box: Box, view: dict[str, Any], table: Table) -> None:
    """The ritual under way and, on the 4-player ring, that it is an approximation."""
    x0, y0, x1, y1 = box
    ritual = view["ritual"]
    if ritual is not None:
        line = table.say(
            "ritual_line", name=table.names[ritual["owner"]], space=counted(ritual["space"])
        )
        chip(draw, (x0, y0), line, 20, RITUAL, INK)
    if view["approximate_ring"]:
        note = table.say("approximate")
        text(draw, (x0, y1 - 14), note, 18, WHITE, anchor="lm", max_width=x1 - x0)


# ---------------------------------------------------------------- players


def _player(
    draw: ImageDraw.ImageDraw, box: Box, view: dict[str, Any], row: dict[str, Any], table: Table
) -> None:
    name = row["name"]
    kinds = [d["kind"] for d in view["pending"] if d["player"] == name]
    if kinds:
        draw.rounded_rectangle(box, radius=14, outline=GOLD, width=7)
    fill, outline = table.colours[name]
    x0, y0, x1 = box[0] + 16, box[1] + 14, box[2] - 16
    meeple(draw, (x0, y0, x0 + 36, y0 + 44), fill, outline)
    score_w = text(draw, (x1, y0 + 22), str(row["score"]), 46, INK, bold=True, anchor="rm")
    name_w = text(
        draw,
        (x0 + 48, y0 + 22),
        table.names[name],
        30,
        INK,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 60 - score_w,
    )
    text(draw, (x1, y0 + 56), table.say("points"), 16, INK_SOFT, anchor="rm")
    status = _player_status(view, name, kinds, table)
    if status:
        room = x1 - x0 - 60 - score_w - name_w - 12
        status_x = x0 + 60 + name_w if chip_width(status, 18) <= room else x0 + 48
        chip(draw, (status_x, y0 + 9 if status_x > x0 + 48 else y0 + 44), status, 18, GOLD, INK)
    y = y0 + 86
    hut_shape(draw, (x0, y - 16, x0 + 30, y + 14), fill, outline)
    huts = table.say("huts_left", n=row["huts_left"])
    w = text(draw, (x0 + 38, y), huts, 20, INK, anchor="lm")
    tx = x0 + 38 + w + 18
    _temple_shape(draw, (tx, y - 16, tx + 36, y + 14), fill, outline)
    label = table.say("temples_left", n=row["temples_left"])
    text(draw, (tx + 44, y), label, 20, INK, anchor="lm")
    y += 42
    w = text(draw, (x0, y), table.say("runes"), 20, INK, bold=True, anchor="lm")
    if row["runes"]:
        step = min(38.0, (x1 - x0 - w - 30) / len(row["runes"]))
        for k, district in enumerate(row["runes"]):
            rune_stone(draw, (x0 + w + 30 + k * step, y), district, table.colours[name])
    else:
        text(draw, (x0 + w + 12, y), table.say("no_runes"), 18, INK_SOFT, anchor="lm")
    materials = _own_materials(view, row)
    if materials is not None:
        _materials(draw, (x0, y + 30, x1), materials, table)


def _own_materials(view: dict[str, Any], row: dict[str, Any]) -> dict[str, int] | None:
    """A player's materials, only when that player is the viewer: nobody else's are drawn."""
    materials = row.get("materials")
    if row["name"] == view["viewer"] and isinstance(materials, dict):
        return materials
    return None


def _player_status(view: dict[str, Any], name: str, kinds: list[str], table: Table) -> str:
    if view["stage"] == "over":
        place = 0
        for group in view["ranking"]:
            if name in group:
                rank = table.say(f"place_{min(place + 1, 4)}")
                return f"{rank} {table.say('tie')}" if len(group) > 1 else rank
            place += len(group)
        return ""
    for kind in kinds:
        key = f"chip_{kind}"
        return table.say(key) if key in table.words else kind.replace("_", " ")
    return ""


def _materials(
    draw: ImageDraw.ImageDraw,
    area: tuple[float, float, float],
    materials: dict[str, int],
    table: Table,
) -> None:
    x0, y, x1 = area
    draw.rounded_rectangle((x0 - 6, y, x1 + 6, y + MATERIALS_H - 4), radius=10, fill=PARCHMENT_DARK)
    text(draw, (x0, y + 13), table.say("materials"), 16, INK_SOFT, bold=True, anchor="lm")
    step = (x1 - x0) / 4
    for k, material in enumerate(MATERIALS):
        x = x0 + k * step
        material_icon(draw, (x, y + 26, x + 28, y + 54), material)
        text(draw, (x + 34, y + 41), str(materials[material]), 24, INK, bold=True, anchor="lm")


def _final_ranking(draw: ImageDraw.ImageDraw, box: Box, view: dict[str, Any], table: Table) -> None:
    """Ranking at game end: place, player, total and each source of their points."""
    x0, y0, x1, _ = box
    text(draw, (x0 + 20, y0 + 28), table.say("final"), 30, INK, bold=True, anchor="lm")
    breakdown: dict[str, dict[str, int]] = view["breakdown"]
    sources = list(dict.fromkeys(s for parts in breakdown.values() for s in parts))
    name_x, total_x = x0 + 90, x0 + 330
    first_source = total_x + 40
    pitch = (x1 - 16 - first_source) / max(len(sources), 1)
    header_y = y0 + 74
    text(draw, (total_x, header_y), table.say("total"), 18, INK_SOFT, bold=True, anchor="rm")
    for k, source in enumerate(sources):
        key = f"source_{source}"
        label = table.say(key) if key in table.words else source.replace("_", " ")
        centre = first_source + (k + 0.5) * pitch
        text(
            draw,
            (centre, header_y),
            label,
            18,
            INK_SOFT,
            bold=True,
            anchor="mm",
            max_width=pitch - 6,
        )
    draw.line((x0 + 16, header_y + 16, x1 - 16, header_y + 16), fill=PARCHMENT_DARK, width=2)
    y = header_y + 50
    row_h = min(56.0, (box[3] - 16 - y + 28) / max(len(view["players"]), 1))
    place = 0
    for group in view["ranking"]:
        rank = table.say(f"place_{min(place + 1, 4)}")
        for player in group:
            if player not in table.names:
                continue
            if place == 0:
                draw.rounded_rectangle(
                    (x0 + 10, y - row_h / 2 + 3, x1 - 10, y + row_h / 2 - 3), radius=10, fill=GOLD
                )
            text(draw, (x0 + 24, y), rank, 26, INK, bold=True, anchor="lm")
            fill, outline = table.colours[player]
            meeple(draw, (name_x, y - 20, name_x + 32, y + 20), fill, outline)
            text(
                draw,
                (name_x + 42, y),
                table.names[player],
                26,
                INK,
                bold=True,
                anchor="lm",
                max_width=total_x - name_x - 120,
            )
            score = view["scores"].get(player, 0)
            text(draw, (total_x, y), str(score), 30, INK, bold=True, anchor="rm")
            parts = breakdown.get(player, {})
            for k, source in enumerate(sources):
                centre = first_source + (k + 0.5) * pitch
                text(draw, (centre, y), str(parts.get(source, 0)), 24, INK, anchor="mm")
            y += row_h
        place += len(group)
