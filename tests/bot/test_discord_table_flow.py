"""Issue 17 through payloads: forced choices play themselves, a Meduris small harvest asks
everyone concerned at once, game commands work in DMs, and the `game` option names games in
words a player recognises."""

from __future__ import annotations

import json
import random
from typing import Any

from harness import (
    CHANNEL_ID,
    MANAGE_GUILD,
    OTHER_CHANNEL_ID,
    Harness,
    Sent,
    Upload,
    User,
    choose_by_components,
    last_prompt,
)
from rnb_support import pick_start

from bot.service.actor import Actor

GENERIC_ERROR = "Something went wrong"

PLACEMENTS = ["wood", "wool", "copper", "stone", "wood", "wool"]
"""ann, bob, cid, ann, bob, cid: two workers each."""


def meduris_replay(moves: list[dict[str, Any]], dice: list[str]) -> dict[str, Any]:
    return {
        "game": "meduris",
        "players": ["ann", "bob", "cid"],
        "options": {},
        "seed": 5,
        "fixed": {"dice": dice, "bonus_tokens": {}},
        "moves": moves,
    }


def placements(count: int) -> list[dict[str, Any]]:
    seats = ["ann", "bob", "cid"]
    return [
        {"player": seats[k % 3], "type": "place_worker", "highland": PLACEMENTS[k]}
        for k in range(count)
    ]


async def import_meduris(h: Harness, replay: dict[str, Any]) -> tuple[list[User], int]:
    mod = h.user("mod", permissions=MANAGE_GUILD)
    users = [h.user(name) for name in ("ann", "bob", "cid")]
    seats = ", ".join(f"{u.name}={u.mention}" for u in users)
    data = json.dumps(replay).encode()
    sent = await h.slash(mod, "mod import", file=Upload("game.json", data), seats=seats)
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return users, info.id


def panels(sent: list[Sent], user: User) -> list[Sent]:
    """The DM panels (DMs with components) among `sent` for `user`."""
    return [s for s in sent if s.kind == "dm" and s.dm_user == user.id and s.custom_ids()]


def button(message: Sent, action: str, material: str) -> str:
    """The custom id of the panel's button that takes or returns `material`."""
    wanted = f":b:{action}|m:{material}"
    found = [c for c in message.custom_ids() if c.endswith(wanted)]
    assert len(found) == 1, (wanted, message.custom_ids())
    return found[0]


async def kinds_pending(h: Harness, game_id: int) -> list[tuple[int, str]]:
    return [(uid, d.kind) for uid, d in await h.bot.service.pending(game_id)]


async def test_meduris_return_forced_for_one_and_asked_of_the_others_at_once(
    harness: Harness,
) -> None:
    """ann exchanged down to one kind: the `return` die makes her return it at once, said in
    the post; bob and cid are asked together and answer in any order, each from the panel
    they got when the die was rolled."""
    h = harness
    exchange = {
        "player": "ann",
        "type": "exchange",
        "give": {"wood": 1, "wool": 1, "copper": 1},
        "take": "stone",
    }
    replay = meduris_replay([exchange, *placements(5)], ["return"] + ["wool"] * 20)
    (ann, bob, cid), game_id = await import_meduris(h, replay)

    start = len(h.sent)
    sent = await h.slash(cid, "meduris place", highland="wool")
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    post = next(s for s in h.sent[start:] if s.posted)
    assert "ann had no other choice:\nann returned 1 stone." in post.content
    rows = await h.bot.service.db.moves(game_id)
    assert rows[-1].move == {"player": "ann", "type": "return_material", "material": "stone"}
    assert rows[-1].user_id is None
    assert await kinds_pending(h, game_id) == [
        (bob.id, "return_material"),
        (cid.id, "return_material"),
    ]
    assert not panels(h.sent[start:], ann)
    bob_panel, cid_panel = panels(h.sent[start:], bob)[-1], panels(h.sent[start:], cid)[-1]
    assert bob.mention in post.content and cid.mention in post.content

    sent = await h.click(cid, cid_panel, button(cid_panel, "return", "copper"))
    assert not [s for s in sent if GENERIC_ERROR in s.content or "moved on" in s.content], sent
    sent = await h.click(bob, bob_panel, button(bob_panel, "return", "wood"))
    assert not [s for s in sent if GENERIC_ERROR in s.content or "moved on" in s.content], sent
    moves = [row.move for row in await h.bot.service.db.moves(game_id)][-2:]
    assert moves == [
        {"player": "cid", "type": "return_material", "material": "copper"},
        {"player": "bob", "type": "return_material", "material": "wood"},
    ]
    assert await kinds_pending(h, game_id) == [(ann.id, "turn")]


