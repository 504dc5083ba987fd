"""Roads & Boats orders: one frozen dataclass per order kind, and their canonical JSON.

A player's orders for one phase are `PhaseOrders`: an ordered tuple of orders, run in that order
when the player's turn in the phase comes. The canonical JSON is
`{"orders": [{"kind": "...", ...}, ...]}`; `orders_from_json` and `orders_to_json` are exact
inverses (fields with their default value are left out of the JSON).

Names used inside orders are the board's and the state's own words, kept as plain strings:
- a *place* is a tile label ("C4") or a region (bank) label of a river tile, as `board.py`
  prints them; a boat's position is the tile it is on (river or sea), and a docked boat's is
  the shore region it docked on;
- a *transporter* is its id ("red-donkey-1");
- a *source* (where goods are taken from) and a *target* (where they are put) is either a
  transporter id or a place;
- *goods* are counts per good name ("board", "stone", ...), kept sorted by name.

Structural checks (types, known kinds, counts >= 1, order kind allowed in the phase) happen
here; whether an order works on the board is for the phase modules (`movement.py`, ...).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Final, TypeAlias

from rules.core import JSON, RuleError, register_templates
from rules.roads_and_boats import data

PRODUCTION: Final = "production"
MOVEMENT: Final = "movement"
BUILDING: Final = "building"
WONDER: Final = "wonder"
PHASES: Final = (PRODUCTION, MOVEMENT, BUILDING, WONDER)

FILLS: Final = tuple(data.MINE_FILLS)
"""How a mine's bag is filled (new mine or new shaft), as in `data.MINE_FILLS`."""
DEFAULT_FILL: Final = FILLS[0]
"""The fill that needs no research (3 gold + 3 iron)."""

MAX_COUNT: Final = 999
"""The largest count an order may hold (goods, outputs, bricks, geese, wall tokens): far above
anything a game needs, and small enough for the text language to read back."""

Goods: TypeAlias = tuple[tuple[str, int], ...]
"""Counts per good name, sorted by name, every count >= 1."""


def make_goods(counts: Mapping[str, int] | Iterable[tuple[str, int]]) -> Goods:
    """Canonical goods: merged, sorted by name, zero counts dropped."""
    items = counts.items() if isinstance(counts, Mapping) else counts
    merged: dict[str, int] = {}
    for name, count in items:
        merged[name] = merged.get(name, 0) + count
    return tuple(sorted((name, n) for name, n in merged.items() if n != 0))


def goods_total(goods: Goods) -> int:
    return sum(n for _, n in goods)


# --- production -------------------------------------------------------------------------


@dataclass(frozen=True)
class Transfer:
    """Moves goods between a tile and transporters in the production phase.

    Covers taking goods from a tile, putting them down, handing them between your own
    transporters on one tile, and ferrying across a river (a boat on the river touches every
    bank) or over a bridge. `source` and `target` are transporter ids or places.
    """

    goods: Goods
    source: str
    target: str
    kind: str = "transfer"


@dataclass(frozen=True)
class Process:
    """Feeds the secondary producer (or transporter factory) on `tile` from `source`.

    `source` is the transporter whose goods go in, or a place when the goods come from the tile
    (then `onto` must name the transporter that takes the output). `count` is how many outputs
    to make; `inputs` optionally fixes which goods are used (coal burner and papermill: boards
    or trunks). `onto` is where the output goes (default: `source`). A wagon factory consumes
    the donkey named `donkey`. A water transporter is launched at `launch`: the tile's river
    (the tile label) or a docking position of the factory's bank ("B3:e"), as the board's
    `launch_positions` lists them.
    """

    tile: str
    source: str
    count: int = 1
    inputs: Goods = ()
    onto: str | None = None
    donkey: str | None = None
    launch: str | None = None
    kind: str = "process"


@dataclass(frozen=True)
class Research:
    """Spends 2 geese + 1 paper where `transporter` stands on one research `project`.

    Goods come from `sources` in that order (default: the transporter, then its tile).
    """

    project: str
    transporter: str
    sources: tuple[str, ...] = ()
    kind: str = "research"


@dataclass(frozen=True)
class Upgrade:
    """Upgrades the transporter factory on `tile` to the factory `to` (free, research phase)."""

    tile: str
    to: str
    kind: str = "upgrade"


@dataclass(frozen=True)
class Breed:
    """Lets (or, with breed=False, forbids) your donkey pair on `tile` breed."""

    tile: str
    breed: bool = True
    kind: str = "breed"


