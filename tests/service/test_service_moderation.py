"""Deadlines, reminders, pause/resume/extend, rollback, replace, kick, export and import."""

from __future__ import annotations

import random

import pytest
from fakeclock import START
from service_support import (
    ANN,
    BOB,
    CHANNEL,
    CY,
    GUILD,
    MOD,
    play_random,
    started,
    texts,
)

from bot import gamelog
from bot.registry import engine as get_game
from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.outcomes import ServiceError


async def deadlines(service: GameService, game_id: int) -> dict[str, list[float | None]]:
    found: dict[str, list[float | None]] = {}
    for timer in await service.db.timers(game_id):
        found.setdefault(timer.kind, []).append(timer.due)
    return found


async def state_json(service: GameService, game_id: int):
    table = await service.table(game_id)
    return table.game.to_json(table.state)


async def test_no_deadline_unless_set(service: GameService):
    game_id = await started(service)
    assert await deadlines(service, game_id) == {}
    assert await service.next_due() is None
    with pytest.raises(ServiceError) as err:
        await service.extend(MOD, CHANNEL, 10)
    assert err.value.message.key == "service.no_deadline"


async def test_guild_defaults_apply_to_new_games(service: GameService, clock):
    await service.set_guild_defaults(MOD, GUILD, deadline_minutes=120, reminders=[60])
    game_id = await started(service)
    assert await deadlines(service, game_id) == {
        "deadline": [clock.now + 7200],
        "reminder": [clock.now + 3600],
    }


@pytest.mark.parametrize(
    ("kwargs", "key"),
    [
        ({"deadline_minutes": 0}, "service.bad_deadline"),
        ({"deadline_minutes": 43201}, "service.bad_deadline"),
        ({"deadline_minutes": True}, "service.bad_deadline"),
        ({"deadline_minutes": 60, "reminders": [60]}, "service.bad_reminders"),
        ({"deadline_minutes": 60, "reminders": [0]}, "service.bad_reminders"),
        ({"deadline_minutes": 60, "reminders": [1.5]}, "service.bad_reminders"),
        ({"reminders": [10]}, "service.reminders_need_deadline"),
        ({"on_deadline": "later"}, "service.bad_on_deadline"),
    ],
)
async def test_bad_settings_change_nothing(service: GameService, kwargs, key):
    game_id = await started(service)
    with pytest.raises(ServiceError) as err:
        await service.settings(MOD, CHANNEL, **kwargs)
    assert err.value.message.key == key
    assert (await service.db.get_game(game_id)).settings["deadline_minutes"] is None
    assert await deadlines(service, game_id) == {}


async def test_reminders_then_a_deadline_that_waits_for_a_moderator(service: GameService, clock):
    game_id = await started(service)
    await service.setup_role(MOD, GUILD, 77)
    assert await service.moderator_role(GUILD) == 77
    shown = await service.settings(MOD, CHANNEL, deadline_minutes=60, reminders=[10, 30])
    assert texts(shown) == ["Deadline: 60 min; reminders: 30 min, 10 min; at the deadline: wait."]
    deadline = START + 3600
    assert await service.next_due() == START + 1800

    clock.advance_minutes(29)
    assert await service.fire_due() == []
    clock.advance_minutes(1)
    [reminder] = await service.fire_due()
    assert texts(reminder) == [f"Reminder for Ann: the deadline is <t:{int(deadline)}:R>."]
    assert reminder.posts[0].ping == [ANN.user_id]
    clock.advance_minutes(20)
    [second] = await service.fire_due()
    assert second.posts[0].lines[0].key == "service.reminder"

    clock.advance_minutes(10)
    [expired] = await service.fire_due()
    assert expired.posts[0].lines[0].key == "service.deadline_wait"
    assert expired.posts[0].ping == [ANN.user_id]
    assert expired.data["ping_role"] == 77
    assert await service.next_due() is None
    assert await service.db.move_count(game_id) == 0

    extended = await service.extend(MOD, CHANNEL, 30)
    assert f"<t:{int(clock.now + 1800)}:R>" in texts(extended)[0]
    await service.submit_move(ANN, game_id, {"type": "take_stones"})
    assert await deadlines(service, game_id) == {
        "deadline": [clock.now + 3600],
        "reminder": [clock.now + 1800, clock.now + 3000],
    }


