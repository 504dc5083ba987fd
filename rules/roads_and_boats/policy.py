"""The demo's built-in policy: an economy around each player's home that shows the whole game.

Donkeys carry boards and stone out to the free tiles next to home and build there what
`policy_sites.site_goals` plans (producers, a raft factory on a shore, a papermill, a coal
burner, a mint, boat and truck factories once researched, a stock exchange); they bring trunks,
stone, gold and iron home, where a sawmill turns trunks into boards, and carry each building's
inputs to it (`policy_sites.FEED`). Roads join the sites to the home, bridges cross the rivers
there, and one wall guards the home's side facing the nearest rival. Paper and two geese at
home, loaded onto the donkeys there, buy research (`RESEARCH_PLANS`), which upgrades factories
and unlocks new ones; paper stays aboard where unloading it would leave it lying beside two geese
(they would be discarded). Boats
(`policy_water`) fetch goods lying on shores to the home's bank. Pairs of donkeys breed on an
empty pasture; gold, coins and stock stay on the transporters (they score only there); spare
goods at home buy wonder bricks.
Every candidate order is tried on a copy of the state and kept only if it works (of a tuple of
alternatives, the first that works), so the policy never sends an order the engine refuses.

Not done yet (see `benchmarks/rnb_demo_coverage.py` for how often each part shows): buildings
stand only on the tiles next to home, which the producers mostly fill, so wagons, trucks and
stock are rare or missing in 20 turns; geese are never led to breed, so each seat researches
about once; boats fetch goods lying on shores but are not planned as a transport network.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from rules.core import JSON, RuleError

from . import data
from .board import Link
from .metaphysics import DISCARDED
from .orders import (
    Bricks,
    Bridge,
    Build,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    Process,
    Research,
    Road,
    Step,
    Transfer,
    Unload,
    Upgrade,
    Wall,
    make_goods,
    orders_to_json,
)
from .phase_orders import run_player_orders, trial_state
from .policy_sites import FACTORIES, fed_enough, fed_sites, inputs_of, site_plan, wanted
from .policy_water import boat_moves
from .state import State, Transporter, pair_key
from .wonder import brick_price

HOME_BUILDINGS = ("sawmill",)
FETCH_PRIORITY = (
    "gold",
    "coins",
    "stock",
    "paper",
    "fuel",
    "iron",
    "trunk",
    "stone",
    "board",
    "clay",
    "goose",
)
RESERVE = {
    "board": 8,
    "stone": 5,
    "trunk": 2,
    "paper": 1,
    "fuel": 3,
    "iron": 2,
    "gold": 99,
    "coins": 99,
    "stock": 99,
    "goose": 2,
}
"""Goods at home the wonder may not take: building goods, research and factory inputs, wealth."""
KEEP_ON_BOARD = ("gold", "coins", "stock")
"""Wealth scores only on a transporter: taken up at home."""
MAX_BRICKS = 2
"""Bricks a turn: the wonder takes only what the economy spares."""
MAX_WAGONS = 2
"""A wagon replaces a donkey; two per player keep donkeys for off-road work."""
FEED_KEEP = {"board": 0, "stone": 3}
"""Goods at home kept for new buildings before any is carried to a building as its input."""
MAX_RAFT_FLEET = 2
"""Boats a player keeps before its raft factory rests (rowboats and steamers go on)."""
SPEND_FIRST = ("clay", "iron", "fuel", "paper", "trunk", "goose", "board", "stone")
RESEARCH_PLANS = (
    ("rowing", "specialisation", "shipping", "new_shafts"),
    ("specialisation", "enlargement", "rowing", "bright_idea"),
    ("shipping", "drilling", "rowing", "trucking"),
    ("trucking", "specialisation", "rowing", "shipping"),
)
"""Research projects in the order each seat takes them (seats differ, so a demo shows more)."""
BRIDGE_RESERVE = 4
"""Stones kept at home before a bridge or a wall token is paid."""
Candidate = Order | tuple[Order, ...]


def best_start(state: State, regions: Sequence[str]) -> str:
    """The start region with the most useful neighbours."""
    return max(regions, key=lambda region: _start_value(state, region))


def _start_value(state: State, region: str) -> int:
    """Neighbouring woods, rock and mountains reachable on foot; never a desert home."""
    if state.terrain(state.board.tile_of(region)) == "desert":
        return -1
    kinds = {state.terrain(state.board.tile_of(lk.region)) for lk in state.board.land_links(region)}
    return 3 * len(kinds & {"woods", "rock", "mountains"}) + len(state.board.land_links(region))


def demo_orders(state: State, player: str, rng: random.Random) -> JSON:
    """Candidate orders kept one by one while the whole list would still run if nobody else
    acted first."""
    kept: list[Order] = []
    for candidate in _candidates(trial_state(state), player, rng):
        for order in _with_research_goods_kept(candidate):
            if _works(state, player, (*kept, order)):
                kept.append(order)
                break
    return orders_to_json(PhaseOrders(tuple(kept)))


def _with_research_goods_kept(candidate: Candidate) -> tuple[Order, ...]:
    """The candidate's alternatives, each followed by itself without unloading geese and
    paper: where unloading them would leave a set lying, the goods stay aboard instead."""
    out: list[Order] = []
    for order in candidate if isinstance(candidate, tuple) else (candidate,):
        out.append(order)
        if isinstance(order, Move):
            kept = _keeping_aboard(order, set(data.RESEARCH_COST))
            if kept != order:
                out.append(kept)
    return tuple(out)


def _keeping_aboard(order: Move, goods: set[str]) -> Move:
    steps: list[Step] = []
    for step in order.steps:
        if isinstance(step, Unload):
            left = make_goods((g, n) for g, n in step.goods if g not in goods)
            if left:
                steps.append(replace(step, goods=left))
        else:
            steps.append(step)
    return replace(order, steps=tuple(steps))


def _works(state: State, player: str, orders: tuple[Order, ...]) -> bool:
    """The orders run, and none leaves two geese and a paper lying (they would be lost)."""
    try:
        events = run_player_orders(trial_state(state), player, PhaseOrders(orders), True)
    except RuleError:
        return False
    return not any(e.message.key == DISCARDED for e in events)


def _candidates(state: State, player: str, rng: random.Random) -> Sequence[Candidate]:
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


def _production(state: State, player: str) -> list[Candidate]:
    """Feed the buildings where transporters stand, research, then take wealth and reserve
    trunks for the raft factory at home."""
    home = _home(state, player)
    out: list[Candidate] = [
        *_process_carried(state, player, home),
        *_process_lying(state, player, home),
    ]
    out += _research(state, player, home)
    out += _take_up_at_home(state, player, home)
    return out


def _process_carried(state: State, player: str, home: str) -> list[Candidate]:
    """Goods carried to a producer are used there; trunks brought home stay on the donkey when
    the raft factory waits for trunks."""
    for_rafts = _feeding(state, player, home, "raft_factory")
    out: list[Candidate] = []
    for t in _unhitched(state, player):
        if t.pos.afloat or not t.cargo or (for_rafts and "trunk" in t.cargo):
            continue
        tile = state.board.tile_of(t.pos.place)
        building = state.buildings.get(tile)
        if building is not None and building.kind in data.RECIPES:
            out.append(Process(tile, t.id))
    return out


def _feeding(state: State, player: str, home: str, kind: str) -> bool:
    """The player has this building next to home and wants what it makes."""
    return kind in fed_sites(state, player, home).values() and _wants_output(state, player, kind)


def _process_lying(state: State, player: str, home: str) -> list[Candidate]:
    """Factories next to home build from the goods the donkeys left there, while one of the
    player's transporters stands by (unattended, the new transporter would be lost)."""
    out: list[Candidate] = []
    for region, kind in fed_sites(state, player, home).items():
        if kind in FACTORIES and _wants_output(state, player, kind):
            out.append(Process(state.board.tile_of(region), region))
    return out


