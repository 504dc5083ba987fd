"""Buttons and a select for Roads & Boats' sequential decisions, as restart-proof `DynamicItem`s.

Custom ids carry the game id, the move number they were drawn at and the move they stand for
(`mp:rnb:<game_id>:<seq>:<kind>:<value>`; the start tile is chosen in `start_menu`). A click
reloads the clicker's legal moves and submits the move only if it is among them, so a stale or
foreign click changes nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import discord
from discord import ui

from bot import clicks, i18n
from bot.adapter import Adapter, adapter, issued
from bot.dynamic_view import DynamicView
from bot.games.roads_and_boats import start_menu, turn_panel
from bot.replies import report_error
from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from rules.core import register_templates
from rules.roads_and_boats import GAME

register_templates(
    {
        "discord.error.bad_positions": "Positions are numbers from 1 to 4, best first, separated "
        'by commas, like "1,2" (or "ask"); {value!r} is not.',
        "discord.error.standing_empty": "Give at least one of request, leave_prayer, positions.",
        "discord.rnb.request_order.yes": "Determine the order of play",
        "discord.rnb.request_order.no": "Play in the chart's order",
        "discord.rnb.leave_prayer.yes": "Stop praying",
        "discord.rnb.leave_prayer.no": "Keep praying",
        "discord.rnb.position": "Position {position}",
    }
)

ANSWERS = ("request_order", "leave_prayer")


def move_of(kind: str, value: str) -> dict[str, Any]:
    """The replay move a button stands for."""
    if kind == "choose_position":
        return {"type": kind, "position": int(value)}
    return {"type": kind, "answer": value == "yes"}


GAME_AND_MOVE = r"mp:rnb:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):"
"""Ids are bounded (SQLite's integers are 64-bit); a longer one matches no item."""


async def submit(
    interaction: discord.Interaction[Any], game_id: int, seq: int, move: dict[str, Any]
) -> None:
    bot = adapter(interaction)
    try:
        await clicks.require_kind(bot, game_id, GAME.name)
        async with bot.playing(interaction) as actor:
            _, found = await clicks.pick_move(
                bot, actor, game_id, lambda legal: move if move in legal else None
            )
            if found is None:
                raise ServiceError("discord.error.bad_move_choice")
            call = bot.service.submit_move(actor, game_id, move, issued(interaction, seq=seq))
            await bot.run_service(interaction, call)
    except Exception as error:
        await report_error(interaction, error)


class RnbButton(
    ui.DynamicItem[ui.Button[Any]],
    template=GAME_AND_MOVE
    + r"(?P<kind>request_order|leave_prayer|choose_position):(?P<value>yes|no|[1-4])",
):
    """An answer in the order-of-play steps: yes/no, or a free sequence position."""

    def __init__(
        self, game_id: int, seq: int, kind: str, value: str, label: str | None = None
    ) -> None:
        super().__init__(
            ui.Button(
                label=label or value,
                style=discord.ButtonStyle.primary,
                custom_id=f"mp:rnb:{game_id}:{seq}:{kind}:{value}",
            )
        )
        self.game_id, self.seq, self.kind, self.value = game_id, seq, kind, value

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> RnbButton:
        label = getattr(item, "label", None)
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, match["kind"], match["value"], label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await submit(interaction, self.game_id, self.seq, move_of(self.kind, self.value))


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (RnbButton, start_menu.RnbStartSelect)


async def _turn_panel(
    bot: Adapter, game_id: int, user_ids: Sequence[int], locale: Any
) -> ui.View | None:
    """A single player's DM, when a phase of secret orders is open for them: the turn panel."""
    if len(user_ids) != 1:
        return None
    phases = [d.phase for uid, d in await bot.service.pending(game_id) if uid == user_ids[0]]
    open_phase = next((p for p in phases if p), None)
    return None if open_phase is None else turn_panel.panel(game_id, open_phase, locale)


async def prompt_view(
    bot: Adapter, game_id: int, user_ids: Sequence[int], locale: Any
) -> ui.View | None:
    """Components for the prompted players' pending sequential decision, if any."""
    info = await bot.service.game(game_id)
    names = {uid: name for name, uid in info.seats}
    legal: list[dict[str, Any]] = []
    for user_id in user_ids:
        legal += await bot.service.legal_moves(Actor(user_id, names.get(user_id, "")), game_id)
    if not legal:
        return await _turn_panel(bot, game_id, user_ids, locale)
    view = DynamicView()
    kind = legal[0]["type"]
    if kind == "start":
        view.add_item(await start_menu.start_select(bot, game_id, info.moves, legal, locale))
    elif kind in ANSWERS:
        for value in ("yes", "no"):
            label = i18n.text(f"discord.rnb.{kind}.{value}", locale)
            view.add_item(RnbButton(game_id, info.moves, kind, value, label))
    else:
        for move in legal:
            position = str(move["position"])
            label = i18n.text("discord.rnb.position", locale, position=position)
            view.add_item(RnbButton(game_id, info.moves, kind, position, label))
    return view
