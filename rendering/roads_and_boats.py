"""The Roads & Boats board as one PNG (~1600 px wide), drawn from a view alone.

Top to bottom: a header (turn, phase, who still owes orders); the hex map, with every tile's
label as the engine names it ("C4"), terrains, rivers, roads, bridges, walls (owner colour and
height), buildings (mines with their bags), goods lying on banks and transporters with their
short ids (owner colour + kind letter + number, as orders name them) and cargo; below, the
wonder row by row with each player's bricks, and one panel per player.

The map's geometry comes from `rules.roads_and_boats.board.Board` (rebuilt from the view's map
rows, cached per map): banks, sides and docks sit exactly where the engine says they are. The
terrain layer (hexes, rivers, labels) is drawn once per map and cached.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering.draw import Box, chip, chip_width, encode_png, palette, panel, plain, text
from rules.roads_and_boats.board import SIDE_INDEX, Board, Region, Tile, TileSpec

WIDTH = 1600
MARGIN = 20
GAP = 16
HEADER_H = 84
MAP_MAX_H = 1350
LEGEND_H = 40
BOTTOM_H = 420

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

# good: (short code, token colour, ink)
GOODS: dict[str, tuple[str, str, str]] = {
    "trunk": ("Tk", "#6B4424", WHITE),
    "board": ("Bd", "#D9A55B", INK),
    "stone": ("St", "#9A9A9A", INK),
    "clay": ("Cl", "#C0643C", WHITE),
    "fuel": ("Fu", "#222222", WHITE),
    "paper": ("Pp", "#F7F7F2", INK),
    "gold": ("Au", "#E6B800", INK),
    "iron": ("Fe", "#56677A", WHITE),
    "coins": ("Co", "#FFD94A", INK),
    "stock": ("Sk", "#2E7D5B", WHITE),
    "goose": ("Gs", "#FFFFFF", INK),
}
UNKNOWN_GOOD = ("??", "#C040A0", WHITE)

BUILDING_NAMES = {
    "woodcutter": "Woodcut",
    "quarry": "Quarry",
    "clay_pit": "Clay pit",
    "mine": "Mine",
    "oil_rig": "Oil rig",
    "sawmill": "Sawmill",
    "coal_burner": "Coal",
    "papermill": "Paper",
    "stone_factory": "Stone F",
    "mint": "Mint",
    "stock_exchange": "Stocks",
    "wagon_factory": "Wagon F",
    "truck_factory": "Truck F",
    "raft_factory": "Raft F",
    "rowboat_factory": "Rowb. F",
    "steamer_factory": "Steam F",
}

PHASE_TITLES = {
    "start": "Choosing start tiles",
    "production": "Production",
    "movement": "Movement",
    "building": "Building",
    "wonder": "Wonder",
    "over": "Game over",
}

TEXT_ON = (
    (GOLD, PAGE), (WHITE, PAGE), (INK, PANEL), (INK_SOFT, PANEL), (INK, LABEL_BG),
    (INK, BUILDING), (INK, GOLD), (INK, EMPTY_BRICK),
    *((ink, fill) for fill, ink in PLAYER_COLOURS.values()),
    *((ink, fill) for _, fill, ink in GOODS.values()),
    *((TERRAIN_INK.get(t, INK), c) for t, c in TERRAIN_COLOURS.items()),
    (WHITE, NEUTRAL), (WHITE, ROAD_EDGE),
)  # fmt: skip


# ---------------------------------------------------------------- the view


@dataclass(frozen=True)
class Seat:
    name: str
    label: str
    colour: str
    home: str | None
    research: tuple[str, ...]


def _seats(view: Mapping[str, Any]) -> list[Seat]:
    """Players in seat order with printable names (the font is ASCII only)."""
    return [
        Seat(
            str(p["name"]),
            plain(str(p["name"])) or f"Player {i + 1}",
            str(p.get("colour", "")),
            p.get("home"),
            tuple(p.get("research", ())),
        )
        for i, p in enumerate(view["players"])
    ]


def board_of(view: Mapping[str, Any]) -> Board:
    """The view's map (`Board.geometry()` JSON) as a Board, cached per map."""
    tiles = tuple(
        (str(t["label"]), str(t["terrain"]), t.get("river"), int(t.get("rotation", 0)))
        for t in view["map"]["tiles"]
    )
    return _board(tiles)


