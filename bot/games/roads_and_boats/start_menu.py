"""The start-tile menu: every legal start reachable in steps, in words a player knows.

With four players a map offers about fifty start regions, twice what one select holds. A start is
spelled as facets (`bot.facets`): its column, its tile, and on a river tile its bank
(`("start", "c:I", "t:I3", "r:I3.se")`); each step offers the longest prefixes that still fit, so
a small map is one step and a large one two or three ("Column I" > "I3 — pasture" > "I3, south-east
bank"). A click reloads the clicker's legal starts and submits the one it names, on the move it
was shown at; a prefix answers privately with the next step.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord
from discord import ui

from bot import clicks, i18n
from bot.adapter import Adapter, adapter, issued
from bot.dynamic_view import DynamicView
from bot.facets import Facets, fit_label, narrow
from bot.replies import report_error, send_ephemeral
from bot.service.outcomes import ServiceError
from rules.core import register_templates
from rules.roads_and_boats import GAME

register_templates(
    {
        "discord.rnb.choose_start": "Choose your start tile step by step, or type /rnb start",
        "discord.rnb.choose_start_more": (
            "Choose your start tile (or type it: /rnb start tile:{example}):"
        ),
        "discord.rnb.start.column": "Column {column}: {tiles}",
        "discord.rnb.start.tile": "{tile} — {terrain}",
        "discord.rnb.start.bank": "{tile}, {direction} bank — {terrain}",
        "discord.rnb.suggested": "suggested start",
        "discord.rnb.compass.n": "north",
        "discord.rnb.compass.ne": "north-east",
        "discord.rnb.compass.e": "east",
        "discord.rnb.compass.se": "south-east",
        "discord.rnb.compass.s": "south",
        "discord.rnb.compass.sw": "south-west",
        "discord.rnb.compass.w": "west",
        "discord.rnb.compass.nw": "north-west",
    }
)

COMPASS = ("n", "ne", "e", "se", "s", "sw", "w", "nw")
SELECT_TEMPLATE = r"mp:rnb:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):start"


def start_facets(region: str) -> Facets:
    """A start region ("I3.se" or "E3") as its menu path: column, tile, and bank if any."""
    tile, _, bank = region.partition(".")
    path: Facets = ("start", f"c:{tile[0]}", f"t:{tile}")
    return (*path, f"r:{region}") if bank else path


class MapWords:
    """What the menu says about tiles: their terrain and whether the map suggests them."""

    def __init__(self, view: Mapping[str, Any], locale: Any) -> None:
        tiles = view["map"]["tiles"]
        self.terrain = {t["label"]: str(t["terrain"]) for t in tiles}
        self.suggested = set(view["map"].get("starts", []))
        self.locale = locale

    def tile(self, tile: str) -> str:
        terrain = i18n.term(self.terrain.get(tile, ""), self.locale)
        return i18n.text("discord.rnb.start.tile", self.locale, tile=tile, terrain=terrain)

    def bank(self, region: str) -> str:
        tile, _, direction = region.partition(".")
        side = i18n.text(f"discord.rnb.compass.{direction}", self.locale)
        terrain = i18n.term(self.terrain.get(tile, ""), self.locale)
        return i18n.text(
            "discord.rnb.start.bank", self.locale, tile=tile, direction=side, terrain=terrain
        )

    def option(self, option: Facets, tiles_of: Mapping[str, list[str]]) -> discord.SelectOption:
        """One step's option: a column (with its tiles), a tile or a bank."""
        tag, _, value = option[-1].partition(":")
        tile = value.partition(".")[0]
        if tag == "c":
            listed = ", ".join(tiles_of[value])
            label = i18n.text("discord.rnb.start.column", self.locale, column=value, tiles=listed)
        else:
            label = self.bank(value) if tag == "r" else self.tile(value)
        suggested = tag != "c" and tile in self.suggested
        return discord.SelectOption(
            label=fit_label(label),
            value="|".join(option),
            description=i18n.text("discord.rnb.suggested", self.locale) if suggested else None,
        )


def start_options(
    legal: list[dict[str, Any]], prefix: Facets, words: MapWords
) -> list[discord.SelectOption]:
    """The options after `prefix` for the legal start moves, suggested starts first among
    tiles and banks (columns stay in their order, as on the board)."""
    regions = [str(m["tile"]) for m in legal if m.get("type") == "start"]
    tiles_of: dict[str, list[str]] = {}
    for region in regions:
        tile = region.partition(".")[0]
        tiles_of.setdefault(tile[0], [])
        if tile not in tiles_of[tile[0]]:
            tiles_of[tile[0]].append(tile)
    paths = sorted(start_facets(r) for r in regions)
    options = narrow(prefix, paths)
    if options and not options[0][-1].startswith("c:"):
        options.sort(key=lambda o: o[2].partition(":")[2] not in words.suggested)
    return [words.option(option, tiles_of) for option in options]


class RnbStartSelect(ui.DynamicItem[ui.Select[Any]], template=SELECT_TEMPLATE):
    """A step of the start-tile menu, drawn at move `seq`."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        options: list[discord.SelectOption],
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=f"mp:rnb:{game_id}:{seq}:start", options=options, placeholder=placeholder
            )
        )
        self.game_id, self.seq = game_id, seq

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> RnbStartSelect:
        options = list(getattr(item, "options", []))
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, options, getattr(item, "placeholder", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        try:
            value = clicks.first_value(self.item.values)
        except ServiceError as error:
            await report_error(interaction, error)
            return
        await choose(interaction, self.game_id, self.seq, tuple(value.split("|")))


async def choose(
    interaction: discord.Interaction[Any], game_id: int, seq: int, chosen: Facets
) -> None:
    """A pick in the menu: submits the start it names, or offers the next step privately."""
    bot = adapter(interaction)
    try:
        await clicks.require_kind(bot, game_id, GAME.name)
        async with bot.playing(interaction) as actor:
            found, move = await clicks.pick_move(
                bot,
                actor,
                game_id,
                lambda legal: {start_facets(str(m["tile"])): m for m in starts(legal)}.get(chosen),
            )
            legal = starts(found)
            if move is not None:
                call = bot.service.submit_move(actor, game_id, move, issued(interaction, seq=seq))
                await bot.run_service(interaction, call)
                return
            words = await map_words(bot, game_id, interaction.locale)
            options = start_options(legal, chosen, words)
            if not options:
                raise ServiceError("discord.error.bad_move_choice")
            view = DynamicView()
            placeholder = i18n.text("discord.select.more", interaction.locale)
            view.add_item(RnbStartSelect(game_id, seq, options, placeholder))
            example = options[0].value.rsplit("|", 1)[1].partition(":")[2]
            text = i18n.text("discord.rnb.choose_start_more", interaction.locale, example=example)
            await send_ephemeral(interaction, text, view=view)
    except Exception as error:
        await report_error(interaction, error)


def starts(legal: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The start moves among the legal ones."""
    return [m for m in legal if m["type"] == "start"]


async def map_words(bot: Adapter, game_id: int, locale: Any) -> MapWords:
    return MapWords(await bot.service.view(game_id), locale)


async def start_select(
    bot: Adapter, game_id: int, seq: int, legal: list[dict[str, Any]], locale: Any
) -> RnbStartSelect:
    """The menu's first step under the prompt, for the prompted player's legal starts."""
    words = await map_words(bot, game_id, locale)
    options = start_options(legal, ("start",), words)
    placeholder = i18n.text("discord.rnb.choose_start", locale)
    return RnbStartSelect(game_id, seq, options, placeholder)
