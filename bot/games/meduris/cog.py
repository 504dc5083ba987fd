"""`/meduris`: one command per Meduris move, with autocomplete drawn from the legal moves.

The commands work in the game's channel and in DMs, where the Meduris panel lives (the `game`
option chooses among several games, by name); their replies are ephemeral, and autocomplete
(which may show your payments, hence your materials) is seen only by whoever types. The same
moves, and the exchange, are buttons in the DM panel of each decision
(`components.prompt_view`); an exchange outside one's turn is made by command or from the
Exchange button of any earlier DM panel (an exchange is a side move, so old panels keep
offering it).
Spaces and levels are typed as players count them and as the board and the messages show them,
from 1 (space 1 just after the great river, level 1 the bottom of a stack); the engine and the
replay JSON number them from 0, and `bot.numbering` converts between the two.
"""

from __future__ import annotations

import re
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
from bot.games.meduris import components
from bot.games.meduris.components import (
    Facets,
    PanelFacts,
    counts_words,
    exchange_moves,
    facets,
)
from bot.numbering import from_typed, shown
from bot.service.bounds import bounded_int
from bot.service.outcomes import ServiceError
from rules.core import RuleError, register_positions, register_templates
from rules.meduris.data import MATERIALS

Interaction = discord.Interaction[Any]

register_templates(
    {
        "meduris.discord.error.bad_pay": "A payment lists materials with counts, like "
        '"wood=3, copper=2" (or "exact"); {value!r} is not one. Nothing was done.',
        "meduris.discord.error.bad_offer": 'An offering is "nothing", "token", one material '
        'or two joined by +, like "wool+copper"; {value!r} is not one. Nothing was done.',
        "meduris.discord.choice.level": "level {level}",
    }
)
register_positions(("meduris.discord.choice.level",), ("level",))

MATERIAL_CHOICES = [app_commands.Choice(name=m, value=m) for m in MATERIALS]
NOTHING, TOKEN, EXACT = "nothing", "token", "exact"
SPACES = (1, 40)
"""The space numbers a command takes, as players count them (the 4-player ring's 40)."""
LEVELS = (1, 3)
"""A stack's levels, as players count them (1 is the bottom)."""
POSITIONS = ("space", "level")
"""Options that are positions: typed from 1, numbered from 0 by the engine."""


def counts_text(counts: dict[str, int]) -> str:
    """A payment as the `pay`/`give` option is written: "wood=3, copper=2"."""
    return ", ".join(f"{m}={counts[m]}" for m in MATERIALS if counts.get(m))


def parse_counts(text: str) -> dict[str, int]:
    """ "wood=3, copper=2", "3 wood + 2 copper" or "wood 3": material -> count."""
    counts: dict[str, int] = {}
    for item in re.split(r"[,+;]", text.lower()):
        words = re.findall(r"[a-z]+|[0-9]+", item)
        if not words:
            continue
        names = [w for w in words if not w.isdigit()]
        numbers = [bounded_int(w) for w in words if w.isdigit()]
        if len(names) != 1 or len(numbers) > 1 or names[0] not in MATERIALS:
            raise ServiceError("meduris.discord.error.bad_pay", value=text)
        counts[names[0]] = counts.get(names[0], 0) + (numbers[0] if numbers else 1)
    if not counts:
        raise ServiceError("meduris.discord.error.bad_pay", value=text)
    return counts


def parse_pay(text: str | None) -> dict[str, int] | None:
    """None (the exact cost) when left out or "exact"."""
    if text is None or text.strip().lower() == EXACT:
        return None
    return parse_counts(text)


def offer_move(materials: str, pay: str | None) -> dict[str, Any]:
    """The replay JSON of `/meduris offer` options."""
    wanted = materials.strip().lower()
    if wanted == TOKEN:
        return {"type": "offer", "druid_token": True}
    chosen = [] if wanted == NOTHING else [m.strip() for m in wanted.split("+")]
    if not all(m in MATERIALS for m in chosen):
        raise ServiceError("meduris.discord.error.bad_offer", value=materials)
    move: dict[str, Any] = {"type": "offer", "materials": chosen}
    paid = parse_pay(pay)
    if paid is not None:
        move["pay"] = paid
    return move


