"""How many bytes one finished game takes in the database.

Plays 4-player Roads & Boats games (the engine's demo policy for every seat, as `bot/demo.py`
does) and 2-player Imhotep games through the real `GameService` on a temporary SQLite file,
one after another in the same channel, then prints the file's size after VACUUM, the bytes per
game (that size less the size of the same database with no game, divided by the games), and
the bytes of each table and index (SQLite's `dbstat`) with the rows of the per-game tables.

Run from the checkout: .venv/bin/python -m benchmarks.storage_size [games] [seed] [--quick]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sqlite3
import tempfile
import time
from pathlib import Path

from bot.service.actor import Actor
from bot.service.core import GameService

NAMES = ("Ann", "Bob", "Cy", "Dee")
PER_GAME_TABLES = ("moves", "snapshots", "orders", "orders_ahead", "moderation_log", "messages")


async def play(service: GameService, kind: str, players: int, seed: int) -> int:
    """One whole game, every seat played by the engine's demo policy; returns its id."""
    actors = {n + 1: Actor(n + 1, NAMES[n]) for n in range(players)}
    created = await service.create(actors[1], None, 1, kind, {}, seed=seed)
    assert created.game_id is not None
    game_id = created.game_id
    for user_id in range(2, players + 1):
        await service.join(actors[user_id], 1)
    await service.start(actors[1], 1)
    rng = random.Random(seed)
    while pending := await service.pending(game_id):
        table = await service.table(game_id)
        user_id, decision = pending[0]
        if decision.simultaneous:
            for user, open_decision in pending:
                if open_decision.simultaneous:
                    orders = table.game.demo_orders(table.state, open_decision.player, rng)
                    await service.submit_orders(actors[user], game_id, orders, ready=True)
        else:
            move = table.game.demo_move(table.state, decision.player, rng)
            await service.submit_move(actors[user_id], game_id, table.game.move_to_json(move))
    return game_id


def vacuumed_size(path: Path) -> int:
    with sqlite3.connect(path) as conn:
        conn.execute("VACUUM")
    return path.stat().st_size


def report(path: Path, games: int, empty: int) -> None:
    size = vacuumed_size(path)
    print(f"  file after VACUUM: {size / 1024:.1f} KB; with no game: {empty / 1024:.1f} KB")
    print(f"  per game: {(size - empty) / games / 1024:.1f} KB")
    with sqlite3.connect(path) as conn:
        pages = conn.execute(
            "SELECT name, SUM(pgsize), SUM(payload) FROM dbstat GROUP BY name"
            " ORDER BY SUM(pgsize) DESC"
        ).fetchall()
        rows = {t: conn.execute(f"SELECT COUNT(*) FROM {t}").fetchone()[0] for t in PER_GAME_TABLES}
    for name, pages_size, payload in pages:
        if payload == 0:
            continue
        count = f", {rows[name]} rows" if name in rows else ""
        print(
            f"  {name:<28} {pages_size / 1024:7.1f} KB on pages"
            f" ({payload / 1024:.1f} KB data{count})"
        )


async def measure(kind: str, players: int, games: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "size.db"
        service = await GameService.open(path)
        await service.close()
        empty = vacuumed_size(path)
        service = await GameService.open(path)
        played = []
        try:
            start = time.perf_counter()
            for n in range(games):
                game_id = await play(service, kind, players, seed + n)
                table = await service.table(game_id)
                rounds = table.game.round_number(table.state)
                played.append(f"{await service.db.move_count(game_id)} moves/{rounds} rounds")
        finally:
            await service.close()
        elapsed = time.perf_counter() - start
        print(f"{kind}, {players} players, {games} games from seed {seed}: {', '.join(played)}")
        print(f"  played in {elapsed:.1f} s")
        report(path, games, empty)


async def main(games: int, seed: int) -> None:
    await measure("roads_and_boats", 4, games, seed)
    await measure("imhotep", 2, games, seed)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=3)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--quick", action="store_true", help="one game of each (CI)")
    args = parser.parse_args()
    asyncio.run(main(1 if args.quick else args.games, args.seed))
