"""The Roads & Boats map: hexes, rivers, roads, bridges, walls, piles of things, and arrows.

The geometry comes from `rules.roads_and_boats.board.Board` (rebuilt from the view's map rows,
cached per map): banks, sides and docks sit exactly where the engine says they are. Open sea is
cropped: the map shows the land with a strip of its coast, plus every sea tile something stands
on or moves through, so hexes are as large as the page allows.

Each bank's things (building, transporters, goods) form a *pile* laid out in rows inside the
bank. A pile that does not fit at a readable size is *crowded*: the map shows it compactly
(building, transporter ids per owner, a count of goods) and the sidebar gets its full contents.
"""

from __future__ import annotations

import dataclasses
import functools
import itertools
import math
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from PIL import ImageDraw

from rendering.draw import Box, chip, chip_width, text, text_width
from rendering.roads_and_boats_changes import Arrow, Changes
from rendering.roads_and_boats_style import (
    BRIDGE,
    BUILDING,
    BUILDING_EDGE,
    GAP,
    GOLD,
    GOODS,
    HEX_EDGE,
    INK,
    LABEL_BG,
    MAP_MAX_H,
    MARGIN,
    MAX_RADIUS,
    NEUTRAL,
    RIVER,
    RIVER_EDGE,
    ROAD,
    ROAD_EDGE,
    SIDE_W,
    TERRAIN_COLOURS,
    UNKNOWN_GOOD,
    WHITE,
    WIDTH,
    player_colours,
)
from rendering.roads_and_boats_words import Words
from rules.core import RuleError
from rules.roads_and_boats.board import SIDE_INDEX, Board, Region, Tile, TileSpec

MAP_W = WIDTH - 2 * MARGIN - SIDE_W - GAP
COAST = 0.45
"""How much open sea shows around the land, in hex radii."""
SQRT3 = math.sqrt(3)
Point = tuple[float, float]


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


def _unit_centre(tile: Tile) -> Point:
    """A tile's centre for hexes of radius 1; odd rows (0-based) shift right by half a hex."""
    return tile.col * SQRT3 + (SQRT3 / 2 if tile.row % 2 == 1 else 0.0), tile.row * 1.5


@dataclass(frozen=True)
class Geometry:
    """Pixel positions of a board's hexes at one scale: pixel = offset + unit position x radius."""

    radius: float
    offset: Point
    top: float
    height: float
    """The map's height in pixels, from `top`."""

    def centre(self, tile: Tile) -> Point:
        ux, uy = _unit_centre(tile)
        return self.offset[0] + ux * self.radius, self.offset[1] + uy * self.radius

    def corners(self, tile: Tile) -> list[Point]:
        cx, cy = self.centre(tile)
        return [_polar(cx, cy, self.radius, 90 - 60 * k) for k in range(6)]

    def side_ends(self, tile: Tile, side: int) -> tuple[Point, Point]:
        """The two corners of a side, counter-clockwise one first."""
        cx, cy = self.centre(tile)
        normal = 60 - 60 * side
        return _polar(cx, cy, self.radius, normal + 30), _polar(cx, cy, self.radius, normal - 30)

    def side_point(self, tile: Tile, side: int, along: float = 0.0, depth: float = 1.0) -> Point:
        """A point on (depth 1) or inside (depth < 1) a side; `along` runs -1..1 from corner a."""
        a, b = self.side_ends(tile, side)
        t = (1 - along) / 2
        edge_x, edge_y = a[0] * t + b[0] * (1 - t), a[1] * t + b[1] * (1 - t)
        cx, cy = self.centre(tile)
        return cx + (edge_x - cx) * depth, cy + (edge_y - cy) * depth

    def region_anchor(self, tile: Tile, region: Region) -> Point:
        """Where a bank's contents go: the tile centre, or towards the bank's half-sides."""
        cx, cy = self.centre(tile)
        if len(tile.regions) == 1:
            return cx, cy
        x = sum(math.cos(math.radians(_half_angle(s, h))) for s, h in region.halves)
        y = sum(math.sin(math.radians(_half_angle(s, h))) for s, h in region.halves)
        length = math.hypot(x, y) or 1.0
        reach = 0.45 * self.radius
        return cx + reach * x / length, cy - reach * y / length


def _polar(cx: float, cy: float, r: float, degrees: float) -> Point:
    angle = math.radians(degrees)
    return cx + r * math.cos(angle), cy - r * math.sin(angle)


def _half_angle(side: int, half: int) -> float:
    """As in board.py: the direction of a half-side, degrees counter-clockwise from east."""
    return 60.0 - 60.0 * side + (15.0 if half == 0 else -15.0)


