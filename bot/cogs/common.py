"""What every cog needs: finding the channel's game and checking option values.

Discord enforces option ranges in its client, but discord.py does not check them on arrival,
so every handler validates its numbers here with a message the user can act on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import i18n, registry
from bot.adapter import Adapter, adapter, issued
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


def phase_choices(
    kind: str, phases: list[str], current: str, locale: Any
) -> list[app_commands.Choice[str]]:
    """Autocomplete choices for phase keys, shown in words ("Turn 3 — movement") where the
    game names its phases, matching what the user typed in either form."""
    words = registry.plugin(kind).phase_name
    choices = [
        app_commands.Choice(name=i18n.render(words(p), locale) if words else p, value=p)
        for p in phases
    ]
    return [c for c in choices if current.lower() in f"{c.name} {c.value}".lower()][:25]


async def submit_in_channel(
    bot: Adapter, interaction: discord.Interaction[Any], kind: str, move: dict[str, Any]
) -> None:
    """A game's slash command for a move: on the channel's game of that kind, bound to the
    moment the command was sent."""
    info = await channel_game(interaction, kind)
    actor = await bot.actor(interaction)
    await bot.run_service(
        interaction, bot.service.submit_move(actor, info.id, move, issued(interaction))
    )
