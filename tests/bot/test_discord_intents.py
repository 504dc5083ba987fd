"""The gateway intents the bot asks Discord for: guilds alone.

The bot works through interactions, whose payloads carry their member and roles. Every other
intent makes Discord send events the bot only parses and drops (with the default intents, a
MESSAGE_CREATE and a MESSAGE_UPDATE for each post and edit it makes). An intent added back
needs a reader that uses its events, and this test changed with a reason."""

from __future__ import annotations

import discord
from harness import Harness

from bot.discord_app import INTENTS


def test_the_bot_asks_for_the_guilds_intent_alone(harness: Harness) -> None:
    asked = harness.bot._connection.intents  # what discord.py sends in its IDENTIFY
    assert [name for name, on in asked if on] == ["guilds"]
    assert asked == INTENTS == discord.Intents(guilds=True)
    assert not asked.guild_messages and not asked.dm_messages and not asked.message_content
