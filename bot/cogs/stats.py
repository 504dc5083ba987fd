"""`/stats`: ratings and statistics of the server's finished games.

`/stats player [player] [game]` shows a player's numbers per game, with a chart of their
rating over their rated games when there are two or more; `/stats top game` a game's
leaderboard and its best scores per map; `/stats rules` how the server counts abandoned games
and stand-ins (moderators change them there). Answers are private: they are for the asker.
"""

from __future__ import annotations

import asyncio
import io
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.adapter import Adapter
from bot.replies import send_ephemeral
from bot.service.outcomes import Outcome, ServiceError
from rendering.stats_chart import Series, rating_chart
from rules.core import register_templates
from storage.stats import ABANDONED_RULES, STAND_IN_RULES

Interaction = discord.Interaction[Any]

register_templates(
    {
        "discord.stats.chart_title": "Rating of {player}",
        "discord.stats.chart_games": "Rated games",
    }
)

CHART_FILE = "rating.png"
ABANDONED_CHOICES = {"skip": "do not count", "count": "count as it stood"}
STAND_IN_CHOICES = {
    "count": "count the seat",
    "skip_seat": "skip the seat",
    "skip_game": "skip the game",
}
"""The rules' choices in words (translated as command texts)."""


async def _games(interaction: Interaction, current: str) -> list[app_commands.Choice[str]]:
    """The registered games by title, as typed so far."""
    wanted = current.lower()
    return [
        app_commands.Choice(name=p.title, value=p.name)
        for p in registry.plugins()
        if wanted in p.title.lower() or wanted in p.name
    ][:25]


def _text(outcome: Outcome, locale: Any) -> str:
    return "\n".join(i18n.render(line, locale) for line in outcome.reply)


@app_commands.guild_only()
class StatsCog(
    commands.GroupCog, group_name="stats", description="Ratings and statistics of this server"
):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(description="A player's statistics and rating (yours by default)")
    @app_commands.describe(player="Whose statistics (default: yours)", game="Only this game")
    @app_commands.autocomplete(game=_games)
    async def player(
        self,
        interaction: Interaction,
        player: discord.Member | discord.User | None = None,
        game: str | None = None,
    ) -> None:
        who = player or interaction.user
        guild_id = interaction.guild_id or 0
        outcome = await self.bot.service.stats.player(guild_id, who.id, who.display_name, game)
        series = [Series(title, values) for title, values in outcome.data.get("series", [])]
        files = []
        if series:
            await interaction.response.defer(ephemeral=True, thinking=True)
            locale = interaction.locale
            title = i18n.text("discord.stats.chart_title", locale, player=who.display_name)
            games = i18n.text("discord.stats.chart_games", locale)
            png = await asyncio.to_thread(rating_chart, title, games, series)
            files.append(discord.File(io.BytesIO(png), filename=CHART_FILE))
        await send_ephemeral(interaction, _text(outcome, interaction.locale), files=files)

    @app_commands.command(description="A game's leaderboard on this server, and its best scores")
    @app_commands.describe(game="Which game")
    @app_commands.autocomplete(game=_games)
    async def top(self, interaction: Interaction, game: str) -> None:
        outcome = await self.bot.service.stats.top(interaction.guild_id or 0, game)
        await send_ephemeral(interaction, _text(outcome, interaction.locale))

    @app_commands.command(description="How this server counts abandoned games and stand-ins")
    @app_commands.describe(
        abandoned="Moderators: skip abandoned games, or count them as they stood",
        stand_ins="Moderators: count a stand-in's seat, skip that seat, or skip the game",
    )
    @app_commands.choices(
        abandoned=[
            app_commands.Choice(name=ABANDONED_CHOICES[r], value=r) for r in ABANDONED_RULES
        ],
        stand_ins=[app_commands.Choice(name=STAND_IN_CHOICES[r], value=r) for r in STAND_IN_RULES],
    )
    async def rules(
        self,
        interaction: Interaction,
        abandoned: str | None = None,
        stand_ins: str | None = None,
    ) -> None:
        if interaction.guild_id is None:
            raise ServiceError("discord.error.guild_only")
        actor = await self.bot.actor(interaction)
        call = self.bot.service.stats.settings(
            actor, interaction.guild_id, abandoned=abandoned, stand_ins=stand_ins
        )
        await self.bot.run_service(interaction, call)
