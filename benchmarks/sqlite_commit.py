"""How long a move takes to be accepted and committed, and how long a game takes to load.

Plays random Imhotep games through `GameService` on a temporary SQLite file (WAL, synchronous
FULL: every accepted move is on disk before the call returns) and prints:
- submit_move latency (median / 95th percentile / max), everything included;
- cold load of a finished game (empty cache): from the latest snapshot, and from the start
  of the log (snapshots removed);
- raw `append_move` commits per second.

Run: .venv/bin/python benchmarks/sqlite_commit.py [games] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bot.service.actor import Actor
from bot.service.core import GameService


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


async def play(service: GameService, channel: int, seed: int) -> tuple[int, list[float]]:
    ann, bob = Actor(1, "Ann"), Actor(2, "Bob")
    game_id = (await service.create(ann, None, channel, "imhotep", {}, seed=seed)).game_id
    await service.join(bob, channel)
    await service.start(ann, channel)
    actors, rng, times = {1: ann, 2: bob}, random.Random(seed), []
    while pending := await service.pending(game_id):
        actor = actors[pending[0][0]]
        move = rng.choice(await service.legal_moves(actor, game_id))
        start = time.perf_counter()
        await service.submit_move(actor, game_id, move)
        times.append(time.perf_counter() - start)
    return game_id, times


async def cold_load(service: GameService, game_id: int, repeat: int = 20) -> float:
    best = float("inf")
    for _ in range(repeat):
        service.tables.forget()
        start = time.perf_counter()
        await service.table(game_id)
        best = min(best, time.perf_counter() - start)
    return best


async def main(games: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        service = await GameService.open(Path(tmp) / "bench.db")
        try:
            latencies: list[float] = []
            ids = []
            for n in range(games):
                game_id, times = await play(service, 1000 + n, n)
                ids.append(game_id)
                latencies.extend(times)
            latencies.sort()
            p95 = latencies[int(len(latencies) * 0.95)]
            print(f"games played: {games}, moves: {len(latencies)}")
            print(
                f"submit_move: median {ms(statistics.median(latencies))}, "
                f"p95 {ms(p95)}, max {ms(latencies[-1])}"
            )
            moves = await service.db.move_count(ids[0])
            print(
                f"cold load from the latest snapshot ({moves} moves): "
                f"{ms(await cold_load(service, ids[0]))}"
            )
            await service.db.backend.execute(
                "DELETE FROM snapshots WHERE game_id = ? AND seq > 0", (ids[0],)
            )
            print(
                f"cold load replaying the whole log ({moves} moves): "
                f"{ms(await cold_load(service, ids[0]))}"
            )
            start, count = time.perf_counter(), 300
            for seq in range(moves + 1, moves + 1 + count):
                await service.db.append_move(
                    ids[0], seq, user_id=1, player="Ann", move={"type": "pass"}, events=[], at=0
                )
            elapsed = time.perf_counter() - start
            print(f"append_move: {count / elapsed:.0f} commits/s ({ms(elapsed / count)} each)")
        finally:
            await service.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=3)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    asyncio.run(main(1 if args.quick else args.games))
