"""The moves `legal_moves` lists for each decision, shared by the engine and the demo policy.

Payments are listed by `_Prices`: the exact materials when held, else at most 4 canonical
3-for-1 substitutions (`payments.substitute`) per build or offering. Exchanges are never listed.

Moves are frozen and building one costs microseconds, while the same few hundred are listed
turn after turn: each is made once and shared (`_PLACE`, `_HARVESTS`, `_hut_move`, ...).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable
from functools import lru_cache
from itertools import compress
from operator import itemgetter, not_

from rules.meduris.board import group_size, hut_groups
from rules.meduris.buildslots import MULTIPLIERS, PAIR_CODES, PAIRS, pair_code, slots_of
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
from rules.meduris.payments import (
    SUBSTITUTE,
    Priced,
    cost,
    everything,
    substitute,
)
from rules.meduris.state import State

_PLACE = {m: PlaceWorker(m) for m in MATERIALS}
_TAKES: tuple[Move, ...] = tuple(TakeMaterial(m) for m in MATERIALS)
_RETURNS: tuple[Move, ...] = tuple(ReturnMaterial(m) for m in MATERIALS)
"""Per material in table order, its take or return, each made once."""
_counts = itemgetter(*MATERIALS)
"""Counts by material (the supply, a holding) -> the counts in table order."""
_HARVESTS = {
    (source, level, room): tuple(
        BigHarvest(source, level, target)
        for target, free in zip(MATERIALS, room, strict=True)
        if free and target != source
    )
    for source in MATERIALS
    for level in range(HIGHLAND_CAPACITY)
    for room in itertools.product((False, True), repeat=len(MATERIALS))
}
"""(source, level, which highlands have room, in table order) -> the big harvests of that
worker, made once."""
_hut_move = lru_cache(maxsize=8192)(BuildHut)
_temple_move = lru_cache(maxsize=8192)(BuildTemple)
_BUILD_MOVE: dict[str, Callable[[int, Pay | None], BuildHut | BuildTemple]] = {
    HUT: _hut_move,
    TEMPLE: _temple_move,
}
_EXACT: tuple[BuildHut | BuildTemple, ...] = tuple(
    build for space in range(max(RINGS)) for build in (BuildHut(space), BuildTemple(space))
)
"""Per slot (`2 * space`, + 1 for a temple), the build paid with the exact materials."""


class _Substituted(dict[Pay | None, BuildHut | BuildTemple]):
    """One slot's builds paid with a 3-for-1 substitution, by payment, each made once. A dict
    per slot rather than an `lru_cache` on (space, pay): a listing asks about 15 of these a turn,
    and the cache's recency list made a listing about 2% slower in CPU time (the same number of
    instructions). Emptied when full, so that a long-lived bot keeps at most `LIMIT` a slot."""

    __slots__ = ("make", "space")
    LIMIT = 512

    def __init__(self, slot: int) -> None:
        super().__init__()
        self.make: type[BuildHut] | type[BuildTemple] = BuildTemple if slot & 1 else BuildHut
        self.space = slot >> 1

    def __missing__(self, pay: Pay | None) -> BuildHut | BuildTemple:
        if len(self) >= self.LIMIT:
            self.clear()
        build = self[pay] = self.make(self.space, pay)
        return build


_SUBSTITUTED = tuple(_Substituted(slot) for slot in range(2 * max(RINGS)))
"""Per slot (as in `_EXACT`), its builds paid with substitutions."""
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
    """The materials the supply has, picked by their counts (never below 0) without a loop
    over them: every small harvest asks this of each player taking."""
    return list(compress(_TAKES, _counts(s.supply)))


def returns(s: State, player: str) -> list[Move]:
    """The materials the player holds, picked as `takes` picks them."""
    return list(compress(_RETURNS, _counts(s.materials[player])))


def big_harvests(s: State, player: str) -> list[BigHarvest]:
    """Each of the player's workers (highlands in the state's order, bottom first) to each
    other highland with room, in table order."""
    highlands = s.highlands
    room = tuple([len(highlands[m]) < HIGHLAND_CAPACITY for m in MATERIALS])
    moves: list[BigHarvest] = []
    for source, stack in highlands.items():
        if player in stack:
            for level, owner in enumerate(stack):
                if owner == player:
                    moves += _HARVESTS[source, level, room]
    return moves


def hut_cost(s: State, space: int) -> dict[str, int]:
    """The materials a hut on `space` costs now."""
    pair = RINGS[len(s.buildings)][space][1]
    return hut_cost_of(pair, s.tokens.get(space), group_size(s, space))


def hut_cost_of(pair: tuple[str, str], token: str | None, group: int) -> dict[str, int]:
    """A hut's cost on a space asking `pair`, with `token` on it, in a hut group of `group`
    with it: nothing on a `free_hut` token."""
    return cost(pair, 0 if token == FREE_HUT_TOKEN else group)


def temple_cost(s: State, space: int) -> dict[str, int]:
    return cost(RINGS[len(s.buildings)][space][1], 1)


Choice = tuple[str, int, Pay | None, int, int]
"""A build as (HUT or TEMPLE, space, pay, materials spent, huts): the size of the hut group it
makes (a hut) or the huts beside it that would score now (a temple). Plain tuples: the demo
weighs hundreds of them per turn."""


class _Prices(dict[int, Priced]):
    """The listed payments of one holding per price key (see `buildslots`), each priced the
    first time a board asks it: a holding recurs across turns far more often than a board."""

    __slots__ = ("counts", "total")

    def __init__(self, counts: tuple[int, ...]) -> None:
        super().__init__()
        self.counts = counts
        self.total = sum(counts)

    def __missing__(self, key: int) -> Priced:
        """A price told from the counts of what it asks (one piece of a material, or a build's
        two different materials: no space of `RINGS` asks one material twice, which a test
        checks) and the total: substitutions are listed only when the spare pieces exceed what
        they must make up."""
        counts = self.counts
        if key >= _ALONE:
            total = self.total
            if counts[key - _ALONE]:
                options = _ONE_PIECE
            elif total > SUBSTITUTE:
                options = substitute(_NOTHING, counts, SUBSTITUTE, SUBSTITUTE)
            elif total == SUBSTITUTE:
                options = everything(counts, total)
            else:
                options = ()
        else:
            a, b, multiplier = _KEY_PARTS[key]
            have_a, have_b = counts[a], counts[b]
            if have_a >= multiplier and have_b >= multiplier:
                options = _EXACTLY[multiplier]
            else:
                direct_a = have_a if have_a < multiplier else multiplier
                direct_b = have_b if have_b < multiplier else multiplier
                paid = direct_a + direct_b
                need = SUBSTITUTE * (2 * multiplier - paid)
                spare = self.total - paid
                if spare < need:
                    options = ()
                elif spare == need:
                    options = everything(counts, self.total)
                else:
                    direct = [0] * len(MATERIALS)
                    direct[a], direct[b] = direct_a, direct_b
                    left = list(counts)
                    left[a] -= direct_a
                    left[b] -= direct_b
                    options = substitute(tuple(direct), tuple(left), need, paid + need)
        self[key] = options
        return options


_KEY_PARTS = tuple(
    (*divmod(key % PAIRS, len(MATERIALS)), key // PAIRS) for key in range(PAIRS * MULTIPLIERS)
)
"""Price key -> (its pair's material indices, multiplier)."""
_ALONE = PAIRS * MULTIPLIERS
"""`_ALONE` + a material's index in table order: the key of one piece of it (an offering of
one material), past every build's key."""
_ONE_PIECE: Priced = ((None, 1),)
"""The listed payment of one piece of a material held."""
_NOTHING = (0,) * len(MATERIALS)
"""Nothing paid directly, as counts in table order (one piece of a material not held)."""
_OFFER_KEYS = {
    (first, second): (
        _ALONE + MATERIALS.index(first),
        _ALONE + MATERIALS.index(second),
        pair_code((first, second)) + PAIRS,
    )
    for first in MATERIALS
    for second in MATERIALS
}
"""A space's pair -> the price keys of its offerings: the first material, the second, both (a
temple's key)."""
_EXACTLY: tuple[Priced, ...] = tuple(((None, 2 * m),) for m in range(MULTIPLIERS))
"""Multiplier -> the listed payment of a pair of two materials both held that many times
(made once: a new holding prices about five keys a turn and a third of them are this)."""


prices_of = lru_cache(maxsize=4096)(_Prices)
"""A holding's counts in table order -> its payments."""
_listed = itemgetter(1)


def build_choices(s: State, player: str) -> list[Choice]:
    """Every listed build with what it spends, a space's hut before its temple."""
    huts, temples = s.huts_left[player] > 0, s.temples_left[player] > 0
    if not huts and not temples:
        return []
    prices = prices_of(_counts(s.materials[player]))
    if not temples:
        return _hut_choices(s, prices)
    size = len(s.buildings)
    codes = PAIR_CODES[size]
    tokens = s.tokens
    is_hut, groups = hut_groups(s)
    choices: list[Choice] = []
    for space, building in enumerate(s.buildings):
        if building is not None:
            continue
        token = tokens.get(space)
        if huts:
            group = groups[space]
            for pay, spent in prices[
                codes[space] + (0 if token == FREE_HUT_TOKEN else PAIRS * group)
            ]:
                choices.append((HUT, space, pay, spent, group))
        if temples and token is None:
            options = prices[codes[space] + PAIRS]
            if options:
                after = (space + 1) % size
                beside = (groups[space - 1] if is_hut[space - 1] else 0) + (
                    groups[after] if is_hut[after] else 0
                )
                for pay, spent in options:
                    choices.append((TEMPLE, space, pay, spent, beside))
    return choices


def _hut_choices(s: State, prices: _Prices) -> list[Choice]:
    """`build_choices` of a player without temples left (most turns: two each), from the
    board's huts' slots (`slots_of`) as `builds` lists them. A hut's price key tells the size
    of the group it makes (its multiplier), except on a free hut token, where the board does."""
    board = slots_of(s)
    choices: list[Choice] = []
    for slot, key, options in filter(
        _options_of_key,
        zip(board.hut_slots, board.hut_keys, map(prices.__getitem__, board.hut_keys), strict=True),
    ):
        space = slot >> 1
        group = key // PAIRS or group_size(s, space)
        for pay, spent in options:
            choices.append((HUT, space, pay, spent, group))
    return choices


_options_of_key = itemgetter(2)


def build_move(choice: Choice) -> BuildHut | BuildTemple:
    kind, space, pay, _, _ = choice
    return _BUILD_MOVE[kind](space, pay)


def builds(s: State, player: str) -> list[Move]:
    """`build_choices` as moves: the slots' payments are looked up all at once, and only the
    slots with a payment are visited (about half). Without temples left (most turns: two each)
    only the huts' slots are priced."""
    huts, temples = s.huts_left[player] > 0, s.temples_left[player] > 0
    if not huts and not temples:
        return []
    board = slots_of(s)
    prices = prices_of(_counts(s.materials[player]))
    priced: Iterable[tuple[int, Priced]]
    if temples:
        priced = zip(board.slots, map(prices.__getitem__, board.keys), strict=True)
        if not huts:
            priced = compress(priced, map(not_, board.huts))
    else:
        priced = zip(board.hut_slots, map(prices.__getitem__, board.hut_keys), strict=True)
    moves: list[Move] = []
    for slot, options in filter(_listed, priced):
        if options[0][0] is None:
            moves.append(_EXACT[slot])
        else:
            made = _SUBSTITUTED[slot]
            for pay, _ in options:
                moves.append(made[pay])
    return moves


def turn_moves(s: State, player: str) -> list[Move]:
    moves: list[Move] = []
    moves += big_harvests(s, player)
    moves += builds(s, player)
    return moves


def offers(s: State, player: str, space: int, druid_token: bool) -> list[Move]:
    """Nothing, each material alone, both, and the druid token when it lies under the hut."""
    return list(
        _offers(_counts(s.materials[player]), RINGS[len(s.buildings)][space][1], druid_token)
    )


@lru_cache(maxsize=8192)
def _offers(counts: tuple[int, ...], pair: tuple[str, str], druid_token: bool) -> tuple[Move, ...]:
    """`offers` for a holding (counts in table order) and a space's pair. Cached: every ritual
    asks each visited hut's owner, whose holding changes far less often than rituals come. The
    payments come from the holding's prices, which its builds share (both materials cost what
    a temple costs) and its other offerings too (a material alone)."""
    prices = prices_of(counts)
    moves: list[Move] = [_OFFER_NOTHING]
    for chosen, key in zip(((pair[0],), (pair[1],), pair), _OFFER_KEYS[pair], strict=True):
        for pay, _ in prices[key]:
            moves.append(_offer_move(chosen, pay))
    if druid_token:
        moves.append(_OFFER_TOKEN)
    return tuple(moves)
