"""The moves `legal_moves` lists for each decision, shared by the engine and the demo policy.

Payments are listed by `payments.priced_options`: the exact materials when held, else at most
4 canonical 3-for-1 substitutions per build or offering. Exchanges are never listed.

Moves are frozen and building one costs microseconds, while the same few hundred are listed
turn after turn: each is made once and shared (`_PLACE`, `_BIG_HARVEST`, `_hut_move`, ...).
"""

from __future__ import annotations

from collections.abc import Callable
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
from rules.meduris.payments import Priced, cost, pair_options, priced_options
from rules.meduris.state import State

_PLACE = {m: PlaceWorker(m) for m in MATERIALS}
_TAKE = {m: TakeMaterial(m) for m in MATERIALS}
_RETURN = {m: ReturnMaterial(m) for m in MATERIALS}
_BIG_HARVEST = {
    (source, level, target): BigHarvest(source, level, target)
    for source in MATERIALS
    for level in range(HIGHLAND_CAPACITY)
    for target in MATERIALS
    if target != source
}
_hut_move = lru_cache(maxsize=8192)(BuildHut)
_temple_move = lru_cache(maxsize=8192)(BuildTemple)
_BUILD_MOVE: dict[str, Callable[[int, Pay | None], BuildHut | BuildTemple]] = {
    HUT: _hut_move,
    TEMPLE: _temple_move,
}
_offer_move = lru_cache(maxsize=1024)(Offer)
_OFFER_NOTHING = Offer(())
_OFFER_TOKEN = Offer(druid_token=True)

_PAIRS = {
    size: tuple((MATERIALS.index(a), MATERIALS.index(b)) for _, (a, b) in ring)
    for size, ring in RINGS.items()
}
"""Ring size -> per space, the indices in `MATERIALS` of the two materials it asks."""


def placements(s: State) -> list[Move]:
    return [_PLACE[m] for m in MATERIALS if len(s.highlands[m]) < HIGHLAND_CAPACITY]


def takes(s: State) -> list[Move]:
    return [_TAKE[m] for m in MATERIALS if s.supply[m] > 0]


def returns(s: State, player: str) -> list[Move]:
    return [_RETURN[m] for m in MATERIALS if s.materials[player][m] > 0]


def big_harvests(s: State, player: str) -> list[BigHarvest]:
    open_targets = [m for m in MATERIALS if len(s.highlands[m]) < HIGHLAND_CAPACITY]
    moves = []
    for source, stack in s.highlands.items():
        for level, owner in enumerate(stack):
            if owner != player:
                continue
            for target in open_targets:
                if target != source:
                    moves.append(_BIG_HARVEST[source, level, target])
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
    return list(_hut_groups(s)[1])


def _hut_groups(s: State) -> tuple[tuple[bool, ...], tuple[int, ...]]:
    """Which spaces hold huts, and `group_sizes`."""
    return _groups_of(tuple([b is not None and b[0] == HUT for b in s.buildings]))


@lru_cache(maxsize=4096)
def _groups_of(huts: tuple[bool, ...]) -> tuple[tuple[bool, ...], tuple[int, ...]]:
    """Each run of huts gets its length, each other space 1 + the runs ending just before and
    starting just after it (cached: the huts change only when one is built, turns are many)."""
    size = len(huts)
    if all(huts):
        return huts, (size,) * size
    gap = last_gap = huts.index(False)
    sizes = [1] * size
    run: list[int] = []
    for k in range(1, size + 1):
        space = (gap + k) % size
        if huts[space]:
            run.append(space)
            continue
        length = len(run)
        for member in run:
            sizes[member] = length
        sizes[last_gap] += length
        sizes[space] += length
        run, last_gap = [], space
    return huts, tuple(sizes)


Choice = tuple[str, int, Pay | None, int, int]
"""A build as (HUT or TEMPLE, space, pay, materials spent, huts): the size of the hut group it
makes (a hut) or the huts beside it that would score now (a temple). Plain tuples: the demo
weighs hundreds of them per turn."""


def build_choices(s: State, player: str) -> list[Choice]:
    """Every listed build with what it spends. Each (materials, multiplier) cost is priced once
    per call, whatever the number of spaces asking it, and not at all when the player holds
    fewer materials than it asks (no payment, not even with substitutions, spends less)."""
    huts, temples = s.huts_left[player] > 0, s.temples_left[player] > 0
    if not huts and not temples:
        return []
    size = len(s.buildings)
    pairs = _PAIRS[size]
    held = s.materials[player]
    counts = tuple(held[m] for m in MATERIALS)
    total = sum(counts)
    tokens = s.tokens
    is_hut, groups = _hut_groups(s)
    choices: list[Choice] = []
    priced: dict[tuple[tuple[int, int], int], Priced] = {}
    for space, building in enumerate(s.buildings):
        if building is not None:
            continue
        pair = pairs[space]
        token = tokens.get(space)
        if huts:
            group = groups[space]
            multiplier = 0 if token == FREE_HUT_TOKEN else group
            if 2 * multiplier <= total:
                key = (pair, multiplier)
                options = priced.get(key)
                if options is None:
                    options = priced[key] = pair_options(counts, total, pair, multiplier)
                for pay, spent in options:
                    choices.append((HUT, space, pay, spent, group))
        if temples and token is None and total >= 2:
            key = (pair, 1)
            options = priced.get(key)
            if options is None:
                options = priced[key] = pair_options(counts, total, pair, 1)
            if options:
                after = (space + 1) % size
                beside = (groups[space - 1] if is_hut[space - 1] else 0) + (
                    groups[after] if is_hut[after] else 0
                )
                for pay, spent in options:
                    choices.append((TEMPLE, space, pay, spent, beside))
    return choices


def build_move(choice: Choice) -> BuildHut | BuildTemple:
    kind, space, pay, _, _ = choice
    return _BUILD_MOVE[kind](space, pay)


def builds(s: State, player: str) -> list[Move]:
    return [_BUILD_MOVE[kind](space, pay) for kind, space, pay, _, _ in build_choices(s, player)]


def turn_moves(s: State, player: str) -> list[Move]:
    return [*big_harvests(s, player), *builds(s, player)]


def offers(s: State, player: str, space: int, druid_token: bool) -> list[Move]:
    """Nothing, each material alone, both, and the druid token when it lies under the hut."""
    pair = RINGS[len(s.buildings)][space][1]
    held = s.materials[player]
    counts = tuple(held[m] for m in MATERIALS)
    moves: list[Move] = [_OFFER_NOTHING]
    for chosen in ((pair[0],), (pair[1],), pair):
        for pay, _ in priced_options(counts, _offered(chosen)):
            moves.append(_offer_move(chosen, pay))
    if druid_token:
        moves.append(_OFFER_TOKEN)
    return moves


@lru_cache(maxsize=64)
def _offered(materials: tuple[str, ...]) -> tuple[int, ...]:
    """An offering's materials as counts in table order."""
    return tuple(materials.count(m) for m in MATERIALS)
