"""Board rendering speed and PNG size, over varied views of real games.

For each game, plays random games with the engine's demo policy (Imhotep 2-4 players, Roads &
Boats 1-4, Meduris 2-4), takes public views along the way and at the end, renders each through
the game's renderer, and prints p50/p95/max of the drawing (the image), of the encoding (the
palette and the PNG file), of both, and of the file's size. Times are CPU time of this process
(steadier than the wall clock on a shared machine; the work is single-threaded). The first
render of each game (cold caches: static layer, fonts, text masks) is reported apart.
Run: `.venv/bin/python -m benchmarks.render_board [--renders 50]`.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import time
from collections.abc import Callable
from types import ModuleType
from typing import Any

from PIL import Image

from bot import registry
from rendering import imhotep, meduris, roads_and_boats
from rendering.draw import encode_png
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


def measure(label: str, views: list[dict[str, Any]], renderer: ModuleType) -> None:
    """Draws (`renderer.board_image`) and encodes every view, after one cold render, and
    prints the figures."""
    draw: Callable[[dict[str, Any]], Image.Image] = renderer.board_image
    colours = renderer._palette()
    start = time.process_time()
    encode_png(draw(views[0]), colours)
    cold_ms = (time.process_time() - start) * 1000
    figures: dict[str, list[float]] = {"draw": [], "encode": [], "total": [], "size": []}
    for view in views:
        start = time.process_time()
        image = draw(view)
        drawn = time.process_time()
        png = encode_png(image, colours)
        encoded = time.process_time()
        figures["draw"].append((drawn - start) * 1000)
        figures["encode"].append((encoded - drawn) * 1000)
        figures["total"].append((encoded - start) * 1000)
        figures["size"].append(len(png) / 1024)
    players = sorted({len(v["players"]) for v in views})
    finished = sum(bool(v.get("over")) or v.get("stage") == "over" for v in views)
    print(f"{label}: {len(views)} renders, players {players}, {finished} at game end")
    print(f"  first render (cold caches): {cold_ms:.1f} ms")
    for name, values in figures.items():
        unit = "KB" if name == "size" else "ms"
        p50, p95, top = statistics.median(values), percentile(values, 0.95), max(values)
        print(f"  {name:<6} p50 {p50:6.1f} {unit}   p95 {p95:6.1f} {unit}   max {top:6.1f} {unit}")


SEATS: dict[ModuleType, list[int]] = {
    imhotep: [2, 3, 4],
    roads_and_boats: [1, 2, 3, 4],
    meduris: [2, 3, 4],
}
"""Each renderer's table sizes."""


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--renders", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.renders = 3
    for renderer, seats in SEATS.items():
        game = renderer.__name__.rsplit(".", 1)[1]
        measure(f"{game} board", play(game, args.renders, args.seed, seats), renderer)


if __name__ == "__main__":
    main()
