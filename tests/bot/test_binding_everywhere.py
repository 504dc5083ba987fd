"""Issue 16 through real discord.py payloads: every action (any-time moves, moderator
commands) applies once, to the state it was issued against; bad numbers, forged component ids
and empty selects get a specific private answer; names stay plain text in public posts."""

from __future__ import annotations

import json
import random
import threading
from typing import Any

from harness import CHANNEL_ID, MANAGE_GUILD, OTHER_CHANNEL_ID, Harness, Sent, Upload, User
from test_discord_imhotep import open_game as open_imhotep
from test_discord_imhotep import whose_turn
from test_discord_meduris import (
    GENERIC_ERROR,
    decider,
    logged,
    open_game,
    panel_of,
    picks,
    play_until,
)
from test_discord_roads_and_boats import open_game as open_rnb

from bot import gamelog
from bot.games.meduris.cog import counts_text
from bot.games.meduris.components import exchange_moves
from bot.service.actor import Actor


def exchange_button(panel: Sent) -> str:
    return next(c for c in panel.custom_ids() if c.endswith(":b:exchange"))


async def exchange_menu(h: Harness, user: User, panel: Sent) -> tuple[Sent, str]:
    """Clicks Exchange on `panel` and follows the steps until a menu offers whole exchanges;
    returns that menu and the value of its first whole exchange."""
    step = await h.click(user, panel, exchange_button(panel))
    for _ in range(3):
        [menu] = [s for s in step if s.ephemeral and picks(s)]
        whole = [value for _, value in picks(menu) if value and "|g:" in value]
        if whole:
            return menu, whole[0]
        custom_id, value = picks(menu)[0]
        step = await h.click(user, menu, custom_id, [str(value)])
    raise AssertionError("no whole exchange was offered")


async def meduris_turn(h: Harness) -> tuple[list[User], int, User]:
    users, game_id = await open_game(h, 2)
    mover = await play_until(h, game_id, users, "turn", random.Random(3))
    return users, game_id, mover


def exchanges(moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in moves if m["type"] == "exchange"]


# --- any-time moves ----------------------------------------------------------------------------


async def test_an_exchange_clicked_three_times_at_once_applies_once(harness: Harness) -> None:
    h = harness
    _users, game_id, mover = await meduris_turn(h)
    menu, value = await exchange_menu(h, mover, panel_of(h, mover))
    custom_id = menu.custom_ids()[0]
    before = await logged(h, game_id)
    clicks = [h.click_payload(mover, menu, custom_id, [value]) for _ in range(3)]
    sent = await h.feed_at_once(*clicks)
    assert len(exchanges((await logged(h, game_id))[len(before) :])) == 1
    refused = [s for s in sent if s.ephemeral and "has acted since that was sent" in s.content]
    assert len(refused) == 2
    assert not [s for s in sent if GENERIC_ERROR in s.content]


async def test_an_exchange_command_sent_twice_at_once_acts_once(harness: Harness) -> None:
    h = harness
    users, game_id, mover = await meduris_turn(h)
    view = await h.bot.service.view(game_id, mover.id)
    held = next(p for p in view["players"] if p["name"] == mover.name)["materials"]
    [possible, *_] = exchange_moves(held, view["supply_available"])
    options = {"give": counts_text(possible["give"]), "take": possible["take"]}
    before = await logged(h, game_id)
    sent = await h.feed_at_once(
        h.slash_payload(mover, "meduris exchange", **options),
        h.slash_payload(mover, "meduris exchange", **options),
    )
    assert len(exchanges((await logged(h, game_id))[len(before) :])) == 1
    assert sum("has acted since that was sent" in s.content for s in sent if s.ephemeral) == 1
    assert (await decider(h, game_id, users))[0] is mover, "the turn is still the mover's"


