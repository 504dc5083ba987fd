"""`/game`: a game's lifecycle in its channel (create, join, leave, start, ...)."""

from __future__ import annotations

import io
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.cogs.common import channel_game, channel_id, require_range
from rules.core import Message, known_keys
from rules.registry import game_ids, get_game

if TYPE_CHECKING:
    from bot.discord_app import MeeplepostBot

Interaction = discord.Interaction[Any]

GAME_CHOICES = [
    app_commands.Choice(name=name.replace("_", " ").title().replace(" And ", " & "), value=name)
    for name in game_ids()
]
"""Built from the registry's ids without importing the engines (an engine loads on first use)."""
GENERATED_MAP = "generated"
MAP_CHOICES = [
    app_commands.Choice(name=name, value=name)
    for name in (GENERATED_MAP, "twin-valleys", "inland-sea")
]
"""Roads & Boats maps: generated from the game's seed, or one of the engine's fixed maps."""


@app_commands.guild_only()
class GameCog(
    commands.GroupCog, group_name="game", description="Play-by-post games in this channel"
):
    def __init__(self, bot: MeeplepostBot) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(description="Open a new game in this channel")
    @app_commands.describe(
        game="Which game",
        pharaohs_wrath="Imhotep variant: -5 for each site without your stones",
        map_name="Roads & Boats: a map generated for the players (default) or a fixed one",
        solo_puzzle="Roads & Boats, one player: the solo puzzle (20 turns, wonder half built)",
    )
    @app_commands.choices(game=GAME_CHOICES, map_name=MAP_CHOICES)
    @app_commands.rename(map_name="map")
    async def create(
        self,
        interaction: Interaction,
        game: str,
        pharaohs_wrath: bool | None = None,
        map_name: str | None = None,
        solo_puzzle: bool | None = None,
    ) -> None:
        options: dict[str, Any] = {}
        if pharaohs_wrath is not None:
            options["pharaohs_wrath"] = pharaohs_wrath
        if map_name is not None:
            options["map"] = {"generate": {}} if map_name == GENERATED_MAP else map_name
        if solo_puzzle is not None:
            options["solo_puzzle"] = solo_puzzle
        actor = await self.bot.actor(interaction)
        call = self.bot.service.create(
            actor, interaction.guild_id, channel_id(interaction), game, options
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Take a seat in this channel's game")
    async def join(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.join(actor, channel_id(interaction))
        )

    @app_commands.command(description="Give up your seat before the game starts")
    async def leave(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.leave(actor, channel_id(interaction))
        )

    @app_commands.command(description="Start the game (host or moderator)")
    async def start(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.start(actor, channel_id(interaction))
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="Where the game stands, with the board")
    async def status(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.status(actor, channel_id(interaction))
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="The board as you may see it (only you see this)")
    async def board(self, interaction: Interaction) -> None:
        info = await channel_game(interaction)
        await interaction.response.defer(ephemeral=True, thinking=True)
        png = await self.bot.service.board_png(info.id, interaction.user.id)
        await self.bot.send_ephemeral(
            interaction,
            i18n.text("discord.done", interaction.locale),
            files=[discord.File(io.BytesIO(png), filename="board.png")],
        )

    @app_commands.command(description="The last moves")
    @app_commands.describe(last="How many moves (1-50, default 10)")
    async def history(self, interaction: Interaction, last: int = 10) -> None:
        require_range("last", last, 1, 50)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.history(actor, channel_id(interaction), last)
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="A short summary of the rules")
    @app_commands.describe(game="Which game (default: the one in this channel)")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        kind = game or (await channel_game(interaction)).kind
        key = f"discord.rules.{kind}"
        message = (
            Message(key)
            if key in known_keys()
            else Message("discord.rules.generic", {"title": get_game(kind).title})
        )
        await self.bot.send_ephemeral(interaction, i18n.render(message, interaction.locale))

    @app_commands.command(
        description="End the game without a result (host before start, moderators)"
    )
    async def abandon(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.abandon(actor, channel_id(interaction))
        )
