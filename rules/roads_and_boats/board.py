"""The Roads & Boats map: hex tiles, rivers, banks (regions), sides, the boats' water network.

The Board is immutable and shared by every state of a game: all the relations the engine asks
for again and again (neighbours, which bank touches which across a side, where a boat can sail)
are computed once, on construction, into dicts of tuples keyed by names.

Geometry (see `docs/roads-and-boats-maps.md`):

* Hexes are pointy-top, laid out in rows. A tile's label is its column letter and row number,
  ``"C4"`` = third column, fourth row; row 1 is the top. Even rows (2, 4, …) are shifted half a
  hex to the right.
* The six sides, clockwise from the upper right: ``ne, e, se, sw, w, nw`` (indices 0..5);
  side ``i`` faces side ``(i + 3) % 6`` of its neighbour.
* Each side has two halves: half 0 is the one nearer the previous side (counter-clockwise),
  half 1 the one nearer the next side. A river on a side runs between its two halves.
* A river cuts its tile into regions (banks): one per arc of half-sides between river sides.
  A tile with no river, or with a source, is one region named by its label (``"C4"``); otherwise
  each region is named by the label and the compass point it lies towards (``"C4.n"``,
  ``"C4.sw"``; eight points ``n ne e se s sw w nw``), distinct on every tile.
* A tile side seen from one tile is written ``"C4:e"``; an edge between two tiles is named by the
  side of the tile that comes first in reading order (``"C4:e"`` is also ``"D4:w"``).
* Boat positions: the river of a land tile and a sea tile are named by the tile's label; a docking
  position is ``"<region>:<side>"`` (``"C4:se"``, or ``"C4.n:e"`` at a river mouth on the north
  bank), on the coast side through which the boat came from the sea.
"""

from __future__ import annotations

import functools
import math
import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Final

from rules.core import RuleError, register_templates

SIDES: Final = ("ne", "e", "se", "sw", "w", "nw")
"""Side names by index, clockwise from the upper right."""
SIDE_INDEX: Final = {name: i for i, name in enumerate(SIDES)}

SEA: Final = "sea"
DESERT: Final = "desert"
PASTURE: Final = "pasture"

TERRAIN_LETTERS: Final = {
    "P": "pasture",
    "W": "woods",
    "R": "rock",
    "M": "mountains",
    "D": "desert",
    "S": "sea",
}
"""One letter per terrain, for the text map format."""
LETTER_OF_TERRAIN: Final = {terrain: letter for letter, terrain in TERRAIN_LETTERS.items()}
TERRAINS: Final = tuple(TERRAIN_LETTERS.values())

RIVER_SHAPES: Final = {
    "source": (0,),
    "straight": (0, 3),
    "wide_bend": (0, 2),
    "sharp_bend": (0, 1),
    "junction": (0, 2, 4),
}
"""The five river shapes as their river sides at rotation 0; rotation r turns every side by r."""

COMPASS: Final = (("e", 0.0), ("ne", 45.0), ("n", 90.0), ("nw", 135.0), ("w", 180.0))
COMPASS_SOUTH: Final = (("se", -45.0), ("s", -90.0), ("sw", -135.0))

register_templates(
    {
        "rnb.map.unknown_tile": "There is no tile {tile} on this map.",
        "rnb.map.unknown_region": "There is no bank or tile {region} on this map.",
        "rnb.map.which_bank": "A river divides {tile}: say which bank ({banks}).",
        "rnb.map.unknown_side": "{side} is not a side (use ne, e, se, sw, w or nw).",
        "rnb.map.unknown_edge": "{edge} is not a side between two tiles of this map.",
        "rnb.map.unknown_position": "{position} is not a river, sea tile or docking position.",
        "rnb.map.bad_label": "{label} is not a tile label (a column letter and a row number).",
        "rnb.map.duplicate_tile": "Tile {tile} is given twice.",
        "rnb.map.bad_terrain": "Tile {tile}: unknown terrain {terrain}.",
        "rnb.map.bad_river_shape": "Tile {tile}: unknown river shape {shape}.",
        "rnb.map.bad_rotation": "Tile {tile}: rotation {rotation} is not 0 to 5.",
        "rnb.map.bad_river_sides": (
            "Tile {tile}: river sides {sides} are no river shape (one side, any two sides, "
            "or three alternating sides)."
        ),
        "rnb.map.river_at_sea": "Tile {tile} is sea and cannot carry a river.",
        "rnb.map.river_off_map": "Tile {tile}: the river on side {side} runs off the map.",
        "rnb.map.river_broken": (
            "Tile {tile}: the river on side {side} meets {neighbour}, which has no river there."
        ),
        "rnb.map.river_without_mouth": (
            "The river through {tile} never reaches the sea: every river needs a mouth."
        ),
        "rnb.map.empty": "The map has no land tile.",
        "rnb.map.not_connected": "Tile {tile} is not connected to the rest of the map.",
        "rnb.map.bad_token": "{token} is not a tile (terrain letter P W R M D S, optional ~sides).",
        "rnb.map.too_wide": "The map is wider than 26 columns.",
        "rnb.map.bad_start": "Start tile {tile} is not a land tile of this map.",
        "rnb.map.starts_too_close": (
            "Start tiles {tile} and {other} are neighbours: leave a tile between starts."
        ),
        "rnb.map.bad_json": "The stored map is not a list of rows.",
    }
)


