"""The Meduris DM panel: buttons and selects for one player's pending decision, restart-proof.

Meduris has private turns (`GamePlugin.private_turns`): the panel is sent by DM to the player
who decides, so its labels may show what only they may see (their materials, the payments they
can make). `prompt_view` therefore builds a panel for exactly one player and nobody else.

Custom ids carry the game id and the move number the panel was drawn at
(`mp:med:<game>:<seq>:...`); every click reloads the clicker's legal moves from the service and
is submitted with `issued(interaction, seq=seq)`, so a stale or foreign click never makes a
move, and a panel sent before a restart keeps working.

A move is spelled as a path of tagged parts (facets): ("hut", "d:3", "s:12", "p:exact"). A
choice with more variants than a select holds (25) is made in steps: each step offers the
longest prefixes that fit (`narrow`). Exchanges (3 materials for 1, any time) are not legal
moves of a decision; they are drawn from the player's own view and are offered on every panel.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
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
from rules.meduris import GAME
from rules.meduris.board import group_size
from rules.meduris.data import MATERIALS, RINGS
from rules.meduris.legal import hut_cost, temple_cost
from rules.meduris.payments import SUBSTITUTE

register_templates(
    {
        "meduris.discord.materials": "Your materials: {counts}",
        "meduris.discord.exchange": "Exchange 3 for 1…",
        "meduris.discord.context.place_worker": "Setup: place a worker (at most 3 per highland)",
        "meduris.discord.context.take_material": (
            "{roller} rolled the die: take 1 material of your choice"
        ),
        "meduris.discord.context.return_material": "{roller} rolled the die: give 1 material back",
        "meduris.discord.context.take_material_own": (
            "You rolled the die: take 1 material of your choice"
        ),
        "meduris.discord.context.return_material_own": "You rolled the die: give 1 material back",
        "meduris.discord.context.turn": "Die: {die}. Now your action",
        "meduris.discord.context.offer": "The druid is at your hut on space {space}",
        "meduris.discord.select.harvest": "Big harvest: move a worker…",
        "meduris.discord.select.hut": "Build a hut…",
        "meduris.discord.select.temple": "Build a temple…",
        "meduris.discord.select.offer": "Offering at space {space} ({cost})…",
        "meduris.discord.select.exchange": "Exchange 3 of yours for 1…",
        "meduris.discord.select.more": "Choose…",
        "meduris.discord.label.place": "{highland} highland ({workers}/3 workers)",
        "meduris.discord.label.take": "Take 1 {material}",
        "meduris.discord.label.return": "Return 1 {material} (you have {held})",
        "meduris.discord.label.worker": "Your worker on {highland}, level {level}",
        "meduris.discord.label.to": "to {highland}: you get {gain}",
        "meduris.discord.label.district": "District {district}, {count} spaces: {spaces}",
        "meduris.discord.label.space": "Space {space} (district {district})",
        "meduris.discord.label.space_token": "Space {space} (district {district}, {token})",
        "meduris.discord.label.pay": "pay {paid}",
        "meduris.discord.label.costs": "costs {cost}",
        "meduris.discord.label.pay_swap": "pay {paid} ({swap} for 1)",
        "meduris.discord.label.free": "nothing",
        "meduris.discord.label.nothing": "Nothing (lose 1 point)",
        "meduris.discord.label.one": "{material} (+1 point)",
        "meduris.discord.label.both": "{first} + {second} (+{points} points)",
        "meduris.discord.label.both_one": "{first} + {second} (+1 point: an isolated hut)",
        "meduris.discord.label.token": "The druid token (+{points} points)",
        "meduris.discord.label.exchange_take": "Take 1 {material}",
        "meduris.discord.label.exchange_give": "give {given}",
        "meduris.discord.token.points": "+2 points token",
        "meduris.discord.token.free_hut": "free hut token",
        "meduris.discord.token.druid": "druid token",
        "meduris.discord.error.not_seated": "You are not playing in game #{game_id}.",
        "meduris.discord.error.no_exchange": "You cannot exchange now: you need 3 materials and "
        "the supply a material you do not give.",
    }
)
register_positions(
    (
        "meduris.discord.context.offer",
        "meduris.discord.select.offer",
        "meduris.discord.label.worker",
        "meduris.discord.label.district",
        "meduris.discord.label.space",
        "meduris.discord.label.space_token",
    ),
    ("space", "spaces", "district", "level"),
)

EXACT = "p:exact"
BUTTONS = {"place_worker": "place", "take_material": "take", "return_material": "return"}
"""Decisions with at most four choices (a material each): one button per choice."""
ROLLS = ("take_material", "return_material")
"""Decisions asked of everyone by the roller's die."""
SELECTS = {"turn": ("harvest", "hut", "temple"), "offer": ("offer",)}
"""Decisions chosen in selects, one kind of move per select, in row order."""


