"""The Undo button, on the answer to a move a player may take back (`bot.service.undo`).

Its custom id carries the game, the move's number and the moment it was logged
(`mp:undo:<game>:<move number>:<mark>`): a click takes back exactly that move or is refused
with a reason, and it survives restarts like every game component. Any game's move may offer
it, so the bot registers it once, beside the games' own components.
"""

from __future__ import annotations

import functools
from typing import Any

import discord
from discord import ui

from bot import i18n
from bot.adapter import adapter
from bot.dynamic_view import DynamicView, PrebuiltView
from bot.replies import report_error
from rules.core import register_templates

register_templates({"discord.button.undo": "Take back"})

TEMPLATE = r"mp:undo:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):(?P<mark>[0-9]{1,16})"
"""Ids are bounded (64-bit game ids, move numbers, milliseconds); a longer one matches nothing."""


def custom_id(game_id: int, seq: int, mark: int) -> str:
    return f"mp:undo:{game_id}:{seq}:{mark}"


class UndoButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATE):
    """Takes back move `seq` (logged at `mark`) of the game, for the player who made it."""

    def __init__(self, game_id: int, seq: int, mark: int, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                label=label or "undo",
                style=discord.ButtonStyle.secondary,
                custom_id=custom_id(game_id, seq, mark),
            )
        )
        self.game_id, self.seq, self.mark = game_id, seq, mark

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> UndoButton:
        label = getattr(item, "label", None)
        return cls(int(match["game_id"]), int(match["seq"]), int(match["mark"]), label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = adapter(interaction)
        try:
            actor = await bot.actor(interaction)
            await bot.run_service(
                interaction, bot.service.undo(actor, self.game_id, self.seq, self.mark)
            )
        except Exception as error:
            await report_error(interaction, error)


def undo_view(game_id: int | None, data: dict[str, Any], locale: Any) -> ui.View | None:
    """The Undo button for the answer to a move, when the move's outcome offers it: its
    components as discord.py makes them for an `UndoButton`, made once per language."""
    offered = data.get("undo")
    if game_id is None or not offered:
        return None
    seq, mark = int(offered[0]), int(offered[1])
    label = _label(locale)
    row, button = _components(label)
    components = [{**row, "components": [{**button, "custom_id": custom_id(game_id, seq, mark)}]}]
    return PrebuiltView(components, lambda: [UndoButton(game_id, seq, mark, label)])


@i18n.remembered(64)
def _label(locale: Any) -> str:
    return i18n.text("discord.button.undo", locale)


@functools.lru_cache(maxsize=64)
def _components(label: str) -> tuple[dict[str, Any], dict[str, Any]]:
    """An Undo button's action row and button as discord.py's view sends them (any ids)."""
    [row] = DynamicView().add_item(UndoButton(0, 0, 0, label)).to_components()
    [button] = row["components"]
    return row, button
