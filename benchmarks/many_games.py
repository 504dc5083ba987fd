"""Memory and latency of a bot whose database holds many games.

Builds (once, cached under /tmp) a database of 10,000 stored games: 2-player Imhotep games a few
moves in, one in twenty finished. The games are copies of template games played through the
real `GameService` with random legal moves, each copy with its own channel and players, written
through `storage.Database` in one transaction. Then, in a fresh process per database, it starts
the service, times the first answer (a status query), touches every game (a status query and
one legal move where there is one; in the one-game database, moves until the game ends or
ONE_GAME_MOVES were made) and prints the process's peak RSS and the per-move latency
(p50/p99), next to the same figures for a database holding a single game.

Run from the checkout: .venv/bin/python -m benchmarks.many_games [games] [--fresh] [--quick]
"""

from __future__ import annotations

import asyncio
import json
import random
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

from bot.service.actor import Actor
from bot.service.core import GameService
from storage import Database

GAMES = 10_000
QUICK_GAMES = 40
TEMPLATES = 40
FINISHED_EVERY = 20
"""One stored game in this many is a finished one."""
CACHE_DIR = Path(tempfile.gettempdir())
FIRST_CHANNEL = 100_000
ONE_GAME_MOVES = 80
"""Moves made in the one-game process, for a latency distribution to compare with."""


def cached_path(games: int) -> Path:
    return CACHE_DIR / f"meeplepost-many-games-{games}.db"


def channel_of(index: int) -> int:
    return FIRST_CHANNEL + index


def users_of(index: int) -> tuple[int, int]:
    return 2 * index + 1, 2 * index + 2


# -- building the database ------------------------------------------------------------------------


async def play_template(service: GameService, channel: int, seed: int, moves: int | None) -> int:
    """One game through the service: random legal moves, `moves` of them (None: to the end)."""
    ann, bob = Actor(1, "Ann"), Actor(2, "Bob")
    game_id = (await service.create(ann, None, channel, "imhotep", {}, seed=seed)).game_id
    assert game_id is not None
    await service.join(bob, channel)
    await service.start(ann, channel)
    rng, made = random.Random(seed), 0
    by_id = {1: ann, 2: bob}
    while (moves is None or made < moves) and (pending := await service.pending(game_id)):
        actor = by_id[pending[0][0]]
        await service.submit_move(
            actor, game_id, rng.choice(await service.legal_moves(actor, game_id))
        )
        made += 1
    return game_id


async def template_rows(db: Database, game_id: int) -> dict[str, Any]:
    """Everything stored of one game, to be copied."""
    row = await db.get_game(game_id)
    assert row is not None
    snapshots = []
    for seq in await db.snapshot_seqs(game_id):
        snapshot = await db.latest_snapshot(game_id, at_most=seq)
        assert snapshot is not None
        snapshots.append((seq, snapshot.state))
    return {
        "row": row,
        "names": [seat.name for seat in await db.seats(game_id)],
        "moves": await db.moves(game_id),
        "snapshots": snapshots,
    }


async def copy_game(db: Database, template: dict[str, Any], index: int) -> None:
    row = template["row"]
    game_id = await db.create_game(
        guild_id=1,
        channel_id=channel_of(index),
        kind=row.kind,
        host_id=users_of(index)[0],
        options=row.options,
        seed=row.seed,
        fixed=row.fixed,
        settings=row.settings,
        status=row.status,
        at=row.created_at,
    )
    for user_id, name in zip(users_of(index), template["names"], strict=True):
        await db.add_seat(game_id, user_id, name)
    users = dict(zip(template["names"], users_of(index), strict=True))
    for move in template["moves"]:
        await db.append_move(
            game_id,
            move.seq,
            user_id=users[move.player],
            player=move.player,
            move=move.move,
            events=move.events,
            at=move.created_at,
        )
    for seq, state in template["snapshots"]:
        await db.save_snapshot(game_id, seq, state, at=row.created_at)


