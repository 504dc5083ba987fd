"""`/imhotep`: one command per Imhotep move, with autocomplete drawn from the legal moves.

Ships and slots are typed as players count them and as the board and the messages show them,
from 1 (ship 1 is the top one, slot 1 the bow); the engine and the replay JSON number them
from 0, and `bot.numbering` converts between the two. Autocomplete offers only
values that appear in the player's legal moves, given the options already filled in. The
commands work in the game's channel and in DMs (the `game` option chooses among several games).
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n
from bot.adapter import Adapter
from bot.cogs.common import (
    GAME_OPTION,
    chosen_game,
    game_choices,
    require_range,
    submit_in_game,
)
from bot.discord_parts import DiscordParts
from bot.games.imhotep import components
from bot.numbering import from_typed, shown
from bot.service.outcomes import ServiceError
from rules.core import RuleError, register_templates
from rules.imhotep.data import SITES

Interaction = discord.Interaction[Any]

SITE_CHOICES = [app_commands.Choice(name=site.replace("_", " "), value=site) for site in SITES]
PLAY_OPTIONS = ("ship", "slot", "site", "ship2", "slot2", "order")
POSITIONS = ("ship", "slot", "ship2", "slot2", "order")
"""Options that are positions: typed from 1, numbered from 0 by the engine."""
SHIPS = SLOTS = (1, 4)
"""The numbers a ship or slot option takes, as players count them."""
CARD_FIELDS = {
    "hammer": (),
    "chisel": ("ship", "slot", "ship2", "slot2"),
    "sail": ("ship", "slot", "site"),
    "lever": ("ship", "site", "order"),
}
"""The `/imhotep play` options each blue card needs (hammer's placement is optional)."""
CARD_OPTIONAL = {"hammer": ("ship", "slot")}
"""Options a card may leave out, all together: the hammer's extra stone is ship and slot."""

register_templates(
    {
        "discord.error.unused_option": "The {card} card does not use the {field} option; "
        "leave it out. Nothing was played.",
        "discord.error.hammer_half": "The hammer's extra stone needs both ship and slot; you "
        "gave only {given}. Give both, or neither to play the hammer without placing a stone. "
        "Nothing was played.",
    }
)


def command_options(move: dict[str, Any]) -> dict[str, Any]:
    """A legal move as the command options a player types for it (positions counted from 1)."""
    return {
        field: shown(value) if field in POSITIONS else value
        for field, value in move_fields(move).items()
    }


def move_fields(move: dict[str, Any]) -> dict[str, Any]:
    """A legal move as command options, with the engine's numbers (from 0)."""
    fields: dict[str, Any] = {}
    if "card" in move:
        fields["card"] = move["card"]
    if move.get("ship") is not None:
        fields["ship"] = move["ship"]
    if move.get("slot") is not None:
        fields["slot"] = move["slot"]
    if "site" in move:
        fields["site"] = move["site"]
    if "stones" in move:
        first, second = move["stones"]
        fields.update(ship=first["ship"], slot=first["slot"])
        fields.update(ship2=second["ship"], slot2=second["slot"])
    if "order" in move:
        fields["order"] = ",".join(str(k) for k in move["order"])
    return fields


def parse_order(order: str) -> list[int]:
    """The lever's unloading order as typed ("3,1,2", slots counted from 1), in engine slots."""
    try:
        slots = [int(part) for part in order.replace(" ", "").split(",") if part]
    except ValueError:
        raise ServiceError("discord.error.bad_order", order=order) from None
    for slot in slots:
        require_range("order", slot, *SLOTS)
    return [from_typed(slot) for slot in slots]


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class ImhotepCog(commands.GroupCog, group_name="imhotep", description="Imhotep moves"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    async def _submit(
        self, interaction: Interaction, move: dict[str, Any], game: int | None
    ) -> None:
        await submit_in_game(self.bot, interaction, "imhotep", move, game)

    # --- autocomplete ----------------------------------------------------------------------

    async def _suggest(
        self, interaction: Interaction, current: str, move_type: str, field: str
    ) -> list[app_commands.Choice[Any]]:
        """Values of `field` among the legal moves of this type that fit the options set so far."""
        actor = await self.bot.actor(interaction)
        try:
            info = await chosen_game(interaction, interaction.namespace.game, "imhotep")
            legal = await self.bot.service.legal_moves(actor, info.id)
        except (ServiceError, RuleError):
            return []
        filled = {
            name: value
            for name, value in vars(interaction.namespace).items()
            if value is not None and name not in (field, "game")
        }
        values: dict[Any, str] = {}
        for move in legal:
            if move["type"] != move_type:
                continue
            fields = command_options(move)
            if field not in fields or any(
                fields.get(k) != v for k, v in filled.items() if k in fields
            ):
                continue
            name = self._name(field, move_fields(move)[field], interaction.locale)
            values.setdefault(fields[field], name)
        choices = [
            app_commands.Choice(name=name, value=value)
            for value, name in values.items()
            if current.lower() in name.lower() or current == str(value)
        ]
        return choices[:25]

    @staticmethod
    def _name(field: str, value: Any, locale: Any) -> str:
        """An option's value (the engine's) in words; the catalogue shows positions from 1."""
        if field in ("ship", "ship2"):
            return i18n.text("discord.label.ship", locale, ship=value)
        if field in ("slot", "slot2"):
            return i18n.text("discord.label.slot", locale, slot=value)
        if field == "order":
            return i18n.text("discord.label.order", locale, order=value)
        return i18n.term(str(value), locale, game="imhotep")

    async def _ship(self, interaction: Interaction, current: str) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, _move_type(interaction), "ship")

    async def _slot(self, interaction: Interaction, current: str) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, _move_type(interaction), "slot")

    async def _ship2(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, "play_card", "ship2")

    async def _slot2(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, "play_card", "slot2")

    async def _card(self, interaction: Interaction, current: str) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, _move_type(interaction), "card")

    async def _order(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[Any]]:
        return await self._suggest(interaction, current, "play_card", "order")

    # --- the moves -------------------------------------------------------------------------

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(description="Take up to 3 stones from your quarry onto your sled")
    async def take(self, interaction: Interaction, game: int | None = None) -> None:
        await self._submit(interaction, {"type": "take_stones"}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(description="Place a stone from your sled on a ship")
    @app_commands.describe(
        ship="Ship number as on the board (1-4)", slot="Slot on that ship (1 = bow)"
    )
    @app_commands.autocomplete(ship=_ship, slot=_slot)
    async def place(
        self, interaction: Interaction, ship: int, slot: int, game: int | None = None
    ) -> None:
        require_range("ship", ship, *SHIPS)
        require_range("slot", slot, *SLOTS)
        move = {"type": "place_stone", "ship": from_typed(ship), "slot": from_typed(slot)}
        await self._submit(interaction, move, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(description="Sail a loaded ship to a site")
    @app_commands.describe(ship="Ship number as on the board (1-4)", site="Where it goes")
    @app_commands.autocomplete(ship=_ship)
    @app_commands.choices(site=SITE_CHOICES)
    async def sail(
        self, interaction: Interaction, ship: int, site: str, game: int | None = None
    ) -> None:
        require_range("ship", ship, *SHIPS)
        await self._submit(
            interaction, {"type": "sail", "ship": from_typed(ship), "site": site}, game
        )

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(description="Take a face-up card at the market (when it is your pick)")
    @app_commands.describe(card="One of the face-up cards")
    @app_commands.autocomplete(card=_card)
    async def pick(self, interaction: Interaction, card: str, game: int | None = None) -> None:
        await self._submit(interaction, {"type": "take_card", "card": card}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(description="Play a blue card as your action")
    @app_commands.describe(
        card="hammer, chisel, sail or lever",
        ship="Ship (hammer, sail, lever; chisel's first stone)",
        slot="Slot on that ship (hammer, sail; chisel's first stone)",
        site="Where the ship sails (sail, lever)",
        ship2="Chisel: ship of the second stone",
        slot2="Chisel: slot of the second stone",
        order="Lever: the occupied slots in unloading order, like 3,1,2",
    )
    @app_commands.autocomplete(
        card=_card, ship=_ship, slot=_slot, ship2=_ship2, slot2=_slot2, order=_order
    )
    @app_commands.choices(site=SITE_CHOICES)
    async def play(
        self,
        interaction: Interaction,
        card: str,
        ship: int | None = None,
        slot: int | None = None,
        site: str | None = None,
        ship2: int | None = None,
        slot2: int | None = None,
        order: str | None = None,
        game: int | None = None,
    ) -> None:
        for name, value in (("ship", ship), ("ship2", ship2)):
            require_range(name, value, *SHIPS)
        for name, value in (("slot", slot), ("slot2", slot2)):
            require_range(name, value, *SLOTS)
        given = {
            "ship": ship,
            "slot": slot,
            "site": site,
            "ship2": ship2,
            "slot2": slot2,
            "order": order,
        }
        check_play_options(card, given)
        await self._submit(interaction, play_move(card, given), game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("imhotep"))
    @app_commands.command(name="pass", description="Pass (only when you have no legal action)")
    async def pass_(self, interaction: Interaction, game: int | None = None) -> None:
        await self._submit(interaction, {"type": "pass"}, game)


def check_play_options(card: str, given: dict[str, Any]) -> None:
    """Refuses `/imhotep play` options that do not make exactly one move of `card`: a needed
    option missing, an option the card does not use, or half of the hammer's placement.
    Nothing is submitted then, so a card is never spent on a move the player did not describe.
    Cards that are not blue are left to the engine, which names the blue ones."""
    if card not in CARD_FIELDS:
        return
    needed, optional = CARD_FIELDS[card], CARD_OPTIONAL.get(card, ())
    for field in PLAY_OPTIONS:
        if given[field] is not None and field not in needed and field not in optional:
            raise ServiceError("discord.error.unused_option", card=card, field=field)
    for field in needed:
        if given[field] is None:
            raise ServiceError("discord.error.missing_field", field=field)
    present = [field for field in optional if given[field] is not None]
    if present and len(present) != len(optional):
        raise ServiceError("discord.error.hammer_half", given=", ".join(present))


def play_move(card: str, given: dict[str, Any]) -> dict[str, Any]:
    """The replay JSON of a blue card from `/imhotep play` options (checked already by
    `check_play_options`; ships and slots typed from 1). Every option given is passed on, so a
    half placement that got past the check would still be refused by the engine rather than
    dropped."""
    move: dict[str, Any] = {"type": "play_card", "card": card}

    def place(ship: str, slot: str) -> dict[str, int]:
        return {"ship": from_typed(int(given[ship])), "slot": from_typed(int(given[slot]))}

    if card == "chisel":
        move["stones"] = [place("ship", "slot"), place("ship2", "slot2")]
    elif card == "lever":
        ship = from_typed(int(given["ship"]))
        move.update(ship=ship, site=given["site"], order=parse_order(given["order"]))
    else:
        for field in ("ship", "slot"):
            if given[field] is not None:
                move[field] = from_typed(int(given[field]))
        if card == "sail":
            move["site"] = given["site"]
    return move


def _move_type(interaction: Interaction) -> str:
    command = interaction.command.name if interaction.command else ""
    return {"place": "place_stone", "sail": "sail", "pick": "take_card"}.get(command, "play_card")


DISCORD = DiscordParts(
    cog=ImhotepCog,
    dynamic_items=components.DYNAMIC_ITEMS,
    prompt=components.prompt_view,
)
