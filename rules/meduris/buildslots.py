"""Where a build may go on a board and what prices it, kept with the state as spaces fill.

Every turn lists the builds on every empty space, yet the board changes only when something is
built (about every other turn). `slots_of` keeps the board's slots in `State.build_slots` (a
memo, not part of the game: never stored, never compared) and, when a build has filled a space
since, updates them around that space instead of walking the whole ring again.

A slot is a hut or a temple on an empty space, in listing order (a space's hut before its
temple), as `2 * space` (+ 1 for a temple); its price key is `pair code + multiplier`, the pair
code `MULTIPLIERS * (4 * first material + second material)` in table order (both orders of a
pair cost the same).
"""

from __future__ import annotations

from itertools import compress
from operator import is_not
from typing import NamedTuple

from rules.meduris.board import group_size, hut_groups
from rules.meduris.data import FREE_HUT_TOKEN, HUT, MATERIALS, RINGS
from rules.meduris.state import Building, State

MULTIPLIERS = 64
"""Price keys are `pair code + multiplier`: no hut group reaches 64."""

PAIR_CODES = {
    size: tuple(
        MULTIPLIERS
        * (
            min(MATERIALS.index(a), MATERIALS.index(b)) * len(MATERIALS)
            + max(MATERIALS.index(a), MATERIALS.index(b))
        )
        for _, (a, b) in ring
    )
    for size, ring in RINGS.items()
}
"""Ring size -> per space, its pair's code in a price key."""


class Slots(NamedTuple):
    """The slots of one board: what was on it, and per slot its key and price key. A named
    tuple: made after every build, and a frozen dataclass costs five generic attribute sets."""

    buildings: tuple[Building | None, ...]
    tokens: tuple[tuple[int, str], ...]
    slots: tuple[int, ...]
    keys: tuple[int, ...]
    """Per slot, its price key (a temple costs one of each material of its space)."""
    huts: tuple[bool, ...]
    """Per slot, whether it is a hut's."""


def slots_of(s: State) -> Slots:
    """The board's slots, from the memo when the board is the same, updated from it when
    spaces were built since, computed afresh otherwise."""
    memo = s.build_slots
    buildings, tokens = tuple(s.buildings), tuple(s.tokens.items())
    if isinstance(memo, Slots):
        if memo.buildings == buildings and memo.tokens == tokens:
            return memo
        updated = _filled(memo, s, buildings, tokens)
        if updated is not None:
            s.build_slots = updated
            return updated
    fresh = _fresh(s, buildings, tokens)
    s.build_slots = fresh
    return fresh


def _hut_key(s: State, space: int) -> int:
    """The price key of a hut on `space`: nothing to pay on a free hut token."""
    code = PAIR_CODES[len(s.buildings)][space]
    if s.tokens.get(space) == FREE_HUT_TOKEN:
        return code
    return code + group_size(s, space)


def _fresh(
    s: State, buildings: tuple[Building | None, ...], tokens: tuple[tuple[int, str], ...]
) -> Slots:
    codes = PAIR_CODES[len(buildings)]
    on = s.tokens
    groups = hut_groups(s)[1]
    slots: list[int] = []
    keys: list[int] = []
    huts: list[bool] = []
    for space, building in enumerate(buildings):
        if building is not None:
            continue
        token = on.get(space)
        slots.append(2 * space)
        keys.append(codes[space] + (0 if token == FREE_HUT_TOKEN else groups[space]))
        huts.append(True)
        if token is None:
            slots.append(2 * space + 1)
            keys.append(codes[space] + 1)
            huts.append(False)
    return Slots(buildings, tokens, tuple(slots), tuple(keys), tuple(huts))


def _filled(
    memo: Slots,
    s: State,
    buildings: tuple[Building | None, ...],
    tokens: tuple[tuple[int, str], ...],
) -> Slots | None:
    """`memo` with the spaces built since taken out, and the hut price of the nearest empty
    space on each side of each updated (a hut joins the groups around it); None unless the
    only change since is buildings on spaces that were empty (and their tokens gone)."""
    if len(buildings) != len(memo.buildings):
        return None
    built = list(compress(range(len(buildings)), map(is_not, buildings, memo.buildings)))
    before = memo.buildings
    for space in built:
        if before[space] is not None:
            return None
    if memo.tokens != tokens and tuple([kv for kv in memo.tokens if kv[0] not in built]) != tokens:
        return None
    slots, keys, huts = list(memo.slots), list(memo.keys), list(memo.huts)
    for space in built:
        at = slots.index(2 * space)
        end = at + 2 if at + 1 < len(slots) and slots[at + 1] == 2 * space + 1 else at + 1
        del slots[at:end], keys[at:end], huts[at:end]
    for space in built:
        for step in (-1, 1):
            empty = _empty_past_huts(buildings, space, step)
            if empty is not None:
                keys[slots.index(2 * empty)] = _hut_key(s, empty)
    return Slots(buildings, tokens, tuple(slots), tuple(keys), tuple(huts))


def _empty_past_huts(buildings: tuple[Building | None, ...], space: int, step: int) -> int | None:
    """The first space from `space` in direction `step`, past any huts, if it is empty."""
    size = len(buildings)
    for k in range(1, size):
        here = (space + step * k) % size
        building = buildings[here]
        if building is None:
            return here
        if building[0] != HUT:
            return None
    return None
