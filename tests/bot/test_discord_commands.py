"""The command tree Discord would receive, and the lobby commands end to end."""

from __future__ import annotations

import re
from typing import Any

from discord import app_commands
from fakeclock import FakeClock
from harness import APP_ID, CHANNEL_ID, GUILD_ID, MANAGE_GUILD, Harness, running_bot
from test_discord_imhotep import open_game

from bot.discord_app import MeeplepostBot

NAME = re.compile(r"^[-_a-z0-9]{1,32}$")

EXPECTED = {
    "away": {"set", "show", "clear"},
    "game": {
        "create", "join", "leave", "start", "status", "board", "history", "rules", "abandon",
        "list", "mine", "standin-vote", "standin-off",
    },
    "help": set(),
    "imhotep": {"take", "place", "sail", "pick", "play", "pass"},
    "meduris": {"place", "take", "return", "harvest", "hut", "temple", "offer", "exchange"},
    "mod": {
        "pause", "resume", "extend", "force", "replace", "kick", "rollback",
        "export", "import", "settings", "setup", "standin", "standin-off", "threads",
    },
    "orders": {"submit", "write", "show", "ready", "clear", "standing"},
    "rnb": {"start", "order", "prayer", "position", "standing", "map"},
    "stats": {"player", "top", "rules"},
}  # fmt: skip


def _check_limits(command: Any) -> None:
    assert NAME.match(command.name), command.name
    assert 1 <= len(command.description) <= 100, command.qualified_name
    if isinstance(command, app_commands.Group):
        assert len(command.commands) <= 25
        for child in command.commands:
            _check_limits(child)
        return
    assert len(command.parameters) <= 25
    for parameter in command.parameters:
        assert NAME.match(parameter.name) and len(parameter.description) <= 100
        assert len(parameter.choices) <= 25


async def test_the_command_tree_respects_discords_limits(harness: Harness) -> None:
    groups = {c.name: c for c in harness.bot.tree.get_commands()}
    assert {
        name: {c.name for c in getattr(g, "commands", [])} for name, g in groups.items()
    } == EXPECTED
    for group in groups.values():
        _check_limits(group)


async def test_commands_sync_to_the_dev_guild(db_path: Any, clock: FakeClock) -> None:
    async with running_bot(db_path, clock) as h:
        h.bot.settings = type(h.bot.settings)(db_path=str(db_path), dev_guild=GUILD_ID)
        assert isinstance(h.bot, MeeplepostBot)
        await h.bot._sync()
        puts = [s for s in h.sent if s.kind == "other"]
        assert [s.path for s in puts] == [
            "PUT /applications/{application_id}/guilds/{guild_id}/commands"
        ]
        assert {c["name"] for c in puts[0].body["json"]} == set(EXPECTED)
        assert h.bot.application_id == APP_ID


async def test_the_lobby_from_create_to_abandon(harness: Harness) -> None:
    h = harness
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    sent = await h.slash(ann, "game create", game="imhotep", pharaohs_wrath=True)
    assert any(s.posted and "opened a game of Imhotep" in s.content for s in sent)
    await h.slash(bob, "game join")
    sent = await h.slash(cy, "game join")
    assert any("cy joined (3/4 players)" in s.content for s in sent)
    sent = await h.slash(cy, "game leave")
    assert any("cy left (2/4 players)" in s.content for s in sent)
    sent = await h.slash(bob, "game start")
    assert sent[-1].ephemeral and "Only the host or a moderator" in sent[-1].content
    rules = [r for r in await h.slash(bob, "game rules") if r.content]  # past the defer
    assert all(r.ephemeral and len(r.content) <= 2000 for r in rules)
    assert rules[0].content.startswith("**Goal**\nImhotep is played over 6 rounds")
    assert "/imhotep play" in "".join(r.content for r in rules)
    sent = await h.slash(bob, "game abandon")
    assert sent[-1].ephemeral and "Only the host" in sent[-1].content
    sent = await h.slash(ann, "game abandon")
    assert any(s.posted and "abandoned" in s.content for s in sent)
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_board_and_history_answer_privately(harness: Harness) -> None:
    h = harness
    ann, _, _ = await open_game(h)
    await h.slash(ann, "imhotep take")
    sent = await h.slash(ann, "game board")
    assert [s.response_type for s in sent if s.kind == "response"] == [5]
    assert sent[-1].ephemeral and sent[-1].files[0][1][:4] == b"\x89PNG"
    assert sent[-1].content == "#1 Imhotep: the board as you see it."
    sent = await h.slash(ann, "game history", last=5)
    assert sent[0].ephemeral and "ann" in sent[0].content
    sent = await h.slash(ann, "game history", last=500)
    assert sent[0].content == "last must be between 1 and 50; you gave 500."