@dataclass(frozen=True)
class Destroy:
    """Destroys one of your transporters over the limit: one standing at a factory if any does,
    else any of them (IT3 "Numero limitato di trasportatori")."""

    transporter: str
    kind: str = "destroy"


# --- movement ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Go:
    """One step to a neighbouring place (a region, a river/sea tile, or a shore to dock on)."""

    place: str
    step: str = "go"


@dataclass(frozen=True)
class Load:
    """Loads goods where the transporter is, from the place (None) or one of your transporters."""

    goods: Goods
    source: str | None = None
    step: str = "load"


@dataclass(frozen=True)
class Unload:
    """Unloads goods where the transporter is, onto the place (None) or your transporter."""

    goods: Goods
    target: str | None = None
    step: str = "unload"


@dataclass(frozen=True)
class PickUp:
    """Takes an unmoved transporter of yours aboard; both then carry nothing else."""

    transporter: str
    step: str = "pick_up"


@dataclass(frozen=True)
class Follow:
    """`count` geese where the transporter is start following it, without being loaded (from
    bank `place` when a boat on a divided river must say which)."""

    count: int
    place: str | None = None
    step: str = "follow"


@dataclass(frozen=True)
class Stay:
    """`count` following geese stay behind where the transporter is (on bank `place` when a
    boat on a divided river must say which)."""

    count: int
    place: str | None = None
    step: str = "stay"


Step: TypeAlias = Go | Load | Unload | PickUp | Follow | Stay


@dataclass(frozen=True)
class Move:
    """One transporter's whole movement: steps and what it does along the way, in order."""

    transporter: str
    steps: tuple[Step, ...]
    kind: str = "move"


@dataclass(frozen=True)
class SetDown:
    """Sets down a transporter carried since an earlier phase, before anything moves.

    `place` is where it goes: for a boat the river or sea tile the carrier is on (default), for
    a land transporter carried by a boat on a river the bank to land on.
    """

    carrier: str
    transporter: str
    place: str | None = None
    kind: str = "set_down"


# --- building ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Build:
    """Builds `building` at `place` (a tile, or the bank of a river tile); mines get a fill."""

    building: str
    place: str
    sources: tuple[str, ...] = ()
    fill: str | None = None
    kind: str = "build"


@dataclass(frozen=True)
class Road:
    """A road from place `a` to place `b` on a neighbouring tile (1 stone)."""

    a: str
    b: str
    sources: tuple[str, ...] = ()
    kind: str = "road"


@dataclass(frozen=True)
class Bridge:
    """A bridge on `tile` joining banks `a` and `b` (both None on a two-bank tile)."""

    tile: str
    a: str | None = None
    b: str | None = None
    sources: tuple[str, ...] = ()
    kind: str = "bridge"


@dataclass(frozen=True)
class Wall:
    """Adds `tokens` wall tokens on the side between `tile` and its neighbour `toward`.

    Every good comes from one side: `sources` are on `tile` (or a boat there).
    """

    tile: str
    toward: str
    tokens: int = 1
    sources: tuple[str, ...] = ()
    kind: str = "wall"


@dataclass(frozen=True)
class Demolish:
    """Demolishes the whole wall between `tile` and `toward`, paid with boards from one side."""

    tile: str
    toward: str
    sources: tuple[str, ...] = ()
    kind: str = "demolish"


@dataclass(frozen=True)
class Shaft:
    """A new shaft in the mine on `tile` (1 iron + 1 fuel), refilling its bag with `fill`."""

    tile: str
    fill: str = DEFAULT_FILL
    sources: tuple[str, ...] = ()
    kind: str = "shaft"


# --- wonder -----------------------------------------------------------------------------


@dataclass(frozen=True)
class Bricks:
    """Buys `count` wonder bricks, paid with exactly `pay` from the home tile (`sources`)."""

    count: int
    pay: Goods
    sources: tuple[str, ...] = ()
    kind: str = "bricks"


Order: TypeAlias = (
    Transfer
    | Process
    | Research
    | Upgrade
    | Breed
    | Destroy
    | Move
    | SetDown
    | Build
    | Road
    | Bridge
    | Wall
    | Demolish
    | Shaft
    | Bricks
)

ORDER_KINDS: Final[dict[str, tuple[str, ...]]] = {
    PRODUCTION: ("transfer", "process", "research", "upgrade", "breed", "destroy"),
    MOVEMENT: ("set_down", "move"),
    BUILDING: ("build", "road", "bridge", "wall", "demolish", "shaft"),
    WONDER: ("bricks",),
}