def _research(state: State, player: str, home: str) -> list[Candidate]:
    """The next project of the seat's plan, paid at home, and the factory upgrades it allows.
    A factory project waits for a phase where one of the player's transporters stands at a
    factory it upgrades (the upgrade is free only then); the next project goes first."""
    at_home = [t for t in _unhitched(state, player) if t.pos.place == home and not t.pos.afloat]
    aboard = _research_goods_aboard(state, at_home, home) if at_home else None
    if aboard is None:
        return []
    near = set(fed_sites(state, player, home))
    for project in _projects_to_do(state, player):
        upgrades = _upgrades(state, player, project)
        if upgrades is not None:
            return [*aboard, Research(project, at_home[0].id), *upgrades]
        lower = _lower_factories(state, player, project)
        if any(state.buildings[tile].region in near for tile in lower):
            return []  # a donkey goes to stand at the factory first (`_factory_to_staff`)
    return []


def _research_goods_aboard(
    state: State, at_home: list[Transporter], home: str
) -> list[Transfer] | None:
    """Research pays only with carried goods: the transfers that take up from home what the
    transporters there lack, onto those with room; None when home and the transporters there
    do not hold the price, or the transporters lack the room for it."""
    cost = data.RESEARCH_COST
    lying = state.goods.get(home, {})
    short = {g: n - sum(t.cargo.get(g, 0) for t in at_home) for g, n in cost.items()}
    if any(n > lying.get(g, 0) for g, n in short.items()):
        return None
    room = {t.id: t.free for t in at_home}
    transfers: list[Transfer] = []
    for good, n in short.items():
        for tid in room:
            take = min(n, room[tid])
            if take > 0:
                transfers.append(Transfer(make_goods({good: take}), home, tid))
                room[tid] -= take
                n -= take
        if n > 0:
            return None
    return transfers


