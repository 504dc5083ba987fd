"""Secret simultaneous orders through the service, with the test-only Auction game."""

from __future__ import annotations

import pytest
import service_support
from service_support import ANN, BOB, CHANNEL, CY, MOD, note_texts, started, texts

from bot import i18n
from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from rules.core import RuleError


async def to_bidding(service: GameService, auction: str, players=(ANN, BOB)) -> int:
    game_id = await started(service, auction, players)
    for actor in players:
        await service.submit_move(actor, game_id, {"type": "take", "n": 2})
    return game_id


def every_public_text(outcomes) -> str:
    return "\n".join(line for outcome in outcomes for line in texts(outcome))


async def test_a_phase_resolves_when_everyone_is_ready(service: GameService, auction):
    game_id = await started(service, auction)
    await service.submit_move(ANN, game_id, {"type": "take", "n": 2})
    opened = await service.submit_move(BOB, game_id, {"type": "take", "n": 1})
    assert {n.user_id for n in opened.notes} == {ANN.user_id, BOB.user_id}
    assert all(n.board for n in opened.notes)
    assert note_texts(opened, ANN.user_id) == [
        f"Game #{game_id}: send your orders for bid-1 (/orders, or the buttons below for the "
        "whole turn at once), then mark them ready."
    ]
    assert all(n.prompt for n in opened.notes)  # the game's buttons go with the DM
    assert set(opened.posts[0].ping) == {ANN.user_id, BOB.user_id}
    assert opened.posts[0].prompt == []
    with pytest.raises(ServiceError) as err:
        await service.submit_move(ANN, game_id, {"type": "take", "n": 1})
    assert err.value.message.key == "service.use_orders"
    assert await service.legal_moves(ANN, game_id) == []

    outcomes = [await service.submit_orders(ANN, game_id, {"bid": 1})]
    assert [m.key for m in outcomes[0].reply] == ["service.orders_saved"]
    assert outcomes[0].posts == []
    outcomes.append(await service.submit_orders(ANN, game_id, {"bid": 2}, ready=True))
    assert texts(outcomes[-1]) == ["bid-1: 1/2 ready; waiting for Bob."]
    with pytest.raises(ServiceError) as err:
        await service.submit_orders(ANN, game_id, {"bid": 0})
    assert err.value.message.key == "service.orders_locked"
    assert await service.db.move_count(game_id) == 2

    outcomes.append(await service.submit_orders(BOB, game_id, {"bid": 1}, ready=True))
    resolved = outcomes[-1]
    assert texts(resolved)[0] == "bid-1: all 2 ready."
    assert "Ann wins round 1." in texts(resolved)
    assert resolved.posts[-1].board and resolved.posts[-1].prompt == [ANN.user_id]
    assert note_texts(resolved, ANN.user_id) == ["Your secret bid was 2 (SECRET)."]
    assert note_texts(resolved, BOB.user_id) == ["Your secret bid was 1 (SECRET)."]
    assert "SECRET" not in every_public_text(outcomes)
    logged = [m.move for m in await service.db.moves(game_id)][2:]
    assert logged == [
        {"player": "Ann", "type": "orders", "phase": "bid-1", "orders": {"bid": 2}},
        {"player": "Bob", "type": "orders", "phase": "bid-1", "orders": {"bid": 1}},
    ]
    assert await service.db.orders(game_id) == {}
    view = await service.view(game_id, BOB.user_id)
    assert view["coins"] == {"Bob": 1}


async def test_orders_are_checked_and_secret_until_resolution(service: GameService, auction):
    game_id = await to_bidding(service, auction)
    with pytest.raises(RuleError) as err:
        await service.submit_orders(ANN, game_id, {"bid": 3})
    assert err.value.message.key == "auction.bad_bid"
    assert await service.db.orders(game_id) == {}
    with pytest.raises(ServiceError) as err:
        await service.submit_orders(CY, game_id, {"bid": 1})
    assert err.value.message.key == "service.not_in_game"
    await service.submit_orders(ANN, game_id, {"bid": 2})
    history = await service.history(BOB, CHANNEL)
    status = await service.status(BOB, CHANNEL)
    assert "2" not in " ".join(m.english() for m in history.reply if "bid" in m.english())
    assert [m.english() for m in status.reply if m.key == "service.status_waiting"] == [
        "Waiting for: Ann, Bob."
    ]
    await service.set_ready(ANN, game_id)
    status = await service.status(BOB, CHANNEL)
    assert [m.english() for m in status.reply if m.key == "service.status_waiting"] == [
        "Waiting for: Bob."
    ]
    assert (await service.view(game_id))["coins"] == {"Ann": 2, "Bob": 2}


