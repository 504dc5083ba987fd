"""A game's Discord parts: its command group, restart-proof components and turn prompt.

A game's plug-in names the module that defines `DISCORD = DiscordParts(...)`; the adapter adds
the cog and the dynamic items at start and asks `prompt` for the components under a post.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any

from discord import ui
from discord.ext import commands

from bot.adapter import Adapter

Prompt = Callable[[Adapter, int, Sequence[int], Any], Awaitable[ui.View | None]]
"""`prompt(bot, game_id, prompted user ids, locale)`: components for their pending decisions."""


@dataclass(frozen=True)
class DiscordParts:
    cog: Callable[[Adapter], commands.Cog] | None = None
    dynamic_items: tuple[type[ui.DynamicItem[Any]], ...] = ()
    prompt: Prompt | None = None
