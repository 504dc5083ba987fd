"""Ring geometry: huts next to each other, settlements, the cost multiplier, temple neighbours.

A settlement is 2 or more huts (any colours) on neighbouring spaces; temples and empty spaces
bound it, and it may run across the great river (space 31 -> 0).
"""

from __future__ import annotations

from functools import lru_cache

from rules.meduris.data import HUT
from rules.meduris.state import State


def is_hut(s: State, space: int) -> bool:
    building = s.buildings[space % len(s.buildings)]
    return building is not None and building[0] == HUT


def _run(s: State, space: int, step: int) -> int:
    """Huts in a row starting next to `space` in direction `step` (never the whole ring).
    Reads the ring directly rather than through `is_hut`: every offering and build asks."""
    buildings = s.buildings
    size = len(buildings)
    count = 0
    while count < size - 1:
        building = buildings[(space + step * (count + 1)) % size]
        if building is None or building[0] != HUT:
            break
        count += 1
    return count


def group_size(s: State, space: int) -> int:
    """Huts in the group a hut on `space` belongs (or would belong) to: 1 when isolated."""
    return min(len(s.buildings), 1 + _run(s, space, -1) + _run(s, space, 1))


def settlements(s: State) -> list[list[int]]:
    """Every group of 2+ neighbouring huts, spaces clockwise, starting after an empty gap."""
    size = len(s.buildings)
    starts = [i for i in range(size) if is_hut(s, i) and not is_hut(s, i - 1)]
    groups = []
    for start in starts:
        group = [start]
        while is_hut(s, group[-1] + 1) and len(group) < size:
            group.append((group[-1] + 1) % size)
        if len(group) >= 2:
            groups.append(group)
    return groups


def temple_points(s: State, space: int) -> int:
    """Huts in the settlement or isolated hut directly on each side of a temple."""
    size = len(s.buildings)
    points = 0
    for side in (space - 1, space + 1):
        if is_hut(s, side):
            points += group_size(s, side % size)
    return points


def next_hut(s: State, start: int) -> int | None:
    """How many clockwise steps from `start` to the nearest hut strictly ahead (the full ring
    when `start` holds the only hut); None with no hut on the board. Reads the ring directly
    rather than through `is_hut`, as `_run` does: the druid asks after every build."""
    buildings = s.buildings
    size = len(buildings)
    for steps in range(1, size + 1):
        building = buildings[(start + steps) % size]
        if building is not None and building[0] == HUT:
            return steps
    return None


def group_sizes(s: State) -> list[int]:
    """Per space, the huts in the group a hut there belongs (or would belong) to, in one pass."""
    return list(hut_groups(s)[1])


def hut_groups(s: State) -> tuple[tuple[bool, ...], tuple[int, ...]]:
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
