"""A seeded map generator following the rulebook's map-building rules (PREPARAZIONE).

"In linea di massima, 10 tasselli esagonali per giocatore": about ten land tiles per player,
laid one next to another (every tile touches the map), sea around and between them. Rivers are
laid as the rulebook wants them, each a natural bed that starts at a source and reaches the sea
("Un fiume non può finire fuori mappa"); junctions join a side branch. The players need room
for their start tiles with at least one tile between any two ("almeno un tassello vuoto tra voi
e il vostro più vicino avversario"); the generator only returns maps where every player can get
one, and marks a spread of suggested starts (players still choose in sequence-chart order).

Everything comes from `random.Random(seed)`: the same (players, seed) gives the same map.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from rules.core import RuleError, register_templates
from rules.roads_and_boats.board import (
    SEA,
    Board,
    TileSpec,
    coords_of,
    hex_distance,
    label_of,
    shape_of_sides,
)

LAND_PER_PLAYER = 10
"""The rulebook's rule of thumb for the size of the world."""

TERRAIN_MIX = (
    ("pasture", 3),
    ("woods", 2),
    ("rock", 2),
    ("mountains", 2),
    ("desert", 1),
)
"""Land tiles added to the map for each player (ten in all)."""

RIVER_LENGTHS = (2, 3, 3, 4, 5)
"""Tiles in a river's main bed, drawn at random (a branch adds 1 or 2 more)."""
BRANCH_CHANCE = 0.5
"""How often a river with a wide bend grows a side branch there (a junction)."""
ATTEMPTS = 200

AXIAL_STEPS = ((1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0), (0, -1))
"""Axial (q, r) step through each side ne, e, se, sw, w, nw."""

register_templates(
    {
        "rnb.mapgen.bad_players": "A generated map is for 1 to 4 players, not {players}.",
        "rnb.mapgen.failed": "No map could be generated for seed {seed}; try another seed.",
    }
)

Axial = tuple[int, int]


def generate(players: int, seed: int, land_per_player: int = LAND_PER_PLAYER) -> Board:
    """A valid map for `players` (1–4) from `seed`, suggested starts marked."""
    if not 1 <= players <= 4:
        raise RuleError("rnb.mapgen.bad_players", players=players)
    rng = random.Random(f"rnb-map-{players}-{land_per_player}-{seed}")
    for _ in range(ATTEMPTS):
        land = _grow_land(rng, players * land_per_player)
        terrains = _terrains(rng, players, len(land))
        rivers = _lay_rivers(rng, land, players)
        specs = _specs(land, terrains, rivers)
        if specs is None:
            continue
        board = Board(specs, name=f"generated-{players}p-{seed}")
        starts = suggest_starts(board, players)
        if starts is not None:
            return Board(specs, name=board.name, starts=starts)
    raise RuleError("rnb.mapgen.failed", seed=seed)


def _neighbours(cell: Axial) -> list[Axial]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in AXIAL_STEPS]


def _grow_land(rng: random.Random, count: int) -> list[Axial]:
    """Tiles placed one at a time, each touching the map; crowded spots are likelier, so the
    land stays one compact country with a few bays."""
    land: dict[Axial, None] = {(0, 0): None}
    while len(land) < count:
        frontier: dict[Axial, int] = {}
        for cell in land:
            for near in _neighbours(cell):
                if near not in land:
                    frontier[near] = frontier.get(near, 0) + 1
        cells = sorted(frontier)
        weights = [frontier[c] ** 2 for c in cells]
        land[rng.choices(cells, weights)[0]] = None
    return list(land)


def _terrains(rng: random.Random, players: int, count: int) -> list[str]:
    bag = [terrain for terrain, n in TERRAIN_MIX for _ in range(n * players)]
    while len(bag) < count:
        bag.append(rng.choice([terrain for terrain, _ in TERRAIN_MIX]))
    rng.shuffle(bag)
    return bag[:count]


def _lay_rivers(rng: random.Random, land: Sequence[Axial], players: int) -> dict[Axial, set[int]]:
    """River sides per land cell: each river enters from the sea and climbs to a source."""
    land_set = set(land)
    river: dict[Axial, set[int]] = {}
    for _ in range(players + rng.randint(0, 1)):
        mouths = [
            (cell, side)
            for cell in land
            if cell not in river
            for side, near in enumerate(_neighbours(cell))
            if near not in land_set
        ]
        if not mouths:
            break
        cell, side = rng.choice(mouths)
        bed = _walk(rng, cell, side, rng.choice(RIVER_LENGTHS), land_set, river)
        _branch(rng, bed, land_set, river)
    return river