async def test_meduris_any_asks_everyone_at_once(
    harness: Harness,
) -> None:
    """The `any` die with plenty in the supply: all three are asked at once (each gets a DM
    panel), and the last in turn order may take first."""
    h = harness
    replay = meduris_replay(placements(5), ["any"] + ["wool"] * 20)
    (ann, bob, cid), game_id = await import_meduris(h, replay)
    start = len(h.sent)
    await h.slash(cid, "meduris place", highland="wool")
    assert await kinds_pending(h, game_id) == [
        (ann.id, "take_material"),
        (bob.id, "take_material"),
        (cid.id, "take_material"),
    ]
    assert {ann.id, bob.id, cid.id} <= {s.dm_user for s in h.sent[start:] if s.kind == "dm"}
    cid_panel = panels(h.sent[start:], cid)[-1]
    before = await h.bot.service.db.move_count(game_id)
    sent = await h.click(cid, cid_panel, button(cid_panel, "take", "stone"))
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    assert await h.bot.service.db.move_count(game_id) == before + 1


async def test_imhotep_forced_moves_play_themselves_and_are_said_in_the_post(
    harness: Harness,
) -> None:
    """An Imhotep game by clicks until the service plays a move that left no choice (the last
    card of a market, a turn where only taking stones is possible): the click's answer says who
    had no other choice and, right after it, what they did (the two are never split between the
    clicked message and the next post), and nobody was asked for it."""
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    users = {ann.id: ann, bob.id: bob}
    rng = random.Random(5)
    for _ in range(400):
        [(user_id, _)] = await h.bot.service.pending(info.id)
        before = await h.bot.service.db.move_count(info.id)
        prompt = last_prompt(h.sent)
        assert prompt is not None
        start = len(h.sent)
        await choose_by_components(h, users[user_id], prompt, rng)
        rows = (await h.bot.service.db.moves(info.id))[before:]
        forced = [row for row in rows if row.user_id is None]
        if not forced:
            continue
        said = [s.content for s in h.sent[start:] if s.kind != "dm" and not s.ephemeral]
        for row in forced:
            header = f"{row.player} had no other choice:"
            with_it = [text for text in said if header in text]
            assert with_it, said
            for text in with_it:  # always followed by what they did, never left alone
                following = text.split(header, 1)[1].split("\n")[1]
                assert following.removeprefix("→ ").startswith(row.player), text
        assert all(s.kind != "dm" for s in h.sent[start:])
        return
    raise AssertionError("no forced move in 400 clicks")


async def open_meduris_in(h: Harness, channel_id: int, name: str, users: list[User]) -> int:
    """A started Meduris game in a channel called `name`."""
    h.name_channel(channel_id, name)
    await h.slash(users[0], "game create", channel_id=channel_id, game="meduris")
    for user in users[1:]:
        await h.slash(user, "game join", channel_id=channel_id)
    await h.slash(users[0], "game start", channel_id=channel_id)
    info = await h.bot.service.game_in_channel(channel_id)
    assert info is not None and info.status == "running"
    return info.id


