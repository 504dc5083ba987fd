"""Move latency on each backend, as a ratio to a bare insert+commit on the same backend.

Random 2-player Imhotep games are played through `GameService` (binding, rules, the move's
transaction with its version check and timers, commit); after every move, one bare
`INSERT` + `COMMIT` of a row of the same size runs on the same database, so the two series are
interleaved and share whatever the machine does meanwhile. Prints p50 and p99 of both and their
ratios, for SQLite (a temporary file) and, when a URL is given (or MEEPLEPOST_TEST_POSTGRES is
set), for PostgreSQL (a fresh schema, dropped afterwards). CI runs its `--quick` mode.

    .venv/bin/python -m benchmarks.backends [--moves 600] [--postgres URL] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import tempfile
import time
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

from bot.service.actor import Actor
from bot.service.core import GameService

ANN, BOB = Actor(1, "Ann"), Actor(2, "Bob")
BARE = "CREATE TABLE bare (id INTEGER PRIMARY KEY, payload TEXT NOT NULL)"


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


async def measure(target: str | Path, moves: int, seed: int) -> tuple[list[float], list[float]]:
    """(move latencies, bare insert+commit latencies) in ms, interleaved."""
    service = await GameService.open(target)
    db = service.db
    await db.backend.execute(BARE)
    rng = random.Random(seed)
    move_ms: list[float] = []
    bare_ms: list[float] = []
    channel = 0
    try:
        while len(move_ms) < moves:
            channel += 1
            created = await service.create(ANN, None, channel, "imhotep", {}, seed=channel)
            game_id = created.game_id
            await service.join(BOB, channel)
            await service.start(ANN, channel)
            actors = {1: ANN, 2: BOB}
            while len(move_ms) < moves and (pending := await service.pending(game_id)):
                actor = actors[pending[0][0]]
                move = rng.choice(await service.legal_moves(actor, game_id))
                start = time.perf_counter()
                await service.submit_move(actor, game_id, move)
                move_ms.append((time.perf_counter() - start) * 1000)
                start = time.perf_counter()
                async with db.transaction():
                    await db.backend.execute(
                        "INSERT INTO bare (id, payload) VALUES (?, ?)",
                        (len(bare_ms) + 1, '{"type":"take_stones"}'),
                    )
                bare_ms.append((time.perf_counter() - start) * 1000)
    finally:
        await service.close()
    return move_ms, bare_ms


def report(name: str, move_ms: list[float], bare_ms: list[float]) -> None:
    m50, m99 = percentile(move_ms, 0.5), percentile(move_ms, 0.99)
    b50, b99 = percentile(bare_ms, 0.5), percentile(bare_ms, 0.99)
    print(
        f"{name:<10} move p50 {m50:6.2f} ms  p99 {m99:6.2f} ms | bare insert+commit p50 "
        f"{b50:5.2f} ms  p99 {b99:5.2f} ms | ratio p50 {m50 / b50:4.1f}x  p99 {m99 / b99:4.1f}x"
        f"  ({len(move_ms)} moves)"
    )


async def in_fresh_schema(server: str, moves: int, seed: int) -> tuple[list[float], list[float]]:
    import asyncpg  # the optional extra, needed for this half only

    schema = f"bench_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(server)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        parts = urlsplit(server)
        query = [*parse_qsl(parts.query), ("search_path", schema)]
        url = urlunsplit(parts._replace(query=urlencode(query)))
        return await measure(url, moves, seed)
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=600)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--postgres", default=os.environ.get("MEEPLEPOST_TEST_POSTGRES"))
    parser.add_argument("--quick", action="store_true", help="20 moves a backend (CI)")
    args = parser.parse_args()
    if args.quick:
        args.moves = 20
    with tempfile.TemporaryDirectory() as folder:
        report("sqlite", *await measure(Path(folder) / "bench.db", args.moves, args.seed))
    if args.postgres:
        report("postgresql", *await in_fresh_schema(args.postgres, args.moves, args.seed))
    else:
        print("postgresql: skipped (give --postgres URL or set MEEPLEPOST_TEST_POSTGRES)")


if __name__ == "__main__":
    asyncio.run(main())
