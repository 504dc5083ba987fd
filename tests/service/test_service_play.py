"""A whole Imhotep game through the service, restarts, and requests that must change nothing."""

from __future__ import annotations

import asyncio
import random

import pytest
from service_support import ANN, BOB, CHANNEL, CY, MOD, play_random, started, texts

from bot import gamelog
from bot.registry import engine as get_game
from bot.service.binding import Issued
from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from rules.core import RuleError


async def snapshot_of(service: GameService, game_id: int):
    """Everything a request could change: the log, the state, the status, the seats."""
    table = await service.table(game_id)
    moves = [m.move for m in await service.db.moves(game_id)]
    info = await service.game(game_id)
    return moves, table.game.to_json(table.state), info


async def test_a_full_two_player_game_to_the_end(service: GameService):
    game_id = await started(service)
    rng = random.Random(7)
    picks_prompted = 0
    by_id = {ANN.user_id: ANN, BOB.user_id: BOB}
    outcome = None
    while pending := await service.pending(game_id):
        user_id, decision = pending[0]
        actor = by_id[user_id]
        legal = await service.legal_moves(actor, game_id)
        assert legal, decision
        other = BOB if actor is ANN else ANN
        assert await service.legal_moves(other, game_id) == []
        outcome = await service.submit_move(actor, game_id, rng.choice(legal))
        post = outcome.posts[0]
        assert post.board and post.channel_id == CHANNEL and post.game_id == game_id
        after = await service.pending(game_id)
        if after:
            assert post.prompt == [after[0][0]]
            if after[0][1].kind == "take_card":
                picks_prompted += 1
    assert outcome is not None and outcome.data["over"] is True
    info = await service.game(game_id)
    assert info.status == "over"
    assert await service.game_in_channel(CHANNEL) is None
    assert "The game is over." in texts(outcome)
    assert picks_prompted > 0, "no ship went to the market in this game"
    replay = (await service.export(ANN, CHANNEL)).data["replay"]
    table = gamelog.replay(
        get_game("imhotep"), replay["players"], replay["options"], replay["seed"], replay["moves"]
    )
    assert table.game.scores(table.state) == outcome.data["scores"]
    assert table.game.ranking(table.state) == outcome.data["ranking"]
    assert await service.db.next_due() is None


async def test_restart_continues_the_same_game(db_path, clock):
    first = await GameService.open(db_path, clock=clock)
    game_id = await started(first)
    await play_random(first, game_id, [ANN, BOB], random.Random(1), moves=27)
    before = await first.table(game_id)
    state_before = before.game.to_json(before.state)
    count = await first.db.move_count(game_id)
    assert count >= 27  # the moves made, and any that left no choice, played by the service
    await first.close()

    second = await GameService.open(db_path, clock=clock)
    try:
        after = await second.table(game_id)
        assert after.game.to_json(after.state) == state_before
        assert await second.db.move_count(game_id) == count
        assert (await second.game_in_channel(CHANNEL)).id == game_id
        outcome = await play_random(second, game_id, [ANN, BOB], random.Random(2))
        assert outcome.data["over"] is True
    finally:
        await second.close()


async def test_a_snapshot_is_taken_at_each_round_end(service: GameService):
    game_id = await started(service)
    taken = set(await service.db.snapshot_seqs(game_id))
    rng = random.Random(3)
    while await service.pending(game_id):
        await play_random(service, game_id, [ANN, BOB], rng, moves=1)
        seqs = await service.db.snapshot_seqs(game_id)
        assert len(seqs) <= 2  # older snapshots are pruned as new ones are saved
        taken |= set(seqs)
    total = await service.db.move_count(game_id)
    assert 0 in taken and total in taken
    assert len(taken) >= 7  # start, five round ends, game end (and every 20 moves)
    assert await service.db.snapshot_seqs(game_id) == [total]  # a finished game keeps one
    service.tables.forget()
    table = await service.table(game_id)
    assert table.game.is_over(table.state)