async def test_an_exchange_from_a_panel_the_game_has_moved_past_is_refused(
    harness: Harness,
) -> None:
    """Refused at its first click: an old panel's Exchange opens no menu."""
    h = harness
    users, game_id, mover = await meduris_turn(h)
    other = next(u for u in users if u is not mover)
    # drawn for a decision of theirs that has been made since (delivery took its components
    # off; a client that has not seen that edit yet still sends the click)
    old = next(s for s in reversed(h.sent) if s.kind == "dm" and s.dm_user == other.id)
    assert not h.live(user=other)
    before = await logged(h, game_id)
    sent = await h.click(other, old, exchange_button(old))
    assert [s.ephemeral for s in sent] == [True], "no next step is offered"
    assert "no longer in use" in sent[0].content
    assert await logged(h, game_id) == before


async def test_an_exchange_after_another_players_exchange_still_applies(
    harness: Harness,
) -> None:
    """Another seat's side move changes nothing an exchange rests on: both apply."""
    h = harness
    users, game_id, mover = await meduris_turn(h)
    other = next(u for u in users if u is not mover)
    menu, value = await exchange_menu(h, mover, panel_of(h, mover))
    mine = h.click_payload(mover, menu, menu.custom_ids()[0], [value])
    view = await h.bot.service.view(game_id, other.id)
    held = next(p for p in view["players"] if p["name"] == other.name)["materials"]
    theirs = exchange_moves(held, view["supply_available"])
    assert theirs, "the seed leaves the other player 3 materials to exchange"
    options = {"give": counts_text(theirs[0]["give"]), "take": theirs[0]["take"]}
    before = await logged(h, game_id)
    await h.slash(other, "meduris exchange", **options)
    sent = await h.feed_at_once(mine)
    assert not [s for s in sent if "since that was sent" in s.content], sent
    assert [m["player"] for m in exchanges((await logged(h, game_id))[len(before) :])] == [
        other.name,
        mover.name,
    ]


async def test_a_players_setting_sent_twice_at_once_is_logged_once(harness: Harness) -> None:
    """A setting reads nothing of the game: it is bound only against its own copies."""
    h = harness
    ann, _bob, game_id = await open_rnb(h)
    before = await logged(h, game_id)
    standing = [h.slash_payload(ann, "rnb standing", positions="2,1") for _ in range(2)]
    sent = await h.feed_at_once(*standing)
    settings = [m for m in (await logged(h, game_id))[len(before) :] if m["type"] == "standing"]
    assert settings == [{"player": "ann", "type": "standing", "standing": {"positions": [2, 1]}}]
    assert sum("has acted since that was sent" in s.content for s in sent if s.ephemeral) == 1
    sent = await h.slash(ann, "rnb standing", positions="ask")
    assert not [s for s in sent if "since that was sent" in s.content], "a later one applies"


# --- moderator commands ------------------------------------------------------------------------


async def imhotep_with_moves(h: Harness, moves: int) -> tuple[User, User, int, User]:
    """An Imhotep game with `moves` moves made, and a moderator."""
    ann, bob, game_id = await open_imhotep(h)
    for _ in range(moves):
        await make_a_move(h, game_id, ann, bob)
    assert await h.bot.service.db.move_count(game_id) == moves
    return ann, bob, game_id, h.user("mod", permissions=MANAGE_GUILD)


async def make_a_move(h: Harness, game_id: int, *users: User) -> None:
    user = await whose_turn(h, game_id, {u.id: u for u in users})
    actor = Actor(user.id, user.name)
    [move, *_] = await h.bot.service.legal_moves(actor, game_id)
    await h.bot.service.submit_move(actor, game_id, move)


def moderated_since(sent: list[Sent], command: str) -> int:
    line = f"A moderator has used /mod {command} on this game since that was sent"
    return sum(line in s.content for s in sent if s.ephemeral)


async def test_a_rollback_sent_twice_at_once_rolls_back_once(harness: Harness) -> None:
    h = harness
    _ann, _bob, game_id, mod = await imhotep_with_moves(h, 3)
    rollback = [h.slash_payload(mod, "mod rollback", moves=1) for _ in range(2)]
    sent = await h.feed_at_once(*rollback)
    assert await h.bot.service.db.move_count(game_id) == 2
    assert moderated_since(sent, "rollback") == 1
    assert not [s for s in sent if GENERIC_ERROR in s.content]


