"""End of game scoring (rulebook "La determinazione di vittoria").

Wealth counts only goods on the player's own transporters: gold 10, coins 40, stock 120. Each
wonder row gives 10 points split by the players' bricks on it, floor(10 × yours / all players'
bricks on the row); neutral bricks do not count; the top row scores even if incomplete. Ties go
to the player whose praying figure is closest to the temple.
"""

from __future__ import annotations

from . import data
from .state import State
from .wonder import row_of


def wealth(state: State, player: str) -> dict[str, int]:
    out = {good: 0 for good in data.WEALTH}
    for t in state.transporters_of(player):
        for good, value in data.WEALTH.items():
            out[good] += t.cargo.get(good, 0) * value
    return out


def wonder_points(state: State) -> dict[str, int]:
    per_row: dict[int, dict[str, int]] = {}
    for index, owner in enumerate(state.wonder):
        if owner is not None:
            counts = per_row.setdefault(row_of(index), {})
            counts[owner] = counts.get(owner, 0) + 1
    points = {p.name: 0 for p in state.players}
    for counts in per_row.values():
        total = sum(counts.values())
        for owner, n in counts.items():
            points[owner] += data.ROW_POINTS * n // total
    return points


def breakdown(state: State) -> dict[str, dict[str, int]]:
    rows = wonder_points(state)
    return {p.name: {**wealth(state, p.name), "wonder": rows[p.name]} for p in state.players}


def scores(state: State) -> dict[str, int]:
    return {name: sum(parts.values()) for name, parts in breakdown(state).items()}


def ranking(state: State) -> list[list[str]]:
    """Highest score first; the temple row breaks every tie, so each group holds one player."""
    points = scores(state)
    order = sorted(state.names, key=lambda n: (-points[n], state.temple.index(n)))
    return [[name] for name in order]
