"""The text order language players type: one order per line, parsing to the canonical orders.

`parse_orders(text)` gives the same `PhaseOrders` as `orders_from_json` of the JSON form, and
`format_orders` writes the canonical text back (`parse_orders(format_orders(o)) == o`). The
grammar, with an example for every order, is in `docs/roads-and-boats-orders.md`.

Lines that are empty or start with `#` are not orders. Where only one line can be typed (a
slash command's option), `|` separates orders and each part counts as a line. Words are
case-insensitive; tile and bank names are written as on the board ("C4", "C4.n", "C4.n:e").
Commas, semicolons, `then` and `and` between parts are optional. With `colour`, a transporter
may be written without it ("donkey-1" for "red-donkey-1"). Errors name the line and what was
expected there.

Every line may also be written in Italian (`ordertext_it`: "muovi asino-rosso-1 carica 2
tavole, a C5"), even mixed with English: both read to the same canonical orders.
`format_orders(orders, "it")` writes the Italian text, which reads back to the same orders.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Final

from rules.core import RuleError, register_templates

from . import data
from . import ordertext_it as it
from .orders import (
    DEFAULT_FILL,
    FILLS,
    MAX_COUNT,
    PHASE_OF_KIND,
    PHASES,
    Breed,
    Bricks,
    Bridge,
    Build,
    Demolish,
    Destroy,
    Follow,
    Go,
    Goods,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    Process,
    Research,
    Road,
    SetDown,
    Shaft,
    Stay,
    Step,
    Transfer,
    Unload,
    Upgrade,
    Wall,
    make_goods,
)

PLURALS: Final = {
    "goose": "geese",
    "clay": "clay",
    "fuel": "fuel",
    "paper": "paper",
    "gold": "gold",
    "iron": "iron",
    "coins": "coins",
    "stock": "stock",
}
"""How a count above one is written; other goods take an "s"."""

GOOD_WORDS: Final[dict[str, str]] = {
    **{good: good for good in data.GOODS},
    **{good + "s": good for good in data.GOODS},
    **{plural: good for good, plural in PLURALS.items()},
    "coin": "coins",
    **it.GOOD_WORDS,
}
"""Every word accepted for a good, singular or plural, English or Italian."""

SEPARATORS: Final = {",", ";", "then", "and"} | it.SEPARATORS
KEYWORDS: Final = (
    set(it.KEYWORDS)
    | {
        "from",
        "to",
        "onto",
        "into",
        "at",
        "using",
        "times",
        "launch",
        "donkey",
        "with",
        "fill",
        "between",
        "toward",
        "towards",
        "tokens",
        "token",
        "pay",
        "load",
        "unload",
        "go",
        "pick",
        "pickup",
        "follow",
        "stay",
        "geese",
        "goose",
    }
    | SEPARATORS
)

_COLOUR_WORDS: Final[dict[str, str]] = {
    **{colour: colour for colour in data.COLOURS},
    **it.COLOUR_WORDS,
}
_KIND_WORDS: Final[dict[str, str]] = {
    **{kind: kind for kind in data.TRANSPORTERS},
    **it.TRANSPORTER_WORDS,
}


def _means(word: str | None, english: tuple[str, ...]) -> bool:
    """Whether `word` is one of the English `english` words or an Italian word for one."""
    if word is None:
        return False
    return word in english or not it.KEYWORDS.get(word, frozenset()).isdisjoint(english)


_PLACE = re.compile(r"^[a-z][0-9]+(\.[a-z]{1,2})?(:[a-z]{1,2})?$")
_TIMES = re.compile(r"^(?:x([0-9]+)|([0-9]+)x)$")
_NUMBER = re.compile(r"^[0-9]+$")


def parse_orders(text: str, phase: str | None = None, colour: str | None = None) -> PhaseOrders:
    """Typed orders from the text form; RuleError naming the line for anything it cannot read.

    With `phase`, an order of another phase is refused on its line.
    """
    if phase is not None and phase not in PHASES:
        raise RuleError("rnb.orders.unknown_phase", phase=phase)
    orders: list[Order] = []
    lines = [part for raw in text.splitlines() for part in raw.split("|")]
    for number, raw in enumerate(lines, 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        order = _Line(line, number, colour).order()
        if phase is not None and PHASE_OF_KIND[order.kind] != phase:
            raise RuleError(
                "rnb.text.wrong_phase",
                line=number,
                kind=order.kind,
                phase=phase,
                order_phase=PHASE_OF_KIND[order.kind],
            )
        orders.append(order)
    return PhaseOrders(tuple(orders))


def format_orders(orders: PhaseOrders, language: str = "en") -> str:
    """The canonical text of orders, one per line, in `language` ("en" or "it"; English for
    any other)."""
    return "\n".join(format_order(order, language) for order in orders.orders)


def format_goods(goods: Goods, language: str = "en") -> str:
    return _writer(language).goods(goods)


def format_name(name: str, language: str = "en") -> str:
    """A place or a transporter as an order in `language` writes it ("red-donkey-2" is
    "asino-rosso-2" in Italian, "C4.sw" is "C4.so"); anything else as it is."""
    return _writer(language).name(name)


class _English:
    """Writes the parts of an order in English: the canonical text."""

    def word(self, word: str) -> str:
        """An order word ("transfer", "from", "no breed"), as written in this language."""
        return word

    def to(self, name: str) -> str:
        """ "to" and where to."""
        return f"to {name}"

    def good(self, good: str, n: int) -> str:
        if n == 1:
            return good
        return PLURALS.get(good, good + "s")

    def goods(self, goods: Goods) -> str:
        return ", ".join(f"{n} {self.good(good, n)}" for good, n in goods)

    def name(self, name: str) -> str:
        """A place or a transporter."""
        return name

    def building(self, building: str) -> str:
        return building

    def research(self, project: str) -> str:
        return project

    def fill(self, fill: str) -> str:
        return fill


class _Italian(_English):
    """Writes the parts of an order in Italian (`ordertext_it`); unknown values as they are."""

    def word(self, word: str) -> str:
        return it.WRITE[word]

    def to(self, name: str) -> str:
        """ "ad asino-rosso-1" before a vowel, "a C5" otherwise."""
        return f"{'ad' if name[:1] in 'aeiou' else 'a'} {name}"

    def good(self, good: str, n: int) -> str:
        forms = it.GOODS.get(good)
        return good if forms is None else forms[0 if n == 1 else 1]

    def name(self, name: str) -> str:
        place = _PLACE.match(name.lower())
        if place is not None:
            tile, bank, dock = _place_parts(name)
            return tile + "".join(
                f"{mark}{it.COMPASS.get(point, point)}"
                for mark, point in ((".", bank), (":", dock))
                if point
            )
        parts = name.split("-")
        if len(parts) == 3 and parts[0] in it.COLOURS and parts[1] in it.TRANSPORTERS:
            kind, feminine = it.TRANSPORTERS[parts[1]]
            return f"{kind}-{it.COLOURS[parts[0]][1 if feminine else 0]}-{parts[2]}"
        if len(parts) == 2 and parts[0] in it.TRANSPORTERS:
            return f"{it.TRANSPORTERS[parts[0]][0]}-{parts[1]}"
        return name

    def building(self, building: str) -> str:
        return it.BUILDINGS.get(building, building)

    def research(self, project: str) -> str:
        return it.RESEARCH.get(project, project)

    def fill(self, fill: str) -> str:
        return it.FILLS.get(fill, fill)


_WRITERS: Final[dict[str, _English]] = {"en": _English(), "it": _Italian()}


def _writer(language: str) -> _English:
    return _WRITERS.get(language, _WRITERS["en"])


def _sources(w: _English, sources: tuple[str, ...]) -> str:
    return f" {w.word('from')} {', '.join(map(w.name, sources))}" if sources else ""


def format_order(order: Order, language: str = "en") -> str:
    w = _writer(language)
    n = w.name
    if isinstance(order, Transfer):
        return (
            f"{w.word('transfer')} {w.goods(order.goods)} {w.word('from')} {n(order.source)}"
            f" {w.to(n(order.target))}"
        )
    if isinstance(order, Process):
        text = f"{w.word('process')} {n(order.tile)} {w.word('from')} {n(order.source)}"
        if order.count != 1:
            text += f" x{order.count}"
        if order.inputs:
            text += f" {w.word('using')} {w.goods(order.inputs)}"
        for word, value in (
            ("onto", order.onto),
            ("donkey", order.donkey),
            ("launch", order.launch),
        ):
            if value is not None:
                text += f" {w.word(word)} {n(value)}"
        return text
    if isinstance(order, Research):
        return (
            f"{w.word('research')} {w.research(order.project)} {w.word('with')}"
            f" {n(order.transporter)}{_sources(w, order.sources)}"
        )
    if isinstance(order, Upgrade):
        return f"{w.word('upgrade')} {n(order.tile)} {w.to(w.building(order.to))}"
    if isinstance(order, Breed):
        return f"{w.word('breed' if order.breed else 'no breed')} {n(order.tile)}"
    if isinstance(order, Destroy):
        return f"{w.word('destroy')} {n(order.transporter)}"
    if isinstance(order, Move):
        return " ".join([f"{w.word('move')} {n(order.transporter)}", *_format_steps(w, order)])
    if isinstance(order, SetDown):
        text = f"{w.word('set down')} {n(order.transporter)} {w.word('from')} {n(order.carrier)}"
        return text + (f" {w.word('at')} {n(order.place)}" if order.place is not None else "")
    if isinstance(order, Build):
        text = f"{w.word('build')} {w.building(order.building)} {w.word('at')} {n(order.place)}"
        if order.fill is not None:
            text += f" {w.word('fill')} {w.fill(order.fill)}"
        return text + _sources(w, order.sources)
    if isinstance(order, Road):
        return f"{w.word('road')} {n(order.a)} {w.to(n(order.b))}" + _sources(w, order.sources)
    if isinstance(order, Bridge):
        text = f"{w.word('bridge')} {n(order.tile)}"
        if order.a is not None or order.b is not None:
            a = "-" if order.a is None else n(order.a)
            b = "-" if order.b is None else n(order.b)
            text += f" {w.word('between')} {a} {w.word('and')} {b}"
        return text + _sources(w, order.sources)
    if isinstance(order, Wall):
        text = f"{w.word('wall')} {n(order.tile)} {w.word('toward')} {n(order.toward)}"
        if order.tokens != 1:
            text += f" {w.word('tokens')} {order.tokens}"
        return text + _sources(w, order.sources)
    if isinstance(order, Demolish):
        return (
            f"{w.word('demolish')} {n(order.tile)} {w.word('toward')} {n(order.toward)}"
            + _sources(w, order.sources)
        )
    if isinstance(order, Shaft):
        text = f"{w.word('shaft')} {n(order.tile)}"
        if order.fill != DEFAULT_FILL:
            text += f" {w.word('fill')} {w.fill(order.fill)}"
        return text + _sources(w, order.sources)
    return f"{w.word('bricks')} {order.count} {w.word('pay')} {w.goods(order.pay)}" + _sources(
        w, order.sources
    )


def _format_steps(w: _English, move: Move) -> list[str]:
    parts: list[str] = []
    going: list[str] = []
    for step in move.steps:
        if isinstance(step, Go):
            going.append(w.name(step.place))
            continue
        if going:
            parts.append(f"{w.word('to')} " + " ".join(going))
            going = []
        if isinstance(step, Load):
            parts.append(
                f"{w.word('load')} {w.goods(step.goods)}"
                + (f" {w.word('from')} {w.name(step.source)}" if step.source is not None else "")
            )
        elif isinstance(step, Unload):
            parts.append(
                f"{w.word('unload')} {w.goods(step.goods)}"
                + (f" {w.word('into')} {w.name(step.target)}" if step.target is not None else "")
            )
        elif isinstance(step, PickUp):
            parts.append(f"{w.word('pick up')} {w.name(step.transporter)}")
        elif isinstance(step, Follow):
            parts.append(
                f"{w.word('follow')} {step.count} {w.good('goose', step.count)}"
                + (f" {w.word('from')} {w.name(step.place)}" if step.place is not None else "")
            )
        else:
            parts.append(
                f"{w.word('stay')} {step.count} {w.good('goose', step.count)}"
                + (f" {w.word('at')} {w.name(step.place)}" if step.place is not None else "")
            )
    if going:
        parts.append(f"{w.word('to')} " + " ".join(going))
    return [part + "," for part in parts[:-1]] + parts[-1:]


def _place_parts(name: str) -> tuple[str, str, str]:
    """ "c4.no:so" -> ("C4", "no", "so"): the tile (capitalised), the bank's and the dock's
    compass points ("" where there is none)."""
    tile, _, dock = name.lower().partition(":")
    tile, _, bank = tile.partition(".")
    return tile[0].upper() + tile[1:], bank, dock


class _Line:
    """One order line as a stream of words."""

    def __init__(self, text: str, number: int, colour: str | None) -> None:
        spaced = re.sub(r":(?=[\s,;]|$)", " ", text)
        spaced = spaced.replace(",", " , ").replace(";", " ; ").replace("->", " to ")
        self.words = spaced.split()
        self.number = number
        self.colour = colour
        self.at = 0
        self.italian = False
        """Whether the line starts with an Italian verb: its errors then name Italian words."""

    # --- the word stream -------------------------------------------------------------------

    def peek(self) -> str | None:
        """The next word, lowered, skipping separators (they are optional between parts)."""
        while self.at < len(self.words) and self.words[self.at].lower() in SEPARATORS:
            self.at += 1
        return self.words[self.at].lower() if self.at < len(self.words) else None

    def next(self, what: str) -> str:
        word = self.peek()
        if word is None:
            raise RuleError("rnb.text.missing", line=self.number, what=what)
        self.at += 1
        return self.words[self.at - 1]

    def accept(self, *words: str) -> bool:
        """Takes the next word if it is one of the English `words` or an Italian word for one."""
        if _means(self.peek(), words):
            self.at += 1
            return True
        return False

    def expect(self, word: str) -> None:
        if not self.accept(word):
            found = self.peek()
            shown = repr(it.WRITE.get(word, word) if self.italian else word)
            if found is None:
                raise RuleError("rnb.text.missing", line=self.number, what=shown)
            raise RuleError("rnb.text.expected", line=self.number, what=shown, found=found)

    def done(self) -> None:
        found = self.peek()
        if found is not None:
            raise RuleError("rnb.text.unexpected", line=self.number, found=found)

    # --- values ----------------------------------------------------------------------------

    def name(self, what: str) -> str:
        word = self.next(what)
        lowered = word.lower()
        if lowered in KEYWORDS:
            raise RuleError("rnb.text.expected", line=self.number, what=what, found=lowered)
        if _PLACE.match(lowered):
            tile, bank, dock = _place_parts(lowered)
            return tile + "".join(
                f"{mark}{it.COMPASS_WORDS.get(point, point)}"
                for mark, point in ((".", bank), (":", dock))
                if point
            )
        return self.transporter(lowered)

    def transporter(self, lowered: str) -> str:
        """A transporter's name in the canonical colour-kind-number, from either language and
        either order of colour and kind ("asino-rosso-1", "rosso-asino-1"); with `colour`,
        "donkey-1" and "asino-1" are the player's. Other names are left as they are."""
        parts = lowered.split("-")
        if len(parts) == 3:
            for colour, kind in ((parts[0], parts[1]), (parts[1], parts[0])):
                if colour in _COLOUR_WORDS and kind in _KIND_WORDS:
                    return f"{_COLOUR_WORDS[colour]}-{_KIND_WORDS[kind]}-{parts[2]}"
        if len(parts) == 2 and parts[0] in _KIND_WORDS:
            kind = _KIND_WORDS[parts[0]]
            if self.colour is not None:
                return f"{self.colour}-{kind}-{parts[1]}"
            return f"{kind}-{parts[1]}"
        return lowered

    def names(self, what: str) -> tuple[str, ...]:
        found = [self.name(what)]
        while self.peek() is not None and self.peek() not in KEYWORDS:
            found.append(self.name(what))
        return tuple(found)

    def count(self, what: str) -> int:
        return self.number_of(self.next(what), what)

    def number_of(self, word: str, what: str, digits: str | None = None) -> int:
        """A count written in ASCII digits (`digits`, when only part of `word` is the
        number), from 1 to MAX_COUNT; RuleError naming the line otherwise."""
        digits = word if digits is None else digits
        shown = word if len(word) <= 12 else word[:10] + "…"
        if not _NUMBER.match(digits):
            raise RuleError(
                "rnb.text.bad_number", line=self.number, what=what, found=shown, most=MAX_COUNT
            )
        significant = digits.lstrip("0")
        if len(significant) > len(str(MAX_COUNT)) or int(significant or "0") > MAX_COUNT:
            raise RuleError(
                "rnb.text.too_big", line=self.number, what=what, found=shown, most=MAX_COUNT
            )
        value = int(significant or "0")
        if value < 1:
            raise RuleError(
                "rnb.text.bad_number", line=self.number, what=what, found=shown, most=MAX_COUNT
            )
        return value

    def times(self) -> int | None:
        """`x3`, `3x` or `times 3`, if present."""
        word = self.peek()
        if word is None:
            return None
        if _means(word, ("times",)):
            self.at += 1
            return self.count("a number of times")
        match = _TIMES.match(word)
        if match is None:
            return None
        self.at += 1
        return self.number_of(word, "a number of times", match.group(1) or match.group(2))

    def goods(self) -> Goods:
        counts: list[tuple[str, int]] = []
        while True:
            word = self.peek()
            if word is None:
                break
            n = 1
            if word.isdigit():  # any script's digits: refused by number_of unless ASCII
                n = self.number_of(word, "a count of goods")
                self.at += 1
                word = self.peek()
                if word is None:
                    raise RuleError("rnb.text.missing", line=self.number, what="a good")
            good = GOOD_WORDS.get(word)
            if good is None:
                if n != 1 or not counts:
                    raise RuleError(
                        "rnb.text.unknown_good",
                        line=self.number,
                        found=word,
                        choices=", ".join(
                            it.GOODS[good][1] if self.italian else good for good in data.GOODS
                        ),
                    )
                break
            self.at += 1
            counts.append((good, n))
        if not counts:
            raise RuleError("rnb.text.missing", line=self.number, what="goods")
        goods = make_goods(counts)
        for good, n in goods:
            if n > MAX_COUNT:
                raise RuleError(
                    "rnb.text.too_big", line=self.number, what=good, found=n, most=MAX_COUNT
                )
        return goods

    def words_until(self, stop: str | None, what: str, italian: Mapping[str, str]) -> str:
        """A name of several words up to the word `stop` means: English joined by underscores
        ("stone factory" is stone_factory), Italian looked up in `italian`."""
        parts: list[str] = []
        while (word := self.peek()) is not None and not (
            stop is not None and _means(word, (stop,))
        ):
            parts.append(self.next(what).lower())
        if not parts:
            raise RuleError("rnb.text.missing", line=self.number, what=what)
        return italian.get(" ".join(parts)) or "_".join(parts)

    def sources(self) -> tuple[str, ...]:
        return self.names("a transporter or a place") if self.accept("from") else ()

    # --- orders ----------------------------------------------------------------------------

    def order(self) -> Order:
        word = self.next("an order")
        self.italian = word.lower() in it.VERBS
        reader = _ORDER_WORDS.get(word.lower()) or _ORDER_WORDS.get(it.VERBS.get(word.lower(), ""))
        if reader is None:
            raise RuleError(
                "rnb.text.unknown_order",
                line=self.number,
                word=word,
                choices=", ".join(sorted(w for w in (*_ORDER_WORDS, *it.VERBS) if " " not in w)),
            )
        order = reader(self)
        self.done()
        return order

    def transfer(self) -> Transfer:
        goods = self.goods()
        self.expect("from")
        source = self.name("where the goods are")
        if not self.accept("to", "onto", "into"):
            self.expect("to")
        return Transfer(goods, source, self.name("where the goods go"))

    def process(self) -> Process:
        tile = self.name("the tile of the building")
        self.expect("from")
        source = self.name("the transporter or place the goods come from")
        count = 1
        inputs: Goods = ()
        onto = donkey = launch = None
        while self.peek() is not None:
            times = self.times()
            if times is not None:
                count = times
            elif self.accept("using"):
                inputs = self.goods()
            elif self.accept("onto", "into"):
                onto = self.name("the transporter taking the output")
            elif self.accept("donkey"):
                donkey = self.name("the donkey")
            elif self.accept("launch"):
                launch = self.name("where the boat is launched")
            else:
                break
        return Process(tile, source, count, inputs, onto, donkey, launch)

    def research(self) -> Research:
        project = self.words_until("with", "a research project", it.RESEARCH_WORDS)
        self.expect("with")
        return Research(project, self.name("your transporter"), self.sources())

    def upgrade(self) -> Upgrade:
        tile = self.name("the factory's tile")
        self.expect("to")
        return Upgrade(tile, self.words_until(None, "the new factory", it.BUILDING_WORDS))

    def breed(self) -> Breed:
        return Breed(self.name("the pasture tile"), True)

    def no_breed(self) -> Breed:
        self.expect("breed")
        return Breed(self.name("the pasture tile"), False)

    def destroy(self) -> Destroy:
        return Destroy(self.name("the transporter"))

    def move(self) -> Move:
        transporter = self.name("the transporter")
        steps: list[Step] = []
        while self.peek() is not None:
            steps.extend(self.step())
        return Move(transporter, tuple(steps))

    def step(self) -> list[Step]:
        if self.accept("to", "go"):
            return [Go(place) for place in self.names("a place")]
        if self.accept("load"):
            goods = self.goods()
            source = self.name("where to load from") if self.accept("from") else None
            return [Load(goods, source)]
        if self.accept("unload"):
            goods = self.goods()
            target = None
            if self.accept("into", "onto", "at"):
                target = self.name("where to unload")
            return [Unload(goods, target)]
        if self.accept("pickup") or (self.accept("pick") and self.expect_word("up")):
            return [PickUp(self.name("the transporter to carry"))]
        if self.accept("follow"):
            count = self.count("how many geese")
            self.accept("geese", "goose")
            place = self.name("where the geese are") if self.accept("from") else None
            return [Follow(count, place)]
        if self.accept("stay"):
            count = self.count("how many geese")
            self.accept("geese", "goose")
            place = self.name("where the geese stay") if self.accept("at") else None
            return [Stay(count, place)]
        found = self.peek() or ""
        if _PLACE.match(found):
            return [Go(place) for place in self.names("a place")]
        raise RuleError("rnb.text.unknown_step", line=self.number, found=found)

    def expect_word(self, word: str) -> bool:
        self.expect(word)
        return True

    def set_down(self) -> SetDown:
        self.expect("down")
        return self.set_down_rest()

    def set_down_rest(self) -> SetDown:
        """After "set down" (Italian "posa")."""
        transporter = self.name("the carried transporter")
        self.expect("from")
        carrier = self.name("the carrier")
        place = self.name("where to set it down") if self.accept("at") else None
        return SetDown(carrier, transporter, place)

    def build(self) -> Build:
        building = self.words_until("at", "a building", it.BUILDING_WORDS)
        self.expect("at")
        place = self.name("the tile or bank")
        fill = None
        if self.accept("fill"):
            fill = self.fill()
        return Build(building, place, self.sources(), fill)

    def fill(self) -> str:
        word = self.next("a mine fill").lower()
        word = it.FILL_WORDS.get(word, word)
        if word not in FILLS:
            raise RuleError(
                "rnb.text.bad_fill",
                line=self.number,
                found=word,
                choices=", ".join(it.FILLS[fill] if self.italian else fill for fill in FILLS),
            )
        return word

    def road(self) -> Road:
        a = self.name("where the road starts")
        self.accept("to")
        return Road(a, self.name("where the road ends"), self.sources())

    def bridge(self) -> Bridge:
        tile = self.name("the river tile")
        a = b = None
        if self.accept("between"):
            a = self.bank()  # "and" between the banks is a separator, skipped like a comma
            b = self.bank()
        return Bridge(tile, a, b, self.sources())

    def bank(self) -> str | None:
        if self.peek() == "-":
            self.at += 1
            return None
        return self.name("a bank")

    def wall_side(self) -> tuple[str, str]:
        tile = self.name("the tile")
        if not self.accept("toward", "towards", "to"):
            self.expect("toward")
        return tile, self.name("the neighbouring tile")

    def wall(self) -> Wall:
        tile, toward = self.wall_side()
        tokens = 1
        if self.accept("tokens", "token"):
            tokens = self.count("how many wall tokens")
        else:
            tokens = self.times() or 1
        return Wall(tile, toward, tokens, self.sources())

    def demolish(self) -> Demolish:
        self.accept("wall")
        tile, toward = self.wall_side()
        return Demolish(tile, toward, self.sources())

    def shaft(self) -> Shaft:
        tile = self.name("the mine's tile")
        fill = self.fill() if self.accept("fill") else DEFAULT_FILL
        return Shaft(tile, fill, self.sources())

    def bricks(self) -> Bricks:
        count = self.count("how many bricks")
        self.expect("pay")
        return Bricks(count, self.goods(), self.sources())


