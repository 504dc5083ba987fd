"""The moves `legal_moves` lists for each decision, shared by the engine and the demo policy.

Payments are listed by `payments.payment_options`: the exact materials when held, else at most
4 canonical 3-for-1 substitutions per build or offering. Exchanges are never listed.
"""

from __future__ import annotations

from functools import lru_cache

from rules.meduris.board import group_size
from rules.meduris.data import (
    FREE_HUT_TOKEN,
    HIGHLAND_CAPACITY,
    HUT,
    MATERIALS,
    RINGS,
    TEMPLE,
)
from rules.meduris.moves import (
    BigHarvest,
    BuildHut,
    BuildTemple,
    Move,
    Offer,
    Pay,
    PlaceWorker,
    ReturnMaterial,
    TakeMaterial,
)
from rules.meduris.payments import cost, count_options, payment_options
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


def group_sizes(s: State) -> list[int]:
    """Per space, the huts in the group a hut there belongs (or would belong) to, in one pass."""
    return _hut_groups(s)[1]


def _hut_groups(s: State) -> tuple[list[bool], list[int]]:
    """Which spaces hold huts, and `group_sizes`: each run of huts gets its length, each other
    space 1 + the runs ending just before and starting just after it."""
    size = len(s.buildings)
    huts = [b is not None and b[0] == HUT for b in s.buildings]
    if all(huts):
        return huts, [size] * size
    gap = last_gap = huts.index(False)
    sizes = [1] * size
    run: list[int] = []
    for k in range(1, size + 1):
        space = (gap + k) % size
        if huts[space]:
            run.append(space)
            continue
        for member in run:
            sizes[member] = len(run)
        sizes[last_gap] += len(run)
        sizes[space] += len(run)
        run, last_gap = [], space
    return huts, sizes


Choice = tuple[str, int, Pay | None, int, int]
"""A build as (HUT or TEMPLE, space, pay, materials spent, huts): the size of the hut group it
makes (a hut) or the huts beside it that would score now (a temple). Plain tuples: the demo
weighs hundreds of them per turn."""


def build_choices(s: State, player: str) -> list[Choice]:
    """Every listed build with what it spends."""
    size = len(s.buildings)
    ring = RINGS[size]
    held = tuple(s.materials[player][m] for m in MATERIALS)
    is_hut, groups = _hut_groups(s)
    huts, temples = s.huts_left[player] > 0, s.temples_left[player] > 0
    choices: list[Choice] = []
    priced: dict[tuple[tuple[str, str], int], tuple[tuple[Pay | None, int], ...]] = {}
    for space, building in enumerate(s.buildings):
        if building is not None:
            continue
        pair = ring[space][1]
        token = s.tokens.get(space)
        if huts:
            multiplier = 0 if token == FREE_HUT_TOKEN else groups[space]
            key = (pair, multiplier)
            if key not in priced:
                priced[key] = _priced(held, pair, multiplier)
            for pay, spent in priced[key]:
                choices.append((HUT, space, pay, spent, groups[space]))
        if temples and token is None:
            key = (pair, 1)
            if key not in priced:
                priced[key] = _priced(held, pair, 1)
            beside = sum(
                groups[side % size] for side in (space - 1, space + 1) if is_hut[side % size]
            )
            for pay, spent in priced[key]:
                choices.append((TEMPLE, space, pay, spent, beside))
    return choices


@lru_cache(maxsize=16384)
def _priced(
    held: tuple[int, ...], pair: tuple[str, str], multiplier: int
) -> tuple[tuple[Pay | None, int], ...]:
    """The listed payments of `pair` x `multiplier` with what each spends (cached: the same
    holdings and costs recur all game)."""
    required = tuple(multiplier * pair.count(m) for m in MATERIALS)
    total = sum(required)
    options = count_options(held, required)
    return tuple((pay, total if pay is None else sum(n for _, n in pay)) for pay in options)


def build_move(choice: Choice) -> BuildHut | BuildTemple:
    kind, space, pay, _, _ = choice
    return BuildHut(space, pay) if kind == HUT else BuildTemple(space, pay)


def builds(s: State, player: str) -> list[Move]:
    return [build_move(choice) for choice in build_choices(s, player)]


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
