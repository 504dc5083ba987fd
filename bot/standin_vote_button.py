"""The Yes/No buttons of the table's vote to hand a seat to the stand-in
(`bot.service.standin_vote`).

Their custom id carries the game, the vote's id (its moderation log entry) and the choice
(`mp:sv:<game>:<vote>:<y|n>`): a click counts on exactly that vote or is refused with the
reason it is closed, and it survives restarts like every game component.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import ui

from bot import i18n
from bot.adapter import adapter
from bot.dynamic_view import DynamicView
from bot.replies import report_error
from bot.service.standin_vote import OPENED, message_key
from rules.core import register_templates

register_templates({"discord.button.vote_yes": "Yes", "discord.button.vote_no": "No"})

TEMPLATE = r"mp:sv:(?P<game_id>[0-9]{1,18}):(?P<vote>[0-9]{1,18}):(?P<choice>[yn])"
"""Ids are bounded (64-bit ids); a longer one matches nothing."""


class VoteButton(ui.DynamicItem[ui.Button[Any]], template=TEMPLATE):
    """Yes or No on vote `vote_id` of the game, for one of the voters."""

    def __init__(self, game_id: int, vote_id: int, yes: bool, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                label=label or ("yes" if yes else "no"),
                style=discord.ButtonStyle.success if yes else discord.ButtonStyle.danger,
                custom_id=f"mp:sv:{game_id}:{vote_id}:{'y' if yes else 'n'}",
            )
        )
        self.game_id, self.vote_id, self.yes = game_id, vote_id, yes

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> VoteButton:
        label = getattr(item, "label", None)
        return cls(int(match["game_id"]), int(match["vote"]), match["choice"] == "y", label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = adapter(interaction)
        try:
            actor = await bot.actor(interaction)
            call = bot.service.standin_ballot(actor, self.game_id, self.vote_id, self.yes)
            await bot.run_service(interaction, call)
        except Exception as error:
            await report_error(interaction, error)


def vote_view(game_id: int, data: dict[str, Any], locale: Any) -> ui.View | None:
    """The vote's buttons, on the post that opens it."""
    opened = data.get(OPENED)
    if not opened or int(opened[0]) != game_id:
        return None
    view = DynamicView()
    for yes, key in ((True, "discord.button.vote_yes"), (False, "discord.button.vote_no")):
        view.add_item(VoteButton(game_id, int(opened[1]), yes, i18n.text(key, locale)))
    return view


def vote_message_key(game_id: int, data: dict[str, Any]) -> str | None:
    """Under which purpose the post that opens a vote is kept (its closing rewrites it)."""
    opened = data.get(OPENED)
    if not opened or int(opened[0]) != game_id:
        return None
    return message_key(int(opened[1]))
