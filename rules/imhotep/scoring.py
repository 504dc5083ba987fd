"""Scoring of the sites (side A) and the cards: pure functions of the site contents."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from rules.imhotep.data import (
    BLUE_CARD_POINTS,
    BLUE_CARDS,
    BURIAL_CHAMBER,
    BURIAL_ROWS,
    DECORATION_SITE,
    MONUMENTS,
    OBELISK_PLACES,
    OBELISKS,
    PHARAOHS_WRATH_FINE,
    PYRAMID,
    PYRAMID_EXTRA_POINTS,
    PYRAMID_POINTS,
    STONES_PER_DECORATION_POINT,
    TEMPLE,
    TEMPLE_COLUMNS,
    TEMPLE_TOP_POINTS,
    scale_points,
)
from rules.imhotep.state import State


def pyramid_points(space: int) -> int:
    """Points of the `space`-th stone on the pyramid (0-based)."""
    return PYRAMID_POINTS[space] if space < len(PYRAMID_POINTS) else PYRAMID_EXTRA_POINTS


def temple_columns(stones: Sequence[str], columns: int) -> list[list[str]]:
    """The temple's columns, each bottom to top."""
    return [list(stones[c::columns]) for c in range(columns)]


def temple_tops(stones: Sequence[str], columns: int) -> list[str]:
    """Owners of the visible (top) stone of each non-empty column."""
    return [column[-1] for column in temple_columns(stones, columns) if column]


def burial_groups(stones: Sequence[str]) -> list[tuple[str, int]]:
    """(owner, size) of every orthogonally connected one-colour group, in placement order."""
    seen = [False] * len(stones)
    groups = []
    for start, owner in enumerate(stones):
        if seen[start]:
            continue
        seen[start] = True
        frontier, size = [start], 0
        while frontier:
            index = frontier.pop()
            size += 1
            for other in _burial_neighbours(index, len(stones)):
                if not seen[other] and stones[other] == owner:
                    seen[other] = True
                    frontier.append(other)
        groups.append((owner, size))
    return groups


def _burial_neighbours(index: int, count: int) -> list[int]:
    row = index % BURIAL_ROWS
    candidates = [index - BURIAL_ROWS, index + BURIAL_ROWS]
    if row > 0:
        candidates.append(index - 1)
    if row < BURIAL_ROWS - 1:
        candidates.append(index + 1)
    return [i for i in candidates if 0 <= i < count]


def burial_chamber_points(stones: Sequence[str], players: Sequence[str]) -> dict[str, int]:
    points = dict.fromkeys(players, 0)
    for owner, size in burial_groups(stones):
        points[owner] += scale_points(size)
    return points


def obelisk_points(heights: Mapping[str, int], players: Sequence[str]) -> dict[str, int]:
    """Places by height; tied players pool the places they share and split them, rounding
    down; players without a stone there score nothing and take no place."""
    places = OBELISK_PLACES[len(players)]
    points = dict.fromkeys(players, 0)
    standing = sorted((h for name, h in heights.items() if h > 0), reverse=True)
    for name in players:
        height = heights.get(name, 0)
        if height <= 0:
            continue
        first = standing.index(height)
        tied = standing.count(height)
        points[name] = sum(places[first : first + tied]) // tied
    return points


def stones_at(s: State, site: str) -> int:
    """Every stone at a site, covered temple stones and pyramid extras included."""
    if site == PYRAMID:
        return len(s.pyramid)
    if site == TEMPLE:
        return len(s.temple)
    if site == BURIAL_CHAMBER:
        return len(s.burial_chamber)
    return sum(s.obelisks.values())


def has_stone_at(s: State, player: str, site: str) -> bool:
    if site == PYRAMID:
        return player in s.pyramid
    if site == TEMPLE:
        return player in s.temple
    if site == BURIAL_CHAMBER:
        return player in s.burial_chamber
    return s.obelisks.get(player, 0) > 0


def temple_round_points(s: State) -> dict[str, int]:
    points = dict.fromkeys(s.players, 0)
    for owner in temple_tops(s.temple, TEMPLE_COLUMNS[len(s.players)]):
        points[owner] += TEMPLE_TOP_POINTS
    return points


def final_points(s: State) -> dict[str, dict[str, int]]:
    """Player -> end-of-game points by source (burial chamber, obelisks, cards, wrath)."""
    burial = burial_chamber_points(s.burial_chamber, s.players)
    obelisks = obelisk_points(s.obelisks, s.players)
    result = {}
    for name in s.players:
        held = s.cards[name]
        decorations = sum(
            stones_at(s, DECORATION_SITE[card]) // STONES_PER_DECORATION_POINT
            for card in held
            if card in DECORATION_SITE
        )
        wrath = 0
        if s.pharaohs_wrath and not all(has_stone_at(s, name, site) for site in MONUMENTS):
            wrath = -PHARAOHS_WRATH_FINE
        result[name] = {
            BURIAL_CHAMBER: burial[name],
            OBELISKS: obelisks[name],
            "decorations": decorations,
            "statues": scale_points(held.count("statue")),
            "blue_cards": BLUE_CARD_POINTS * sum(1 for card in held if card in BLUE_CARDS),
            "pharaohs_wrath": wrath,
        }
    return result