def _projects_to_do(state: State, player: str) -> list[str]:
    done = state.player(player).research
    seat = state.names.index(player) % len(RESEARCH_PLANS)
    return [p for p in dict.fromkeys((*RESEARCH_PLANS[seat], *data.RESEARCH)) if p not in done]


def _lower_factories(state: State, player: str, project: str) -> list[str]:
    """Tiles of the player's factories that researching `project` would upgrade."""
    factory = data.RESEARCH_FACTORY.get(project)
    if factory is None:
        return []
    ladder = next(lad for lad in data.FACTORY_LADDERS.values() if factory in lad)
    lower = ladder[: ladder.index(factory)]
    return [
        t for t, b in sorted(state.buildings.items()) if b.builder == player and b.kind in lower
    ]


def _upgrades(state: State, player: str, project: str) -> list[Upgrade] | None:
    """The upgrades researching `project` allows now; None when it should wait: the player
    has a factory it would upgrade, but no transporter there now."""
    lower = _lower_factories(state, player, project)
    staffed = [
        Upgrade(tile, data.RESEARCH_FACTORY[project])
        for tile in lower
        if any(
            not t.pos.afloat and state.board.tile_of(t.pos.place) == tile
            for t in _unhitched(state, player)
        )
    ]
    return staffed if staffed or not lower else None


def _factory_to_staff(state: State, player: str, home: str) -> str | None:
    """Where a donkey should stand for the next production phase: the factory the next
    research project upgrades, once the home holds what the research costs."""
    pile = dict(state.goods.get(home, {}))
    for t in _unhitched(state, player):
        if t.pos.place == home:
            for good, n in t.cargo.items():
                pile[good] = pile.get(good, 0) + n
    if any(pile.get(g, 0) < n for g, n in data.RESEARCH_COST.items()):
        return None
    todo = _projects_to_do(state, player)
    lower = _lower_factories(state, player, todo[0]) if todo else []
    return state.buildings[lower[0]].region if lower else None


