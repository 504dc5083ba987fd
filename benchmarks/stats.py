"""What statistics cost: recording a game's end, answering `/stats`, recounting from the logs.

Plays whole 2-player Imhotep games (the engine's demo policy for both seats) among a pool of
players in one guild through the real `GameService` on a temporary SQLite file, then prints:

- the time `record_game_end` adds to the transaction that ends a game (recording every game
  again, each in its own transaction, after the results were forgotten);
- `/stats player` and `/stats top` answers (their service calls), median of many;
- `meeplepost db stats-rebuild` (`Stats.rebuild`) for all the games, per game.

Run from the checkout: .venv/bin/python -m benchmarks.stats [games] [players] [seed] [--quick]
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
from bot.service.stats import record_game_end

GUILD = 5
CHANNEL = 1


async def play(service: GameService, ann: Actor, bob: Actor, seed: int) -> int:
    """One whole game of Imhotep played by the demo policy; returns its id."""
    created = await service.create(ann, GUILD, CHANNEL, "imhotep", {}, seed=seed)
    assert created.game_id is not None
    await service.join(bob, CHANNEL)
    await service.start(ann, CHANNEL)
    actors = {ann.user_id: ann, bob.user_id: bob}
    rng = random.Random(seed)
    while pending := await service.pending(created.game_id):
        table = await service.table(created.game_id)
        user_id, decision = pending[0]
        move = table.game.demo_move(table.state, decision.player, rng)
        await service.submit_move(actors[user_id], created.game_id, table.game.move_to_json(move))
    return created.game_id


def ms(seconds: float) -> str:
    return f"{seconds * 1000:.2f} ms"


async def main(games: int, players: int, seed: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        service = await GameService.open(Path(folder) / "stats.db")
        try:
            pool = [Actor(n + 1, f"Player {n + 1}") for n in range(players)]
            rng = random.Random(seed)
            started = time.perf_counter()
            ids = []
            for number in range(games):
                ann, bob = rng.sample(pool, 2)
                ids.append(await play(service, ann, bob, seed + number))
            spent = time.perf_counter() - started
            print(f"{games} games of Imhotep among {players} players: {spent:.1f} s")

            await service.db.clear_stats()
            costs = []
            for game_id in ids:
                row = await service.tables.row(game_id)
                seats = await service.db.seats(game_id)
                table = await service.tables.build(row, seats, await service.db.move_count(game_id))
                begin = time.perf_counter()
                async with service.db.transaction():
                    await record_game_end(service.db, row, table, "over", row.updated_at)
                costs.append(time.perf_counter() - begin)
            median = ms(statistics.median(costs))
            print(f"recording a game's end: median {median}, slowest {ms(max(costs))}")

            answers = []
            for _ in range(200):
                who = rng.choice(pool)
                begin = time.perf_counter()
                await service.stats.player(GUILD, who.user_id, who.name)
                answers.append(time.perf_counter() - begin)
            print(f"/stats player (service): median {ms(statistics.median(answers))}")
            tops = []
            for _ in range(50):
                begin = time.perf_counter()
                await service.stats.top(GUILD, "imhotep")
                tops.append(time.perf_counter() - begin)
            print(f"/stats top (service): median {ms(statistics.median(tops))}")

            begin = time.perf_counter()
            recorded = await service.stats.rebuild()
            spent = time.perf_counter() - begin
            print(
                f"stats-rebuild: {recorded} games in {spent:.2f} s ({ms(spent / recorded)} a game)"
            )
        finally:
            await service.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", type=int, nargs="?", default=40)
    parser.add_argument("players", type=int, nargs="?", default=8)
    parser.add_argument("seed", type=int, nargs="?", default=1)
    parser.add_argument("--quick", action="store_true", help="4 games among 4 players (CI)")
    args = parser.parse_args()
    games, players = (4, 4) if args.quick else (args.games, args.players)
    asyncio.run(main(games, players, args.seed))