# --- moves as facet paths -------------------------------------------------------------------


def pay_part(pay: Mapping[str, int] | None) -> str:
    if pay is None:
        return EXACT
    return "p:" + ",".join(f"{m}={pay[m]}" for m in MATERIALS if pay.get(m))


def pay_of(part: str) -> dict[str, int] | None:
    """The payment a "p:" part names (None: exactly the cost)."""
    if part == EXACT:
        return None
    counts: dict[str, int] = {}
    for item in part[2:].split(","):
        material, _, count = item.partition("=")
        counts[material] = int(count)
    return counts


def facets(move: Mapping[str, Any], ring_size: int) -> Facets:
    """A Meduris move (replay JSON) as a path of tagged parts; the inverse is a lookup. A
    build's path goes through its district (of the ring in play), so that a ring of 32 or 40
    spaces is chosen in two steps when more spaces are open than a select holds."""
    kind = move["type"]
    if kind == "place_worker":
        return ("place", f"h:{move['highland']}")
    if kind == "take_material":
        return ("take", f"m:{move['material']}")
    if kind == "return_material":
        return ("return", f"m:{move['material']}")
    if kind == "big_harvest":
        return ("harvest", f"w:{move['from']}:{move['level']}", f"t:{move['to']}")
    if kind in ("build_hut", "build_temple"):
        space = int(move["space"])
        district = RINGS[ring_size][space][0] if 0 <= space < ring_size else -1
        return (kind[6:], f"d:{district}", f"s:{space}", pay_part(move.get("pay")))
    if kind == "offer":
        if move.get("druid_token"):
            return ("offer", "o:token")
        materials = list(move.get("materials") or [])
        if not materials:
            return ("offer", "o:-")
        return ("offer", "o:" + "+".join(materials), pay_part(move.get("pay")))
    if kind == "exchange":
        give = pay_part(move["give"])[2:]
        return ("exchange", f"t:{move['take']}", f"g:{give}")
    return ("other", kind)


def exchange_moves(held: Mapping[str, int], supply: Mapping[str, bool]) -> list[dict[str, Any]]:
    """Every sensible exchange: 3 held materials (none of the kind taken) for 1 from the
    supply."""
    moves = []
    for take in MATERIALS:
        if not supply.get(take):
            continue
        others = [m for m in MATERIALS if m != take]
        for combo in combinations_with_replacement(others, SUBSTITUTE):
            give = {m: combo.count(m) for m in others if combo.count(m)}
            if all(held.get(m, 0) >= n for m, n in give.items()):
                moves.append({"type": "exchange", "give": give, "take": take})
    return moves


# --- labels ---------------------------------------------------------------------------------


@dataclass
class PanelFacts:
    """What the labels of one player's panel need, read from the engine's state at draw time:
    public facts (costs, districts, stacks, the ritual) and the viewer's own materials."""

    ring_size: int
    hut_costs: dict[int, dict[str, int]] = field(default_factory=dict)
    temple_costs: dict[int, dict[str, int]] = field(default_factory=dict)
    tokens: dict[int, str] = field(default_factory=dict)
    stacks: dict[str, int] = field(default_factory=dict)
    held: dict[str, int] = field(default_factory=dict)
    supply: dict[str, bool] = field(default_factory=dict)
    ritual: int | None = None
    settlement: int = 1
    die: str | None = None
    roller: str | None = None


def counts_words(counts: Mapping[str, int], locale: Any) -> str:
    parts = [
        f"{counts[m]} {i18n.term(m, locale, counts[m], 'meduris')}"
        for m in MATERIALS
        if counts.get(m)
    ]
    return " + ".join(parts) or i18n.text("meduris.discord.label.free", locale)


def holdings_words(held: Mapping[str, int], locale: Any) -> str:
    """The viewer's materials, all four named (0 included): for their own panel only."""
    return " · ".join(
        f"{held.get(m, 0)} {i18n.term(m, locale, held.get(m, 0), 'meduris')}" for m in MATERIALS
    )


def material_word(material: str, locale: Any) -> str:
    word = i18n.term(material, locale, game="meduris")
    return word[:1].upper() + word[1:]


def _text(key: str, locale: Any, **params: Any) -> str:
    return i18n.text(f"meduris.discord.{key}", locale, **params)