async def test_a_rollback_sent_before_a_move_is_refused_after_it(harness: Harness) -> None:
    """The moderator meant the moves they saw: a move made meanwhile is not the one undone."""
    h = harness
    ann, bob, game_id, mod = await imhotep_with_moves(h, 2)
    rollback = h.slash_payload(mod, "mod rollback", moves=1)
    await make_a_move(h, game_id, ann, bob)
    sent = await h.feed_at_once(rollback)
    assert sent[-1].ephemeral and "moved on since that was sent (move 2, now move 3)" in (
        sent[-1].content
    )
    assert await h.bot.service.db.move_count(game_id) == 3


async def test_an_extend_sent_twice_at_once_extends_once(harness: Harness) -> None:
    h = harness
    _ann, _bob, game_id, mod = await imhotep_with_moves(h, 1)
    await h.slash(mod, "mod settings", deadline_minutes=60)
    [deadline] = [t for t in await h.bot.service.db.timers(game_id) if t.kind == "deadline"]
    assert deadline.due is not None
    extend = [h.slash_payload(mod, "mod extend", minutes=30) for _ in range(2)]
    sent = await h.feed_at_once(*extend)
    [after] = [t for t in await h.bot.service.db.timers(game_id) if t.kind == "deadline"]
    assert after.due == deadline.due + 30 * 60
    assert moderated_since(sent, "extend") == 1


async def test_a_force_sent_twice_at_once_forces_once(harness: Harness) -> None:
    h = harness
    _ann, _bob, game_id, mod = await imhotep_with_moves(h, 1)
    force = [h.slash_payload(mod, "mod force") for _ in range(2)]
    sent = await h.feed_at_once(*force)
    assert await h.bot.service.db.move_count(game_id) == 2
    assert moderated_since(sent, "force") == 1
    assert not [s for s in sent if GENERIC_ERROR in s.content]


async def test_other_mod_commands_sent_twice_at_once_act_once(harness: Harness) -> None:
    h = harness
    ann, bob, game_id, mod = await imhotep_with_moves(h, 1)
    sent = await h.feed_at_once(*(h.slash_payload(mod, "mod pause") for _ in range(2)))
    assert moderated_since(sent, "pause") == 1
    sent = await h.feed_at_once(*(h.slash_payload(mod, "mod resume") for _ in range(2)))
    assert moderated_since(sent, "resume") == 1
    settings = [
        h.slash_payload(mod, "mod settings", deadline_minutes=minutes) for minutes in (30, 90)
    ]
    sent = await h.feed_at_once(*settings)
    assert moderated_since(sent, "settings") == 1
    row = await h.bot.service.db.get_game(game_id)
    assert row is not None and row.settings["deadline_minutes"] == 30
    cid = h.user("cid")
    replace = [h.slash_payload(mod, "mod replace", old=bob, new=cid) for _ in range(2)]
    sent = await h.feed_at_once(*replace)
    assert moderated_since(sent, "replace") == 1
    kick = [h.slash_payload(mod, "mod kick", user=ann) for _ in range(2)]
    sent = await h.feed_at_once(*kick)
    assert moderated_since(sent, "kick") == 1
    actions = [entry.action for entry in await h.bot.service.db.actions(game_id)]
    assert actions == ["pause", "resume", "settings", "replace", "kick"]


# --- numbers from users ------------------------------------------------------------------------

LONG = "9" * 5000


async def test_a_5000_digit_number_in_orders_json_is_refused_by_name(harness: Harness) -> None:
    h = harness
    ann, _bob, game_id = await open_rnb(h)
    text = '{"orders": [{"type": "produce", "building": "woodcutter", "count": ' + LONG + "}]}"
    sent = await h.slash(ann, "orders submit", text=text)
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, f"{'9' * 18}… is too long a number: a number here has at most 18 digits.")
    ]
    assert await h.bot.service.db.orders(game_id) == {}


