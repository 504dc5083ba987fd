"""Roads & Boats orders: time to read orders (text in English and Italian, JSON) and to resolve
a movement phase.

A 4-player state on the fixed map "inland-sea" with 6 transporters per player (24 in all),
goods lying about and roads along a third of the land sides. Every transporter gets a move of
up to its full range with loads and unloads along the way; the whole phase (all players in
turn) is resolved on a fresh clone each repetition. Target: a phase in <= 50 ms.

    .venv/bin/python benchmarks/rnb_orders.py [--repeat 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from rules.roads_and_boats.maps import fixed_map
from rules.roads_and_boats.movement import resolve_movement
from rules.roads_and_boats.orders import (
    Go,
    Load,
    Move,
    PhaseOrders,
    Step,
    Unload,
    make_goods,
    orders_from_json,
    orders_to_json,
)
from rules.roads_and_boats.ordertext import format_orders, parse_orders
from rules.roads_and_boats.state import Player, Position, State, pair_key

PLAYERS = ("ann", "bob", "cid", "dee")
COLOURS = ("red", "blue", "green", "yellow")


def build_state(rng: random.Random) -> State:
    board = fixed_map("inland-sea")
    state = State(
        board=board,
        players=[Player(n, c) for n, c in zip(PLAYERS, COLOURS, strict=True)],
        options={},
        rng=random.Random(0),
        phase="movement",
        sequence=list(PLAYERS),
    )
    land = [r for r in board.regions if board.tiles[board.tile_of(r)].is_land]
    water = [p for p in board.water_positions() if p not in board.docks]
    for region in land:
        for link in board.land_links(region):
            if rng.random() < 0.33:
                state.roads.add(pair_key(region, link.region))
        state.add_goods(region, {"board": rng.randint(0, 3), "stone": rng.randint(0, 2)})
    for name in PLAYERS:
        for kind in ("donkey", "donkey", "wagon", "truck", "raft", "steamer"):
            afloat = kind in ("raft", "steamer")
            state.new_transporter(
                name, kind, Position(rng.choice(water if afloat else land), afloat)
            )
    return state


def route(state: State, tid: str, rng: random.Random) -> Move:
    t = state.transporters[tid]
    board = state.board
    here = t.pos.place
    steps: list[Step] = [Load(make_goods({"board": 1}))] if not t.pos.afloat else []
    for _ in range(t.spec.moves):
        by_road: list[str] = []
        if t.pos.afloat:
            options = [p for p in board.water_moves(here) if p not in board.docks]
        else:
            links = board.land_links(here)
            by_road = [lk.region for lk in links if pair_key(here, lk.region) in state.roads]
            options = by_road if (by_road or t.spec.roads_only) else [lk.region for lk in links]
        if not options:
            break
        here = rng.choice(options)
        steps.append(Go(here))
        if t.kind == "donkey" and not by_road:
            break
    if not t.pos.afloat:
        steps.append(Unload(make_goods({"board": 1})))
    return Move(tid, tuple(steps))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeat", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.repeat = 3
    rng = random.Random(args.seed)
    state = build_state(rng)
    orders = {
        name: PhaseOrders(tuple(route(state, t.id, rng) for t in state.transporters_of(name)))
        for name in PLAYERS
    }
    texts = {name: format_orders(o) for name, o in orders.items()}
    italian = {name: format_orders(o, "it") for name, o in orders.items()}
    jsons = {name: orders_to_json(o) for name, o in orders.items()}

    phase_ms, parse_ms, italian_ms, json_ms = [], [], [], []
    moved = failed = 0
    for _ in range(args.repeat):
        work = state.clone()
        start = time.perf_counter()
        events = []
        for name in PLAYERS:
            events += resolve_movement(work, name, orders[name])
        phase_ms.append((time.perf_counter() - start) * 1000)
        moved = sum(e.message.key == "rnb.move.moved" for e in events)
        failed = sum(e.message.key == "rnb.orders.failed" for e in events)
        start = time.perf_counter()
        for name in PLAYERS:
            parse_orders(texts[name], "movement")
        parse_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        for name in PLAYERS:
            parse_orders(italian[name], "movement")
        italian_ms.append((time.perf_counter() - start) * 1000)
        start = time.perf_counter()
        for name in PLAYERS:
            orders_from_json(jsons[name], "movement")
        json_ms.append((time.perf_counter() - start) * 1000)

    def line(label: str, values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[int(0.95 * (len(ordered) - 1))]
        return f"{label:<44} median {statistics.median(values):7.3f} ms   p95 {p95:7.3f} ms"

    print(f"map inland-sea, {len(state.transporters)} transporters, {len(PLAYERS)} players,")
    print(f"{args.repeat} repetitions; last run: {moved} moves made, {failed} orders failed")
    print(line("movement phase, all players (target 50 ms)", phase_ms))
    print(line("parse the text orders of all players", parse_ms))
    print(line("parse the same orders written in Italian", italian_ms))
    print(line("read the JSON orders of all players", json_ms))


if __name__ == "__main__":
    main()
