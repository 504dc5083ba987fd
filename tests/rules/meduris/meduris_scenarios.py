"""Small tables for the Meduris rule tests: a game past worker placement, with the board,
materials and druid set by hand so each test shows one rule."""

from __future__ import annotations

import random
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


def random_game(players: int, seed: int, steps: int, choices: int, demo: bool) -> State:
    """A game after `steps` random legal moves (or the demo policy's), or at its end; now and
    then a random exchange by a random player."""
    rng = random.Random(choices)
    s = GAME.new_game([f"p{i}" for i in range(players)], {}, seed)
    for _ in range(steps):
        pending = GAME.pending(s)
        if not pending:
            break
        if rng.random() < 0.05:
            s = maybe_exchange(s, rng)
        player = pending[0].player
        move = GAME.demo_move(s, player, rng) if demo else rng.choice(GAME.legal_moves(s, player))
        s, _ = GAME.apply(s, player, move)
    return s


def maybe_exchange(s: State, rng: random.Random) -> State:
    player = rng.choice(s.players)
    held = [m for m in MATERIALS for _ in range(s.materials[player][m])]
    available = [m for m in MATERIALS if s.supply[m] > 0]
    if len(held) < 3 or not available:
        return s
    give: dict[str, int] = {}
    for material in rng.sample(held, 3):
        give[material] = give.get(material, 0) + 1
    move = GAME.parse_move({"type": "exchange", "give": give, "take": rng.choice(available)})
    return GAME.apply(s, player, move)[0]
