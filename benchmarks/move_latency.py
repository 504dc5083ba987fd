"""Latency of one Imhotep move command, from INTERACTION_CREATE to the recorded response, as a
ratio to a bare insert+commit on the same database, measured interleaved in the same run.

The timed span starts when the gateway payload (built beforehand) is handed to discord.py
(`Harness.handed_at`, after the harness's own bookkeeping, which a gateway does not do) and
ends when the answer is recorded. The whole real path runs: discord.py parses the payload, the
command tree transforms the options and calls the cog, the service applies the move and commits
it, and the ephemeral answer goes out through discord.py's webhook adapter (recorded instead of
sent). The public post and its board image follow the answer and are not part of the measured
time.

Consecutive 2-player games are played with random legal moves until `--moves` moves were
measured. After every move, one bare insert+commit of a row of a move's size runs on its own
connection to the same database (SQLite: aiosqlite `execute` + `commit`, two trips to its
thread; PostgreSQL: one autocommitted `INSERT`, one round trip), so both series share whatever
the machine does meanwhile. Each backend runs twice: durability off on both sides (SQLite
`synchronous=OFF`, PostgreSQL `synchronous_commit=off`), the issue's target row (move p50 <=
3x bare), and the defaults (`synchronous=FULL`, `synchronous_commit=on`). The bot's SQLite level
is set as `MEEPLEPOST_SQLITE_SYNCHRONOUS` sets it (`SqliteBackend.set_synchronous`): at OFF its
move batch runs on the event loop, as in production with that setting. PostgreSQL runs when a
URL is given (or MEEPLEPOST_TEST_POSTGRES is set), in a fresh schema dropped afterwards.

    .venv/bin/python benchmarks/move_latency.py [--moves 1000] [--seed 1] [--postgres URL]
    .venv/bin/python benchmarks/move_latency.py --quick     # a few moves, for CI
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import secrets
import statistics
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from urllib.parse import parse_qsl, urlencode, urlsplit, urlunsplit

import aiosqlite
import asyncpg

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
# The harness and its fake clock live under tests/; after the packages, so that tests/storage
# (a folder of tests) never shadows the storage package.
sys.path.extend([str(ROOT / "tests"), str(ROOT / "tests" / "bot")])

from harness import CHANNEL_ID, Harness, running_bot  # noqa: E402

from bot.discord_app import freeze_startup_heap  # noqa: E402
from bot.games.imhotep.cog import command_options  # noqa: E402
from bot.service.actor import Actor  # noqa: E402
from storage.sqlite import SqliteBackend  # noqa: E402

COMMANDS = {"place_stone": "place", "sail": "sail", "take_card": "pick", "play_card": "play"}
PAYLOAD = '{"type":"place_stone","ship":2,"position":3}'
"""A bare row's payload: about the size of a logged move."""
QUICK_MOVES = 20


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


Bare = Callable[[int], Awaitable[None]]
"""One bare insert+commit of row number n."""


@dataclass
class Series:
    moves: list[float]
    bare: list[float]


async def play_game(h: Harness, rng: random.Random, bare: Bare, out: Series, wanted: int) -> None:
    """One game from /game create to its end (or until `wanted` moves were measured): each
    move's latency, then one bare insert+commit's, in ms."""
    ann, bob = h.user("ann"), h.user("bob")
    users = {ann.id: ann, bob.id: bob}
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    while len(out.moves) < wanted:
        pending = await h.bot.service.pending(info.id)
        if not pending:
            return
        user = users[pending[0][0]]
        legal = await h.bot.service.legal_moves(Actor(user.id, user.name), info.id)
        path, options = command_for(rng.choice(legal))
        payload = h.slash_payload(user, path, **options)  # built before the clock starts
        sent = await h.feed(payload)
        answer = next(s for s in sent if s.kind in ("response", "followup"))
        if "went wrong" in answer.content or not answer.ephemeral:
            raise RuntimeError(f"move {path} {options} failed: {answer.content}")
        out.moves.append((answer.at - h.handed_at) * 1000)
        start = time.perf_counter()
        await bare(len(out.bare) + 1)
        out.bare.append((time.perf_counter() - start) * 1000)
    await h.slash(ann, "game abandon")


