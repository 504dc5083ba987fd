"""Imhotep moves: one frozen dataclass per replay move type, and their exact JSON form.

`parse_move` checks only the shape of a move (types and names); whether it is legal now is the
engine's business. `move_to_json(parse_move(d)) == d` for every valid `d` without "player".
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import JSON, RuleError
from rules.imhotep.data import BLUE_CARDS, CARD_NAMES, SITES


@dataclass(frozen=True, slots=True)
class TakeStones:
    """Take up to 3 stones from the quarry onto the sled."""


@dataclass(frozen=True, slots=True)
class PlaceStone:
    ship: int
    slot: int


@dataclass(frozen=True, slots=True)
class Sail:
    ship: int
    site: str


@dataclass(frozen=True, slots=True)
class TakeCard:
    """The pending market pick."""

    card: str


@dataclass(frozen=True, slots=True)
class PlayHammer:
    """Take stones, then optionally place one (ship and slot both given or both None)."""

    ship: int | None = None
    slot: int | None = None


@dataclass(frozen=True, slots=True)
class PlayChisel:
    """Place two stones: `stones` is ((ship, slot), (ship, slot))."""

    stones: tuple[tuple[int, int], tuple[int, int]]


@dataclass(frozen=True, slots=True)
class PlaySail:
    """Place a stone on a ship, then sail that ship."""

    ship: int
    slot: int
    site: str


@dataclass(frozen=True, slots=True)
class PlayLever:
    """Sail a ship unloading its occupied slots in `order`."""

    ship: int
    site: str
    order: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Pass:
    """Only for a player with no legal action at all."""


Move = (
    TakeStones
    | PlaceStone
    | Sail
    | TakeCard
    | PlayHammer
    | PlayChisel
    | PlaySail
    | PlayLever
    | Pass
)

MOVE_TYPES = ("take_stones", "place_stone", "sail", "take_card", "play_card", "pass")
_FIELDS: dict[str, frozenset[str]] = {
    "take_stones": frozenset(),
    "place_stone": frozenset({"ship", "slot"}),
    "sail": frozenset({"ship", "site"}),
    "take_card": frozenset({"card"}),
    "pass": frozenset(),
    "hammer": frozenset({"card", "ship", "slot"}),
    "chisel": frozenset({"card", "stones"}),
    "sail_card": frozenset({"card", "ship", "slot", "site"}),
    "lever": frozenset({"card", "ship", "site", "order"}),
}


_OPTIONAL = {"play_card hammer": frozenset({"ship", "slot"})}
"""Fields a move may leave out: the hammer's placement is optional."""


def parse_move(data: Mapping[str, Any]) -> Move:
    """A typed move from replay JSON; a "player" key is ignored (the log carries it)."""
    if not isinstance(data, Mapping):
        raise RuleError("imhotep.move_not_object")
    body = {k: v for k, v in data.items() if k != "player"}
    kind = body.get("type")
    if kind not in MOVE_TYPES:
        raise RuleError(
            "imhotep.unknown_move_type", type=_shown(kind), choices=", ".join(MOVE_TYPES)
        )
    fields = set(body) - {"type"}
    if kind == "play_card":
        return _parse_play_card(body, fields)
    _check_fields(str(kind), fields, _FIELDS[str(kind)])
    if kind == "take_stones":
        return TakeStones()
    if kind == "pass":
        return Pass()
    if kind == "place_stone":
        return PlaceStone(_int(body, "ship", kind), _int(body, "slot", kind))
    if kind == "sail":
        return Sail(_int(body, "ship", kind), _site(body))
    return TakeCard(_card(body))


