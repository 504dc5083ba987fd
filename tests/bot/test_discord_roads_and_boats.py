"""Roads & Boats played through real discord.py: start tiles, secret orders in DMs (typed in
the order language, in a form, or ahead for a later phase), previews, and what stays secret."""

from __future__ import annotations

from typing import Any

import pytest
from harness import (
    CHANNEL_ID,
    MANAGE_GUILD,
    Harness,
    Sent,
    User,
    iter_components,
    last_prompt,
    running_bot,
)
from rnb_support import pick_start, start_select, walk_start_menu

from bot.games.roads_and_boats.start_menu import start_facets
from bot.service.actor import Actor
from rules.roads_and_boats.data import PHASES
from rules.roads_and_boats.orders import PHASE_OF_KIND
from rules.roads_and_boats.ordertext import parse_orders

ANN_MOVES = (
    "move red-donkey-2 to D4 | move red-donkey-3 to D4 | move red-donkey-1 load 1 board, to E4"
)
BOB_MOVES = (
    "move yellow-donkey-2 to C2\nmove yellow-donkey-3 to C2\n"
    "move yellow-donkey-1 load 1 board, to D3"
)


def channel_text(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.posted)


def dms_to(sent: list[Sent], user: User) -> list[Sent]:
    return [s for s in sent if s.kind == "dm" and s.dm_user == user.id]


async def open_game(h: Harness) -> tuple[User, User, int]:
    """ann (red) and bob (yellow) on the fixed map twin-valleys, start tiles chosen: bob C3,
    ann E3 (the rulebook replay example's homes), whoever chooses first."""
    ann, bob = h.user("ann"), h.user("bob")
    sent = await h.slash(ann, "game create", game="roads_and_boats", map="twin-valleys")
    assert "Roads & Boats" in channel_text(sent)
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    users = {ann.id: ann, bob.id: bob}
    homes = {ann.id: "E3", bob.id: "C3"}
    for _ in range(2):
        pending = await h.bot.service.pending(info.id)
        assert [d.kind for _, d in pending] == ["start"]
        chooser = users[pending[0][0]]
        other = bob if chooser is ann else ann
        assert f"<@{chooser.id}>" in channel_text(sent)
        refused = await h.slash(other, "rnb start", tile=homes[other.id])
        assert refused[0].ephemeral and "not your turn" in refused[0].content.lower()
        choices = await h.autocomplete(chooser, "rnb start", "tile", homes[chooser.id][0])
        assert homes[chooser.id] in [c["value"] for c in choices]
        assert all(c["value"].startswith(homes[chooser.id][0]) for c in choices)
        sent = await h.slash(chooser, "rnb start", tile=homes[chooser.id])
        name = "ann" if chooser is ann else "bob"
        assert f"{name} starts on {homes[chooser.id]}." in channel_text(sent)
    return ann, bob, info.id


