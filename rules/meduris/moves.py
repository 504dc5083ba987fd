"""Meduris moves: one frozen dataclass per replay move type, and their exact JSON form.

`parse_move` checks only the shape of a move (types and names); whether it is legal now is the
engine's business. `move_to_json(parse_move(d)) == d` for every valid `d` without "player".
A payment (`pay`, `give`) keeps its materials in the order written.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import JSON, RuleError
from rules.meduris.data import MATERIALS

Pay = tuple[tuple[str, int], ...]
"""Material -> count, in the order the player wrote them."""


@dataclass(frozen=True, slots=True)
class PlaceWorker:
    highland: str


@dataclass(frozen=True, slots=True)
class TakeMaterial:
    """The die shows `any`: take one material of one's choice from the supply."""

    material: str


@dataclass(frozen=True, slots=True)
class ReturnMaterial:
    """The die shows `return`: give one held material back to the supply."""

    material: str


@dataclass(frozen=True, slots=True)
class BigHarvest:
    """Move one's worker at stack `level` (0 = bottom) of highland `source` onto `target`."""

    source: str
    level: int
    target: str


@dataclass(frozen=True, slots=True)
class BuildHut:
    space: int
    pay: Pay | None = None


@dataclass(frozen=True, slots=True)
class BuildTemple:
    space: int
    pay: Pay | None = None


@dataclass(frozen=True, slots=True)
class Offer:
    """Zero, one or both of the space's materials, or the hut's druid token."""

    materials: tuple[str, ...] = ()
    pay: Pay | None = None
    druid_token: bool = False


@dataclass(frozen=True, slots=True)
class Exchange:
    """Three held materials for one from the supply; allowed to anyone at any time."""

    give: Pay
    take: str


Move = (
    PlaceWorker
    | TakeMaterial
    | ReturnMaterial
    | BigHarvest
    | BuildHut
    | BuildTemple
    | Offer
    | Exchange
)

MOVE_TYPES = (
    "place_worker",
    "take_material",
    "return_material",
    "big_harvest",
    "build_hut",
    "build_temple",
    "offer",
    "exchange",
)
_REQUIRED: dict[str, frozenset[str]] = {
    "place_worker": frozenset({"highland"}),
    "take_material": frozenset({"material"}),
    "return_material": frozenset({"material"}),
    "big_harvest": frozenset({"from", "level", "to"}),
    "build_hut": frozenset({"space"}),
    "build_temple": frozenset({"space"}),
    "offer": frozenset(),
    "exchange": frozenset({"give", "take"}),
}
_OPTIONAL: dict[str, frozenset[str]] = {
    "build_hut": frozenset({"pay"}),
    "build_temple": frozenset({"pay"}),
    "offer": frozenset({"materials", "pay", "druid_token"}),
}


def parse_move(data: Mapping[str, Any]) -> Move:
    """A typed move from replay JSON; a "player" key is ignored (the log carries it)."""
    if not isinstance(data, Mapping):
        raise RuleError("meduris.move_not_object")
    body = {k: v for k, v in data.items() if k != "player"}
    kind = body.get("type")
    if kind not in MOVE_TYPES:
        raise RuleError(
            "meduris.unknown_move_type", type=_shown(kind), choices=", ".join(MOVE_TYPES)
        )
    what = str(kind)
    _check_fields(what, set(body) - {"type"})
    if what == "place_worker":
        return PlaceWorker(_material(body, "highland", what))
    if what == "take_material":
        return TakeMaterial(_material(body, "material", what))
    if what == "return_material":
        return ReturnMaterial(_material(body, "material", what))
    if what == "big_harvest":
        return BigHarvest(
            _material(body, "from", what), _int(body, "level", what), _material(body, "to", what)
        )
    if what == "build_hut":
        return BuildHut(_int(body, "space", what), _optional_pay(body, what))
    if what == "build_temple":
        return BuildTemple(_int(body, "space", what), _optional_pay(body, what))
    if what == "offer":
        return _parse_offer(body)
    return Exchange(_pay(body["give"], "give", what), _material(body, "take", what))


