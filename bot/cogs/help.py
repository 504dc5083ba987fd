"""`/help`: what the bot does, how to start, and the commands of the game in this channel."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.adapter import Adapter
from bot.replies import paragraph_messages, send_ephemeral
from rules.core import register_templates

Interaction = discord.Interaction[Any]

register_templates(
    {
        "discord.help.intro": "**meeplepost** plays board games by post: a game lives in one "
        "channel, moves are slash commands and buttons, secret orders and hidden information "
        "come by DM, and the bot draws the board after every round or phase. Games: {games}.",
        "discord.help.start": "**Start a game**: `/game create` in a channel (with "
        "`thread:True` the game gets a thread of its own), the others `/game join`, then the "
        "host `/game start`. `/game rules` explains a game; `/game list` shows this server's "
        "games, `/game mine` yours everywhere.",
        "discord.help.house": "**Every game**: `/game status`, `/game board` (your own view), "
        "`/game history`, `/game leave` (before the start), `/game abandon`; secret orders "
        "with `/orders` (here or in DMs); moderators and the host of a lobby: `/mod`.",
        "discord.help.take_back": "**Changed your mind?** After a move that showed nothing "
        "hidden (no die, card or draw), the **{button}** button undoes it, until another player "
        "acts.",
        "discord.help.away": "**Away for a while?** `/away set until:friday` (or a date, or "
        "`in 5 days`) tells all your games; each then waits for your return or plays your "
        "default moves, as its settings say. `/away show` shows your absence, `/away clear` "
        "ends it.",
        "discord.help.stand_ins": "**Someone not answering?** A moderator can hand their seat "
        "to the bot's stand-in with `/mod standin`; where the game allows it (`/mod settings "
        "standin_vote:True`), the table can vote for that with `/game standin-vote`. The player "
        "takes their seat back with `/game standin-off`.",
        "discord.help.stats": "**Results**: `/stats player` shows a player's games, wins and "
        "rating on this server (yours by default), `/stats top` a game's best players and best "
        "scores, `/stats rules` how abandoned games and stand-ins count.",
        "discord.help.this_game": "**{title}, the game in this channel**: {commands}. How to "
        "play: `/game rules`.",
        "discord.help.no_game_here": "No game in this channel yet.",
    }
)

SECTIONS = ("start", "house", "take_back", "away", "stand_ins", "stats")
"""The parts of `/help` after its introduction, in order, each a paragraph (`discord.help.*`).
The Take back button is named by its own key (`discord.button.undo`), so the help calls it
what the button reads in each language."""


class HelpCog(commands.Cog):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot

    @app_commands.command(name="help", description="What meeplepost does and how to play")
    @app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
    async def help_(self, interaction: Interaction) -> None:
        locale = interaction.locale
        titles = ", ".join(p.title for p in registry.plugins())
        button = i18n.text("discord.button.undo", locale)
        lines = [i18n.text("discord.help.intro", locale, games=titles)]
        lines.extend(i18n.text(f"discord.help.{part}", locale, button=button) for part in SECTIONS)
        if interaction.guild_id is not None and interaction.channel_id is not None:
            info = await self.bot.service.game_in_channel(interaction.channel_id)
            if info is None:
                lines.append(i18n.text("discord.help.no_game_here", locale))
            else:
                names = ", ".join(f"`/{name}`" for name in self.bot.game_commands(info.kind))
                title = registry.plugin(info.kind).title
                line = i18n.text("discord.help.this_game", locale, title=title, commands=names)
                lines.append(line)
        for message in paragraph_messages(lines):
            await send_ephemeral(interaction, message)