def option_label(
    option: Facets, facts: PanelFacts, locale: Any, below: Iterable[Facets] = ()
) -> str:
    """One option (a move or the first steps of one) in the player's words; `below` are the
    moves it leads to (a district names its spaces)."""
    kind, parts = option[0], dict(part.split(":", 1) for part in option[1:])
    if kind in ("hut", "temple") and len(option) == 2:
        spaces = dict.fromkeys(f[2][2:] for f in below if f[:2] == option and len(f) > 2)
        district = parts["d"]
        label = _text(
            "label.district", locale, district=district, spaces=", ".join(spaces), count=len(spaces)
        )
    else:
        label = _label(kind, parts, facts, locale)
    return fit_label(label)


def _label(kind: str, parts: dict[str, str], facts: PanelFacts, locale: Any) -> str:
    read = _read_by(kind, parts, facts)
    return _label_of(kind, tuple(parts.items()), read, i18n.language_of(locale))


Read = tuple[Any, ...]
"""What a label reads of the panel's facts (hashable): its memo key with the option."""


def _read_by(kind: str, parts: Mapping[str, str], facts: PanelFacts) -> Read:
    """The facts a label of `kind` shows: a panel's labels are worked out once for the same
    option and facts (`_label_of`), though the facts of a whole panel change every move."""
    if kind == "place":
        return (facts.stacks.get(parts["h"], 0),)
    if kind == "return":
        return (facts.held.get(parts["m"], 0),)
    if kind == "harvest":
        return (facts.stacks.get(parts["t"], 0),) if "t" in parts else ()
    if kind in ("hut", "temple"):
        space = int(parts["s"])
        costs = facts.hut_costs if kind == "hut" else facts.temple_costs
        return (facts.tokens.get(space), tuple(costs.get(space, {}).items()))
    if kind == "offer":
        return (facts.settlement,)
    return ()


@i18n.remembered(4096)
def _label_of(kind: str, items: tuple[tuple[str, str], ...], read: Read, language: str) -> str:
    parts = dict(items)
    if kind == "place":
        highland = parts["h"]
        name = material_word(highland, language)
        return _text("label.place", language, highland=name, workers=read[0])
    if kind == "take":
        material = i18n.term(parts["m"], language, game="meduris")
        return _text("label.take", language, material=material)
    if kind == "return":
        material = i18n.term(parts["m"], language, game="meduris")
        return _text("label.return", language, material=material, held=read[0])
    if kind == "harvest":
        return _harvest_label(parts, read, language)
    if kind in ("hut", "temple"):
        token, cost = read
        return _build_label(parts, token, dict(cost), language)
    if kind == "offer":
        return _offer_label(parts, read[0], language)
    if kind == "exchange":
        words = [
            _text(
                "label.exchange_take",
                language,
                material=i18n.term(parts["t"], language, game="meduris"),
            )
        ]
        if "g" in parts:
            given = counts_words(pay_of("p:" + parts["g"]) or {}, language)
            words.append(_text("label.exchange_give", language, given=given))
        return ", ".join(words)
    return kind


def _harvest_label(parts: dict[str, str], read: Read, locale: Any) -> str:
    source, level = parts["w"].split(":")
    words = [
        _text(
            "label.worker",
            locale,
            highland=i18n.term(source, locale, game="meduris"),
            level=int(level),
        )
    ]
    if "t" in parts:
        target = parts["t"]
        gain = read[0] + 1
        words.append(
            _text("label.to", locale, highland=i18n.term(target, locale, game="meduris"), gain=gain)
        )
    return " → ".join(words)


def _build_label(
    parts: dict[str, str], token: str | None, cost: Mapping[str, int], locale: Any
) -> str:
    space = int(parts["s"])
    if token is None:
        where = _text("label.space", locale, space=space, district=parts["d"])
    else:
        token_words = _text(f"token.{token}", locale)
        where = _text(
            "label.space_token", locale, space=space, district=parts["d"], token=token_words
        )
    if "p" not in parts:
        return f"{where}: {_text('label.costs', locale, cost=counts_words(cost, locale))}"
    return f"{where}: {_pay_words(parts['p'], cost, locale)}"


def _pay_words(part: str, cost: Mapping[str, int], locale: Any) -> str:
    pay = pay_of("p:" + part)
    if pay is None:
        return _text("label.pay", locale, paid=counts_words(cost, locale))
    return _text("label.pay_swap", locale, paid=counts_words(pay, locale), swap=SUBSTITUTE)


