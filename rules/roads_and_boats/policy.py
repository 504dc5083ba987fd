"""The demo's built-in policy: a simple economy around each player's home.

Donkeys carry boards out to neighbouring woods, rock and mountains and build woodcutters,
quarries and mines there (two donkeys for a mine), and a wagon factory on a pasture; they bring
trunks, stone, gold and iron home, where a sawmill turns trunks into boards; roads join the
sites to the home, and donkeys and wagons then fetch goods there and back in one move; pairs of
donkeys breed on an empty pasture; gold stays on the transporters (it scores only there); spare
goods at home buy wonder bricks. Boats, research and walls are not used.
Every candidate order is tried on a copy of the state and kept only if it works, so the
policy never sends an order the engine refuses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.core import JSON, RuleError

from . import data
from .board import Link
from .orders import (
    Bricks,
    Build,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    Process,
    Road,
    Transfer,
    Unload,
    make_goods,
    orders_to_json,
)
from .phase_orders import run_player_orders, trial_state
from .state import State, Transporter, pair_key
from .wonder import brick_price

SITE_BUILDINGS = {"woods": "woodcutter", "rock": "quarry", "mountains": "mine"}
HOME_BUILDINGS = ("sawmill",)
FETCH_PRIORITY = ("gold", "trunk", "stone", "iron", "board", "clay", "fuel", "paper", "coins")
RESERVE = {"board": 6, "stone": 3, "gold": 99, "coins": 99, "stock": 99, "goose": 2}
MAX_WAGONS = 2
"""A wagon replaces a donkey; two per player keep donkeys for off-road work."""
SPEND_FIRST = ("clay", "iron", "fuel", "paper", "trunk", "goose", "board", "stone")


def best_start(state: State, regions: Sequence[str]) -> str:
    """The start region with the most useful neighbours."""
    return max(regions, key=lambda region: _start_value(state, region))


def _start_value(state: State, region: str) -> int:
    """Neighbouring woods, rock and mountains reachable on foot; never a desert home."""
    if state.terrain(state.board.tile_of(region)) == "desert":
        return -1
    kinds = {state.terrain(state.board.tile_of(lk.region)) for lk in state.board.land_links(region)}
    return 3 * len(kinds & set(SITE_BUILDINGS)) + len(state.board.land_links(region))


def demo_orders(state: State, player: str, rng: random.Random) -> JSON:
    """Candidate orders kept one by one while the whole list would still run if nobody else
    acted first."""
    kept: list[Order] = []
    for order in _candidates(trial_state(state), player, rng):
        try:
            run_player_orders(trial_state(state), player, PhaseOrders((*kept, order)), True)
        except RuleError:
            continue
        kept.append(order)
    return orders_to_json(PhaseOrders(tuple(kept)))


def _candidates(state: State, player: str, rng: random.Random) -> list[Order]:
    if state.phase == "production":
        return _production(state, player)
    if state.phase == "movement":
        return _movement(state, player, rng)
    if state.phase == "building":
        return _building(state, player)
    return _wonder(state, player)


def _unhitched(state: State, player: str) -> list[Transporter]:
    return [t for t in state.transporters_of(player) if t.carried_by is None and t.carrying is None]


def _home(state: State, player: str) -> str:
    home = state.player(player).home
    assert home is not None
    return home


def _production(state: State, player: str) -> list[Order]:
    out: list[Order] = []
    home = _home(state, player)
    for t in _unhitched(state, player):
        if t.pos.afloat:
            continue
        here = t.pos.place
        building = state.buildings.get(state.board.tile_of(here))
        if building is not None and building.kind in data.RECIPES and t.cargo:
            out.append(Process(state.board.tile_of(here), t.id))
        if here == home:
            gold = state.goods.get(here, {}).get("gold", 0)
            if gold and t.free:
                out.append(Transfer(make_goods({"gold": min(gold, t.free)}), here, t.id))
    return out


def _movement(state: State, player: str, rng: random.Random) -> list[Order]:
    """Donkeys at home carry building goods out (two of them for a mine), donkeys waiting at a
    site keep their goods for the building phase, the others bring goods home."""
    out: list[Order] = []
    home = _home(state, player)
    home_goods = dict(state.goods.get(home, {}))
    at_home = [t for t in _unhitched(state, player) if t.kind == "donkey" and t.pos.place == home]
    to_bring = _unfinished_sites(state, player, home_goods)
    breeders = None if to_bring else _breeding_trip(state, player, at_home)
    if breeders is not None:
        pasture, pair = breeders
        for t in pair:
            out.append(Move(t.id, (*_unload_all(t), Go(pasture))))
        at_home = [t for t in at_home if t not in pair]
    room_at_home = sum(t.spec.capacity - t.cargo.get("gold", 0) for t in at_home)
    claimed: dict[str, dict[str, int]] = {}
    feeding = _wagon_feed(state, player, home_goods, len(at_home))
    for t in _unhitched(state, player):
        if t.spec.water or t.pos.afloat or (breeders and t in breeders[1]):
            continue
        here = t.pos.place
        links = [lk for lk in state.board.land_links(here) if not _walled(state, player, lk.edge)]
        steps: list[Go | Load | Unload] = []
        if here == home and t.kind == "donkey" and feeding is not None:
            steps += [*_unload_all(t), Load(make_goods({"board": 2})), Go(feeding)]
            feeding = None
        elif here == home:
            if t.kind == "donkey":
                steps += _outward(state, t, links, home_goods, to_bring, room_at_home, rng)
            if not any(isinstance(step, Go) for step in steps):
                trip = _road_trip(state, player, t, home, claimed)
                steps = [*_unload_all(t, keep_gold=True), *trip] if trip else steps
        elif _waiting_to_build(state, player, t) or _waiting_to_breed(state, t):
            continue
        else:
            load = _fetch_choice(_lying(state, here), t.free)
            if load:
                steps.append(Load(make_goods(load)))
            steps += _homeward(state, player, t, links, home)
        if steps:
            out.append(Move(t.id, tuple(steps)))
    return out


def _road_trip(
    state: State, player: str, t: Transporter, home: str, claimed: dict[str, dict[str, int]]
) -> list[Go | Load | Unload]:
    """Out along a road to a site with goods lying there, load, and back home in one move."""
    room = t.spec.capacity - t.cargo.get("gold", 0)
    best: tuple[str, dict[str, int]] | None = None
    for lk in state.board.land_links(home):
        if pair_key(home, lk.region) not in state.roads or _walled(state, player, lk.edge):
            continue
        taken = claimed.get(lk.region, {})
        lying = {g: n - taken.get(g, 0) for g, n in _lying(state, lk.region).items()}
        pick = _fetch_choice(lying, room)
        if pick and (best is None or sum(pick.values()) > sum(best[1].values())):
            best = (lk.region, pick)
    if best is None:
        return []
    site, pick = best
    mine = claimed.setdefault(site, {})
    for g, n in pick.items():
        mine[g] = mine.get(g, 0) + n
    drop = {g: n for g, n in pick.items() if g != "gold"}
    return [
        Go(site),
        Load(make_goods(pick)),
        Go(home),
        *([Unload(make_goods(drop))] if drop else []),
    ]


def _wagon_feed(
    state: State, player: str, home_goods: dict[str, int], donkeys_home: int
) -> str | None:
    """The player's wagon factory next to home, when a donkey with 2 boards should go there to
    become a wagon in the next production phase (the donkey is consumed: no limit grows)."""
    wagons = sum(1 for t in state.transporters_of(player) if t.kind == "wagon")
    if donkeys_home < 2 or wagons >= MAX_WAGONS or home_goods.get("board", 0) < 4:
        return None
    home = _home(state, player)
    for lk in state.board.land_links(home):
        building = state.buildings.get(state.board.tile_of(lk.region))
        if (
            building is not None
            and building.kind == "wagon_factory"
            and building.region == lk.region
            and not _walled(state, player, lk.edge)
            and not any(t.pos.place == lk.region for t in state.transporters_of(player))
        ):
            home_goods["board"] -= 2
            return lk.region
    return None


def _outward(
    state: State,
    t: Transporter,
    links: Sequence[Link],
    home_goods: dict[str, int],
    to_bring: dict[str, dict[str, int]],
    room_at_home: int,
    rng: random.Random,
) -> list[Go | Load | Unload]:
    steps: list[Go | Load | Unload] = []
    keep = {"gold": t.cargo.get("gold", 0)} if t.cargo.get("gold") else {}
    unload = {g: n for g, n in t.cargo.items() if g not in keep}
    if unload:
        steps.append(Unload(make_goods(unload)))
    site = next((r for r, left in to_bring.items() if left), None)
    if site is None:
        target = _site_to_build(state, t.owner, links, set(to_bring), room_at_home)
        cost = data.BUILDINGS[target[1]].cost if target is not None else {}
        if target is not None and all(home_goods.get(g, 0) >= n for g, n in cost.items()):
            site = target[0]
            to_bring[site] = dict(cost)
            for g, n in cost.items():
                home_goods[g] -= n
    if site is None:
        full = [lk.region for lk in links if _lying(state, lk.region)]
        return steps + ([Go(rng.choice(full))] if full else [])
    room = t.spec.capacity - sum(keep.values())
    load: dict[str, int] = {}
    for good, n in sorted(to_bring[site].items()):
        take = min(n, room)
        if take:
            load[good] = take
            to_bring[site][good] -= take
            room -= take
    to_bring[site] = {g: n for g, n in to_bring[site].items() if n}
    return [*steps, Load(make_goods(load)), Go(site)] if load else steps


def _unfinished_sites(
    state: State, player: str, home_goods: dict[str, int]
) -> dict[str, dict[str, int]]:
    """Sites where donkeys wait with part of a building's goods: what is still to bring (and
    taken from the home's goods now)."""
    sites: dict[str, dict[str, int]] = {}
    for t in _unhitched(state, player):
        if t.kind == "donkey" and not t.pos.afloat and _waiting_to_build(state, player, t):
            sites.setdefault(t.pos.place, {})
            for good, n in t.cargo.items():
                sites[t.pos.place][good] = sites[t.pos.place].get(good, 0) + n
    out: dict[str, dict[str, int]] = {}
    for region, carried in sites.items():
        kind = _site_kind(state, player, state.board.tile_of(region))
        if kind is None:
            continue
        left = {
            g: n - carried.get(g, 0)
            for g, n in data.BUILDINGS[kind].cost.items()
            if n > carried.get(g, 0)
        }
        if left and all(home_goods.get(g, 0) >= n for g, n in left.items()):
            for g, n in left.items():
                home_goods[g] -= n
            out[region] = left
    return out