@asynccontextmanager
async def sqlite_bare(path: Path, synchronous: str) -> AsyncIterator[Bare]:
    async with aiosqlite.connect(path) as conn:
        await conn.execute(f"PRAGMA synchronous = {synchronous}")
        await conn.execute("CREATE TABLE IF NOT EXISTS bare (id INTEGER PRIMARY KEY, x TEXT)")
        await conn.commit()

        async def bare(n: int) -> None:
            await conn.execute("INSERT INTO bare (id, x) VALUES (?, ?)", (n, PAYLOAD))
            await conn.commit()

        yield bare


@asynccontextmanager
async def postgres_bare(url: str) -> AsyncIterator[Bare]:
    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS bare (id BIGINT PRIMARY KEY, x TEXT)")

        async def bare(n: int) -> None:
            await conn.execute("INSERT INTO bare (id, x) VALUES ($1, $2)", n, PAYLOAD)

        yield bare
    finally:
        await conn.close()


async def run(target: str | Path, bare_of: Any, moves: int, seed: int, prepare: Any) -> Series:
    rng = random.Random(seed)
    out = Series([], [])
    async with running_bot(target) as h, bare_of as bare:
        freeze_startup_heap()  # as `meeplepost run` does at the end of its setup
        await prepare(h)
        while len(out.moves) < moves:
            await play_game(h, rng, bare, out, moves)
    return out


async def sqlite_series(synchronous: str, moves: int, seed: int) -> Series:
    async def prepare(h: Harness) -> None:
        backend = h.bot.service.db.backend
        assert isinstance(backend, SqliteBackend)
        await backend.set_synchronous(synchronous)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "bench.db"
        return await run(path, sqlite_bare(path, synchronous), moves, seed, prepare)


def with_settings(url: str, **settings: str) -> str:
    """`url` with extra server settings (asyncpg passes unknown URL parameters as settings)."""
    parts = urlsplit(url)
    query = [(k, v) for k, v in parse_qsl(parts.query) if k not in settings]
    return urlunsplit(parts._replace(query=urlencode([*query, *settings.items()])))


async def postgres_series(server: str, commit: str, moves: int, seed: int) -> Series:
    schema = f"bench_{secrets.token_hex(4)}"
    admin = await asyncpg.connect(server)
    await admin.execute(f"CREATE SCHEMA {schema}")
    try:
        url = with_settings(server, search_path=schema, synchronous_commit=commit)

        async def prepare(_: Harness) -> None:
            return None

        return await run(url, postgres_bare(url), moves, seed, prepare)
    finally:
        await admin.execute(f"DROP SCHEMA {schema} CASCADE")
        await admin.close()


def report(name: str, durability: str, series: Series) -> None:
    m50, m99 = statistics.median(series.moves), percentile(series.moves, 0.99)
    b50, b99 = statistics.median(series.bare), percentile(series.bare, 0.99)
    print(
        f"{name:<10} {durability:<22} move p50 {m50:6.2f} ms p99 {m99:6.2f} ms | bare p50 "
        f"{b50:5.2f} ms p99 {b99:5.2f} ms | ratio p50 {m50 / b50:4.1f}x p99 {m99 / b99:4.1f}x"
        f"  ({len(series.moves)} moves)",
        flush=True,
    )


async def main(moves: int, seed: int, postgres: str | None) -> None:
    print(
        "move command -> recorded answer, and a bare insert+commit after each (interleaved); "
        "the startup heap frozen after setup (gc.freeze), as `meeplepost run` does"
    )
    for synchronous in ("OFF", "FULL"):
        report(
            "sqlite", f"synchronous={synchronous}", await sqlite_series(synchronous, moves, seed)
        )
    if postgres is None:
        print("postgresql: skipped (give --postgres URL or set MEEPLEPOST_TEST_POSTGRES)")
        return
    for commit in ("off", "on"):
        series = await postgres_series(postgres, commit, moves, seed)
        report("postgresql", f"synchronous_commit={commit}", series)
    print("target (issue 19): move p50 <= 3x bare with durability off on both sides")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--postgres", default=os.environ.get("MEEPLEPOST_TEST_POSTGRES"))
    parser.add_argument("--quick", action="store_true", help=f"{QUICK_MOVES} moves a series")
    arguments = parser.parse_args()
    count = QUICK_MOVES if arguments.quick else arguments.moves
    asyncio.run(main(count, arguments.seed, arguments.postgres))