def _offer_label(parts: dict[str, str], settlement: int, locale: Any) -> str:
    offered = parts["o"]
    if offered == "-":
        return _text("label.nothing", locale)
    if offered == "token":
        return _text("label.token", locale, points=settlement)
    materials = offered.split("+")
    if len(materials) == 1:
        words = _text("label.one", locale, material=material_word(materials[0], locale))
        cost = {materials[0]: 1}
    else:
        first, second = (
            material_word(materials[0], locale),
            i18n.term(materials[1], locale, game="meduris"),
        )
        key = "label.both" if settlement > 1 else "label.both_one"
        words = _text(key, locale, first=first, second=second, points=settlement)
        cost = {m: materials.count(m) for m in materials}
    if "p" in parts and parts["p"] != "exact":
        words += ", " + _pay_words(parts["p"], cost, locale)
    return words


def select_options(
    options: Sequence[Facets], facts: PanelFacts, locale: Any, below: Iterable[Facets] = ()
) -> list[Any]:
    below = list(below)
    return [
        discord.SelectOption(
            label=option_label(option, facts, locale, below), value="|".join(option)
        )
        for option in options
    ]


# --- the components -------------------------------------------------------------------------


def custom_id(game_id: int, seq: int, action: str) -> str:
    """`mp:med:<game>:<move number>:<action>`: a click counts only on the state it was shown."""
    return f"mp:med:{game_id}:{seq}:{action}"


GAME_AND_MOVE = r"mp:med:(?P<game_id>[0-9]{1,18}):(?P<seq>[0-9]{1,9}):"
"""Ids are bounded (SQLite's integers are 64-bit); a longer one matches no item."""
PATH = r"(?P<path>[a-z_]{1,10}(\|[a-z]:[a-z0-9:=+,_-]{1,40}){0,3})"
"""A facet path in a button's custom id (Discord allows 100 characters in all)."""


