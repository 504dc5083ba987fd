"""A player takes back their own last move: bound to the move, refused once anyone acted or
when the move revealed something, logged, with the deadline armed as before the move."""

from __future__ import annotations

import pytest
from fakeclock import START
from service_support import ANN, BOB, CHANNEL, MOD, started, texts

from bot.service.core import GameService
from bot.service.outcomes import ServiceError

TAKE = {"type": "take_stones"}


async def state_json(service: GameService, game_id: int):
    table = await service.table(game_id)
    return table.game.to_json(table.state)


async def refused(call, key: str) -> None:
    with pytest.raises(ServiceError) as err:
        await call
    assert err.value.message.key == key


async def test_an_undone_placement_restores_the_state_and_is_logged(service: GameService):
    game_id = await started(service)
    await service.submit_move(ANN, game_id, TAKE)
    await service.submit_move(BOB, game_id, TAKE)
    before = await state_json(service, game_id)
    placed = await service.submit_move(ANN, game_id, {"type": "place_stone", "ship": 0, "slot": 0})
    seq, mark = placed.data["undo"]
    assert seq == 3
    await refused(service.undo(BOB, game_id, seq, mark), "service.undo_not_yours")
    outcome = await service.undo(ANN, game_id, seq, mark)
    assert texts(outcome)[0] == "Ann took back their last move."
    assert outcome.posts[0].done[0].english() == "Ann took back their last move."
    assert outcome.posts[0].board and outcome.posts[0].prompt == [ANN.user_id]
    assert await service.db.move_count(game_id) == 2
    assert await state_json(service, game_id) == before
    service.tables.forget()
    assert await state_json(service, game_id) == before
    entry = (await service.db.actions(game_id))[-1]
    assert (entry.action, entry.user_id) == ("undo", ANN.user_id)
    assert entry.detail["to"] == 2 and entry.detail["undone"][0]["type"] == "place_stone"
    # a second click on the same button finds the move gone
    await refused(service.undo(ANN, game_id, seq, mark), "service.undo_gone")


async def test_undo_is_refused_once_the_next_player_acted(service: GameService):
    game_id = await started(service)
    taken = await service.submit_move(ANN, game_id, TAKE)
    await service.submit_move(BOB, game_id, TAKE)
    seq, mark = taken.data["undo"]
    await refused(service.undo(ANN, game_id, seq, mark), "service.undo_acted_since")
    assert await service.db.move_count(game_id) == 2
    assert [e.action for e in await service.db.actions(game_id)].count("undo") == 0


async def test_an_old_offer_never_takes_back_a_later_move_of_the_same_number(
    service: GameService, clock
):
    game_id = await started(service)
    first = await service.submit_move(ANN, game_id, TAKE)
    await service.undo(ANN, game_id, *first.data["undo"])
    clock.advance(5)
    again = await service.submit_move(ANN, game_id, TAKE)
    assert again.data["undo"][0] == first.data["undo"][0]
    await refused(service.undo(ANN, game_id, *first.data["undo"]), "service.undo_gone")
    assert await service.db.move_count(game_id) == 1
    await service.undo(ANN, game_id, *again.data["undo"])
    assert await service.db.move_count(game_id) == 0


async def test_the_deadline_is_armed_as_it_was_before_the_move(service: GameService, clock):
    game_id = await started(service)
    await service.settings(MOD, CHANNEL, deadline_minutes=60)
    await service.submit_move(ANN, game_id, TAKE)
    clock.advance(600)
    await service.submit_move(BOB, game_id, TAKE)
    armed = {t.kind: t.due for t in await service.db.timers(game_id)}
    assert armed["deadline"] == START + 600 + 3600
    clock.advance(1200)
    placed = await service.submit_move(ANN, game_id, {"type": "place_stone", "ship": 0, "slot": 0})
    assert {t.kind: t.due for t in await service.db.timers(game_id)}["deadline"] == clock.now + 3600
    clock.advance(60)
    await service.undo(ANN, game_id, *placed.data["undo"])
    assert {t.kind: t.due for t in await service.db.timers(game_id)} == armed


async def test_a_meduris_move_that_rolled_the_die_offers_no_undo_and_is_refused(
    service: GameService,
):
    game_id = await started(service, "meduris")
    by_id = {ANN.user_id: ANN, BOB.user_id: BOB}
    offered = 0
    while True:
        user_id, decision = (await service.pending(game_id))[0]
        actor = by_id[user_id]
        move = (await service.legal_moves(actor, game_id))[0]
        outcome = await service.submit_move(actor, game_id, move)
        if decision.kind != "place_worker":
            raise AssertionError("the workers were placed without a roll")
        if "undo" not in outcome.data:
            break
        offered += 1
    assert offered and any("rolled" in line for line in texts(outcome))
    count = await service.db.move_count(game_id)
    last = (await service.db.moves(game_id, after=count - 1))[0]
    mark = round(last.created_at * 1000)
    await refused(service.undo(actor, game_id, count, mark), "service.undo_revealed")
    assert await service.db.move_count(game_id) == count