@dataclass(frozen=True)
class PhaseOrders:
    """One player's orders for one phase, run in this order."""

    orders: tuple[Order, ...] = ()


# --- JSON -------------------------------------------------------------------------------


def orders_to_json(orders: PhaseOrders) -> JSON:
    """The canonical JSON of a player's orders for a phase."""
    return {"orders": [order_to_json(order) for order in orders.orders]}


def orders_from_json(data: Mapping[str, Any], phase: str | None = None) -> PhaseOrders:
    """Typed orders from canonical JSON; RuleError naming the order (1-based) and the fault.

    With `phase`, an order of another phase's kind is refused.
    """
    if not isinstance(data, Mapping) or set(data) != {"orders"}:
        raise RuleError("rnb.orders.not_orders")
    items = data["orders"]
    if not isinstance(items, list):
        raise RuleError("rnb.orders.not_orders")
    if phase is not None and phase not in PHASES:
        raise RuleError("rnb.orders.unknown_phase", phase=phase)
    return PhaseOrders(
        tuple(order_from_json(item, number, phase) for number, item in enumerate(items, 1))
    )


def order_to_json(order: Order) -> JSON:
    data: JSON = {"kind": order.kind}
    if isinstance(order, Transfer):
        data.update(goods=_goods_json(order.goods), source=order.source, target=order.target)
    elif isinstance(order, Process):
        data.update(tile=order.tile, source=order.source)
        _put(data, "count", order.count, 1)
        _put(data, "inputs", _goods_json(order.inputs), {})
        _put(data, "onto", order.onto, None)
        _put(data, "donkey", order.donkey, None)
        _put(data, "launch", order.launch, None)
    elif isinstance(order, Research):
        data.update(project=order.project, transporter=order.transporter)
        _put(data, "sources", list(order.sources), [])
    elif isinstance(order, Upgrade):
        data.update(tile=order.tile, to=order.to)
    elif isinstance(order, Breed):
        data.update(tile=order.tile, breed=order.breed)
    elif isinstance(order, Destroy):
        data.update(transporter=order.transporter)
    elif isinstance(order, Move):
        data.update(transporter=order.transporter, steps=[step_to_json(s) for s in order.steps])
    elif isinstance(order, SetDown):
        data.update(carrier=order.carrier, transporter=order.transporter)
        _put(data, "place", order.place, None)
    elif isinstance(order, Build):
        data.update(building=order.building, place=order.place)
        _put(data, "sources", list(order.sources), [])
        _put(data, "fill", order.fill, None)
    elif isinstance(order, Road):
        data.update(a=order.a, b=order.b)
        _put(data, "sources", list(order.sources), [])
    elif isinstance(order, Bridge):
        data.update(tile=order.tile)
        _put(data, "a", order.a, None)
        _put(data, "b", order.b, None)
        _put(data, "sources", list(order.sources), [])
    elif isinstance(order, Wall):
        data.update(tile=order.tile, toward=order.toward)
        _put(data, "tokens", order.tokens, 1)
        _put(data, "sources", list(order.sources), [])
    elif isinstance(order, Demolish):
        data.update(tile=order.tile, toward=order.toward)
        _put(data, "sources", list(order.sources), [])
    elif isinstance(order, Shaft):
        data.update(tile=order.tile)
        _put(data, "fill", order.fill, DEFAULT_FILL)
        _put(data, "sources", list(order.sources), [])
    else:
        data.update(count=order.count, pay=_goods_json(order.pay))
        _put(data, "sources", list(order.sources), [])
    return data


def step_to_json(step: Step) -> JSON:
    data: JSON = {"step": step.step}
    if isinstance(step, Go):
        data["place"] = step.place
    elif isinstance(step, Load):
        data["goods"] = _goods_json(step.goods)
        _put(data, "source", step.source, None)
    elif isinstance(step, Unload):
        data["goods"] = _goods_json(step.goods)
        _put(data, "target", step.target, None)
    elif isinstance(step, PickUp):
        data["transporter"] = step.transporter
    else:
        data["count"] = step.count
        _put(data, "place", step.place, None)
    return data


def _put(data: JSON, key: str, value: Any, default: Any) -> None:
    if value != default:
        data[key] = value


def _goods_json(goods: Goods) -> dict[str, int]:
    return dict(goods)