@functools.lru_cache(maxsize=32)
def geometry(
    board: Board,
    shown: frozenset[str] = frozenset(),
    top: float = 96.0,
    land: frozenset[str] = frozenset(),
) -> Geometry:
    """Hexes as large as fit the map area from `top` down, cropped to the land in `land` (all
    the land if empty) and a strip of coast, and to every tile of `shown` (sea tiles with a
    boat or an arrow) whole."""
    boxes = []
    for tile in board.tiles.values():
        ux, uy = _unit_centre(tile)
        if tile.is_land and (not land or tile.label in land):
            boxes.append((ux - SQRT3 / 2 - COAST, uy - 1 - COAST, ux + SQRT3 / 2 + COAST, uy + 1))
        if tile.label in shown:
            boxes.append((ux - SQRT3 / 2, uy - 1, ux + SQRT3 / 2, uy + 1))
    if not boxes:
        boxes = [(0.0, 0.0, 1.0, 1.0)]
    left, upper = min(b[0] for b in boxes), min(b[1] for b in boxes)
    right, bottom = max(b[2] for b in boxes), max(b[3] + COAST for b in boxes)
    radius = min(MAP_W / (right - left), MAP_MAX_H / (bottom - upper), MAX_RADIUS)
    spare = MAP_W - (right - left) * radius
    offset = (MARGIN + spare / 2 - left * radius, top - upper * radius)
    return Geometry(radius, offset, top, (bottom - upper) * radius)


def shown_tiles(board: Board, places: Iterable[str]) -> frozenset[str]:
    """The sea tiles among the tiles of `places` (positions and regions)."""
    tiles = set()
    for place in places:
        try:
            tiles.add(board.tile_of(place))
        except Exception:  # an unknown place in a view or an order is simply not drawn
            continue
    return frozenset(t for t in tiles if not board.tiles[t].is_land)


def in_play(board: Board, view: Mapping[str, Any], places: Iterable[str]) -> frozenset[str]:
    """The land the game has reached (a building, goods, a road, bridge or wall, a home, a
    transporter or an arrow's place in `places`) and the land next to it, where the next moves
    go: the map is cropped to it. Empty, meaning all the land, before anything is placed."""
    reached = [
        *view["buildings"],
        *view["goods"],
        *places,
        *(end for pair in (*view["roads"], *view["bridges"]) for end in pair),
        *(str(edge).partition(":")[0] for edge in view["walls"]),
        *(str(p["home"]) for p in view["players"] if p.get("home")),
    ]
    return _with_ring(board, frozenset(str(place) for place in reached))


@functools.lru_cache(maxsize=64)
def _with_ring(board: Board, places: frozenset[str]) -> frozenset[str]:
    tiles = set()
    for place in places:
        try:
            tiles.add(board.tile_of(place))
        except RuleError:  # a place this map does not have is not drawn either
            continue
    land = {t for t in tiles if board.tiles[t].is_land}
    ring = {n for t in land for n in board.neighbours(t) if board.tiles[n].is_land}
    return frozenset(land | ring)


# ---------------------------------------------------------------- terrain


def draw_terrain(draw: ImageDraw.ImageDraw, board: Board, geo: Geometry, irrigated: bool) -> None:
    for tile in board.tiles.values():
        terrain = board.terrain(tile.label, irrigated)
        draw.polygon(
            geo.corners(tile), fill=TERRAIN_COLOURS.get(terrain, NEUTRAL), outline=HEX_EDGE, width=2
        )
    for tile in board.tiles.values():
        _river(draw, geo, tile)


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


def label_size(geo: Geometry) -> int:
    return max(15, round(geo.radius / 4.8))


def draw_tile_label(
    draw: ImageDraw.ImageDraw, geo: Geometry, tile: Tile, mark: tuple[str, str]
) -> None:
    """The label orders use, on a tab at the top of the hex. A home tile's tab is in its
    owner's colour; a suggested start (while starts are chosen) has a gold tab."""
    cx, cy = geo.centre(tile)
    tab(draw, (cx, cy - geo.radius * 0.8), tile.label, label_size(geo), mark)


def tab(
    draw: ImageDraw.ImageDraw, centre: Point, label: str, size: int, mark: tuple[str, str]
) -> float:
    fill, ink = mark
    width = chip_width(label, size) - size / 2
    x, y = centre
    box = (x - width / 2, y - size * 0.62, x + width / 2, y + size * 0.62)
    draw.rounded_rectangle(box, radius=5, fill=fill, outline=HEX_EDGE, width=1)
    text(draw, (x, y), label, size, ink, bold=True, anchor="mm")
    return width


