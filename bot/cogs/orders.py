"""`/orders`: secret orders for simultaneous phases, from the game channel or from DMs.

In a game channel the channel's game is meant; in DMs (or with the `game` option) the player
chooses among their running games by autocomplete. Replies are always ephemeral, so orders
typed in a channel are seen by no one else.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.service.outcomes import ServiceError

if TYPE_CHECKING:
    from bot.discord_app import MeeplepostBot

Interaction = discord.Interaction[Any]


async def target_game(interaction: Interaction, game: int | None) -> int:
    """The game these orders are for: the option, else the channel's game, else the only one."""
    service = interaction.client.service
    if game is not None:
        mine = {info.id for info in await service.games_of_user(interaction.user.id)}
        if game not in mine:
            raise ServiceError("discord.error.unknown_game_choice", value=game)
        return game
    if interaction.guild_id is not None and interaction.channel_id is not None:
        info = await service.game_in_channel(interaction.channel_id)
        if info is None:
            raise ServiceError("discord.error.no_game_here")
        return int(info.id)
    games = await service.games_of_user(interaction.user.id)
    if not games:
        raise ServiceError("discord.error.no_games")
    if len(games) > 1:
        raise ServiceError("discord.error.choose_game")
    return int(games[0].id)


def parse_orders(text: str) -> dict[str, Any]:
    try:
        orders = json.loads(text)
    except json.JSONDecodeError as error:
        raise ServiceError("discord.error.bad_orders", reason=str(error)) from None
    if not isinstance(orders, dict):
        raise ServiceError("discord.error.bad_orders", reason="not a JSON object")
    return orders


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class OrdersCog(commands.GroupCog, group_name="orders", description="Secret orders (private)"):
    def __init__(self, bot: MeeplepostBot) -> None:
        self.bot = bot
        super().__init__()

    async def _games(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        choices = []
        for info in await self.bot.service.games_of_user(interaction.user.id):
            name = i18n.text(
                "discord.games.list",
                interaction.locale,
                game_id=info.id,
                kind=info.kind,
                channel_id=info.channel_id,
                status=info.status,
            ).replace(f"<#{info.channel_id}>", f"#{info.channel_id}")
            if current.lower() in name.lower():
                choices.append(app_commands.Choice(name=name[:100], value=info.id))
        return choices[:25]

    @app_commands.command(description="Send (or replace) your orders for the current phase")
    @app_commands.describe(
        text="Your orders as JSON",
        game="Which game (needed in DMs if you play several)",
        ready="Mark them ready at once",
    )
    @app_commands.autocomplete(game=_games)
    async def submit(
        self, interaction: Interaction, text: str, game: int | None = None, ready: bool = False
    ) -> None:
        orders = parse_orders(text)
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.submit_orders(actor, game_id, orders, ready)
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Mark your orders ready (or not ready)")
    @app_commands.autocomplete(game=_games)
    async def ready(
        self, interaction: Interaction, game: int | None = None, ready: bool = True
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(interaction, self.bot.service.set_ready(actor, game_id, ready))

    @app_commands.command(description="Withdraw your orders for the current phase")
    @app_commands.autocomplete(game=_games)
    async def clear(self, interaction: Interaction, game: int | None = None) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(interaction, self.bot.service.clear_orders(actor, game_id))
