"""Helpers for Imhotep scenarios: start a game with fixed cards, edit it, play JSON moves."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.imhotep import GAME, State

DECK = [
    "statue",
    "lever",
    "entrance",
    "hammer",
    "sail",
    "chisel",
    "decoration_temple",
    "statue",
]
"""A fixed market deck top: round 1 shows the first 4, round 2 the next 4."""


def start(
    players: tuple[str, ...] = ("ann", "bob"),
    round_cards: list[list[int]] | None = None,
    deck: list[str] | None = None,
    wrath: bool = False,
    seed: int = 1,
) -> State:
    fixed: dict[str, Any] = {"market_deck": DECK if deck is None else deck}
    if round_cards is not None:
        fixed["round_cards"] = round_cards
    return GAME.new_game(list(players), {"pharaohs_wrath": wrath}, seed, fixed)


def edit(state: State, **changes: Any) -> State:
    """The state with some JSON fields replaced (to set up a scenario directly)."""
    data = GAME.to_json(state)
    data.update(changes)
    return GAME.from_json(data)


def ships(state: State, *specs: tuple[list[str | None], str | None]) -> State:
    """Replaces the round's ships: each spec is (slots, sailed_to)."""
    return edit(
        state,
        ships=[
            {"size": len(slots), "slots": slots, "sailed_to": sailed} for slots, sailed in specs
        ],
    )


def play(state: State, player: str, move: dict[str, Any]) -> tuple[State, list[Event]]:
    return GAME.apply(state, player, GAME.parse_move(move))


def play_all(state: State, moves: list[tuple[str, dict[str, Any]]]) -> State:
    for player, move in moves:
        state, _ = play(state, player, move)
    return state