def _take_up_at_home(state: State, player: str, home: str) -> list[Candidate]:
    """Wealth at home goes onto the richest transporters there (few donkeys lose room to it),
    and two trunks onto an empty donkey for the raft factory."""
    out: list[Candidate] = []
    lying = dict(state.goods.get(home, {}))
    here = [t for t in _unhitched(state, player) if t.pos.place == home and not t.pos.afloat]
    here.sort(key=lambda t: (-_wealth(t.cargo), t.id))
    room = {t.id: t.free for t in here}
    for poorer in reversed(here):
        for good in KEEP_ON_BOARD:
            n = poorer.cargo.get(good, 0)
            richer = next((r for r in here if r is not poorer and room[r.id] >= n), None)
            if n and richer is not None and _wealth(richer.cargo) > _wealth(poorer.cargo):
                out.append(Transfer(make_goods({good: n}), poorer.id, richer.id))
                room[richer.id] -= n
                room[poorer.id] += n
    for t in here:
        for good in KEEP_ON_BOARD:
            n = min(lying.get(good, 0), room[t.id])
            if n:
                out.append(Transfer(make_goods({good: n}), home, t.id))
                lying[good] -= n
                room[t.id] -= n
    if _feeding(state, player, home, "raft_factory") and lying.get("trunk", 0) >= 2:
        empty = [t for t in here if t.kind == "donkey" and not t.cargo]
        if empty:
            out.append(Transfer(make_goods({"trunk": 2}), home, empty[-1].id))
    return out


def _wealth(cargo: dict[str, int]) -> int:
    return sum(cargo.get(good, 0) for good in KEEP_ON_BOARD)


def _movement(state: State, player: str, rng: random.Random) -> list[Candidate]:
    """Donkeys at home carry building goods out (two of them for a mine) or a building's
    inputs to it, donkeys waiting at a site keep their goods for the building phase, the others
    bring goods home; boats fetch goods to the home's bank."""
    out: list[Candidate] = []
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
    staff = _factory_to_staff(state, player, home)
    busy = {t.id for t in breeders[1]} if breeders else set()
    if staff is not None and len(at_home) >= 2 and not _present(state, player, staff):
        out.append(Move(at_home[-1].id, (*_unload_all(at_home[-1], keep_wealth=True), Go(staff))))
        busy.add(at_home[-1].id)
        at_home = at_home[:-1]
    room_at_home = sum(t.spec.capacity - _wealth(t.cargo) for t in at_home)
    claimed: dict[str, dict[str, int]] = {}
    promised: dict[str, dict[str, int]] = {}
    feeding = _wagon_feed(state, player, home_goods, len(at_home))
    for t in _unhitched(state, player):
        if t.pos.afloat or t.id in busy:
            continue
        here = t.pos.place
        links = [lk for lk in state.board.land_links(here) if not _walled(state, player, lk.edge)]
        steps: list[Go | Load | Unload] = []
        if here == home and t.kind == "donkey" and feeding is not None:
            steps += [*_unload_all(t), Load(make_goods({"board": 2})), Go(feeding)]
            feeding = None
        elif here == home:
            if t.kind == "donkey":
                steps += _build_trip(state, t, links, home_goods, to_bring, room_at_home)
                if not steps:
                    steps += _delivery(state, t, home, home_goods, promised)
                if not steps:
                    steps += _explore(state, t, links, rng)
            if not any(isinstance(step, Go) for step in steps):
                trip = _road_trip(state, player, t, home, claimed)
                steps = [*_unload_all(t, keep_wealth=True), *trip] if trip else steps
        elif _staying(state, player, t) or (staff is not None and here == staff):
            continue
        else:
            load = _fetch_choice(_lying(state, here), t.free)
            if load:
                steps.append(Load(make_goods(load)))
            steps += _homeward(state, player, t, links, home)
        if steps:
            out.append(Move(t.id, tuple(steps)))
    return out + _boats(state, player, home, rng)


