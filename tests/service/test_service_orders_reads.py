"""A Ready reads the game's secret orders once (issue 19): the orders it writes are kept in
memory for the status line and the resolution rather than read back, and what later phases
adopt (orders given ahead, standing orders) comes in the same query. The same figures on both
backends."""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from service_support import ANN, BOB, started, texts
from test_service_rnb_orders import started as rnb_started

from bot.service.core import GameService

READS = ("orders", "orders_ahead", "standing_orders", "kept_orders", "orders_and_kept")


def count_reads(service: GameService, monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """Counts the calls of the database's secret-order reads from now on."""
    calls: Counter[str] = Counter()
    for name in READS:
        method = getattr(service.db, name)

        def counted(
            *args: Any, _name: str = name, _method: Callable[..., Awaitable[Any]] = method
        ) -> Awaitable[Any]:
            calls[_name] += 1
            return _method(*args)

        monkeypatch.setattr(service.db, name, counted)
    return calls


async def test_a_ready_reads_the_orders_once(service: GameService, auction, monkeypatch):
    game_id = await started(service, auction)
    for actor in (ANN, BOB):
        await service.submit_move(actor, game_id, {"type": "take", "n": 2})
    await service.submit_orders(ANN, game_id, {"bid": 2})
    reads = count_reads(service, monkeypatch)

    waiting = await service.set_ready(ANN, game_id)
    assert texts(waiting) == ["bid-1: 1/2 ready; waiting for Bob."]
    assert reads == {"orders_and_kept": 1}

    reads.clear()
    resolved = await service.submit_orders(BOB, game_id, {"bid": 1}, ready=True)
    assert "Ann wins round 1." in texts(resolved)
    assert reads == {"orders_and_kept": 1}
    logged = [m.move["orders"] for m in (await service.db.moves(game_id))[2:]]
    assert logged == [{"bid": 2}, {"bid": 1}]


async def test_defaults_marked_ready_resolve_as_the_database_has_them(
    service: GameService, auction, monkeypatch
):
    game_id = await started(service, auction)
    for actor in (ANN, BOB):
        await service.submit_move(actor, game_id, {"type": "take", "n": 2})
    await service.submit_orders(BOB, game_id, {"bid": 1}, ready=True)
    reads = count_reads(service, monkeypatch)

    resolved = await service.set_ready(ANN, game_id)
    assert [m.key for m in resolved.reply] == ["service.ready_with_defaults"]
    assert "Bob wins round 1." in texts(resolved)
    assert reads == {"orders_and_kept": 1}
    logged = [m.move["orders"] for m in (await service.db.moves(game_id))[2:]]
    assert logged == [{"bid": 0}, {"bid": 1}]


async def test_ready_for_the_turn_reads_each_table_once(service: GameService, monkeypatch):
    game_id = await rnb_started(service)
    reads = count_reads(service, monkeypatch)

    await service.ready_for_turn(ANN, game_id)
    assert reads == {"orders_and_kept": 1}

    reads.clear()
    await service.set_ready(BOB, game_id)  # resolves: t1.movement adopts what it read
    assert reads == {"orders_and_kept": 1}
    adopted = (await service.db.orders(game_id))["Ann"]  # her kept defaults, ready
    assert (adopted.phase, adopted.ready) == ("t1.movement", True)


async def test_showing_orders_reads_them_once(service: GameService, monkeypatch):
    game_id = await rnb_started(service)
    await service.submit_orders(ANN, game_id, "", phase="t1.production")
    await service.submit_orders(ANN, game_id, "build woodcutter at E4", phase="t1.building")
    reads = count_reads(service, monkeypatch)

    shown = await service.show_orders(ANN, game_id)
    lines = [m.english() for m in shown.reply]
    assert lines[0] == "t1.production (not ready): no orders, nothing to do."
    assert lines[-1] == "t1.building (not ready):\n```\nbuild woodcutter at E4\n```"
    assert await service.orders_text(ANN, game_id, "t1.building") == "build woodcutter at E4"
    assert reads == {"orders_and_kept": 2}