def _opposite(side: int) -> int:
    return (side + 3) % 6


def side_index(name: str) -> int:
    """The index of a side name; RuleError for anything else."""
    try:
        return SIDE_INDEX[name]
    except KeyError:
        raise RuleError("rnb.map.unknown_side", side=name) from None


def river_sides_of(shape: str, rotation: int) -> frozenset[int]:
    return frozenset((side + rotation) % 6 for side in RIVER_SHAPES[shape])


def shape_of_sides(sides: Iterable[int]) -> tuple[str, int] | None:
    """The (shape, smallest rotation) giving exactly these river sides, or None."""
    wanted = frozenset(sides)
    for shape in RIVER_SHAPES:
        for rotation in range(6):
            if river_sides_of(shape, rotation) == wanted:
                return shape, rotation
    return None


def label_of(col: int, row: int) -> str:
    """``label_of(2, 3) == "C4"`` (0-based column and row)."""
    return f"{chr(ord('A') + col)}{row + 1}"


def coords_of(label: str) -> tuple[int, int]:
    """0-based (column, row) of a label such as ``"C4"``; RuleError if it is not one."""
    if _LABEL.match(label) is None:
        raise RuleError("rnb.map.bad_label", label=shorten(label))
    col = ord(label[0].upper()) - ord("A")
    row = int(label[1:]) - 1
    if row < 0:
        raise RuleError("rnb.map.bad_label", label=label)
    return col, row


_LABEL = re.compile(r"[A-Za-z][0-9]{1,4}\Z")
"""A tile label: one ASCII letter and an ASCII row number (isdigit() would also let '²' by)."""


def shorten(text: str, most: int = 20) -> str:
    """`text` cut for an error message (a player may paste anything)."""
    return text if len(text) <= most else text[: most - 1] + "…"


def neighbour_coords(col: int, row: int, side: int) -> tuple[int, int]:
    """The (column, row) across a side; even rows (1-based) are shifted right."""
    shifted = row % 2 == 1
    if side == 1:
        return col + 1, row
    if side == 4:
        return col - 1, row
    right = col + 1 if shifted else col
    left = col if shifted else col - 1
    if side == 0:
        return right, row - 1
    if side == 5:
        return left, row - 1
    if side == 2:
        return right, row + 1
    return left, row + 1


def _cube(col: int, row: int) -> tuple[int, int, int]:
    q = col - (row - (row & 1)) // 2
    return q, row, -q - row


def hex_distance(a: str, b: str) -> int:
    """Steps between two tile labels on the hex grid (whether or not the tiles exist)."""
    qa, ra, sa = _cube(*coords_of(a))
    qb, rb, sb = _cube(*coords_of(b))
    return max(abs(qa - qb), abs(ra - rb), abs(sa - sb))


@dataclass(frozen=True)
class TileSpec:
    """What a map lists for one tile: where, what terrain, which river shape and rotation."""

    label: str
    terrain: str
    river: str | None = None
    rotation: int = 0


@dataclass(frozen=True)
class Region:
    """A bank: the part of a land tile between two river arms (or the whole tile)."""

    name: str
    tile: str
    halves: tuple[tuple[int, int], ...]
    """The half-sides (side, half) of its border, clockwise."""
    sides: tuple[int, ...]
    """Sides of which it touches at least one half; walls can be built from it on these."""
    direction: str | None
    """Compass point it lies towards (None when it is the whole tile); for labels and names."""


@dataclass(frozen=True)
class Tile:
    label: str
    col: int
    row: int
    terrain: str
    river: str | None
    rotation: int
    river_sides: frozenset[int]
    neighbours: tuple[str | None, ...]
    """The label across each side (None off the map), by side index."""
    regions: tuple[str, ...]

    @property
    def is_sea(self) -> bool:
        return self.terrain == SEA

    @property
    def is_land(self) -> bool:
        return self.terrain != SEA

    @property
    def has_river(self) -> bool:
        return bool(self.river_sides)