async def test_a_meduris_command_works_in_the_dm_where_the_panel_lives(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    game_id = await open_meduris_in(h, CHANNEL_ID, "meduris-night", [ann, bob])
    [(user_id, decision)] = await h.bot.service.pending(game_id)
    assert (user_id, decision.kind) == (ann.id, "place_worker")
    sent = await h.slash(ann, "meduris place", channel_id=None, highland="wood")
    assert [s.content for s in sent if "server channel" in s.content] == []
    rows = await h.bot.service.db.moves(game_id)
    assert rows[-1].move == {"player": "ann", "type": "place_worker", "highland": "wood"}


async def test_in_a_dm_with_two_games_the_game_option_names_them_in_words(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, cid = h.user("ann"), h.user("bob"), h.user("cid")
    night = await open_meduris_in(h, CHANNEL_ID, "meduris-night", [ann, bob])
    day = await open_meduris_in(h, OTHER_CHANNEL_ID, "meduris-day", [ann, cid])

    sent = await h.slash(ann, "meduris place", channel_id=None, highland="wood")
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, "You are in several games; choose one with the game option.")
    ]
    choices = await h.autocomplete(ann, "meduris place", "game", channel_id=None, highland="wood")
    assert sorted((c["name"], c["value"]) for c in choices) == [
        ("Meduris in #meduris-day, Test guild", day),
        ("Meduris in #meduris-night, Test guild", night),
    ]
    typed = await h.autocomplete(ann, "meduris place", "game", "night", channel_id=None)
    assert [c["value"] for c in typed] == [night]
    orders = await h.autocomplete(ann, "orders show", "game", channel_id=None)
    assert {c["name"] for c in orders} == {c["name"] for c in choices}

    await h.slash(ann, "meduris place", channel_id=None, highland="wool", game=day)
    rows = await h.bot.service.db.moves(day)
    assert rows[-1].move == {"player": "ann", "type": "place_worker", "highland": "wool"}
    assert await h.bot.service.db.move_count(night) == 0
    sent = await h.slash(bob, "meduris place", channel_id=None, highland="wool", game=day)
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, f"{day!r} is not one of your games.")
    ]


async def test_rnb_order_requests_asked_together_are_answered_from_one_prompt(
    harness: Harness,
) -> None:
    """Both players are asked whether to determine the order of play at once; the one who
    answers second clicks the prompt drawn before the first answer, and it still counts."""
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="roads_and_boats", map="twin-valleys")
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    for user in (ann, bob):
        await h.slash(user, "rnb standing", request="ask")
    users = {ann.id: ann, bob.id: bob}
    for _ in range(2):
        prompt = last_prompt(sent)
        assert prompt is not None
        [(chooser_id, _)] = await h.bot.service.pending(info.id)
        chooser = Actor(chooser_id, "")
        [first, *_] = [m["tile"] for m in await h.bot.service.legal_moves(chooser, info.id)]
        sent = await pick_start(h, users[chooser_id], prompt, first)
    assert [(uid, d.kind) for uid, d in await h.bot.service.pending(info.id)] == [
        (ann.id, "request_order"),
        (bob.id, "request_order"),
    ]
    prompt = last_prompt(sent)
    assert prompt is not None
    no = next(c for c in prompt.custom_ids() if c.endswith(":request_order:no"))
    await h.click(bob, prompt, no)
    answer = await h.click(ann, prompt, no)
    assert not [s for s in answer if "moved on" in s.content], answer
    rows = await h.bot.service.db.moves(info.id)
    requests = [r.move for r in rows if r.move["type"] == "request_order"]
    assert requests == [
        {"player": "bob", "type": "request_order", "answer": False},
        {"player": "ann", "type": "request_order", "answer": False},
    ]


async def test_a_forced_deadline_plays_every_take_asked_together_at_once(
    harness: Harness,
) -> None:
    """/mod force while the three players are asked for a material together: one default
    take each, in one go, and the turn goes on."""
    h = harness
    replay = meduris_replay(placements(5), ["any"] + ["wool"] * 20)
    (ann, _, cid), game_id = await import_meduris(h, replay)
    await h.slash(cid, "meduris place", highland="wool")
    before = await h.bot.service.db.move_count(game_id)
    mod = h.user("boss", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod force")
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    rows = (await h.bot.service.db.moves(game_id))[before:]
    assert [(r.player, r.move["type"], r.user_id) for r in rows] == [
        ("ann", "take_material", None),
        ("bob", "take_material", None),
        ("cid", "take_material", None),
    ]
    assert await kinds_pending(h, game_id) == [(ann.id, "turn")]


async def test_status_board_and_history_work_in_a_dm(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    game_id = await open_meduris_in(h, CHANNEL_ID, "meduris-night", [ann, bob])
    await h.slash(ann, "meduris place", channel_id=None, highland="wood")
    board = await h.slash(ann, "game board", channel_id=None)
    files = [f for s in board for f in s.files]
    assert [name for name, _ in files] == ["board.png"]
    own = await h.bot.service.board_png(game_id, ann.id)
    assert files[0][1] == own  # her own view, with her materials
    history = await h.slash(ann, "game history", channel_id=None)
    assert any("ann" in s.content and "wood" in s.content for s in history), history
    status = await h.slash(bob, "game status", channel_id=None)
    assert not [s for s in status if "server channel" in s.content or GENERIC_ERROR in s.content]
    assert any(s.files for s in status), status