async def test_requests_out_of_turn_or_outside_the_game_change_nothing(service: GameService):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(4), moves=3)
    before = await snapshot_of(service, game_id)
    (turn_user, _), *_ = await service.pending(game_id)
    waiting, idle = (ANN, BOB) if turn_user == ANN.user_id else (BOB, ANN)
    move = {"type": "take_stones"}

    with pytest.raises(ServiceError) as err:
        await service.submit_move(CY, game_id, move)
    assert err.value.message.key == "service.not_in_game"

    with pytest.raises(ServiceError) as err:
        await service.submit_move(idle, game_id, move)
    assert err.value.message.key == "service.not_your_turn"
    assert waiting.name in str(err.value)

    with pytest.raises(RuleError):
        await service.submit_move(waiting, game_id, {"type": "sail", "ship": 9, "site": "moon"})

    for call in (
        service.pause(ANN, CHANNEL),
        service.rollback(ANN, CHANNEL, 1),
        service.extend(ANN, CHANNEL, 10),
        service.replace(BOB, CHANNEL, ANN.user_id, CY.user_id),
        service.kick(BOB, CHANNEL, ANN.user_id),
        service.settings(ANN, CHANNEL, deadline_minutes=5),
        service.abandon(ANN, CHANNEL),
        service.export(ANN, CHANNEL),
        service.import_replay(ANN, 5, 300, {"game": "imhotep"}),
        service.setup_role(ANN, 5, 77),
    ):
        with pytest.raises(ServiceError) as err:
            await call
        assert err.value.message.key in {
            "service.not_moderator",
            "service.not_host",
            "service.export_not_allowed",
        }
    with pytest.raises(ServiceError):
        await service.join(CY, CHANNEL)
    with pytest.raises(ServiceError):
        await service.leave(ANN, CHANNEL)
    assert await snapshot_of(service, game_id) == before
    assert await service.moderator_role(5) is None


async def test_two_moves_at_once_are_serialised(service: GameService):
    game_id = await started(service)
    (user, _), *_ = await service.pending(game_id)
    actor = ANN if user == ANN.user_id else BOB
    results = await asyncio.gather(
        service.submit_move(actor, game_id, {"type": "take_stones"}),
        service.submit_move(actor, game_id, {"type": "take_stones"}),
        return_exceptions=True,
    )
    errors = [r for r in results if isinstance(r, Exception)]
    assert len(errors) == 1 and errors[0].message.key == "service.not_your_turn"
    assert await service.db.move_count(game_id) == 1


async def test_lobby_rules(service: GameService):
    with pytest.raises(RuleError):
        await service.create(ANN, 5, CHANNEL, "chess", {})
    with pytest.raises(ServiceError) as err:
        await service.create(ANN, 5, CHANNEL, "imhotep", {"speed": 3})
    assert err.value.message.key == "service.unknown_option"
    created = await service.create(ANN, 5, CHANNEL, "imhotep", {"pharaohs_wrath": True})
    with pytest.raises(ServiceError) as err:
        await service.create(BOB, 5, CHANNEL, "imhotep", {})
    assert err.value.message.key == "service.channel_busy"
    with pytest.raises(ServiceError) as err:
        await service.start(ANN, CHANNEL)
    assert err.value.message.key == "service.too_few_players"
    same_name = type(ANN)(7, "Ann")
    joined = await service.join(same_name, CHANNEL)
    assert texts(joined) == ["Ann (2) joined (2/4 players)."]
    with pytest.raises(ServiceError) as err:
        await service.join(same_name, CHANNEL)
    assert err.value.message.key == "service.already_seated"
    await service.join(BOB, CHANNEL)
    await service.leave(same_name, CHANNEL)
    info = await service.game(created.game_id)
    assert info.seats == [("Ann", ANN.user_id), ("Bob", BOB.user_id)]
    assert info.status == "lobby" and info.host_id == ANN.user_id
    with pytest.raises(ServiceError) as err:
        await service.start(BOB, CHANNEL)
    assert err.value.message.key == "service.not_host"
    with pytest.raises(ServiceError) as err:
        await service.submit_move(ANN, created.game_id, {"type": "take_stones"})
    assert err.value.message.key == "service.not_started"
    status = await service.status(BOB, CHANNEL)
    assert "waiting for players (2/4): Ann, Bob" in status.reply[0].english()
    outcome = await service.start(MOD, CHANNEL)
    assert texts(outcome)[0] == "The game of Imhotep begins! Seat order: Ann, Bob."
    assert outcome.posts[0].board and outcome.posts[0].prompt == [ANN.user_id]
    assert [g.id for g in await service.games_of_user(BOB.user_id)] == [created.game_id]
    status = await service.status(BOB, CHANNEL)
    assert status.data["board"] is True
    assert [m.english() for m in status.reply[1:3]] == ["Ann: 0 points", "Bob: 0 points"]


async def test_abandon(service: GameService):
    created = await service.create(ANN, 5, CHANNEL, "imhotep", {})
    await service.abandon(ANN, CHANNEL)
    assert (await service.game(created.game_id)).status == "abandoned"
    game_id = await started(service)
    with pytest.raises(ServiceError) as err:
        await service.abandon(ANN, CHANNEL)
    assert err.value.message.key == "service.not_moderator"
    outcome = await service.abandon(MOD, CHANNEL)
    assert texts(outcome) == [f"Game #{game_id} was abandoned by Mod."]
    assert await service.game_in_channel(CHANNEL) is None
    with pytest.raises(ServiceError) as err:
        await service.submit_move(ANN, game_id, {"type": "take_stones"})
    assert err.value.message.key == "service.not_running"


