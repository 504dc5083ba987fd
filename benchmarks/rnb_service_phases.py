"""Roads & Boats phases resolved through the service, next to the engine's own resolution.

Four players play seeded games through the real `GameService` on a SQLite file in a temporary
directory, on the generated map of `benchmarks/rnb_phases.py`: start tiles by the demo policy,
then every phase of every turn with the demo policy's orders, as players use the service: each
player's orders sent (not ready), then each player's Ready, the last one resolving the phase
(its moves, snapshot, timers and the channel's outcome written and built). From turn `--from`
on (the early turns hold little to resolve), each phase is measured, interleaved in the same
loop with the engine's `resolve` of the same orders on the same state (median of a few runs).
Several games run in step, so every measured phase is measured once per game.

The engine's figure is the median of its runs on the same state, its caches warm: its first run
is about a tenth slower, as is the same resolve inside the last Ready, so the ratio leans, if
anything, against the service.

Printed per phase kind (medians over games and turns): the engine's resolve, the resolving
Ready, the ratio of the two (issue 19's target: at most 2x), in wall-clock and in CPU time,
and the whole phase through the service (every order sent and every Ready). Figures are
printed, never asserted.

The SQLite file runs at the bot's default `synchronous` (FULL: each commit waits for the disk);
`--synchronous OFF` measures it as `MEEPLEPOST_SQLITE_SYNCHRONOUS=OFF` runs it, where the last
Ready's commit waits for no disk, as `move_latency.py` measures a move. The three levels split
what FULL adds to the last Ready: at NORMAL its batch still goes to the connection's thread and
back (two thread hand-offs) but its commit waits for no sync (in WAL mode NORMAL syncs only
around a checkpoint); at OFF the batch runs on the event loop's own thread. So NORMAL minus OFF
is the hand-off, FULL minus NORMAL the disk sync, which on a shared machine depends on what
else is writing to the disk.

The measured turns come after the write-ahead log has reached its checkpoint size (about 1000
pages, by turn 5 with the default games): its commits overwrite the log file, as a bot's do
once it has run a while, rather than growing it (a growing file's sync also writes its size).

Run: .venv/bin/python benchmarks/rnb_service_phases.py [--games G] [--from F] [--turns T]
[--synchronous FULL|NORMAL|OFF] [--quick] (`--quick`: one game, turns 1-2, a few seconds: CI
runs it so it keeps working.)
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections import defaultdict
from pathlib import Path
from typing import Any

from bot.service.actor import Actor
from bot.service.core import GameService
from rules.roads_and_boats import GAME
from rules.roads_and_boats.data import PHASES
from storage.sqlite import SYNCHRONOUS

NAMES = ("ann", "bob", "cat", "dan")
SEED = 12
OPTIONS = {"map": {"generate": {"land_per_player": 14}}}
ENGINE_RUNS = 5
FIRST_CHANNEL = 100

Samples = dict[str, dict[str, list[float]]]
"""Phase kind -> figure name -> one sample per game and turn (seconds, or a ratio)."""


def clocks() -> tuple[float, float]:
    """Wall-clock and CPU seconds of this process (its SQLite thread included): the machine is
    shared, so the CPU figures say what the code costs, the wall-clock ones what it got."""
    return time.perf_counter(), time.process_time()


def engine_times(state: Any, orders: dict[str, Any]) -> tuple[float, float]:
    """Median wall-clock and CPU seconds of the engine's resolve of `orders` on `state`."""
    wall, cpu = [], []
    for _ in range(ENGINE_RUNS):
        start = clocks()
        GAME.resolve(state, orders)
        end = clocks()
        wall.append(end[0] - start[0])
        cpu.append(end[1] - start[1])
    return statistics.median(wall), statistics.median(cpu)


async def start_game(service: GameService, channel: int, actors: list[Actor]) -> int:
    """A 4-player game created, joined and started, start tiles placed by the demo policy."""
    outcome = await service.create(actors[0], None, channel, "roads_and_boats", OPTIONS, seed=SEED)
    assert outcome.game_id is not None
    for actor in actors[1:]:
        await service.join(actor, channel)
    await service.start(actors[0], channel)
    rng = random.Random(SEED)
    by_id = {a.user_id: a for a in actors}
    while (pending := await service.pending(outcome.game_id)) and not pending[0][1].simultaneous:
        user_id, decision = pending[0]
        table = await service.table(outcome.game_id)
        move = GAME.move_to_json(GAME.demo_move(table.state, decision.player, rng))
        await service.submit_move(by_id[user_id], outcome.game_id, move)
    return outcome.game_id


