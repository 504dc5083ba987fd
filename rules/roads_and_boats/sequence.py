"""Order of play: the temple row and the sequence chart (rulebook "Conflitti").

Determining the order has two steps. (1) From the praying figure closest to the temple, each
player may stop praying and move their figure to the back of the row; a player who moves never
goes behind one who moved earlier in this step, so the first to move ends last. (2) From the
figure furthest from the temple, each player puts their sequence marker on a free position
1..N of the sequence chart. A phase is then resolved player by player in chart order.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence


def leave_prayer(temple: Sequence[str], leavers: Collection[str]) -> list[str]:
    """The temple row after `leavers` stop praying (closest to the temple first)."""
    moved = [p for p in temple if p in leavers]
    return [p for p in temple if p not in leavers] + moved[::-1]


def choosing_order(temple: Sequence[str]) -> list[str]:
    """Who picks a sequence position first: the figure furthest from the temple."""
    return list(reversed(temple))


def free_positions(chosen: Mapping[str, int], players: int) -> list[int]:
    taken = set(chosen.values())
    return [n for n in range(1, players + 1) if n not in taken]


def pick_position(preferences: Sequence[int], chosen: Mapping[str, int], players: int) -> int:
    """The first free position among a player's standing preferences, else the first free one."""
    free = free_positions(chosen, players)
    for wanted in preferences:
        if wanted in free:
            return wanted
    return free[0]


def chart_from_positions(chosen: Mapping[str, int]) -> list[str]:
    """The sequence chart (first to play first) from each player's position."""
    return [p for p, _ in sorted(chosen.items(), key=lambda item: item[1])]


def initial_rows(draw_order: Sequence[str]) -> tuple[list[str], list[str]]:
    """Temple row and sequence chart at set-up: figures in draw order, the first drawn closest
    to the temple; markers left to right in the figures' order, so the figure furthest from the
    temple holds position 1."""
    temple = list(draw_order)
    return temple, list(reversed(temple))
