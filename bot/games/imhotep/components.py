"""Buttons and selects for turn-based moves, as `DynamicItem`s that survive restarts.

A component's custom id carries only the game id and the kind of choice
(`mp:imh:<game_id>:<action>`); a select's option values are the chosen move's *facets*. On every
click everything is reloaded from the service: the clicker's legal moves decide what the click
means, so a stale or foreign click can never make an illegal move, and a message posted before a
restart keeps working.

Facets spell a move as a path of short tagged parts ("play", "c:chisel", "p:0:1", "p:2:0"), so
a move with too many variants for one select (25 options) is chosen in steps: each step offers
the longest prefixes that still fit.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Sequence
from typing import Any

import discord
from discord import ui

from bot import clicks, i18n
from bot.adapter import Adapter, adapter, issued
from bot.dynamic_view import DynamicView
from bot.facets import Facets, fit_label, narrow
from bot.replies import report_error, send_ephemeral
from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from rules.core import register_positions, register_templates
from rules.imhotep import GAME

_log = logging.getLogger(__name__)

register_templates(
    {
        "discord.error.missing_field": "This card needs the {field} option.",
        "discord.error.bad_order": "The unloading order lists slot numbers separated by commas, "
        'like "3,1,2"; {order!r} is not.',
        "discord.button.take": "Take stones",
        "discord.button.pass": "Pass",
        "discord.select.place": "Place a stone…",
        "discord.select.sail": "Sail a ship…",
        "discord.select.play": "Play a card…",
        "discord.select.pick": "Take a card…",
        "discord.label.ship_slot": "Ship {ship} (size {size}), slot {slot}",
        "discord.label.ship_site": "Ship {ship} (size {size}) → {site}",
        "discord.label.ship": "Ship {ship}",
        "discord.label.slot": "slot {slot}",
        "discord.label.take": "take stones",
        "discord.label.no_place": "no stone",
        "discord.label.order": "unload slots {order}",
    }
)
register_positions(
    ("discord.label.ship_slot", "discord.label.ship_site", "discord.label.ship"), ("ship",)
)
register_positions(("discord.label.ship_slot", "discord.label.slot"), ("slot",))
register_positions(("discord.label.order",), ("order",))


SELECTS = ("place", "sail", "play", "pick")
"""Top-level selects of an Imhotep prompt, in row order; each lists one kind of move."""
BUTTONS = ("take", "pass")


def facets(move: dict[str, Any]) -> Facets:
    """An Imhotep move (replay JSON) as a path of tagged parts; the inverse is a lookup."""
    kind = move["type"]
    if kind == "take_stones":
        return ("take",)
    if kind == "pass":
        return ("pass",)
    if kind == "place_stone":
        return ("place", f"p:{move['ship']}:{move['slot']}")
    if kind == "sail":
        return ("sail", f"s:{move['ship']}:{move['site']}")
    if kind == "take_card":
        return ("pick", f"c:{move['card']}")
    if kind == "play_card":
        card = move["card"]
        parts = ["play", f"c:{card}"]
        if card == "chisel":
            parts += [f"p:{stone['ship']}:{stone['slot']}" for stone in move["stones"]]
        elif card == "hammer":
            has_place = move.get("ship") is not None
            parts.append(f"p:{move['ship']}:{move['slot']}" if has_place else "n")
        elif card == "sail":
            parts += [f"p:{move['ship']}:{move['slot']}", f"t:{move['site']}"]
        elif card == "lever":
            parts += [f"s:{move['ship']}:{move['site']}", "o:" + ",".join(map(str, move["order"]))]
        return tuple(parts)
    return ("other", json.dumps(move, sort_keys=True, separators=(",", ":")))


def part_label(part: str, sizes: Sequence[int], locale: Any) -> str:
    """One facet in words (ships and slots are positions: the catalogue counts them from 1)."""
    tag, _, rest = part.partition(":")
    if tag == "p":
        ship, slot = (int(x) for x in rest.split(":"))
        size = sizes[ship] if ship < len(sizes) else "?"
        return i18n.text("discord.label.ship_slot", locale, ship=ship, size=size, slot=slot)
    if tag == "s":
        ship_text, site = rest.split(":")
        ship = int(ship_text)
        size = sizes[ship] if ship < len(sizes) else "?"
        return i18n.text(
            "discord.label.ship_site",
            locale,
            ship=ship,
            size=size,
            site=i18n.term(site, locale, game="imhotep"),
        )
    if tag in ("c", "t"):
        return i18n.term(rest, locale, game="imhotep")
    if tag == "o":
        return i18n.text("discord.label.order", locale, order=rest)
    if part == "n":
        return i18n.text("discord.label.no_place", locale)
    if part == "take":
        return i18n.text("discord.label.take", locale)
    return part


def option_label(option: Facets, sizes: Sequence[int], locale: Any) -> str:
    return _option_label(tuple(option), tuple(sizes), i18n.language_of(locale))


@i18n.remembered(4096)
def _option_label(option: Facets, sizes: tuple[int, ...], language: str) -> str:
    """Labels recur from prompt to prompt (the same ships, slots and cards), and each is a few
    catalogue lookups: they are worked out once per language."""
    words = [part_label(part, sizes, language) for part in option[1:]] or [option[0]]
    label = ": ".join([words[0], ", ".join(words[1:])]) if len(words) > 1 else words[0]
    return fit_label(label)


def select_options(
    options: Sequence[Facets], sizes: Sequence[int], locale: Any
) -> list[discord.SelectOption]:
    language, sizes = i18n.language_of(locale), tuple(sizes)
    return [
        discord.SelectOption(label=_option_label(option, sizes, language), value="|".join(option))
        for option in options
    ]


@i18n.remembered(64)
def _words(key: str, language: str) -> str:
    """A button's label or a select's placeholder: a few of them under every prompt."""
    return i18n.text(key, language)


def custom_id(game_id: int, seq: int, action: str) -> str:
    """`mp:imh:<game>:<move number>:<action>`: a click counts only on the state it was shown."""
    return f"mp:imh:{game_id}:{seq}:{action}"


GAME_AND_MOVE = r"mp:imh:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):"
"""Ids are bounded (SQLite's integers are 64-bit); a longer one matches no item."""


class ImhotepButton(
    ui.DynamicItem[ui.Button[Any]], template=GAME_AND_MOVE + r"(?P<action>take|pass)"
):
    """ "Take stones" (and "Pass" when nothing else is legal)."""

    def __init__(self, game_id: int, seq: int, action: str, label: str | None = None) -> None:
        super().__init__(
            ui.Button(
                label=label or action,
                style=discord.ButtonStyle.primary,
                custom_id=custom_id(game_id, seq, action),
            )
        )
        self.game_id, self.seq, self.action = game_id, seq, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> ImhotepButton:
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, match["action"], getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await choose(interaction, self.game_id, self.seq, self.action)


class ImhotepSelect(
    ui.DynamicItem[ui.Select[Any]],
    template=GAME_AND_MOVE + r"(?P<action>place|sail|play|pick|more)",
):
    """A select of moves (or of the first steps of moves); its values are facet paths."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        action: str,
        options: list[discord.SelectOption],
        placeholder: str | None = None,
    ) -> None:
        super().__init__(
            ui.Select(
                custom_id=custom_id(game_id, seq, action), options=options, placeholder=placeholder
            )
        )
        self.game_id, self.seq, self.action = game_id, seq, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> ImhotepSelect:
        options = list(getattr(item, "options", []))
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, match["action"], options, getattr(item, "placeholder", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await choose(interaction, self.game_id, self.seq, None, self.item.values)


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (ImhotepButton, ImhotepSelect)


async def choose(
    interaction: discord.Interaction[Any],
    game_id: int,
    seq: int,
    path: str | None,
    values: Sequence[str] = (),
) -> None:
    """A click on a button (its facet `path`) or a select (its `values`): submits the move it
    names (on the state it was shown on), offers the next step, or says why not."""
    bot = adapter(interaction)
    try:
        await clicks.require_kind(bot, game_id, GAME.name)
        chosen = tuple((path or clicks.first_value(list(values))).split("|"))
        async with bot.playing(interaction) as actor:
            legal, move = await clicks.pick_move(
                bot, actor, game_id, lambda legal: {facets(m): m for m in legal}.get(chosen)
            )
            if move is not None:
                call = bot.service.submit_move(actor, game_id, move, issued(interaction, seq=seq))
                await bot.run_service(interaction, call)
                return
            options = narrow(chosen, sorted(facets(m) for m in legal))
            if not options:
                raise ServiceError("discord.error.bad_move_choice")
            await bot.service.require_current(actor, game_id, issued(interaction, seq=seq))
            sizes = await ship_sizes(bot, game_id, actor.user_id)
            view = DynamicView()
            view.add_item(
                ImhotepSelect(
                    game_id,
                    seq,
                    "more",
                    select_options(options, sizes, interaction.locale),
                    i18n.text("discord.select.more", interaction.locale),
                )
            )
            await send_ephemeral(
                interaction, i18n.text("discord.prompt.choose", interaction.locale), view=view
            )
    except Exception as error:
        await report_error(interaction, error)


async def ship_sizes(bot: Adapter, game_id: int, viewer: int | None) -> list[int]:
    view = await bot.service.view(game_id, viewer)
    return [int(ship["size"]) for ship in view.get("ships", [])]


async def prompt_view(
    bot: Adapter, game_id: int, user_ids: Sequence[int], locale: Any
) -> ui.View | None:
    """The action components under a prompt: the prompted players' legal moves, nothing else."""
    info = await bot.service.game(game_id)
    seat_names = {uid: name for name, uid in info.seats}
    legal: dict[Facets, dict[str, Any]] = {}
    for user_id in user_ids:
        actor = Actor(user_id=user_id, name=seat_names.get(user_id, str(user_id)))
        for move in await bot.service.legal_moves(actor, game_id):
            legal[facets(move)] = move
    if not legal:
        return None
    sizes = await ship_sizes(bot, game_id, None)
    language = i18n.language_of(locale)
    view = DynamicView()
    for action in BUTTONS:
        if (action,) in legal:
            label = _words(f"discord.button.{action}", language)
            view.add_item(ImhotepButton(game_id, info.moves, action, label))
    paths = sorted(legal)
    for row, action in enumerate(SELECTS, start=1):
        options = narrow((action,), (path for path in paths if path[0] == action))
        if options:
            item = ImhotepSelect(
                game_id,
                info.moves,
                action,
                select_options(options, sizes, language),
                _words(f"discord.select.{action}", language),
            )
            item.item.row = row
            view.add_item(item)
    return view