@functools.lru_cache(maxsize=8)
def _board(tiles: tuple[tuple[str, str, str | None, int], ...]) -> Board:
    return Board(
        [TileSpec(label, terrain, river, rotation) for label, terrain, river, rotation in tiles]
    )


# ---------------------------------------------------------------- geometry


@dataclass(frozen=True)
class Geometry:
    """Pixel positions of a board's hexes at one scale."""

    radius: float
    origin: tuple[float, float]
    col_min: int
    row_min: int
    height: float

    @property
    def hex_w(self) -> float:
        return math.sqrt(3) * self.radius

    @property
    def apothem(self) -> float:
        return self.hex_w / 2

    def centre(self, tile: Tile) -> tuple[float, float]:
        shift = self.hex_w / 2 if tile.row % 2 == 1 else 0.0
        x = self.origin[0] + (tile.col - self.col_min) * self.hex_w + shift + self.hex_w / 2
        y = self.origin[1] + (tile.row - self.row_min) * 1.5 * self.radius + self.radius
        return x, y

    def corners(self, tile: Tile) -> list[tuple[float, float]]:
        cx, cy = self.centre(tile)
        return [_polar(cx, cy, self.radius, 90 - 60 * k) for k in range(6)]

    def side_ends(self, tile: Tile, side: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two corners of a side, counter-clockwise one first."""
        cx, cy = self.centre(tile)
        normal = 60 - 60 * side
        return _polar(cx, cy, self.radius, normal + 30), _polar(cx, cy, self.radius, normal - 30)

    def side_point(
        self, tile: Tile, side: int, along: float = 0.0, depth: float = 1.0
    ) -> tuple[float, float]:
        """A point on (depth 1) or inside (depth < 1) a side; `along` runs -1..1 from corner a."""
        a, b = self.side_ends(tile, side)
        t = (1 - along) / 2
        edge_x, edge_y = a[0] * t + b[0] * (1 - t), a[1] * t + b[1] * (1 - t)
        cx, cy = self.centre(tile)
        return cx + (edge_x - cx) * depth, cy + (edge_y - cy) * depth

    def region_anchor(self, tile: Tile, region: Region) -> tuple[float, float]:
        """Where a bank's contents go: the tile centre, or towards the bank's half-sides."""
        cx, cy = self.centre(tile)
        if len(tile.regions) == 1:
            return cx, cy
        x = sum(math.cos(math.radians(_half_angle(s, h))) for s, h in region.halves)
        y = sum(math.sin(math.radians(_half_angle(s, h))) for s, h in region.halves)
        length = math.hypot(x, y) or 1.0
        reach = 0.45 * self.radius
        return cx + reach * x / length, cy - reach * y / length


def _polar(cx: float, cy: float, r: float, degrees: float) -> tuple[float, float]:
    angle = math.radians(degrees)
    return cx + r * math.cos(angle), cy - r * math.sin(angle)


def _half_angle(side: int, half: int) -> float:
    """As in board.py: the direction of a half-side, degrees counter-clockwise from east."""
    return 60.0 - 60.0 * side + (15.0 if half == 0 else -15.0)


@functools.lru_cache(maxsize=8)
def geometry(board: Board) -> Geometry:
    """Hexes as large as fit 1600 px wide and MAP_MAX_H high, cropped to the tiles that exist."""
    cols = [t.col for t in board.tiles.values()]
    rows = [t.row for t in board.tiles.values()]
    col_min, row_min = min(cols), min(rows)
    shifted_max = max(t.col + (0.5 if t.row % 2 else 0.0) for t in board.tiles.values())
    shifted_min = min(t.col + (0.5 if t.row % 2 else 0.0) for t in board.tiles.values())
    span_cols = shifted_max - shifted_min + 1
    span_rows = max(rows) - row_min
    inner_w = WIDTH - 2 * MARGIN
    radius = min(inner_w / (span_cols * math.sqrt(3)), MAP_MAX_H / (1.5 * span_rows + 2), 100.0)
    hex_w = math.sqrt(3) * radius
    map_w = span_cols * hex_w
    x0 = (WIDTH - map_w) / 2 - (shifted_min - col_min) * hex_w
    height = (1.5 * span_rows + 2) * radius
    return Geometry(radius, (x0, HEADER_H + GAP), col_min, row_min, height)


# ---------------------------------------------------------------- layout


@dataclass(frozen=True)
class Layout:
    height: int
    legend_y: float
    wonder: Box
    players: tuple[Box, ...]


def layout(board: Board, n_players: int) -> Layout:
    geo = geometry(board)
    legend_y = HEADER_H + GAP + geo.height + GAP
    top = legend_y + LEGEND_H + GAP
    wonder = (MARGIN, top, MARGIN + 560, top + BOTTOM_H)
    left = wonder[2] + GAP
    cols = 2 if n_players > 2 else max(n_players, 1)
    rows = max(1, math.ceil(n_players / cols))
    cell_w = (WIDTH - MARGIN - left - (cols - 1) * GAP) / cols
    cell_h = (BOTTOM_H - (rows - 1) * GAP) / rows
    players = tuple(
        (
            left + (i % cols) * (cell_w + GAP),
            top + (i // cols) * (cell_h + GAP),
            left + (i % cols) * (cell_w + GAP) + cell_w,
            top + (i // cols) * (cell_h + GAP) + cell_h,
        )
        for i in range(n_players)
    )
    return Layout(int(top + BOTTOM_H + MARGIN), legend_y, wonder, players)


# ---------------------------------------------------------------- entry points


def render(view: dict[str, Any]) -> bytes:
    """PNG bytes of the board for one Roads & Boats view."""
    return encode_png(board_image(view), _palette())


@functools.lru_cache(maxsize=1)
def _palette() -> Image.Image:
    flat = [
        c for c in globals().values() if isinstance(c, str) and c.startswith("#") and len(c) == 7
    ]
    flat += list(TERRAIN_COLOURS.values())
    flat += [c for pair in PLAYER_COLOURS.values() for c in pair] + list(UNKNOWN_PLAYER)
    flat += [c for _, fill, ink in GOODS.values() for c in (fill, ink)]
    return palette(flat, TEXT_ON, steps=5)


def board_image(view: dict[str, Any]) -> Image.Image:
    board = board_of(view)
    seats = _seats(view)
    irrigated = bool(view["irrigated"])
    box = layout(board, len(seats))
    image = _terrain_layer(board, irrigated, len(seats)).copy()
    draw = ImageDraw.Draw(image)
    geo = geometry(board)
    _header(draw, view, seats)
    for a, b in view["roads"]:
        _road(draw, board, geo, a, b)
    for a, b in view["bridges"]:
        _bridge(draw, board, geo, a, b)
    for edge, wall in view["walls"].items():
        _wall(draw, board, geo, edge, wall)
    _contents(draw, board, geo, view)
    _wonder(draw, box.wonder, view, seats)
    for seat, player_box in zip(seats, box.players, strict=False):
        _player(draw, player_box, view, seat)
    return image


# ---------------------------------------------------------------- terrain layer


@functools.lru_cache(maxsize=8)
def _terrain_layer(board: Board, irrigated: bool, n_players: int) -> Image.Image:
    """Page, hexes, rivers, panel frames and the goods legend of one map; never mutated."""
    box = layout(board, n_players)
    geo = geometry(board)
    image = Image.new("RGB", (WIDTH, box.height), PAGE)
    draw = ImageDraw.Draw(image)
    for tile in board.tiles.values():
        terrain = board.terrain(tile.label, irrigated)
        draw.polygon(
            geo.corners(tile), fill=TERRAIN_COLOURS.get(terrain, NEUTRAL), outline=HEX_EDGE, width=2
        )
    for tile in board.tiles.values():
        _river(draw, geo, tile)
    panel(draw, box.wonder, PANEL, BORDER)
    for player_box in box.players:
        panel(draw, player_box, PANEL, BORDER)
    text(draw, (MARGIN + 4, HEADER_H / 2), "ROADS & BOATS", 44, GOLD, bold=True, anchor="lm")
    _legend(draw, box.legend_y + LEGEND_H / 2)
    return image


def _legend(draw: ImageDraw.ImageDraw, y: float) -> None:
    """What the goods' two-letter codes mean, in token colours, across the page."""
    entries = [(_token(draw, good, GOODS[good][0], 20), good) for good in GOODS]
    widths = [item[0] + 8 + chip_width(good, 18, bold=False) for item, good in entries]
    gap = (WIDTH - 2 * MARGIN - sum(widths)) / max(len(widths) - 1, 1)
    x = float(MARGIN)
    for ((width, paint), good), total in zip(entries, widths, strict=True):
        paint(x, y)
        text(draw, (x + width + 6, y), good, 18, WHITE, anchor="lm")
        x += total + gap


def _river(draw: ImageDraw.ImageDraw, geo: Geometry, tile: Tile) -> None:
    if not tile.river_sides:
        return
    centre = geo.centre(tile)
    width = max(6, round(geo.radius / 7))
    for outline, w in ((RIVER_EDGE, width + 4), (RIVER, width)):
        for side in tile.river_sides:
            draw.line([geo.side_point(tile, side), centre], fill=outline, width=w)
        r = w / 2
        draw.ellipse((centre[0] - r, centre[1] - r, centre[0] + r, centre[1] + r), fill=outline)


def _tile_label(
    draw: ImageDraw.ImageDraw, geo: Geometry, tile: Tile, mark: tuple[str, str]
) -> None:
    """The label orders use, on a tab at the top of the hex, drawn over everything. A home
    tile's tab is in its owner's colour; a suggested start (while starts are chosen) has a gold
    tab."""
    fill, ink = mark
    cx, cy = geo.centre(tile)
    size = max(13, round(geo.radius / 5.2))
    y = cy - geo.radius * 0.8
    width = chip_width(tile.label, size) - size / 2
    tab = (cx - width / 2, y - size * 0.62, cx + width / 2, y + size * 0.62)
    draw.rounded_rectangle(tab, radius=5, fill=fill, outline=HEX_EDGE, width=1)
    text(draw, (cx, y), tile.label, size, ink, bold=True, anchor="mm")


def _label_marks(board: Board, view: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """Tab colours: (fill, ink) per tile label."""
    marks = {label: (LABEL_BG, INK) for label in board.tiles}
    if view["phase"] == "start":
        for label in view["map"].get("starts", []):
            if label in marks:
                marks[label] = (GOLD, INK)
    for player in view["players"]:
        home = player.get("home")
        if home in board.regions:
            marks[board.tile_of(home)] = PLAYER_COLOURS.get(str(player["colour"]), UNKNOWN_PLAYER)
    return marks


# ---------------------------------------------------------------- roads, bridges, walls


def _region(board: Board, name: str) -> tuple[Tile, Region] | None:
    region = board.regions.get(name)
    if region is None:
        return None
    return board.tiles[region.tile], region


def _road(draw: ImageDraw.ImageDraw, board: Board, geo: Geometry, a: str, b: str) -> None:
    end_a, end_b = _region(board, a), _region(board, b)
    if end_a is None or end_b is None:
        return
    (tile_a, region_a), (tile_b, region_b) = end_a, end_b
    side = board.side_between(tile_a.label, tile_b.label)
    if side is None:
        return
    crossing = _crossing(geo, tile_a, region_a, side)
    points = [geo.region_anchor(tile_a, region_a), crossing, geo.region_anchor(tile_b, region_b)]
    width = max(6, round(geo.radius / 9))
    draw.line(points, fill=ROAD_EDGE, width=width + 4, joint="curve")
    draw.line(points, fill=ROAD, width=width, joint="curve")


def _crossing(geo: Geometry, tile: Tile, region: Region, side: int) -> tuple[float, float]:
    """Where a bank's road crosses `side`: the middle of the bank's part of that side."""
    halves = [h for s, h in region.halves if s == side]
    if len(halves) == 1:
        return geo.side_point(tile, side, along=-0.5 if halves[0] == 0 else 0.5)
    return geo.side_point(tile, side)


def _bridge(draw: ImageDraw.ImageDraw, board: Board, geo: Geometry, a: str, b: str) -> None:
    end_a, end_b = _region(board, a), _region(board, b)
    if end_a is None or end_b is None:
        return
    (tile, region_a), (_, region_b) = end_a, end_b
    pa, pb = geo.region_anchor(tile, region_a), geo.region_anchor(tile, region_b)
    mid = ((pa[0] + pb[0]) / 2, (pa[1] + pb[1]) / 2)
    span = [
        (pa[0] * 0.35 + mid[0] * 0.65, pa[1] * 0.35 + mid[1] * 0.65),
        (pb[0] * 0.35 + mid[0] * 0.65, pb[1] * 0.35 + mid[1] * 0.65),
    ]
    width = max(10, round(geo.radius / 5))
    draw.line(span, fill=ROAD_EDGE, width=width + 4)
    draw.line(span, fill=BRIDGE, width=width)


def _wall(
    draw: ImageDraw.ImageDraw,
    board: Board,
    geo: Geometry,
    edge: str,
    wall: Mapping[str, Any],
) -> None:
    label, _, side_name = edge.partition(":")
    tile = board.tiles.get(label)
    if tile is None or side_name not in SIDE_INDEX:
        return
    side = SIDE_INDEX[side_name]
    a, b = geo.side_ends(tile, side)
    colour = wall.get("colour")
    fill, ink = PLAYER_COLOURS.get(str(colour), UNKNOWN_PLAYER) if colour else (NEUTRAL, WHITE)
    width = max(8, round(geo.radius / 8))
    draw.line([a, b], fill=INK, width=width + 4)
    draw.line([a, b], fill=fill, width=width)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    r = max(11, geo.radius / 7)
    draw.ellipse((mx - r, my - r, mx + r, my + r), fill=fill, outline=INK, width=2)
    text(draw, (mx, my), str(wall.get("height", "")), round(r * 1.3), ink, bold=True, anchor="mm")


# ---------------------------------------------------------------- buildings, goods, transporters


def _contents(
    draw: ImageDraw.ImageDraw,
    board: Board,
    geo: Geometry,
    view: Mapping[str, Any],
) -> None:
    """Per bank: building on top, transporters below it, goods under them — kept together."""
    per_region: dict[str, list[Mapping[str, Any]]] = {}
    afloat: dict[str, list[Mapping[str, Any]]] = {}
    for t in view["transporters"]:
        if t.get("carried_by"):
            continue
        (afloat if t["afloat"] else per_region).setdefault(str(t["place"]), []).append(t)
    carried = {t["carried_by"]: t for t in view["transporters"] if t.get("carried_by")}
    draws = view["mine_draws"]
    buildings = {
        b["region"]: {**b, "drew": draws.get(tile)} if draws.get(tile) else b
        for tile, b in view["buildings"].items()
    }
    goods = view["goods"]
    regions = set(per_region) | set(buildings) | set(goods)
    for name in sorted(regions):
        located = _region(board, name)
        if located is None:
            continue
        tile, region = located
        whole = len(tile.regions) == 1
        cx, cy = geo.region_anchor(tile, region)
        anchor = (cx, cy + (geo.radius * 0.12 if whole else 0.0))
        room = (
            (geo.radius * 1.6, geo.radius * 1.4) if whole else (geo.radius * 1.2, geo.radius * 0.8)
        )
        ceiling = geo.centre(tile)[1] - geo.radius * 0.66
        stuff = buildings.get(name), per_region.get(name, []), goods.get(name, {})
        _stack(draw, anchor, ceiling, geo.radius, room, *stuff, carried)
    for place, boats in afloat.items():
        water = _water_anchor(board, geo, place)
        if water is not None:
            room = (geo.radius * 1.2, geo.radius * 0.6)
            _stack(draw, water, 0.0, geo.radius, room, None, boats, {}, carried)
    marks = _label_marks(board, view)
    for tile in board.tiles.values():
        _tile_label(draw, geo, tile, marks[tile.label])


def _water_anchor(board: Board, geo: Geometry, place: str) -> tuple[float, float] | None:
    """On a river: halfway up its first arm (the centre is kept for bridges); at sea: the centre;
    docked: inside the side it came through, on its bank."""
    if place in board.tiles:
        tile = board.tiles[place]
        if tile.river_sides:
            return geo.side_point(tile, min(tile.river_sides), depth=0.45)
        cx, cy = geo.centre(tile)
        return cx, cy + geo.radius * 0.1
    dock = board.docks.get(place)
    if dock is None:
        return None
    tile = board.tiles[dock.tile]
    along = 0.0
    if dock.mouth:
        halves = [h for s, h in board.regions[dock.region].halves if s == dock.side]
        along = -0.5 if halves == [0] else 0.5
    return geo.side_point(tile, dock.side, along=along, depth=0.72)


Item = tuple[float, Callable[[float, float], None]]
"""A thing drawn in a bank's pile: its width and how to draw it at (left x, middle y)."""


def _stack(
    draw: ImageDraw.ImageDraw,
    anchor: tuple[float, float],
    ceiling: float,
    radius: float,
    room: tuple[float, float],
    building: Mapping[str, Any] | None,
    transporters: list[Mapping[str, Any]],
    goods: Mapping[str, int],
    carried: Mapping[str, Mapping[str, Any]],
) -> None:
    """Building on top, then transporters, then goods, flowed into centred rows that fit `room`
    (width, height): the text shrinks on a crowded bank rather than spill onto the next tile.
    Nothing goes above `ceiling`, where the tile's label is."""
    size = max(12, round(radius / 5))
    ordered = _grouped(transporters, carried)
    while True:
        groups: list[list[Item]] = []
        if building is not None:
            groups.append([_building_item(draw, building, size)])
        groups.append(
            [_transporter_item(draw, t, size, carried.get(str(t.get("id")))) for t in ordered]
        )
        groups.append([_good_item(draw, g, n, size) for g, n in goods.items() if n])
        rows = [row for group in groups for row in _flow(group, room[0])]
        line_h = size + size // 2 + 4
        fits = len(rows) * line_h <= room[1] and all(_row_width(row) <= room[0] for row in rows)
        if fits or size <= 11:
            break
        size -= 1
    top = max(anchor[1] - (len(rows) - 1) * line_h / 2, ceiling + line_h / 2)
    for k, row in enumerate(rows):
        x = anchor[0] - _row_width(row) / 2
        for w, paint in row:
            paint(x, top + k * line_h)
            x += w + 4


def _grouped(
    transporters: list[Mapping[str, Any]], carried: Mapping[str, Mapping[str, Any]]
) -> list[Mapping[str, Any]]:
    """Loaded transporters one by one; empty ones of one owner share a chip ("D2 D3")."""
    ordered = sorted(transporters, key=lambda t: (str(t.get("owner")), _label_key(t)))
    loaded = [t for t in ordered if any(t.get("cargo", {}).values()) or t.get("id") in carried]
    empty: dict[str, list[str]] = {}
    for t in ordered:
        if t not in loaded:
            empty.setdefault(str(t.get("colour")), []).append(plain(str(t.get("label", "?"))))
    return loaded + [{"colour": c, "label": " ".join(labels)} for c, labels in empty.items()]


def _label_key(transporter: Mapping[str, Any]) -> tuple[str, int]:
    """'D10' after 'D9'."""
    label = str(transporter.get("label", ""))
    digits = "".join(ch for ch in label if ch.isdigit())
    return label.rstrip("0123456789"), int(digits) if digits else 0


def _row_width(row: list[Item]) -> float:
    return sum(w for w, _ in row) + 4 * (len(row) - 1)


def _flow(items: list[Item], max_width: float) -> list[list[Item]]:
    rows: list[list[Item]] = []
    width = 0.0
    for item in items:
        if rows and width + 4 + item[0] <= max_width:
            rows[-1].append(item)
            width += 4 + item[0]
        else:
            rows.append([item])
            width = item[0]
    return rows


def _building_item(draw: ImageDraw.ImageDraw, building: Mapping[str, Any], size: int) -> Item:
    kind = str(building.get("kind", ""))
    name = BUILDING_NAMES.get(kind, plain(kind).replace("_", " ").title())
    bag = building.get("bag")
    if bag is not None:
        name += " " + " ".join(
            f"{n}{GOODS.get(g, UNKNOWN_GOOD)[0]}" for g, n in sorted(bag.items()) if n
        )
    drew = building.get("drew")
    if drew:
        name += f" > {GOODS.get(str(drew), UNKNOWN_GOOD)[0]}"
    width = chip_width(name, size, pad=_pad(size))

    def paint(x: float, y: float) -> None:
        box = (x, y - size * 0.75, x + width, y + size * 0.75)
        draw.rounded_rectangle(box, radius=4, fill=BUILDING, outline=BUILDING_EDGE, width=2)
        text(draw, (x + width / 2, y), name, size, INK, bold=True, anchor="mm")

    return width, paint


def _transporter_item(
    draw: ImageDraw.ImageDraw,
    transporter: Mapping[str, Any],
    size: int,
    passenger: Mapping[str, Any] | None,
) -> Item:
    """Owner-coloured chip with the short id (and a carried transporter), then its cargo."""
    fill, ink = PLAYER_COLOURS.get(str(transporter.get("colour")), UNKNOWN_PLAYER)
    label = plain(str(transporter.get("label", "?")))
    if passenger is not None:
        label += "+" + plain(str(passenger.get("label", "?")))
    cargo = [_good_item(draw, g, n, size) for g, n in transporter.get("cargo", {}).items() if n]
    label_w = chip_width(label, size, pad=_pad(size))
    width = label_w + sum(w + 2 for w, _ in cargo)

    def paint(x: float, y: float) -> None:
        height = size + size // 2
        if cargo:
            draw.rounded_rectangle(
                (x - 2, y - height / 2 - 2, x + width + 2, y + height / 2 + 2),
                radius=6,
                fill=fill,
                outline=INK,
                width=1,
            )
        else:
            draw.rounded_rectangle(
                (x - 2, y - height / 2 - 2, x + label_w + 2, y + height / 2 + 2),
                radius=height // 2 + 2,
                fill=INK,
            )
        chip(draw, (x, y - height / 2), label, size, fill, ink, pad=_pad(size))
        left = x + label_w + 2
        for w, good in cargo:
            good(left, y)
            left += w + 2

    return width, paint


def _pad(size: int) -> int:
    """Chips on the map keep little padding: a crowded bank needs the room."""
    return max(3, size // 4)


def _good_item(draw: ImageDraw.ImageDraw, good: str, n: int, size: int) -> Item:
    return _token(draw, good, f"{n}{GOODS.get(good, UNKNOWN_GOOD)[0]}", size)


def _token(draw: ImageDraw.ImageDraw, good: str, label: str, size: int) -> Item:
    """A good's token in its colour with `label` ("3Bd")."""
    _, fill, ink = GOODS.get(good, UNKNOWN_GOOD)
    small = size - 2
    height = small + small // 2
    width = chip_width(label, small, pad=_pad(small))

    def paint(x: float, y: float) -> None:
        box = (x, y - height / 2, x + width, y + height / 2)
        draw.rounded_rectangle(box, radius=5, fill=fill, outline=INK, width=1)
        text(draw, (x + width / 2, y), label, small, ink, bold=True, anchor="mm")

    return width, paint


# ---------------------------------------------------------------- header, wonder, players


def _header(draw: ImageDraw.ImageDraw, view: Mapping[str, Any], seats: list[Seat]) -> None:
    phase = str(view["phase"])
    title = PHASE_TITLES.get(phase, plain(phase).title())
    middle = f"Turn {view['turn']} - {title}" if view["turn"] and not view["over"] else title
    text(draw, (400, HEADER_H / 2), middle, 36, WHITE, bold=True, anchor="lm", max_width=480)
    text(
        draw,
        (WIDTH - MARGIN, HEADER_H / 2),
        _status(view, seats),
        28,
        GOLD,
        bold=True,
        anchor="rm",
        max_width=680,
    )


def _status(view: Mapping[str, Any], seats: list[Seat]) -> str:
    labels = {s.name: s.label for s in seats}
    if view["over"]:
        first = (view.get("ranking") or [[]])[0]
        winners = [labels.get(p, plain(p)) for p in first]
        if len(winners) == 1:
            return f"{winners[0]} wins!"
        return "Shared win: " + ", ".join(winners) if winners else ""
    waiting: dict[str, list[str]] = {}
    for decision in view["pending"]:
        name = labels.get(decision["player"], plain(decision["player"]))
        waiting.setdefault(decision["kind"], []).append(name)
    parts = [
        STATUS_WORDS.get(kind, "{names}: " + plain(kind)).format(names=", ".join(names))
        for kind, names in waiting.items()
    ]
    return " - ".join(parts)


STATUS_WORDS = {
    "orders": "Orders from {names}",
    "start": "{names} to choose a start tile",
    "request_order": "{names}: ask for the order of play?",
    "leave_prayer": "{names}: leave the temple row?",
    "choose_position": "{names} to choose a chart position",
}


def _wonder(
    draw: ImageDraw.ImageDraw, box: Box, view: Mapping[str, Any], seats: list[Seat]
) -> None:
    wonder = view["wonder"]
    owners: list[str | None] = list(wonder["owners"])
    colours: list[str | None] = list(wonder["bricks"])
    rows: list[int] = list(wonder["rows"])
    text(draw, (box[0] + 18, box[1] + 12), "Wonder", 30, INK, bold=True)
    text(
        draw,
        (box[0] + 18, box[1] + 50),
        f"{len(owners)} bricks - {wonder['neutral_left']} neutral left",
        20,
        INK_SOFT,
    )
    pitch_y = (box[3] - box[1] - 100) / max(len(rows), 1)
    brick_h = pitch_y - 3
    brick_w = 36
    base_y = box[3] - 16
    centre_x = box[0] + 170
    special = {int(wonder["irrigation_space"]): RIVER, int(wonder["end_space"]): GOLD}
    index = 0
    for row, count in enumerate(rows):
        y1 = base_y - row * pitch_y
        x0 = centre_x - count * (brick_w + 3) / 2
        for k in range(count):
            cell = (x0 + k * (brick_w + 3), y1 - brick_h, x0 + k * (brick_w + 3) + brick_w, y1)
            if index < len(owners):
                colour = colours[index]
                fill = NEUTRAL if colour is None else PLAYER_COLOURS.get(colour, UNKNOWN_PLAYER)[0]
                draw.rectangle(cell, fill=fill, outline=INK, width=2)
            else:
                draw.rectangle(cell, fill=EMPTY_BRICK, outline=INK_SOFT, width=1)
            mark = special.get(index + 1)
            if mark is not None:
                draw.rectangle(
                    (cell[0] - 2, cell[1] - 2, cell[2] + 2, cell[3] + 2), outline=mark, width=3
                )
            index += 1
    _wonder_legend(draw, (box[0] + 330, box[1] + 100, box[2] - 14, box[3]), owners, seats)


def _wonder_legend(
    draw: ImageDraw.ImageDraw, area: Box, owners: list[str | None], seats: list[Seat]
) -> None:
    x, y = area[0], area[1]
    entries = [
        (PLAYER_COLOURS.get(s.colour, UNKNOWN_PLAYER)[0], s.label, owners.count(s.name))
        for s in seats
    ]
    entries.append((NEUTRAL, "neutral", owners.count(None)))
    for fill, label, count in entries:
        draw.rectangle((x, y - 10, x + 28, y + 10), fill=fill, outline=INK, width=2)
        text(
            draw, (x + 38, y), f"{label} {count}", 22, INK, anchor="lm", max_width=area[2] - x - 40
        )
        y += 34
    y += 10
    for colour, words in ((RIVER, "irrigates deserts"), (GOLD, "game ends")):
        draw.rectangle((x, y - 10, x + 28, y + 10), outline=colour, width=3)
        text(draw, (x + 38, y), words, 18, INK_SOFT, anchor="lm")
        y += 28


def _player(draw: ImageDraw.ImageDraw, box: Box, view: Mapping[str, Any], seat: Seat) -> None:
    fill, _ = PLAYER_COLOURS.get(seat.colour, UNKNOWN_PLAYER)
    x0, y0, x1 = box[0] + 16, box[1] + 14, box[2] - 16
    draw.rounded_rectangle(
        (x0, y0 + 2, x0 + 30, y0 + 32), radius=6, fill=fill, outline=INK, width=2
    )
    score_w = text(
        draw, (x1, y0 + 17), str(view["scores"].get(seat.name, 0)), 34, INK, bold=True, anchor="rm"
    )
    text(
        draw,
        (x0 + 40, y0 + 17),
        seat.label,
        28,
        INK,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 60 - score_w,
    )
    facts = [f"home {seat.home}" if seat.home else "no home yet"]
    if seat.name in view["sequence"]:
        facts.append(f"plays #{view['sequence'].index(seat.name) + 1}")
    if seat.name in view["temple"]:
        facts.append(f"temple #{view['temple'].index(seat.name) + 1}")
    place = _rank(view, seat.name)
    if place:
        facts.insert(0, place)
    text(draw, (x0, y0 + 50), " - ".join(facts), 19, INK, anchor="lm", max_width=x1 - x0)
    y = y0 + 80
    own = [t for t in view["transporters"] if t["owner"] == seat.name and not t.get("carried_by")]
    carried = {t["carried_by"]: t for t in view["transporters"] if t.get("carried_by")}
    items = [_transporter_item(draw, t, 17, carried.get(t["id"])) for t in own]
    for row in _flow(items, x1 - x0)[:3]:
        x = float(x0)
        for width, paint in row:
            paint(x + 2, y)
            x += width + 8
        y += 30
    lines = []
    if seat.research:
        lines.append("Research: " + ", ".join(plain(r).replace("_", " ") for r in seat.research))
    if view["over"]:
        parts = view["breakdown"].get(seat.name, {})
        lines.append(" - ".join(f"{plain(k)} {v}" for k, v in parts.items()))
    for line in lines:
        if y + 10 > box[3]:
            break
        text(draw, (x0, y), line, 19, INK, anchor="lm", max_width=x1 - x0)
        y += 26


def _rank(view: Mapping[str, Any], player: str) -> str:
    place = 1
    for group in view.get("ranking") or []:
        if player in group:
            return ("1st", "2nd", "3rd", "4th")[min(place, 4) - 1] + (
                " (tie)" if len(group) > 1 else ""
            )
        place += len(group)
    return ""