async def test_a_deadline_with_auto_plays_the_default_move(service: GameService, clock):
    game_id = await started(service)
    await service.settings(MOD, CHANNEL, deadline_minutes=60, on_deadline="auto")
    clock.advance_minutes(60)
    [outcome] = await service.fire_due()
    assert texts(outcome)[0] == "The deadline has passed: the bot played for Ann."
    assert outcome.posts[0].board and outcome.posts[0].prompt == [BOB.user_id]
    [logged] = await service.db.moves(game_id)
    assert logged.player == "Ann" and logged.user_id is None
    game = get_game("imhotep")
    first = game.new_game(["Ann", "Bob"], game.default_options(), 3)
    assert logged.move == {"player": "Ann", **game.move_to_json(game.default_move(first, "Ann"))}
    assert await deadlines(service, game_id) == {"deadline": [clock.now + 3600]}
    assert (await service.pending(game_id))[0][0] == BOB.user_id


async def test_stale_timers_are_dropped(service: GameService, clock):
    game_id = await started(service)
    await service.settings(MOD, CHANNEL, deadline_minutes=60, on_deadline="auto")
    await service.db.add_timer(game_id, "deadline", clock.now + 60, {"game": game_id, "seq": 7})
    clock.advance_minutes(2)
    assert await service.fire_due() == []
    assert await service.db.move_count(game_id) == 0
    assert await deadlines(service, game_id) == {"deadline": [START + 3600]}


async def test_pause_resume_and_extend_move_the_deadline(service: GameService, clock):
    game_id = await started(service)
    await service.settings(MOD, CHANNEL, deadline_minutes=60, reminders=[15])
    clock.advance_minutes(10)
    with pytest.raises(ServiceError):
        await service.pause(ANN, CHANNEL)
    paused = await service.pause(MOD, CHANNEL)
    assert texts(paused) == ["Mod paused the game."]
    assert (await service.game(game_id)).status == "paused"
    with pytest.raises(ServiceError) as err:
        await service.pause(MOD, CHANNEL)
    assert err.value.message.key == "service.already_paused"
    with pytest.raises(ServiceError) as err:
        await service.submit_move(ANN, game_id, {"type": "take_stones"})
    assert err.value.message.key == "service.is_paused"
    assert await service.next_due() is None
    status = await service.status(ANN, CHANNEL)
    assert status.reply[-1].english() == "Paused; 50 minutes left when resumed."

    clock.advance_minutes(1000)
    assert await service.fire_due() == []
    await service.extend(MOD, CHANNEL, 5)
    resumed = await service.resume(MOD, CHANNEL)
    assert resumed.posts[0].ping == [ANN.user_id]
    assert await deadlines(service, game_id) == {
        "deadline": [clock.now + 55 * 60],
        "reminder": [clock.now + 40 * 60],
    }
    with pytest.raises(ServiceError) as err:
        await service.resume(MOD, CHANNEL)
    assert err.value.message.key == "service.not_paused"
    for minutes in (0, 43201, True, "5"):
        with pytest.raises(ServiceError) as err:
            await service.extend(MOD, CHANNEL, minutes)
        assert err.value.message.key == "service.bad_minutes"
    await service.extend(MOD, CHANNEL, 30)
    assert await deadlines(service, game_id) == {
        "deadline": [clock.now + 85 * 60],
        "reminder": [clock.now + 70 * 60],
    }
    assert [a.action for a in await service.db.actions(game_id)] == [
        "settings",
        "pause",
        "extend",
        "resume",
        "extend",
    ]


async def test_rollback_truncates_and_rebuilds(service: GameService):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(11), moves=5)
    moves = [m.move for m in await service.db.moves(game_id)]
    for bad in (0, 6, -1, True):
        with pytest.raises(ServiceError) as err:
            await service.rollback(MOD, CHANNEL, bad)
        assert err.value.message.key == "service.bad_rollback"
    outcome = await service.rollback(MOD, CHANNEL, 2)
    assert texts(outcome)[0] == (
        "Mod rolled back 2 moves: the game is back where it stood after move 3."
    )
    assert outcome.posts[0].board and outcome.posts[0].prompt
    assert [m.move for m in await service.db.moves(game_id)] == moves[:3]
    replayed = gamelog.replay(
        get_game("imhotep"), ["Ann", "Bob"], {"pharaohs_wrath": False}, 3, moves[:3]
    )
    assert await state_json(service, game_id) == replayed.game.to_json(replayed.state)
    service.tables.forget()
    assert await state_json(service, game_id) == replayed.game.to_json(replayed.state)