class MedurisButton(ui.DynamicItem[ui.Button[Any]], template=GAME_AND_MOVE + r"b:" + PATH):
    """One choice (a whole move, or the first step of one), named by its facet path."""

    def __init__(
        self,
        game_id: int,
        seq: int,
        path: str,
        label: str | None = None,
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        super().__init__(
            ui.Button(
                label=label or path, style=style, custom_id=custom_id(game_id, seq, f"b:{path}")
            )
        )
        self.game_id, self.seq, self.path = game_id, seq, path

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> MedurisButton:
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, match["path"], getattr(item, "label", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await choose(interaction, self.game_id, self.seq, self.path)


class MedurisSelect(
    ui.DynamicItem[ui.Select[Any]],
    template=GAME_AND_MOVE + r"(?P<action>harvest|hut|temple|offer|more)",
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
                custom_id=custom_id(game_id, seq, action),
                options=options,
                placeholder=placeholder,
            )
        )
        self.game_id, self.seq, self.action = game_id, seq, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> MedurisSelect:
        options = list(getattr(item, "options", []))
        game_id, seq = int(match["game_id"]), int(match["seq"])
        return cls(game_id, seq, match["action"], options, getattr(item, "placeholder", None))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await choose(interaction, self.game_id, self.seq, None, self.item.values)


DYNAMIC_ITEMS: tuple[type[ui.DynamicItem[Any]], ...] = (MedurisButton, MedurisSelect)


# --- reading the game -----------------------------------------------------------------------


async def seat_of(bot: Adapter, game_id: int, user_id: int) -> str:
    info = await bot.service.game(game_id)
    for name, uid in info.seats:
        if uid == user_id:
            return name
    raise ServiceError("meduris.discord.error.not_seated", game_id=game_id)


async def panel_facts(bot: Adapter, game_id: int, user_id: int) -> PanelFacts:
    """The labels' facts for `user_id`'s panel: their own view's materials, public costs."""
    seat = await seat_of(bot, game_id, user_id)
    s = (await bot.service.table(game_id)).state
    view = await bot.service.view(game_id, user_id)
    size = int(view["ring_size"])
    mine = next(p for p in view["players"] if p["name"] == seat)
    free = [space for space, building in enumerate(s.buildings) if building is None]
    ritual = view["ritual"]
    return PanelFacts(
        ring_size=size,
        hut_costs={space: hut_cost(s, space) for space in free},
        temple_costs={space: temple_cost(s, space) for space in free},
        tokens={int(space["space"]): space["token"] for space in view["ring"] if space["token"]},
        stacks={m: len(stack) for m, stack in view["highlands"].items()},
        held=dict(mine.get("materials") or {}),
        supply=dict(view["supply_available"]),
        ritual=None if ritual is None else int(ritual["space"]),
        settlement=1 if ritual is None else group_size(s, int(ritual["space"])),
        die=view["die"],
        roller=view["current_player"],
    )


def ritual_cost(facts: PanelFacts, locale: Any) -> str:
    if facts.ritual is None:
        return ""
    pair = RINGS[facts.ring_size][facts.ritual][1]
    return " + ".join(i18n.term(m, locale, game="meduris") for m in pair)


# --- a click ----------------------------------------------------------------------------------


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
            facts = await panel_facts(bot, game_id, actor.user_id)
            if chosen[0] == "exchange":
                candidates = exchange_moves(facts.held, facts.supply)
                if not candidates:
                    raise ServiceError("meduris.discord.error.no_exchange")
            else:
                candidates = await clicks.legal_moves(bot, actor, game_id)
            by_facets = {facets(move, facts.ring_size): move for move in candidates}
            move = by_facets.get(chosen)
            if move is not None:
                call = bot.service.submit_move(actor, game_id, move, issued(interaction, seq=seq))
                await bot.run_service(interaction, call)
                return
            options = narrow(chosen, by_facets)
            if not options:
                raise ServiceError("discord.error.bad_move_choice")
            await bot.service.require_current(actor, game_id, issued(interaction, seq=seq))
            view = DynamicView()
            placeholder = (
                "meduris.discord.select.exchange"
                if chosen == ("exchange",)
                else "meduris.discord.select.more"
            )
            view.add_item(
                MedurisSelect(
                    game_id,
                    seq,
                    "more",
                    select_options(options, facts, interaction.locale, by_facets),
                    i18n.text(placeholder, interaction.locale),
                )
            )
            await send_ephemeral(
                interaction, i18n.text("discord.prompt.choose", interaction.locale), view=view
            )
    except Exception as error:
        await report_error(interaction, error)


# --- the panel ----------------------------------------------------------------------------------


async def prompt_view(
    bot: Adapter, game_id: int, user_ids: Sequence[int], locale: Any
) -> ui.View | None:
    """One player's panel: their materials, their pending decision's choices, the exchange.

    Labels show the player's own materials, so a panel is drawn for one player only (the DM of
    a private turn); asked for several players at once (a channel post), it draws nothing."""
    if len(user_ids) != 1:
        return None
    [user_id] = user_ids
    info = await bot.service.game(game_id)
    names = {uid: name for name, uid in info.seats}
    if user_id not in names:
        return None
    legal = await bot.service.legal_moves(Actor(user_id, names[user_id]), game_id)
    if not legal:
        return None
    facts = await panel_facts(bot, game_id, user_id)
    by_facets = {facets(move, facts.ring_size): move for move in legal}
    seq = info.moves
    kind = next((d.kind for uid, d in await bot.service.pending(game_id) if uid == user_id), "")
    view = DynamicView()
    die = i18n.term(facts.die or "", locale, game="meduris")
    own = "_own" if facts.roller == names[user_id] and kind in ROLLS else ""
    context = _text(
        f"context.{kind}{own}", locale, roller=facts.roller, die=die, space=facts.ritual
    )
    held = _text("materials", locale, counts=holdings_words(facts.held, locale))
    for words in (context, held):
        view.add_item(ui.Button(label=words[:80], disabled=True, row=0))
    if exchange_moves(facts.held, facts.supply):
        label = _text("exchange", locale)
        style = discord.ButtonStyle.secondary
        view.add_item(MedurisButton(game_id, seq, "exchange", label, style))
    if kind in BUTTONS:
        for option in narrow((BUTTONS[kind],), by_facets):
            label = option_label(option, facts, locale)
            item = MedurisButton(game_id, seq, "|".join(option), label)
            item.item.row = 1
            view.add_item(item)
    for row, action in enumerate(SELECTS.get(kind, ()), start=1):
        placeholder = _text(
            f"select.{action}", locale, space=facts.ritual, cost=ritual_cost(facts, locale)
        )
        _add_select(view, game_id, seq, action, by_facets, facts, locale, placeholder, row)
    return view


def _add_select(
    view: ui.View,
    game_id: int,
    seq: int,
    action: str,
    by_facets: Mapping[Facets, Any],
    facts: PanelFacts,
    locale: Any,
    placeholder: str,
    row: int,
) -> None:
    options = narrow((action,), by_facets)
    if not options:
        return
    item = MedurisSelect(
        game_id, seq, action, select_options(options, facts, locale, by_facets), placeholder[:150]
    )
    item.item.row = row
    view.add_item(item)
