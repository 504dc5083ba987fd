"""Small tables for the Meduris rule tests: a game past worker placement, with the board,
materials and druid set by hand so each test shows one rule."""

from __future__ import annotations

from typing import Any

from rules.core import Event
from rules.meduris import GAME, State
from rules.meduris.data import MATERIALS, ROCK_SPACES

PLACEMENT = ("wood", "wool", "copper", "stone")


def started(
    players: tuple[str, ...] = ("ann", "bob"),
    dice: list[str] | None = None,
    tokens: dict[str, str] | None = None,
) -> State:
    """A game whose workers are placed (in turn, on wood, wool, copper, stone, wood, ...): the
    first player's turn decision is due after the first die (default: all `return` faces are
    avoided by rolling `wool` forever)."""
    fixed: dict[str, Any] = {"dice": dice or ["wool"] * 200, "bonus_tokens": tokens or {}}
    s = GAME.new_game(list(players), {}, 7, fixed)
    k = 0
    while s.stage == "setup":
        player = GAME.pending(s)[0].player
        s, _ = GAME.apply(s, player, GAME.parse_move(place(PLACEMENT[k % 4])))
        k += 1
    return s


def place(highland: str) -> dict[str, Any]:
    return {"type": "place_worker", "highland": highland}


def holding(s: State, player: str, **counts: int) -> State:
    """Sets exactly what `player` holds (unnamed materials: none); the supply keeps the total."""
    for material in MATERIALS:
        want = counts.get(material, 0)
        s.supply[material] += s.materials[player][material] - want
        s.materials[player][material] = want
    return s


def build(
    s: State, huts: dict[int, str] | None = None, temples: dict[int, str] | None = None
) -> State:
    """Puts huts and temples on the board (no cost, no druid, no rune)."""
    for space, owner in (huts or {}).items():
        s.buildings[space] = ("hut", owner)
        s.huts_left[owner] -= 1
    for space, owner in (temples or {}).items():
        s.buildings[space] = ("temple", owner)
        s.temples_left[owner] -= 1
    return s


def druid_on_ring(s: State, space: int) -> State:
    s.druid_rock = ROCK_SPACES
    s.druid_space = space
    s.builds = max(s.builds, ROCK_SPACES + 1)
    return s


def play(s: State, player: str, move: dict[str, Any]) -> tuple[State, list[Event]]:
    return GAME.apply(s, player, GAME.parse_move(move))


def keys(events: list[Event]) -> list[str]:
    return [e.message.key for e in events]


def kind(s: State) -> tuple[str, str]:
    decision = GAME.pending(s)[0]
    return decision.player, decision.kind