async def test_a_5000_digit_count_in_an_exchange_is_refused_by_name(harness: Harness) -> None:
    h = harness
    _users, game_id, mover = await meduris_turn(h)
    before = await logged(h, game_id)
    sent = await h.slash(mover, "meduris exchange", give=f"wood={LONG}", take="stone")
    assert [s.ephemeral for s in sent] == [True]
    assert "is too long a number: a number here has at most 18 digits" in sent[0].content
    assert await logged(h, game_id) == before


async def test_an_import_seat_given_a_user_id_sqlite_cannot_hold_is_refused(
    harness: Harness,
) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    replay = b'{"game": "imhotep", "players": ["ann", "bob"], "seed": 1, "moves": []}'
    too_big = {
        f"ann={2**64}, bob={mod.id}": f"'ann={2**64}' names no Discord member: a member is an "
        "@mention or an id of at most 19 digits.",
        f"ann={2**70}, bob={mod.id}": f"Seats are name=@member pairs separated by commas; "
        f"'ann={2**70}' is not.",
        f"ann={LONG}": "Seats are name=@member pairs separated by commas; "
        f"'ann={LONG[:56]}…' is not.",
    }
    for seats, answer in too_big.items():
        sent = await h.slash(mod, "mod import", file=Upload("game.json", replay), seats=seats)
        assert [(s.ephemeral, s.content) for s in sent] == [(True, answer)]
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


# --- forged component ids, empty selects -----------------------------------------------------


def forged_click(
    h: Harness, user: User, message: Sent, custom_id: str, values: list[str] | None
) -> dict[str, Any]:
    """A click on a component with any id (a forged message holds it: discord.py builds the
    clicked item from the message's own components)."""
    payload = h.click_payload(user, message, message.custom_ids()[0])
    if values is None:
        component: dict[str, Any] = {"type": 2, "style": 1, "label": "x", "custom_id": custom_id}
    else:
        options = [{"label": v, "value": v} for v in values or ["x"]]
        component = {"type": 3, "custom_id": custom_id, "options": options}
    payload["message"] = {
        **payload["message"],
        "components": [{"type": 1, "components": [component]}],
    }
    payload["data"] = {"custom_id": custom_id, "component_type": component["type"]}
    if values is not None:
        payload["data"]["values"] = values
    return payload


def forged_ids(imhotep: int, meduris: int, seq: int) -> list[tuple[str, list[str] | None]]:
    """Every game's component ids, each naming a game of another kind."""
    return [
        (f"mp:med:{imhotep}:{seq}:b:exchange", None),
        (f"mp:med:{imhotep}:{seq}:b:place|h:wood", None),
        (f"mp:med:{imhotep}:{seq}:hut", ["hut|d:1"]),
        (f"mp:med:{imhotep}:{seq}:more", ["exchange|t:stone"]),
        (f"mp:imh:{meduris}:{seq}:take", None),
        (f"mp:imh:{meduris}:{seq}:place", ["place"]),
        (f"mp:rnb:{imhotep}:{seq}:start", ["C3"]),
        (f"mp:rnb:{meduris}:{seq}:request_order:yes", None),
        (f"mp:rnb:{meduris}:{seq}:choose_position:2", None),
        *(
            (f"mp:rnb:{game}:turn:t1.production:{action}", None)
            for game in (imhotep, meduris)
            for action in ("write", "ready", "show", "standing")
        ),
        (f"mp:rnb:{imhotep}:standing:t1.production:repeat", None),
    ]


