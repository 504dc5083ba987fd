"""No secret reaches the logs at any level: a whole game played with every logger at DEBUG."""

from __future__ import annotations

import json
import logging
import random
from pathlib import Path

import pytest

from bot.service.actor import Actor
from bot.service.core import GameService

SEED = 918_273_645_546
PLAYERS = [Actor(1, "Ann"), Actor(2, "Bob")]


async def play_with_orders(service: GameService, seed: int) -> list[str]:
    """A whole 2-player Roads & Boats game by the demo policy; returns every secret order
    given, as the JSON the storage writes."""
    by_id = {actor.user_id: actor for actor in PLAYERS}
    game_id = (await service.create(PLAYERS[0], None, 1, "roads_and_boats", {}, seed=seed)).game_id
    assert game_id is not None
    await service.join(PLAYERS[1], 1)
    await service.start(PLAYERS[0], 1)
    rng, secrets = random.Random(1), []
    while pending := await service.pending(game_id):
        table = await service.table(game_id)
        user_id, decision = pending[0]
        if not decision.simultaneous:
            move = table.game.demo_move(table.state, decision.player, rng)
            await service.submit_move(by_id[user_id], game_id, table.game.move_to_json(move))
            continue
        for user, open_decision in pending:
            orders = table.game.demo_orders(table.state, open_decision.player, rng)
            secrets.append(json.dumps(orders, separators=(",", ":"), ensure_ascii=False))
            await service.submit_orders(by_id[user], game_id, orders, ready=True)
    return secrets


async def test_no_seed_or_secret_order_is_logged_even_at_debug(
    tmp_path: Path, caplog: pytest.LogCaptureFixture
):
    caplog.set_level(logging.DEBUG)
    service = await GameService.open(tmp_path / "bot.db")
    caplog.set_level(logging.DEBUG, logger="aiosqlite")  # even if a config asks for its DEBUG
    try:
        secrets = await play_with_orders(service, SEED)
    finally:
        await service.close()
    assert len(secrets) > 20
    for record in caplog.records:
        text = f"{record.getMessage()} {record.exc_text or ''}"
        assert str(SEED) not in text, record.name
        for orders in secrets:
            assert orders not in text, record.name
