"""The Undo button, on the answer to a move a player may take back (`bot.service.undo`).

Its custom id carries the game, the move's number and the moment it was logged
(`mp:undo:<game>:<move number>:<mark>`): a click takes back exactly that move or is refused
with a reason, and it survives restarts like every game component. Any game's move may offer
it, so the bot registers it once, beside the games' own components.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import ui

from bot import i18n
from bot.adapter import adapter
from bot.dynamic_view import DynamicView
from bot.replies import report_error
from rules.core import register_templates

register_templates({"discord.button.undo": "Take back"})

TEMPLATE = r"mp:undo:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):(?P<mark>[0-9]{1,16})"
"""Ids are bounded (64-bit game ids, move numbers, milliseconds); a longer one matches nothing."""


class UndoButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATE):
    """Takes back move `seq` (logged at `mark`) of the game, for the player who made it."""

    def __init__(self, game_id: int, seq: int, mark: int, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                label=label or "undo",
                style=discord.ButtonStyle.secondary,
                custom_id=f"mp:undo:{game_id}:{seq}:{mark}",
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
    """The Undo button for the answer to a move, when the move's outcome offers it."""
    offered = data.get("undo")
    if game_id is None or not offered:
        return None
    seq, mark = offered
    view = DynamicView()
    label = i18n.text("discord.button.undo", locale)
    view.add_item(UndoButton(game_id, int(seq), int(mark), label))
    return view
