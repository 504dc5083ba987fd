"""Small hand-made states for the movement tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

import pytest

from rules.core import Event, RuleError
from rules.roads_and_boats.board import Board
from rules.roads_and_boats.orders import (
    Follow,
    Go,
    Load,
    Move,
    PhaseOrders,
    PickUp,
    Stay,
    Step,
    Unload,
    make_goods,
)
from rules.roads_and_boats.phase_orders import run_player_orders
from rules.roads_and_boats.state import Player, Position, State, pair_key


def make_state(map_: Sequence[str] | Board, players: Sequence[str] = ("ann", "bob")) -> State:
    """A movement-phase state on a board or the compact rows of one."""
    colours = ("red", "blue", "green", "yellow")
    return State(
        board=map_ if isinstance(map_, Board) else Board.from_rows(list(map_)),
        players=[Player(name, colours[i]) for i, name in enumerate(players)],
        options={},
        rng=random.Random(1),
        phase="movement",
    )


def put(state: State, owner: str, kind: str, place: str, cargo: Mapping[str, int] = {}) -> str:
    """A new transporter at `place` (a region, or a water position for a boat); its id."""
    afloat = kind in ("raft", "rowboat", "steamer")
    t = state.new_transporter(owner, kind, Position(place, afloat))
    t.cargo = dict(cargo)
    return t.id


def roads(state: State, *pairs: tuple[str, str]) -> None:
    for a, b in pairs:
        state.roads.add(pair_key(a, b))


def goods(**counts: int) -> tuple[tuple[str, int], ...]:
    return make_goods(counts)


def go(*places: str) -> list[Step]:
    return [Go(p) for p in places]


def load(source: str | None = None, **counts: int) -> Load:
    return Load(make_goods(counts), source)


def unload(target: str | None = None, **counts: int) -> Unload:
    return Unload(make_goods(counts), target)


def move(transporter: str, *steps: Step | list[Step]) -> Move:
    flat: list[Step] = []
    for step in steps:
        flat.extend(step if isinstance(step, list) else [step])
    return Move(transporter, tuple(flat))


def orders(*items: object) -> PhaseOrders:
    return PhaseOrders(tuple(items))  # type: ignore[arg-type]


__all__ = ["Follow", "PickUp", "Stay"]


def check_movement(state: State, player: str, orders: PhaseOrders) -> None:
    """Raises the first error of these movement orders as if nobody else moved first; the
    state is not changed."""
    run_player_orders(state.clone(), player, orders, strict=True)


def error_of(state: State, player: str, *items: object) -> RuleError:
    """The error the submission check gives these movement orders."""
    with pytest.raises(RuleError) as caught:
        check_movement(state, player, orders(*items))
    return caught.value


def failures(events: list[Event]) -> list[str]:
    """The error keys of the orders that failed at resolution."""
    return [
        e.message.params["error"]["key"] for e in events if e.message.key == "rnb.orders.failed"
    ]
