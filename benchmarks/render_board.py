"""Board rendering speed and PNG size, over varied views of real games.

Plays random legal Imhotep games (2, 3 and 4 players) with the engine, takes public views at
several points of each (including market picks and the end), renders each through
`render_board`, and prints p50/p95 time and size. The first render (which builds the cached
static layer and fonts) is reported apart. Run: `.venv/bin/python benchmarks/render_board.py`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from typing import Any

from rendering import render_board
from rules.core import PUBLIC
from rules.registry import get_game


def imhotep_views(count: int, seed: int) -> list[dict[str, Any]]:
    game = get_game("imhotep")
    rng = random.Random(seed)
    views: list[dict[str, Any]] = []
    names = ["ann", "bob", "cy", "dora"]
    table = 0
    while len(views) < count:
        players = names[: 2 + table % 3]
        state = game.new_game(players, game.default_options(), seed=seed + table)
        table += 1
        moves = 0
        while pending := game.pending(state):
            player = pending[0].player
            state, _ = game.apply(state, player, rng.choice(game.legal_moves(state, player)))
            moves += 1
            if rng.random() < 0.06:
                views.append(game.view(state, PUBLIC))
        views.append(game.view(state, PUBLIC))
    return views[:count]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--renders", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()

    views = imhotep_views(args.renders, args.seed)
    start = time.perf_counter()
    render_board(views[0])
    cold_ms = (time.perf_counter() - start) * 1000

    times_ms: list[float] = []
    sizes_kb: list[float] = []
    for view in views:
        start = time.perf_counter()
        png = render_board(view)
        times_ms.append((time.perf_counter() - start) * 1000)
        sizes_kb.append(len(png) / 1024)

    players = sorted({len(v["players"]) for v in views})
    finished = sum(v["over"] for v in views)
    print(f"imhotep board: {len(views)} renders, players {players}, {finished} finished")
    print(f"  first render (cold caches): {cold_ms:.1f} ms")
    for label, values, unit in (("time", times_ms, "ms"), ("size", sizes_kb, "KB")):
        p50, p95 = statistics.median(values), percentile(values, 0.95)
        top = max(values)
        print(f"  {label}  p50 {p50:.1f} {unit}   p95 {p95:.1f} {unit}   max {top:.1f} {unit}")


if __name__ == "__main__":
    main()