def build_move(kind: str, space: int, pay: str | None) -> dict[str, Any]:
    move: dict[str, Any] = {"type": kind, "space": space}
    paid = parse_pay(pay)
    if paid is not None:
        move["pay"] = paid
    return move


def command_options(move: dict[str, Any]) -> dict[str, Any]:
    """A legal move as the command options a player types for it (positions counted from 1)."""
    return {
        field: shown(value) if field in POSITIONS else value
        for field, value in move_fields(move).items()
    }


def move_fields(move: dict[str, Any]) -> dict[str, Any]:
    """A legal move as command options, with the engine's numbers (from 0)."""
    kind = move["type"]
    if kind == "place_worker":
        return {"highland": move["highland"]}
    if kind in ("take_material", "return_material"):
        return {"material": move["material"]}
    if kind == "big_harvest":
        return {"from": move["from"], "level": move["level"], "to": move["to"]}
    if kind in ("build_hut", "build_temple"):
        return {"space": move["space"], "pay": counts_text(move["pay"]) if "pay" in move else EXACT}
    if kind == "offer":
        if move.get("druid_token"):
            return {"materials": TOKEN}
        chosen = "+".join(move["materials"]) or NOTHING
        pay = counts_text(move["pay"]) if "pay" in move else EXACT
        return {"materials": chosen, "pay": pay}
    return {"give": counts_text(move["give"]), "take": move["take"]}


