"""A move is one trip to the database: its binding check, writes, timers and commit go to
SQLite's connection thread as one call, and a move whose check fails there writes nothing."""

from __future__ import annotations

import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fakeclock import FakeClock
from service_support import ANN, BOB, CHANNEL, MOD, started

from bot import gamelog, registry
from bot.service.binding import Issued
from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from storage import GameRow
from storage.sqlite import SqliteBackend


class ThreadCalls:
    """Counts the calls aiosqlite queues to its connection thread (each one a trip there and
    back), on the real connection: every call still runs."""

    def __init__(self, service: GameService) -> None:
        backend = service.db.backend
        assert isinstance(backend, SqliteBackend)
        self.conn = backend._conn
        self.real: Callable[..., Any] = self.conn._execute
        self.count = 0

    async def _counted(self, fn: Any, *args: Any, **kwargs: Any) -> Any:
        self.count += 1
        return await self.real(fn, *args, **kwargs)

    def __enter__(self) -> ThreadCalls:
        self.conn._execute = self._counted
        return self

    def __exit__(self, *_: object) -> None:
        del self.conn._execute


async def move_of(service: GameService, game_id: int, rng: random.Random):
    user_id, _ = (await service.pending(game_id))[0]
    actor = ANN if user_id == ANN.user_id else BOB
    return actor, rng.choice(await service.legal_moves(actor, game_id))


async def next_move(service: GameService, row: GameRow, rng: random.Random):
    """A legal move of whoever is to move, found from the log alone: no read through the
    service's caches between two counted moves."""
    game = registry.engine(row.kind)
    table = gamelog.new_table(game, ["Ann", "Bob"], row.options, row.seed, row.fixed)
    for logged in await service.db.moves(row.id):
        gamelog.advance(table, logged.player, logged.move)
    player = game.pending(table.state)[0].player
    moves = game.legal_moves(table.state, player)
    return (ANN if player == "Ann" else BOB), game.move_to_json(rng.choice(moves))


@pytest.mark.parametrize("deadline", [None, 60])
async def test_a_move_is_one_call_to_the_database_thread(
    db_path: Path, clock: FakeClock, deadline: int | None
):
    service = await GameService.open(db_path, clock=clock)
    try:
        game_id = await started(service)
        if deadline is not None:
            await service.settings(MOD, CHANNEL, deadline_minutes=deadline, reminders=[10])
        row = await service.db.get_game(game_id)
        assert row is not None
        rng = random.Random(4)
        calls = []
        for _ in range(12):
            actor, move = await next_move(service, row, rng)
            clock.advance(5)
            with ThreadCalls(service) as counted:
                await service.submit_move(actor, game_id, move, Issued(at=clock()))
            calls.append(counted.count)
        assert calls[1:] == [1] * 11  # the first move of a loaded game reads its table once
        assert await service.db.move_count(game_id) >= 12
        timers = await service.db.timers(game_id)
        assert len(timers) == (0 if deadline is None else 2)
    finally:
        await service.close()


async def test_a_command_sent_before_the_last_move_is_refused_and_writes_nothing(
    service: GameService, clock: FakeClock
):
    game_id = await started(service)
    rng = random.Random(2)
    sent = clock()
    clock.advance(30)
    actor, move = await move_of(service, game_id, rng)
    await service.submit_move(actor, game_id, move, Issued(at=clock()))
    log = await service.db.moves(game_id)
    clock.advance(30)
    other, later = await move_of(service, game_id, rng)
    assert other is not actor
    with pytest.raises(ServiceError) as refused:
        await service.submit_move(other, game_id, later, Issued(at=sent))
    assert refused.value.message.key == "service.stale_move"
    assert refused.value.message.params == {"then": 0, "now": len(log)}
    assert await service.db.moves(game_id) == log
    await service.submit_move(other, game_id, later, Issued(at=clock()))
    assert len(await service.db.moves(game_id)) > len(log)
