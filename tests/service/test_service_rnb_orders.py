"""Roads & Boats orders through the service: typed in the order language, given ahead for a
later phase (kept in SQLite, checked again when their phase opens), previews and standing
answers; the real engine on a real database file."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakeclock import FakeClock
from service_support import ANN, BOB, MOD, note_texts, texts

from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from rules.core import RuleError

CHANNEL = 500
ANN_MOVES = (
    "move red-donkey-1 load 1 board, to E4\nmove red-donkey-2 to D4\nmove red-donkey-3 to D4"
)
BOB_MOVES = "move yellow-donkey-1 load 1 board, to D3 | move yellow-donkey-2 to C2"


async def begun(service: GameService) -> int:
    """Ann and Bob on twin-valleys, start tiles still to choose."""
    await service.create(ANN, 1, CHANNEL, "roads_and_boats", {"map": "twin-valleys"}, seed=5)
    await service.join(BOB, CHANNEL)
    await service.start(ANN, CHANNEL)
    info = await service.game_in_channel(CHANNEL)
    assert info is not None
    return int(info.id)


async def started(service: GameService) -> int:
    """Ann (red, home E3) and Bob (yellow, home C3) on twin-valleys, at t1.production."""
    game_id = await begun(service)
    homes = {ANN.user_id: "E3", BOB.user_id: "C3"}
    for _ in range(2):
        [(user, _)] = await service.pending(game_id)
        actor = ANN if user == ANN.user_id else BOB
        await service.submit_move(actor, game_id, {"type": "start", "tile": homes[user]})
    return game_id


async def phases(service: GameService, game_id: int) -> list[str | None]:
    return [d.phase for _, d in await service.pending(game_id)]


async def test_orders_ahead_are_kept_across_a_restart_and_become_the_phases_orders(
    db_path: Path, clock: FakeClock
) -> None:
    service = await GameService.open(db_path, clock=clock)
    game_id = await started(service)
    reply = await service.submit_orders(ANN, game_id, ANN_MOVES, True, phase="t1.movement")
    assert [m.key for m in reply.reply] == ["service.ahead_saved_ready"]
    assert await service.orders_text(ANN, game_id, "t1.movement") == ANN_MOVES
    assert await service.orders_text(BOB, game_id, "t1.movement") == ""
    await service.close()

    service = await GameService.open(db_path, clock=clock)
    await service.set_ready(ANN, game_id)
    outcome = await service.set_ready(BOB, game_id)
    assert await phases(service, game_id) == ["t1.movement", "t1.movement"]
    assert note_texts(outcome, ANN.user_id) == []  # covered: nothing needs her
    assert "red-donkey" not in " ".join(texts(outcome) + note_texts(outcome, BOB.user_id))
    assert ANN.user_id not in outcome.posts[-1].prompt
    outcome = await service.submit_orders(BOB, game_id, BOB_MOVES, True)
    assert "Ann moved red-donkey-1: E3 > E4." in texts(outcome)
    assert await service.db.orders_ahead(game_id) == {}
    await service.close()


async def test_orders_ahead_that_fail_when_their_phase_opens_are_dropped_with_the_reason(
    service: GameService,
) -> None:
    game_id = await started(service)
    await service.submit_orders(ANN, game_id, "build woodcutter at E4", True, phase="t1.building")
    for _ in ("t1.production", "t1.movement"):
        await service.set_ready(ANN, game_id)
        outcome = await service.set_ready(BOB, game_id)
    assert await phases(service, game_id) == ["t1.building", "t1.building"]
    notes = note_texts(outcome, ANN.user_id)
    assert "The orders you gave ahead for t1.building were dropped:" in notes
    assert any(n.startswith("Order 1:") for n in notes)
    assert (
        f"Game #{game_id}: send your orders for t1.building (/orders, or the buttons below for "
        "the whole turn at once), then mark them ready." in notes
    )
    assert await service.db.orders(game_id) == {}
    assert await service.db.orders_ahead(game_id) == {}


async def test_orders_ahead_for_a_phase_that_passes_without_a_decision_are_dropped(
    service: GameService,
) -> None:
    """Every donkey leaves home in movement, so nobody decides anything in the first wonder
    phase (the rulebook example's first turn): bricks given ahead for it are dropped."""
    game_id = await started(service)
    await service.submit_orders(ANN, game_id, "bricks 1 pay 1 board", True, phase="t1.wonder")
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    await service.submit_orders(ANN, game_id, ANN_MOVES, True)
    await service.submit_orders(BOB, game_id, BOB_MOVES + " | move yellow-donkey-3 to C2", True)
    await service.set_ready(ANN, game_id)
    outcome = await service.set_ready(BOB, game_id)
    assert await phases(service, game_id) == ["t2.production", "t2.production"]
    notes = note_texts(outcome, ANN.user_id)
    assert "The orders you gave ahead for t1.wonder were dropped:" in notes
    assert "that phase has passed without anything for you to decide." in notes
    assert await service.db.orders_ahead(game_id) == {}


async def test_orders_ahead_are_refused_for_phases_that_are_not_later_this_turn(
    service: GameService,
) -> None:
    game_id = await started(service)
    assert await service.order_phases(ANN, game_id) == [
        "t1.production", "t1.movement", "t1.building", "t1.wonder"
    ]  # fmt: skip
    with pytest.raises(ServiceError) as refused:
        await service.submit_orders(ANN, game_id, "bricks 1 pay 1 board", phase="t2.wonder")
    assert refused.value.message.english() == (
        "You cannot give orders for 't2.wonder' now; you can for: t1.production, t1.movement, "
        "t1.building, t1.wonder."
    )
    with pytest.raises(RuleError) as wrong:
        await service.submit_orders(ANN, game_id, "build woodcutter at E4", phase="t1.movement")
    assert "Line 1" in str(wrong.value)
    with pytest.raises(ServiceError):
        await service.submit_orders(ANN, game_id, "bricks 1 pay 1 board", phase="t1.wonder",
                                    player="Bob")  # fmt: skip
    assert await service.db.orders_ahead(game_id) == {}


async def test_rollback_and_clear_forget_orders_ahead(service: GameService) -> None:
    game_id = await started(service)
    await service.submit_orders(ANN, game_id, ANN_MOVES, phase="t1.movement")
    await service.submit_orders(BOB, game_id, BOB_MOVES, phase="t1.movement")
    await service.clear_orders(BOB, game_id, phase="t1.movement")
    assert list(await service.db.orders_ahead(game_id)) == [("Ann", "t1.movement")]
    again = await service.clear_orders(BOB, game_id, phase="t1.movement")
    assert [m.english() for m in again.reply] == ["t1.movement: no orders stored."]
    await service.rollback(MOD, CHANNEL, 1)
    assert await service.db.orders_ahead(game_id) == {}


async def test_show_orders_previews_the_players_own_orders(service: GameService) -> None:
    game_id = await started(service)
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    await service.submit_orders(ANN, game_id, ANN_MOVES)
    await service.submit_orders(ANN, game_id, "build woodcutter at E4", phase="t1.building")
    shown = await service.show_orders(ANN, game_id)
    lines = [m.english() for m in shown.reply]
    assert lines[0] == f"t1.movement (not ready):\n```\n{ANN_MOVES}\n```"
    assert lines[1] == "If your orders ran now and nobody else acted first:"
    assert "Ann moved red-donkey-1: E3 > E4." in lines
    assert lines[-1] == "t1.building (not ready):\n```\nbuild woodcutter at E4\n```"
    assert shown.data["image"].startswith(b"\x89PNG")
    assert not shown.posts and not shown.notes
    empty = await service.show_orders(BOB, game_id)
    assert [m.english() for m in empty.reply] == ["t1.movement: no orders stored."]
    assert "image" not in empty.data
    await service.submit_orders(BOB, game_id, "")
    shown = await service.show_orders(BOB, game_id)
    assert shown.reply[0].english() == "t1.movement (not ready): no orders, nothing to do."


async def test_standing_answers_any_time_and_only_their_owner_hears(service: GameService) -> None:
    game_id = await started(service)
    standing = {"type": "standing", "standing": {"request": "ask", "positions": []}}
    outcome = await service.submit_move(BOB, game_id, standing)
    assert not outcome.posts and not outcome.notes
    assert [m.english() for m in outcome.reply] == [
        "Bob's standing answers: ask for the order of play: ask; stop praying: never; "
        "sequence positions: ask me."
    ]
    seen_by_ann = [m.english() for m in (await service.history(ANN, CHANNEL)).reply]
    assert seen_by_ann[-1] == "3. Bob changed their own settings."
    seen_by_bob = [m.english() for m in (await service.history(BOB, CHANNEL)).reply]
    assert seen_by_bob[-1] == (
        "3. Bob's standing answers: ask for the order of play: ask; stop praying: never; "
        "sequence positions: ask me."
    )
    with pytest.raises(RuleError):
        await service.submit_move(BOB, game_id, {"type": "standing", "standing": {"x": 1}})


async def test_a_moderator_forces_the_phase_with_the_orders_sent_ready_or_not(
    service: GameService,
) -> None:
    game_id = await started(service)
    with pytest.raises(ServiceError) as refused:
        await service.force(ANN, CHANNEL)
    assert refused.value.message.english() == "Only a moderator can /mod force."
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    await service.submit_orders(ANN, game_id, ANN_MOVES)  # sent, not ready; Bob sent nothing
    outcome = await service.force(MOD, CHANNEL)
    lines = texts(outcome)
    assert lines[0] == "Mod moved the game on: the bot played for Ann, Bob."
    assert "Ann moved red-donkey-1: E3 > E4." in lines
    assert not any("yellow-donkey" in line for line in lines)
    assert await phases(service, game_id) == ["t1.building", "t1.building"]
    assert [a.action for a in await service.db.actions(game_id)][-1] == "force"


async def test_forcing_a_start_tile_plays_the_default_start(service: GameService) -> None:
    game_id = await begun(service)
    [(user, _)] = await service.pending(game_id)
    outcome = await service.force(MOD, CHANNEL)
    chooser = "Ann" if user == ANN.user_id else "Bob"
    assert texts(outcome)[0] == f"Mod moved the game on: the bot played for {chooser}."
    assert texts(outcome)[1] == f"The bot played a default move for {chooser}."
    assert texts(outcome)[2].startswith(f"{chooser} starts on ")


async def test_orders_checked_when_sent_are_not_checked_again_when_the_last_ready_resolves(
    service: GameService, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The resolving Ready reuses the checks made when the orders were sent (issue 19)."""
    game_id = await started(service)
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    table = await service.table(game_id)
    engine = type(table.game)
    checked: list[str] = []
    check = engine.check_orders
    monkeypatch.setattr(
        engine, "check_orders", lambda self, s, p, o: checked.append(p) or check(self, s, p, o)
    )
    await service.submit_orders(ANN, game_id, ANN_MOVES)
    await service.submit_orders(BOB, game_id, BOB_MOVES)
    await service.set_ready(ANN, game_id)
    assert checked == ["Ann", "Bob"]
    outcome = await service.set_ready(BOB, game_id)
    assert "Ann moved red-donkey-1: E3 > E4." in texts(outcome)
    assert checked == ["Ann", "Bob"]


async def test_stored_orders_that_fail_at_resolution_give_way_to_the_default_orders(
    service: GameService,
) -> None:
    """Orders that no longer pass when their phase resolves are replaced by the phase's default
    orders, made from the state the phase resolves on, and their owner alone is told why."""
    game_id = await started(service)
    await service.set_ready(ANN, game_id)
    await service.set_ready(BOB, game_id)
    table = await service.table(game_id)
    bobs = table.game.orders_from_text(table.state, "Bob", BOB_MOVES)
    defaults = table.game.default_orders(table.state, "Ann")
    await service.db.put_orders(
        game_id, "Ann", user_id=ANN.user_id, phase="t1.movement", orders=bobs, ready=True, at=1.0
    )
    outcome = await service.set_ready(BOB, game_id)
    told = note_texts(outcome, ANN.user_id)
    assert (
        "Your orders for t1.movement no longer passed the check, so the default orders were"
        " used. The check said:"
    ) in told
    assert not any("no longer passed" in line for line in note_texts(outcome, BOB.user_id))
    assert not any("no longer passed" in line for line in texts(outcome))
    logged = {
        m.player: m.move for m in await service.db.moves(game_id) if m.move["type"] == "orders"
    }
    assert logged["Ann"] == {
        "player": "Ann",
        "type": "orders",
        "phase": "t1.movement",
        "orders": defaults,
    }
    assert "Ann moved" not in " ".join(texts(outcome))