async def resolve_phase(
    service: GameService,
    game_id: int,
    actors: list[Actor],
    rng: random.Random,
    samples: Samples | None,
) -> None:
    """Plays one phase of one game through the service; measured (engine, then service) into
    `samples` unless None."""
    pending = await service.pending(game_id)
    if not pending:
        return
    table = await service.table(game_id)
    state = table.state
    kind = state.phase
    orders = {d.player: GAME.demo_orders(state, d.player, rng) for _, d in pending}
    engine = engine_times(state, orders) if samples is not None else (0.0, 0.0)
    by_id = {a.user_id: a for a in actors}
    start = clocks()
    for user_id, decision in pending:
        await service.submit_orders(by_id[user_id], game_id, orders[decision.player], False)
    for user_id, _ in pending[:-1]:
        await service.set_ready(by_id[user_id], game_id)
    last = clocks()
    await service.set_ready(by_id[pending[-1][0]], game_id)
    end = clocks()
    if samples is None:
        return
    figures = samples[kind]
    figures["engine"].append(engine[0])
    figures["engine_cpu"].append(engine[1])
    figures["ready"].append(end[0] - last[0])
    figures["ready_cpu"].append(end[1] - last[1])
    figures["ratio"].append((end[0] - last[0]) / engine[0])
    figures["ratio_cpu"].append((end[1] - last[1]) / max(engine[1], 1e-6))
    figures["phase"].append(end[0] - start[0])


async def run(games: int, first: int, turns: int, synchronous: str | None) -> Samples:
    samples: Samples = defaultdict(lambda: defaultdict(list))
    actors = [Actor(i + 1, name) for i, name in enumerate(NAMES)]
    with tempfile.TemporaryDirectory() as tmp:
        service = await GameService.open(Path(tmp) / "phases.db", synchronous=synchronous)
        ids = [await start_game(service, FIRST_CHANNEL + g, actors) for g in range(games)]
        rngs = {game_id: random.Random(game_id) for game_id in ids}
        for turn in range(1, turns + 1):
            for _ in PHASES:
                for game_id in ids:
                    measured = samples if turn >= first else None
                    await resolve_phase(service, game_id, actors, rngs[game_id], measured)
        await service.close()
    return samples


def report(samples: Samples, games: int, first: int, turns: int, synchronous: str) -> None:
    print(
        f"4 players, {games} games, turns {first}-{turns} through GameService on a SQLite file"
        f" (synchronous={synchronous})"
    )
    print(
        f"{'phase':<11}{'engine resolve':>17}{'last Ready':>19}{'ratio':>13}"
        f"{'whole phase':>13}{'n':>4}"
    )
    print(f"{'':<11}{'wall / CPU ms':>17}{'wall / CPU ms':>19}{'wall / CPU':>13}{'wall ms':>13}")
    wall: list[float] = []
    cpu: list[float] = []
    for kind in PHASES:
        figures = samples.get(kind)
        if not figures:
            continue
        wall.extend(figures["ratio"])
        cpu.extend(figures["ratio_cpu"])
        p50 = {name: statistics.median(values) for name, values in figures.items()}
        print(
            f"{kind:<11}{p50['engine'] * 1e3:9.2f} / {p50['engine_cpu'] * 1e3:5.2f}"
            f"{p50['ready'] * 1e3:11.2f} / {p50['ready_cpu'] * 1e3:5.2f}"
            f"{p50['ratio']:7.1f}x /{p50['ratio_cpu']:4.1f}x{p50['phase'] * 1e3:11.2f}"
            f"{len(figures['ratio']):4d}"
        )
    print(
        f"last Ready / engine resolve, every phase: p50 {statistics.median(wall):.1f}x wall,"
        f" {statistics.median(cpu):.1f}x CPU (issue 19's target: at most 2x)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--from", dest="first", type=int, default=5, help="first measured turn")
    parser.add_argument("--turns", type=int, default=8, help="last turn played")
    parser.add_argument(
        "--synchronous", choices=SYNCHRONOUS, default=None, help="SQLite's (default: the bot's)"
    )
    parser.add_argument("--quick", action="store_true", help="one game, turns 1-2")
    args = parser.parse_args()
    if args.quick:
        args.games, args.first, args.turns = 1, 1, 2
    samples = asyncio.run(run(args.games, args.first, args.turns, args.synchronous))
    report(samples, args.games, args.first, args.turns, args.synchronous or "FULL")


if __name__ == "__main__":
    main()