def label_marks(board: Board, view: Mapping[str, Any]) -> dict[str, tuple[str, str]]:
    """Tab colours: (fill, ink) per tile label."""
    marks = {label: (LABEL_BG, INK) for label in board.tiles}
    if view["phase"] == "start":
        for label in view["map"].get("starts", []):
            if label in marks:
                marks[label] = (GOLD, INK)
    for player in view["players"]:
        home = player.get("home")
        if home in board.regions:
            marks[board.tile_of(home)] = player_colours(player["colour"])
    return marks


# ---------------------------------------------------------------- roads, bridges, walls


def _region(board: Board, name: str) -> tuple[Tile, Region] | None:
    region = board.regions.get(name)
    if region is None:
        return None
    return board.tiles[region.tile], region


def draw_road(
    draw: ImageDraw.ImageDraw, board: Board, geo: Geometry, a: str, b: str, new: bool
) -> None:
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
    draw.line(
        points, fill=GOLD if new else ROAD_EDGE, width=width + (8 if new else 4), joint="curve"
    )
    draw.line(points, fill=ROAD, width=width, joint="curve")


def _crossing(geo: Geometry, tile: Tile, region: Region, side: int) -> Point:
    """Where a bank's road crosses `side`: the middle of the bank's part of that side."""
    halves = [h for s, h in region.halves if s == side]
    if len(halves) == 1:
        return geo.side_point(tile, side, along=-0.5 if halves[0] == 0 else 0.5)
    return geo.side_point(tile, side)


def draw_bridge(
    draw: ImageDraw.ImageDraw, board: Board, geo: Geometry, a: str, b: str, new: bool
) -> None:
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
    draw.line(span, fill=GOLD if new else ROAD_EDGE, width=width + (8 if new else 4))
    draw.line(span, fill=BRIDGE, width=width)


def draw_wall(
    draw: ImageDraw.ImageDraw,
    board: Board,
    geo: Geometry,
    edge: str,
    wall: Mapping[str, Any],
    new: bool,
) -> None:
    label, _, side_name = edge.partition(":")
    tile = board.tiles.get(label)
    if tile is None or side_name not in SIDE_INDEX:
        return
    side = SIDE_INDEX[side_name]
    a, b = geo.side_ends(tile, side)
    colour = wall.get("colour")
    fill, ink = player_colours(colour) if colour else (NEUTRAL, WHITE)
    width = max(8, round(geo.radius / 8))
    draw.line([a, b], fill=INK, width=width + 4)
    draw.line([a, b], fill=fill, width=width)
    mx, my = (a[0] + b[0]) / 2, (a[1] + b[1]) / 2
    r = max(11, geo.radius / 7)
    edge_colour, edge_w = (GOLD, 4) if new else (INK, 2)
    draw.ellipse((mx - r, my - r, mx + r, my + r), fill=fill, outline=edge_colour, width=edge_w)
    text(draw, (mx, my), str(wall.get("height", "")), round(r * 1.3), ink, bold=True, anchor="mm")


# ---------------------------------------------------------------- items: things in a pile


Paint = Callable[[ImageDraw.ImageDraw, float, float], None]


@dataclass(frozen=True)
class Item:
    """A thing drawn in a pile: its size and how to draw it at (left x, middle y)."""

    width: float
    height: float
    paint: Paint


