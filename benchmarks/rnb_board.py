"""Roads & Boats map speed: building boards, generating maps, the queries movement makes, and
drawing the board image of a 4-player late game (time and PNG size, with and without what
the resolved phase did).

Prints figures only (no asserts). Run: `.venv/bin/python benchmarks/rnb_board.py`.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Callable
from typing import Any

from rendering import roads_and_boats as rnb
from rendering.roads_and_boats_changes import paths_from_events
from rules.core import PUBLIC
from rules.roads_and_boats import GAME
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


def query_rate(board: Board, rounds: int) -> None:
    """Land links, water moves and region lookups of every region and position, many times."""
    regions = list(board.regions)
    waters = board.water_positions()
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


Resolved = tuple[dict[str, Any], dict[str, Any], str, dict[str, list[str]]]


def late_game(players: int, seed: int, first_turn: int, last_turn: int) -> list[Resolved]:
    """(view before, view after, phase key, paths) of every phase resolved in turns
    `first_turn`..`last_turn` of a game played by the demo policy."""
    game = GAME
    rng = random.Random(seed)
    state = game.new_game(["ann", "bob", "cy", "dora"][:players], game.default_options(), seed)
    out: list[Resolved] = []
    while (pending := game.pending(state)) and state.turn <= last_turn:
        simultaneous = [d for d in pending if d.simultaneous]
        if not simultaneous:
            player = pending[0].player
            state, _ = game.apply(state, player, game.demo_move(state, player, rng))
            continue
        orders = {d.player: game.demo_orders(state, d.player, rng) for d in simultaneous}
        before, key = game.view(state, PUBLIC), simultaneous[0].phase or ""
        state, events = game.resolve(state, orders)
        if state.turn >= first_turn:
            paths = paths_from_events([e.to_json() for e in events])
            out.append((before, game.view(state, PUBLIC), key, paths))
    return out


def render_figures(first_turn: int, last_turn: int) -> None:
    phases = late_game(4, 3, first_turn, last_turn)
    for label, draw in (
        ("board image, as it stands", lambda r: rnb.render(r[1])),
        (
            "board image, what the phase did",
            lambda r: rnb.render(r[1], before=r[0], resolved_phase=r[2], paths=r[3]),
        ),
    ):
        draw(phases[0])
        times, sizes = [], []
        for resolved in phases:
            start = time.perf_counter()
            png = draw(resolved)
            times.append((time.perf_counter() - start) * 1e3)
            sizes.append(len(png) / 1024)
        name = f"{label} ({len(phases)} phases, 4 players)"
        print(
            f"{name:<56} p50 {statistics.median(times):6.1f} ms   max {max(times):6.1f} ms"
            f"   p50 {statistics.median(sizes):6.1f} KB   max {max(sizes):6.1f} KB"
        )


def main(quick: bool) -> None:
    def runs(n: int) -> int:
        return 2 if quick else n

    inland = fixed_map("inland-sea")
    rows = inland.to_rows()
    print(
        f"inland-sea: {len(inland.land)} land, {len(inland.sea)} sea, "
        f"{len(inland.regions)} regions, {len(inland.docks)} docks, {len(inland.edges)} edges"
    )
    timed("build inland-sea from rows", runs(50), lambda: Board.from_rows(rows))
    stored = inland.to_json()
    timed("Board.from_json(inland-sea), cached", runs(50), lambda: Board.from_json(stored))
    for players in (2, 4):
        seeds = iter(range(10**6))
        timed(
            f"generate {players} players (new seed each run)",
            runs(30),
            lambda p=players, s=seeds: generate(p, next(s)),
        )
    timed("start_options (4 players, none taken)", runs(20), lambda: inland.start_options([], 4))
    query_rate(inland, runs(200))
    render_figures(*((2, 2) if quick else (12, 15)))


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    main(parser.parse_args().quick)
