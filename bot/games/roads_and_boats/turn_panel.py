"""The turn panel: one DM per turn, with buttons to write the whole turn's orders at once.

When a phase opens for a player whose orders are not kept already, their DM carries these
buttons: write this turn's orders (a form with one field per phase, filled with what is stored),
ready with the default orders for the rest of the turn, not ready (takes that back), show my
orders (with the preview) and standing orders. Orders written for later phases are kept and
adopted, ready, as each phase opens; a field left empty decides nothing, so that phase asks
again. Buttons act for whoever clicks them, on the phase their custom id names: each is one
service call checked against that phase before it writes anything, so a click after the phase
has resolved is refused and stores nothing.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import ui

from bot import clicks, i18n, registry
from bot.adapter import Adapter, adapter, issued
from bot.dynamic_view import DynamicView
from bot.replies import report_error, send_ephemeral
from bot.service.actor import Actor
from bot.service.binding import Issued
from bot.service.outcomes import ServiceError
from rules.core import register_templates
from rules.roads_and_boats import GAME

register_templates(
    {
        "discord.rnb.turn.write": "Write this turn's orders",
        "discord.rnb.turn.ready": "Ready: defaults for the rest of the turn",
        "discord.rnb.turn.unready": "Not ready",
        "discord.rnb.turn.show": "Show my orders",
        "discord.rnb.turn.standing": "Standing orders…",
        "discord.rnb.standing.repeat": "Repeat my orders for this phase every turn",
        "discord.rnb.standing.defaults": "Ready with the defaults in this phase every turn",
        "discord.rnb.standing.off": "No standing orders for this phase",
        "discord.rnb.turn.form_title": "Orders for the turn, game #{game_id}",
        "discord.rnb.turn.placeholder": (
            "One order per line; empty: nothing written yet, the phase will ask you"
        ),
    }
)

PHASE = r"(?P<phase>[a-z0-9.]{1,24})"
ACTIONS = ("write", "ready", "unready", "show", "standing")
FIELDS = 5
"""A Discord form holds at most five fields: the open phase and up to four after it."""


class TurnButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"mp:rnb:(?P<game_id>[0-9]{1,18}):turn:"
    + PHASE
    + r":(?P<action>write|ready|unready|show|standing)",
):
    """One of the turn panel's buttons, for the phase that was open when it was sent."""

    def __init__(self, game_id: int, phase: str, action: str, label: str | None = None) -> None:
        style = discord.ButtonStyle.primary if action == "write" else discord.ButtonStyle.secondary
        super().__init__(
            ui.Button(
                label=label or action,
                style=style,
                custom_id=f"mp:rnb:{game_id}:turn:{phase}:{action}",
            )
        )
        self.game_id, self.phase, self.action = game_id, phase, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> TurnButton:
        label = getattr(item, "label", None)
        return cls(int(match["game_id"]), match["phase"], match["action"], label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = adapter(interaction)
        try:
            await clicks.require_kind(bot, self.game_id, GAME.name)
            actor = await bot.actor(interaction)
            bound = issued(interaction, phase=self.phase)
            if self.action == "write":
                await interaction.response.send_modal(
                    await TurnForm.build(bot, actor, self.game_id, bound, interaction.locale)
                )
            elif self.action == "standing":
                await show_standing(bot, actor, self.game_id, self.phase, interaction)
            elif self.action == "ready":
                call = bot.service.ready_for_turn(actor, self.game_id, issued=bound)
                await bot.run_service(interaction, call)
            elif self.action == "unready":
                call = bot.service.unready_turn(actor, self.game_id, issued=bound)
                await bot.run_service(interaction, call)
            else:
                language = i18n.language_of(interaction.locale)
                call = bot.service.show_orders(actor, self.game_id, language=language)
                await bot.run_service(interaction, call, defer=True)
        except Exception as error:
            await report_error(interaction, error)


class StandingButton(
    ui.DynamicItem[ui.Button[Any]],
    template=r"mp:rnb:(?P<game_id>[0-9]{1,18}):standing:"
    + PHASE
    + r":(?P<mode>repeat|defaults|off)",
):
    """Sets standing orders for the phase its id names' part of every turn."""

    def __init__(self, game_id: int, phase: str, mode: str, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                label=label or mode,
                style=discord.ButtonStyle.secondary,
                custom_id=f"mp:rnb:{game_id}:standing:{phase}:{mode}",
            )
        )
        self.game_id, self.phase, self.mode = game_id, phase, mode

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> StandingButton:
        label = getattr(item, "label", None)
        return cls(int(match["game_id"]), match["phase"], match["mode"], label)

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = adapter(interaction)
        try:
            await clicks.require_kind(bot, self.game_id, GAME.name)
            actor = await bot.actor(interaction)
            call = bot.service.set_standing(actor, self.game_id, self.phase, self.mode)
            await bot.run_service(interaction, call)
        except Exception as error:
            await report_error(interaction, error)