def _unload_all(t: Transporter, keep_gold: bool = False) -> list[Go | Load | Unload]:
    drop = {g: n for g, n in t.cargo.items() if not (keep_gold and g == "gold")}
    return [Unload(make_goods(drop))] if drop else []


def _breeding_trip(
    state: State, player: str, at_home: list[Transporter]
) -> tuple[str, list[Transporter]] | None:
    """Two donkeys from home to an empty neighbouring pasture, while the player has room for
    more land transporters and more than two donkeys at home."""
    land = sum(1 for t in state.transporters_of(player) if not t.spec.water)
    if len(at_home) < 3 or land >= data.LAND_TRANSPORTER_LIMIT:
        return None
    home = _home(state, player)
    for lk in state.board.land_links(home):
        tile = state.board.tile_of(lk.region)
        if (
            state.terrain(tile) == "pasture"
            and tile not in state.buildings
            and not any(state.goods.get(r) for r in state.board.regions_of(tile))
            and not state.transporters_on_tile(tile)
            and not _walled(state, player, lk.edge)
        ):
            return lk.region, at_home[-2:]
    return None


def _waiting_to_breed(state: State, t: Transporter) -> bool:
    """A pair of empty donkeys alone on a free pasture stays for the next production phase."""
    tile = state.board.tile_of(t.pos.place)
    here = state.transporters_on_tile(tile)
    return (
        state.terrain(tile) == "pasture"
        and tile not in state.buildings
        and len(here) == 2
        and all(o.kind == "donkey" and o.owner == t.owner and not o.cargo for o in here)
    )