async def test_rollback_revives_a_finished_game(service: GameService):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(12))
    assert (await service.game(game_id)).status == "over"
    await service.rollback(MOD, CHANNEL, 1)
    assert (await service.game_in_channel(CHANNEL)).id == game_id
    assert (await service.game(game_id)).status == "running"
    outcome = await play_random(service, game_id, [ANN, BOB], random.Random(13))
    assert outcome.data["over"]


async def test_export_then_import_round_trip(service: GameService):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(21), moves=10)
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    assert replay["game"] == "imhotep" and replay["players"] == ["Ann", "Bob"]
    assert replay["seed"] == 3 and replay["options"] == {"pharaohs_wrath": False}
    logged = [row.move for row in await service.db.moves(game_id)]
    assert replay["moves"] == logged and all("player" in m for m in replay["moves"])

    new_ann, new_bob = Actor(11, "Ann again"), Actor(12, "Bob again")
    seats = {"Ann": new_ann.user_id, "Bob": new_bob.user_id}
    imported = await service.import_replay(MOD, GUILD, 200, replay, seats)
    new_id = imported.game_id
    assert new_id != game_id
    assert texts(imported)[0].startswith("Mod imported a game of Imhotep")
    info = await service.game(new_id)
    assert info.status == "running" and info.seats == [("Ann", 11), ("Bob", 12)]
    assert await state_json(service, new_id) == await state_json(service, game_id)
    outcome = await play_random(service, new_id, [new_ann, new_bob], random.Random(22))
    assert outcome.data["over"]
    again = (await service.export(new_ann, 200)).data["replay"]
    assert again["moves"][: len(logged)] == replay["moves"]


async def test_import_without_seats_gives_every_seat_to_the_moderator(service: GameService):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(23), moves=4)
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    imported = await service.import_replay(MOD, GUILD, 201, replay)
    assert (await service.game(imported.game_id)).seats == [("Ann", 99), ("Bob", 99)]
    outcome = await play_random(service, imported.game_id, [MOD], random.Random(24))
    assert outcome.data["over"]


@pytest.mark.parametrize(
    ("change", "key"),
    [
        (
            lambda r: r.update(moves=[*r["moves"], {"player": "Ann", "type": "fly"}]),
            "import_rejected",
        ),
        (
            lambda r: r["moves"].insert(0, {"player": "Zed", "type": "take_stones"}),
            "import_rejected",
        ),
        (lambda r: r.update(players="Ann"), "import_invalid"),
        (lambda r: r.update(players=["Ann", "Ann"]), "import_invalid"),
        (lambda r: r.update(seed="x"), "import_invalid"),
        (lambda r: r.update(moves={}), "import_invalid"),
        (lambda r: r.update(moves=[["take_stones"]]), "import_invalid"),
        (lambda r: r.update(options={"speed": 2}), "import_invalid"),
        (lambda r: r.update(players=["\ud800", "Bob"]), "import_invalid"),
        (lambda r: r["moves"].append({"player": "Ann", "type": "x\udfff"}), "import_invalid"),
        (lambda r: r.update(seed=2**63), "import_invalid"),
        (lambda r: r.update(seed=-(2**63) - 1), "import_invalid"),
    ],
)
async def test_a_bad_replay_is_refused_and_creates_nothing(service: GameService, change, key):
    game_id = await started(service)
    await play_random(service, game_id, [ANN, BOB], random.Random(25), moves=3)
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    change(replay)
    with pytest.raises(ServiceError) as err:
        await service.import_replay(MOD, GUILD, 202, replay)
    assert err.value.message.key == f"service.{key}"
    assert await service.game_in_channel(202) is None


