"""The Roads & Boats engine: `rules.core.Game` for simultaneous phases.

A game starts with the start-tile choice, in sequence-chart order (sequential `start` moves).
Then each turn runs production, movement, building and wonder. A phase opens (production first
draws the mines), then, if any player asks for it, the order of play is determined (sequential
`request_order`, `leave_prayer`, `choose_position` moves, answered automatically from each
player's standing answers unless they chose to be asked), then every player with something to
decide gives secret orders (`Decision(player, "orders", simultaneous=True, phase="t3.production")`)
and `resolve` runs them player by player in sequence-chart order.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from rules.core import (
    JSON,
    Decision,
    Event,
    Game,
    Message,
    RuleError,
    event,
    register_templates,
)

from . import data, policy, production, scoring, sequence, wonder
from .access import any_decider, deciders
from .maps import board_from_option
from .orders import PhaseOrders, orders_from_json, orders_to_json
from .ordertext import format_orders
from .ordertext import parse_orders as parse_text
from .phase_orders import judge, preview_events, run_player_orders
from .state import Player, Position, State, default_standing
from .view import view as make_view

register_templates(
    {
        "rnb.players": "Roads & Boats is for 1 to 4 players with different names.",
        "rnb.bad_option": "Unknown option {option!r}; options are: {choices}.",
        "rnb.bad_solo": "The solo puzzle is for one player.",
        "rnb.move.unknown": "Unknown move type {type!r}; moves are: {choices}.",
        "rnb.move.bad_field": "The move's field {field!r} is missing or wrong.",
        "rnb.move.not_now": "{player} has nothing to decide with a {type!r} move now.",
        "rnb.start.taken": "{tile} cannot be a start tile: {reason}.",
        "rnb.start.chosen": "{player} starts on {tile}.",
        "rnb.order.requested": "{player} asks to determine the order of play.",
        "rnb.order.left_prayer": "{player} stops praying and goes to the back of the temple row.",
        "rnb.order.position": "{player} takes position {position} on the sequence chart.",
        "rnb.order.bad_position": "Position {position} is not free; free: {free}.",
        "rnb.phase.open": "Turn {turn}: the {phase} phase begins.",
        "rnb.turn.limit": "The solo puzzle's last turn is over.",
        "rnb.standing.set": (
            "{player}'s standing answers: ask for the order of play: {request}; stop praying: "
            "{leave_prayer}; sequence positions: {positions}."
        ),
        "rnb.standing.bad": "Standing answers: request and leave_prayer are never/always/ask, "
        "positions a list of chart positions.",
        "rnb.orders.not_pending": "{player} has no orders to give now.",
        "rnb.orders.not_ahead": "Orders ahead must be for a later phase of this turn "
        "(now {now}), not {phase}.",
        "rnb.orders.bad_json": "Orders of {player} ignored: {reason}",
    }
)

MOVE_TYPES = ("start", "request_order", "leave_prayer", "choose_position", "standing")


@dataclass(frozen=True)
class RnbMove:
    """A sequential decision: `type` and its fields (see MOVE_TYPES and docs)."""

    type: str
    tile: str | None = None
    answer: bool | None = None
    position: int | None = None
    standing: tuple[tuple[str, Any], ...] = ()


def phase_key(state: State) -> str:
    return f"t{state.turn}.{state.phase}"


@lru_cache(maxsize=1024)
def _orders_decision(player: str, phase: str) -> Decision:
    """A player's orders for a phase: frozen, and asked for many times while the phase is open
    (the service asks `pending` a dozen times per resolution), so made once."""
    return Decision(player, "orders", simultaneous=True, phase=phase)


# --- phase flow ---------------------------------------------------------------------------------


def open_phase(state: State, phase: str) -> list[Event]:
    state.phase = phase
    state.phase_data = {}
    events = [event("rnb.phase.open", turn=state.turn, phase=phase)]
    if phase == "production":
        events += production.open_phase(state)
    state.phase_data["requests"] = {}
    state.step = "request"
    return events + advance_steps(state)


def advance_steps(state: State) -> list[Event]:
    """Settles every step answered by standing answers; stops where a player must answer."""
    events: list[Event] = []
    answers = state.phase_data
    if state.step == "request":
        requests: dict[str, bool] = answers["requests"]
        for p in state.players:
            if p.name not in requests and p.standing.get("request") != "ask":
                requests[p.name] = p.standing.get("request") == "always"
        if len(requests) < len(state.players):
            return events
        if any(requests.values()):
            for name in state.names:
                if requests[name]:
                    events.append(event("rnb.order.requested", player=name))
            state.step = "leave_prayer"
            answers["leave_done"] = []
            answers["leavers"] = []
        else:
            state.step = "orders"
    if state.step == "leave_prayer":
        for name in state.temple:
            if name in answers["leave_done"]:
                continue
            answer = state.player(name).standing.get("leave_prayer", "never")
            if answer == "ask":
                return events
            answers["leave_done"].append(name)
            if answer == "always":
                answers["leavers"].append(name)
        events += _finish_leaving(state)
    if state.step == "position":
        for name in sequence.choosing_order(state.temple):
            if name in answers["positions"]:
                continue
            wanted = list(state.player(name).standing.get("positions", [1]))
            if not wanted:
                return events
            answers["positions"][name] = sequence.pick_position(
                wanted, answers["positions"], len(state.players)
            )
            events.append(
                event("rnb.order.position", player=name, position=answers["positions"][name])
            )
        state.sequence = sequence.chart_from_positions(answers["positions"])
        state.step = "orders"
    if state.step == "orders" and not deciders(state):
        events += resolve_phase(state, {})
    return events


def _finish_leaving(state: State) -> list[Event]:
    answers = state.phase_data
    events = [event("rnb.order.left_prayer", player=n) for n in answers["leavers"]]
    state.temple = sequence.leave_prayer(state.temple, answers["leavers"])
    state.step = "position"
    answers["positions"] = {}
    return events


def parse_orders(state: State, orders: Mapping[str, Any]) -> PhaseOrders:
    """Typed orders for the open phase; an order of another phase is refused."""
    return orders_from_json(orders, state.phase)


def resolve_phase(state: State, orders: Mapping[str, PhaseOrders]) -> list[Event]:
    """Runs the open phase on `state` (in place) and opens the next one."""
    events: list[Event] = []
    if state.phase == "production":
        production.primary_output(state)
    for name in state.sequence:
        mine = orders.get(name)
        if mine is not None and mine.orders:
            events += run_player_orders(state, name, mine)
    if state.phase == "production":
        events += production.finish_phase(state)
    if state.phase == "wonder":
        events += wonder.neutral_brick(state)
    return events + next_phase(state)


def next_phase(state: State) -> list[Event]:
    if state.end_reason is not None:
        return _game_over(state)
    index = data.PHASES.index(state.phase)
    if index + 1 < len(data.PHASES):
        return open_phase(state, data.PHASES[index + 1])
    if state.options.get("solo_puzzle") and state.turn >= data.SOLO_PUZZLE_TURNS:
        state.end_reason = "turns"
        return [event("rnb.turn.limit"), *_game_over(state)]
    state.turn += 1
    return open_phase(state, data.PHASES[0])


def _game_over(state: State) -> list[Event]:
    state.phase = "over"
    state.step = "over"
    state.phase_data = {}
    return []


# --- the Game -----------------------------------------------------------------------------------


class RoadsAndBoats(Game[State, RnbMove]):
    name = data.GAME_ID
    title = "Roads & Boats"
    min_players = 1
    max_players = 4

    def default_options(self) -> JSON:
        return {"map": {"generate": {}}, "solo_puzzle": False}

    def new_game(
        self,
        players: list[str],
        options: Mapping[str, Any],
        seed: int,
        fixed: Mapping[str, Any] | None = None,
    ) -> State:
        if not 1 <= len(players) <= 4 or len(set(players)) != len(players):
            raise RuleError("rnb.players")
        opts = {**self.default_options(), **dict(options)}
        unknown = sorted(set(opts) - set(self.default_options()))
        if unknown:
            raise RuleError(
                "rnb.bad_option", option=unknown[0], choices=", ".join(self.default_options())
            )
        if opts["solo_puzzle"] and len(players) != 1:
            raise RuleError("rnb.bad_solo")
        board = board_from_option(opts["map"], len(players), seed)
        rng = random.Random(seed)
        draw = list(players)
        rng.shuffle(draw)
        temple, chart = sequence.initial_rows(draw)
        state = State(
            board=board,
            players=[
                Player(name, data.COLOURS[i], standing=default_standing())
                for i, name in enumerate(players)
            ],
            options=opts,
            rng=rng,
            temple=temple,
            sequence=chart,
            fixed=dict(fixed or {}),
        )
        if opts["solo_puzzle"]:
            state.wonder = [None] * sum(data.WONDER_ROWS[: data.SOLO_PUZZLE_PREBUILT_ROWS])
        return state

    # --- sequential decisions -------------------------------------------------------------------

    def pending(self, state: State) -> list[Decision]:
        if state.phase == "over":
            return []
        if state.phase == "start":
            chooser = self._start_chooser(state)
            return [Decision(chooser, "start")] if chooser else []
        answers = state.phase_data
        if state.step == "request":
            return [
                Decision(p.name, "request_order")
                for p in state.players
                if p.name not in answers["requests"]
            ]
        if state.step == "leave_prayer":
            name = next(n for n in state.temple if n not in answers["leave_done"])
            return [Decision(name, "leave_prayer")]
        if state.step == "position":
            name = next(
                n for n in sequence.choosing_order(state.temple) if n not in answers["positions"]
            )
            return [Decision(name, "choose_position")]
        key = phase_key(state)
        return [_orders_decision(n, key) for n in deciders(state)]

    def is_over(self, state: State) -> bool:
        """`pending` is empty, worked out without listing the deciders of an orders step (the
        service asks it after every play)."""
        if state.phase == "over":
            return True
        if state.phase == "start" or state.step != "orders":
            return not self.pending(state)
        return not any_decider(state)

    @staticmethod
    def _start_chooser(state: State) -> str | None:
        for name in state.sequence:
            if state.player(name).home is None:
                return name
        return None

    def parse_move(self, data_: Mapping[str, Any]) -> RnbMove:
        kind = data_.get("type")
        if kind not in MOVE_TYPES:
            raise RuleError("rnb.move.unknown", type=kind, choices=", ".join(MOVE_TYPES))
        if kind == "start":
            tile = data_.get("tile")
            if not isinstance(tile, str) or not tile:
                raise RuleError("rnb.move.bad_field", field="tile")
            return RnbMove("start", tile=tile)
        if kind in ("request_order", "leave_prayer"):
            answer = data_.get("answer")
            if not isinstance(answer, bool):
                raise RuleError("rnb.move.bad_field", field="answer")
            return RnbMove(kind, answer=answer)
        if kind == "choose_position":
            position = data_.get("position")
            if isinstance(position, bool) or not isinstance(position, int):
                raise RuleError("rnb.move.bad_field", field="position")
            return RnbMove(kind, position=position)
        standing = data_.get("standing")
        if not isinstance(standing, Mapping) or not _valid_standing(standing):
            raise RuleError("rnb.standing.bad")
        return RnbMove(
            "standing",
            standing=tuple(
                (k, list(v) if isinstance(v, list) else v) for k, v in sorted(standing.items())
            ),
        )

    def move_to_json(self, move: RnbMove) -> JSON:
        out: JSON = {"type": move.type}
        if move.tile is not None:
            out["tile"] = move.tile
        if move.answer is not None:
            out["answer"] = move.answer
        if move.position is not None:
            out["position"] = move.position
        if move.type == "standing":
            out["standing"] = {k: v for k, v in move.standing}
        return out

    def apply(self, state: State, player: str, move: RnbMove) -> tuple[State, list[Event]]:
        if player not in state.names:
            raise RuleError("rnb.move.not_now", player=player, type=move.type)
        s = state.clone()
        if move.type == "standing":
            s.player(player).standing.update({k: v for k, v in move.standing})
            now = s.player(player).standing
            positions = ", ".join(map(str, now["positions"])) or "ask me"
            return s, [
                event(
                    "rnb.standing.set",
                    private_to=player,
                    player=player,
                    request=now["request"],
                    leave_prayer=now["leave_prayer"],
                    positions=positions,
                )
            ]
        if not any(d.player == player and d.kind == move.type for d in self.pending(state)):
            raise RuleError("rnb.move.not_now", player=player, type=move.type)
        if move.type == "start":
            return s, self._start(s, player, move.tile or "")
        answers = s.phase_data
        events: list[Event] = []
        if move.type == "request_order":
            answers["requests"][player] = bool(move.answer)
        elif move.type == "leave_prayer":
            answers["leave_done"].append(player)
            if move.answer:
                answers["leavers"].append(player)
            if len(answers["leave_done"]) == len(s.players):
                events += _finish_leaving(s)
        else:
            free = sequence.free_positions(answers["positions"], len(s.players))
            if move.position not in free:
                raise RuleError(
                    "rnb.order.bad_position",
                    position=move.position,
                    free=", ".join(map(str, free)),
                )
            answers["positions"][player] = move.position
            events.append(event("rnb.order.position", player=player, position=move.position))
        return s, events + advance_steps(s)

    def _start(self, s: State, player: str, place: str) -> list[Event]:
        board = s.board
        tile = board.tile_of(place) if place in board.regions else place
        taken = [board.tile_of(p.home) for p in s.players if p.home is not None]
        left = sum(1 for p in s.players if p.home is None)
        if tile not in board.start_options(taken, left):
            raise RuleError(
                "rnb.start.taken",
                tile=tile,
                reason="it must be land, a tile apart from every start, leaving room for the rest",
            )
        region = place if place in board.regions else board.region(place).name
        me = s.player(player)
        me.home = region
        for _ in range(data.START_DONKEYS):
            s.new_transporter(player, "donkey", Position(region))
        s.add_goods(region, data.START_GOODS)
        events = [event("rnb.start.chosen", player=player, tile=region)]
        if all(p.home is not None for p in s.players):
            s.turn = 1
            events += open_phase(s, "production")
        return events

    def legal_moves(self, state: State, player: str) -> list[RnbMove]:
        decisions = [d for d in self.pending(state) if d.player == player and not d.simultaneous]
        if not decisions:
            return []
        kind = decisions[0].kind
        if kind == "start":
            return [RnbMove("start", tile=region) for region in start_regions(state)]
        if kind in ("request_order", "leave_prayer"):
            return [RnbMove(kind, answer=False), RnbMove(kind, answer=True)]
        free = sequence.free_positions(state.phase_data["positions"], len(state.players))
        return [RnbMove("choose_position", position=n) for n in free]

    def is_private_setting(self, move: Mapping[str, Any]) -> bool:
        return move.get("type") == "standing"

    def undoable(self, before: State, player: str, move: RnbMove, events: Sequence[Event]) -> bool:
        """A start tile or an answer while determining the order of play, as long as it left
        the game in the same step of the same phase: the move that completes a step settles
        the order of play or opens a phase (production draws the mines). Standing answers are
        settings, changed by setting them again; orders stay editable until Ready, so they are
        never taken back. See `docs/undo.md`."""
        if move.type == "standing":
            return False
        after, _ = self.apply(before, player, move)
        return (after.turn, after.phase, after.step) == (before.turn, before.phase, before.step)

    def default_move(self, state: State, player: str) -> RnbMove:
        moves = self.legal_moves(state, player)
        if not moves:
            raise RuleError("rnb.move.not_now", player=player, type="default")
        if moves[0].type == "start":
            suggested = [
                m
                for m in moves
                if state.board.tile_of(m.tile or "") in state.board.suggested_starts
            ]
            return (suggested or moves)[0]
        return moves[0]

    def demo_move(self, state: State, player: str, rng: random.Random) -> RnbMove:
        """A start on the region the demo policy likes best; other questions at random."""
        moves = self.legal_moves(state, player)
        if moves and moves[0].type == "start":
            best = policy.best_start(state, [m.tile or "" for m in moves])
            return RnbMove("start", tile=best)
        return rng.choice(moves) if moves else self.default_move(state, player)

    # --- simultaneous phases -------------------------------------------------------------------

    def check_orders(self, state: State, player: str, orders: Mapping[str, Any]) -> list[Message]:
        """RuleError for an order that can never work whatever the others do first; warnings
        for the orders that count on players earlier in the sequence, and for what the rules
        change in them (docs/roads-and-boats-orders.md, "What the check refuses")."""
        if player not in deciders(state):
            raise RuleError("rnb.orders.not_pending", player=player)
        return judge(state, player, parse_orders(state, orders)).warnings

    def phases_ahead(self, state: State, player: str) -> list[str]:
        """The phases of this turn whose orders are not collected yet: the later ones
        ("t3.building" while t3.movement is open), and the open one while its order of play
        is still being determined."""
        if player not in state.names or state.phase not in data.PHASES:
            return []
        first = data.PHASES.index(state.phase) + (1 if state.step == "orders" else 0)
        return [f"t{state.turn}.{name}" for name in data.PHASES[first:]]

    def check_orders_ahead(
        self, state: State, player: str, phase: str, orders: Mapping[str, Any]
    ) -> list[Message]:
        """Orders given ahead for a later phase of this turn: only their form is checked now
        (the board will change before their phase, the player's own moves included), so there
        are no warnings yet; `check_orders` judges them in full when their phase opens."""
        if phase not in self.phases_ahead(state, player):
            raise RuleError("rnb.orders.not_ahead", phase=phase, now=phase_key(state))
        orders_from_json(orders, phase.partition(".")[2])
        return []

    def preview(
        self, state: State, player: str, orders: Mapping[str, Any]
    ) -> tuple[JSON, list[Event]]:
        """The player's own view and events if their orders ran now and nobody else acted
        first: the private preview before marking ready. An order relying on others gets a
        private `rnb.relies.preview` event (what it counts on, and that it is skipped if nobody
        else acts). RuleError as `check_orders`."""
        if player not in deciders(state):
            raise RuleError("rnb.orders.not_pending", player=player)
        judgement = judge(state, player, parse_orders(state, orders))
        return make_view(judgement.state, player, []), preview_events(player, judgement)

    def resolve(
        self, state: State, orders_by_player: Mapping[str, Mapping[str, Any]]
    ) -> tuple[State, list[Event]]:
        if state.step != "orders" or state.phase not in data.PHASES:
            raise RuleError("rnb.orders.not_pending", player=", ".join(orders_by_player))
        s = state.clone()
        events: list[Event] = []
        parsed: dict[str, PhaseOrders] = {}
        for name in deciders(s):
            raw = orders_by_player.get(name)
            if raw is None:
                raw = self.default_orders(state, name)
            try:
                parsed[name] = parse_orders(s, raw)
            except RuleError as err:
                events.append(
                    event("rnb.orders.bad_json", private_to=name, player=name, reason=str(err))
                )
        return s, events + resolve_phase(s, parsed)

    def default_orders(self, state: State, player: str) -> JSON:
        """Nothing to do: production then only breeds (when a pair may), lets unattended goods
        produce and destroys the newest transporters over the limit; nothing moves, nothing is
        built, no bricks are bought."""
        return orders_to_json(PhaseOrders())

    def orders_from_text(
        self, state: State, player: str, text: str, phase: str | None = None
    ) -> JSON:
        """Canonical orders from the text order language for the open phase or a later one
        (RuleError naming the line); transporter numbers may omit the player's colour."""
        name = state.phase if phase is None else phase.partition(".")[2]
        return orders_to_json(parse_text(text, name, state.player(player).colour))

    def orders_to_text(self, orders: Mapping[str, Any], language: str = "en") -> str:
        """The text form of canonical orders, one order per line, in the reader's language
        (the text reads back in either)."""
        return format_orders(orders_from_json(orders), language)

    def demo_orders(self, state: State, player: str, rng: random.Random) -> JSON:
        return policy.demo_orders(state, player, rng)

    # --- reading -------------------------------------------------------------------------------

    def view(self, state: State, viewer: str) -> JSON:
        return make_view(state, viewer, self.pending(state))

    def to_json(self, state: State) -> JSON:
        return state.to_json()

    def from_json(self, data_: Mapping[str, Any]) -> State:
        return State.from_json(data_)

    def round_number(self, state: State) -> int:
        return state.turn

    def scores(self, state: State) -> dict[str, int]:
        return scoring.scores(state)

    def breakdown(self, state: State) -> dict[str, dict[str, int]]:
        return scoring.breakdown(state)

    def ranking(self, state: State) -> list[list[str]]:
        return scoring.ranking(state)


def _valid_standing(standing: Mapping[str, Any]) -> bool:
    for key, value in standing.items():
        if key in ("request", "leave_prayer"):
            if value not in data.STANDING_REQUEST:
                return False
        elif key == "positions":
            if not isinstance(value, list) or not all(
                isinstance(v, int) and not isinstance(v, bool) and 1 <= v <= 4 for v in value
            ):
                return False
        else:
            return False
    return True


def start_regions(state: State) -> list[str]:
    """Every region a player may choose as home now (each bank of an allowed tile)."""
    board = state.board
    taken = [board.tile_of(p.home) for p in state.players if p.home is not None]
    left = sum(1 for p in state.players if p.home is None)
    return [r for tile in board.start_options(taken, left) for r in board.regions_of(tile)]


GAME = RoadsAndBoats()
