"""What every cog needs: finding the channel's game and checking option values.

Discord enforces option ranges in its client, but discord.py does not check them on arrival,
so every handler validates its numbers here with a message the user can act on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord

from bot.adapter import adapter
from bot.service.outcomes import ServiceError

if TYPE_CHECKING:
    from bot.service.actor import GameInfo


def require_range(option: str, value: int | None, low: int, high: int) -> None:
    if value is not None and not low <= value <= high:
        raise ServiceError(
            "discord.error.out_of_range", option=option, low=low, high=high, value=value
        )


def channel_id(interaction: discord.Interaction[Any]) -> int:
    if interaction.channel_id is None:
        raise ServiceError("discord.error.guild_only")
    return interaction.channel_id


async def channel_game(interaction: discord.Interaction[Any], kind: str | None = None) -> GameInfo:
    """The active game of the interaction's channel, optionally of one kind."""
    info: GameInfo | None = await adapter(interaction).service.game_in_channel(
        channel_id(interaction)
    )
    if info is None:
        raise ServiceError("discord.error.no_game_here")
    if kind is not None and info.kind != kind:
        raise ServiceError("discord.error.wrong_game_kind", kind=info.kind, expected=kind)
    return info