async def test_unready_edit_and_clear(service: GameService, auction):
    game_id = await to_bidding(service, auction)
    await service.submit_orders(ANN, game_id, {"bid": 2}, ready=True)
    unready = await service.set_ready(ANN, game_id, False)
    assert texts(unready) == ["bid-1: 0/2 ready; waiting for Ann, Bob."]
    await service.submit_orders(ANN, game_id, {"bid": 1})
    assert (await service.db.orders(game_id))["Ann"].orders == {"bid": 1}
    cleared = await service.clear_orders(ANN, game_id)
    assert [m.key for m in cleared.reply] == ["service.orders_cleared"]
    assert await service.db.orders(game_id) == {}
    ready = await service.set_ready(BOB, game_id)
    assert [m.key for m in ready.reply] == ["service.ready_with_defaults"]
    resolved = await service.set_ready(ANN, game_id)
    assert "Ann wins round 1." in texts(resolved)
    assert [m.move["orders"] for m in (await service.db.moves(game_id))[2:]] == [
        {"bid": 0},
        {"bid": 0},
    ]


async def test_the_deadline_resolves_with_what_was_sent(service: GameService, auction, clock):
    game_id = await to_bidding(service, auction, (ANN, BOB, CY))
    await service.settings(MOD, CHANNEL, deadline_minutes=30, on_deadline="auto")
    await service.submit_orders(BOB, game_id, {"bid": 2})
    await service.submit_orders(CY, game_id, {"bid": 1}, ready=True)
    clock.advance_minutes(30)
    [outcome] = await service.fire_due()
    assert texts(outcome)[0] == "The deadline has passed: the bot played for Ann, Bob."
    assert "Bob wins round 1." in texts(outcome)
    assert "SECRET" not in every_public_text([outcome])
    assert [m.move["orders"] for m in (await service.db.moves(game_id))[3:]] == [
        {"bid": 0},
        {"bid": 2},
        {"bid": 1},
    ]
    assert [m.user_id for m in (await service.db.moves(game_id))[3:]] == [None, 2, 3]


async def test_the_deadline_waits_and_names_who_is_missing(service: GameService, auction, clock):
    game_id = await to_bidding(service, auction)
    await service.settings(MOD, CHANNEL, deadline_minutes=30)
    await service.submit_orders(BOB, game_id, {"bid": 2}, ready=True)
    clock.advance_minutes(30)
    [outcome] = await service.fire_due()
    assert outcome.posts[0].ping == [ANN.user_id]
    assert "Ann is still to move" in texts(outcome)[0]
    assert "ping_role" not in outcome.data
    assert await service.db.move_count(game_id) == 2


async def test_the_deadline_names_everyone_missing_in_the_plural(
    service: GameService, auction, clock
):
    game_id = await to_bidding(service, auction, (ANN, BOB, CY))
    await service.settings(MOD, CHANNEL, deadline_minutes=30)
    await service.submit_orders(BOB, game_id, {"bid": 2}, ready=True)
    clock.advance_minutes(30)
    [outcome] = await service.fire_due()
    line = outcome.posts[0].lines[0]
    assert "Ann, Cy are still to move" in i18n.render(line, "en-GB")
    assert "Ann, Cy devono ancora muovere" in i18n.render(line, "it")


async def test_a_kicked_player_is_ready_with_default_orders(service: GameService, auction):
    game_id = await to_bidding(service, auction, (ANN, BOB, CY))
    await service.submit_orders(ANN, game_id, {"bid": 1}, ready=True)
    await service.submit_orders(CY, game_id, {"bid": 2})
    kicked = await service.kick(MOD, CHANNEL, CY.user_id)
    assert texts(kicked)[0].startswith("Mod took Cy out of the game")
    assert await service.db.orders(game_id) == {"Ann": (await service.db.orders(game_id))["Ann"]}
    resolved = await service.submit_orders(BOB, game_id, {"bid": 0}, ready=True)
    assert "Ann wins round 1." in texts(resolved)
    assert [m.move["orders"] for m in (await service.db.moves(game_id))[3:]] == [
        {"bid": 1},
        {"bid": 0},
        {"bid": 0},
    ]