def _parse_play_card(body: Mapping[str, Any], fields: set[str]) -> Move:
    card = _card(body)
    if card not in BLUE_CARDS:
        raise RuleError("imhotep.card_not_blue", card=card, choices=", ".join(BLUE_CARDS))
    what = f"play_card {card}"
    _check_fields(what, fields, _FIELDS["sail_card" if card == "sail" else card])
    if card == "hammer":
        has_ship, has_slot = "ship" in body, "slot" in body
        if has_ship != has_slot:
            raise RuleError("imhotep.hammer_half_placement")
        if not has_ship:
            return PlayHammer()
        return PlayHammer(_int(body, "ship", what), _int(body, "slot", what))
    if card == "sail":
        return PlaySail(_int(body, "ship", what), _int(body, "slot", what), _site(body))
    if card == "lever":
        order = _required(body, "order", what)
        if not isinstance(order, list) or not all(_is_int(k) for k in order):
            raise RuleError("imhotep.lever_order_shape", value=_shown(order))
        return PlayLever(_int(body, "ship", what), _site(body), tuple(order))
    stones = _required(body, "stones", what)
    if not isinstance(stones, list) or len(stones) != 2:
        raise RuleError("imhotep.chisel_stones", value=_shown(stones))
    pairs = []
    for stone in stones:
        if not isinstance(stone, Mapping) or set(stone) != {"ship", "slot"}:
            raise RuleError("imhotep.chisel_stones", value=_shown(stones))
        pairs.append((_int(stone, "ship", what), _int(stone, "slot", what)))
    if pairs[0] == pairs[1]:
        raise RuleError("imhotep.chisel_same_slot", ship=pairs[0][0], slot=pairs[0][1])
    return PlayChisel((pairs[0], pairs[1]))


def move_to_json(move: Move) -> JSON:
    """The replay JSON of a move, without "player"."""
    if isinstance(move, TakeStones):
        return {"type": "take_stones"}
    if isinstance(move, Pass):
        return {"type": "pass"}
    if isinstance(move, PlaceStone):
        return {"type": "place_stone", "ship": move.ship, "slot": move.slot}
    if isinstance(move, Sail):
        return {"type": "sail", "ship": move.ship, "site": move.site}
    if isinstance(move, TakeCard):
        return {"type": "take_card", "card": move.card}
    if isinstance(move, PlayHammer):
        data: JSON = {"type": "play_card", "card": "hammer"}
        if move.ship is not None:
            data["ship"], data["slot"] = move.ship, move.slot
        return data
    if isinstance(move, PlayChisel):
        stones = [{"ship": ship, "slot": slot} for ship, slot in move.stones]
        return {"type": "play_card", "card": "chisel", "stones": stones}
    if isinstance(move, PlaySail):
        return {
            "type": "play_card",
            "card": "sail",
            "ship": move.ship,
            "slot": move.slot,
            "site": move.site,
        }
    return {
        "type": "play_card",
        "card": "lever",
        "ship": move.ship,
        "site": move.site,
        "order": list(move.order),
    }


def _check_fields(what: str, fields: set[str], allowed: frozenset[str]) -> None:
    if fields == allowed:
        return  # every field, nothing else: the usual move, without sorting what is not there
    extra = sorted(fields - allowed)
    if extra:
        raise RuleError("imhotep.unknown_field", move=what, field=extra[0])
    optional = _OPTIONAL.get(what, frozenset())
    missing = sorted(allowed - optional - fields)
    if missing:
        raise RuleError("imhotep.field_missing", move=what, field=missing[0])


def _required(body: Mapping[str, Any], field: str, what: str) -> Any:
    if field not in body:
        raise RuleError("imhotep.field_missing", move=what, field=field)
    return body[field]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(body: Mapping[str, Any], field: str, what: str) -> int:
    value = _required(body, field, what)
    if not _is_int(value):
        raise RuleError("imhotep.field_not_int", move=what, field=field, value=_shown(value))
    result: int = value
    return result


def _site(body: Mapping[str, Any]) -> str:
    site = body.get("site")
    if site not in SITES:
        raise RuleError("imhotep.unknown_site", site=_shown(site), choices=", ".join(SITES))
    return str(site)


def _card(body: Mapping[str, Any]) -> str:
    card = body.get("card")
    if card not in CARD_NAMES:
        raise RuleError("imhotep.unknown_card", card=_shown(card), choices=", ".join(CARD_NAMES))
    return str(card)


def _shown(value: Any) -> str:
    """A bad value as the player wrote it, short enough for a message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
