"""`/away`: a player says when they will be gone, across all their games (`bot.service.away`).

Works in a server and in DMs: an absence belongs to the player, not to one game.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import Adapter

Interaction = discord.Interaction[Any]


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class AwayCog(commands.GroupCog, group_name="away", description="Say when you will be away"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(name="set", description="Set a period of absence for all your games")
    @app_commands.describe(
        until='The day you are back: "2026-12-01", "friday", "in 5 days"',
        starting="The day your absence starts (now if not given)",
    )
    async def set_(
        self,
        interaction: Interaction,
        until: str,
        starting: str | None = None,
    ) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(interaction, self.bot.service.set_away(actor, until, starting))

    @app_commands.command(description="Show your period of absence")
    async def show(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(interaction, self.bot.service.show_away(actor))

    @app_commands.command(description="You are back: clear your period of absence")
    async def clear(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(interaction, self.bot.service.clear_away(actor))
