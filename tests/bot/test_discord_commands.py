"""The command tree Discord would receive, and the lobby commands end to end."""

from __future__ import annotations

import re
from typing import Any

from discord import app_commands
from fakeclock import FakeClock
from harness import APP_ID, CHANNEL_ID, GUILD_ID, Harness, running_bot
from test_discord_imhotep import open_game

from bot.discord_app import MeeplepostBot

NAME = re.compile(r"^[-_a-z0-9]{1,32}$")

EXPECTED = {
    "game": {"create", "join", "leave", "start", "status", "board", "history", "rules", "abandon"},
    "imhotep": {"take", "place", "sail", "pick", "play", "pass"},
    "meduris": {"place", "take", "return", "harvest", "hut", "temple", "offer", "exchange"},
    "mod": {
        "pause", "resume", "extend", "force", "replace", "kick", "rollback",
        "export", "import", "settings", "setup",
    },
    "orders": {"submit", "write", "show", "ready", "clear"},
    "rnb": {"start", "order", "prayer", "position", "standing"},
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
    assert {name: {c.name for c in g.commands} for name, g in groups.items()} == EXPECTED
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
    assert any(s.kind == "channel" and "opened a game of Imhotep" in s.content for s in sent)
    await h.slash(bob, "game join")
    sent = await h.slash(cy, "game join")
    assert any("cy joined (3/4 players)" in s.content for s in sent)
    sent = await h.slash(cy, "game leave")
    assert any("cy left (2/4 players)" in s.content for s in sent)
    sent = await h.slash(bob, "game start")
    assert sent[-1].ephemeral and "Only the host or a moderator" in sent[-1].content
    rules = await h.slash(bob, "game rules")
    assert rules[0].ephemeral and rules[0].content.startswith("Imhotep (2–4 players)")
    sent = await h.slash(bob, "game abandon")
    assert sent[-1].ephemeral and "Only the host" in sent[-1].content
    sent = await h.slash(ann, "game abandon")
    assert any(s.kind == "channel" and "abandoned" in s.content for s in sent)
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_board_and_history_answer_privately(harness: Harness) -> None:
    h = harness
    ann, _, _ = await open_game(h)
    await h.slash(ann, "imhotep take")
    sent = await h.slash(ann, "game board")
    assert [s.response_type for s in sent if s.kind == "response"] == [5]
    assert sent[-1].ephemeral and sent[-1].files[0][1][:4] == b"\x89PNG"
    sent = await h.slash(ann, "game history", last=5)
    assert sent[0].ephemeral and "ann" in sent[0].content
    sent = await h.slash(ann, "game history", last=500)
    assert sent[0].content == "last must be between 1 and 50; you gave 500."
