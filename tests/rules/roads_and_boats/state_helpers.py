"""Small hand-made states for the production, building, wonder and engine tests."""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from bot import gamelog
from rules.roads_and_boats import GAME, production
from rules.roads_and_boats.board import Board
from rules.roads_and_boats.orders import Order, PhaseOrders
from rules.roads_and_boats.state import Building, Player, Position, State, default_standing

SMALL_MAP = [
    "S S S S S",
    " S W P R S",
    "S P~w-e S M S",
    " S S S S S",
]
"""B2 woods, C2 pasture, D2 rock, D3 mountains; B3 pasture cut by a river flowing west to east
(banks B3.n and B3.s) between the sea tiles A3 and C3."""


def make_state(
    rows: Sequence[str] = SMALL_MAP,
    players: Sequence[str] = ("ann", "bob"),
    phase: str = "production",
) -> State:
    colours = ("red", "yellow", "green", "blue")
    state = State(
        board=Board.from_rows(list(rows)),
        players=[
            Player(name, colours[i], standing=default_standing()) for i, name in enumerate(players)
        ],
        options={"map": "test", "solo_puzzle": False},
        rng=random.Random(7),
        turn=1,
        phase=phase,
        step="orders",
        temple=list(players),
        sequence=list(players),
    )
    if phase == "production":
        production.open_phase(state)
    return state


def put(state: State, owner: str, kind: str, place: str, cargo: Mapping[str, int] = {}) -> str:
    afloat = kind in ("raft", "rowboat", "steamer")
    t = state.new_transporter(owner, kind, Position(place, afloat))
    t.cargo = dict(cargo)
    return t.id


def build(state: State, tile: str, kind: str, region: str | None = None) -> Building:
    b = Building(kind, region or tile)
    state.buildings[tile] = b
    return b


def orders(*items: Order) -> PhaseOrders:
    return PhaseOrders(tuple(items))


def demo_step(table: gamelog.Table, rng: random.Random) -> bool:
    """One step of a game played by the demo policy (a sequential move, or every player's
    orders of a phase); False once the game is over."""
    pending = GAME.pending(table.state)
    if not pending:
        return False
    if pending[0].simultaneous:
        for d in pending:
            orders = GAME.demo_orders(table.state, d.player, rng)
            gamelog.advance(table, d.player, {"type": "orders", "phase": d.phase, "orders": orders})
    else:
        d = pending[0]
        gamelog.advance(
            table, d.player, GAME.move_to_json(GAME.demo_move(table.state, d.player, rng))
        )
    return True