async def test_a_component_id_naming_another_kind_of_game_is_refused_like_a_stale_one(
    harness: Harness,
) -> None:
    h = harness
    users, meduris = await open_game(h, 2)
    ann, bob = h.user("ann2"), h.user("bob2")
    await h.slash(ann, "game create", game="imhotep", channel_id=OTHER_CHANNEL_ID)
    await h.slash(bob, "game join", channel_id=OTHER_CHANNEL_ID)
    await h.slash(ann, "game start", channel_id=OTHER_CHANNEL_ID)
    info = await h.bot.service.game_in_channel(OTHER_CHANNEL_ID)
    assert info is not None and info.kind == "imhotep"
    mover, _ = await decider(h, meduris, users)
    panel = panel_of(h, mover)
    before = {game: await logged(h, game) for game in (meduris, info.id)}
    for clicker in (mover, ann):
        for custom_id, values in forged_ids(info.id, meduris, 0):
            sent = await h.feed_at_once(forged_click(h, clicker, panel, custom_id, values))
            answers = [(s.ephemeral, s.content) for s in sent if s.kind != "dm"]
            assert len(answers) == 1 and answers[0][0], (custom_id, sent)
            assert "no longer in use" in answers[0][1], (custom_id, answers)
    assert {game: await logged(h, game) for game in before} == before


async def test_a_select_with_no_values_gets_an_answer(harness: Harness) -> None:
    h = harness
    users, game_id = await open_game(h, 2)
    mover, _ = await decider(h, game_id, users)
    panel = panel_of(h, mover)
    seq = await h.bot.service.db.move_count(game_id)
    ann, bob = h.user("ann2"), h.user("bob2")
    await h.slash(ann, "game create", game="roads_and_boats", channel_id=OTHER_CHANNEL_ID)
    await h.slash(bob, "game join", channel_id=OTHER_CHANNEL_ID)
    await h.slash(ann, "game start", channel_id=OTHER_CHANNEL_ID)
    rnb = await h.bot.service.game_in_channel(OTHER_CHANNEL_ID)
    third = OTHER_CHANNEL_ID + 1
    await h.slash(ann, "game create", game="imhotep", channel_id=third)
    await h.slash(bob, "game join", channel_id=third)
    await h.slash(ann, "game start", channel_id=third)
    imhotep = await h.bot.service.game_in_channel(third)
    assert rnb is not None and imhotep is not None
    for custom_id in (
        f"mp:med:{game_id}:{seq}:more",
        f"mp:med:{game_id}:{seq}:hut",
        f"mp:rnb:{rnb.id}:0:start",
        f"mp:imh:{imhotep.id}:0:place",
    ):
        sent = await h.feed_at_once(forged_click(h, mover, panel, custom_id, []))
        assert [(s.ephemeral, s.content) for s in sent] == [
            (True, "Nothing was chosen; pick one of the options.")
        ], custom_id


# --- names in public posts ---------------------------------------------------------------------

MARKUP_NAME = "<@&123456789012345678> @everyone **boss**"
RAW = ("<@&123456789012345678>", "@everyone", "**")


def public_posts(sent: list[Sent]) -> list[str]:
    return [s.content for s in sent if s.posted]


def assert_plain(posts: list[str]) -> None:
    assert posts
    for post in posts:
        assert not [raw for raw in RAW if raw in post], post


