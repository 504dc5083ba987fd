"""The demo policy's plan of buildings around a player's home, and what they want fed.

Every free tile next to the home gets the first building of `site_goals` that the player still
wants, may build (research, what it owns already) and that fits the tile: producers first, then
a raft factory on a shore, a papermill for research, a coal burner for fuel, a mint once a mine
yields gold, a stock exchange once coins come. The plan depends on the buildings and research
only, so it is the same in the movement phase (donkeys carry the goods out) and the building
phase (they build).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from . import data
from .state import State


@dataclass(frozen=True)
class SiteGoal:
    """Build `building` while the player has fewer than `most`, once it has `after` (counting
    its own buildings anywhere and, but for producers, anyone's next to its home)."""

    building: str
    most: int = 1
    after: tuple[str, ...] = ()


PAPER = SiteGoal("papermill")
RAFTS = SiteGoal("raft_factory")
WAGONS = SiteGoal("wagon_factory")
FUEL = SiteGoal("coal_burner", after=("mine",))
COINS = SiteGoal("mint", after=("mine", "coal_burner"))
ROWBOATS = SiteGoal("rowboat_factory", after=("raft_factory",))
STEAMERS = SiteGoal("steamer_factory", after=("coal_burner",))
TRUCKS = SiteGoal("truck_factory", after=("coal_burner",))
STOCK = SiteGoal("stock_exchange", after=("mint",))

PRODUCERS = (
    SiteGoal("woodcutter"),
    SiteGoal("quarry"),
    SiteGoal("mine"),
    SiteGoal("woodcutter", most=2),
)
AMBITIONS: tuple[tuple[SiteGoal, ...], ...] = (
    (RAFTS, PAPER, WAGONS, FUEL, COINS, ROWBOATS, STOCK),
    (FUEL, COINS, STOCK, PAPER, WAGONS, TRUCKS, RAFTS),
    (PAPER, RAFTS, FUEL, STEAMERS, COINS, WAGONS, STOCK),
    (PAPER, WAGONS, FUEL, TRUCKS, COINS, RAFTS, STOCK),
)
"""What each seat builds after its producers, most wanted first: seats differ, so one demo
shows boats, coins, steamers and trucks."""
PRODUCER_KINDS = frozenset(goal.building for goal in PRODUCERS)
"""Counted only when the player's own: more producers mean more goods."""
LATER = (SiteGoal("woodcutter", most=3), SiteGoal("mine", most=2), SiteGoal("quarry", most=2))


def site_goals(seat: int) -> tuple[SiteGoal, ...]:
    """The buildings a seat wants next to its home, most wanted first."""
    return (*PRODUCERS, *AMBITIONS[seat % len(AMBITIONS)], *LATER)


FEED: dict[str, tuple[dict[str, int], ...]] = {
    "papermill": ({"board": 2}, {"trunk": 2}),
    "coal_burner": ({"board": 2}, {"trunk": 2}),
    "mint": ({"gold": 2, "fuel": 1},),
    "stock_exchange": ({"coins": 2, "paper": 1},),
    "raft_factory": ({"trunk": 2},),
    "rowboat_factory": ({"board": 5},),
    "steamer_factory": ({"fuel": 2, "iron": 1},),
    "truck_factory": ({"fuel": 1, "iron": 1},),
}
"""What donkeys bring to a building next to home for one run (any one of the sets); the goods
are left there and processed by the owner (factories) or by themselves (the others)."""

FEED_ORDER = (
    "raft_factory",
    "rowboat_factory",
    "steamer_factory",
    "truck_factory",
    "stock_exchange",
    "mint",
    "papermill",
    "coal_burner",
)
"""Which building the donkeys feed first."""
FEED_UNTIL: dict[str, tuple[str, int]] = {"papermill": ("paper", 2), "coal_burner": ("fuel", 2)}
"""A building is fed only while the home holds fewer of its product than this."""

FACTORIES = frozenset(k for k, b in data.BUILDINGS.items() if b.category == "factory")


def site_plan(state: State, player: str, home: str) -> dict[str, str]:
    """Free regions next to `home` -> the building planned there."""
    researched = set(state.player(player).research)
    near = {state.board.tile_of(home)} | {
        state.board.tile_of(lk.region) for lk in state.board.land_links(home)
    }
    owned = Counter(
        b.kind
        for tile, b in state.buildings.items()
        if b.builder == player or (tile in near and b.kind not in PRODUCER_KINDS)
    )
    free = sorted(
        (lk.region for lk in state.board.land_links(home) if _free(state, lk.region)),
        key=lambda region: (state.terrain(state.board.tile_of(region)) != "pasture", region),
    )
    plan: dict[str, str] = {}
    for goal in site_goals(state.names.index(player)):
        kind = data.BUILDINGS[goal.building]
        if (
            owned[goal.building] >= goal.most
            or any(not owned[b] for b in goal.after)
            or (kind.research is not None and kind.research not in researched)
        ):
            continue
        region = next((r for r in free if r not in plan and fits(state, kind, r)), None)
        if region is not None:
            plan[region] = goal.building
            owned[goal.building] += 1
    return plan


def _free(state: State, region: str) -> bool:
    tile = state.board.tile_of(region)
    return tile not in state.buildings and state.terrain(tile) not in ("desert", "sea")


def fits(state: State, kind: data.BuildingKind, region: str) -> bool:
    """The building may stand on this region's tile (terrain, shore, not desert)."""
    tile = state.board.tile_of(region)
    terrain = state.terrain(tile)
    if kind.terrain == data.SHORE:
        return state.board.is_shore(tile) and bool(state.board.launch_positions(region))
    return kind.terrain in (data.LAND, terrain)


def fed_sites(state: State, player: str, home: str) -> dict[str, str]:
    """The buildings next to home (anyone's: buildings serve every player) that take goods
    brought, most wanted first: region -> kind."""
    found: list[tuple[int, str, str]] = []
    for lk in state.board.land_links(home):
        b = state.buildings.get(state.board.tile_of(lk.region))
        if b is not None and b.region == lk.region and b.kind in FEED:
            found.append((FEED_ORDER.index(b.kind), lk.region, b.kind))
    return {region: kind for _, region, kind in sorted(found)}


def fed_enough(kind: str, home_goods: Mapping[str, int]) -> bool:
    """The home holds enough of what this building makes for now."""
    product = FEED_UNTIL.get(kind)
    return product is not None and home_goods.get(product[0], 0) >= product[1]


def wanted(kind: str, lying: Mapping[str, int], have: Mapping[str, int]) -> dict[str, int]:
    """What `have` can bring of the goods still missing for one run, for the first input set
    it can help with (goods left there wait for the rest)."""
    for need in FEED[kind]:
        missing = {g: n - lying.get(g, 0) for g, n in need.items() if n > lying.get(g, 0)}
        bring = {g: min(n, have.get(g, 0)) for g, n in missing.items() if have.get(g, 0) > 0}
        if bring:
            return bring
    return {}


def inputs_of(state: State, region: str) -> frozenset[str]:
    """Goods lying on a region that its building is waiting to use (not to be fetched)."""
    b = state.buildings.get(state.board.tile_of(region))
    if b is None or b.kind not in FEED:
        return frozenset()
    return frozenset(g for need in FEED[b.kind] for g in need)
