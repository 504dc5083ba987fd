"""`/rnb`: the sequential decisions of Roads & Boats (start tile, order of play, standing answers).

A phase's secret orders go through `/orders`; these commands are the few decisions made one
player at a time. Autocomplete offers only what the player's legal moves contain.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.adapter import Adapter
from bot.cogs.common import (
    GAME_OPTION,
    channel_game,
    channel_id,
    chosen_game,
    game_choices,
    require_range,
    submit_in_game,
)
from bot.discord_parts import DiscordParts
from bot.games.roads_and_boats import components, maps, turn_panel
from bot.service.outcomes import ServiceError
from rules.core import RuleError
from rules.roads_and_boats import GAME
from rules.roads_and_boats.maps import FIXED_MAPS

Interaction = discord.Interaction[Any]

GAME_KIND = GAME.name
STANDING_CHOICES = [
    app_commands.Choice(name="never", value="never"),
    app_commands.Choice(name="always", value="always"),
    app_commands.Choice(name="ask me each phase", value="ask"),
]
FIXED_MAP_CHOICES = [app_commands.Choice(name=name, value=name) for name in FIXED_MAPS]


def parse_positions(text: str) -> list[int]:
    """ "2,1" -> [2, 1]; "ask" (or nothing) -> [] (be asked each time)."""
    cleaned = text.strip().lower()
    if cleaned in ("", "ask"):
        return []
    try:
        positions = [int(part) for part in cleaned.replace(" ", "").split(",")]
    except ValueError:
        raise ServiceError("discord.error.bad_positions", value=text) from None
    if not all(1 <= p <= 4 for p in positions) or len(set(positions)) != len(positions):
        raise ServiceError("discord.error.bad_positions", value=text)
    return positions


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class RoadsAndBoatsCog(
    commands.GroupCog, group_name="rnb", description="Roads & Boats: start tile and order of play"
):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    async def _move(self, interaction: Interaction, move: dict[str, Any], game: int | None) -> None:
        await submit_in_game(self.bot, interaction, GAME_KIND, move, game)

    async def _legal(self, interaction: Interaction, kind: str) -> list[dict[str, Any]]:
        """The player's legal moves of one kind; nothing when they have none (or no seat)."""
        try:
            info = await chosen_game(interaction, interaction.namespace.game, GAME_KIND)
            actor = await self.bot.actor(interaction)
            legal = await self.bot.service.legal_moves(actor, info.id)
        except (ServiceError, RuleError):
            return []
        return [move for move in legal if move["type"] == kind]

    async def _tiles(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        tiles = [m["tile"] for m in await self._legal(interaction, "start")]
        wanted = current.strip().upper()
        return [
            app_commands.Choice(name=tile, value=tile)
            for tile in tiles
            if tile.upper().startswith(wanted)
        ][:25]

    async def _positions(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[int]]:
        free = [m["position"] for m in await self._legal(interaction, "choose_position")]
        return [
            app_commands.Choice(name=str(n), value=n) for n in free if str(n).startswith(current)
        ]

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices(GAME_KIND))
    @app_commands.command(description="Choose your start tile (a bank like C4.n on a river tile)")
    @app_commands.describe(tile="The tile's label on the board")
    @app_commands.autocomplete(tile=_tiles)
    async def start(self, interaction: Interaction, tile: str, game: int | None = None) -> None:
        await self._move(interaction, {"type": "start", "tile": tile.strip()}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices(GAME_KIND))
    @app_commands.command(description="Ask (or not) for the order of play to be determined")
    @app_commands.describe(ask="True: determine the order of play for this phase")
    async def order(self, interaction: Interaction, ask: bool, game: int | None = None) -> None:
        await self._move(interaction, {"type": "request_order", "answer": ask}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices(GAME_KIND))
    @app_commands.command(description="Stop praying (go to the back of the temple row) or not")
    @app_commands.describe(leave="True: stop praying and move to the back of the row")
    async def prayer(self, interaction: Interaction, leave: bool, game: int | None = None) -> None:
        await self._move(interaction, {"type": "leave_prayer", "answer": leave}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices(GAME_KIND))
    @app_commands.command(description="Take a free position on the sequence chart")
    @app_commands.describe(number="A free position, 1 plays first")
    @app_commands.autocomplete(number=_positions)
    async def position(
        self, interaction: Interaction, number: int, game: int | None = None
    ) -> None:
        require_range("number", number, 1, 4)
        await self._move(interaction, {"type": "choose_position", "position": number}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices(GAME_KIND))
    @app_commands.command(description="Your standing answers, so play need not wait for you")
    @app_commands.describe(
        request="Ask for the order of play to be determined",
        leave_prayer="Stop praying when the order is determined",
        positions='Sequence positions you want, best first, like "1,2"; "ask" to be asked',
    )
    @app_commands.choices(request=STANDING_CHOICES, leave_prayer=STANDING_CHOICES)
    async def standing(
        self,
        interaction: Interaction,
        request: str | None = None,
        leave_prayer: str | None = None,
        positions: str | None = None,
        game: int | None = None,
    ) -> None:
        standing: dict[str, Any] = {}
        if request is not None:
            standing["request"] = request
        if leave_prayer is not None:
            standing["leave_prayer"] = leave_prayer
        if positions is not None:
            standing["positions"] = parse_positions(positions)
        if not standing:
            raise ServiceError("discord.error.standing_empty")
        await self._move(interaction, {"type": "standing", "standing": standing}, game)

    @app_commands.command(
        name="map",
        description="Host, before the start: the map (a file, a form, fixed or generated)",
    )
    @app_commands.describe(
        file=f"A map in the text format (UTF-8, at most {maps.MAX_MAP_BYTES // 1024} KB)",
        fixed="One of the fixed maps",
        generated="True: a map generated for the players from the game's seed",
    )
    @app_commands.choices(fixed=FIXED_MAP_CHOICES)
    async def map_(
        self,
        interaction: Interaction,
        file: discord.Attachment | None = None,
        fixed: str | None = None,
        generated: bool = False,
    ) -> None:
        """With none of the options, a form to type (or paste) the map in. The map is the
        lobby's, so this one works only in the game's channel."""
        if interaction.guild_id is None:
            raise app_commands.NoPrivateMessage()
        info = await channel_game(interaction, GAME_KIND)
        options = maps.chosen_map(file is not None, fixed, generated)
        actor = await self.bot.actor(interaction)
        channel = channel_id(interaction)
        if file is not None:
            limit = min(maps.MAX_MAP_BYTES, interaction.filesize_limit)
            maps.require_size(file.size, limit)
            await interaction.response.defer(ephemeral=True, thinking=True)
            options = {"map": {"text": await maps.read_map_file(file, limit)}}
        elif options is None:
            current = await self.bot.service.set_options(actor, channel, {}, command=maps.COMMAND)
            text = maps.custom_text(current.data["options"])
            form = maps.MapForm(self.bot, info.id, text, interaction.locale)
            await interaction.response.send_modal(form)
            return
        call = self.bot.service.set_options(actor, channel, options, command=maps.COMMAND)
        await self.bot.run_service(interaction, call, defer=True)


DISCORD = DiscordParts(
    cog=RoadsAndBoatsCog,
    dynamic_items=(*components.DYNAMIC_ITEMS, turn_panel.TurnButton, turn_panel.StandingButton),
    prompt=components.prompt_view,
)
