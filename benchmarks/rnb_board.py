"""Roads & Boats map speed: building boards, generating maps, and the queries movement makes.

Prints figures only (no asserts). Run: `.venv/bin/python benchmarks/rnb_board.py`.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable

from rules.roads_and_boats.board import Board
from rules.roads_and_boats.mapgen import generate
from rules.roads_and_boats.maps import fixed_map


def timed(label: str, runs: int, work: Callable[[], object]) -> None:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        work()
        times.append(time.perf_counter() - start)
    times.sort()
    p95 = times[int(len(times) * 0.95) - 1]
    print(f"{label:<44} p50 {statistics.median(times) * 1e3:8.3f} ms   p95 {p95 * 1e3:8.3f} ms")


def query_rate(board: Board) -> None:
    """Land links, water moves and region lookups of every region and position, many times."""
    regions = list(board.regions)
    waters = board.water_positions()
    rounds = 200
    start = time.perf_counter()
    count = 0
    for _ in range(rounds):
        for name in regions:
            for link in board.land_links(name):
                board.link(name, link.region)
                count += 2
        for pos in waters:
            for nxt in board.water_moves(pos):
                board.water_edge(pos, nxt)
                count += 2
    elapsed = time.perf_counter() - start
    print(f"{'queries (links, water moves, edges)':<44} {count / elapsed / 1e6:8.2f} M/s")


def main() -> None:
    inland = fixed_map("inland-sea")
    rows = inland.to_rows()
    print(
        f"inland-sea: {len(inland.land)} land, {len(inland.sea)} sea, "
        f"{len(inland.regions)} regions, {len(inland.docks)} docks, {len(inland.edges)} edges"
    )
    timed("build inland-sea from rows", 50, lambda: Board.from_rows(rows))
    stored = inland.to_json()
    timed("Board.from_json(inland-sea), cached", 50, lambda: Board.from_json(stored))
    for players in (2, 4):
        seeds = iter(range(10**6))
        timed(
            f"generate {players} players (new seed each run)",
            30,
            lambda p=players, s=seeds: generate(p, next(s)),
        )
    timed("start_options (4 players, none taken)", 20, lambda: inland.start_options([], 4))
    query_rate(inland)


if __name__ == "__main__":
    main()