async def show_standing(
    bot: Adapter, actor: Actor, game_id: int, phase: str, interaction: discord.Interaction[Any]
) -> None:
    """The player's standing orders, with buttons to set them for this phase of the turn."""
    locale = interaction.locale
    lines = await bot.service.standing_lines(actor, game_id, i18n.language_of(locale))
    view = DynamicView()
    for mode in ("repeat", "defaults", "off"):
        label = i18n.text(f"discord.rnb.standing.{mode}", locale)
        view.add_item(StandingButton(game_id, phase, mode, label))
    await send_ephemeral(interaction, i18n.render_lines(lines, locale), view=view)


def panel(game_id: int, phase: str, locale: Any) -> ui.View:
    view = DynamicView()
    for action in ACTIONS:
        label = i18n.text(f"discord.rnb.turn.{action}", locale)
        view.add_item(TurnButton(game_id, phase, action, label))
    return view


class TurnForm(ui.Modal):
    """One field per phase of the turn, filled with the orders stored for it."""

    def __init__(
        self,
        bot: Adapter,
        game_id: int,
        phases: list[str],
        stored: list[str],
        locale: Any,
        bound: Issued,
    ) -> None:
        title = i18n.text("discord.rnb.turn.form_title", locale, game_id=game_id)
        super().__init__(title=title[:45], timeout=1800)
        self.bot, self.game_id, self.phases, self.bound = bot, game_id, phases, bound
        words = registry.plugin(GAME.name).phase_name
        self.fields: list[ui.TextInput[TurnForm]] = []
        for phase, text in zip(phases, stored, strict=True):
            name = i18n.phase_label(phase, locale, words)
            field: ui.TextInput[TurnForm] = ui.TextInput(
                label=name[:45],
                style=discord.TextStyle.paragraph,
                default=text[:4000] or None,
                placeholder=i18n.text("discord.rnb.turn.placeholder", locale)[:100],
                required=False,
                max_length=4000,
            )
            self.fields.append(field)
            self.add_item(field)

    @classmethod
    async def build(
        cls, bot: Adapter, actor: Actor, game_id: int, bound: Issued, locale: Any
    ) -> TurnForm:
        """The form for the turn as it stands; refused when the panel's phase has resolved
        (the form would otherwise show another phase's fields under an old panel)."""
        phases = (await bot.service.order_phases(actor, game_id))[:FIELDS]
        if bound.phase is not None and phases[:1] != [bound.phase]:
            now = phases[0] if phases else "-"
            raise ServiceError("service.phase_resolved", then_phase=bound.phase, phase=now)
        language = i18n.language_of(locale)
        stored = [
            await bot.service.orders_text(actor, game_id, phase, language) for phase in phases
        ]
        return cls(bot, game_id, phases, stored, locale, bound)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        actor = await self.bot.actor(interaction)
        texts = [
            (phase, field.value) for phase, field in zip(self.phases, self.fields, strict=True)
        ]
        call = self.bot.service.submit_turn(actor, self.game_id, texts, issued=self.bound)
        await self.bot.run_service(interaction, call)

    async def on_error(self, interaction: discord.Interaction[Any], error: Exception, /) -> None:
        await report_error(interaction, error)