def _parse_offer(body: Mapping[str, Any]) -> Offer:
    if "druid_token" in body:
        if body["druid_token"] is not True:
            raise RuleError("meduris.druid_token_true", value=_shown(body["druid_token"]))
        if "materials" in body or "pay" in body:
            raise RuleError("meduris.druid_token_alone")
        return Offer(druid_token=True)
    if "materials" not in body:
        raise RuleError("meduris.field_missing", move="offer", field="materials")
    materials = body["materials"]
    if not isinstance(materials, list) or not all(m in MATERIALS for m in materials):
        raise RuleError(
            "meduris.offer_materials", value=_shown(materials), choices=", ".join(MATERIALS)
        )
    if len(set(materials)) != len(materials):
        raise RuleError("meduris.offer_twice", value=_shown(materials))
    return Offer(tuple(materials), _optional_pay(body, "offer"))


def move_to_json(move: Move) -> JSON:
    """The replay JSON of a move, without "player"."""
    if isinstance(move, PlaceWorker):
        return {"type": "place_worker", "highland": move.highland}
    if isinstance(move, TakeMaterial):
        return {"type": "take_material", "material": move.material}
    if isinstance(move, ReturnMaterial):
        return {"type": "return_material", "material": move.material}
    if isinstance(move, BigHarvest):
        return {"type": "big_harvest", "from": move.source, "level": move.level, "to": move.target}
    if isinstance(move, BuildHut | BuildTemple):
        kind = "build_hut" if isinstance(move, BuildHut) else "build_temple"
        data: JSON = {"type": kind, "space": move.space}
        if move.pay is not None:
            data["pay"] = dict(move.pay)
        return data
    if isinstance(move, Offer):
        if move.druid_token:
            return {"type": "offer", "druid_token": True}
        data = {"type": "offer", "materials": list(move.materials)}
        if move.pay is not None:
            data["pay"] = dict(move.pay)
        return data
    return {"type": "exchange", "give": dict(move.give), "take": move.take}


def pay_counts(pay: Pay) -> dict[str, int]:
    """A payment as material -> count (all four materials)."""
    counts = dict.fromkeys(MATERIALS, 0)
    for material, count in pay:
        counts[material] += count
    return counts


def _check_fields(what: str, fields: set[str]) -> None:
    allowed = _REQUIRED[what] | _OPTIONAL.get(what, frozenset())
    extra = sorted(fields - allowed)
    if extra:
        raise RuleError("meduris.unknown_field", move=what, field=extra[0])
    missing = sorted(_REQUIRED[what] - fields)
    if missing:
        raise RuleError("meduris.field_missing", move=what, field=missing[0])


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(body: Mapping[str, Any], field: str, what: str) -> int:
    value = body[field]
    if not _is_int(value):
        raise RuleError("meduris.field_not_int", move=what, field=field, value=_shown(value))
    result: int = value
    return result


def _material(body: Mapping[str, Any], field: str, what: str) -> str:
    value = body[field]
    if value not in MATERIALS:
        raise RuleError(
            "meduris.unknown_material",
            move=what,
            field=field,
            value=_shown(value),
            choices=", ".join(MATERIALS),
        )
    return str(value)


def _optional_pay(body: Mapping[str, Any], what: str) -> Pay | None:
    return _pay(body["pay"], "pay", what) if "pay" in body else None


def _pay(value: Any, field: str, what: str) -> Pay:
    if not isinstance(value, Mapping):
        raise RuleError("meduris.pay_not_object", move=what, field=field, value=_shown(value))
    pairs = []
    for material, count in value.items():
        if material not in MATERIALS:
            raise RuleError(
                "meduris.unknown_material",
                move=what,
                field=field,
                value=_shown(material),
                choices=", ".join(MATERIALS),
            )
        if not _is_int(count) or count < 0:
            raise RuleError(
                "meduris.pay_count", move=what, field=field, material=material, value=_shown(count)
            )
        pairs.append((str(material), int(count)))
    return tuple(pairs)


def _shown(value: Any) -> str:
    """A bad value as the player wrote it, short enough for a message."""
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."
