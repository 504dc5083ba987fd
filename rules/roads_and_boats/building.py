"""The building phase (rulebook "Fase delle costruzioni").

A player builds only where one of their transporters is: on the right bank (or a bank joined
by a bridge), from a boat on the tile's river for either bank, or from a docked boat on its
bank. Goods come from the player's transporters there and the goods lying there (`sources`
fixes the order). Walls take every good from one side (`tile` of the order); from a boat at
sea, not docked, a wall costs 2 stones more and a demolition 2 boards more. A wall pushes the
other players' boats docked on it out to sea.
"""

from __future__ import annotations

from rules.core import Event, RuleError, event, register_templates

from . import data
from .access import bank_group, pay, plan_payment, reach, region_of_place
from .orders import Bridge, Build, Demolish, Order, Road, Shaft, Wall
from .running import Reliance
from .state import Building, Position, State, pair_key
from .state import Wall as WallToken

register_templates(
    {
        "rnb.building.unknown_building": "There is no building {building!r}.",
        "rnb.building.occupied": "{tile} already has a {building}; one building per tile.",
        "rnb.building.wrong_terrain": "A {building} cannot stand on {terrain} ({tile}).",
        "rnb.building.not_shore": "A {building} needs a shore: {tile} has no river or sea.",
        "rnb.building.needs_research": "A {building} needs the research {research}.",
        "rnb.building.fill_research": "Filling a mine with {fill} needs the research {research}.",
        "rnb.building.fill_not_mine": "Only a mine is filled; a {building} takes no fill.",
        "rnb.building.no_presence": "You have no transporter that can build at {place}.",
        "rnb.building.built": "{player} builds a {building} on {place}.",
        "rnb.building.not_linked": "No road can join {a} and {b}: they are not neighbours on land.",
        "rnb.building.road_exists": "There is already a road between {a} and {b}.",
        "rnb.building.road_built": "{player} builds a road {a} - {b}.",
        "rnb.building.no_bridge_here": "No bridge can join {a} and {b} on {tile}.",
        "rnb.building.which_bridge": "Say which banks the bridge on {tile} joins: {choices}.",
        "rnb.building.bridge_exists": "There is already a bridge {a} - {b}.",
        "rnb.building.bridge_built": "{player} builds a bridge on {tile}.",
        "rnb.building.no_edge": "{tile} and {toward} share no side where a wall can stand.",
        "rnb.building.foreign_wall": "The wall {edge} belongs to {owner}; only they add to it.",
        "rnb.building.no_wall": "There is no wall on {edge} to demolish.",
        "rnb.building.wall_built": "{player} adds {tokens} wall token(s) on {edge}.",
        "rnb.building.demolished": "{player} demolishes the wall on {edge}.",
        "rnb.building.pushed_out": "{transporter} is pushed out to sea by the wall on {edge}.",
        "rnb.building.no_mine": "There is no mine on {tile}.",
        "rnb.building.shaft_built": "{player} sinks a new shaft in the mine on {tile}.",
        "rnb.building.mine_upgrade": (
            "The mine on {tile} has {upgrade}: a {fill} fill would add {other}, and one mine"
            " never has both."
        ),
        "rnb.building.desert": "Before irrigation only roads and walls may be built in the desert.",
        "rnb.relies.wall_demolished": (
            "Order {order}: the wall on {edge} is {owner}'s now; this works only if a player"
            " earlier in the sequence demolishes it first."
        ),
        "rnb.relies.wall_built": (
            "Order {order}: there is no wall to demolish on {edge} now; this works only if a"
            " player earlier in the sequence builds one there first (priced here for a wall of"
            " {height} token(s))."
        ),
        "rnb.relies.mine_built": (
            "Order {order}: there is no mine on {tile} now; this works only if a player earlier"
            " in the sequence builds one there first."
        ),
    }
)


def run_order(
    state: State, player: str, order: Order, number: int = 0, reliance: Reliance | None = None
) -> list[Event]:
    """Runs one building order. With a `reliance` (at submission) a wall that another player
    may demolish or build earlier in the phase, and a mine they may build first, are assumed
    so and noted; goods are not (in this phase others only take goods from tiles)."""
    if isinstance(order, Build):
        return build(state, player, order)
    if isinstance(order, Road):
        return road(state, player, order)
    if isinstance(order, Bridge):
        return bridge(state, player, order)
    if isinstance(order, Wall):
        return wall(state, player, order, reliance)
    if isinstance(order, Demolish):
        return demolish(state, player, order, reliance)
    if isinstance(order, Shaft):
        return shaft(state, player, order, reliance)
    raise RuleError("rnb.orders.wrong_phase", order=number, kind=order.kind, phase="building")


def workable(state: State, player: str, region: str) -> frozenset[str]:
    """Regions whose goods the player may use to build on `region`: its bridged banks, and the
    whole tile when they have a boat on its river (a ferry). Empty: no transporter there."""
    group = set(bank_group(state, region))
    present = False
    for t in state.transporters_of(player):
        if t.carried_by is not None:
            continue
        r = reach(state, t.pos)
        if region in r:
            present = True
            group |= r
    return frozenset(group) if present else frozenset()


