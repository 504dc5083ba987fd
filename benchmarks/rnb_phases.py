"""Roads & Boats engine speed: resolving each phase of a 4-player late game, and whole turns.

Each phase is also resolved the way the service does it, through `bot.gamelog` (every player's
orders logged one by one, the last one resolving), interleaved with the engine's own resolution
in the same loop, once with the checks made at submission reused and once from a fresh table
(every order list checked again): the ratios to the engine are printed.

The late game is a seeded 4-player game played by the demo policy, topped up with buildings
and transporters until it has at least 60 tiles, 20 transporters and 15 buildings. Figures are
printed, never asserted. Run: `.venv/bin/python benchmarks/rnb_phases.py [--quick]`
(`--quick`: 3 runs per figure and short timed loops, a few seconds: CI runs it so it keeps
working). Resolution through the service itself: `benchmarks/rnb_service_phases.py`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from bot import gamelog
from rules.roads_and_boats import GAME, data
from rules.roads_and_boats.state import Building, Position, State

PLAYERS = ["ann", "bob", "cat", "dan"]
SEED = 12


def play_to_turn(turn: int, seed: int) -> State:
    """A game of the demo policy, played straight on the engine up to `turn`."""
    options = {"map": {"generate": {"land_per_player": 14}}}
    state = GAME.new_game(PLAYERS, options, seed)
    rng = random.Random(seed)
    while GAME.pending(state) and state.turn < turn:
        pending = GAME.pending(state)
        if pending[0].simultaneous:
            state, _ = GAME.resolve(state, orders_for(state, rng))
        else:
            d = pending[0]
            state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, rng))
    return state


def top_up(state: State) -> None:
    """More buildings on free land and more transporters at home, within the limits."""
    for tile in state.board.land:
        if sum(1 for _ in state.buildings) >= 20:
            break
        if tile not in state.buildings and state.terrain(tile) != "desert":
            region = state.board.regions_of(tile)[0]
            state.buildings[tile] = Building("sawmill", region)
            state.add_goods(region, {"trunk": 2, "board": 2})
    for p in state.players:
        while len(state.transporters_of(p.name)) < 6 and p.home is not None:
            state.new_transporter(p.name, "donkey", Position(p.home)).cargo = {"trunk": 1}


def size(state: State) -> str:
    return (
        f"{len(state.board.tiles)} tiles, {len(state.transporters)} transporters, "
        f"{len(state.buildings)} buildings, {len(state.roads)} roads"
    )


def orders_for(state: State, rng: random.Random) -> dict[str, Any]:
    return {d.player: GAME.demo_orders(state, d.player, rng) for d in GAME.pending(state)}


def order_move(state: State, player: str, orders: dict[str, Any]) -> dict[str, Any]:
    phase = next(d.phase for d in GAME.pending(state) if d.player == player)
    return {"type": "orders", "phase": phase, "orders": orders}


def resolve_through_log(table: gamelog.Table, orders: dict[str, Any]) -> float:
    """Seconds to log every player's orders on `table`, the last one resolving the phase."""
    moves = {name: order_move(table.state, name, mine) for name, mine in orders.items()}
    start = time.perf_counter()
    for name, move in moves.items():
        gamelog.advance(table, name, move)
    return time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="3 runs, short loops")
    quick = parser.parse_args().quick
    runs, seconds = (3, 0.2) if quick else (20, 3.0)
    state = play_to_turn(8, SEED)
    top_up(state)
    print(f"late game: turn {state.turn}, {size(state)}")
    rng = random.Random(1)
    for phase in data.PHASES:
        while state.phase != phase:
            state, _ = GAME.resolve(state, orders_for(state, rng))
        orders = orders_for(state, rng)
        times = []
        for _ in range(runs):
            start = time.perf_counter()
            GAME.resolve(state, orders)
            times.append(time.perf_counter() - start)
        checks = []
        for _ in range(runs):
            start = time.perf_counter()
            for name, mine in orders.items():
                GAME.check_orders(state, name, mine)
            checks.append(time.perf_counter() - start)
        logged, fresh, engine = [], [], []
        for _ in range(runs):
            table = gamelog.Table(GAME, list(PLAYERS), state)
            for name, mine in orders.items():
                gamelog.check_orders(table, name, order_move(state, name, mine))
            logged.append(resolve_through_log(table, orders))
            fresh.append(resolve_through_log(gamelog.Table(GAME, list(PLAYERS), state), orders))
            start = time.perf_counter()
            GAME.resolve(state, orders)
            engine.append(time.perf_counter() - start)
        base = statistics.median(engine)
        print(
            f"  through the log: p50 {statistics.median(logged) * 1e3:6.2f} ms"
            f" ({statistics.median(logged) / base:.2f}x the engine, checks from submission"
            f" reused); fresh table {statistics.median(fresh) * 1e3:6.2f} ms"
            f" ({statistics.median(fresh) / base:.2f}x)"
        )
        policy_start = time.perf_counter()
        orders_for(state, rng)
        policy = time.perf_counter() - policy_start
        print(
            f"resolve {phase:<10} p50 {statistics.median(times) * 1e3:7.2f} ms   "
            f"max {max(times) * 1e3:7.2f} ms   ({sum(len(o['orders']) for o in orders.values())} "
            f"orders; check of all players' orders p50 {statistics.median(checks) * 1e3:6.2f} ms;"
            f" demo policy for all players {policy * 1e3:7.1f} ms)"
        )
    late = state
    turns = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in data.PHASES:
            if not GAME.pending(state):
                state = late
            state, _ = GAME.resolve(state, orders_for(state, rng))
        turns += 1
    elapsed = time.perf_counter() - start
    print(f"full turns (demo policy orders + resolve): {turns / elapsed:.1f} turns/s")
    state = late
    empty = {name: {"orders": []} for name in PLAYERS}
    phases = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        if not GAME.pending(state):
            state = late
        state, _ = GAME.resolve(state, empty)
        phases += 1
    elapsed = time.perf_counter() - start
    print(f"phases resolved with empty orders: {phases / elapsed:.1f} phases/s")
    clone_times = []
    for _ in range(runs):
        start = time.perf_counter()
        state.clone()
        clone_times.append(time.perf_counter() - start)
    json_times = []
    for _ in range(runs):
        start = time.perf_counter()
        State.from_json(state.to_json(with_board=False), board=state.board)
        json_times.append(time.perf_counter() - start)
    print(
        f"state clone p50 {statistics.median(clone_times) * 1e3:.3f} ms; a JSON round trip"
        f" p50 {statistics.median(json_times) * 1e3:.3f} ms"
    )


if __name__ == "__main__":
    main()
