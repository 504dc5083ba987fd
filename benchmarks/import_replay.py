"""What `/mod import` costs, and whether the bot keeps answering while it runs.

Real replay files come from demo games (`bot/demo.py`, every seat played by the engine's demo
policy). For each: its size, the time to check it (`check_replay`: shape, seats, every move
replayed), that time per 100 KB, and an import through `GameService` while a ticker task
measures the event loop's longest stall (the check runs in a worker thread; on the loop the
stall would be the whole check). Prints one line per replay.
Run: `.venv/bin/python benchmarks/import_replay.py [--seed N] [--quick]`.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.demo import run_demo
from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.transfer import check_replay

MODERATOR = Actor(1, "mod", is_moderator=True)
TICK = 0.005


async def longest_stall(work: Any) -> tuple[Any, float]:
    """Runs `work` while a task that wants to wake every TICK seconds measures the loop's
    longest gap between its wake-ups."""
    worst = 0.0
    done = asyncio.Event()

    async def ticker() -> None:
        nonlocal worst
        last = time.perf_counter()
        while not done.is_set():
            await asyncio.sleep(TICK)
            now = time.perf_counter()
            worst = max(worst, now - last - TICK)
            last = now

    task = asyncio.create_task(ticker())
    try:
        result = await work
    finally:
        done.set()
        await task
    return result, worst


async def measure(game: str, players: int, seed: int, tmp: Path) -> None:
    out = tmp / f"{game}-{seed}"
    result = await run_demo(game, players, seed, out)
    data = Path(result["replay"]).read_bytes()
    replay = json.loads(data)
    start = time.perf_counter()
    checked = check_replay(replay, None, MODERATOR)
    check = time.perf_counter() - start
    service = await GameService.open(tmp / f"{game}-{seed}.db")
    try:
        start = time.perf_counter()
        call = service.import_replay(MODERATOR, 1, seed, replay)
        _, stall = await longest_stall(call)
        total = time.perf_counter() - start
    finally:
        await service.close()
    per_100kb = check / (len(data) / 100_000)
    print(
        f"{game:16} {players}p seed {seed}: {len(checked.logged):5} moves, "
        f"{len(data) / 1000:7.1f} KB, check {check:6.3f} s ({per_100kb:5.2f} s per 100 KB), "
        f"import {total:6.3f} s, longest loop stall {stall * 1000:6.1f} ms"
    )


GAMES = (("imhotep", 4), ("meduris", 4), ("roads_and_boats", 2))
QUICK_GAMES = (("imhotep", 2),)


async def main(seed: int, games: tuple[tuple[str, int], ...]) -> None:
    with tempfile.TemporaryDirectory(prefix="meeplepost-import-") as tmp:
        for game, players in games:
            try:
                await measure(game, players, seed, Path(tmp))
            except Exception as error:  # a demo that cannot finish is reported, not measured
                print(f"{game:16} {players}p seed {seed}: no replay ({error!r:.80})")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="one short Imhotep replay (CI)")
    args = parser.parse_args()
    asyncio.run(main(args.seed, QUICK_GAMES if args.quick else GAMES))