@dataclass(frozen=True)
class Edge:
    """A side between two tiles, where a wall can stand (unless both tiles are sea)."""

    name: str
    tiles: tuple[str, str]
    sides: tuple[int, int]
    """The side index on each of the two tiles."""
    river: bool
    """A river crosses it (walls may still be built there)."""
    coast: bool
    """Exactly one of the two tiles is sea."""
    wall_allowed: bool


@dataclass(frozen=True)
class Link:
    """A crossing from a region into a region of the neighbouring tile (off road or by road)."""

    region: str
    side: int
    edge: str


@dataclass(frozen=True)
class Dock:
    """Where a boat sits on a coast: on `side` of land `tile`, touching `region`, next to `sea`."""

    name: str
    tile: str
    side: int
    region: str
    sea: str
    edge: str
    mouth: bool
    """The side carries a river: the boat docks on one bank of the mouth."""


def _compass(angle: float) -> str:
    best = min((*COMPASS, *COMPASS_SOUTH), key=lambda point: _angle_gap(angle, point[1]))
    return best[0]


def _angle_gap(a: float, b: float) -> float:
    gap = abs(a - b) % 360.0
    return min(gap, 360.0 - gap)


def _half_angle(side: int, half: int) -> float:
    return 60.0 - 60.0 * side + (15.0 if half == 0 else -15.0)


def _arcs(river_sides: frozenset[int]) -> list[tuple[tuple[int, int], ...]]:
    """The half-sides grouped into regions: runs clockwise between river cuts."""
    halves = [(side, half) for side in range(6) for half in (0, 1)]
    if len(river_sides) <= 1:
        return [tuple(halves)]
    first_cut = min(river_sides)
    start = halves.index((first_cut, 1))
    ordered = halves[start:] + halves[:start]
    arcs: list[tuple[tuple[int, int], ...]] = []
    current: list[tuple[int, int]] = []
    for side, half in ordered:
        current.append((side, half))
        if half == 0 and side in river_sides:
            arcs.append(tuple(current))
            current = []
    return arcs


def _region_direction(halves: Sequence[tuple[int, int]]) -> str:
    x = sum(math.cos(math.radians(_half_angle(s, h))) for s, h in halves)
    y = sum(math.sin(math.radians(_half_angle(s, h))) for s, h in halves)
    return _compass(math.degrees(math.atan2(y, x)))


