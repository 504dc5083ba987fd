"""A lobby's commands are answered with their post: `/game create`, `/game join` and `/game start`
each make one message, the command's public response, which is the channel's post (words,
board, components, pings, tracking); the actor does not read it again in a private answer. A
refusal stays private."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import discord
import pytest
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, choice_ids, last_prompt

import bot.discord_app
from bot.delivery import TURN

OPTIONS: dict[str, dict[str, Any]] = {
    "imhotep": {},
    "meduris": {},
    "roads_and_boats": {"map": "twin-valleys"},
}


def answered_by_post(sent: list[Sent]) -> Sent:
    """The one message a lobby command made: its public response, nothing private."""
    assert [(s.kind, s.response_type, s.ephemeral) for s in sent if s.created] == [
        ("response", 4, False)
    ], sent
    return sent[0]


@pytest.mark.parametrize("game", sorted(OPTIONS))
async def test_create_join_and_start_answer_with_the_post_itself(
    harness: Harness, game: str
) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    created = answered_by_post(await h.slash(ann, "game create", game=game, **OPTIONS[game]))
    assert created.content.startswith("ann opened a game of ")
    assert created.channel_id == CHANNEL_ID
    joined = answered_by_post(await h.slash(bob, "game join"))
    assert joined.content == "bob joined (2/4 players)."
    sent = await h.slash(ann, "game start")
    start = answered_by_post([s for s in sent if s.dm_user is None])
    assert "begins! Seat order: ann, bob." in start.content
    assert start.pinged == [ann.id], "the first player is pinged, as by a channel post"
    assert [name for name, _ in h.files_of(start)] == ["board.png"]
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    tracked = await h.bot.service.tracked_message(info.id, TURN)
    assert start.message is not None
    assert tracked == (CHANNEL_ID, int(start.message["id"])), "the turn post is the answer"
    if game != "meduris":  # Meduris asks by DM; the others on the post
        assert choice_ids(start)
        assert last_prompt(h.sent) is not None
        assert last_prompt(h.sent).message["id"] == start.message["id"]  # type: ignore[union-attr]


async def test_a_click_on_the_answered_start_post_edits_it(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    start = answered_by_post(await h.slash(ann, "game start"))
    sent = await h.click(ann, start, start.action_id("take"))
    assert [s.response_type for s in sent if s.kind == "response"] == [7]
    assert "→ ann" in h.current(start).content, "what was done is written into it"
    assert not choice_ids(h.current(start))


async def test_a_moderators_command_finds_the_answered_start_post(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    start = answered_by_post(await h.slash(ann, "game start"))
    forced = await h.slash(mod, "mod force")
    assert start.message is not None
    retired = [s for s in forced if s.kind == "edit" and s.path.endswith("/messages/{message_id}")]
    assert retired and not choice_ids(h.current(start)), "the old turn post loses its choices"
    live = [m for m in h.live() if choice_ids(m)]
    assert len(live) == 1 and live[0].message["id"] != start.message["id"]  # type: ignore[index]


async def test_the_answer_is_in_the_servers_language_as_the_post_is(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    created = answered_by_post(await h.slash(ann, "game create", game="imhotep", locale="it"))
    assert created.content.startswith("ann opened a game of Imhotep")
    h.guild_locale = "it"
    joined = answered_by_post(await h.slash(bob, "game join", locale="en-US"))
    assert joined.content == "bob si è unito (2/4 giocatori)."


async def test_refusals_stay_private_and_post_nothing(harness: Harness) -> None:
    h = harness
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    await h.slash(ann, "game create", game="imhotep")
    refused = {
        "busy": await h.slash(bob, "game create", game="meduris"),
        "too few": await h.slash(ann, "game start"),
    }
    await h.slash(bob, "game join")
    refused["twice"] = await h.slash(bob, "game join")
    refused["not host"] = await h.slash(cy, "game start")
    for why, sent in refused.items():
        assert [s.ephemeral for s in sent if s.created] == [True], why
        assert not [s for s in sent if s.posted], why


async def test_a_thread_game_is_answered_with_the_line_that_links_it(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    sent = await h.slash(ann, "game create", game="imhotep", thread=True)
    [thread] = list(h.threads)
    answer = answered_by_post([s for s in sent if s.channel_id == CHANNEL_ID and s.created])
    assert f"<#{thread}>" in answer.content
    [lobby] = [s for s in sent if s.posted and s.channel_id == thread]
    assert lobby.kind == "channel" and "Join with /game join" in lobby.content
    assert not [s for s in sent if s.ephemeral]


async def test_a_slow_lobby_command_is_deferred_and_still_posts(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Deferred privately (the service took long): the answer is private, the post the
    channel's, as for any other command."""
    h = harness
    monkeypatch.setattr(bot.discord_app, "DEFER_AFTER", 0.0)
    ann = h.user("ann")
    sent = await h.slash(ann, "game create", game="imhotep")
    assert [(s.kind, s.ephemeral) for s in sent if s.created or s.response_type == 5] == [
        ("response", True),
        ("followup", True),
        ("channel", False),
    ]
    assert sent[-1].content.startswith("ann opened a game of Imhotep")


async def test_leave_and_abandon_answer_with_their_post_too(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    left = answered_by_post(await h.slash(bob, "game leave"))
    assert left.content == "bob left (1/4 players)."
    refused = await h.slash(bob, "game abandon")
    assert [s.ephemeral for s in refused if s.created] == [True], "not the host: private"
    abandoned = answered_by_post(await h.slash(ann, "game abandon"))
    assert "abandoned" in abandoned.content and "ann" in abandoned.content


async def test_an_expired_command_still_posts_and_reports_no_error(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The interaction expired before its answer (Discord's 3 s): the post goes to the channel
    instead, and nothing tells the player something went wrong."""
    h = harness
    ann = h.user("Ann")

    async def expired(*args: Any, **kwargs: Any) -> Any:
        raise discord.NotFound(
            SimpleNamespace(status=404, reason="Not Found"),
            {"code": 10062, "message": "Unknown interaction"},
        )

    monkeypatch.setattr(discord.InteractionResponse, "send_message", expired)
    monkeypatch.setattr(discord.InteractionResponse, "defer", expired)
    sent = await h.slash(ann, "game create", game="imhotep")
    assert [s.kind for s in sent if s.posted] == ["channel"]
    assert "Ann" in next(s for s in sent if s.posted).content
    assert not [s for s in sent if "went wrong" in s.content]
    assert not [r for r in caplog.records if r.levelname == "ERROR"]
