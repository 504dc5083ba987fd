"""The one interface every game engine offers (see DESIGN.md, "rules/: the rules core").

Engines are pure and deterministic: a state plus a move gives a new state and events, with
every random element drawn from the state's own seeded RNG. Nothing here knows about Discord,
SQLite or images; the bot and the renderers are built on these types alone.

Player-facing text is never a bare string: errors and events carry a message *key* and its
parameters, so the bot's catalogue can translate them. Each game registers the English template
of every key it uses with `register_templates`; `str()` of an error or event is that English text.
"""

from __future__ import annotations

import json
import random
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import FrozenInstanceError, dataclass, field
from typing import Any, Generic, TypeVar

JSON = dict[str, Any]

PUBLIC = "@public"
"""Viewer for what everyone at the table may see (the channel, the board image)."""
MODERATOR = "@moderator"
"""Viewer for a moderator: everything public plus who has submitted what, never secret orders."""

_TEMPLATES: dict[str, str] = {}
_POSITIONS: dict[str, frozenset[str]] = {}


def register_templates(templates: Mapping[str, str]) -> None:
    """Adds English templates (`str.format` syntax); a key may be registered only once."""
    for key, text in templates.items():
        if key in _TEMPLATES and _TEMPLATES[key] != text:
            raise ValueError(f"message key {key!r} registered twice with different text")
        _TEMPLATES[key] = text


def register_positions(keys: Iterable[str], names: Iterable[str]) -> None:
    """Marks the parameters `names` of the messages `keys` as positions (a ship, a slot, a
    space...): numbered from 0 as in moves and in these English source texts, while players
    count them from 1, so the bot's catalogue shows them from 1. A position parameter is a
    whole number, a list of them, or text listing them ("0, 2")."""
    marked = frozenset(names)
    for key in keys:
        _POSITIONS[key] = _POSITIONS.get(key, frozenset()) | marked


def counted(position: int) -> int:
    """A position (numbered from 0, as in moves) as players count it, from 1: the one rule the
    bot's words and the boards follow."""
    return position + 1


def positions(key: str) -> frozenset[str]:
    """The parameters of message `key` that are positions counted from 0."""
    return _POSITIONS.get(key, frozenset())


def english_template(key: str) -> str:
    return _TEMPLATES[key]


def known_keys() -> frozenset[str]:
    return frozenset(_TEMPLATES)


def render_english(key: str, params: Mapping[str, Any]) -> str:
    """The English text; a parameter that is itself a `Message` is rendered in place."""
    template = _TEMPLATES.get(key)
    if template is None:
        return key if not params else f"{key} {dict(params)}"
    return template.format(**{k: _english_value(v) for k, v in params.items()})


def _english_value(value: Any) -> Any:
    """A parameter in the English source text: a message rendered, amounts (a mapping of game
    words to counts, such as a payment) listed as "2 stone, 1 wood", items (a list of names)
    as "ann, bob"."""
    if isinstance(value, Message):
        return value.english()
    if isinstance(value, Mapping):
        listed = (f"{count} {word.replace('_', ' ')}" for word, count in value.items())
        return ", ".join(listed) or "nothing"
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    return value


@dataclass(frozen=True, slots=True)
class Message:
    """A piece of player-facing text: a catalogue key and its parameters (JSON values only).

    A parameter may be another message, or amounts: a mapping of game words to counts
    ({"wood": 2, "stone": 1}), which each language lists in its own words and plural forms.
    """

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def english(self) -> str:
        return render_english(self.key, self.params)

    def to_json(self) -> JSON:
        return {"key": self.key, "params": dict(self.params)}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Message:
        return cls(str(data["key"]), dict(data.get("params", {})))


class RuleError(Exception):
    """A move, order or option the rules forbid. The message tells the player what to change.

    Raised before anything is changed: the state passed in is always left as it was.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.message = Message(key, params)
        super().__init__(self.message.english())


class _EventFields:
    """An `Event`'s slots without its immutability. `event` fills a bare one with plain
    attribute stores, then makes it an `Event` by assigning its `__class__` (allowed between
    classes with the same slots): three stores and a class change cost about half of three
    calls to the slots' `__set__`, and engines tell an event on nearly every move."""

    __slots__ = ("_params", "_told", "private_to")

    _told: Message | str
    _params: Mapping[str, Any]
    private_to: str | None