def _site_check(state: State, kind: data.BuildingKind, tile: str) -> None:
    terrain = state.terrain(tile)
    if terrain == "desert":
        raise RuleError("rnb.building.desert")
    if kind.terrain == data.SHORE:
        if terrain == "sea" or not state.board.is_shore(tile):
            raise RuleError("rnb.building.not_shore", building=kind.name, tile=tile)
    elif kind.terrain == data.LAND:
        if terrain == "sea":
            raise RuleError(
                "rnb.building.wrong_terrain", building=kind.name, terrain=terrain, tile=tile
            )
    elif kind.terrain != terrain:
        raise RuleError(
            "rnb.building.wrong_terrain", building=kind.name, terrain=terrain, tile=tile
        )


def _fill(state: State, player: str, fill: str | None) -> tuple[dict[str, int], str | None]:
    """A fill's contents and the upgrade (research) it stands for."""
    contents, research = data.MINE_FILLS[fill or "mixed"]
    if research is not None and research not in state.player(player).research:
        raise RuleError("rnb.building.fill_research", fill=fill, research=research)
    return dict(contents), research


def build(state: State, player: str, order: Build) -> list[Event]:
    kind = data.BUILDINGS.get(order.building)
    if kind is None:
        raise RuleError("rnb.building.unknown_building", building=order.building)
    region = region_of_place(state, order.place)
    tile = state.board.tile_of(region)
    if tile in state.buildings:
        raise RuleError("rnb.building.occupied", tile=tile, building=state.buildings[tile].kind)
    _site_check(state, kind, tile)
    if kind.research is not None and kind.research not in state.player(player).research:
        raise RuleError("rnb.building.needs_research", building=kind.name, research=kind.research)
    regions = workable(state, player, region)
    if not regions:
        raise RuleError("rnb.building.no_presence", place=region)
    if order.fill is not None and kind.name != "mine":
        raise RuleError("rnb.building.fill_not_mine", building=kind.name)
    bag, upgrade = _fill(state, player, order.fill) if kind.name == "mine" else (None, None)
    plan = plan_payment(
        state, player, kind.cost, regions, order.sources, carried_only=kind.terrain == "sea"
    )
    pay(state, plan)
    number = None
    if bag is not None:
        state.mines_built += 1
        number = state.mines_built
    state.buildings[tile] = Building(kind.name, region, player, bag, number, upgrade)
    return [event("rnb.building.built", player=player, building=kind.name, place=region)]


def road(state: State, player: str, order: Road) -> list[Event]:
    a = region_of_place(state, order.a)
    b = region_of_place(state, order.b)
    if state.board.link(a, b) is None:
        raise RuleError("rnb.building.not_linked", a=a, b=b)
    if pair_key(a, b) in state.roads:
        raise RuleError("rnb.building.road_exists", a=a, b=b)
    regions = workable(state, player, a) | workable(state, player, b)
    if not regions:
        raise RuleError("rnb.building.no_presence", place=a)
    pay(state, plan_payment(state, player, data.ROAD_COST, regions, order.sources))
    state.roads.add(pair_key(a, b))
    return [event("rnb.building.road_built", player=player, a=a, b=b)]


def bridge(state: State, player: str, order: Bridge) -> list[Event]:
    tile = state.board.tile(order.tile).label
    if state.terrain(tile) == "desert":  # decision 5: only roads and walls before irrigation
        raise RuleError("rnb.building.desert")
    pairs = state.board.bridges(tile)
    if order.a is None or order.b is None:
        free = [p for p in pairs if pair_key(*p) not in state.bridges]
        if len(free) != 1:
            raise RuleError(
                "rnb.building.which_bridge",
                tile=tile,
                choices="; ".join(f"{a} - {b}" for a, b in free) or "none left",
            )
        a, b = free[0]
    else:
        a, b = region_of_place(state, order.a), region_of_place(state, order.b)
        if pair_key(a, b) not in {pair_key(*p) for p in pairs}:
            raise RuleError("rnb.building.no_bridge_here", a=a, b=b, tile=tile)
    if pair_key(a, b) in state.bridges:
        raise RuleError("rnb.building.bridge_exists", a=a, b=b)
    regions = workable(state, player, a) | workable(state, player, b)
    if not regions:
        raise RuleError("rnb.building.no_presence", place=tile)
    pay(state, plan_payment(state, player, data.BRIDGE_COST, regions, order.sources))
    state.bridges.add(pair_key(a, b))
    return [event("rnb.building.bridge_built", player=player, tile=tile)]


