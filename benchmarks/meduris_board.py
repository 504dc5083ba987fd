"""Meduris board rendering speed and PNG size, over varied hand-built views.

The views are the renderer tests' fixtures (tests/rendering/meduris_views.py: every stage for
2-4 players, public and private, several seeds), since the board is drawn from the view alone.
Each view is rendered through `rendering.meduris.render`; p50/p95/max time and size are
printed, the first render (cold caches: static layer, fonts, text masks) apart.
Run from the checkout: `PYTHONPATH=. .venv/bin/python benchmarks/meduris_board.py [--seeds 4]`.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path
from typing import Any

from rendering.meduris import render as render_board

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "rendering"))
from meduris_views import NAMES, PUBLIC, STAGES, meduris_view


def views(seeds: int) -> list[dict[str, Any]]:
    return [
        meduris_view(n, stage, seed, viewer=viewer)
        for seed in range(seeds)
        for n in (2, 3, 4)
        for stage in STAGES
        for viewer in (PUBLIC, NAMES[seed % n])
    ]


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def measure(label: str, sample: list[dict[str, Any]], cold: bool) -> None:
    if cold:
        start = time.perf_counter()
        render_board(sample[0])
        print(f"first render (cold caches): {(time.perf_counter() - start) * 1000:.1f} ms")
    times_ms: list[float] = []
    sizes_kb: list[float] = []
    for view in sample:
        start = time.perf_counter()
        png = render_board(view)
        times_ms.append((time.perf_counter() - start) * 1000)
        sizes_kb.append(len(png) / 1024)
    print(f"{label}: {len(sample)} renders")
    for name, values, unit in (("time", times_ms, "ms"), ("size", sizes_kb, "KB")):
        p50, p95, top = statistics.median(values), percentile(values, 0.95), max(values)
        print(f"  {name}  p50 {p50:.1f} {unit}   p95 {p95:.1f} {unit}   max {top:.1f} {unit}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--seeds", type=int, default=4)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.seeds = 1
    sample = views(args.seeds)
    measure("meduris board, all", sample, cold=True)
    for n in (2, 3, 4):
        subset = [v for v in sample if len(v["players"]) == n]
        measure(f"meduris board, {n} players", subset, cold=False)


if __name__ == "__main__":
    main()