class Event(_EventFields):
    """Something that happened, told in words the channel can read.

    `private_to` names the only player who may see it (a failed secret order, a hidden draw);
    None means public.

    Frozen, and compared, hashed and shown as a dataclass of (`message`, `private_to`) would be;
    written by hand so that its message is made only when read: engines tell events on nearly
    every move, while replays (loading a game, an undo, a simulation) read none of them. An
    event made by `event` keeps the message's key in `_told` and its parameters in `_params`
    until then (one object instead of two); its slots are `_EventFields`'.
    """

    __slots__ = ()
    __match_args__ = ("message", "private_to")

    def __init__(self, message: Message, private_to: str | None = None) -> None:
        _set_told(self, message)
        _set_private_to(self, private_to)

    @property
    def message(self) -> Message:
        told = self._told
        if isinstance(told, str):
            told = _message(told, self._params)
            _set_told(self, told)
        return told

    def __setattr__(self, name: str, value: Any) -> None:
        raise FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        assert isinstance(other, Event)
        return (self.message, self.private_to) == (other.message, other.private_to)

    def __hash__(self) -> int:
        return hash((self.message, self.private_to))

    def __repr__(self) -> str:
        return f"Event(message={self.message!r}, private_to={self.private_to!r})"

    def __reduce__(self) -> tuple[type[Event], tuple[Message, str | None]]:
        return Event, (self.message, self.private_to)

    def english(self) -> str:
        return self.message.english()

    def to_json(self) -> JSON:
        return {"message": self.message.to_json(), "private_to": self.private_to}

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Event:
        return cls(Message.from_json(data["message"]), data.get("private_to"))


_new = object.__new__
_set_key = Message.__dict__["key"].__set__
_set_params = Message.__dict__["params"].__set__
_set_told = _EventFields.__dict__["_told"].__set__
_set_private_to = _EventFields.__dict__["private_to"].__set__


def _message(key: str, params: Mapping[str, Any]) -> Message:
    """`Message(key, params)`, filled through the slots directly (a frozen dataclass's
    `__init__` sets each field by a generic `object.__setattr__`)."""
    made = _new(Message)
    _set_key(made, key)
    _set_params(made, params)
    return made


def event(key: str, private_to: str | None = None, **params: Any) -> Event:
    """`Event(Message(key, params), private_to)`, its message made only when read (see
    `Event`), filled as `_EventFields` says: engines make an event for nearly every move."""
    told = _new(_EventFields)
    told._told = key
    told._params = params
    told.private_to = private_to
    told.__class__ = Event
    return told  # type: ignore[return-value]


@dataclass(frozen=True, slots=True)
class Decision:
    """Who must decide what now.

    `kind` is the game's word for the decision ("turn", "take_card", "orders"). A simultaneous
    decision is collected secretly from several players and applied together by `resolve`; its
    `phase` names the phase the orders are for. A sequential one is applied at once by `apply`.
    """

    player: str
    kind: str
    simultaneous: bool = False
    phase: str | None = None

    def to_json(self) -> JSON:
        data: JSON = {"player": self.player, "kind": self.kind}
        if self.simultaneous:
            data["simultaneous"] = True
        if self.phase is not None:
            data["phase"] = self.phase
        return data


S = TypeVar("S")
M = TypeVar("M")


