"""The one place that turns logged moves into state: the service, replays and the demo use it.

A logged move is the replay JSON of the game's spec (`{"player": "ann", "type": "take_stones"}`).
For a simultaneous phase each player's orders are one move,
`{"player": "ann", "type": "orders", "phase": "<phase key>", "orders": {...}}`; they are buffered
until every player with a pending simultaneous decision has sent theirs, and then resolved
together. Replaying a game's log from `new_table` therefore reproduces its state exactly.
"""

from __future__ import annotations

import copy
import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

import orjson

from rules.core import (
    JSON,
    PUBLIC,
    Decision,
    Event,
    Game,
    Message,
    RuleError,
    register_templates,
)

ORDERS = "orders"

register_templates(
    {
        "log.unknown_player": "{player!r} is not a player in this game (players: {players}).",
        "log.player_mismatch": "The move names {named!r} but was sent for {player!r}.",
        "log.move_not_object": "A move must be a JSON object, not {found}.",
        "log.no_orders_pending": "{player} has no orders to give now.",
        "log.orders_twice": "{player} has already given orders for this phase.",
        "log.orders_not_object": "The orders of {player} must be a JSON object.",
        "log.wrong_phase": "These orders are for phase {phase!r}; the phase now is {expected!r}.",
    }
)


@dataclass
class Table:
    """A game being played from its log: the engine, the seats and the state so far."""

    game: Game[Any, Any]
    players: list[str]
    state: Any
    buffered: dict[str, dict[str, Any]] = field(default_factory=dict)
    """Player -> canonical orders of the pending simultaneous phase, not yet resolved."""
    checked: dict[tuple[str, bytes | str], list[Message]] = field(default_factory=dict)
    """(player, orders as canonical JSON) -> the engine's warnings, for orders already
    checked against `checked_state`: the orders checked at submission are not checked again
    when the phase resolves, as long as the state is still the one they were checked on."""
    checked_state: Any = None
    pending: tuple[Any, list[Decision]] | None = None
    """(state, the engine's pending decisions for it): asked once per state, not at every
    logged move of a phase."""


def new_table(
    game: Game[Any, Any],
    players: list[str],
    options: Mapping[str, Any],
    seed: int,
    fixed: Mapping[str, Any] | None = None,
) -> Table:
    """A table at the start of a game; the engine validates players, options and fixed data."""
    return Table(game, list(players), game.new_game(list(players), options, seed, fixed))


def pending(table: Table) -> list[Decision]:
    """The engine's pending decisions for the table's state, asked once per state: a play
    reads them several times (what is due, what opened, whose turn), the engine works them
    out each time. The list is shared: read it, never change it."""
    if table.pending is None or table.pending[0] is not table.state:
        table.pending = (table.state, table.game.pending(table.state))
    return table.pending[1]


def simultaneous_pending(table: Table) -> list[Decision]:
    """The pending decisions that are collected as secret orders."""
    return [d for d in pending(table) if d.simultaneous]


def waiting_for(table: Table) -> list[str]:
    """Players whose orders the pending simultaneous phase still lacks."""
    return [d.player for d in simultaneous_pending(table) if d.player not in table.buffered]


def check_orders(table: Table, player: str, move: Mapping[str, Any]) -> list[Message]:
    """Validates an orders move for `player` without changing the table; returns the engine's
    warnings (orders that count on other players acting first, adjustments the rules make)."""
    decision = next((d for d in pending(table) if d.simultaneous and d.player == player), None)
    if decision is None:
        raise RuleError("log.no_orders_pending", player=player)
    if player in table.buffered:
        raise RuleError("log.orders_twice", player=player)
    phase = move.get("phase")
    if phase is not None and decision.phase is not None and phase != decision.phase:
        raise RuleError("log.wrong_phase", phase=phase, expected=decision.phase)
    orders = move.get(ORDERS)
    if not isinstance(orders, Mapping):
        raise RuleError("log.orders_not_object", player=player)
    if table.checked_state is not table.state:
        table.checked, table.checked_state = {}, table.state
    try:
        key = (player, _canonical(orders))
    except (TypeError, ValueError):  # not plain JSON: the engine's check says what is wrong
        return table.game.check_orders(table.state, player, orders)
    if key not in table.checked:
        table.checked[key] = table.game.check_orders(table.state, player, orders)
    return list(table.checked[key])


def _canonical(orders: Mapping[str, Any]) -> bytes | str:
    """The orders as JSON with sorted keys: two orders with the same text are the same orders.
    orjson writes it in a tenth of `json`'s time, but writes NaN and infinities as null: orders
    with a null in them take `json`'s text (a str, never equal to orjson's bytes)."""
    text = orjson.dumps(orders, option=orjson.OPT_SORT_KEYS)
    return json.dumps(orders, sort_keys=True) if b"null" in text else text


def advance(table: Table, player: str, move: Mapping[str, Any]) -> list[Event]:
    """Applies one logged move; on RuleError the table is left exactly as it was."""
    return advance_move(table, player, move)[1]


def advance_move(table: Table, player: str, move: Mapping[str, Any]) -> tuple[Any, list[Event]]:
    """`advance`, also giving the typed move the engine applied (None for orders), for a
    caller that reads it again (the Undo offer) without parsing the move a second time."""
    if not isinstance(move, Mapping):
        raise RuleError("log.move_not_object", found=type(move).__name__)
    if player not in table.players:
        raise RuleError("log.unknown_player", player=player, players=", ".join(table.players))
    named = move.get("player")
    if named is not None and named != player:
        raise RuleError("log.player_mismatch", named=named, player=player)
    body = dict(move)
    body.pop("player", None)
    if body.get("type") == ORDERS:
        return None, _add_orders(table, player, body)
    parsed = table.game.parse_move(body)
    table.state, events = table.game.apply(table.state, player, parsed)
    return parsed, events


def _add_orders(table: Table, player: str, move: Mapping[str, Any]) -> list[Event]:
    check_orders(table, player, move)
    buffered = {**table.buffered, player: dict(move[ORDERS])}
    if any(d.simultaneous and d.player not in buffered for d in pending(table)):
        table.buffered = buffered
        return []
    state, events = table.game.resolve(table.state, buffered)
    table.state, table.buffered = state, {}
    return events


def replay(
    game: Game[Any, Any],
    players: list[str],
    options: Mapping[str, Any],
    seed: int,
    moves: list[Mapping[str, Any]],
    fixed: Mapping[str, Any] | None = None,
) -> Table:
    """A table after every move of a log (each move names its player); RuleError on a bad one."""
    table = new_table(game, players, options, seed, fixed)
    for move in moves:
        advance(table, str(move.get("player")), move)
    return table


def table_to_json(table: Table) -> JSON:
    """A snapshot of the table: the engine state and the buffered orders."""
    return {
        "state": table.game.to_json(table.state),
        "buffered": copy.deepcopy(table.buffered),
    }


def table_from_json(game: Game[Any, Any], players: list[str], data: Mapping[str, Any]) -> Table:
    """Inverse of `table_to_json`."""
    return Table(
        game,
        list(players),
        game.from_json(data["state"]),
        copy.deepcopy(dict(data.get("buffered", {}))),
    )


def image_view(
    game: Game[Any, Any],
    before: Any,
    moves: Sequence[Mapping[str, Any]],
    after: Any,
    viewer: str = PUBLIC,
) -> JSON:
    """The view to draw for an image made after `moves`, played from the state of the last
    image (`before`) to `after`: with the game's recap where it has one, else the plain view."""
    return game.view_since(before, moves, viewer) or game.view(after, viewer)
