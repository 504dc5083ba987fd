"""`/orders`: secret orders for simultaneous phases, from the game channel or from DMs.

In a game channel the channel's game is meant; in DMs (or with the `game` option) the player
chooses among their running games by autocomplete. Replies are always ephemeral, so orders
typed in a channel are seen by no one else. Orders are typed in the game's text order language
(one order per line in `/orders write`, `|` between orders in `/orders submit`) or as JSON.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.adapter import Adapter, issued
from bot.cogs.common import chosen_game, game_choices, phase_choices
from bot.replies import report_error, send_ephemeral
from bot.service.binding import Issued
from bot.service.outcomes import ServiceError

Interaction = discord.Interaction[Any]


async def target_game(interaction: Interaction, game: int | None) -> int:
    """The game these orders are for: the option, else the channel's game, else the only one."""
    return (await chosen_game(interaction, game)).id


_games = game_choices()
"""The `game` option's choices: the user's games, named as a player knows them."""


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class OrdersCog(commands.GroupCog, group_name="orders", description="Secret orders (private)"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    async def _phases(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The phases the player may give orders for now: the open one and those ahead."""
        try:
            game_id = await target_game(interaction, interaction.namespace.game)
            actor = await self.bot.actor(interaction)
            phases = await self.bot.service.order_phases(actor, game_id)
        except ServiceError:
            return []
        kind = (await self.bot.service.game(game_id)).kind
        return phase_choices(kind, phases, current, interaction.locale)

    @app_commands.command(description="Send (or replace) your orders for the current phase")
    @app_commands.describe(
        text="Your orders, separated by | (or a JSON object)",
        game="Which game (needed in DMs if you play several)",
        ready="Mark them ready at once",
        phase="A later phase of this turn, to give its orders ahead",
    )
    @app_commands.autocomplete(game=_games, phase=_phases)
    async def submit(
        self,
        interaction: Interaction,
        text: str,
        game: int | None = None,
        ready: bool = False,
        phase: str | None = None,
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.submit_orders(
            actor, game_id, text, ready, phase=phase, issued=issued(interaction)
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Write your orders in a form, one order per line")
    @app_commands.describe(
        game="Which game (needed in DMs if you play several)",
        phase="A later phase of this turn, to give its orders ahead",
    )
    @app_commands.autocomplete(game=_games, phase=_phases)
    async def write(
        self, interaction: Interaction, game: int | None = None, phase: str | None = None
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        language = i18n.language_of(interaction.locale)
        stored = await self.bot.service.orders_text(actor, game_id, phase, language)
        kind = (await self.bot.service.game(game_id)).kind
        words = registry.plugin(kind).phase_name
        locale = interaction.locale
        label = (
            i18n.text("discord.orders.form_label", locale)
            if phase is None
            else i18n.text(
                "discord.orders.form_label_phase",
                locale,
                phase=i18n.render(words(phase), locale) if words else phase,
            )
        )
        form = OrdersForm(self.bot, game_id, phase, stored, label, locale, issued(interaction))
        await interaction.response.send_modal(form)

    @app_commands.command(description="Your stored orders, with a preview of what they would do")
    @app_commands.autocomplete(game=_games)
    async def show(self, interaction: Interaction, game: int | None = None) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        language = i18n.language_of(interaction.locale)
        call = self.bot.service.show_orders(actor, game_id, language=language)
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="Mark your orders ready (or not ready)")
    @app_commands.autocomplete(game=_games)
    async def ready(
        self, interaction: Interaction, game: int | None = None, ready: bool = True
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.set_ready(actor, game_id, ready, issued=issued(interaction))
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Withdraw your orders for the current phase")
    @app_commands.describe(phase="A later phase whose orders you gave ahead")
    @app_commands.autocomplete(game=_games, phase=_phases)
    async def clear(
        self, interaction: Interaction, game: int | None = None, phase: str | None = None
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        call = self.bot.service.clear_orders(
            actor, game_id, phase=phase, issued=issued(interaction)
        )
        await self.bot.run_service(interaction, call)

    @app_commands.command(description="Orders repeated every turn, or ready with the defaults")
    @app_commands.describe(
        phase="The phase whose orders you want repeated (its part of every turn)",
        mode="repeat: your orders stored for that phase; defaults: always ready; off",
        game="Which game (needed in DMs if you play several)",
    )
    @app_commands.choices(
        mode=[
            app_commands.Choice(name="repeat my orders for it every turn", value="repeat"),
            app_commands.Choice(name="ready with the default orders every turn", value="defaults"),
            app_commands.Choice(name="off", value="off"),
        ]
    )
    @app_commands.autocomplete(game=_games, phase=_phases)
    async def standing(
        self,
        interaction: Interaction,
        phase: str | None = None,
        mode: str | None = None,
        game: int | None = None,
    ) -> None:
        game_id = await target_game(interaction, game)
        actor = await self.bot.actor(interaction)
        if phase is None or mode is None:
            if phase is not None or mode is not None:
                raise ServiceError("discord.error.standing_both")
            language = i18n.language_of(interaction.locale)
            lines = await self.bot.service.standing_lines(actor, game_id, language)
            await send_ephemeral(interaction, i18n.render_lines(lines, interaction.locale))
            return
        call = self.bot.service.set_standing(actor, game_id, phase, mode)
        await self.bot.run_service(interaction, call)


class OrdersForm(discord.ui.Modal):
    """A form with one long text field: the orders, one per line, filled with the stored ones."""

    orders: discord.ui.TextInput[OrdersForm]
    ready: discord.ui.TextInput[OrdersForm]

    def __init__(
        self,
        bot: Adapter,
        game_id: int,
        phase: str | None,
        stored: str,
        label: str,
        locale: Any,
        opened: Issued,
    ) -> None:
        title = i18n.text("discord.orders.form_title", locale, game_id=game_id)
        super().__init__(title=title[:45], timeout=1800)
        self.bot = bot
        self.game_id = game_id
        self.phase = phase
        self.opened = opened
        """The orders are for the phase open when the form was opened, not when it is sent."""
        self.orders = discord.ui.TextInput(
            label=label[:45],
            style=discord.TextStyle.paragraph,
            default=stored[:4000] or None,
            required=False,
            max_length=4000,
        )
        self.ready = discord.ui.TextInput(
            label=i18n.text("discord.orders.form_ready", locale)[:45],
            style=discord.TextStyle.short,
            default="no",
            required=False,
            max_length=3,
        )
        self.add_item(self.orders)
        self.add_item(self.ready)

    async def on_submit(self, interaction: Interaction) -> None:
        answer = self.ready.value.strip().lower()
        if answer not in ("", "no", "n", "yes", "y", "si", "sì", "s"):
            raise ServiceError("discord.error.bad_ready", value=self.ready.value)
        ready = answer not in ("", "no", "n")
        actor = await self.bot.actor(interaction)
        call = self.bot.service.submit_orders(
            actor, self.game_id, self.orders.value, ready, phase=self.phase, issued=self.opened
        )
        await self.bot.run_service(interaction, call)

    async def on_error(self, interaction: Interaction, error: Exception, /) -> None:
        await report_error(interaction, error)
