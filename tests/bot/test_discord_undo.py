"""Undo through real discord.py payloads: the button on the answer to a move, the channel told,
refusals with a reason and nothing written, in English and Italian."""

from __future__ import annotations

import dataclasses

from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, User, iter_components, last_prompt

GENERIC_ERROR = "Something went wrong"


async def open_imhotep(h: Harness) -> tuple[User, User, int]:
    ann, bob = h.user("Ann"), h.user("Bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return ann, bob, info.id


def undo_id(message: Sent) -> str:
    [found] = [c for c in message.custom_ids() if c.startswith("mp:undo:")]
    return found


def private(sent: list[Sent]) -> list[str]:
    return [s.content for s in sent if s.ephemeral]


async def take(h: Harness, user: User) -> Sent:
    """`user` clicks "Take stones" on the turn post; the post as it stands after the click."""
    prompt = last_prompt(h.sent)
    assert prompt is not None and user.mention in prompt.content
    await h.click(user, prompt, prompt.action_id("take"))
    return h.current(prompt)


async def state_of(h: Harness, game_id: int) -> dict:
    table = await h.bot.service.table(game_id)
    return table.game.to_json(table.state)


async def test_an_undone_imhotep_move_restores_the_state_and_the_posts(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_imhotep(h)
    start = await state_of(h, game_id)
    answered = await take(h, ann)
    assert "Ann" in answered.content and undo_id(answered).startswith(f"mp:undo:{game_id}:1:")
    bobs_turn = last_prompt(h.sent)
    assert bobs_turn is not None and bob.mention in bobs_turn.content

    # someone else's click is refused with a reason, and nothing is written
    sent = await h.click(bob, answered, undo_id(answered))
    assert private(sent) == ["Only Ann can take back that move; nothing was changed."]
    assert await h.bot.service.db.move_count(game_id) == 1

    sent = await h.click(ann, answered, undo_id(answered))
    assert not [s for s in sent if GENERIC_ERROR in s.content or s.ephemeral]
    assert await h.bot.service.db.move_count(game_id) == 0
    assert await state_of(h, game_id) == start
    # the clicked answer says so and loses its button; Bob's turn post loses its components;
    # the channel gets a new turn post for Ann with the board
    assert "→ Ann took back their last move." in h.current(answered).content
    assert not h.current(answered).custom_ids()
    assert not h.current(bobs_turn).custom_ids()
    again = last_prompt(h.sent)
    assert again is not None and ann.mention in again.content
    assert "Ann took back their last move." in again.content
    posted = next(
        s for s in sent if s.message is not None and s.message["id"] == again.message["id"]
    )
    assert [name for name, _ in h.files_of(posted)] == ["board.png"]
    assert [m.message["id"] for m in h.live()] == [again.message["id"]]

    # a second click on the same (crafted, since it is gone) button is refused
    payload = h.click_payload(ann, again, again.custom_ids()[0])
    payload["data"] = {"custom_id": undo_id(answered), "component_type": 2}
    payload["message"] = {**payload["message"], "components": answered.components}
    sent = await h.feed(payload)
    assert private(sent) == [
        "Move 1 has already been taken back or rolled back; nothing was changed."
    ]
    assert await h.bot.service.db.move_count(game_id) == 0


async def test_undo_is_refused_once_the_next_player_acted(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_imhotep(h)
    answered = await take(h, ann)
    button = undo_id(answered)
    await take(h, bob)
    assert not h.current(answered).custom_ids()  # Bob's play took the button off
    payload = h.click_payload(ann, answered, button)  # a click sent before the button went
    payload["message"] = {**payload["message"], "components": answered.components}
    sent = await h.feed(payload)
    assert private(sent) == [
        "Bob has acted since, so that move can no longer be taken back; nothing was changed."
    ]
    assert await h.bot.service.db.move_count(game_id) == 2


async def test_the_next_play_is_answered_and_posted_before_the_old_undo_button_goes(
    harness: Harness,
) -> None:
    """Taking the previous answer's Undo button off is a REST edit, a round trip in production:
    the play's own answer and its post never wait for it."""
    h = harness
    ann, bob, _ = await open_imhotep(h)
    answered = await take(h, ann)
    prompt = last_prompt(h.sent)
    assert prompt is not None
    sent = await h.click(bob, prompt, prompt.action_id("take"))
    kinds = [s.kind for s in sent]
    taken_off = next(
        i
        for i, s in enumerate(sent)
        if s.kind == "edit" and s.message is not None and s.message["id"] == answered.message["id"]
    )
    assert "response" in kinds[:taken_off] and "channel" in kinds[:taken_off]
    assert not h.current(answered).custom_ids()


async def test_undo_in_italian(harness: Harness) -> None:
    h = harness
    h.guild_locale = "it"
    ann, _, game_id = await open_imhotep(h)
    prompt = last_prompt(h.sent)
    assert prompt is not None
    await h.click(ann, prompt, prompt.action_id("take"), locale="it")
    answered = h.current(prompt)
    assert any(b.get("label") == "Ritira la mossa" for b in _buttons(answered))
    await h.click(ann, answered, undo_id(answered), locale="it")
    again = last_prompt(h.sent)
    assert again is not None and "Ann ha ritirato la sua ultima mossa." in again.content
    assert await h.bot.service.db.move_count(game_id) == 0


def _buttons(message: Sent) -> list[dict]:
    return [c for c in iter_components(message.components) if c.get("type") == 2]


async def test_a_meduris_move_that_rolled_the_die_has_no_undo_and_a_crafted_click_is_refused(
    harness: Harness,
) -> None:
    h = harness
    ann, bob = h.user("Ann"), h.user("Bob")
    await h.slash(ann, "game create", game="meduris")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    game_id = info.id
    users = {ann.id: ann, bob.id: bob}
    offered = 0
    while True:
        user_id, decision = (await h.bot.service.pending(game_id))[0]
        user = users[user_id]
        assert decision.kind == "place_worker"
        [panel] = [m for m in h.live(user=user) if not undo_ids(m)]
        count = await h.bot.service.db.move_count(game_id)
        await place(h, user, panel)
        assert await h.bot.service.db.move_count(game_id) == count + 1
        if not undo_ids(h.current(panel)):
            break
        offered += 1
    assert offered
    rolled = await h.bot.service.db.move_count(game_id)
    last = (await h.bot.service.db.moves(game_id, after=rolled - 1))[0]
    crafted = f"mp:undo:{game_id}:{rolled}:{round(last.created_at * 1000)}"
    button = {"type": 2, "style": 2, "label": "Take back", "custom_id": crafted}
    message = {**h.current(panel).message, "components": [{"type": 1, "components": [button]}]}
    forged = dataclasses.replace(h.current(panel), message=message)
    payload = h.click_payload(user, forged, crafted)
    payload["message"] = message
    sent = await h.feed(payload)
    assert private(sent) == [
        "That move showed something that was hidden (a die, a card, a draw), so it cannot be "
        "taken back; nothing was changed."
    ]
    assert await h.bot.service.db.move_count(game_id) == rolled


def undo_ids(message: Sent) -> list[str]:
    return [c for c in message.custom_ids() if c.startswith("mp:undo:")]


def picks(message: Sent) -> list[tuple[str, str | None]]:
    """The first choices of a Meduris panel (not the exchange, not an Undo button)."""
    found: list[tuple[str, str | None]] = []
    for item in iter_components(message.components):
        custom_id = item.get("custom_id", "")
        if not custom_id.startswith("mp:med:") or custom_id.endswith(":b:exchange"):
            continue
        if item.get("type") == 2:
            found.append((custom_id, None))
        elif item.get("type") == 3:
            found.extend((custom_id, option["value"]) for option in item["options"])
    return found


async def place(h: Harness, user: User, panel: Sent) -> None:
    """`user` places a worker from their DM panel, following "choose…" steps."""
    message = panel
    for _ in range(4):
        custom_id, value = picks(message)[0]
        sent = await h.click(user, message, custom_id, None if value is None else [value])
        steps = [s for s in sent if s.ephemeral and picks(s)]
        if not steps:
            return
        message = steps[-1]
    raise AssertionError("a placement took more than 4 steps")


async def test_a_meduris_undo_takes_the_next_players_panel_away(harness: Harness) -> None:
    """Bob's DM panel was drawn for the move Ann takes back: it loses its components, so it
    cannot come back to life when Ann plays move 1 again; Ann gets a fresh panel."""
    h = harness
    ann, bob = h.user("Ann"), h.user("Bob")
    await h.slash(ann, "game create", game="meduris")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    [first] = (await h.bot.service.pending(info.id))[:1]
    mover, other = (ann, bob) if first[0] == ann.id else (bob, ann)
    [panel] = h.live(user=mover)
    await place(h, mover, panel)
    answered = h.current(panel)
    [others_panel] = h.live(user=other)
    sent = await h.click(mover, answered, undo_ids(answered)[0])
    assert not [s for s in sent if s.ephemeral]
    assert await h.bot.service.db.move_count(info.id) == 0
    assert not h.current(others_panel).custom_ids()
    assert f"→ {mover.name} took back their last move." in h.current(answered).content
    [fresh] = h.live(user=mover)
    assert picks(fresh) and fresh.message["id"] != answered.message["id"]
    channel = [s for s in sent if s.posted]
    assert any(f"{mover.name} took back their last move." in s.content for s in channel)
    # nothing of anyone's materials or choices is told: the line names the player only
    for item in sent:
        assert "materials" not in item.content.lower()


async def test_a_rollback_takes_the_panels_of_the_moves_taken_back_away(harness: Harness) -> None:
    """The same holds for /mod rollback: a DM panel drawn after the cut loses its components."""
    h = harness
    ann, bob = h.user("Ann"), h.user("Bob")
    mod = h.user("Mod", permissions=MANAGE_GUILD)
    await h.slash(ann, "game create", game="meduris")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    [first] = (await h.bot.service.pending(info.id))[:1]
    mover, other = (ann, bob) if first[0] == ann.id else (bob, ann)
    [panel] = h.live(user=mover)
    await place(h, mover, panel)
    [others_panel] = h.live(user=other)
    sent = await h.slash(mod, "mod rollback", moves=1)
    assert not [s for s in sent if GENERIC_ERROR in s.content]
    assert await h.bot.service.db.move_count(info.id) == 0
    assert not h.current(others_panel).custom_ids()
    [fresh] = h.live(user=mover)
    assert picks(fresh)