def _waiting_to_build(state: State, player: str, t: Transporter) -> bool:
    """A donkey holding building goods on a free site waits there for the others to arrive."""
    tile = state.board.tile_of(t.pos.place)
    return (
        tile not in state.buildings
        and _site_kind(state, player, tile) is not None
        and any(g in ("board", "stone") for g in t.cargo)
    )


def _site_kind(state: State, player: str, tile: str) -> str | None:
    """What the policy builds on a site next to home: a producer on woods, rock and mountains,
    and one wagon factory per player on a pasture."""
    terrain = state.terrain(tile)
    if terrain in SITE_BUILDINGS:
        return SITE_BUILDINGS[terrain]
    home = state.board.tile_of(_home(state, player))
    if terrain != "pasture" or tile == home or state.board.distance(tile, home) != 1:
        return None
    if any(b.kind == "wagon_factory" and b.builder == player for b in state.buildings.values()):
        return None
    return "wagon_factory"


def _homeward(
    state: State, player: str, t: Transporter, links: Sequence[Link], home: str
) -> list[Go | Load | Unload]:
    on_road = [lk for lk in links if pair_key(t.pos.place, lk.region) in state.roads]
    if t.spec.roads_only:
        links = on_road
    if any(lk.region == home for lk in links):
        return [Go(home)]
    if not links:
        return []
    hometile = state.board.tile_of(home)
    best = min(links, key=lambda lk: state.board.distance(state.board.tile_of(lk.region), hometile))
    return [Go(best.region)]