def _boats(state: State, player: str, home: str, rng: random.Random) -> list[Candidate]:
    """Boats bring goods home, or where the home has no water to the bank of a boat factory
    next to it (donkeys fetch them from there)."""
    ports: tuple[str, ...] = (home,)
    if not state.board.launch_positions(home):
        ports = tuple(r for r, k in fed_sites(state, player, home).items() if k in FACTORIES)
    return [
        boat_moves(state, t, ports, lambda region: _fetchable(state, player, region), rng)
        for t in _unhitched(state, player)
        if t.pos.afloat
    ]


def _fetchable(state: State, player: str, region: str) -> dict[str, int]:
    """Goods a boat may fetch from a bank: not from anyone's home, nor a building's inputs."""
    if any(p.home == region for p in state.players):
        return {}
    return _lying(state, region)


def _delivery(
    state: State,
    t: Transporter,
    home: str,
    home_goods: dict[str, int],
    promised: dict[str, dict[str, int]],
) -> list[Go | Load | Unload]:
    """Inputs for one of the player's buildings next to home, carried there and left."""
    have = {g: n - FEED_KEEP.get(g, 0) for g, n in home_goods.items()}
    for good, n in t.cargo.items():
        have[good] = have.get(good, 0) + n
    for region, kind in fed_sites(state, t.owner, home).items():
        if not _wants_output(state, t.owner, kind) or fed_enough(kind, home_goods):
            continue
        lying = dict(state.goods.get(region, {}))
        for good, n in promised.get(region, {}).items():
            lying[good] = lying.get(good, 0) + n
        carry = _take_preferring(wanted(kind, lying, have), t.cargo, t.spec.capacity)
        if not carry:
            continue
        drop = {g: n - carry.get(g, 0) for g, n in t.cargo.items() if n > carry.get(g, 0)}
        load = {g: n - t.cargo.get(g, 0) for g, n in carry.items() if n > t.cargo.get(g, 0)}
        for good, n in load.items():
            home_goods[good] -= n
        mine = promised.setdefault(region, {})
        for good, n in carry.items():
            mine[good] = mine.get(good, 0) + n
        return [
            *([Unload(make_goods(drop))] if drop else []),
            *([Load(make_goods(load))] if load else []),
            Go(region),
            Unload(make_goods(carry)),
        ]
    return []


def _wants_output(state: State, player: str, kind: str) -> bool:
    """Factories are fed while the player has room: rafts up to `MAX_RAFT_FLEET` boats, better
    boats up to the water limit, land transporters up to the land limit."""
    output = data.RECIPES[kind].output
    spec = data.TRANSPORTERS.get(output)
    if spec is None:
        return True
    mine = state.transporters_of(player)
    if spec.water:
        most = MAX_RAFT_FLEET if output == "raft" else data.WATER_TRANSPORTER_LIMIT
        return sum(1 for t in mine if t.spec.water) < most
    return sum(1 for t in mine if not t.spec.water) < data.LAND_TRANSPORTER_LIMIT


def _take_preferring(need: dict[str, int], cargo: dict[str, int], room: int) -> dict[str, int]:
    """Up to `room` of `need`, the goods already carried first."""
    out: dict[str, int] = {}
    for good in sorted(need, key=lambda g: (-cargo.get(g, 0), g)):
        n = min(need[good], room)
        if n:
            out[good] = n
            room -= n
    return out


def _present(state: State, player: str, region: str) -> bool:
    tile = state.board.tile_of(region)
    return any(t.owner == player for t in state.transporters_on_tile(tile))


def _staying(state: State, player: str, t: Transporter) -> bool:
    return (
        _waiting_to_build(state, player, t)
        or _waiting_to_breed(state, t)
        or _standing_by(state, player, t)
    )