async def build(path: Path, games: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        service = await GameService.open(Path(tmp) / "templates.db")
        try:
            running = [
                await play_template(service, n, 1000 + n, 1 + n % 8) for n in range(TEMPLATES)
            ]
            finished = [
                await play_template(service, TEMPLATES + n, 5000 + n, None) for n in range(3)
            ]
            templates = [await template_rows(service.db, g) for g in running]
            endings = [await template_rows(service.db, g) for g in finished]
        finally:
            await service.close()
    db = await Database.open(path)
    try:
        async with db.transaction():
            for index in range(games):
                if index % FINISHED_EVERY == FINISHED_EVERY - 1:
                    template = endings[index % len(endings)]
                else:
                    template = templates[index % len(templates)]
                await copy_game(db, template, index)
    finally:
        await db.close()


# -- touching every game, in a fresh process ------------------------------------------------------


def rss_mb() -> float:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024


async def touch(path: Path, games: int, per_game: int) -> dict[str, Any]:
    baseline = rss_mb()
    start = time.perf_counter()
    service = await GameService.open(path)
    try:
        await service.status(Actor(users_of(0)[0], "Ann"), channel_of(0))
        first_answer = time.perf_counter() - start
        latencies = []
        for index in range(games):
            user_ids = users_of(index)
            outcome = await service.status(Actor(user_ids[0], "Ann"), channel_of(index))
            game_id = outcome.game_id
            assert game_id is not None
            for _ in range(per_game):
                pending = await service.pending(game_id)
                if not pending:
                    break
                actor = Actor(pending[0][0], "Player")
                moves = await service.legal_moves(actor, game_id)
                begin = time.perf_counter()
                await service.submit_move(actor, game_id, moves[0])
                latencies.append(time.perf_counter() - begin)
        touched = time.perf_counter() - start
    finally:
        await service.close()
    latencies.sort()
    return {
        "games": games,
        "rss_before_mb": baseline,
        "peak_rss_mb": rss_mb(),
        "first_answer_ms": first_answer * 1000,
        "touch_all_s": touched,
        "moves": len(latencies),
        "move_p50_ms": statistics.median(latencies) * 1000,
        "move_p99_ms": latencies[min(len(latencies) - 1, int(len(latencies) * 0.99))] * 1000,
    }


def touch_in_fresh_process(path: Path, games: int, per_game: int) -> dict[str, Any]:
    """Touches a copy of `path`, so that the cached database stays as built."""
    with tempfile.TemporaryDirectory() as tmp:
        work = Path(tmp) / "work.db"
        shutil.copyfile(path, work)
        output = subprocess.run(
            [
                sys.executable,
                "-m",
                "benchmarks.many_games",
                "--touch",
                str(work),
                str(games),
                str(per_game),
            ],
            check=True,
            capture_output=True,
            text=True,
        ).stdout
    result: dict[str, Any] = json.loads(output.strip().splitlines()[-1])
    return result


def print_result(label: str, result: dict[str, Any]) -> None:
    print(
        f"{label}: peak RSS {result['peak_rss_mb']:.0f} MB"
        f" (after imports {result['rss_before_mb']:.0f} MB),"
        f" first answer {result['first_answer_ms']:.0f} ms,"
        f" every game touched in {result['touch_all_s']:.1f} s;"
        f" {result['moves']} moves: p50 {result['move_p50_ms']:.2f} ms,"
        f" p99 {result['move_p99_ms']:.2f} ms"
    )


def main(games: int, fresh: bool) -> None:
    for count in (games, 1):
        path = cached_path(count)
        if fresh or not path.exists():
            path.unlink(missing_ok=True)
            start = time.perf_counter()
            asyncio.run(build(path, count))
            size = path.stat().st_size / 1024 / 1024
            elapsed = time.perf_counter() - start
            print(f"built {count} games in {elapsed:.1f} s: {path} ({size:.1f} MB)")
        else:
            print(f"reusing {path} (--fresh rebuilds it)")
    many = touch_in_fresh_process(cached_path(games), games, 1)
    print_result(f"{games} games, one move each", many)
    single = touch_in_fresh_process(cached_path(1), 1, ONE_GAME_MOVES)
    print_result(f"1 game, up to {ONE_GAME_MOVES} moves", single)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--touch"]:
        path, games, per_game = Path(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
        print(json.dumps(asyncio.run(touch(path, games, per_game))))
    else:
        numbers = [int(arg) for arg in sys.argv[1:] if arg.isdigit()]
        quick = "--quick" in sys.argv  # a small database, built afresh (CI)
        games = QUICK_GAMES if quick else numbers[0] if numbers else GAMES
        main(games, quick or "--fresh" in sys.argv)
