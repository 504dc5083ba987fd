"""Two bot processes on one PostgreSQL database, each playing its own games at once.

Each worker process opens a `GameService` on the same database (a fresh schema), creates and
starts `--games` 2-player Imhotep games (untimed), waits for the go, then for `--seconds` keeps
`--concurrency` games moving at a time with random legal moves. The parent prints the moves per
second of each process and of both together, and p50/p99 of a move's latency.
Out of CI at its default size (2,000 games per process: about a minute on two idle cores);
`--quick` (100 games, 3 s) is CI's check that it still runs.

    .venv/bin/python -m benchmarks.two_processes --postgres URL [--games 2000] [--seconds 20]
    .venv/bin/python -m benchmarks.two_processes --quick
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import secrets
import subprocess
import sys
import time
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from bot.service.actor import Actor
from bot.service.core import GameService
from storage import Database

ROOT = Path(__file__).resolve().parents[1]
QUICK_GAMES = 100
QUICK_SECONDS = 3.0


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def worker(url: str, index: int, games: int, seconds: float, concurrency: int) -> None:
    service = await GameService.open(url)
    ann, bob = Actor(index * 10 + 1, "Ann"), Actor(index * 10 + 2, "Bob")
    actors = {ann.user_id: ann, bob.user_id: bob}
    ids = []
    try:
        for n in range(games):
            channel = index * 1_000_000 + n
            created = await service.create(ann, None, channel, "imhotep", {}, seed=n)
            await service.join(bob, channel)
            await service.start(ann, channel)
            ids.append(created.game_id)
        print("ready", flush=True)
        sys.stdin.readline()  # the go
        latencies: list[float] = []
        end = time.perf_counter() + seconds
        queue: asyncio.Queue[int] = asyncio.Queue()
        for game_id in ids:
            queue.put_nowait(game_id)
        rng = random.Random(index)

        async def mover() -> None:
            while time.perf_counter() < end:
                game_id = await queue.get()
                pending = await service.pending(game_id)
                if pending:
                    actor = actors[pending[0][0]]
                    move = rng.choice(await service.legal_moves(actor, game_id))
                    start = time.perf_counter()
                    await service.submit_move(actor, game_id, move)
                    latencies.append((time.perf_counter() - start) * 1000)
                    queue.put_nowait(game_id)

        await asyncio.gather(*(mover() for _ in range(concurrency)))
        print(json.dumps({"latencies": latencies, "seconds": seconds}), flush=True)
    finally:
        await service.close()


async def migrate(url: str) -> None:
    """The schema, made once before both workers start."""
    db = await Database.open(url)
    await db.close()


def run(server: str, games: int, seconds: float, concurrency: int) -> None:
    import asyncpg  # the optional extra

    schema = f"bench_{secrets.token_hex(4)}"
    parts = urlsplit(server)
    url = urlunsplit(
        parts._replace(query=urlencode([*parse_qsl(parts.query), ("search_path", schema)]))
    )

    async def admin(sql: str) -> None:
        conn = await asyncpg.connect(server)
        try:
            await conn.execute(sql)
        finally:
            await conn.close()

    asyncio.run(admin(f"CREATE SCHEMA {schema}"))
    try:
        asyncio.run(migrate(url))
        procs = [
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "benchmarks.two_processes",
                    "--worker",
                    str(i),
                    "--url",
                    url,
                    "--games",
                    str(games),
                    "--seconds",
                    str(seconds),
                    "--concurrency",
                    str(concurrency),
                ],
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                text=True,
                cwd=ROOT,
                env={**os.environ, "PYTHONPATH": str(ROOT)},
            )
            for i in (1, 2)
        ]
        for proc in procs:
            assert proc.stdout is not None and proc.stdout.readline().strip() == "ready"
        for proc in procs:
            assert proc.stdin is not None
            proc.stdin.write("go\n")
            proc.stdin.flush()
        results = [json.loads(proc.communicate()[0].strip().splitlines()[-1]) for proc in procs]
    finally:
        asyncio.run(admin(f"DROP SCHEMA {schema} CASCADE"))
    every: list[float] = []
    for i, result in enumerate(results, start=1):
        lat = result["latencies"]
        every += lat
        print(
            f"process {i}: {len(lat) / seconds:7.1f} moves/s  p50 {percentile(lat, 0.5):6.2f} ms"
            f"  p99 {percentile(lat, 0.99):6.2f} ms"
        )
    print(
        f"both:      {len(every) / seconds:7.1f} moves/s  p50 {percentile(every, 0.5):6.2f} ms"
        f"  p99 {percentile(every, 0.99):6.2f} ms  ({games} games per process, "
        f"{concurrency} moving at a time each, {seconds:.0f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--postgres", default=os.environ.get("MEEPLEPOST_TEST_POSTGRES"))
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--concurrency", type=int, default=16)
    parser.add_argument(
        "--quick",
        action="store_true",
        help=f"{QUICK_GAMES} games per process for {QUICK_SECONDS:.0f} s: checks that it runs",
    )
    parser.add_argument("--worker", type=int, help=argparse.SUPPRESS)
    parser.add_argument("--url", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.quick:
        args.games, args.seconds = QUICK_GAMES, QUICK_SECONDS
    if args.worker is not None:
        asyncio.run(worker(args.url, args.worker, args.games, args.seconds, args.concurrency))
    elif not args.postgres and args.quick:
        print("skipped: no PostgreSQL (give --postgres URL or set MEEPLEPOST_TEST_POSTGRES)")
    elif not args.postgres:
        parser.error("give --postgres URL or set MEEPLEPOST_TEST_POSTGRES")
    else:
        run(args.postgres, args.games, args.seconds, args.concurrency)


if __name__ == "__main__":
    main()