def _standing_by(state: State, player: str, t: Transporter) -> bool:
    """The last of the player's transporters at a factory next to home where inputs lie stays,
    so the factory can build for its owner in the next production phase."""
    region = t.pos.place
    b = state.buildings.get(state.board.tile_of(region))
    if b is None or b.kind not in FACTORIES:
        return False
    if not any(g in inputs_of(state, region) for g in state.goods.get(region, {})):
        return False
    here = [o for o in _unhitched(state, player) if o.pos.place == region and not o.pos.afloat]
    return here[-1] is t


def _road_trip(
    state: State, player: str, t: Transporter, home: str, claimed: dict[str, dict[str, int]]
) -> list[Go | Load | Unload]:
    """Out along a road to a site with goods lying there, load, and back home in one move."""
    room = t.spec.capacity - _wealth(t.cargo)
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
    drop = {g: n for g, n in pick.items() if g not in KEEP_ON_BOARD}
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
    if donkeys_home < 2 or wagons >= MAX_WAGONS or home_goods.get("board", 0) < 2:
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


def _build_trip(
    state: State,
    t: Transporter,
    links: Sequence[Link],
    home_goods: dict[str, int],
    to_bring: dict[str, dict[str, int]],
    room_at_home: int,
) -> list[Go | Load | Unload]:
    """Goods for a building on a free site next to home (finishing a site first)."""
    site = next((r for r, left in to_bring.items() if left), None)
    if site is None:
        target = _site_to_build(state, t.owner, links, set(to_bring), room_at_home, home_goods)
        if target is not None:
            cost = data.BUILDINGS[target[1]].cost
            site = target[0]
            to_bring[site] = dict(cost)
            for g, n in cost.items():
                home_goods[g] -= n
    if site is None:
        return []
    keep = {g: n for g, n in t.cargo.items() if g in KEEP_ON_BOARD}
    unload = {g: n for g, n in t.cargo.items() if g not in keep}
    room = t.spec.capacity - sum(keep.values())
    load: dict[str, int] = {}
    for good, n in sorted(to_bring[site].items()):
        take = min(n, room)
        if take:
            load[good] = take
            to_bring[site][good] -= take
            room -= take
    to_bring[site] = {g: n for g, n in to_bring[site].items() if n}
    if not load:
        return []
    return [*([Unload(make_goods(unload))] if unload else []), Load(make_goods(load)), Go(site)]


def _explore(
    state: State, t: Transporter, links: Sequence[Link], rng: random.Random
) -> list[Go | Load | Unload]:
    """Nothing to build or feed: out to a neighbouring tile where goods lie."""
    full = [lk.region for lk in links if _lying(state, lk.region)]
    if not full:
        return []
    return [*_unload_all(t, keep_wealth=True), Go(rng.choice(full))]


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
        kind = _site_kind(state, player, region)
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


def _unload_all(t: Transporter, keep_wealth: bool = False) -> list[Go | Load | Unload]:
    """Everything down, or all but the wealth (which scores only on a transporter)."""
    drop = {g: n for g, n in t.cargo.items() if not (keep_wealth and g in KEEP_ON_BOARD)}
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
    return (
        state.board.tile_of(t.pos.place) not in state.buildings
        and _site_kind(state, player, t.pos.place) is not None
        and any(g in ("board", "stone") for g in t.cargo)
    )


def _site_kind(state: State, player: str, region: str) -> str | None:
    """What the policy builds on a free region next to home (`policy_sites.site_plan`)."""
    return site_plan(state, player, _home(state, player)).get(region)


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
    """Goods to fetch from a region: not geese, nor what its building waits to use."""
    keep = inputs_of(state, region)
    return {g: n for g, n in state.goods.get(region, {}).items() if g != "goose" and g not in keep}