class Game(ABC, Generic[S, M]):
    """A game engine. One instance per game kind; it holds no per-game state itself.

    Players are named by strings in seat order (seat 0 first); the bot passes seat names,
    replay files pass the names they list.
    """

    name: str
    """The game's id in replay files and commands: "imhotep", "roads_and_boats", "meduris"."""
    title: str
    min_players: int
    max_players: int

    @abstractmethod
    def new_game(
        self,
        players: list[str],
        options: Mapping[str, Any],
        seed: int,
        fixed: Mapping[str, Any] | None = None,
    ) -> S:
        """A new game; bad players/options/fixed data raise RuleError."""

    @abstractmethod
    def default_options(self) -> JSON:
        """Every option with its default value (shown by `/game create`)."""

    @abstractmethod
    def pending(self, state: S) -> list[Decision]:
        """Empty exactly when the game is over."""

    @abstractmethod
    def parse_move(self, data: Mapping[str, Any]) -> M:
        """A typed move from its replay JSON (without "player"); RuleError for bad fields."""

    @abstractmethod
    def move_to_json(self, move: M) -> JSON:
        """The replay JSON of a move, without "player"; `parse_move` inverts it exactly."""

    @abstractmethod
    def apply(self, state: S, player: str, move: M) -> tuple[S, list[Event]]:
        """Applies one sequential decision. The input state is never mutated."""

    def resolve(
        self, state: S, orders_by_player: Mapping[str, Mapping[str, Any]]
    ) -> tuple[S, list[Event]]:
        """Resolves the pending simultaneous phase from every player's canonical-JSON orders.

        A player missing from `orders_by_player` gets `default_orders`. Orders run player by
        player in the game's order of play; one that fails at its turn is skipped and reported
        by a private event to its owner.
        """
        raise RuleError("core.no_simultaneous_phases", game=self.name)

    def legal_moves(self, state: S, player: str) -> list[M]:
        """Every legal move of `player` now, for buttons and policies; [] if not their turn.

        Games whose moves cannot be listed (order forms) return [] and offer `default_move`.
        """
        return []

    def forced_move(self, state: S, player: str) -> M | None:
        """The move `player` must make now because their pending sequential decision leaves no
        choice: every legal move is the same move. None when there is a choice, when moves
        cannot be listed (order forms, simultaneous phases), or when a game's listing is not
        the whole choice (a game overrides this then). The service plays it at once and says
        so, so that nobody waits for a click that cannot choose."""
        moves = self.legal_moves(state, player)
        if not moves:
            return None
        first = self.move_to_json(moves[0])
        if any(self.move_to_json(move) != first for move in moves[1:]):
            return None
        return moves[0]

    def is_private_setting(self, move: Mapping[str, Any]) -> bool:
        """Whether a move (replay JSON) is a player's own setting, such as Roads & Boats'
        standing answers: allowed at any time, and its content is for that player alone."""
        return False

    def allows_any_time(self, move: Mapping[str, Any]) -> bool:
        """Whether a move (replay JSON) is one any player may make at any time, such as
        Meduris' exchange: the bot then accepts it outside the player's turn, and `apply`
        takes it whoever's decision is pending."""
        return False

    def undoable(self, before: S, player: str, move: M, events: Sequence[Event]) -> bool:
        """Whether `player` may take back `move`, just applied to `before` with `events`, while
        nobody has acted since: only when it revealed or drew nothing hidden (a card, a die, a
        mine draw, a market pick), so that playing it again or otherwise shows nobody anything
        new. False by default: a game says which of its moves may be taken back."""
        return False

    @abstractmethod
    def default_move(self, state: S, player: str) -> M:
        """A safe legal move for an absent player at a deadline (sequential decisions)."""

    def demo_move(self, state: S, player: str, rng: random.Random) -> M:
        """The demo's built-in policy for a sequential decision; by default a random legal move."""
        moves = self.legal_moves(state, player)
        return rng.choice(moves) if moves else self.default_move(state, player)

    def check_orders(self, state: S, player: str, orders: Mapping[str, Any]) -> list[Message]:
        """Checks one player's orders (canonical JSON) for the pending simultaneous phase.

        Orders are simultaneous, but players earlier in the order of play act first: an order
        may count on what they do. So this raises RuleError (naming the order and why) only for
        what can never work whatever the others do (form, names, the map, the rules, the
        phase), and returns warnings for the rest, in the player's words: orders that count on
        other players acting first (what is missing now and what would make it work; if nobody
        does, such an order is skipped with a private note at resolution), and what the rules
        will change in the orders. [] when they would run as given if nobody else acted. The
        service shows the warnings to the player (privately) and stores the orders anyway.
        """
        raise RuleError("core.no_simultaneous_phases", game=self.name)

    def default_orders(self, state: S, player: str) -> JSON:
        """The orders used for a player who sent none by the deadline."""
        raise RuleError("core.no_simultaneous_phases", game=self.name)

    def demo_orders(self, state: S, player: str, rng: random.Random) -> JSON:
        """The demo's built-in policy for a simultaneous phase."""
        return self.default_orders(state, player)

    def orders_from_text(self, state: S, player: str, text: str, phase: str | None = None) -> JSON:
        """Canonical orders from a game's text order language (for the open phase, or for
        `phase`, a later one); games without one take JSON only."""
        raise RuleError("core.no_text_orders", game=self.name)

    def orders_to_text(self, orders: Mapping[str, Any], language: str = "en") -> str:
        """Canonical orders as a player reading `language` would type them (JSON where there is
        no text form)."""
        return json.dumps(dict(orders), sort_keys=True)

    def phases_ahead(self, state: S, player: str) -> list[str]:
        """Later phases for which `player` may already give orders (none by default)."""
        return []

    def check_orders_ahead(
        self, state: S, player: str, phase: str, orders: Mapping[str, Any]
    ) -> list[Message]:
        """Checks orders given ahead for `phase` as far as the present state allows: RuleError
        as `check_orders`, else its warnings (shown privately). They are checked in full by
        `check_orders` when their phase opens; its warnings then go to the player too."""
        raise RuleError("core.no_orders_ahead", game=self.name, phase=phase)

    def preview(self, state: S, player: str, orders: Mapping[str, Any]) -> tuple[JSON, list[Event]]:
        """The player's own view and events if their orders ran now and nobody else acted
        first; RuleError as `check_orders`. An order that relies on other players gets a
        private event saying so and what happens to it if nobody else acts (it is skipped with
        a note). By default the view does not change."""
        self.check_orders(state, player, orders)
        return self.view(state, player), []

    def view_since(self, before: S, moves: Sequence[Mapping[str, Any]], viewer: str) -> JSON | None:
        """The view after `moves` (logged replay JSON, each naming its "player") are played from
        `before`, with a `"since"` recap of what they did, so that a board image can tell it;
        None for a game without a recap (its images show the board as it stands)."""
        return None

    @abstractmethod
    def view(self, state: S, viewer: str) -> JSON:
        """What `viewer` (a player, PUBLIC or MODERATOR) may see, as plain JSON.

        Rendering and every message are built from views. A view never contains what the viewer
        may not see: other players' hidden goods or orders, face-down cards, deck order.
        """

    @abstractmethod
    def to_json(self, state: S) -> JSON:
        """The whole state, losslessly, including the RNG."""

    @abstractmethod
    def from_json(self, data: Mapping[str, Any]) -> S:
        """Inverse of `to_json`."""

    @abstractmethod
    def round_number(self, state: S) -> int:
        """The round or turn the game is in, for status lines and replay summaries."""

    @abstractmethod
    def scores(self, state: S) -> dict[str, int]:
        """Points so far; the final scores once the game is over."""

    @abstractmethod
    def breakdown(self, state: S) -> dict[str, dict[str, int]]:
        """Per player, points by source (names are message keys' last parts, e.g. "pyramid")."""

    @abstractmethod
    def ranking(self, state: S) -> list[list[str]]:
        """Players from first to last, ties (after the game's tie-breaks) grouped together."""

    def is_over(self, state: S) -> bool:
        return not self.pending(state)


register_templates(
    {
        "core.no_simultaneous_phases": "{game} has no simultaneous phases.",
        "core.no_text_orders": "{game} takes orders as a JSON object only.",
        "core.no_orders_ahead": "{game} takes no orders ahead (for {phase!r}).",
    }
)
