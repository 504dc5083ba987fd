"""Every table of the Roads & Boats rules as data (3rd edition; spec `roads-and-boats.md`).

The engine reads costs, capacities and recipes from here only, so a rules question is answered
by reading this module and the rulebook side by side.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

GAME_ID: Final = "roads_and_boats"

COLOURS: Final = ("red", "yellow", "green", "blue")
"""Player colours in seat order."""

TERRAINS: Final = ("pasture", "woods", "rock", "mountains", "desert", "sea")
LAND_TERRAINS: Final = ("pasture", "woods", "rock", "mountains", "desert")

GOODS: Final = (
    "trunk",
    "board",
    "stone",
    "clay",
    "fuel",
    "paper",
    "gold",
    "iron",
    "coins",
    "stock",
    "goose",
)
"""Everything that lies on a tile or rides a transporter. Geese are livestock but are carried and
left like goods; donkeys are transporters (see TRANSPORTERS)."""

WOOD: Final = ("board", "trunk")
"""The 'any 2 of trunk/board' inputs, in the order unattended factories use them (boards first)."""

# --- transporters -------------------------------------------------------------------------------


@dataclass(frozen=True)
class TransporterKind:
    name: str
    letter: str
    """Short label letter shown on the board (owner colour + letter + number)."""
    capacity: int
    moves: int
    """Movement points per movement phase (a donkey: 2 on roads, 1 off road)."""
    water: bool
    roads_only: bool


TRANSPORTERS: Final[dict[str, TransporterKind]] = {
    k.name: k
    for k in (
        TransporterKind("donkey", "D", 2, 2, water=False, roads_only=False),
        TransporterKind("wagon", "W", 3, 3, water=False, roads_only=True),
        TransporterKind("truck", "T", 6, 4, water=False, roads_only=True),
        TransporterKind("raft", "R", 3, 3, water=True, roads_only=False),
        TransporterKind("rowboat", "B", 5, 4, water=True, roads_only=False),
        TransporterKind("steamer", "S", 8, 6, water=True, roads_only=False),
    )
}
DONKEY_OFF_ROAD_MOVES: Final = 1

TRANSPORTER_LIMIT: Final = 8
LAND_TRANSPORTER_LIMIT: Final = 5
WATER_TRANSPORTER_LIMIT: Final = 5

START_DONKEYS: Final = 3
START_GOODS: Final[dict[str, int]] = {"board": 5, "stone": 1, "goose": 2}

BREEDERS: Final = ("donkey", "goose")
"""Livestock that breeds as an exact pair alone on an otherwise empty pasture (decision 2)."""

# --- buildings ----------------------------------------------------------------------------------

SHORE: Final = "shore"
"""Terrain requirement: a land tile with a river or next to the sea."""
LAND: Final = "land"
"""Terrain requirement: any land tile but desert (until irrigation)."""


@dataclass(frozen=True)
class BuildingKind:
    name: str
    cost: dict[str, int]
    terrain: str
    """A terrain name, SHORE or LAND."""
    research: str | None
    category: str
    """"primary", "secondary", "factory" (makes transporters) or "mine"."""


BUILDINGS: Final[dict[str, BuildingKind]] = {
    b.name: b
    for b in (
        BuildingKind("woodcutter", {"board": 1}, "woods", None, "primary"),
        BuildingKind("quarry", {"board": 2}, "rock", None, "primary"),
        BuildingKind("clay_pit", {"board": 3}, SHORE, None, "primary"),
        BuildingKind("mine", {"board": 3, "stone": 1}, "mountains", None, "mine"),
        BuildingKind("oil_rig", {"board": 3, "stone": 1}, "sea", "drilling", "primary"),
        BuildingKind("sawmill", {"board": 2, "stone": 1}, LAND, None, "secondary"),
        BuildingKind("coal_burner", {"board": 3}, LAND, None, "secondary"),
        BuildingKind("papermill", {"board": 1, "stone": 1}, LAND, None, "secondary"),
        BuildingKind("stone_factory", {"board": 2}, LAND, None, "secondary"),
        BuildingKind("mint", {"board": 2, "stone": 1}, LAND, None, "secondary"),
        BuildingKind("stock_exchange", {"stone": 3}, LAND, None, "secondary"),
        BuildingKind("wagon_factory", {"board": 2, "stone": 1}, LAND, None, "factory"),
        BuildingKind("truck_factory", {"board": 2, "stone": 2}, LAND, "trucking", "factory"),
        BuildingKind("raft_factory", {"board": 1, "stone": 1}, SHORE, None, "factory"),
        BuildingKind("rowboat_factory", {"board": 2, "stone": 1}, SHORE, "rowing", "factory"),
        BuildingKind("steamer_factory", {"board": 2, "stone": 2}, SHORE, "shipping", "factory"),
    )
}

PRIMARY_OUTPUT: Final[dict[str, str]] = {
    "woodcutter": "trunk",
    "quarry": "stone",
    "clay_pit": "clay",
    "oil_rig": "fuel",
}
"""What a primary producer makes each production phase (a mine draws from its bag instead)."""


@dataclass(frozen=True)
class Recipe:
    """One run of a secondary producer or factory: inputs -> output.

    `wood` counts inputs that may each be a board or a trunk (coal burner, papermill).
    `donkeys` counts donkeys (transporters) consumed. `output` is a good or a transporter kind.
    `max_output` caps the output per production phase, shared by all players."""

    inputs: dict[str, int]
    output: str
    output_count: int
    max_output: int
    wood: int = 0
    donkeys: int = 0

    @property
    def max_runs(self) -> int:
        return self.max_output // self.output_count


RECIPES: Final[dict[str, Recipe]] = {
    "sawmill": Recipe({"trunk": 1}, "board", 2, 6),
    "coal_burner": Recipe({}, "fuel", 1, 6, wood=2),
    "papermill": Recipe({}, "paper", 1, 1, wood=2),
    "stone_factory": Recipe({"clay": 1}, "stone", 2, 6),
    "mint": Recipe({"fuel": 1, "gold": 2}, "coins", 1, 1),
    "stock_exchange": Recipe({"paper": 1, "coins": 2}, "stock", 1, 6),
    "wagon_factory": Recipe({"board": 2}, "wagon", 1, 1, donkeys=1),
    "truck_factory": Recipe({"fuel": 1, "iron": 1}, "truck", 1, 1),
    "raft_factory": Recipe({"trunk": 2}, "raft", 1, 1),
    "rowboat_factory": Recipe({"board": 5}, "rowboat", 1, 1),
    "steamer_factory": Recipe({"fuel": 2, "iron": 1}, "steamer", 1, 1),
}
"""Secondary producers and transporter factories (spec table; decision 3: sawmill max 6)."""

FACTORY_LADDERS: Final[dict[str, tuple[str, ...]]] = {
    "land": ("wagon_factory", "truck_factory"),
    "water": ("raft_factory", "rowboat_factory", "steamer_factory"),
}
"""Transporter factories by medium, lowest first: research may upgrade a factory up its ladder."""

# --- mines --------------------------------------------------------------------------------------

MINE_FILLS: Final[dict[str, tuple[dict[str, int], str | None]]] = {
    "mixed": ({"gold": 3, "iron": 3}, None),
    "gold": ({"gold": 4}, "specialisation"),
    "iron": ({"iron": 4}, "specialisation"),
    "large": ({"gold": 5, "iron": 5}, "enlargement"),
}
"""Bag fill of a new mine or a new shaft -> (contents, research needed)."""
SHAFT_COST: Final[dict[str, int]] = {"iron": 1, "fuel": 1}
SHAFT_RESEARCH: Final = "new_shafts"

# --- other construction -------------------------------------------------------------------------

ROAD_COST: Final[dict[str, int]] = {"stone": 1}
BRIDGE_COST: Final[dict[str, int]] = {"stone": 1}
WALL_GOOD: Final = "stone"
DEMOLISH_GOOD: Final = "board"
FROM_SEA_SURCHARGE: Final = 2
"""Extra stones (wall) or boards (demolition) when acting from a boat at sea, not docked."""


def wall_cost(height_before: int, tokens: int) -> int:
    """Stones for `tokens` new tokens on a wall of `height_before` (the k-th token costs k)."""
    return sum(range(height_before + 1, height_before + tokens + 1))


def demolition_cost(height: int) -> int:
    """Boards to demolish a wall of `height` tokens (k tokens cost k+1, decision 4)."""
    return height + 1


# --- research -----------------------------------------------------------------------------------

RESEARCH: Final = (
    "rowing",
    "trucking",
    "shipping",
    "drilling",
    "specialisation",
    "enlargement",
    "new_shafts",
    "bright_idea",
)
RESEARCH_COST: Final[dict[str, int]] = {"goose": 2, "paper": 1}
RESEARCH_FACTORY: Final[dict[str, str]] = {
    "rowing": "rowboat_factory",
    "trucking": "truck_factory",
    "shipping": "steamer_factory",
}
"""Research that unlocks a factory, which factories of its medium may then be upgraded to."""

# --- wonder -------------------------------------------------------------------------------------

WONDER_ROWS: Final = (4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6, 6, 7, 7, 7)
"""Bricks per wonder row, bottom row first (83 spaces)."""
WONDER_SPACES: Final = sum(WONDER_ROWS)
PRICE_STEP_BRICKS: Final = 17
"""Once the first four rows (17 bricks) are complete a player's k-th brick costs k+1 goods."""
IRRIGATION_SPACE: Final = 45
NEUTRAL_BRICKS: Final = 33
END_SPACE: Final[dict[int, int]] = {1: 62, 2: 62, 3: 66, 4: 69}
"""The game ends when a brick covers this space (1-based). One player: the spec gives no space
for a non-puzzle solo game; the 2-player space is used (docs/roads-and-boats-rules.md)."""
ROW_POINTS: Final = 10

SOLO_PUZZLE_TURNS: Final = 20
SOLO_PUZZLE_PREBUILT_ROWS: Final = 4

# --- scoring ------------------------------------------------------------------------------------

WEALTH: Final[dict[str, int]] = {"gold": 10, "coins": 40, "stock": 120}

# --- turn structure -----------------------------------------------------------------------------

PHASES: Final = ("production", "movement", "building", "wonder")

STANDING_REQUEST: Final = ("never", "always", "ask")
"""A player's standing answer to 'determine the order of play in this phase?'."""