async def test_rollback_into_a_phase_undoes_the_whole_phase(service: GameService, auction):
    game_id = await to_bidding(service, auction)
    await service.submit_orders(ANN, game_id, {"bid": 1}, ready=True)
    await service.submit_orders(BOB, game_id, {"bid": 1}, ready=True)
    assert await service.db.move_count(game_id) == 4
    outcome = await service.rollback(MOD, CHANNEL, 1)
    assert texts(outcome)[0] == (
        "Mod rolled back 2 moves: the game is back where it stood after move 2."
    )
    assert {n.user_id for n in outcome.notes} == {ANN.user_id, BOB.user_id}
    table = await service.table(game_id)
    assert table.buffered == {} and table.state["bidding"]


async def test_a_whole_auction_with_export_and_import(service: GameService, auction):
    game_id = await started(service, auction)
    for _ in range(2):
        await service.submit_move(ANN, game_id, {"type": "take", "n": 1})
        await service.submit_move(BOB, game_id, {"type": "take", "n": 2})
        await service.submit_orders(ANN, game_id, {"bid": 1}, ready=True)
        last = await service.submit_orders(BOB, game_id, {"bid": 0}, ready=True)
    assert last.data["over"] and last.data["ranking"] == [["Ann"], ["Bob"]]
    replay = (await service.export(ANN, CHANNEL)).data["replay"]
    assert replay["options"] == {"rounds": 2}
    imported = await service.import_replay(MOD, 5, 300, replay)
    assert (await service.game(imported.game_id)).status == "over"


async def test_an_engine_without_a_default_move_falls_back_to_waiting(
    service: GameService, auction, clock, monkeypatch
):
    def no_default(state, player):
        raise RuleError("auction.bad_move", move="none")

    monkeypatch.setattr(service_support.GAME, "default_move", no_default)
    game_id = await started(service, auction)
    await service.settings(MOD, CHANNEL, deadline_minutes=5, on_deadline="auto")
    clock.advance_minutes(5)
    [outcome] = await service.fire_due()
    assert outcome.posts[0].lines[0].key == "service.deadline_wait"
    assert await service.db.move_count(game_id) == 0
    assert await service.next_due() is None


async def test_one_user_with_every_seat_gives_orders_for_each(service: GameService, auction):
    game_id = await to_bidding(service, auction)
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    imported = (await service.import_replay(MOD, 5, 301, replay)).game_id
    assert {n.user_id for n in (await service.import_replay(MOD, 5, 302, replay)).notes} == {
        MOD.user_id
    }
    first = await service.submit_orders(MOD, imported, {"bid": 1}, ready=True)
    assert texts(first) == ["bid-1: 1/2 ready; waiting for Bob."]
    with pytest.raises(ServiceError) as err:
        await service.submit_orders(MOD, imported, {"bid": 0}, player="Ann")
    assert err.value.message.key == "service.orders_locked"
    second = await service.submit_orders(MOD, imported, {"bid": 2}, ready=True)
    assert "Bob wins round 1." in texts(second)
    assert (await service.db.move_count(game_id)) == 2


async def test_a_kicked_seat_is_not_pending(service: GameService, auction):
    game_id = await to_bidding(service, auction, (ANN, BOB, CY))
    await service.kick(MOD, CHANNEL, CY.user_id)
    assert [(user, d.player) for user, d in await service.pending(game_id)] == [
        (ANN.user_id, "Ann"),
        (BOB.user_id, "Bob"),
    ]


async def test_orders_the_engine_warns_about_are_kept_and_the_warning_shown(
    service: GameService, auction
):
    """The engine accepts orders that count on others with a warning: the player reads it
    privately, the orders are stored, and nobody else hears of it."""
    game_id = await to_bidding(service, auction)
    outcome = await service.submit_orders(ANN, game_id, {"bid": 0})
    assert [m.english() for m in outcome.reply][1:] == [
        "Accepted, but read this: some orders count on other players or will be adjusted.",
        "A bid of 0 wins only if everyone else bids 0 too.",
    ]
    assert not outcome.posts and not outcome.notes
    assert (await service.db.orders(game_id))["Ann"].orders == {"bid": 0}