async def test_a_turn_of_orders_by_dm_form_and_ahead_with_nothing_leaking(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    assert [d.phase for _, d in await h.bot.service.pending(game_id)] == ["t1.production"] * 2

    # ann gives her movement orders ahead, in a DM, ready; then lets production run.
    phases = await h.autocomplete(ann, "orders submit", "phase", channel_id=None)
    assert [c["value"] for c in phases] == [
        "t1.production", "t1.movement", "t1.building", "t1.wonder"
    ]  # fmt: skip
    sent = await h.slash(
        ann, "orders submit", text=ANN_MOVES, phase="t1.movement", ready=True, channel_id=None
    )
    assert sent[0].ephemeral and "kept until that phase opens" in sent[0].content
    secret = [s for s in h.sent if s.posted or s.dm_user == bob.id]
    assert "donkey" not in "\n".join(s.content for s in secret)
    await h.slash(ann, "orders ready", channel_id=None)
    sent = await h.slash(bob, "orders ready", channel_id=None)
    assert "You had sent no orders" in sent[0].content

    # production resolved: ann's orders ahead are her movement orders, ready: nothing needs
    # her, so she gets no DM; bob is asked.
    assert not [s for s in dms_to(sent, ann) if "movement" in s.content]
    assert "send your orders for turn 1 — movement" in dms_to(sent, bob)[-1].content
    board = h.current(dms_to(sent, bob)[-1]).message or {}
    assert board["attachments"]  # his own board follows the note
    assert "red-donkey" not in channel_text(sent)

    # bob writes his orders in the form, one per line, in a DM.
    sent = await h.slash(bob, "orders write", channel_id=None)
    assert sent[0].response_type == 9
    sent = await h.submit_modal(
        bob, sent[0], {"Orders": BOB_MOVES, "Ready": "yes"}, channel_id=None
    )
    public = channel_text(sent)
    assert "ann moved red-donkey-2: E3 > D4." in public
    assert "bob moved yellow-donkey-1: C3 > D3." in public
    assert "Turn 1: the building phase begins." in public
    assert any(h.files_of(s) for s in sent if s.posted)
    view = await h.bot.service.view(game_id)
    places = {t["id"]: t["place"] for t in view["transporters"]}
    assert places["red-donkey-1"].startswith("E4") and places["yellow-donkey-2"].startswith("C2")


async def test_orders_show_previews_privately_and_bad_text_changes_nothing(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)
    await h.slash(ann, "orders submit", text=ANN_MOVES, ready=True, channel_id=None)
    await h.slash(bob, "orders submit", text=BOB_MOVES.replace("\n", " | "), ready=True)
    assert [d.phase for _, d in await h.bot.service.pending(game_id)] == ["t1.building"] * 2

    sent = await h.slash(ann, "orders submit", text="build woodcutter at E4", channel_id=None)
    assert sent[0].ephemeral and "saved (not ready yet)" in sent[0].content
    sent = await h.slash(ann, "orders show", channel_id=None)
    reply = [s for s in sent if s.ephemeral]
    assert "build woodcutter at E4" in reply[-1].content
    assert [name for name, _ in reply[-1].files] == ["preview.png"]
    assert reply[-1].files[0][1].startswith(b"\x89PNG")
    assert not [s for s in sent if s.kind in ("channel", "dm")]

    before = await h.bot.service.orders_text(Actor(bob.id, "bob"), game_id)
    sent = await h.slash(bob, "orders submit", text="build castle at D3")
    assert sent[0].ephemeral and sent[0].content == "Order 1: There is no building 'castle'."
    assert await h.bot.service.orders_text(Actor(bob.id, "bob"), game_id) == before == ""
    assert not [s for s in sent if s.posted]

    sent = await h.slash(bob, "orders submit", text="{not json")
    assert sent[0].ephemeral and sent[0].content.startswith("Orders in JSON are one object")
    sent = await h.slash(bob, "orders submit", text="[1, 2]")
    assert sent[0].ephemeral and "Line 1" in sent[0].content

    sent = await h.slash(bob, "orders submit", text="build woodcutter at D3", phase="t9.wonder")
    assert sent[0].ephemeral and "cannot give orders for 't9.wonder'" in sent[0].content


async def test_standing_answers_are_private_and_a_stranger_is_refused(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    sent = await h.slash(ann, "rnb standing", request="always", positions="2,1")
    assert [s.kind for s in sent] == ["response"] and sent[0].ephemeral
    assert sent[0].content == (
        "ann's standing answers: ask for the order of play: always; stop praying: never; "
        "sequence positions: 2, 1."
    )
    own = await h.bot.service.view(game_id, ann.id)
    mine = next(p for p in own["players"] if p["name"] == "ann")
    assert mine["standing"] == {"request": "always", "leave_prayer": "never", "positions": [2, 1]}
    sent = await h.slash(bob, "game history")
    assert "ann changed their own settings." in sent[0].content
    assert "always" not in sent[0].content

    for bad in ("0,1", "1,1", "first"):
        sent = await h.slash(ann, "rnb standing", positions=bad)
        assert sent[0].ephemeral and "Positions are numbers from 1 to 4" in sent[0].content
    sent = await h.slash(ann, "rnb standing")
    assert "at least one of" in sent[0].content

    stranger = h.user("cy")
    sent = await h.slash(stranger, "rnb standing", request="never")
    assert sent[0].ephemeral and "not playing" in sent[0].content
    sent = await h.slash(stranger, "orders submit", text="build woodcutter at E4")
    assert sent[0].ephemeral and "not playing" in sent[0].content


async def test_rnb_commands_and_options_in_the_wrong_game_say_so(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    await h.slash(ann, "game create", game="imhotep")
    sent = await h.slash(ann, "rnb start", tile="C3")
    assert sent[0].ephemeral and "The game in this channel is imhotep" in sent[0].content
    sent = await h.slash(ann, "game create", game="roads_and_boats", pharaohs_wrath=True)
    assert sent[0].content == (
        "The pharaohs_wrath option belongs to Imhotep, not to Roads & Boats. Nothing was created."
    )


async def test_start_and_order_of_play_through_the_prompts_components(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="roads_and_boats", map="twin-valleys")
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    await h.slash(ann, "rnb standing", request="ask")
    users = {ann.id: ann, bob.id: bob}
    for _ in range(2):
        prompt = last_prompt(sent)
        assert prompt is not None
        [(chooser_id, _)] = await h.bot.service.pending(info.id)
        chooser = users[chooser_id]
        other = bob if chooser is ann else ann
        select = start_select(prompt)
        assert select["placeholder"] == "Choose your start tile step by step, or type /rnb start"
        legal = [m["tile"] for m in await h.bot.service.legal_moves(Actor(chooser.id, ""), info.id)]
        assert set(await walk_start_menu(h, chooser, prompt, legal)) == set(legal)
        first = select["options"][0]["value"]
        refused = await h.click(other, prompt, select["custom_id"], [first])
        assert refused[0].ephemeral and "turn" in refused[0].content
        sent = await pick_start(h, chooser, prompt, legal[0])
        assert f"starts on {legal[0]}." in channel_text(sent)

    # ann's standing answer is "ask": the production phase waits for her buttons.
    assert [d.kind for _, d in await h.bot.service.pending(info.id)] == ["request_order"]
    prompt = last_prompt(sent)
    assert prompt is not None and f"<@{ann.id}>" in prompt.content
    buttons = [c for c in iter_components(prompt.components) if c["type"] == 2]
    labels = {c["label"]: c["custom_id"] for c in buttons}
    assert set(labels) == {"Determine the order of play", "Play in the chart's order"}
    refused = await h.click(bob, prompt, labels["Play in the chart's order"])
    assert refused[0].ephemeral
    assert [d.kind for _, d in await h.bot.service.pending(info.id)] == ["request_order"]
    await h.click(ann, prompt, labels["Play in the chart's order"])
    assert await phases(h, info.id) == ["t1.production", "t1.production"]


async def phases(h: Harness, game_id: int) -> list[str | None]:
    return [d.phase for _, d in await h.bot.service.pending(game_id)]


async def test_the_start_menus_typed_example_is_one_the_command_takes(harness: Harness) -> None:
    """A step of the start menu says how to type the start instead; for a river bank that
    example must read as /rnb start takes it ("H3.ne"), not as the board names it."""
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="roads_and_boats", map="twin-valleys")
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    [(chooser_id, _)] = await h.bot.service.pending(info.id)
    chooser = ann if chooser_id == ann.id else bob
    legal = [m["tile"] for m in await h.bot.service.legal_moves(Actor(chooser.id, ""), info.id)]
    bank = next(tile for tile in legal if "." in tile)
    prompt = last_prompt(sent)
    assert prompt is not None
    wanted = start_facets(bank)
    message = prompt
    for depth in (2, 3):  # the column, then the tile: the next step offers its banks
        select = start_select(message)
        step = "|".join(wanted[:depth])
        message = (await h.click(chooser, message, str(select["custom_id"]), [step]))[0]
    assert "|r:" in str(start_select(message)["options"][0]["value"])
    example = message.content.split("tile:", 1)[1].removesuffix("):")
    assert example in legal, message.content
    sent = await h.slash(chooser, "rnb start", tile=example)
    assert "starts on" in channel_text(sent), [s.content for s in sent]
    assert [u for u, _ in await h.bot.service.pending(info.id)] != [chooser.id]


async def test_a_moderator_forces_the_phase_and_a_player_cannot(harness: Harness) -> None:
    h = harness
    ann, _, game_id = await open_game(h)
    sent = await h.slash(ann, "mod force")
    assert sent[0].ephemeral and "Manage Server" in sent[0].content
    await h.slash(ann, "orders submit", text="", channel_id=None)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod force")
    assert "mod moved the game on: the bot played for ann, bob." in channel_text(sent)
    assert await phases(h, game_id) == ["t1.movement", "t1.movement"]


async def test_the_rules_summary_examples_are_valid_orders(harness: Harness) -> None:
    sent = await harness.slash(harness.user("ann"), "game rules", game="roads_and_boats")
    text = "\n".join(s.content for s in sent)
    assert sent[0].ephemeral and "/orders submit" in text
    block = text.split("```")[1].strip()
    parsed = parse_orders(block)
    assert len(parsed.orders) == 10
    assert {PHASE_OF_KIND[o.kind] for o in parsed.orders} == {
        "production", "movement", "building", "wonder"
    }  # fmt: skip


async def test_one_status_message_per_phase_is_edited_as_players_get_ready(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, _ = await open_game(h)
    sent = await h.slash(ann, "orders ready", channel_id=None)
    [status] = [s for s in sent if s.posted]
    assert status.content == "Turn 1 — production: 1/2 ready; waiting for bob."
    assert status.message is not None
    sent = await h.slash(ann, "orders ready", ready=False, channel_id=None)
    assert not [s for s in sent if s.posted]
    [edit] = [s for s in sent if s.kind == "edit"]
    assert edit.message is not None and edit.message["id"] == status.message["id"]
    assert edit.content == "Turn 1 — production: 0/2 ready; waiting for ann, bob."
    await h.slash(ann, "orders ready", channel_id=None)
    sent = await h.slash(bob, "orders ready", channel_id=None)
    assert any(s.kind == "edit" and "both are ready" in s.content for s in sent)
    assert "the movement phase begins" in channel_text(sent)


async def test_history_reveals_a_phases_orders_once_it_has_resolved(harness: Harness) -> None:
    h = harness
    ann, bob, _ = await open_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)
    await h.slash(ann, "orders submit", text=ANN_MOVES, ready=True, channel_id=None)
    before = await h.slash(bob, "game history", last=50)
    assert "red-donkey-2" not in before[0].content, "ann's movement orders are still secret"
    await h.slash(bob, "orders submit", text=BOB_MOVES.replace("\n", " | "), ready=True)
    choices = await h.autocomplete(bob, "game history", "phase")
    assert [c["value"] for c in choices][:2] == ["t1.movement", "t1.production"]
    assert choices[0]["name"] == "Turn 1 — movement"
    sent = await h.slash(bob, "game history", phase="t1.movement")
    text = sent[0].content
    assert sent[0].ephemeral and text.startswith("**Turn 1 — movement**")
    assert "ann's orders for turn 1 — movement: move red-donkey-2 to D4" in text
    assert "bob's orders for turn 1 — movement: move yellow-donkey-2 to C2" in text
    refused = await h.slash(bob, "game history", phase="t7.wonder")
    assert "No orders were logged for 't7.wonder'" in refused[0].content


async def test_standing_orders_carry_a_player_through_the_turns(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    sent = await h.slash(
        ann, "orders standing", phase="t1.production", mode="defaults", channel_id=None
    )
    assert "ready with the default orders in every production phase" in sent[0].content
    sent = await h.slash(ann, "orders standing", channel_id=None)
    assert "production, every turn: ready with the default orders" in sent[0].content
    for _ in range(4):  # turn 1: both ready in every phase
        await h.slash(ann, "orders ready", channel_id=None)
        sent = await h.slash(bob, "orders ready", channel_id=None)
    pending = await h.bot.service.pending(game_id)
    assert {d.phase for _, d in pending} == {"t2.production"}
    assert not [s for s in dms_to(sent, ann) if "production" in s.content], "ann is covered"
    assert any("production" in s.content for s in dms_to(sent, bob))
    stored = await h.bot.service.db.orders(game_id)
    assert stored["ann"].ready and stored["ann"].phase == "t2.production"
    refused = await h.slash(ann, "orders standing", phase="t2.production", channel_id=None)
    assert "Give both phase and mode" in refused[0].content
    sent = await h.slash(ann, "orders standing", phase="t2.production", mode="off", channel_id=None)
    assert "No standing orders for the production phase any more." in sent[0].content


async def test_turns_played_from_the_dm_panel_ask_each_player_once_a_turn(
    harness: Harness,
) -> None:
    """Each turn, each player answers one DM: the form takes the orders they write (ann's
    movement orders in turn 1) and Ready the defaults for the rest of the turn; no other DM
    asks them anything."""
    h = harness
    ann, bob, game_id = await open_game(h)
    panels = {ann.id: dms_to(h.sent, ann)[-1], bob.id: dms_to(h.sent, bob)[-1]}
    for turn in (1, 2):
        start = len(h.sent)
        for user in (ann, bob):
            panel = panels[user.id]
            assert panel.custom_ids() and f"turn {turn} — production" in panel.content
            write = next(c for c in panel.custom_ids() if c.endswith(":write"))
            form = await h.click(user, panel, write)
            assert form[0].response_type == 9
            labels = [
                c["component"]["label"] if c["type"] == 18 else c["components"][0]["label"]
                for c in form[0].data["components"]
            ]
            assert labels == [f"Turn {turn} — {p}" for p in PHASES]
            if (user, turn) == (ann, 1):
                orders = {"Turn 1 — movement": ANN_MOVES}
                await h.submit_modal(user, form[0], orders, channel_id=None)
            await h.click(user, panel, panel.action_id("ready"))
        asked = [s for s in h.sent[start:] if s.kind == "dm" and s.custom_ids()]
        pending = await h.bot.service.pending(game_id)
        assert {d.phase for _, d in pending} == {f"t{turn + 1}.production"}
        assert sorted(s.dm_user for s in asked) == sorted([ann.id, bob.id])  # next turn's
        panels = {s.dm_user: s for s in asked}
    view = await h.bot.service.view(game_id)
    places = {t["id"]: t["place"] for t in view["transporters"]}
    assert places["red-donkey-2"].startswith("D4")
    history = await h.slash(bob, "game history", phase="t1.movement")
    assert "ann's orders for turn 1 — movement: move red-donkey-2 to D4" in history[0].content


async def test_dms_are_written_in_the_language_of_their_reader(harness: Harness) -> None:
    h = harness
    ann, bob, _ = await open_game(h)
    await h.slash(bob, "orders ready", channel_id=None, locale="it")
    sent = await h.slash(ann, "orders ready", channel_id=None)
    [to_bob] = [s for s in dms_to(sent, bob) if s.custom_ids()]
    assert "Partita #1: invia i tuoi ordini per turno 1 — movimento" in to_bob.content
    [to_ann] = [s for s in dms_to(sent, ann) if s.custom_ids()]
    assert "send your orders for turn 1 — movement" in to_ann.content
    assert "Scrivi gli ordini del turno" in str(to_bob.components)


async def test_orders_kept_for_later_phases_survive_a_restart_and_old_panels_still_work(
    db_path: Any, clock: Any
) -> None:
    """ann writes her movement orders in the form and is ready for the rest of the turn; the
    bot restarts; bob readies from the panel he got before the restart; ann's kept movement
    orders run without asking her again."""
    async with running_bot(db_path, clock) as first:
        ann, bob, game_id = await open_game(first)
        panel = dms_to(first.sent, ann)[-1]
        form = await first.click(ann, panel, panel.action_id("write"))
        await first.submit_modal(ann, form[0], {"Turn 1 — movement": ANN_MOVES}, channel_id=None)
        await first.click(ann, panel, panel.action_id("ready"))
        bob_panel = dms_to(first.sent, bob)[-1]
    async with running_bot(db_path, clock) as second:
        sent = await second.click(bob, bob_panel, bob_panel.action_id("ready"))
        assert not [s for s in sent if s.ephemeral], "the panel clicked is edited instead"
        [asked] = [s for s in dms_to(sent, ann) if s.custom_ids()]
        assert "turn 2 — production" in asked.content  # turn 1 asked nothing more of her
        assert "ann moved red-donkey-2: E3 > D4." in channel_text(sent)
        pending = await second.bot.service.pending(game_id)
        assert {d.phase for _, d in pending} == {"t2.production"}


async def test_a_board_is_drawn_in_its_readers_language(harness: Harness) -> None:
    """The same board, asked for by an Italian and an English reader: two different images,
    the Italian one drawn with the renderer's Italian words."""
    h = harness
    ann, _, game_id = await open_game(h)
    italian = await h.slash(ann, "game board", locale="it")
    english = await h.slash(ann, "game board")
    [(_, it_png)] = italian[-1].files
    [(_, en_png)] = english[-1].files
    assert it_png != en_png
    service = h.bot.service
    assert it_png == await service.board_png(game_id, ann.id, language="it")
    assert en_png == await service.board_png(game_id, ann.id, language="en")


async def test_standing_orders_are_set_from_the_dm_panel(harness: Harness) -> None:
    h = harness
    ann, _, game_id = await open_game(h)
    panel = dms_to(h.sent, ann)[-1]
    shown = await h.click(ann, panel, panel.action_id("standing"))
    assert shown[0].ephemeral and "You have no standing orders." in shown[0].content
    sent = await h.click(ann, shown[0], shown[0].action_id("defaults"))
    assert "ready with the default orders in every production phase" in sent[0].content
    standing = await h.bot.service.db.standing_orders(game_id)
    assert standing == {("ann", "production"): None}


@pytest.mark.parametrize(("locale", "header"), [("en-US", "turn 1."), ("it", "turno 1.")])
async def test_status_counts_turns_as_the_game_does(
    harness: Harness, locale: str, header: str
) -> None:
    """/game status names a Roads & Boats turn as every other message does ("turn 1 —
    production"), not as a round."""
    h = harness
    ann, _, _ = await open_game(h)
    sent = await h.slash(ann, "game status", locale=locale)
    [shown] = [s for s in sent if s.ephemeral and s.content]
    assert shown.content.splitlines()[0].endswith(header)