def _is_count(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and 1 <= value <= MAX_COUNT


_MISSING: Final = object()
"""What `_Fields._get` gives for an optional field that is left out (null is not left out)."""


class _Fields:
    """Reads one JSON object's fields, naming the order number in every error."""

    def __init__(self, data: Any, number: int, what: str) -> None:
        if not isinstance(data, Mapping):
            raise RuleError("rnb.orders.not_object", order=number)
        self.data = data
        self.number = number
        self.what = what
        self.used: set[str] = {what}

    def _get(self, key: str, required: bool) -> Any:
        """The field's value; `_MISSING` when an optional field is left out."""
        self.used.add(key)
        if key not in self.data:
            if required:
                raise RuleError("rnb.orders.missing_field", order=self.number, field=key)
            return _MISSING
        return self.data[key]

    def text(self, key: str) -> str:
        value = self._get(key, True)
        return self._check_text(key, value)

    def optional_text(self, key: str) -> str | None:
        """A name, or None when left out (null, the default, is accepted too)."""
        value = self._get(key, False)
        return None if value is _MISSING or value is None else self._check_text(key, value)

    def _check_text(self, key: str, value: Any) -> str:
        if not isinstance(value, str) or not value:
            raise RuleError("rnb.orders.bad_text", order=self.number, field=key)
        return value

    def count(self, key: str, default: int | None = None) -> int:
        """A whole number >= 1; a field with a default may be left out, but never null."""
        value = self._get(key, default is None)
        if value is _MISSING and default is not None:
            return default
        if not _is_count(value):
            raise RuleError("rnb.orders.bad_count", order=self.number, field=key, most=MAX_COUNT)
        assert isinstance(value, int)
        return value

    def flag(self, key: str) -> bool:
        value = self._get(key, True)
        if not isinstance(value, bool):
            raise RuleError("rnb.orders.bad_flag", order=self.number, field=key)
        return value

    def goods(self, key: str, required: bool = True) -> Goods:
        value = self._get(key, required)
        if value is _MISSING:
            return ()
        if not isinstance(value, Mapping) or (required and not value):
            raise RuleError("rnb.orders.bad_goods", order=self.number, field=key, most=MAX_COUNT)
        for name, count in value.items():
            if name not in data.GOODS:
                raise RuleError(
                    "rnb.orders.unknown_good",
                    order=self.number,
                    good=name,
                    choices=", ".join(data.GOODS),
                )
            if not _is_count(count):
                raise RuleError(
                    "rnb.orders.bad_goods", order=self.number, field=key, most=MAX_COUNT
                )
        return make_goods(value)

    def sources(self) -> tuple[str, ...]:
        value = self._get("sources", False)
        if value is _MISSING:
            return ()
        if not isinstance(value, list) or not all(isinstance(s, str) and s for s in value):
            raise RuleError("rnb.orders.bad_sources", order=self.number)
        return tuple(value)

    def done(self) -> None:
        extra = sorted(set(self.data) - self.used)
        if extra:
            raise RuleError("rnb.orders.unknown_field", order=self.number, field=extra[0])


def order_from_json(data: Any, number: int = 1, phase: str | None = None) -> Order:
    """One typed order from its JSON; `number` (1-based) names it in errors."""
    f = _Fields(data, number, "kind")
    kind = f.text("kind")
    phase_of = PHASE_OF_KIND.get(kind)
    if phase_of is None:
        raise RuleError("rnb.orders.unknown_kind", order=number, kind=kind)
    if phase is not None and phase_of != phase:
        raise RuleError(
            "rnb.orders.wrong_phase", order=number, kind=kind, phase=phase, order_phase=phase_of
        )
    order = _READERS[kind](f)
    f.done()
    return order


def step_from_json(data: Any, number: int) -> Step:
    f = _Fields(data, number, "step")
    name = f.text("step")
    step: Step
    if name == "go":
        step = Go(f.text("place"))
    elif name == "load":
        step = Load(f.goods("goods"), f.optional_text("source"))
    elif name == "unload":
        step = Unload(f.goods("goods"), f.optional_text("target"))
    elif name == "pick_up":
        step = PickUp(f.text("transporter"))
    elif name == "follow":
        step = Follow(f.count("count"), f.optional_text("place"))
    elif name == "stay":
        step = Stay(f.count("count"), f.optional_text("place"))
    else:
        raise RuleError("rnb.orders.unknown_step", order=number, step=name)
    f.done()
    return step


def _read_move(f: _Fields) -> Move:
    transporter = f.text("transporter")
    f.used.add("steps")
    raw = f.data.get("steps")
    if not isinstance(raw, list):
        raise RuleError("rnb.orders.missing_field", order=f.number, field="steps")
    return Move(transporter, tuple(step_from_json(s, f.number) for s in raw))


def _fill(f: _Fields, default: str | None) -> str | None:
    fill = f.optional_text("fill")
    if fill is None:
        return default
    if fill not in FILLS:
        raise RuleError("rnb.orders.bad_fill", order=f.number, fill=fill, choices=", ".join(FILLS))
    return fill


def _read_shaft(f: _Fields) -> Shaft:
    tile = f.text("tile")
    fill = _fill(f, DEFAULT_FILL)
    assert fill is not None
    return Shaft(tile, fill, f.sources())


_READERS: Final[dict[str, Callable[[_Fields], Order]]] = {
    "transfer": lambda f: Transfer(f.goods("goods"), f.text("source"), f.text("target")),
    "process": lambda f: Process(
        f.text("tile"),
        f.text("source"),
        f.count("count", 1),
        f.goods("inputs", required=False),
        f.optional_text("onto"),
        f.optional_text("donkey"),
        f.optional_text("launch"),
    ),
    "research": lambda f: Research(f.text("project"), f.text("transporter"), f.sources()),
    "upgrade": lambda f: Upgrade(f.text("tile"), f.text("to")),
    "breed": lambda f: Breed(f.text("tile"), f.flag("breed")),
    "destroy": lambda f: Destroy(f.text("transporter")),
    "move": _read_move,
    "set_down": lambda f: SetDown(
        f.text("carrier"), f.text("transporter"), f.optional_text("place")
    ),
    "build": lambda f: Build(f.text("building"), f.text("place"), f.sources(), _fill(f, None)),
    "road": lambda f: Road(f.text("a"), f.text("b"), f.sources()),
    "bridge": lambda f: Bridge(
        f.text("tile"), f.optional_text("a"), f.optional_text("b"), f.sources()
    ),
    "wall": lambda f: Wall(f.text("tile"), f.text("toward"), f.count("tokens", 1), f.sources()),
    "demolish": lambda f: Demolish(f.text("tile"), f.text("toward"), f.sources()),
    "shaft": _read_shaft,
    "bricks": lambda f: Bricks(f.count("count"), f.goods("pay"), f.sources()),
}

PHASE_OF_KIND: Final = {kind: phase for phase, kinds in ORDER_KINDS.items() for kind in kinds}


def refused(number: int, err: RuleError) -> RuleError:
    """A check's error naming the order it is about (orders are numbered from 1)."""
    if "order" in err.message.params:
        return err
    return RuleError(
        "rnb.orders.refused",
        order=number,
        reason=err.message.english(),
        error=err.message.to_json(),
    )


register_templates(
    {
        "rnb.orders.failed": "Your order {order} could not be carried out: {reason}",
        "rnb.orders.refused": "Order {order}: {reason}",
        "rnb.orders.not_orders": 'Orders must be {{"orders": [...]}}, a list of orders.',
        "rnb.orders.unknown_phase": "There is no phase {phase!r}.",
        "rnb.orders.not_object": "Order {order}: each order must be a JSON object.",
        "rnb.orders.missing_field": "Order {order}: the field {field!r} is missing.",
        "rnb.orders.bad_text": "Order {order}: {field!r} must be a non-empty name.",
        "rnb.orders.bad_count": (
            "Order {order}: {field!r} must be a whole number from 1 to {most}."
        ),
        "rnb.orders.bad_flag": "Order {order}: {field!r} must be true or false.",
        "rnb.orders.bad_goods": (
            "Order {order}: {field!r} must list goods with counts from 1 to {most},"
            ' e.g. {{"board": 2}}.'
        ),
        "rnb.orders.unknown_good": "Order {order}: there is no good {good!r} ({choices}).",
        "rnb.orders.bad_sources": "Order {order}: 'sources' must be a list of names.",
        "rnb.orders.unknown_field": "Order {order}: unknown field {field!r}.",
        "rnb.orders.unknown_kind": "Order {order}: there is no order {kind!r}.",
        "rnb.orders.wrong_phase": (
            "Order {order}: {kind!r} is an order for the {order_phase} phase,"
            " not the {phase} phase."
        ),
        "rnb.orders.unknown_step": "Order {order}: a move has no step {step!r}.",
        "rnb.orders.bad_fill": "Order {order}: a mine is filled {choices}, not {fill!r}.",
    }
)