_ORDER_WORDS: Final[dict[str, Callable[[_Line], Order]]] = {
    "transfer": _Line.transfer,
    "take": _Line.transfer,
    "give": _Line.transfer,
    "process": _Line.process,
    "research": _Line.research,
    "upgrade": _Line.upgrade,
    "breed": _Line.breed,
    "no": _Line.no_breed,
    "destroy": _Line.destroy,
    "move": _Line.move,
    "set": _Line.set_down,
    "set down": _Line.set_down_rest,
    "build": _Line.build,
    "road": _Line.road,
    "bridge": _Line.bridge,
    "wall": _Line.wall,
    "demolish": _Line.demolish,
    "shaft": _Line.shaft,
    "bricks": _Line.bricks,
    "brick": _Line.bricks,
}

register_templates(
    {
        "rnb.text.missing": "Line {line}: {what} is missing at the end.",
        "rnb.text.expected": "Line {line}: expected {what}, found {found!r}.",
        "rnb.text.unexpected": "Line {line}: did not understand {found!r} here.",
        "rnb.text.bad_number": (
            "Line {line}: {what} must be a whole number from 1 to {most} in the digits 0-9,"
            " not {found!r}."
        ),
        "rnb.text.too_big": "Line {line}: {what} must be at most {most}, not {found}.",
        "rnb.text.unknown_good": "Line {line}: {found!r} is not a good ({choices}).",
        "rnb.text.unknown_order": (
            "Line {line}: there is no order {word!r}; orders start with one of: {choices}."
        ),
        "rnb.text.unknown_step": (
            "Line {line}: a move goes on with to, load, unload, pick up, follow or stay,"
            " not {found!r}."
        ),
        "rnb.text.bad_fill": "Line {line}: a mine is filled {choices}, not {found!r}.",
        "rnb.text.wrong_phase": (
            "Line {line}: {kind!r} is an order for the {order_phase} phase, not the {phase} phase."
        ),
    }
)
