"""Latency of one Imhotep move command, from INTERACTION_CREATE to the recorded response.

The whole real path runs: discord.py parses the gateway payload, the command tree transforms
the options and calls the cog, the service applies the move and commits it to SQLite, and the
ephemeral answer goes out through discord.py's webhook adapter (recorded instead of sent). The
public post and its board image follow the answer and are not part of the measured time.

Consecutive 2-player games are played with random legal moves until at least `--moves` moves
were measured; beside the figures, a bare aiosqlite INSERT + COMMIT on the same database file
gives the floor that the storage alone costs. Targets: p99 <= 25 ms and <= 5x the bare commit.

    .venv/bin/python benchmarks/move_latency.py [--moves 1000] [--seed 1]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import aiosqlite

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))  # the fake clock
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests" / "bot"))  # the harness

from harness import CHANNEL_ID, Harness, running_bot

from bot.games.imhotep.cog import command_options
from bot.service.actor import Actor

COMMANDS = {"place_stone": "place", "sail": "sail", "take_card": "pick", "play_card": "play"}


def command_for(move: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    kind = move["type"]
    if kind == "take_stones":
        return "imhotep take", {}
    if kind == "pass":
        return "imhotep pass", {}
    return f"imhotep {COMMANDS[kind]}", command_options(move)


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def play_game(h: Harness, rng: random.Random, samples: list[float]) -> None:
    """One game from /game create to the end; appends each move's latency in ms."""
    ann, bob = h.user("ann"), h.user("bob")
    users = {ann.id: ann, bob.id: bob}
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    while True:
        pending = await h.bot.service.pending(info.id)
        if not pending:
            return
        user = users[pending[0][0]]
        legal = await h.bot.service.legal_moves(Actor(user.id, user.name), info.id)
        path, options = command_for(rng.choice(legal))
        start = time.perf_counter()
        sent = await h.slash(user, path, **options)
        answer = next(s for s in sent if s.kind in ("response", "followup"))
        if "went wrong" in answer.content or not answer.ephemeral:
            raise RuntimeError(f"move {path} {options} failed: {answer.content}")
        samples.append((answer.at - start) * 1000)


async def bare_commits(db_path: Path, count: int) -> list[float]:
    samples = []
    async with aiosqlite.connect(db_path) as db:
        await db.execute("CREATE TABLE IF NOT EXISTS bench_commit (id INTEGER PRIMARY KEY, x TEXT)")
        await db.commit()
        for i in range(count):
            start = time.perf_counter()
            await db.execute("INSERT INTO bench_commit (x) VALUES (?)", (f"move {i}",))
            await db.commit()
            samples.append((time.perf_counter() - start) * 1000)
        await db.execute("DROP TABLE bench_commit")
        await db.commit()
    return samples


async def main(moves: int, seed: int) -> None:
    rng = random.Random(seed)
    samples: list[float] = []
    games = 0
    with tempfile.TemporaryDirectory() as tmp:
        db_path = Path(tmp) / "bench.db"
        async with running_bot(db_path) as h:
            began = time.perf_counter()
            while len(samples) < moves:
                await play_game(h, rng, samples)
                games += 1
            elapsed = time.perf_counter() - began
            bare = await bare_commits(db_path, max(moves, 1000))
    p50, p99 = statistics.median(samples), percentile(samples, 0.99)
    b50, b99 = statistics.median(bare), percentile(bare, 0.99)
    print(
        f"move command -> recorded response: {len(samples)} moves in {games} games "
        f"({elapsed:.1f} s wall, boards included)"
    )
    print(f"  p50 {p50:6.2f} ms   p99 {p99:6.2f} ms   max {max(samples):6.2f} ms")
    print(f"bare aiosqlite INSERT+COMMIT on the same file: {len(bare)} commits")
    print(f"  p50 {b50:6.2f} ms   p99 {b99:6.2f} ms")
    print(f"ratio p99 move / p99 bare commit: {p99 / b99:.1f}x (target <= 5x); p99 target 25 ms")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    arguments = parser.parse_args()
    asyncio.run(main(arguments.moves, arguments.seed))
