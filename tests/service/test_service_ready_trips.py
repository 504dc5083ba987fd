"""The Ready that completes a simultaneous phase (issue 19): its mark is never written, since
the resolution's one write clears the phase's orders; the phase's orders (with what the next
phase adopts) are kept in memory by SQLite's one writer, so the request is the resolution's
batch alone, one call to SQLite's connection thread. A resolution that fails leaves the orders
as they were."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakeclock import FakeClock
from service_support import ANN, BOB
from test_service_one_trip import ThreadCalls
from test_service_rnb_orders import ANN_MOVES, BOB_MOVES, phases, started

from bot.service.core import GameService
from storage import StorageError


async def at_movement(service: GameService) -> int:
    """Ann and Bob on twin-valleys at t1.movement, the production phase resolved."""
    game_id = await started(service)
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    assert await phases(service, game_id) == ["t1.movement", "t1.movement"]
    return game_id


async def test_the_ready_that_completes_the_phase_is_one_call_to_the_database(
    db_path: Path, clock: FakeClock
) -> None:
    service = await GameService.open(db_path, clock=clock)
    try:
        game_id = await at_movement(service)
        await service.submit_orders(ANN, game_id, ANN_MOVES, True)
        await service.submit_orders(BOB, game_id, BOB_MOVES)
        with ThreadCalls(service) as counted:
            outcome = await service.set_ready(BOB, game_id)
        assert counted.count == 1  # the batch: the orders were kept as they were written
        told = [m.english() for m in outcome.posts[-1].lines]
        assert "Ann moved red-donkey-1: E3 > E4." in told
        assert await phases(service, game_id) == ["t1.building", "t1.building"]
        assert await service.db.orders(game_id) == {}
        with ThreadCalls(service) as counted:
            waiting = await service.set_ready(ANN, game_id)  # reads no game row, no move count
        assert [m.key for m in waiting.reply] == ["service.ready_with_defaults"]
        assert counted.count == 1  # the defaults written: one statement, a transaction alone
    finally:
        await service.close()


async def test_orders_sent_ready_that_complete_the_phase_are_one_call_too(
    db_path: Path, clock: FakeClock
) -> None:
    service = await GameService.open(db_path, clock=clock)
    try:
        game_id = await at_movement(service)
        table = await service.table(game_id)
        canonical = table.game.orders_from_text(table.state, "Bob", BOB_MOVES)
        await service.submit_orders(ANN, game_id, ANN_MOVES, True)
        with ThreadCalls(service) as counted:
            outcome = await service.submit_orders(BOB, game_id, BOB_MOVES, True)
        assert counted.count == 1
        assert [m.key for m in outcome.reply] == ["service.orders_saved_ready"]
        ann, bob = (await service.db.moves(game_id))[-2:]
        assert (ann.player, bob.player) == ("Ann", "Bob")
        assert bob.move == {
            "player": "Bob", "type": "orders", "phase": "t1.movement", "orders": canonical
        }  # fmt: skip
        assert await phases(service, game_id) == ["t1.building", "t1.building"]
    finally:
        await service.close()


async def test_a_resolution_that_fails_leaves_the_orders_as_they_were(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    game_id = await at_movement(service)
    await service.submit_orders(ANN, game_id, ANN_MOVES, True)
    await service.submit_orders(BOB, game_id, BOB_MOVES)
    before = await service.db.orders(game_id)
    moves = await service.db.moves(game_id)

    async def broken(*_: object) -> None:
        raise StorageError("the disk is full")

    monkeypatch.setattr(service.db, "apply_move", broken)
    with pytest.raises(StorageError):
        await service.set_ready(BOB, game_id)
    monkeypatch.undo()
    assert await service.db.orders(game_id) == before
    assert not before["Bob"].ready
    assert await service.db.moves(game_id) == moves
    outcome = await service.set_ready(BOB, game_id)
    assert await phases(service, game_id) == ["t1.building", "t1.building"]
    assert outcome.posts[-1].board