def _pad(size: int) -> int:
    """Chips on the map keep little padding: a crowded bank needs the room."""
    return max(3, size // 4)


def token(good: str, label: str, size: int) -> Item:
    """A good's token in its colour with `label` ("3Bd")."""
    fill, ink = GOODS.get(good, UNKNOWN_GOOD)
    small = size - 2
    height = small + small // 2
    width = chip_width(label, small, pad=_pad(small))

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        box = (x, y - height / 2, x + width, y + height / 2)
        draw.rounded_rectangle(box, radius=5, fill=fill, outline=INK, width=1)
        text(draw, (x + width / 2, y), label, small, ink, bold=True, anchor="mm")

    return Item(width, height, paint)


def good_item(good: str, n: int, size: int, words: Words) -> Item:
    return token(good, f"{n}{words.code(good)}", size)


def note_item(label: str, size: int, fill: str = GOLD, ink: str = INK) -> Item:
    """A plain rounded note ("12 goods >", "+3Bd")."""
    height = size + size // 2
    width = chip_width(label, size, pad=_pad(size) + 2)

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        draw.rounded_rectangle(
            (x, y - height / 2, x + width, y + height / 2), radius=6, fill=fill, outline=INK
        )
        text(draw, (x + width / 2, y), label, size, ink, bold=True, anchor="mm")

    return Item(width, height, paint)


def building_lines(building: Mapping[str, Any], words: Words) -> list[str]:
    """A building's full name, then a mine's bag and draw ("3Au 2Fe > Au")."""
    kind = str(building.get("kind", ""))
    lines = [words(f"building.{kind}")]
    bag = building.get("bag")
    extra = ""
    if bag is not None:
        extra = words.goods(dict(sorted(bag.items())))
    drew = building.get("drew")
    if drew:
        extra += f" > {words.code(str(drew))}"
    if extra.strip():
        lines.append(extra.strip())
    return lines


def building_item(
    building: Mapping[str, Any], size: int, words: Words, max_width: float, new: bool
) -> Item:
    """The building's chip: its full name on one line if it fits, else on two or three; never
    cut. A new building has a gold ring and a 'new' tag."""
    lines = building_lines(building, words)
    pad = _pad(size) + 2
    if sum(text_width(line, size, True) for line in lines) + 2 * pad + 6 <= max_width:
        lines = [" ".join(lines)]
    else:
        lines = [part for line in lines for part in wrap(line, size, max_width - 2 * pad)]
    line_h = round(size * 1.12)
    width = max(text_width(line, size, True) for line in lines) + 2 * pad
    height = line_h * len(lines) + size // 2

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        box = (x, y - height / 2, x + width, y + height / 2)
        draw.rounded_rectangle(
            box,
            radius=5,
            fill=BUILDING,
            outline=GOLD if new else BUILDING_EDGE,
            width=4 if new else 2,
        )
        top = y - line_h * (len(lines) - 1) / 2
        for k, line in enumerate(lines):
            text(draw, (x + width / 2, top + k * line_h), line, size, INK, bold=True, anchor="mm")
        if new:
            tag = words("mark.new")
            tag_size = max(11, size - 5)
            chip(draw, (x + width + 2, y - height / 2 - tag_size), tag, tag_size, GOLD, INK,
                 anchor_right=True, pad=3)  # fmt: skip

    return Item(width, height, paint)


def wrap(line: str, size: int, max_width: float) -> list[str]:
    """Words of `line` in as few lines as fit `max_width` (a word longer than that keeps its
    own line whole: names are never cut)."""
    out: list[str] = []
    for word in line.split():
        if out and text_width(out[-1] + " " + word, size, True) <= max_width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out or [line]


def transporter_item(
    transporter: Mapping[str, Any],
    size: int,
    passenger: Mapping[str, Any] | None,
    words: Words,
    *,
    cargo: bool = True,
    new: bool = False,
) -> Item:
    """Owner-coloured chip with the short id (and a carried transporter), then its cargo."""
    fill, ink = player_colours(transporter.get("colour"))
    label = words.transporter(transporter)
    if passenger is not None:
        label += "+" + words.transporter(passenger)
    goods = (
        [good_item(g, n, size, words) for g, n in transporter.get("cargo", {}).items() if n]
        if cargo
        else []
    )
    label_w = chip_width(label, size, pad=_pad(size))
    width = label_w + sum(g.width + 2 for g in goods)
    height = size + size // 2

    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        edge, edge_w = (GOLD, 3) if new else (INK, 1)
        if goods:
            draw.rounded_rectangle(
                (x - 2, y - height / 2 - 2, x + width + 2, y + height / 2 + 2),
                radius=6,
                fill=fill,
                outline=edge,
                width=edge_w,
            )
        else:
            grow = 2 + edge_w - 1
            draw.rounded_rectangle(
                (x - grow, y - height / 2 - grow, x + label_w + grow, y + height / 2 + grow),
                radius=height // 2 + grow,
                fill=edge,
            )
        chip(draw, (x, y - height / 2), label, size, fill, ink, pad=_pad(size))
        left = x + label_w + 2
        for good in goods:
            good.paint(draw, left, y)
            left += good.width + 2

    return Item(width, height, paint)


def flow(items: list[Item], max_width: float, gap: float = 4) -> list[list[Item]]:
    rows: list[list[Item]] = []
    width = 0.0
    for item in items:
        if rows and width + gap + item.width <= max_width:
            rows[-1].append(item)
            width += gap + item.width
        else:
            rows.append([item])
            width = item.width
    return rows


def row_width(row: list[Item], gap: float = 4) -> float:
    return sum(i.width for i in row) + gap * (len(row) - 1)


def rows_height(rows: list[list[Item]], gap: float) -> float:
    return sum(max(i.height for i in row) for row in rows) + gap * (len(rows) - 1)


def paint_rows(
    draw: ImageDraw.ImageDraw, rows: list[list[Item]], centre_x: float, top: float, gap: float
) -> float:
    """Rows centred on `centre_x` from `top` down; returns the bottom."""
    y = top
    for row in rows:
        h = max(i.height for i in row)
        x = centre_x - row_width(row) / 2
        for item in row:
            item.paint(draw, x, y + h / 2)
            x += item.width + 4
        y += h + gap
    return y - gap


# ---------------------------------------------------------------- piles


@dataclass(frozen=True)
class Pile:
    """Everything on one bank, or afloat on one water position."""

    place: str
    tile: str
    anchor: Point
    room: Point
    """(width, height) the pile may use."""
    ceiling: float
    floor: float
    """Nothing goes above `ceiling` (the tile's label) or below `floor` (the tile's foot)."""
    building: Mapping[str, Any] | None
    transporters: tuple[Mapping[str, Any], ...]
    goods: Mapping[str, int]
    afloat: bool = False
    """Boats on water: their spot may move along the water to keep off the banks' piles."""


@dataclass(frozen=True)
class Fitted:
    pile: Pile
    rows: list[list[Item]]
    crowded: bool


BADGE_ROOM = 0.3
"""The height, in radii, kept free at the foot of a tile for its '+2Bd' badge."""


def piles(
    board: Board, geo: Geometry, view: Mapping[str, Any], badges: Iterable[str] = ()
) -> list[Pile]:
    """Every bank's and water position's pile; tiles in `badges` keep their foot free."""
    badged = set(badges)
    per_region: dict[str, list[Mapping[str, Any]]] = {}
    afloat: dict[str, list[Mapping[str, Any]]] = {}
    for t in view["transporters"]:
        if not t.get("carried_by"):
            (afloat if t["afloat"] else per_region).setdefault(str(t["place"]), []).append(t)
    draws = view["mine_draws"]
    buildings = {
        b["region"]: {**b, "drew": draws.get(tile)} if draws.get(tile) else b
        for tile, b in view["buildings"].items()
    }
    goods = view["goods"]
    out = []
    for name in sorted(set(per_region) | set(buildings) | set(goods)):
        located = _region(board, name)
        if located is None:
            continue
        tile, region = located
        whole = len(tile.regions) == 1
        cx, cy = geo.region_anchor(tile, region)
        r = geo.radius
        anchor = (cx, cy + (r * 0.1 if whole else 0.0))
        room = (r * 1.62, r * 1.3) if whole else (r * 1.2, r * 0.8)
        ceiling = geo.centre(tile)[1] - r * 0.66
        floor = geo.centre(tile)[1] + r * 0.8
        if tile.label in badged and anchor[1] >= geo.centre(tile)[1]:
            anchor = (anchor[0], anchor[1] - r * BADGE_ROOM / 2)
            room = (room[0], room[1] - r * BADGE_ROOM)
            floor -= r * BADGE_ROOM
        out.append(
            Pile(
                name,
                tile.label,
                anchor,
                room,
                ceiling,
                floor,
                buildings.get(name),
                tuple(per_region.get(name, [])),
                goods.get(name, {}),
            )
        )
    for place, boats in sorted(afloat.items()):
        water = _water_anchor(board, geo, place)
        if water is not None:
            room = (geo.radius * 1.3, geo.radius * 0.7)
            out.append(
                Pile(
                    place,
                    board.tile_of(place),
                    water,
                    room,
                    0.0,
                    1e9,
                    None,
                    tuple(boats),
                    {},
                    afloat=True,
                )
            )
    return out


def _water_anchor(board: Board, geo: Geometry, place: str) -> Point | None:
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


def place_anchor(board: Board, geo: Geometry, place: str) -> Point | None:
    """Where an arrow touches a place: a bank's pile, or a boat's water position."""
    located = _region(board, place)
    if located is not None and located[0].is_land:
        return geo.region_anchor(*located)
    return _water_anchor(board, geo, place)


MIN_SIZE = 18
"""The smallest text a pile shows everything at; below, it is crowded (9 px at
Discord's preview scale)."""
LAST_SIZE = 12
"""Below this even a crowded pile's compact form does not shrink."""


def pile_size(geo: Geometry) -> int:
    """The text size of piles on the map: readable at half scale."""
    return max(16, min(22, round(geo.radius / 4.3)))


def full_items(
    pile: Pile,
    size: int,
    words: Words,
    carried: Mapping[str, Mapping[str, Any]],
    found: Changes,
    max_width: float,
) -> list[list[Item]]:
    """Groups (building, transporters, goods) of a pile at `size`, everything shown."""
    groups: list[list[Item]] = []
    if pile.building is not None:
        new = pile.tile in found.buildings
        groups.append([building_item(pile.building, size, words, max_width, new)])
    transporters = [
        transporter_item(
            t,
            size,
            carried.get(str(t.get("id"))),
            words,
            new=t.get("id") in found.new_transporters,
        )
        for t in grouped(list(pile.transporters), carried, found, words)
    ]
    groups.append(transporters + [good_item(g, n, size, words) for g, n in pile.goods.items() if n])
    return [g for g in groups if g]


def compact_items(
    pile: Pile, size: int, words: Words, max_width: float, found: Changes, note: bool
) -> list[list[Item]]:
    """A crowded pile on the map: building, transporter ids per owner, and (with `note`) a
    gold note counting the goods (the sidebar shows them all)."""
    groups: list[list[Item]] = []
    if pile.building is not None:
        new = pile.tile in found.buildings
        groups.append([building_item(pile.building, size, words, max_width, new)])
    owners: dict[str, list[str]] = {}
    for t in sorted(pile.transporters, key=label_key):
        owners.setdefault(str(t.get("colour")), []).append(words.transporter(t))
    groups.append(
        [
            transporter_item({"colour": colour, "label": chunk}, size, None, words)
            for colour, labels in owners.items()
            for chunk in _chunks(labels, size, max_width)
        ]
    )
    count = sum(pile.goods.values()) + sum(
        sum(t.get("cargo", {}).values()) for t in pile.transporters
    )
    if count and note:
        groups.append([note_item(words.count("mark.more", count), size - 2)])
    return [g for g in groups if g]


def _chunks(labels: list[str], size: int, max_width: float) -> list[str]:
    """Transporter ids joined into chips no wider than `max_width` ("D1 D2 D3", "W1")."""
    out: list[str] = []
    for label in labels:
        joined = f"{out[-1]} {label}" if out else label
        if out and chip_width(joined, size, pad=_pad(size)) + 4 <= max_width:
            out[-1] = joined
        else:
            out.append(label)
    return out


def fit(
    pile: Pile,
    geo: Geometry,
    words: Words,
    carried: Mapping[str, Mapping[str, Any]],
    found: Changes,
) -> Fitted:
    """The pile's rows at the largest readable size that fits its room, or its compact form."""
    size = pile_size(geo)
    width = pile.room[0]
    for s in range(size, MIN_SIZE - 1, -1):
        rows = _rows(full_items(pile, s, words, carried, found, width), width)
        if _fits(rows, pile.room):
            return Fitted(pile, rows, False)
    for note, smallest in ((True, MIN_SIZE - 1), (False, LAST_SIZE)):
        for s in range(size, smallest - 1, -1):
            rows = _rows(compact_items(pile, s, words, width, found, note), width)
            if _fits(rows, pile.room):
                return Fitted(pile, rows, True)
    return Fitted(pile, rows, True)


def _rows(groups: list[list[Item]], width: float) -> list[list[Item]]:
    return [row for group in groups for row in flow(group, width)]


def _fits(rows: list[list[Item]], room: Point) -> bool:
    return rows_height(rows, 4) <= room[1] and all(row_width(r) <= room[0] for r in rows)


def _pile_top(fitted: Fitted) -> float:
    height = rows_height(fitted.rows, 4) if fitted.rows else 0.0
    pile = fitted.pile
    return max(min(pile.anchor[1] - height / 2, pile.floor - height), pile.ceiling)


def pile_box(fitted: Fitted) -> Box:
    """Where the pile is drawn (arrows stop at its edge)."""
    top = _pile_top(fitted)
    half = max(row_width(row) for row in fitted.rows) / 2 if fitted.rows else 0.0
    x = fitted.pile.anchor[0]
    return x - half, top, x + half, top + rows_height(fitted.rows, 4) if fitted.rows else top


def settle(fitted: list[Fitted], board: Board, geo: Geometry) -> list[Fitted]:
    """The piles with each boat pile moved, along its water, to the spot that covers least of
    the banks' piles (their building names above all), the tiles' labels and the piles settled
    before it, inside the map: boats on a river or at a dock otherwise sit on a bank's label."""
    taken = [pile_box(f) for f in fitted if not f.pile.afloat]
    taken += [_label_box(geo, tile) for tile in board.tiles.values()]
    frame = (MARGIN, geo.top, MARGIN + MAP_W, geo.top + geo.height)
    out = []
    for f in fitted:
        if f.pile.afloat and f.rows:
            f = min(
                (_moved(f, spot) for spot in _water_spots(board, geo, f.pile)),
                key=lambda moved: _covered(pile_box(moved), taken, frame),
            )
            taken.append(pile_box(f))
        out.append(f)
    return out


def _moved(fitted: Fitted, anchor: Point) -> Fitted:
    return Fitted(dataclasses.replace(fitted.pile, anchor=anchor), fitted.rows, fitted.crowded)


def _water_spots(board: Board, geo: Geometry, pile: Pile) -> list[Point]:
    """Where a boat pile may sit, its own spot first: along a river's arms, about a sea tile's
    centre, or along a dock's side."""
    spots = [pile.anchor]
    tile = board.tiles[pile.tile]
    dock = board.docks.get(pile.place)
    if dock is not None:
        spots += [
            geo.side_point(tile, dock.side, along=along, depth=depth)
            for depth in (0.72, 0.55, 0.88)
            for along in (0.0, -0.45, 0.45)
        ]
    elif tile.river_sides:
        spots += [
            geo.side_point(tile, side, depth=depth)
            for side in sorted(tile.river_sides)
            for depth in (0.45, 0.7, 0.25, 0.85)
        ]
    else:
        cx, cy = geo.centre(tile)
        spots += [(cx, cy + geo.radius * dy) for dy in (0.1, 0.45, -0.3)]
    return spots


def _label_box(geo: Geometry, tile: Tile) -> Box:
    """About where a tile's label tab sits (the top of the hex)."""
    cx, cy = geo.centre(tile)
    size = label_size(geo)
    top = cy - geo.radius * 0.8 - size
    return cx - size * 1.4, top, cx + size * 1.4, top + size * 1.5


def _covered(box: Box, taken: Iterable[Box], frame: Box) -> float:
    """Area of `box` over the boxes in `taken` or outside `frame`."""
    area = sum(_overlap(box, other) for other in taken)
    whole = (box[2] - box[0]) * (box[3] - box[1])
    return area + whole - _overlap(box, frame)


def _overlap(a: Box, b: Box) -> float:
    w = min(a[2], b[2]) - max(a[0], b[0])
    h = min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def draw_pile(draw: ImageDraw.ImageDraw, fitted: Fitted) -> None:
    paint_rows(draw, fitted.rows, fitted.pile.anchor[0], _pile_top(fitted), 4)


def grouped(
    transporters: list[Mapping[str, Any]],
    carried: Mapping[str, Mapping[str, Any]],
    found: Changes,
    words: Words,
) -> list[Mapping[str, Any]]:
    """Loaded (or new) transporters one by one; empty ones of one owner share a chip
    ("D2 D3", in the reader's letters)."""
    ordered = sorted(transporters, key=lambda t: (str(t.get("owner")), *label_key(t)))
    alone = [
        t
        for t in ordered
        if any(t.get("cargo", {}).values())
        or t.get("id") in carried
        or t.get("id") in found.new_transporters
    ]
    empty: dict[str, list[str]] = {}
    for t in ordered:
        if t not in alone:
            empty.setdefault(str(t.get("colour")), []).append(words.transporter(t))
    return alone + [{"colour": c, "label": " ".join(labels)} for c, labels in empty.items()]


def label_key(transporter: Mapping[str, Any]) -> tuple[str, int]:
    """'D10' after 'D9'."""
    label = str(transporter.get("label", ""))
    digits = "".join(ch for ch in label if ch.isdigit())
    return label.rstrip("0123456789"), int(digits) if digits else 0


def produced_badge(
    draw: ImageDraw.ImageDraw,
    board: Board,
    geo: Geometry,
    tile: str,
    goods: Mapping[str, int],
    words: Words,
) -> None:
    """'+2Bd +1Tk' in gold at the foot of a tile that produced."""
    if tile not in board.tiles:
        return
    cx, cy = geo.centre(board.tiles[tile])
    size = max(14, pile_size(geo) - 2)
    label = words.goods(goods, "+")
    if text_width(label, size, True) > geo.radius * 1.3:
        label = f"+{sum(goods.values())}"
    item = note_item(label, size)
    item.paint(draw, cx - item.width / 2, cy + geo.radius * 0.74)


# ---------------------------------------------------------------- arrows


def arrow_width(geo: Geometry) -> int:
    return max(4, round(geo.radius / 15))


def arrow_points(
    board: Board, geo: Geometry, arrow: Arrow, shift: float, boxes: Mapping[str, Box]
) -> list[Point]:
    """The arrow's polyline, shifted sideways by `shift` px (arrows sharing a way stay apart),
    its ends pulled back to the edge of the piles at its places, so its head stops at the
    pile it points at."""
    points = [p for p in (place_anchor(board, geo, q) for q in arrow.places) if p is not None]
    points = [p for k, p in enumerate(points) if k == 0 or p != points[k - 1]]
    if len(points) < 2:
        return []
    (x0, y0), (x1, y1) = points[0], points[-1]
    dx, dy = x1 - x0, y1 - y0
    length = math.hypot(dx, dy) or 1.0
    nx, ny = -dy / length * shift, dx / length * shift
    points = [(x + nx, y + ny) for x, y in points]
    trim = geo.radius * 0.2
    first, last = boxes.get(arrow.places[0]), boxes.get(arrow.places[-1])
    points[0] = _out_of(points[0], points[1], first, trim)
    points[-1] = _out_of(points[-1], points[-2], last, trim)
    return points


def _out_of(end: Point, toward: Point, box: Box | None, trim: float) -> Point:
    """`end` moved toward `toward` until it leaves `box` (grown by a few px), at least by
    `trim`, and never past two thirds of the segment."""
    span = _dist(end, toward)
    most = span * 2 / 3
    if box is None:
        return _toward(end, toward, min(trim, most))
    grown = (box[0] - 6, box[1] - 6, box[2] + 6, box[3] + 6)
    low, high = 0.0, most
    if _inside(_toward(end, toward, high), grown):
        return _toward(end, toward, high)
    for _ in range(16):
        mid = (low + high) / 2
        if _inside(_toward(end, toward, mid), grown):
            low = mid
        else:
            high = mid
    return _toward(end, toward, max(min(trim, most), high))


def _inside(p: Point, box: Box) -> bool:
    return box[0] <= p[0] <= box[2] and box[1] <= p[1] <= box[3]


def _dist(a: Point, b: Point) -> float:
    return math.hypot(b[0] - a[0], b[1] - a[1])


def _toward(a: Point, b: Point, by: float) -> Point:
    d = _dist(a, b) or 1.0
    return a[0] + (b[0] - a[0]) * by / d, a[1] + (b[1] - a[1]) * by / d


def draw_arrow(
    draw: ImageDraw.ImageDraw, points: list[Point], colour: str, width: int, dashed: bool
) -> None:
    """A polyline in the owner's colour with a dark edge and a head; dashed for plans."""
    if len(points) < 2:
        return
    head = width * 3.2
    tip, prev = points[-1], points[-2]
    base = _toward(tip, prev, min(head, _dist(tip, prev)))
    body = [*points[:-1], base]
    segments = _dashes(body, width * 3.0) if dashed else [body]
    for fill, w in ((INK, width + 4), (colour, width)):
        for seg in segments:
            draw.line(seg, fill=fill, width=w, joint="curve")
    dx, dy = tip[0] - base[0], tip[1] - base[1]
    d = math.hypot(dx, dy) or 1.0
    ux, uy = dx / d, dy / d
    half = head * 0.62
    wing_a = (base[0] - uy * half, base[1] + ux * half)
    wing_b = (base[0] + uy * half, base[1] - ux * half)
    draw.polygon([tip, wing_a, wing_b], fill=colour, outline=INK, width=2)


def _dashes(points: list[Point], dash: float) -> list[list[Point]]:
    """The polyline cut into dashes of `dash` px with gaps of the same length."""
    out: list[list[Point]] = []
    drawing, left = True, dash
    current: list[Point] = [points[0]]
    for a, b in itertools.pairwise(points):
        seg = _dist(a, b)
        pos = 0.0
        while seg - pos > left:
            pos += left
            p = _toward(a, b, pos)
            if drawing:
                current.append(p)
                out.append(current)
            current = [p]
            drawing, left = not drawing, dash
        left -= seg - pos
        if drawing:
            current.append(b)
        else:
            current = [b]
    if drawing and len(current) > 1:
        out.append(current)
    return out


def draw_arrows(
    draw: ImageDraw.ImageDraw,
    board: Board,
    geo: Geometry,
    arrows: Iterable[Arrow],
    dashed: bool,
    boxes: Mapping[str, Box],
) -> list[list[Point]]:
    """Every arrow, one per owner and way; arrows between the same two places (either way)
    run side by side, and planned (dashed) ones keep off the lane of the moved ones. Returns
    the polylines drawn."""
    seen: set[tuple[str, ...]] = set()
    lanes: dict[frozenset[str], int] = {}
    drawn = []
    width = arrow_width(geo)
    for arrow in arrows:
        way = (arrow.colour, *arrow.places)
        if way in seen:
            continue
        seen.add(way)
        ends = frozenset((arrow.places[0], arrow.places[-1]))
        lane = lanes.get(ends, 1 if dashed else 0)
        lanes[ends] = lane + 1
        points = arrow_points(board, geo, arrow, lane * (width + 6), boxes)
        draw_arrow(draw, points, player_colours(arrow.colour)[0], width, dashed)
        if points:
            drawn.append(points)
    return drawn
