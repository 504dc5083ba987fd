"""Roads & Boats at the table, through payloads: the turn panel's Ready and Not ready, the turn
form, what is stored for "the defaults", orders that can never work, and the start-tile menu."""

from __future__ import annotations

from harness import CHANNEL_ID, Harness, Sent, User, last_prompt
from rnb_support import start_select, walk_start_menu
from test_discord_roads_and_boats import ANN_MOVES, channel_text, dms_to, open_game

from bot.service.actor import Actor


async def phases(h: Harness, game_id: int) -> set[str | None]:
    return {d.phase for _, d in await h.bot.service.pending(game_id)}


def form_labels(form: Sent) -> list[str]:
    return [
        c["component"]["label"] if c["type"] == 18 else c["components"][0]["label"]
        for c in form.data["components"]
    ]


async def stored(h: Harness, game_id: int) -> tuple[object, object]:
    db = h.bot.service.db
    return await db.orders(game_id), await db.orders_ahead(game_id)


async def test_a_stale_ready_stores_nothing_in_any_phase(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    panel = dms_to(h.sent, ann)[-1]
    assert "turn 1 — production" in panel.content
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)
    assert await phases(h, game_id) == {"t1.movement"}
    before = await stored(h, game_id)
    assert before[1] == {}

    for action in ("ready", "unready", "write"):
        # refused by the binding, or (once delivery has taken the panel's buttons off) as a
        # button no longer in use: either way privately, and nothing is written
        sent = await h.click(ann, panel, panel.action_id(action))
        assert sent[0].ephemeral and "nothing was changed" in sent[0].content
        assert await stored(h, game_id) == before
    assert await phases(h, game_id) == {"t1.movement"}


async def test_a_stale_ready_from_a_turns_last_phase_writes_nothing_for_the_next_turn(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    for _ in range(3):  # production, movement, building
        await h.slash(ann, "orders ready", channel_id=None)
        sent = await h.slash(bob, "orders ready", channel_id=None)
    assert await phases(h, game_id) == {"t1.wonder"}
    [panel] = [s for s in dms_to(sent, ann) if s.custom_ids()]
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)
    assert await phases(h, game_id) == {"t2.production"}
    before = await stored(h, game_id)
    sent = await h.click(ann, panel, panel.action_id("ready"))
    assert sent[0].ephemeral and "nothing was changed" in sent[0].content
    assert await stored(h, game_id) == before and before[1] == {}


async def test_after_ready_orders_are_shown_in_words_and_ready_is_undone_from_the_panel(
    harness: Harness,
) -> None:
    h = harness
    ann, _, game_id = await open_game(h)
    panel = dms_to(h.sent, ann)[-1]
    sent = await h.click(ann, panel, panel.action_id("ready"))
    assert sent[0].ephemeral
    assert "you are ready with the default orders" in sent[0].content
    assert "Turn 1 — wonder: ready with the default orders when it opens" in sent[0].content
    ahead = (await stored(h, game_id))[1]
    assert {phase: row.orders for (_, phase), row in ahead.items()} == {
        "t1.movement": None, "t1.building": None, "t1.wonder": None
    }  # fmt: skip

    shown = await h.slash(ann, "orders show", channel_id=None)
    text = shown[-1].content
    assert shown[-1].ephemeral and "Orders must be" not in text
    assert "Turn 1 — production (ready): no orders, nothing to do." in text
    assert "Turn 1 — movement (ready): the phase's default orders." in text
    shown = await h.click(ann, panel, panel.action_id("show"))
    assert "Turn 1 — building (ready): the phase's default orders." in shown[-1].content
    form = await h.click(ann, panel, panel.action_id("write"))
    assert form[0].response_type == 9
    before = await stored(h, game_id)
    unchanged = await h.submit_modal(ann, form[0], {}, channel_id=None)
    assert "Turn 1 — production: still ready with no orders" in unchanged[0].content
    assert "Turn 1 — movement: still ready with the default orders" in unchanged[0].content
    assert await stored(h, game_id) == before
    written = await h.slash(ann, "orders write", phase="t1.movement", channel_id=None)
    assert written[0].response_type == 9
    assert form_labels(written[0])[0] == "Orders for turn 1 — movement, one per line"
    written = await h.slash(ann, "orders write", channel_id=None)
    assert form_labels(written[0])[0] == "Orders, one per line"
    again = await h.click(ann, panel, panel.action_id("ready"))
    assert "Turn 1 — movement: ready with the default orders when it opens" in again[0].content

    refused = await h.slash(ann, "orders submit", text="no breed E3", channel_id=None)
    assert refused[0].ephemeral and "/orders ready ready:False" in refused[0].content
    undone = await h.click(ann, panel, panel.action_id("unready"))
    assert "no longer marked ready" in undone[0].content
    assert "Turn 1 — movement: no longer ready; it will ask you when it opens." in undone[0].content
    orders, ahead = await stored(h, game_id)
    assert ahead == {} and not orders["ann"].ready
    assert await phases(h, game_id) == {"t1.production"}