async def test_a_moderators_chosen_name_is_plain_text_in_every_post(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_imhotep(h)
    await make_a_move(h, game_id, ann, bob)
    mod = h.user(MARKUP_NAME, permissions=MANAGE_GUILD)
    posts: list[str] = []
    for command, options in (
        ("mod settings", {"deadline_minutes": 60}),
        ("mod pause", {}),
        ("mod extend", {"minutes": 30}),
        ("mod resume", {}),
        ("mod force", {}),
        ("mod rollback", {"moves": 1}),
    ):
        sent = await h.slash(mod, command, **options)
        assert not [s for s in sent if GENERIC_ERROR in s.content or "since" in s.content], sent
        assert public_posts(sent), command
        posts += public_posts(sent)
    assert_plain(posts)
    assert sum("boss" in post for post in posts) >= 5
    sent = await h.slash(mod, "game abandon")
    assert_plain(public_posts(sent))


async def test_a_hosts_chosen_name_is_plain_text_when_they_abandon(harness: Harness) -> None:
    h = harness
    host = h.user(MARKUP_NAME)
    await h.slash(host, "game create", game="imhotep")
    sent = await h.slash(host, "game abandon")
    assert_plain(public_posts(sent))
    assert any("boss" in post for post in public_posts(sent))


async def test_imported_player_names_are_plain_text(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    names = f'["{MARKUP_NAME}", "bob <@{mod.id}>"]'
    replay = f'{{"game": "imhotep", "players": {names}, "seed": 1, "moves": []}}'.encode()
    sent = await h.slash(mod, "mod import", file=Upload("game.json", replay))
    assert_plain(public_posts(sent))
    assert not [p for p in public_posts(sent) if f"bob <@{mod.id}>" in p]
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    seats = [name for name, _ in info.seats]
    assert seats == ["‹@\u200b&123456789012345678› @\u200beveryone boss", f"bob ‹@\u200b{mod.id}›"]
    # the moves of an imported game name its players as they now sit
    actor = Actor(mod.id, "mod", is_moderator=True)
    [move, *_] = await h.bot.service.legal_moves(actor, info.id)
    await h.bot.service.submit_move(actor, info.id, move)
    exported = (await h.bot.service.export(actor, CHANNEL_ID)).data["replay"]
    await h.slash(mod, "game abandon")
    again = json.dumps(exported).encode()
    sent = await h.slash(mod, "mod import", file=Upload("game.json", again))
    assert not [s for s in sent if GENERIC_ERROR in s.content or "invalid" in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and [name for name, _ in info.seats] == seats
    assert await h.bot.service.db.move_count(info.id) == 1


# --- /mod import off the event loop ------------------------------------------------------------


def rnb_replay(map_text: str) -> bytes:
    replay = {
        "game": "roads_and_boats",
        "players": ["ann", "bob"],
        "options": {"map": {"text": map_text}},
        "seed": 1,
        "moves": [],
    }
    return json.dumps(replay).encode()


async def test_an_import_with_a_huge_custom_map_is_refused_by_its_size(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    tall = "\n".join("P W" for _ in range(2000))  # 8 KB: fits the byte limit, not the rows
    wide = "\n".join(" ".join("P" for _ in range(26)) for _ in range(200))
    for text, answer in (
        (tall, "Line 41: a map has at most 40 rows."),
        (wide, f"A custom map's text holds at most 8192 bytes; this one holds {len(wide)}."),
    ):
        sent = await h.slash(mod, "mod import", file=Upload("game.json", rnb_replay(text)))
        answers = [(s.ephemeral, s.content) for s in sent if s.kind in ("response", "followup")]
        assert answers[-1] == (True, f"The replay is invalid: {answer}"), answers
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_an_import_is_checked_off_the_event_loop_while_others_are_answered(
    harness: Harness, monkeypatch: Any
) -> None:
    h = harness
    ann, bob, game_id = await open_imhotep(h)
    for _ in range(6):
        await make_a_move(h, game_id, ann, bob)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    exported = (await h.bot.service.export(Actor(mod.id, "mod", True), CHANNEL_ID)).data
    replayed_on: set[bool] = set()
    advance = gamelog.advance

    def recording(*args: Any) -> Any:
        replayed_on.add(threading.current_thread() is threading.main_thread())
        return advance(*args)

    monkeypatch.setattr(gamelog, "advance", recording)
    data = json.dumps(exported["replay"]).encode()
    sent = await h.feed_at_once(
        h.slash_payload(
            mod, "mod import", channel_id=OTHER_CHANNEL_ID, file=Upload("g.json", data)
        ),
        h.slash_payload(ann, "game status"),
    )
    assert replayed_on == {False}, "every imported move is replayed in a worker thread"
    imported = await h.bot.service.game_in_channel(OTHER_CHANNEL_ID)
    assert imported is not None and await h.bot.service.db.move_count(imported.id) == 6
    answers = [s for s in sent if s.kind in ("response", "followup")]
    assert len(answers) >= 2 and not [s for s in answers if GENERIC_ERROR in s.content]
