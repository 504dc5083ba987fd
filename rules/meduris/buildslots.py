"""Where a build may go on a board and what prices it, kept with the state as spaces fill.

Every turn lists the builds on every empty space, yet the board changes only when something is
built (about every other turn). `slots_of` keeps the board's slots in `State.build_slots` (a
memo, not part of the game: never stored, never compared) and the engine, which knows the
space it builds on, updates them around that space (`after_build`) instead of walking the
whole ring again. A memo is used only while the board it was made for is the state's board, so
a state changed by hand or loaded from JSON gets fresh slots.

A slot is a hut or a temple on an empty space, in listing order (a space's hut before its
temple), as `2 * space` (+ 1 for a temple); its price key is `pair code + PAIRS * multiplier`,
the pair code `4 * first material + second material` in table order (both orders of a pair cost
the same).
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import compress
from typing import NamedTuple

from rules.meduris.board import group_size, hut_groups
from rules.meduris.data import FREE_HUT_TOKEN, HUT, MATERIALS, RINGS
from rules.meduris.state import Building, State

MULTIPLIERS = 64
"""Multipliers lie below this: no hut group reaches 64."""
PAIRS = len(MATERIALS) ** 2
"""Pair codes lie below this. A price key is `pair code + PAIRS * multiplier`, so the pair code
is in the low bits, where a dict looks first: a listing looks up every slot's key in a holding's
prices. (As `64 * pair code + multiplier`, every key of one multiplier started in the same bucket
of a dict of up to 42 keys, and lookups probed past each other.)"""


def pair_code(pair: tuple[str, str]) -> int:
    """A pair's code in a price key, the same for both orders (they cost the same)."""
    a, b = MATERIALS.index(pair[0]), MATERIALS.index(pair[1])
    return min(a, b) * len(MATERIALS) + max(a, b)


PAIR_CODES = {size: tuple(pair_code(pair) for _, pair in ring) for size, ring in RINGS.items()}
"""Ring size -> per space, its pair's code in a price key."""


class Slots(NamedTuple):
    """The slots of one board: the board they were made for (copies, compared with the state's
    before use), and per slot its key and price key. A named tuple: made after every build,
    and a frozen dataclass costs five generic attribute sets."""

    buildings: list[Building | None]
    tokens: dict[int, str]
    slots: tuple[int, ...]
    """Slots in listing order, hence ascending."""
    keys: tuple[int, ...]
    """Per slot, its price key (a temple costs one of each material of its space)."""
    huts: tuple[bool, ...]
    """Per slot, whether it is a hut's."""
    hut_slots: tuple[int, ...]
    """The huts' slots alone: what a player without temples left can build (most turns, as
    temples are only two each)."""
    hut_keys: tuple[int, ...]
    """Per hut slot, its price key."""


def slots_of(s: State) -> Slots:
    """The board's slots: the memo when it was made for this board, else computed afresh."""
    memo = s.build_slots
    if isinstance(memo, Slots) and memo.buildings == s.buildings and memo.tokens == s.tokens:
        return memo
    fresh = fresh_slots(s)
    s.build_slots = fresh
    return fresh


def current(s: State) -> Slots | None:
    """The memo if it was made for this board (None otherwise): what the engine checks before
    a build it will then report with `after_build`."""
    memo = s.build_slots
    if isinstance(memo, Slots) and memo.buildings == s.buildings and memo.tokens == s.tokens:
        return memo
    return None


def after_build(s: State, before: Slots | None, space: int) -> None:
    """Keeps the memo for the board after a build on `space` (the board's only change since
    `before`, the memo `current` gave before the build): the space's slots taken out and, after
    a hut, the hut price of the nearest empty space past the huts on each side updated (a hut
    joins the groups around it). Without a memo the next listing computes the slots afresh."""
    if before is None:
        s.build_slots = None
        return
    slots, keys, huts = list(before.slots), list(before.keys), list(before.huts)
    at = bisect_left(slots, 2 * space)
    end = at + 2 if at + 1 < len(slots) and slots[at + 1] == 2 * space + 1 else at + 1
    del slots[at:end], keys[at:end], huts[at:end]
    building = s.buildings[space]
    if building is not None and building[0] == HUT:
        for step in (-1, 1):
            empty = _empty_past_huts(s.buildings, space, step)
            if empty is not None:
                keys[bisect_left(slots, 2 * empty)] = _hut_key(s, empty)
    s.build_slots = _slots(s.buildings[:], s.tokens.copy(), slots, keys, huts)


def after_token_taken(s: State, before: Slots | None) -> None:
    """Keeps the memo when a token under a hut leaves the board (the druid token offered): the
    slots are the same, only the board they were made for changed."""
    s.build_slots = None if before is None else before._replace(tokens=s.tokens.copy())


def _hut_key(s: State, space: int) -> int:
    """The price key of a hut on `space`: nothing to pay on a free hut token."""
    code = PAIR_CODES[len(s.buildings)][space]
    if s.tokens.get(space) == FREE_HUT_TOKEN:
        return code
    return code + PAIRS * group_size(s, space)


def fresh_slots(s: State) -> Slots:
    buildings = s.buildings
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
        keys.append(codes[space] + (0 if token == FREE_HUT_TOKEN else PAIRS * groups[space]))
        huts.append(True)
        if token is None:
            slots.append(2 * space + 1)
            keys.append(codes[space] + PAIRS)
            huts.append(False)
    return _slots(buildings[:], on.copy(), slots, keys, huts)


def _slots(
    buildings: list[Building | None],
    tokens: dict[int, str],
    slots: list[int],
    keys: list[int],
    huts: list[bool],
) -> Slots:
    return Slots(
        buildings,
        tokens,
        tuple(slots),
        tuple(keys),
        tuple(huts),
        tuple(compress(slots, huts)),
        tuple(compress(keys, huts)),
    )


def _empty_past_huts(buildings: list[Building | None], space: int, step: int) -> int | None:
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
