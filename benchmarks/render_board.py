"""Board rendering speed and PNG size, over varied views of real games.

For each game, plays random games with the engine (Imhotep: random legal moves, 2-4 players;
Roads & Boats: the engine's demo policy, 1-4 players), takes public views along the way and
at the end, renders each through the game's renderer, and prints p50/p95/max time and size. The
first render of each game (cold caches: static layer, fonts, text masks) is reported apart.
Run: `.venv/bin/python benchmarks/render_board.py [--renders 50]`.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from bot import registry
from rules.core import PUBLIC

NAMES = ["ann", "bob", "cy", "dora"]


def play(game_id: str, count: int, seed: int, seats: list[int]) -> list[dict[str, Any]]:
    """About `count` public views: one random game per table size, views evenly spread over
    each game, its last view included."""
    game = registry.engine(game_id)
    rng = random.Random(seed)
    per_game = math.ceil(count / len(seats))
    views: list[dict[str, Any]] = []
    for table, size in enumerate(seats):
        state = game.new_game(NAMES[:size], game.default_options(), seed + table)
        game_views = []
        while pending := game.pending(state):
            simultaneous = [d for d in pending if d.simultaneous]
            if simultaneous:
                orders = {d.player: game.demo_orders(state, d.player, rng) for d in simultaneous}
                state, _ = game.resolve(state, orders)
            else:
                player = pending[0].player
                state, _ = game.apply(state, player, game.demo_move(state, player, rng))
            game_views.append(game.view(state, PUBLIC))
        picks = {round(k * (len(game_views) - 1) / max(per_game - 1, 1)) for k in range(per_game)}
        views += [game_views[i] for i in sorted(picks)]
    return views


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(
    label: str, views: list[dict[str, Any]], render: Callable[[dict[str, Any]], bytes]
) -> None:
    start = time.perf_counter()
    render(views[0])
    cold_ms = (time.perf_counter() - start) * 1000
    times_ms: list[float] = []
    sizes_kb: list[float] = []
    for view in views:
        start = time.perf_counter()
        png = render(view)
        times_ms.append((time.perf_counter() - start) * 1000)
        sizes_kb.append(len(png) / 1024)
    players = sorted({len(v["players"]) for v in views})
    finished = sum(bool(v["over"]) for v in views)
    print(f"{label}: {len(views)} renders, players {players}, {finished} at game end")
    print(f"  first render (cold caches): {cold_ms:.1f} ms")
    for name, values, unit in (("time", times_ms, "ms"), ("size", sizes_kb, "KB")):
        p50, p95, top = statistics.median(values), percentile(values, 0.95), max(values)
        print(f"  {name}  p50 {p50:.1f} {unit}   p95 {p95:.1f} {unit}   max {top:.1f} {unit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--renders", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.renders = 3
    measure(
        "imhotep board",
        play("imhotep", args.renders, args.seed, [2, 3, 4]),
        registry.plugin("imhotep").render,
    )
    rnb = play("roads_and_boats", args.renders, args.seed, [1, 2, 3, 4])
    measure("roads_and_boats board", rnb, registry.plugin("roads_and_boats").render)


if __name__ == "__main__":
    main()