async def test_history_lists_the_last_moves(service: GameService):
    game_id = await started(service)
    assert [m.key for m in (await service.history(ANN, CHANNEL)).reply] == ["service.history_empty"]
    await play_random(service, game_id, [ANN, BOB], random.Random(5), moves=4)
    lines = [m.english() for m in (await service.history(BOB, CHANNEL, last=2)).reply]
    numbered = [line for line in lines if line[:2] in ("3.", "4.")]
    assert len(numbered) == 2 and len(lines) >= 2


async def test_board_png_and_views(service: GameService):
    game_id = await started(service)
    public = await service.view(game_id)
    assert public["viewer"] == "@public"
    assert (await service.view(game_id, ANN.user_id))["viewer"] == "Ann"
    png = await service.board_png(game_id, BOB.user_id)
    assert png.startswith(b"\x89PNG")


async def test_the_last_player_leaving_closes_the_lobby(service: GameService):
    created = await service.create(ANN, 5, CHANNEL, "imhotep", {})
    await service.leave(ANN, CHANNEL)
    assert (await service.game(created.game_id)).status == "abandoned"
    assert await service.game_in_channel(CHANNEL) is None


async def test_a_move_must_be_an_object(service: GameService):
    game_id = await started(service)
    with pytest.raises(RuleError) as err:
        await service.submit_move(ANN, game_id, ["take_stones"])
    assert err.value.message.key == "log.move_not_object"
    assert await service.db.move_count(game_id) == 0


async def test_tracked_messages_survive_a_restart(db_path, clock):
    first = await GameService.open(db_path, clock=clock)
    game_id = await started(first)
    await first.track_message(game_id, "status", CHANNEL, 555)
    with pytest.raises(ServiceError):
        await first.track_message(12345, "status", CHANNEL, 1)
    await first.close()
    second = await GameService.open(db_path, clock=clock)
    try:
        assert await second.tracked_message(game_id, "status") == (CHANNEL, 555)
        assert await second.tracked_message(game_id, "board") is None
    finally:
        await second.close()


async def test_a_move_issued_against_an_earlier_state_is_refused_even_on_your_turn(
    service: GameService,
) -> None:
    """A stale click (drawn at move 0) arrives when it is the clicker's turn again: it is not
    applied to the new state, and says why."""
    game_id = await started(service, "imhotep", (ANN, BOB))
    first = await service.pending(game_id)
    users = {ANN.user_id: ANN, BOB.user_id: BOB}
    mover = users[first[0][0]]
    other = BOB if mover is ANN else ANN
    first_move = (await service.legal_moves(mover, game_id))[0]
    await service.submit_move(mover, game_id, first_move, Issued(seq=0))
    await service.submit_move(other, game_id, (await service.legal_moves(other, game_id))[0])
    again = (await service.legal_moves(mover, game_id))[0]
    with pytest.raises(ServiceError) as refused:
        await service.submit_move(mover, game_id, again, Issued(seq=0))
    assert refused.value.message.key == "service.stale_move"
    assert await service.db.move_count(game_id) == 2
    await service.submit_move(mover, game_id, again, Issued(seq=2))
    assert await service.db.move_count(game_id) == 3


async def test_the_post_after_a_sailing_tells_the_voyage(service: GameService):
    """The board posted after a move is drawn from the engine's recap of it: a ship that sailed
    is shown at its site with its cargo (Imhotep's `view_since`)."""
    game_id = await started(service)
    users = {ANN.user_id: ANN, BOB.user_id: BOB}
    rng = random.Random(11)
    for _ in range(200):
        [(user_id, _)] = await service.pending(game_id)
        legal = await service.legal_moves(users[user_id], game_id)
        sails = [m for m in legal if m["type"] == "sail"]
        move = sails[0] if sails else rng.choice(legal)
        outcome = await service.submit_move(users[user_id], game_id, move)
        if sails:
            story = outcome.posts[0].story
            assert story is not None
            told = story.told()
            assert told is not None and told.recap is not None
            [voyage] = told.recap["since"]["voyages"]
            assert (voyage["ship"], voyage["site"]) == (move["ship"], move["site"])
            png = await service.board_png(game_id, story=story)
            assert png != await service.board_png(game_id)
            return
    raise AssertionError("no ship sailed")
