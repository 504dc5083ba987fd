"""Several bot processes on one PostgreSQL database, each running some of Discord's shards.

`MEEPLEPOST_SHARD_COUNT`/`MEEPLEPOST_SHARD_IDS` (`Settings.shards`) make the bot a discord.py
`AutoShardedBot` on those shards; without them it is one ordinary process, as before. Any
process may answer any interaction (DMs all reach shard 0's process) and post anywhere: the
database orders a game's writes, and each process fires only its own guilds' timers.
"""

from __future__ import annotations

from typing import Any

from discord.ext import commands

from bot import discord_app
from bot.config import Settings
from bot.discord_app import MeeplepostBot


class ShardedMeeplepostBot(MeeplepostBot, commands.AutoShardedBot):
    """The bot on the shards `settings.shards` names."""

    @staticmethod
    def _client_options(settings: Settings) -> dict[str, Any]:
        assert settings.shards is not None
        return {"shard_count": settings.shards.count, "shard_ids": list(settings.shards.ids)}


def make_bot(settings: Settings) -> MeeplepostBot:
    """The sharded bot when the settings name shards, else the one-process bot."""
    if settings.shards is None:
        return discord_app.MeeplepostBot(settings)  # looked up at call time, as the CLI did
    return ShardedMeeplepostBot(settings)
