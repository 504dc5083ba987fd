"""Double clicks, retries, races and forged input through real discord.py payloads: every action
applies once, to the state it was issued against, or is refused privately with a reason."""

from __future__ import annotations

import json
from typing import Any

from harness import CHANNEL_ID, Harness, last_prompt
from test_discord_imhotep import GENERIC_ERROR, open_game, whose_turn
from test_discord_roads_and_boats import open_game as open_rnb_game

from bot.service.actor import Actor


async def logged(h: Harness, game_id: int) -> list[dict[str, Any]]:
    return [row.move for row in await h.bot.service.db.moves(game_id)]


async def test_the_same_click_parsed_twice_before_either_runs_moves_once(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    prompt = last_prompt(h.sent)
    assert prompt is not None
    click = h.click_payload(mover, prompt, prompt.action_id("take"))
    before = await logged(h, game_id)
    sent = await h.feed_at_once(click, dict(click, id=str(h.interaction_snowflake())))
    assert await logged(h, game_id) == [*before, {"player": mover.name, "type": "take_stones"}]
    refusals = [s for s in sent if "moved on since" in s.content or "turn" in s.content]
    assert len(refusals) == 1 and GENERIC_ERROR not in refusals[0].content


async def test_a_command_sent_twice_at_once_moves_once(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    before = await logged(h, game_id)
    take = h.slash_payload(mover, "imhotep take")
    sent = await h.feed_at_once(take, h.slash_payload(mover, "imhotep take"))
    assert len(await logged(h, game_id)) == len(before) + 1
    assert sum("moved on since" in s.content or "turn" in s.content for s in sent) == 1


async def test_a_command_and_a_click_of_the_same_turn_sent_at_once_move_once(
    harness: Harness,
) -> None:
    """A command's service call runs in its interaction's own task (a click's in a task of its
    own): whichever comes first moves, and the other, issued against the same turn, is refused
    as stale or as no longer the player's turn, never applied to the next state."""
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    for command_first in (True, False):
        mover = await whose_turn(h, game_id, users)
        prompt = last_prompt(h.sent)
        assert prompt is not None
        click = h.click_payload(mover, prompt, prompt.action_id("take"))
        take = h.slash_payload(mover, "imhotep take")
        before = await logged(h, game_id)
        sent = await h.feed_at_once(*((take, click) if command_first else (click, take)))
        assert await logged(h, game_id) == [*before, {"player": mover.name, "type": "take_stones"}]
        refusals = [
            s for s in sent if s.ephemeral and ("moved on" in s.content or "turn" in s.content)
        ]
        assert len(refusals) == 1 and not [s for s in sent if GENERIC_ERROR in s.content]


async def test_another_players_copy_of_a_click_is_refused_once_it_is_their_turn(
    harness: Harness,
) -> None:
    """bob clicks ann's prompt while it is ann's turn; ann's move lands first; bob's click,
    issued against ann's turn, does not become bob's move."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    other = bob if mover is ann else ann
    prompt = last_prompt(h.sent)
    assert prompt is not None
    take = prompt.action_id("take")
    await h.feed_at_once(h.click_payload(mover, prompt, take), h.click_payload(other, prompt, take))
    moves = await logged(h, game_id)
    assert moves[-1] == {"player": mover.name, "type": "take_stones"}
    assert await whose_turn(h, game_id, {ann.id: ann, bob.id: bob}) is other


async def test_orders_ready_twice_at_the_end_of_a_phase_marks_only_that_phase(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_rnb_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    first = h.slash_payload(bob, "orders ready", channel_id=None)
    second = h.slash_payload(bob, "orders ready", channel_id=None)
    sent = await h.feed_at_once(first, second)
    pending = await h.bot.service.pending(game_id)
    phase = pending[0][1].phase
    assert phase != "t1.production"
    assert await h.bot.service.db.orders(game_id) == {}, "nobody is ready for the new phase"
    assert sum("already resolved" in s.content for s in sent if s.ephemeral) == 1


async def test_orders_racing_the_deadline_are_not_adopted_for_the_next_phase(
    harness: Harness,
) -> None:
    h = harness
    _ann, bob, game_id = await open_rnb_game(h)
    mod = h.user("mod", permissions=1 << 5)
    await h.slash(mod, "mod settings", deadline_minutes=60, on_deadline="auto")
    late = h.slash_payload(bob, "orders ready", channel_id=None)
    h.clock.advance(61 * 60)
    await h.drive_timers()
    assert next(d.phase for _, d in await h.bot.service.pending(game_id)) != "t1.production"
    sent = await h.feed_at_once(late)
    assert sent[0].ephemeral and "already resolved" in sent[0].content
    assert bob.name not in await h.bot.service.db.orders(game_id)


async def test_a_component_no_item_claims_gets_a_private_answer(harness: Harness) -> None:
    h = harness
    ann, _bob, game_id = await open_game(h)
    prompt = last_prompt(h.sent)
    assert prompt is not None
    for forged in (f"mp:imh:{game_id}:take", f"mp:imh:{'9' * 30}:0:take", "something-else"):
        payload = h.click_payload(ann, prompt, prompt.action_id("take"))
        payload["data"]["custom_id"] = forged
        sent = await h.feed_at_once(payload)
        assert [s.ephemeral for s in sent] == [True], forged
        assert "no longer in use" in sent[0].content


async def test_deeply_nested_orders_json_is_refused_clearly(harness: Harness) -> None:
    h = harness
    ann, _, game_id = await open_rnb_game(h)
    deep = "[" * 3000 + "]" * 3000
    sent = await h.slash(ann, "orders submit", text=json.dumps({"x": 0})[:-1] + f', "y": {deep}}}')
    assert sent[0].ephemeral and "nested too deeply" in sent[0].content
    assert await h.bot.service.db.orders(game_id) == {}


async def test_guild_only_commands_are_refused_in_dms(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    for command in ("game create", "game abandon", "mod pause", "rnb map"):
        options = {"game": "imhotep"} if command == "game create" else {}
        sent = await h.slash(ann, command, channel_id=None, **options)
        assert sent[0].ephemeral, command
        assert "only in a server channel" in sent[0].content, command
    assert await h.bot.service.games_of_user(ann.id) == []
    # a game's moves work in DMs too: without a game there is nothing to play
    sent = await h.slash(ann, "imhotep take", channel_id=None)
    assert [(s.ephemeral, s.content) for s in sent] == [(True, "You have no running game.")]


async def test_a_name_cannot_ping_and_posts_allow_only_the_players_meant(
    harness: Harness,
) -> None:
    h = harness
    ann, bob = h.user("<@&123456789012345678> @everyone"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    posts = [s for s in sent if s.posted]
    assert posts
    for post in posts:
        allowed = post.data.get("allowed_mentions")
        assert allowed is not None and allowed.get("parse") == []
        assert {str(u) for u in allowed.get("users", [])} <= {str(ann.id), str(bob.id)}
        assert not allowed.get("roles")
        assert "<@&123456789012345678>" not in post.content and "@everyone" not in post.content
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    seated = [name for name, _ in info.seats]
    assert all("<@" not in name for name in seated)
    assert await h.bot.service.legal_moves(Actor(bob.id, "bob"), info.id) is not None
