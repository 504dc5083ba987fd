"""The demo's built-in policy: a simple economy around each player's home.

Donkeys carry boards out to neighbouring woods, rock and mountains and build woodcutters,
quarries and mines there; they bring trunks, stone, gold and iron home, where a sawmill turns
trunks into boards; roads join the sites to the home; spare goods at home buy wonder bricks.
Every candidate order is tried on a copy of the state and kept only if it works, so the
policy never sends an order the engine refuses.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

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
from .state import State, Transporter, pair_key
from .wonder import brick_price

if TYPE_CHECKING:
    from .engine import RnbMove, RoadsAndBoats

SITE_BUILDINGS = {"woods": "woodcutter", "rock": "quarry", "mountains": "mine"}
HOME_BUILDINGS = ("sawmill",)
FETCH_PRIORITY = ("gold", "trunk", "stone", "iron", "board", "clay", "fuel", "paper", "coins")
RESERVE = {"board": 6, "stone": 3, "gold": 99, "coins": 99, "stock": 99, "goose": 2}
SPEND_FIRST = ("clay", "iron", "fuel", "paper", "trunk", "goose", "board", "stone")


def demo_move(game: RoadsAndBoats, state: State, player: str, rng: random.Random) -> RnbMove:
    """Start on the bank with the most useful neighbours; answer other questions at random."""
    moves = game.legal_moves(state, player)
    if moves and moves[0].type == "start":
        return max(moves, key=lambda m: _start_value(state, m.tile or ""))
    return rng.choice(moves) if moves else game.default_move(state, player)


def _start_value(state: State, region: str) -> int:
    """Neighbouring woods, rock and mountains reachable on foot; never a desert home."""
    if state.terrain(state.board.tile_of(region)) == "desert":
        return -1
    kinds = {state.terrain(state.board.tile_of(lk.region)) for lk in state.board.land_links(region)}
    return 3 * len(kinds & set(SITE_BUILDINGS)) + len(state.board.land_links(region))


def demo_orders(state: State, player: str, rng: random.Random) -> JSON:
    """Candidate orders kept one by one while the whole list still passes the engine's check."""
    from .engine import run_phase_orders
    from .production import primary_output

    base = state.clone()
    if base.phase == "production":
        primary_output(base)
    kept: list[Order] = []
    for order in _candidates(base, player, rng):
        attempt = state.clone()
        if attempt.phase == "production":
            primary_output(attempt)
        try:
            run_phase_orders(attempt, player, PhaseOrders((*kept, order)), strict=True)
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


def _free(state: State, player: str) -> list[Transporter]:
    return [t for t in state.transporters_of(player) if t.carried_by is None and t.carrying is None]


def _home(state: State, player: str) -> str:
    home = state.player(player).home
    assert home is not None
    return home


def _production(state: State, player: str) -> list[Order]:
    out: list[Order] = []
    home = _home(state, player)
    for t in _free(state, player):
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
    out: list[Order] = []
    home = _home(state, player)
    home_goods = dict(state.goods.get(home, {}))
    claimed: set[str] = set()
    for t in _free(state, player):
        if t.kind != "donkey" or t.pos.afloat:
            continue
        here = t.pos.place
        links = [lk for lk in state.board.land_links(here) if not _walled(state, player, lk.edge)]
        steps: list[Go | Load | Unload] = []
        if here == home:
            if t.cargo:
                steps.append(Unload(make_goods(t.cargo)))
            target = _site_to_build(state, links, claimed)
            if target is not None:
                cost = data.BUILDINGS[target[1]].cost
                if all(home_goods.get(g, 0) >= n for g, n in cost.items()):
                    for g, n in cost.items():
                        home_goods[g] -= n
                    steps += [Load(make_goods(cost)), Go(target[0])]
                    claimed.add(target[0])
            else:
                full = [lk.region for lk in links if _lying(state, lk.region)]
                if full:
                    steps.append(Go(rng.choice(full)))
        else:
            lying = _lying(state, here)
            load = _pick(lying, t.free + sum(t.cargo.values()) - sum(t.cargo.values()))
            if load:
                steps.append(Load(make_goods(load)))
            back = [lk.region for lk in links if lk.region == home]
            if back:
                steps.append(Go(home))
            elif links:
                hometile = state.board.tile_of(home)
                best = min(
                    links,
                    key=lambda lk: state.board.distance(state.board.tile_of(lk.region), hometile),
                )
                steps.append(Go(best.region))
        if steps:
            out.append(Move(t.id, tuple(steps)))
    return out


def _walled(state: State, player: str, edge: str) -> bool:
    wall = state.walls.get(edge)
    return wall is not None and wall.blocks(player)


def _lying(state: State, region: str) -> dict[str, int]:
    return {g: n for g, n in state.goods.get(region, {}).items() if g != "goose"}


def _pick(goods: dict[str, int], room: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for good in FETCH_PRIORITY:
        n = min(goods.get(good, 0), room)
        if n:
            out[good] = n
            room -= n
    return out


def _site_to_build(
    state: State, links: Sequence[Link], claimed: set[str]
) -> tuple[str, str] | None:
    for lk in links:
        tile = state.board.tile_of(lk.region)
        if tile in state.buildings or lk.region in claimed:
            continue
        kind = SITE_BUILDINGS.get(state.terrain(tile))
        if kind is not None and sum(data.BUILDINGS[kind].cost.values()) <= 2:
            return lk.region, kind
    return None


def _building(state: State, player: str) -> list[Order]:
    out: list[Order] = []
    home = _home(state, player)
    for t in _free(state, player):
        if t.pos.afloat:
            continue
        here = t.pos.place
        tile = state.board.tile_of(here)
        if tile not in state.buildings:
            if here == home:
                out += [Build(kind, here) for kind in HOME_BUILDINGS]
            else:
                kind = SITE_BUILDINGS.get(state.terrain(tile))
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