class Board:
    """An immutable, validated map with every topological relation precomputed.

    Construct with `Board(specs)` (a list of `TileSpec`) or `Board.from_rows(rows)` (the compact
    text rows of `docs/roads-and-boats-maps.md`). Construction validates the map and raises
    RuleError naming the faulty tile. Names used throughout: tile labels, region names, edge
    names and water positions, as in the module docstring.
    """

    def __init__(
        self, specs: Iterable[TileSpec], name: str = "custom", starts: Sequence[str] = ()
    ) -> None:
        self.name = name
        specs = list(specs)
        self._check_specs(specs)
        self.suggested_starts: tuple[str, ...] = tuple(
            sorted(set(starts), key=lambda lb: coords_of(lb)[::-1])
        )
        by_label = {spec.label: spec for spec in specs}
        order = sorted(by_label, key=lambda lb: coords_of(lb)[::-1])
        self.tiles: Mapping[str, Tile] = {
            lb: self._make_tile(by_label[lb], by_label) for lb in order
        }
        self.labels: tuple[str, ...] = tuple(order)
        self.land: tuple[str, ...] = tuple(lb for lb in order if self.tiles[lb].is_land)
        self.sea: tuple[str, ...] = tuple(lb for lb in order if self.tiles[lb].is_sea)
        self.width = 1 + max(t.col for t in self.tiles.values())
        self.height = 1 + max(t.row for t in self.tiles.values())
        self._key = (
            name,
            self.suggested_starts,
            tuple((t.label, t.terrain, t.river_sides) for t in self.tiles.values()),
        )
        self._build_regions()
        self._build_edges()
        self._build_links()
        self._build_water()
        validate(self)
        self._geometry: dict[str, object] | None = None
        self._rows: tuple[str, ...] | None = None

    # --- construction ------------------------------------------------------------------------

    @staticmethod
    def _check_specs(specs: Sequence[TileSpec]) -> None:
        seen: set[str] = set()
        for spec in specs:
            coords_of(spec.label)
            if spec.label in seen:
                raise RuleError("rnb.map.duplicate_tile", tile=spec.label)
            seen.add(spec.label)
            if spec.terrain not in TERRAINS:
                raise RuleError("rnb.map.bad_terrain", tile=spec.label, terrain=spec.terrain)
            if spec.river is not None:
                if spec.river not in RIVER_SHAPES:
                    raise RuleError("rnb.map.bad_river_shape", tile=spec.label, shape=spec.river)
                if spec.terrain == SEA:
                    raise RuleError("rnb.map.river_at_sea", tile=spec.label)
            if not 0 <= spec.rotation <= 5:
                raise RuleError("rnb.map.bad_rotation", tile=spec.label, rotation=spec.rotation)
        if not any(spec.terrain != SEA for spec in specs):
            raise RuleError("rnb.map.empty")

    @staticmethod
    def _make_tile(spec: TileSpec, by_label: Mapping[str, TileSpec]) -> Tile:
        col, row = coords_of(spec.label)
        neighbours: list[str | None] = []
        for side in range(6):
            ncol, nrow = neighbour_coords(col, row, side)
            inside = 0 <= ncol < 26 and nrow >= 0
            label = label_of(ncol, nrow) if inside else None
            neighbours.append(label if label in by_label else None)
        river_sides = (
            river_sides_of(spec.river, spec.rotation) if spec.river is not None else frozenset()
        )
        arcs = _arcs(river_sides)
        if len(arcs) == 1:
            regions: tuple[str, ...] = (spec.label,)
        else:
            regions = tuple(f"{spec.label}.{_region_direction(arc)}" for arc in arcs)
        return Tile(
            label=spec.label,
            col=col,
            row=row,
            terrain=spec.terrain,
            river=spec.river,
            rotation=spec.rotation,
            river_sides=river_sides,
            neighbours=tuple(neighbours),
            regions=regions,
        )

    def _build_regions(self) -> None:
        regions: dict[str, Region] = {}
        half_region: dict[tuple[str, int, int], str] = {}
        for tile in self.tiles.values():
            arcs = _arcs(tile.river_sides)
            for name, arc in zip(tile.regions, arcs, strict=True):
                sides = tuple(sorted({side for side, _ in arc}))
                direction = None if len(arcs) == 1 else name.split(".")[1]
                regions[name] = Region(name, tile.label, arc, sides, direction)
                for side, half in arc:
                    half_region[(tile.label, side, half)] = name
        self.regions: Mapping[str, Region] = regions
        self._half_region = half_region

    def _build_edges(self) -> None:
        edges: dict[str, Edge] = {}
        edge_at: dict[tuple[str, int], str] = {}
        for label in self.labels:
            tile = self.tiles[label]
            for side, other in enumerate(tile.neighbours):
                if other is None or (label, side) in edge_at:
                    continue
                name = f"{label}:{SIDES[side]}"
                neighbour = self.tiles[other]
                both_sea = tile.is_sea and neighbour.is_sea
                edges[name] = Edge(
                    name=name,
                    tiles=(label, other),
                    sides=(side, _opposite(side)),
                    river=side in tile.river_sides or _opposite(side) in neighbour.river_sides,
                    coast=tile.is_sea != neighbour.is_sea,
                    wall_allowed=not both_sea,
                )
                edge_at[(label, side)] = name
                edge_at[(other, _opposite(side))] = name
        self.edges: Mapping[str, Edge] = edges
        self._edge_at = edge_at

    def _build_links(self) -> None:
        links: dict[str, list[Link]] = {name: [] for name in self.regions}
        for label in self.land:
            tile = self.tiles[label]
            for side, other in enumerate(tile.neighbours):
                if other is None or self.tiles[other].is_sea:
                    continue
                edge = self._edge_at[(label, side)]
                for half in (0, 1):
                    here = self._half_region[(label, side, half)]
                    there = self._half_region[(other, _opposite(side), 1 - half)]
                    link = Link(there, side, edge)
                    if link not in links[here]:
                        links[here].append(link)
        self._links: Mapping[str, tuple[Link, ...]] = {k: tuple(v) for k, v in links.items()}
        self._link_to: Mapping[tuple[str, str], Link] = {
            (here, link.region): link for here, many in self._links.items() for link in many
        }
        bridges: dict[str, list[tuple[str, str]]] = {label: [] for label in self.labels}
        for label in self.land:
            tile = self.tiles[label]
            pairs: list[tuple[str, str]] = []
            for side in sorted(tile.river_sides):
                a = self._half_region[(label, side, 0)]
                b = self._half_region[(label, side, 1)]
                pair = (a, b) if tile.regions.index(a) < tile.regions.index(b) else (b, a)
                if a != b and pair not in pairs:
                    pairs.append(pair)
            bridges[label] = pairs
        self._bridges: Mapping[str, tuple[tuple[str, str], ...]] = {
            k: tuple(v) for k, v in bridges.items()
        }

    def _build_water(self) -> None:
        docks: dict[str, Dock] = {}
        moves: dict[str, list[str]] = {}
        water_edge: dict[tuple[str, str], str] = {}
        for label in self.labels:
            tile = self.tiles[label]
            if tile.is_sea or tile.has_river:
                moves[label] = []
        for label in self.labels:
            tile = self.tiles[label]
            for side, other in enumerate(tile.neighbours):
                if other is None:
                    continue
                neighbour = self.tiles[other]
                edge = self._edge_at[(label, side)]
                if tile.is_sea:
                    if neighbour.is_sea or _opposite(side) in neighbour.river_sides:
                        moves[label].append(other)
                        water_edge[(label, other)] = edge
                elif side in tile.river_sides and (
                    neighbour.is_sea or _opposite(side) in neighbour.river_sides
                ):
                    moves[label].append(other)
                    water_edge[(label, other)] = edge
                if tile.is_land and neighbour.is_sea:
                    for region in dict.fromkeys(
                        self._half_region[(label, side, half)] for half in (0, 1)
                    ):
                        name = f"{region}:{SIDES[side]}"
                        docks[name] = Dock(
                            name, label, side, region, other, edge, side in tile.river_sides
                        )
        for dock in docks.values():
            moves[dock.sea].append(dock.name)
            moves[dock.name] = [dock.sea]
            water_edge[(dock.sea, dock.name)] = dock.edge
            water_edge[(dock.name, dock.sea)] = dock.edge
        self.docks: Mapping[str, Dock] = docks
        self._tile_of: Mapping[str, str] = {
            **{label: label for label in self.labels},
            **{name: region.tile for name, region in self.regions.items()},
            **{name: dock.tile for name, dock in docks.items()},
        }
        self._water_moves: Mapping[str, tuple[str, ...]] = {k: tuple(v) for k, v in moves.items()}
        self._water_edge: Mapping[tuple[str, str], str] = water_edge
        docks_of_region: dict[str, list[str]] = {name: [] for name in self.regions}
        docks_of_tile: dict[str, list[str]] = {label: [] for label in self.labels}
        for dock in docks.values():
            docks_of_region[dock.region].append(dock.name)
            docks_of_tile[dock.tile].append(dock.name)
        self._docks_of_region = {k: tuple(v) for k, v in docks_of_region.items()}
        self._docks_of_tile = {k: tuple(v) for k, v in docks_of_tile.items()}

    @classmethod
    def from_rows(
        cls, rows: Sequence[str], name: str = "custom", starts: Sequence[str] = ()
    ) -> Board:
        """A board from compact rows, one string per map row, top first.

        Each row is whitespace-separated tokens, one per column from column A: a terrain letter
        (``P`` pasture, ``W`` woods, ``R`` rock, ``M`` mountains, ``D`` desert, ``S`` sea) or
        ``.`` for no tile, optionally followed by ``~`` and the river sides joined by ``-``
        (``W~ne-sw`` is woods with a straight river; ``P~e`` a source flowing east) and by ``*``
        for a suggested start tile. Indentation is ignored: even rows are always shifted right.

            Board.from_rows([
                "S S   S",
                " S P~e S",   # B2 pasture: a source whose river flows east into C2 (sea)
                "S R   S",
            ])
        """
        specs: list[TileSpec] = []
        marked: list[str] = list(starts)
        for row, line in enumerate(rows):
            tokens = line.split()
            if len(tokens) > 26:
                raise RuleError("rnb.map.too_wide")
            for col, token in enumerate(tokens):
                if token == ".":
                    continue
                label = label_of(col, row)
                spec, start = parse_tile_token(label, token)
                specs.append(spec)
                if start:
                    marked.append(label)
        return cls(specs, name=name, starts=marked)

    # --- tiles ---------------------------------------------------------------------------------

    def tile(self, label: str) -> Tile:
        """The tile with this label; RuleError naming it if the map has none."""
        try:
            return self.tiles[label]
        except KeyError:
            raise RuleError("rnb.map.unknown_tile", tile=label) from None

    def __contains__(self, label: object) -> bool:
        return label in self.tiles

    def neighbour(self, label: str, side: int) -> str | None:
        return self.tiles[label].neighbours[side]

    def neighbours(self, label: str) -> tuple[str, ...]:
        """Existing neighbour labels, in side order."""
        return tuple(n for n in self.tiles[label].neighbours if n is not None)

    def side_between(self, a: str, b: str) -> int | None:
        """The side of `a` that faces `b`, or None if they are not neighbours."""
        neighbours = self.tiles[a].neighbours
        return neighbours.index(b) if b in neighbours else None

    def distance(self, a: str, b: str) -> int:
        return hex_distance(a, b)

    def is_shore(self, label: str) -> bool:
        """A land tile with a river or next to the sea (clay pits, boat factories); walls never
        change this."""
        tile = self.tiles[label]
        if tile.is_sea:
            return False
        return tile.has_river or any(
            n is not None and self.tiles[n].is_sea for n in tile.neighbours
        )

    def terrain(self, label: str, irrigated: bool = False) -> str:
        """The tile's terrain; after irrigation every desert counts as pasture."""
        terrain = self.tiles[label].terrain
        return PASTURE if irrigated and terrain == DESERT else terrain

    def start_allowed(self, label: str, taken: Iterable[str]) -> bool:
        """Land, and at least one tile between it and every start already taken."""
        return (
            label in self.tiles
            and self.tiles[label].is_land
            and all(hex_distance(label, other) >= 2 for other in taken)
        )

    def start_options(self, taken: Sequence[str], still_to_choose: int) -> tuple[str, ...]:
        """Tiles a player may pick as start now: allowed, and leaving room for the
        `still_to_choose - 1` players after them (so an early pick never strands a later one)."""
        allowed = [lb for lb in self.land if self.start_allowed(lb, taken)]
        return tuple(
            lb for lb in allowed if self._room_for([*taken, lb], still_to_choose - 1, allowed)
        )

    def _room_for(self, taken: list[str], count: int, pool: Sequence[str]) -> bool:
        if count <= 0:
            return True
        for i, label in enumerate(pool):
            if self.start_allowed(label, taken) and self._room_for(
                [*taken, label], count - 1, pool[i + 1 :]
            ):
                return True
        return False

    # --- regions (banks) -----------------------------------------------------------------------

    def region(self, name: str) -> Region:
        """The region named `name`; a bare label of a divided tile asks which bank."""
        found = self.regions.get(name)
        if found is not None:
            return found
        tile = self.tiles.get(name)
        if tile is not None:
            raise RuleError("rnb.map.which_bank", tile=name, banks=", ".join(tile.regions))
        raise RuleError("rnb.map.unknown_region", region=name)

    def region_index(self, name: str) -> int:
        """Position of a region among its tile's regions (0 for an undivided tile)."""
        region = self.regions[name]
        return self.tiles[region.tile].regions.index(name)

    def regions_of(self, label: str) -> tuple[str, ...]:
        return self.tiles[label].regions

    def tile_of(self, place: str) -> str:
        """The tile label of a region, a docking position or a tile label itself."""
        found = self._tile_of.get(place)
        if found is None:
            raise RuleError("rnb.map.unknown_position", position=place)
        return found

    def region_at(self, label: str, side: int, half: int) -> str:
        """The region that holds one half of a side."""
        return self._half_region[(label, side, half)]

    def regions_at_side(self, label: str, side: int) -> tuple[str, ...]:
        """The regions touching a side: one, or two when a river runs through it."""
        return tuple(dict.fromkeys(self._half_region[(label, side, h)] for h in (0, 1)))

    def land_links(self, region: str) -> tuple[Link, ...]:
        """Regions of neighbouring land tiles reachable across a side without crossing a river:
        the donkey's off-road step, and the places a road from `region` can go. Across a river
        side there is one link per bank (parallel roads); a source reaches both banks."""
        return self._links[region]

    def link(self, a: str, b: str) -> Link | None:
        """The crossing from region `a` to region `b` of a neighbouring tile, if they touch."""
        return self._link_to.get((a, b))

    def bridges(self, label: str) -> tuple[tuple[str, str], ...]:
        """The pairs of regions a bridge on this tile can join (one pair for a straight river or
        a bend, three for a junction, of which two connect every bank; none for a source)."""
        return self._bridges[label]

    # --- edges (walls) -------------------------------------------------------------------------

    def edge(self, name: str) -> Edge:
        """An edge by either of its names (``"C4:e"`` or ``"D4:w"``)."""
        found = self.edges.get(name)
        if found is not None:
            return found
        label, _, side = name.partition(":")
        if label in self.tiles and side in SIDE_INDEX:
            canonical = self._edge_at.get((label, SIDE_INDEX[side]))
            if canonical is not None:
                return self.edges[canonical]
        raise RuleError("rnb.map.unknown_edge", edge=name)

    def edge_at(self, label: str, side: int) -> str | None:
        """The edge name on a tile's side (None on the map border)."""
        return self._edge_at.get((label, side))

    def edge_between(self, a: str, b: str) -> str | None:
        side = self.side_between(a, b)
        return None if side is None else self._edge_at[(a, side)]

    # --- water ---------------------------------------------------------------------------------

    def water_positions(self) -> tuple[str, ...]:
        """Every place a boat can be: rivers and sea tiles (by label), and docking positions."""
        return tuple(self._water_moves)

    def is_water_position(self, position: str) -> bool:
        return position in self._water_moves

    def water_moves(self, position: str) -> tuple[str, ...]:
        """Where a boat can go in one move: along its river, river to sea and back, sea to sea,
        sea to a docking position (docking: the move ends there) and a dock back to its sea."""
        try:
            return self._water_moves[position]
        except KeyError:
            raise RuleError("rnb.map.unknown_position", position=position) from None

    def water_edge(self, a: str, b: str) -> str:
        """The edge a boat crosses moving from `a` to `b` (a wall there stops non-owners)."""
        return self._water_edge[(a, b)]

    def water_regions(self, position: str) -> tuple[str, ...]:
        """The regions a boat at this position touches: all banks of its river tile, its dock's
        bank, none at sea."""
        dock = self.docks.get(position)
        if dock is not None:
            return (dock.region,)
        tile = self.tiles[position]
        return tile.regions if tile.is_land else ()

    def docks_of_region(self, region: str) -> tuple[str, ...]:
        """Docking positions on this bank's coast sides (where a new boat is launched too)."""
        return self._docks_of_region[region]

    def docks_of_tile(self, label: str) -> tuple[str, ...]:
        return self._docks_of_tile[label]

    def launch_positions(self, region: str) -> tuple[str, ...]:
        """Where a boat built by a factory in `region` can be put: its tile's river, then the
        docking positions of its bank."""
        label = self.regions[region].tile
        river = (label,) if self.tiles[label].has_river else ()
        return river + self._docks_of_region[region]

    # --- serialisation and renderer facts ------------------------------------------------------

    def to_rows(self) -> list[str]:
        """The compact rows `from_rows` reads (starts marked ``*``), drawn as a hex grid; drawn
        once per board, which never changes (every snapshot of a game writes them)."""
        if self._rows is None:
            self._rows = tuple(self._draw_rows())
        return list(self._rows)

    def _draw_rows(self) -> list[str]:
        grid = [
            [
                "."
                if (tile := self.tiles.get(label_of(col, row))) is None
                else tile_token(tile, tile.label in self.suggested_starts)
                for col in range(self.width)
            ]
            for row in range(self.height)
        ]
        cell = 1 + max(len(token) for tokens in grid for token in tokens)
        return [
            (" " * (cell // 2) if row % 2 else "")
            + "".join(token.ljust(cell) for token in tokens).rstrip()
            for row, tokens in enumerate(grid)
        ]

    def to_json(self) -> dict[str, object]:
        """The map as JSON: its name, compact rows (starts marked) — `from_json` inverts it."""
        return {"name": self.name, "rows": self.to_rows()}

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> Board:
        """The board of `to_json`; the same map loaded again is the same shared (immutable)
        object, so loading a stored state does not rebuild its tables."""
        rows = data["rows"]
        if not isinstance(rows, list):
            raise RuleError("rnb.map.bad_json")
        return _board_from_rows(str(data.get("name", "custom")), tuple(str(row) for row in rows))

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Board):
            return NotImplemented
        return self._key == other._key

    def __hash__(self) -> int:
        return hash(self._key)

    def geometry(self) -> dict[str, object]:
        """Pixel-free facts for a renderer (JSON): the layout, each tile's terrain, river sides and
        regions (with the half-sides of their border), every land link (where a road between two
        regions crosses: the side of the first region's tile and the halves it runs through),
        docking positions and edges (walls). Half 0 of a side is its counter-clockwise half.

        Made once per board, which never changes, and shared by every view of it (readers read
        it, none changes it): making it costs as much as resolving a phase."""
        if self._geometry is None:
            self._geometry = self._make_geometry()
        return self._geometry

    def _make_geometry(self) -> dict[str, object]:
        return {
            "layout": "pointy-top hexes in rows; even rows (1-based) shifted right by half a hex",
            "sides": list(SIDES),
            "width": self.width,
            "height": self.height,
            "tiles": [
                {
                    "label": tile.label,
                    "col": tile.col,
                    "row": tile.row,
                    "terrain": tile.terrain,
                    "river": tile.river,
                    "rotation": tile.rotation,
                    "river_sides": [SIDES[s] for s in sorted(tile.river_sides)],
                    "regions": [
                        {
                            "name": name,
                            "direction": self.regions[name].direction,
                            "halves": [[SIDES[s], h] for s, h in self.regions[name].halves],
                        }
                        for name in tile.regions
                    ],
                }
                for tile in self.tiles.values()
            ],
            "links": [
                {
                    "regions": [here, link.region],
                    "side": SIDES[link.side],
                    "halves": [h for h in (0, 1) if self._link_half(here, link, h)],
                }
                for here, links in self._links.items()
                for link in links
                if here < link.region
            ],
            "docks": [
                {
                    "name": dock.name,
                    "tile": dock.tile,
                    "side": SIDES[dock.side],
                    "region": dock.region,
                    "sea": dock.sea,
                    "halves": [
                        h
                        for h in (0, 1)
                        if self._half_region[(dock.tile, dock.side, h)] == dock.region
                    ],
                }
                for dock in self.docks.values()
            ],
            "edges": [
                {"name": edge.name, "tile": edge.tiles[0], "side": SIDES[edge.sides[0]]}
                for edge in self.edges.values()
            ],
            "starts": list(self.suggested_starts),
        }

    def _link_half(self, here: str, link: Link, half: int) -> bool:
        """The link from `here` runs through this half of its side (a road is drawn there)."""
        label = self.regions[here].tile
        other = self.tiles[label].neighbours[link.side]
        return (
            self._half_region[(label, link.side, half)] == here
            and other is not None
            and self._half_region[(other, _opposite(link.side), 1 - half)] == link.region
        )


@functools.lru_cache(maxsize=32)
def _board_from_rows(name: str, rows: tuple[str, ...]) -> Board:
    return Board.from_rows(rows, name=name)


def parse_tile_token(label: str, token: str) -> tuple[TileSpec, bool]:
    """One tile of the compact row form: ``W``, ``W~ne-sw``, ``P*``; returns (spec, start)."""
    start = token.endswith("*")
    body = token[:-1] if start else token
    letter, tilde, river = body.partition("~")
    terrain = TERRAIN_LETTERS.get(letter.upper())
    if terrain is None or (tilde and not river):
        raise RuleError("rnb.map.bad_token", token=token)
    if not tilde:
        return TileSpec(label, terrain), start
    sides = [side_index(name) for name in river.lower().split("-")]
    found = shape_of_sides(sides)
    if found is None or len(set(sides)) != len(sides):
        raise RuleError("rnb.map.bad_river_sides", tile=label, sides=river)
    shape, rotation = found
    return TileSpec(label, terrain, shape, rotation), start


def tile_token(tile: Tile, start: bool = False) -> str:
    token = LETTER_OF_TERRAIN[tile.terrain]
    if tile.river_sides:
        token += "~" + "-".join(SIDES[s] for s in sorted(tile.river_sides))
    return token + ("*" if start else "")


def validate(board: Board) -> None:
    """The map rules: rivers continuous (each river side meets a river side or the sea, never
    the map's edge), every river system reaching the sea, all tiles connected. RuleError names
    the first faulty tile in reading order."""
    for label in board.labels:
        tile = board.tiles[label]
        for side in sorted(tile.river_sides):
            other = tile.neighbours[side]
            if other is None:
                raise RuleError("rnb.map.river_off_map", tile=label, side=SIDES[side])
            neighbour = board.tiles[other]
            if neighbour.is_land and _opposite(side) not in neighbour.river_sides:
                raise RuleError(
                    "rnb.map.river_broken", tile=label, side=SIDES[side], neighbour=other
                )
    for label in board.suggested_starts:
        if label not in board.tiles or board.tiles[label].is_sea:
            raise RuleError("rnb.map.bad_start", tile=label)
        for other in board.suggested_starts:
            if other != label and hex_distance(label, other) < 2:
                raise RuleError("rnb.map.starts_too_close", tile=label, other=other)
    _check_mouths(board)
    _check_connected(board)


def _check_mouths(board: Board) -> None:
    seen: set[str] = set()
    for label in board.land:
        if label in seen or not board.tiles[label].has_river:
            continue
        system = _flood(label, lambda lb: [n for n in board.water_moves(lb) if n in board.land])
        seen |= system
        if not any(any(board.tiles[n].is_sea for n in board.water_moves(lb)) for lb in system):
            raise RuleError("rnb.map.river_without_mouth", tile=min(system, key=_reading_key))


def _check_connected(board: Board) -> None:
    reached = _flood(board.labels[0], board.neighbours)
    for label in board.labels:
        if label not in reached:
            raise RuleError("rnb.map.not_connected", tile=label)


def _reading_key(label: str) -> tuple[int, int]:
    col, row = coords_of(label)
    return row, col


def _flood(start: str, step: Callable[[str], Iterable[str]]) -> set[str]:
    reached = {start}
    frontier = [start]
    while frontier:
        current = frontier.pop()
        for nxt in step(current):
            if nxt not in reached:
                reached.add(nxt)
                frontier.append(nxt)
    return reached
