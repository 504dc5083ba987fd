"""The crash test's player: plays games concurrently through `GameService` on a real SQLite
file and prints one JSON line per acknowledged move or order, once its call has returned.

Run as `python crash_player.py <database> <run> [<first channel>]`: four 2-player Imhotep games
(random legal moves) and one 2-player Roads & Boats game (the engine's demo orders) in channels
1 to 5 (or the five from the first channel given: another process's own games), each
continued from wherever the file left it, and a new one started when a game ends. It never
stops by itself; the crash test kills it with SIGKILL. Choices are seeded by the run number.
"""

from __future__ import annotations

import asyncio
import json
import random
import sys
from typing import Any

from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.outcomes import ServiceError

KINDS = {1: "imhotep", 2: "imhotep", 3: "imhotep", 4: "imhotep", 5: "roads_and_boats"}
MODERATOR = Actor(999, "Mod", is_moderator=True)


def players(channel: int) -> list[Actor]:
    return [Actor(channel * 10 + 1, "Ann"), Actor(channel * 10 + 2, "Bob")]


def acknowledge(**line: Any) -> None:
    print(json.dumps(line, separators=(",", ":")), flush=True)


async def ready_game(service: GameService, channel: int, rng: random.Random) -> int:
    """The channel's running game: created, joined and started as far as it still needs."""
    host, guest = players(channel)
    info = await service.game_in_channel(channel)
    if info is None:
        seed = rng.randrange(2**31)
        await service.create(host, None, channel, kind_of(channel), {}, seed=seed)
        info = await service.game_in_channel(channel)
    assert info is not None
    if guest.user_id not in [user for _, user in info.seats]:
        await service.join(guest, channel)
    if info.status == "lobby":
        await service.start(host, channel)
    return info.id


async def logged_moves(service: GameService, channel: int) -> int:
    replay = (await service.export(MODERATOR, channel)).data["replay"]
    return len(replay["moves"])


async def play_turn(service: GameService, channel: int, game_id: int, rng: random.Random) -> bool:
    """One move, or every open secret order; False once the game is over."""
    by_id = {actor.user_id: actor for actor in players(channel)}
    pending = await service.pending(game_id)
    if not pending:
        return False
    table = await service.table(game_id)
    user_id, decision = pending[0]
    if decision.simultaneous:
        for user, open_decision in pending:
            orders = table.game.demo_orders(table.state, open_decision.player, rng)
            try:
                await service.submit_orders(by_id[user], game_id, orders, ready=True)
            except ServiceError as refused:
                if refused.message.key != "service.orders_locked":
                    raise
                continue  # ready before the last kill: given already
            acknowledge(
                kind="orders",
                game=game_id,
                player=open_decision.player,
                phase=open_decision.phase,
                orders=orders,
            )
        return True
    seq = await logged_moves(service, channel) + 1
    if kind_of(channel) == "imhotep":
        move = rng.choice(await service.legal_moves(by_id[user_id], game_id))
    else:
        move = table.game.move_to_json(table.game.demo_move(table.state, decision.player, rng))
    await service.submit_move(by_id[user_id], game_id, move)
    acknowledge(kind="move", game=game_id, seq=seq, player=decision.player, move=move)
    return True


async def keep_playing(service: GameService, channel: int, run: int) -> None:
    rng = random.Random(run * 100 + channel)
    while True:
        game_id = await ready_game(service, channel, rng)
        playing = True
        while playing:
            playing = await play_turn(service, channel, game_id, rng)


def kind_of(channel: int) -> str:
    return KINDS[(channel - 1) % len(KINDS) + 1]


async def main(path: str, run: int, first: int) -> None:
    service = await GameService.open(path)
    channels = range(first, first + len(KINDS))
    try:
        await asyncio.gather(*(keep_playing(service, channel, run) for channel in channels))
    finally:
        await service.close()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]) if len(sys.argv) > 3 else 1))
