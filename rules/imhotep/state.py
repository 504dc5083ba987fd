"""The Imhotep game state, its cheap copy and its lossless JSON form.

The engine never changes a state it was given: `apply` copies it (`copy_state`, a structured
copy much faster than `deepcopy`) and changes only the copy, so a move that fails halfway leaves
the caller's state untouched and the half-done copy is simply dropped.

Randomness: `rng` is one integer. Whenever the game needs chance (the initial shuffles, a
reshuffle of the market discards) it seeds `random.Random(rng)`, draws, and stores the next 64
random bits as the new `rng`. So the RNG survives JSON as a plain number and the same seed and
moves always give the same game.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from rules.core import JSON


@dataclass(slots=True)
class Ship:
    size: int
    slots: list[str | None]
    """Owner of the stone in each slot; slot 0 is the bow."""
    sailed_to: str | None = None


@dataclass(slots=True)
class State:
    players: tuple[str, ...]
    pharaohs_wrath: bool
    seed: int
    rng: int
    round: int
    round_cards: list[tuple[int, ...]]
    """All 6 round cards in play order (the future ones are never shown)."""
    ships: list[Ship]
    sled: dict[str, int]
    quarry: dict[str, int]
    pyramid: list[str]
    temple: list[str]
    """Owners in placement order; stone i lies in column i % columns."""
    burial_chamber: list[str]
    """Owners in placement order; stone i lies in column i // 3, row i % 3 (top first)."""
    obelisks: dict[str, int]
    display: list[str]
    deck: list[str]
    """Draw order: deck[0] is drawn first."""
    discard: list[str]
    cards: dict[str, list[str]]
    picks: list[str]
    """Players still to take a market card, in unloading order."""
    market_stones: list[str]
    """Owners of the stones at the market, returned to their quarries after the last pick."""
    current: int
    """Seat whose turn it is (during market picks: the player who sailed the ship)."""
    passes: int
    """Consecutive passes; a full circle of them ends a stuck round."""
    points: dict[str, dict[str, int]]
    """Player -> breakdown source -> points scored so far."""
    over: bool


def copy_state(s: State) -> State:
    """A copy whose containers are the copy's own; built from positional arguments, in the
    order of `State`'s fields (keyword arguments cost a quarter more, on every move)."""
    return State(
        s.players,
        s.pharaohs_wrath,
        s.seed,
        s.rng,
        s.round,
        s.round_cards[:],
        [Ship(ship.size, ship.slots[:], ship.sailed_to) for ship in s.ships],
        s.sled.copy(),
        s.quarry.copy(),
        s.pyramid[:],
        s.temple[:],
        s.burial_chamber[:],
        s.obelisks.copy(),
        s.display[:],
        s.deck[:],
        s.discard[:],
        {name: held[:] for name, held in s.cards.items()},
        s.picks[:],
        s.market_stones[:],
        s.current,
        s.passes,
        {name: pts.copy() for name, pts in s.points.items()},
        s.over,
    )


def shuffled(s: State, items: list[str]) -> list[str]:
    """`items` shuffled by the state's RNG, which moves on (s must be a fresh copy)."""
    rng = random.Random(s.rng)
    result = items[:]
    rng.shuffle(result)
    s.rng = rng.getrandbits(64)
    return result


def state_to_json(s: State) -> JSON:
    return {
        "players": list(s.players),
        "pharaohs_wrath": s.pharaohs_wrath,
        "seed": s.seed,
        "rng": s.rng,
        "round": s.round,
        "round_cards": [list(card) for card in s.round_cards],
        "ships": [
            {"size": ship.size, "slots": ship.slots[:], "sailed_to": ship.sailed_to}
            for ship in s.ships
        ],
        "sled": dict(s.sled),
        "quarry": dict(s.quarry),
        "pyramid": s.pyramid[:],
        "temple": s.temple[:],
        "burial_chamber": s.burial_chamber[:],
        "obelisks": dict(s.obelisks),
        "display": s.display[:],
        "deck": s.deck[:],
        "discard": s.discard[:],
        "cards": {name: held[:] for name, held in s.cards.items()},
        "picks": s.picks[:],
        "market_stones": s.market_stones[:],
        "current": s.current,
        "passes": s.passes,
        "points": {name: dict(pts) for name, pts in s.points.items()},
        "over": s.over,
    }


def state_from_json(data: Mapping[str, Any]) -> State:
    return State(
        players=tuple(data["players"]),
        pharaohs_wrath=bool(data["pharaohs_wrath"]),
        seed=int(data["seed"]),
        rng=int(data["rng"]),
        round=int(data["round"]),
        round_cards=[tuple(int(n) for n in card) for card in data["round_cards"]],
        ships=[
            Ship(int(ship["size"]), list(ship["slots"]), ship["sailed_to"])
            for ship in data["ships"]
        ],
        sled={str(k): int(v) for k, v in data["sled"].items()},
        quarry={str(k): int(v) for k, v in data["quarry"].items()},
        pyramid=list(data["pyramid"]),
        temple=list(data["temple"]),
        burial_chamber=list(data["burial_chamber"]),
        obelisks={str(k): int(v) for k, v in data["obelisks"].items()},
        display=list(data["display"]),
        deck=list(data["deck"]),
        discard=list(data["discard"]),
        cards={str(k): list(v) for k, v in data["cards"].items()},
        picks=list(data["picks"]),
        market_stones=list(data["market_stones"]),
        current=int(data["current"]),
        passes=int(data["passes"]),
        points={str(k): {str(s): int(n) for s, n in v.items()} for k, v in data["points"].items()},
        over=bool(data["over"]),
    )