def _walk(
    rng: random.Random,
    cell: Axial,
    entry: int,
    length: int,
    land: set[Axial],
    river: dict[Axial, set[int]],
) -> list[Axial]:
    """Lays a bed from `cell` (entered through side `entry`) through river-free land; the last
    tile is the source."""
    bed = [cell]
    river[cell] = {entry}
    while len(bed) < length:
        options = [
            (side, near)
            for side, near in enumerate(_neighbours(cell))
            if side not in river[cell] and near in land and near not in river
        ]
        if not options:
            break
        side, near = rng.choice(options)
        river[cell].add(side)
        river[near] = {(side + 3) % 6}
        bed.append(near)
        cell = near
    return bed


def _branch(
    rng: random.Random, bed: list[Axial], land: set[Axial], river: dict[Axial, set[int]]
) -> None:
    """A side branch at a wide bend turns it into a junction (three alternating sides)."""
    for cell in bed:
        sides = river[cell]
        if len(sides) != 2 or rng.random() > BRANCH_CHANCE:
            continue
        a, b = sorted(sides)
        if b - a not in (2, 4):
            continue
        third = ({0, 2, 4} if a % 2 == 0 else {1, 3, 5}) - sides
        side = third.pop()
        near = _neighbours(cell)[side]
        if near in land and near not in river:
            sides.add(side)
            river[near] = {(side + 3) % 6}
            _extend(rng, near, land, river, rng.randint(0, 1))
            return


def _extend(
    rng: random.Random, cell: Axial, land: set[Axial], river: dict[Axial, set[int]], more: int
) -> None:
    for _ in range(more):
        options = [
            (side, near)
            for side, near in enumerate(_neighbours(cell))
            if near in land and near not in river
        ]
        if not options:
            return
        side, near = rng.choice(options)
        river[cell].add(side)
        river[near] = {(side + 3) % 6}
        cell = near


def _specs(
    land: Sequence[Axial], terrains: Sequence[str], river: dict[Axial, set[int]]
) -> list[TileSpec] | None:
    """Tile specs in offset coordinates, the land ringed by sea; None if it is too wide."""
    land_set = set(land)
    sea = {near for cell in land for near in _neighbours(cell) if near not in land_set}
    cells = list(land) + sorted(sea)
    top = min(r for _, r in cells)
    offset = {cell: _offset(cell[0], cell[1] - top) for cell in cells}
    left = min(col for col, _ in offset.values())
    if max(col for col, _ in offset.values()) - left >= 26:
        return None
    specs = []
    for cell in cells:
        col, row = offset[cell]
        label = label_of(col - left, row)
        if cell in land_set:
            terrain = terrains[land.index(cell)]
            found = shape_of_sides(river[cell]) if cell in river else None
            if cell in river and found is None:
                return None
            shape, rotation = found if found is not None else (None, 0)
            specs.append(TileSpec(label, terrain, shape, rotation))
        else:
            specs.append(TileSpec(label, SEA))
    return specs


def _offset(q: int, r: int) -> tuple[int, int]:
    """Axial to (column, row) with odd 0-based rows (even printed rows) shifted right."""
    return q + (r - (r & 1)) // 2, r


def suggest_starts(board: Board, players: int) -> tuple[str, ...] | None:
    """A spread of start tiles at least one tile apart, favouring land next to woods, rock and
    pasture as the rulebook suggests; None if the map has no room for them all."""
    spots = sorted(board.land, key=lambda lb: (-_start_quality(board, lb), coords_of(lb)[::-1]))
    best: tuple[str, ...] | None = None
    best_spread = -1
    for first in spots[: max(4, len(spots) // 3)]:
        chosen = [first]
        while len(chosen) < players:
            allowed = [lb for lb in spots if board.start_allowed(lb, chosen)]
            if not allowed:
                break
            chosen.append(max(allowed, key=lambda lb: _spread(lb, chosen)))
        if len(chosen) < players:
            continue
        spread = min((hex_distance(a, b) for a in chosen for b in chosen if a < b), default=99)
        if spread > best_spread:
            best, best_spread = tuple(chosen), spread
    return best


def _spread(label: str, chosen: Iterable[str]) -> int:
    return min(hex_distance(label, other) for other in chosen)


FRIENDLY = frozenset({"woods", "rock", "pasture"})
"""The rulebook's advice: "un tassello circondato da rocce, pascolo e legno"."""


def _start_quality(board: Board, label: str) -> int:
    around = {board.tiles[n].terrain for n in board.neighbours(label)}
    tile = board.tiles[label]
    return len(around & FRIENDLY) * 2 + (tile.terrain in FRIENDLY)