COMMAND_MOVES = {
    "place": "place_worker",
    "take": "take_material",
    "return": "return_material",
    "harvest": "big_harvest",
    "hut": "build_hut",
    "temple": "build_temple",
    "offer": "offer",
    "exchange": "exchange",
}


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class MedurisCog(commands.GroupCog, group_name="meduris", description="Meduris moves"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    async def _submit(
        self, interaction: Interaction, move: dict[str, Any], game: int | None
    ) -> None:
        await submit_in_game(self.bot, interaction, "meduris", move, game)

    # --- autocomplete ----------------------------------------------------------------------

    async def _candidates(
        self, interaction: Interaction
    ) -> tuple[list[dict[str, Any]], PanelFacts | None]:
        """The moves of the command being typed: legal moves, or the possible exchanges."""
        info = await chosen_game(interaction, interaction.namespace.game, "meduris")
        if info.status != "running":
            return [], None
        facts = await components.panel_facts(self.bot, info.id, interaction.user.id)
        command = interaction.command.name if interaction.command else ""
        if command == "exchange":
            return exchange_moves(facts.held, facts.supply), facts
        actor = await self.bot.actor(interaction)
        legal = await self.bot.service.legal_moves(actor, info.id)
        return [m for m in legal if m["type"] == COMMAND_MOVES.get(command)], facts

    async def _suggest(
        self, interaction: Interaction, current: str, field: str
    ) -> list[app_commands.Choice[Any]]:
        """Values of `field` among the legal moves of this command that fit the options set."""
        try:
            moves, facts = await self._candidates(interaction)
        except (ServiceError, RuleError):
            return []
        if facts is None:
            return []
        filled = {
            name: value
            for name, value in vars(interaction.namespace).items()
            if value is not None and name not in (field, "game")
        }
        values: dict[Any, str] = {}
        for move in moves:
            fields = command_options(move)
            if field not in fields or any(
                fields.get(k) != v for k, v in filled.items() if k in fields
            ):
                continue
            value = fields[field]
            values.setdefault(value, self._name(field, move, facts, interaction.locale))
        choices = [
            app_commands.Choice(name=name[:100], value=value)
            for value, name in values.items()
            if current.lower() in name.lower() or current.lower() in str(value).lower()
        ]
        return choices[:25]

    @staticmethod
    def _name(field: str, move: dict[str, Any], facts: PanelFacts, locale: Any) -> str:
        """How an autocomplete choice reads: the panel's words for the same move."""
        path: Facets = facets(move, facts.ring_size)
        if field == "space":  # with its cost, unless it must be paid with substitutes
            return components.option_label(path if "pay" not in move else path[:3], facts, locale)
        if field == "level":
            return i18n.text("meduris.discord.choice.level", locale, level=move["level"])
        if field == "pay":
            return components.option_label(path, facts, locale)
        if field == "materials":
            return components.option_label(path[:2], facts, locale)
        if field == "give":
            return counts_words(move["give"], locale)
        return i18n.term(str(move_fields(move)[field]), locale, game="meduris")

    async def _space(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "space")

    async def _pay(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "pay")

    async def _from(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "from")

    async def _level(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "level")

    async def _to(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "to")

    async def _materials(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "materials")

    async def _give(self, interaction: Interaction, current: str) -> list[Any]:
        return await self._suggest(interaction, current, "give")

    # --- the moves -------------------------------------------------------------------------

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Setup: place a worker on a highland")
    @app_commands.describe(highland="The highland (its stack holds at most 3 workers)")
    @app_commands.choices(highland=MATERIAL_CHOICES)
    async def place(self, interaction: Interaction, highland: str, game: int | None = None) -> None:
        await self._submit(interaction, {"type": "place_worker", "highland": highland}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="The die shows 'any': take one material from the supply")
    @app_commands.choices(material=MATERIAL_CHOICES)
    async def take(self, interaction: Interaction, material: str, game: int | None = None) -> None:
        await self._submit(interaction, {"type": "take_material", "material": material}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(name="return", description="The die shows 'return': give one back")
    @app_commands.choices(material=MATERIAL_CHOICES)
    async def return_(
        self, interaction: Interaction, material: str, game: int | None = None
    ) -> None:
        await self._submit(interaction, {"type": "return_material", "material": material}, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Big harvest: move one of your workers to another highland")
    @app_commands.rename(source="from")
    @app_commands.describe(
        source="The highland your worker stands on",
        level="Its place in that stack (1 = bottom)",
        to="The highland it moves to (on top)",
    )
    @app_commands.autocomplete(source=_from, level=_level, to=_to)
    async def harvest(
        self, interaction: Interaction, source: str, level: int, to: str, game: int | None = None
    ) -> None:
        require_range("level", level, *LEVELS)
        move = {"type": "big_harvest", "from": source, "level": from_typed(level), "to": to}
        await self._submit(interaction, move, game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Build a hut on an empty space")
    @app_commands.describe(
        space="Space number as on the board (1 = after the great river)",
        pay='Only to replace missing materials 3 for 1, like "wood=3, copper=2"',
    )
    @app_commands.autocomplete(space=_space, pay=_pay)
    async def hut(
        self, interaction: Interaction, space: int, pay: str | None = None, game: int | None = None
    ) -> None:
        require_range("space", space, *SPACES)
        await self._submit(interaction, build_move("build_hut", from_typed(space), pay), game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Build a temple on an empty space without a token")
    @app_commands.describe(
        space="Space number as on the board (1 = after the great river)",
        pay='Only to replace missing materials 3 for 1, like "wood=3, copper=2"',
    )
    @app_commands.autocomplete(space=_space, pay=_pay)
    async def temple(
        self, interaction: Interaction, space: int, pay: str | None = None, game: int | None = None
    ) -> None:
        require_range("space", space, *SPACES)
        await self._submit(interaction, build_move("build_temple", from_typed(space), pay), game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Your offering to the druid at your hut")
    @app_commands.describe(
        materials='"nothing", "token", one material, or both like "wool+copper"',
        pay='Only to replace missing materials 3 for 1, like "stone=3"',
    )
    @app_commands.autocomplete(materials=_materials, pay=_pay)
    async def offer(
        self,
        interaction: Interaction,
        materials: str,
        pay: str | None = None,
        game: int | None = None,
    ) -> None:
        await self._submit(interaction, offer_move(materials, pay), game)

    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=game_choices("meduris"))
    @app_commands.command(description="Exchange 3 of your materials for 1 (any time)")
    @app_commands.describe(give='Exactly 3 materials, like "wood=2, stone=1"', take="What you get")
    @app_commands.autocomplete(give=_give)
    @app_commands.choices(take=MATERIAL_CHOICES)
    async def exchange(
        self, interaction: Interaction, give: str, take: str, game: int | None = None
    ) -> None:
        move = {"type": "exchange", "give": parse_counts(give), "take": take}
        await self._submit(interaction, move, game)


DISCORD = DiscordParts(
    cog=MedurisCog,
    dynamic_items=components.DYNAMIC_ITEMS,
    prompt=components.prompt_view,
)
