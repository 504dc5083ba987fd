"""Rollback through the service once old snapshots are pruned: the table rebuilt at an earlier
move (from an older kept snapshot, or by replaying from the start) equals a replay of the log."""

from __future__ import annotations

import random
from pathlib import Path

from bot import gamelog
from bot.registry import engine as get_game
from bot.service.actor import Actor
from bot.service.core import GameService

ANN, BOB = Actor(1, "Ann"), Actor(2, "Bob")
MOD = Actor(99, "Mod", is_moderator=True)
CHANNEL = 5


async def play(service: GameService, game_id: int, rng: random.Random, moves: int) -> None:
    by_id = {1: ANN, 2: BOB}
    for _ in range(moves):
        pending = await service.pending(game_id)
        if not pending:
            return
        actor = by_id[pending[0][0]]
        await service.submit_move(
            actor, game_id, rng.choice(await service.legal_moves(actor, game_id))
        )


async def replayed(service: GameService, game_id: int) -> object:
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    table = gamelog.replay(
        get_game(replay["game"]),
        replay["players"],
        replay["options"],
        replay["seed"],
        replay["moves"],
        replay.get("fixed"),
    )
    return gamelog.table_to_json(table)


async def test_rollbacks_past_the_pruned_snapshots_rebuild_the_logged_state(db_target: str | Path):
    path = db_target
    service = await GameService.open(path)
    rng = random.Random(21)
    try:
        game_id = (await service.create(ANN, None, CHANNEL, "imhotep", {}, seed=21)).game_id
        assert game_id is not None
        await service.join(BOB, CHANNEL)
        await service.start(ANN, CHANNEL)
        await play(service, game_id, rng, 1000)
        total = await service.db.move_count(game_id)
        assert await service.db.snapshot_seqs(game_id) == [total]
        sources = set()
        for moves, then in [(1, 0), (40, 25), (3, 0), (30, 20), (10, 0), (40, 0)]:
            count = await service.db.move_count(game_id)
            kept = [seq for seq in await service.db.snapshot_seqs(game_id) if seq <= count - moves]
            sources.add("snapshot" if kept else "start")
            await service.rollback(MOD, CHANNEL, moves)
            loaded = gamelog.table_to_json(await service.table(game_id))
            assert loaded == await replayed(service, game_id)
            await play(service, game_id, rng, then)
        assert sources == {"snapshot", "start"}
    finally:
        await service.close()
    reopened = await GameService.open(path)  # and from the file, with no cache
    try:
        assert gamelog.table_to_json(await reopened.table(game_id)) == await replayed(
            reopened, game_id
        )
    finally:
        await reopened.close()