def _wall_site(
    state: State, player: str, tile: str, toward: str
) -> tuple[str, frozenset[str], bool]:
    """(edge, regions the goods may come from, from the open sea) for work on a wall."""
    board = state.board
    board.tile(tile)
    board.tile(toward)
    edge_name = board.edge_between(tile, toward)
    if edge_name is None or not board.edges[edge_name].wall_allowed:
        raise RuleError("rnb.building.no_edge", tile=tile, toward=toward)
    if board.tiles[tile].is_sea:
        boats = [
            t
            for t in state.transporters_of(player)
            if t.pos.afloat and t.pos.place == tile and t.carried_by is None
        ]
        if not boats:
            raise RuleError("rnb.building.no_presence", place=tile)
        return edge_name, frozenset({tile}), True
    side = board.side_between(tile, toward)
    assert side is not None
    regions: set[str] = set()
    for region in board.regions_at_side(tile, side):
        regions |= workable(state, player, region)
    if not regions:
        raise RuleError("rnb.building.no_presence", place=f"{tile} towards {toward}")
    return edge_name, frozenset(regions), False


def wall(state: State, player: str, order: Wall, reliance: Reliance | None = None) -> list[Event]:
    edge, regions, at_sea = _wall_site(state, player, order.tile, order.toward)
    existing = state.walls.get(edge)
    height = existing.height if existing is not None else 0
    if existing is not None and existing.owner not in (None, player):
        if reliance is None:
            raise RuleError("rnb.building.foreign_wall", edge=edge, owner=existing.owner)
        reliance.note("rnb.relies.wall_demolished", edge=edge, owner=existing.owner)
    stones = data.wall_cost(height, order.tokens) + (data.FROM_SEA_SURCHARGE if at_sea else 0)
    plan = plan_payment(
        state, player, {data.WALL_GOOD: stones}, regions, order.sources, carried_only=at_sea
    )
    pay(state, plan)
    state.walls[edge] = WallToken(player, height + order.tokens)
    events = [
        event(
            "rnb.building.wall_built",
            player=player,
            tokens=order.tokens,
            edge=edge,
            height=height + order.tokens,
        )
    ]
    return events + push_out(state, edge, player)


def push_out(state: State, edge: str, owner: str) -> list[Event]:
    """Other players' boats docked on a walled side go back to the sea they came from."""
    events: list[Event] = []
    for dock in state.board.docks.values():
        if dock.edge != edge:
            continue
        for t in list(state.transporters.values()):
            if (
                t.pos.afloat
                and t.pos.place == dock.name
                and t.owner != owner
                and t.carried_by is None
            ):
                state.move_transporter(t.id, Position(dock.sea, afloat=True))
                events.append(event("rnb.building.pushed_out", transporter=t.id, edge=edge))
    return events


def demolish(
    state: State, player: str, order: Demolish, reliance: Reliance | None = None
) -> list[Event]:
    edge, regions, at_sea = _wall_site(state, player, order.tile, order.toward)
    existing = state.walls.get(edge)
    if existing is None or existing.owner is None:
        if reliance is None:
            raise RuleError("rnb.building.no_wall", edge=edge)
        # the lowest wall another player could build there first (one token more)
        height = (existing.height if existing is not None else 0) + 1
        reliance.note("rnb.relies.wall_built", edge=edge, height=height)
        existing = WallToken(None, height)
    boards = data.demolition_cost(existing.height) + (data.FROM_SEA_SURCHARGE if at_sea else 0)
    plan = plan_payment(
        state, player, {data.DEMOLISH_GOOD: boards}, regions, order.sources, carried_only=at_sea
    )
    pay(state, plan)
    state.walls[edge] = WallToken(None, existing.height)
    return [event("rnb.building.demolished", player=player, edge=edge)]


def shaft(state: State, player: str, order: Shaft, reliance: Reliance | None = None) -> list[Event]:
    tile = state.board.tile(order.tile).label
    mine = state.buildings.get(tile)
    if mine is None and reliance is not None and state.terrain(tile) == "mountains":
        # another player may build a mine here earlier in the phase
        reliance.note("rnb.relies.mine_built", tile=tile)
        region = next(
            (r for r in state.board.regions_of(tile) if workable(state, player, r)),
            state.board.regions_of(tile)[0],
        )
        mine = state.buildings[tile] = Building("mine", region, None, {}, None, None)
    if mine is None or mine.kind != "mine":
        raise RuleError("rnb.building.no_mine", tile=tile)
    if data.SHAFT_RESEARCH not in state.player(player).research:
        raise RuleError(
            "rnb.building.needs_research", building="shaft", research=data.SHAFT_RESEARCH
        )
    contents, upgrade = _fill(state, player, order.fill)
    if upgrade is not None and mine.upgrade not in (None, upgrade):
        # spec: "not both upgrades on one mine"; IT3 "Non potete unire la specializzazione ad
        # una miniera grande."
        raise RuleError(
            "rnb.building.mine_upgrade",
            tile=tile,
            upgrade=mine.upgrade,
            fill=order.fill,
            other=upgrade,
        )
    regions = workable(state, player, mine.region)
    if not regions:
        raise RuleError("rnb.building.no_presence", place=mine.region)
    pay(state, plan_payment(state, player, data.SHAFT_COST, regions, order.sources))
    bag = mine.bag if mine.bag is not None else {}
    for good, n in contents.items():
        bag[good] = bag.get(good, 0) + n
    mine.bag = bag
    if upgrade is not None:
        mine.upgrade = upgrade
    return [event("rnb.building.shaft_built", player=player, tile=tile)]
