"""How often Roads & Boats asks each player for something: DMs and waits per player per turn.

Plays scripted 2- and 4-player games through the real service core on a temporary database.
Each time a phase opens for a player who is asked (their DM carries the turn panel), the
player answers once, as the panel's form does: orders kept (empty ones), ready, for every later
phase of the turn, then their orders for the open phase, ready. A second run gives one player
standing orders ("ready with the defaults") for every phase of the turn. Prints, per player,
the DMs that asked for orders and the phases that waited for them, per turn.
Target (issue 10): at most 1 DM and 1 wait per player per turn; 0 for a player whom standing
orders cover.

Run: .venv/bin/python -m benchmarks.rnb_table_talk [--turns 6]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from collections import Counter
from pathlib import Path

from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.outcomes import Outcome
from rules.roads_and_boats.data import PHASES

NAMES = ("ann", "bob", "cy", "dee")
NONE = {"orders": []}
"""Orders that do nothing, kept for a later phase (the engine takes no bare `{}`)."""
CHANNEL = 7


async def play(players: int, turns: int, standing_for: str | None) -> dict[str, Counter[str]]:
    """Per player: "asked" (DMs asking for orders) and "waits" (phases that waited for them)."""
    actors = [Actor(i + 1, NAMES[i]) for i in range(players)]
    by_id = {a.user_id: a for a in actors}
    counts: dict[str, Counter[str]] = {a.name: Counter() for a in actors}
    rng = random.Random(players)
    with tempfile.TemporaryDirectory() as tmp:
        service = await GameService.open(Path(tmp) / "talk.db")
        try:
            return await _play(service, actors, by_id, counts, rng, turns, standing_for)
        finally:
            await service.close()


async def _play(
    service: GameService,
    actors: list[Actor],
    by_id: dict[int, Actor],
    counts: dict[str, Counter[str]],
    rng: random.Random,
    turns: int,
    standing_for: str | None,
) -> dict[str, Counter[str]]:
    await service.create(actors[0], None, CHANNEL, "roads_and_boats", {}, seed=3)
    for actor in actors[1:]:
        await service.join(actor, CHANNEL)
    asked: set[int] = set()
    waited: set[tuple[int, str | None]] = set()

    game_id = 1

    async def count(outcome: Outcome) -> None:
        """DMs asking for orders in turns 1..`turns` (the next turn's first ones aside)."""
        table = await service.table(game_id)
        if table.game.round_number(table.state) > turns:
            return
        for note in outcome.notes:
            if note.prompt:
                counts[by_id[note.user_id].name]["asked"] += 1
                asked.add(note.user_id)

    await count(await service.start(actors[0], CHANNEL))
    if standing_for is not None:
        stander = next(a for a in actors if a.name == standing_for)
        for phase in PHASES:
            await service.set_standing(stander, game_id, f"t1.{phase}", "defaults")
    for _ in range(10_000):
        table = await service.table(game_id)
        if table.game.round_number(table.state) > turns:
            break
        pending = await service.pending(game_id)
        if not pending:
            break
        user_id, decision = pending[0]
        if not decision.simultaneous:
            move = table.game.demo_move(table.state, decision.player, rng)
            json_move = table.game.move_to_json(move)
            await count(await service.submit_move(by_id[user_id], game_id, json_move))
            continue
        stored = await service.db.orders(game_id)
        waiting = [
            (uid, d) for uid, d in pending if not (d.player in stored and stored[d.player].ready)
        ]
        for uid, d in waiting:
            if (uid, d.phase) not in waited:
                waited.add((uid, d.phase))
                counts[by_id[uid].name]["waits"] += 1
        for uid, d in waiting:
            actor = by_id[uid]
            if uid in asked:  # the player answers the panel once: the rest of the turn too
                for later in (await service.order_phases(actor, game_id))[1:]:
                    await count(
                        await service.submit_orders(actor, game_id, NONE, True, phase=later)
                    )
                asked.discard(uid)
            table = await service.table(game_id)
            orders = table.game.demo_orders(table.state, d.player, rng)
            await count(await service.submit_orders(actor, game_id, orders, True))
    return counts


def report(label: str, counts: dict[str, Counter[str]], turns: int) -> None:
    print(label)
    for name, counter in counts.items():
        print(
            f"  {name:4s} DMs asking for orders {counter['asked'] / turns:4.2f}/turn"
            f"   waits {counter['waits'] / turns:4.2f}/turn"
        )


async def main(turns: int) -> None:
    for players in (2, 4):
        report(f"{players} players, {turns} turns", await play(players, turns, None), turns)
        standing = await play(players, turns, "bob")
        report(f"{players} players, {turns} turns, bob on standing orders", standing, turns)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--turns", type=int, default=6)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    asyncio.run(main(1 if args.quick else args.turns))
