"""The Discord side of `/rnb map`: a custom map from a file or a form, or back to a fixed or a
generated one, set through the service's `set_options` before the game starts.

The map text is the format of `docs/roads-and-boats-maps.md`; the engine checks it (errors name
the line or the tile). Whatever the host sends, bad input is a private message that changes
nothing; a good map is announced in one line in the channel and previewed to the host alone.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import discord

from bot import i18n
from bot.adapter import Adapter
from bot.cogs.common import channel_game, channel_id
from bot.replies import report_error
from bot.service.outcomes import ServiceError
from rules.core import register_templates
from rules.roads_and_boats import GAME
from rules.roads_and_boats.maps import MAX_MAP_TEXT_BYTES

register_templates(
    {
        "discord.rnb.map_one_source": "Give one of file, fixed or generated:True, or none of "
        "them to type the map in a form. Nothing changed.",
        "discord.rnb.map_not_text": "{filename} is not UTF-8 text (line {line} is not); save "
        "the map as plain UTF-8 text. Nothing changed.",
        "discord.rnb.map_form_title": "The map of game #{game_id}",
        "discord.rnb.map_form_label": "The map, one row of tiles per line",
        "discord.rnb.map_form_hint": "S  P~se  R  S (one token per tile, column A first)",
        "discord.rnb.map_form_stale": "This form was opened for game #{game_id}, which is no "
        "longer this channel's lobby. Nothing changed.",
    }
)

COMMAND = "/rnb map"
"""Named when the service refuses someone who is not the host."""
MAX_MAP_BYTES = MAX_MAP_TEXT_BYTES
"""The engine's limit on a custom map's text, told before the file is read."""
FORM_LIMIT = 4000
"""Discord's limit on a paragraph field of a form."""


def chosen_map(file: bool, fixed: str | None, generated: bool) -> dict[str, Any] | None:
    """The options for a fixed or generated map; None when the map comes from the file or the
    form. More than one source is refused."""
    if sum((file, fixed is not None, generated)) > 1:
        raise ServiceError("discord.rnb.map_one_source")
    if fixed is not None:
        return {"map": fixed}
    if generated:
        return {"map": {"generate": {}}}
    return None


def map_text(data: bytes, filename: str) -> str:
    """The text of an uploaded map: UTF-8 (a byte order mark is dropped)."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        line = data[: error.start].count(b"\n") + 1
        raise ServiceError("discord.rnb.map_not_text", filename=filename[:80], line=line) from None


def require_size(size: int, limit: int) -> None:
    if size > limit:
        raise ServiceError("discord.error.file_too_large", size=size, limit=limit)


async def read_map_file(file: discord.Attachment, limit: int) -> str:
    """The map text of an attachment; its size was checked before, the bytes are checked again
    (the size is what the client said)."""
    data = await file.read()
    require_size(len(data), limit)
    return map_text(data, file.filename)


def custom_text(options: Mapping[str, Any]) -> str:
    """The current custom map's text, to prefill the form; "" for a fixed or generated map (or
    a text too long for the form)."""
    chosen = options.get("map")
    if isinstance(chosen, Mapping) and isinstance(chosen.get("text"), str):
        text: str = chosen["text"]
        return text if len(text) <= FORM_LIMIT else ""
    return ""


class MapForm(discord.ui.Modal):
    """A form with one long field: the map text, prefilled with the current custom map."""

    text: discord.ui.TextInput[MapForm]

    def __init__(self, bot: Adapter, game_id: int, current: str, locale: Any) -> None:
        title = i18n.text("discord.rnb.map_form_title", locale, game_id=game_id)
        super().__init__(title=title[:45], timeout=1800)
        self.bot = bot
        self.game_id = game_id
        self.text = discord.ui.TextInput(
            label=i18n.text("discord.rnb.map_form_label", locale)[:45],
            style=discord.TextStyle.paragraph,
            placeholder=i18n.text("discord.rnb.map_form_hint", locale)[:100],
            default=current or None,
            required=True,
            max_length=FORM_LIMIT,
        )
        self.add_item(self.text)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        info = await channel_game(interaction, GAME.name)
        if info.id != self.game_id:
            raise ServiceError("discord.rnb.map_form_stale", game_id=self.game_id)
        actor = await self.bot.actor(interaction)
        options = {"map": {"text": self.text.value}}
        call = self.bot.service.set_options(
            actor, channel_id(interaction), options, command=COMMAND
        )
        await self.bot.run_service(interaction, call, defer=True)

    async def on_error(self, interaction: discord.Interaction[Any], error: Exception, /) -> None:
        await report_error(interaction, error)