async def test_the_form_with_only_the_open_phase_filled_decides_nothing_else(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    sent = await h.slash(bob, "orders ready", channel_id=None)
    [panel] = [s for s in dms_to(sent, ann) if s.custom_ids()]
    form = await h.click(ann, panel, panel.action_id("write"))
    sent = await h.submit_modal(ann, form[0], {"Turn 1 — movement": ANN_MOVES}, channel_id=None)
    reply = sent[0].content
    assert sent[0].ephemeral
    assert "donkey" not in channel_text(sent) and not dms_to(sent, bob)
    assert "Your orders for turn 1 — movement are saved and ready." in reply
    assert "Turn 1 — building: nothing written yet; it will ask you when it opens." in reply
    assert "Turn 1 — wonder: nothing written yet; it will ask you when it opens." in reply
    orders, ahead = await stored(h, game_id)
    assert ahead == {} and orders["ann"].ready

    shown = await h.click(ann, panel, panel.action_id("show"))
    assert "Turn 1 — movement (ready):" in shown[-1].content
    assert "move red-donkey-2 to D4" in shown[-1].content
    assert "Orders must be" not in shown[-1].content

    sent = await h.slash(bob, "orders ready", channel_id=None)
    assert await phases(h, game_id) == {"t1.building"}
    [asked] = [s for s in dms_to(sent, ann) if s.custom_ids()]
    assert "send your orders for turn 1 — building" in asked.content

    form = await h.click(ann, asked, asked.action_id("write"))
    sent = await h.submit_modal(ann, form[0], {}, channel_id=None)
    assert "Turn 1 — building: nothing written, so you are not ready" in sent[0].content
    assert await phases(h, game_id) == {"t1.building"}


async def open_three(h: Harness) -> tuple[list[User], int]:
    players = [h.user(name) for name in ("ann", "bob", "cy")]
    await h.slash(players[0], "game create", game="roads_and_boats")
    for user in players[1:]:
        await h.slash(user, "game join")
    await h.slash(players[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    by_id = {u.id: u for u in players}
    for _ in players:
        [(chooser, _)] = await h.bot.service.pending(info.id)
        legal = await h.bot.service.legal_moves(Actor(chooser, ""), info.id)
        await h.slash(by_id[chooser], "rnb start", tile=legal[0]["tile"])
    return players, info.id


async def test_three_simultaneous_readies_resolve_each_phase_once(harness: Harness) -> None:
    """Three players click Ready at once, each twice (a double click): every phase of the turn
    is resolved once, with each player's orders logged once, and no click fails."""
    h = harness
    players, game_id = await open_three(h)
    panels = [next(s for s in reversed(dms_to(h.sent, u)) if s.custom_ids()) for u in players]
    payloads = [
        h.click_payload(user, panel, panel.action_id("ready"))
        for user, panel in zip(players, panels, strict=True)
        for _ in range(2)
    ]
    sent = await h.feed_at_once(*payloads)
    replies = [s for s in sent if s.kind == "response"]
    assert len(replies) == 6  # each click answered once: its panel edited, or privately
    for reply in replies:
        assert "Orders must be" not in reply.content
        assert "went wrong" not in reply.content
    assert await phases(h, game_id) == {"t2.production"}
    logged = [m.move for m in await h.bot.service.db.moves(game_id) if m.move["type"] == "orders"]
    assert sorted(m["phase"] for m in logged) == sorted(
        [f"t1.{p}" for p in ("production", "movement", "building", "wonder")] * 3
    )
    assert channel_text(sent).count("Turn 1: the movement phase begins.") == 1
    assert (await stored(h, game_id))[1] == {}


async def test_an_order_that_can_never_work_is_refused_in_a_solo_game_naming_it(
    harness: Harness,
) -> None:
    h = harness
    ann = h.user("ann")
    await h.slash(ann, "game create", game="roads_and_boats")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    legal = await h.bot.service.legal_moves(Actor(ann.id, "ann"), info.id)
    home = legal[0]["tile"]
    await h.slash(ann, "rnb start", tile=home)
    sent = await h.slash(ann, "orders submit", text=f"transfer 1 gold from {home} to donkey-1")
    assert sent[0].ephemeral
    assert sent[0].content.startswith("Order 1 would fail at your turn:")
    assert "this order can never work" in sent[0].content
    assert "earlier in the sequence" not in sent[0].content
    assert await h.bot.service.orders_text(Actor(ann.id, "ann"), info.id) == ""


async def test_the_first_player_in_the_sequence_cannot_count_on_anyone(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    sequence = (await h.bot.service.view(game_id))["sequence"]
    users = {"ann": ann, "bob": bob}
    first, second = users[sequence[0]], users[sequence[1]]
    home = {"ann": "E3", "bob": "C3"}
    other_home = home[(sequence[0] == "ann" and "bob") or "ann"]
    order = f"transfer 1 gold from {home[sequence[0]]} to donkey-1"
    sent = await h.slash(first, "orders submit", text=order)
    assert sent[0].content.startswith("Order 1 would fail at your turn:")
    order = f"transfer 1 gold from {other_home} to donkey-1"
    sent = await h.slash(second, "orders submit", text=order)
    assert "saved (not ready yet)" in sent[0].content
    assert "earlier in the sequence" in sent[0].content


async def test_every_legal_start_tile_is_reachable_from_the_menu_with_four_players(
    harness: Harness,
) -> None:
    h = harness
    players = [h.user(name) for name in ("ann", "bob", "cy", "dee")]
    await h.slash(players[0], "game create", game="roads_and_boats")
    for user in players[1:]:
        await h.slash(user, "game join")
    sent = await h.slash(players[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    [(chooser_id, _)] = await h.bot.service.pending(info.id)
    chooser = next(u for u in players if u.id == chooser_id)
    legal = [m["tile"] for m in await h.bot.service.legal_moves(Actor(chooser_id, ""), info.id)]
    assert len(legal) > 25
    prompt = last_prompt(sent)
    assert prompt is not None
    assert "/rnb start" in start_select(prompt)["placeholder"]
    reached = await walk_start_menu(h, chooser, prompt, legal)
    assert set(reached) == set(legal)
    assert all(" — " in label for label in reached.values()), "terrain named in words"
    banks = [label for region, label in reached.items() if "." in region]
    assert banks and all(" bank — " in label for label in banks)