async def test_import_checks_the_seats_and_the_channel(service: GameService):
    game_id = await started(service)
    replay = (await service.export(MOD, CHANNEL)).data["replay"]
    with pytest.raises(ServiceError) as err:
        await service.import_replay(MOD, GUILD, 203, replay, {"Ann": 1})
    assert err.value.message.key == "service.import_seats"
    with pytest.raises(ServiceError) as err:
        await service.import_replay(MOD, GUILD, CHANNEL, replay)
    assert err.value.message.key == "service.channel_busy"
    assert (await service.game_in_channel(CHANNEL)).id == game_id


async def test_players_export_only_finished_games(service: GameService):
    game_id = await started(service)
    with pytest.raises(ServiceError) as err:
        await service.export(BOB, CHANNEL)
    assert err.value.message.key == "service.export_not_allowed"
    await play_random(service, game_id, [ANN, BOB], random.Random(26))
    assert (await service.export(BOB, CHANNEL)).data["replay"]["game"] == "imhotep"


async def test_replace_keeps_the_seat_name(service: GameService):
    game_id = await started(service)
    with pytest.raises(ServiceError) as err:
        await service.replace(MOD, CHANNEL, CY.user_id, 50)
    assert err.value.message.key == "service.user_not_seated"
    with pytest.raises(ServiceError) as err:
        await service.replace(MOD, CHANNEL, ANN.user_id, BOB.user_id)
    assert err.value.message.key == "service.user_already_seated"
    outcome = await service.replace(MOD, CHANNEL, ANN.user_id, CY.user_id)
    assert texts(outcome) == ["Ann is now played by a new player."]
    assert outcome.posts[0].prompt == [CY.user_id]
    assert (await service.game(game_id)).seats == [("Ann", CY.user_id), ("Bob", BOB.user_id)]
    with pytest.raises(ServiceError) as err:
        await service.submit_move(ANN, game_id, {"type": "take_stones"})
    assert err.value.message.key == "service.not_in_game"
    await service.submit_move(CY, game_id, {"type": "take_stones"})
    assert (await service.db.moves(game_id))[0].player == "Ann"


async def test_a_kicked_seat_is_played_by_the_bot(service: GameService):
    game_id = await started(service)
    outcome = await service.kick(MOD, CHANNEL, BOB.user_id)
    assert texts(outcome) == [
        "Mod took Bob out of the game; the bot plays that seat's default moves from now on."
    ]
    assert await service.games_of_user(BOB.user_id) == []
    assert [g.id for g in await service.games_of_user(ANN.user_id)] == [game_id]
    outcome = await service.submit_move(ANN, game_id, {"type": "take_stones"})
    assert "The bot played a default move for Bob." in texts(outcome)
    assert outcome.posts[0].prompt == [ANN.user_id]
    with pytest.raises(ServiceError) as err:
        await service.submit_move(BOB, game_id, {"type": "take_stones"})
    assert err.value.message.key == "service.not_in_game"
    outcome = await play_random(service, game_id, [ANN], random.Random(27))
    assert outcome.data["over"]
    bob_moves = [m for m in await service.db.moves(game_id) if m.player == "Bob"]
    assert bob_moves and all(m.user_id is None for m in bob_moves)


async def test_kick_in_the_lobby_removes_the_seat(service: GameService):
    created = await service.create(ANN, GUILD, CHANNEL, "imhotep", {})
    await service.join(BOB, CHANNEL)
    await service.kick(ANN, CHANNEL, BOB.user_id)
    assert (await service.game(created.game_id)).seats == [("Ann", ANN.user_id)]


async def test_after_downtime_only_the_deadline_speaks(service: GameService, clock):
    await started(service)
    await service.settings(MOD, CHANNEL, deadline_minutes=60, reminders=[30])
    clock.advance_minutes(600)
    outcomes = await service.fire_due()
    assert [o.posts[0].lines[0].key for o in outcomes] == ["service.deadline_wait"]
    assert await service.next_due() is None


async def test_a_kicked_player_sees_only_the_public_view_of_their_old_seat(service: GameService):
    """Meduris materials are hidden: once kicked, the seat's holding is the bot's to play, and
    the player who left is one more onlooker."""
    game_id = await started(service, kind="meduris")
    table = await service.table(game_id)
    public = table.game.view(table.state, "@public")
    assert await service.view(game_id, BOB.user_id) != public
    await service.kick(MOD, CHANNEL, BOB.user_id)
    assert await service.view(game_id, BOB.user_id) == public