async def test_the_board_of_a_game_that_ended_is_still_shown(harness: Harness) -> None:
    """/game status shows the channel's last game once it ended, with its board; so does /game
    board (in the reader's language), and a channel that never had a game says so."""
    h = harness
    ann, _, _ = await open_game(h)
    await h.slash(h.user("mod", permissions=MANAGE_GUILD), "game abandon")
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None
    sent = await h.slash(ann, "game board", locale="it")
    assert sent[-1].ephemeral and sent[-1].files[0][1][:4] == b"\x89PNG"
    assert sent[-1].content == "#1 Imhotep: il tabellone come lo vedi tu."
    sent = await h.slash(ann, "game board", channel_id=CHANNEL_ID + 1)
    assert [s.content for s in sent if s.ephemeral] == ["There is no game in this channel."]


async def test_a_game_abandoned_in_its_lobby_has_no_board_to_show(harness: Harness) -> None:
    """/game board and /game status find it as the channel's last game: they say so."""
    h = harness
    ann = h.user("ann")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(ann, "game abandon")
    for command in ("game board", "game status"):
        sent = await h.slash(ann, command)
        assert [s.content for s in sent if s.ephemeral and s.content] == [
            "Game #1 was abandoned before it started: it has no board."
        ]
        assert not any(s.files for s in sent)


async def test_help_names_the_commands_of_the_game_in_this_channel(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    sent = await h.slash(ann, "help")
    assert sent[0].ephemeral and "/game create" in sent[0].content
    assert "No game in this channel yet." in sent[0].content
    await h.slash(ann, "game create", game="imhotep")
    sent = await h.slash(ann, "help")
    text = sent[0].content
    assert "Imhotep, the game in this channel" in text
    for command in ("imhotep take", "imhotep place", "imhotep pass"):
        assert f"`/{command}`" in text
    sent = await h.slash(ann, "help", channel_id=None)
    assert sent[0].ephemeral and "Imhotep, Meduris, Roads & Boats" in sent[0].content


async def test_game_list_and_mine_say_where_each_player_is_awaited(harness: Harness) -> None:
    h = harness
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    other = 920_000_000_000_000_777
    await h.slash(cy, "game create", game="roads_and_boats", channel_id=other)
    sent = await h.slash(cy, "game list")
    lines = sent[0].content.splitlines()
    assert lines[0] == "Open games on this server:"
    assert any("Imhotep #1, running — waiting for" in line for line in lines)
    assert any(
        f"<#{other}>: Roads & Boats #2, waiting for players — 1 player seated" in line
        for line in lines
    )
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    [(mover_id, _)] = await h.bot.service.pending(info.id)
    mover, idle = (ann, bob) if mover_id == ann.id else (bob, ann)
    mine = await h.slash(mover, "game mine", channel_id=None)
    assert "Imhotep #1, running — **waiting for you**" in mine[0].content
    theirs = await h.slash(idle, "game mine", channel_id=None)
    assert "waiting for you" not in theirs[0].content and "Imhotep #1" in theirs[0].content
    nothing = await h.slash(h.user("dee"), "game mine", channel_id=None)
    assert "You are in no open game" in nothing[0].content
    refused = await h.slash(ann, "game list", channel_id=None)
    assert "only in a server channel" in refused[0].content
