"""The demo's built-in policy: a plain but sensible player, so a demo game looks like a game.

It builds whatever it can afford that is worth its materials (bonus tokens, rune stones it does
not hold, settlements, temples beside huts), harvests where its worker yields most otherwise,
offers to the druid when it pays, and exchanges a surplus for a material it lacks.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from rules.meduris import legal
from rules.meduris.board import group_size
from rules.meduris.data import (
    DRUID_TOKEN,
    FREE_HUT_TOKEN,
    MATERIALS,
    POINTS_TOKEN,
    RINGS,
    TEMPLE,
)
from rules.meduris.moves import (
    BigHarvest,
    Exchange,
    Move,
    Offer,
    PlaceWorker,
    ReturnMaterial,
    TakeMaterial,
)
from rules.meduris.payments import covers
from rules.meduris.state import State

_TOKEN_VALUE = {POINTS_TOKEN: 3.0, FREE_HUT_TOKEN: 2.0, DRUID_TOKEN: 1.5}
_MATERIAL_VALUE = 0.6
"""Points the policy thinks one material is worth when weighing a build."""


def demo_move(s: State, player: str, kind: str, rng: random.Random) -> Move:
    if kind == "place_worker":
        return _place(s, rng)
    if kind == "take_material":
        held = s.materials[player]
        options = [m for m in MATERIALS if s.supply[m] > 0]
        return TakeMaterial(_pick(options, lambda m: -held[m], rng))
    if kind == "return_material":
        held = s.materials[player]
        options = [m for m in MATERIALS if held[m] > 0]
        return ReturnMaterial(_pick(options, lambda m: held[m], rng))
    if kind == "offer":
        return _offer(s, player)
    return _turn(s, player, rng)


def _pick(options: list[str], key: Callable[[str], float], rng: random.Random) -> str:
    """A random one of the options with the highest key."""
    scored = [(key(option), option) for option in options]
    best = max(score for score, _ in scored)
    return rng.choice([option for score, option in scored if score == best])


def _place(s: State, rng: random.Random) -> Move:
    options = [m.highland for m in legal.placements(s) if isinstance(m, PlaceWorker)]
    return PlaceWorker(_pick(options, lambda m: -len(s.highlands[m]), rng))


def _offer(s: State, player: str) -> Move:
    space = s.ritual if s.ritual is not None else 0
    pair = RINGS[len(s.buildings)][space][1]
    held = s.materials[player]
    settlement = group_size(s, space)
    if s.tokens.get(space) == DRUID_TOKEN and settlement >= 2:
        return Offer(druid_token=True)
    both = {m: pair.count(m) for m in MATERIALS}
    if settlement >= 2 and covers(held, both):
        return Offer(pair)
    have = [m for m in pair if held[m] > 0]
    if have:
        return Offer((max(have, key=lambda m: held[m]),))
    if s.tokens.get(space) == DRUID_TOKEN:
        return Offer(druid_token=True)
    return Offer(())


def _turn(s: State, player: str, rng: random.Random) -> Move:
    exchange = _exchange(s, player)
    if exchange is not None:
        return exchange
    best: legal.Choice | None = None
    best_value = 0.0
    for choice in legal.build_choices(s, player):
        value = _build_value(s, player, choice) + rng.random() * 0.5
        if value > best_value:
            best, best_value = choice, value
    if best is not None:
        return legal.build_move(best)
    return _harvest(s, player, rng)


def _exchange(s: State, player: str) -> Move | None:
    """3 of a surplus material (4 or more held) for a missing one, when the supply has it."""
    held = s.materials[player]
    surplus = max(MATERIALS, key=lambda m: held[m])
    lacking = [m for m in MATERIALS if held[m] == 0 and s.supply[m] > 0]
    if held[surplus] >= 5 and lacking:
        return Exchange(((surplus, 3),), lacking[0])
    return None


def _build_value(s: State, player: str, choice: legal.Choice) -> float:
    """What a build is worth to the policy, less the materials it spends."""
    kind, space, _, spent, huts = choice
    cost = _MATERIAL_VALUE * spent
    if kind == TEMPLE:
        return 1.5 + 1.2 * huts + (3.0 if not s.huts_left[player] else 0.0) - cost
    holder = s.runes[RINGS[len(s.buildings)][space][0]]
    value = 2.0 + (0.0 if holder == player else 2.5 if holder is None else 3.0)
    value += _TOKEN_VALUE.get(s.tokens.get(space, ""), 0.0)
    return value + 0.8 * (huts - 1) - cost


def _harvest(s: State, player: str, rng: random.Random) -> Move:
    def gain(move: BigHarvest) -> float:
        height = len(s.highlands[move.target]) + 1
        return min(height, s.supply[move.target]) + rng.random() * 0.1

    return max(legal.big_harvests(s, player), key=gain)
