"""The moves `legal_moves` lists for each decision, shared by the engine and the demo policy.

Payments are listed by `payments.payment_options`: the exact materials when held, else at most
4 canonical 3-for-1 substitutions per build or offering. Exchanges are never listed.
"""

from __future__ import annotations

from rules.meduris.board import group_size
from rules.meduris.data import (
    FREE_HUT_TOKEN,
    HIGHLAND_CAPACITY,
    MATERIALS,
    RINGS,
)
from rules.meduris.moves import (
    BigHarvest,
    BuildHut,
    BuildTemple,
    Move,
    Offer,
    PlaceWorker,
    ReturnMaterial,
    TakeMaterial,
)
from rules.meduris.payments import cost, payment_options
from rules.meduris.state import State


def placements(s: State) -> list[Move]:
    return [PlaceWorker(m) for m in MATERIALS if len(s.highlands[m]) < HIGHLAND_CAPACITY]


def takes(s: State) -> list[Move]:
    return [TakeMaterial(m) for m in MATERIALS if s.supply[m] > 0]


def returns(s: State, player: str) -> list[Move]:
    return [ReturnMaterial(m) for m in MATERIALS if s.materials[player][m] > 0]


def big_harvests(s: State, player: str) -> list[BigHarvest]:
    moves = []
    for source, stack in s.highlands.items():
        for level, owner in enumerate(stack):
            if owner != player:
                continue
            for target in MATERIALS:
                if target != source and len(s.highlands[target]) < HIGHLAND_CAPACITY:
                    moves.append(BigHarvest(source, level, target))
    return moves


def hut_cost(s: State, space: int) -> dict[str, int]:
    """The materials a hut on `space` costs now (nothing on a `free_hut` token)."""
    pair = RINGS[len(s.buildings)][space][1]
    if s.tokens.get(space) == FREE_HUT_TOKEN:
        return cost(pair, 0)
    return cost(pair, group_size(s, space))


def temple_cost(s: State, space: int) -> dict[str, int]:
    return cost(RINGS[len(s.buildings)][space][1], 1)


def builds(s: State, player: str) -> list[Move]:
    held = s.materials[player]
    moves: list[Move] = []
    for space, building in enumerate(s.buildings):
        if building is not None:
            continue
        if s.huts_left[player]:
            for pay in payment_options(held, hut_cost(s, space)):
                moves.append(BuildHut(space, pay))
        if s.temples_left[player] and space not in s.tokens:
            for pay in payment_options(held, temple_cost(s, space)):
                moves.append(BuildTemple(space, pay))
    return moves


def turn_moves(s: State, player: str) -> list[Move]:
    return [*big_harvests(s, player), *builds(s, player)]


def offers(s: State, player: str, space: int, druid_token: bool) -> list[Move]:
    """Nothing, each material alone, both, and the druid token when it lies under the hut."""
    pair = RINGS[len(s.buildings)][space][1]
    held = s.materials[player]
    moves: list[Move] = [Offer(())]
    for chosen in ((pair[0],), (pair[1],), pair):
        required = dict.fromkeys(MATERIALS, 0)
        for material in chosen:
            required[material] += 1
        moves.extend(Offer(chosen, pay) for pay in payment_options(held, required))
    if druid_token:
        moves.append(Offer(druid_token=True))
    return moves