def _fetch_choice(goods: dict[str, int], room: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for good in FETCH_PRIORITY:
        n = min(goods.get(good, 0), room)
        if n:
            out[good] = n
            room -= n
    return out


def _site_to_build(
    state: State,
    player: str,
    links: Sequence[Link],
    claimed: set[str],
    room: int,
    home_goods: dict[str, int],
) -> tuple[str, str] | None:
    """The most wanted free site next to home (`policy_sites.site_plan`) whose goods the
    donkeys at home can carry out this turn."""
    reachable = {lk.region for lk in links}
    for region, kind in site_plan(state, player, _home(state, player)).items():
        cost = data.BUILDINGS[kind].cost
        if (
            region in reachable
            and region not in claimed
            and not state.transporters_on_tile(state.board.tile_of(region))
            and sum(cost.values()) <= room
            and all(home_goods.get(g, 0) >= n for g, n in cost.items())
        ):
            return region, kind
    return None


def _building(state: State, player: str) -> list[Candidate]:
    """Planned buildings where donkeys brought the goods, roads home, bridges, one wall."""
    out: list[Candidate] = []
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
                kind = _site_kind(state, player, here)
                if kind is not None:
                    out.append(_build_order(state, player, kind, here))
        if (
            here != home
            and state.board.link(here, home)
            and pair_key(here, home) not in state.roads
        ):
            out.append(Road(here, home))
    spare = state.goods.get(home, {}).get("stone", 0) - BRIDGE_RESERVE
    out.append(tuple(_bridges(state, player, home, spare > 0)))
    if spare > 1:
        out += _wall(state, player, home)
    return out


def _build_order(state: State, player: str, kind: str, region: str) -> Build:
    """A mine is filled with gold once specialisation is researched (coins need gold)."""
    if kind == "mine" and "specialisation" in state.player(player).research:
        return Build(kind, region, fill="gold")
    return Build(kind, region)


def _bridges(state: State, player: str, home: str, at_home: bool) -> list[Bridge]:
    """One bridge over the river of the home tile (when its stone is spare) or of one of the
    player's buildings, paid from the goods there (a quarry's stone) or a ferrying boat."""
    hometile = state.board.tile_of(home)
    tiles = [hometile] if at_home else []
    tiles += sorted(t for t, b in state.buildings.items() if b.builder == player and t != hometile)
    out: list[Bridge] = []
    for tile in dict.fromkeys(tiles):
        for a, b in state.board.bridges(tile):
            if pair_key(a, b) not in state.bridges:
                out.append(Bridge(tile, a, b))
    return out


def _wall(state: State, player: str, home: str) -> list[Wall]:
    """One token on the home's side facing the nearest rival home, then one more, once."""
    hometile = state.board.tile_of(home)
    mine = [w for w in state.walls.values() if w.owner == player]
    if len(mine) >= 1 and (mine[0].height >= 2 or state.goods.get(home, {}).get("stone", 0) < 8):
        return []
    rivals = [state.board.tile_of(p.home) for p in state.players if p.home and p.name != player]
    if not rivals:
        return []
    options = []
    for nb in state.board.neighbours(hometile):
        edge = state.board.edge_between(hometile, nb)
        if edge is None or not state.board.edges[edge].wall_allowed:
            continue
        wall = state.walls.get(edge)
        if wall is not None and wall.owner != player:
            continue
        if mine and (wall is None or wall.owner != player):
            continue
        near = min(state.board.distance(nb, r) for r in rivals)
        options.append((near, nb))
    return [Wall(hometile, nb, sources=(home,)) for _, nb in sorted(options)[:1]]


def _wonder(state: State, player: str) -> list[Order]:
    home = _home(state, player)
    lying = state.goods.get(home, {})
    spare = {g: max(0, n - RESERVE.get(g, 0)) for g, n in lying.items()}
    budget = sum(spare.values())
    count = 0
    while brick_price(state, player, count + 1) <= budget and count < MAX_BRICKS:
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