def _walled(state: State, player: str, edge: str) -> bool:
    wall = state.walls.get(edge)
    return wall is not None and wall.blocks(player)


def _lying(state: State, region: str) -> dict[str, int]:
    return {g: n for g, n in state.goods.get(region, {}).items() if g != "goose"}


def _fetch_choice(goods: dict[str, int], room: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for good in FETCH_PRIORITY:
        n = min(goods.get(good, 0), room)
        if n:
            out[good] = n
            room -= n
    return out


def _site_to_build(
    state: State, player: str, links: Sequence[Link], claimed: set[str], room: int
) -> tuple[str, str] | None:
    """A free neighbouring site (see `_site_kind`) whose building the donkeys at home can carry
    the goods for this turn."""
    for lk in links:
        tile = state.board.tile_of(lk.region)
        if tile in state.buildings or lk.region in claimed or state.transporters_on_tile(tile):
            continue
        kind = _site_kind(state, player, tile)
        if kind is not None and sum(data.BUILDINGS[kind].cost.values()) <= room:
            return lk.region, kind
    return None


def _building(state: State, player: str) -> list[Order]:
    out: list[Order] = []
    home = _home(state, player)
    for t in _unhitched(state, player):
        if t.pos.afloat:
            continue
        here = t.pos.place
        tile = state.board.tile_of(here)
        if tile not in state.buildings:
            if here == home:
                out += [Build(kind, here) for kind in HOME_BUILDINGS]
            else:
                kind = _site_kind(state, player, tile)
                if kind is not None:
                    out.append(Build(kind, here))
        if (
            here != home
            and state.board.link(here, home)
            and pair_key(here, home) not in state.roads
        ):
            out.append(Road(here, home))
    return out


def _wonder(state: State, player: str) -> list[Order]:
    home = _home(state, player)
    lying = state.goods.get(home, {})
    spare = {g: max(0, n - RESERVE.get(g, 0)) for g, n in lying.items()}
    budget = sum(spare.values())
    count = 0
    while brick_price(state, player, count + 1) <= budget and count < 3:
        count += 1
    if not count:
        return []
    price = brick_price(state, player, count)
    pay: dict[str, int] = {}
    for good in SPEND_FIRST:
        n = min(spare.get(good, 0), price - sum(pay.values()))
        if n:
            pay[good] = n
    if sum(pay.values()) != price:
        return []
    return [Bricks(count, make_goods(pay), (home,))]
