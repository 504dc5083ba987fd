"""The rulebook's worked scoring examples (side A, market cards) and the scales behind them."""

from __future__ import annotations

import pytest
from imhotep_scenarios import edit, play, ships, start

from rules.imhotep import GAME, State
from rules.imhotep.data import scale_points
from rules.imhotep.scoring import burial_chamber_points, burial_groups, obelisk_points

# The rulebook's 4-player burial chamber (p. 7), 13 stones, filled column by column, top to
# bottom: gray has a group of 6, brown groups of 3 and 1, white a group of 2, black one stone.
#   row 0: G G G G B
#   row 1: G W W K
#   row 2: G B B B
G, W, B, K = "gray", "white", "brown", "black"
TOMB = [G, G, G, G, W, B, G, W, B, G, K, B, B]
PLAYERS = [K, W, B, G]


def test_burial_chamber_example() -> None:
    assert sorted(burial_groups(TOMB)) == sorted([(G, 6), (W, 2), (B, 3), (K, 1), (B, 1)])
    assert burial_chamber_points(TOMB, PLAYERS) == {W: 3, K: 1, B: 6 + 1, G: 15 + 2}


def test_burial_groups_are_orthogonal_only() -> None:
    # Diagonal neighbours (row 0 col 0 and row 1 col 1) do not join.
    stones = ["ann", "bob", "bob", "bob", "ann", "bob"]
    assert sorted(burial_groups(stones)) == [("ann", 1), ("ann", 1), ("bob", 1), ("bob", 3)]


def test_obelisk_example_ties_split_rounding_down() -> None:
    heights = {K: 3, W: 4, B: 0, G: 3}
    assert obelisk_points(heights, PLAYERS) == {W: 15, K: 7, G: 7, B: 0}


@pytest.mark.parametrize(
    ("heights", "expected"),
    [
        ({"a": 2, "b": 1}, {"a": 10, "b": 1}),
        ({"a": 2, "b": 2}, {"a": 5, "b": 5}),
        ({"a": 0, "b": 0}, {"a": 0, "b": 0}),
        ({"a": 5, "b": 0}, {"a": 10, "b": 0}),
    ],
)
def test_obelisks_two_players(heights: dict[str, int], expected: dict[str, int]) -> None:
    assert obelisk_points(heights, ["a", "b"]) == expected


def test_obelisks_three_players() -> None:
    assert obelisk_points({"a": 1, "b": 2, "c": 3}, ["a", "b", "c"]) == {"a": 1, "b": 6, "c": 12}
    assert obelisk_points({"a": 3, "b": 3, "c": 3}, ["a", "b", "c"]) == {"a": 6, "b": 6, "c": 6}
    assert obelisk_points({"a": 1, "b": 1, "c": 0}, ["a", "b", "c"]) == {"a": 9, "b": 9, "c": 0}


@pytest.mark.parametrize(
    ("count", "points"), [(0, 0), (1, 1), (2, 3), (3, 6), (4, 10), (5, 15), (6, 17), (7, 19)]
)
def test_statue_and_group_scale(count: int, points: int) -> None:
    assert scale_points(count) == points


def final_state(**changes: object) -> State:
    """The last ship of round 6 about to sail (ann's stone to the temple)."""
    s = start(round_cards=[[4, 3, 2, 2]])
    s = edit(s, round=6, **changes)
    return ships(
        s,
        ([None] * 4, "pyramid"),
        ([None] * 3, "market"),
        ([None] * 2, "obelisks"),
        (["ann", None], None),
    )


def test_decoration_example_thirteen_tomb_stones_give_four_points() -> None:
    tomb = ["ann", "bob"] * 6 + ["bob"]
    s = final_state(
        burial_chamber=tomb, cards={"ann": ["decoration_burial_chamber"] * 2, "bob": []}
    )
    s, _ = play(s, "ann", {"type": "sail", "ship": 3, "site": "temple"})
    assert GAME.breakdown(s)["ann"]["decorations"] == 4 + 4


def test_decorations_count_covered_and_extra_stones() -> None:
    # 5 temple stones (2 players: 4 columns, one covered) + ann's sixth: 6 // 3 = 2.
    # 16 pyramid stones (two beyond the 14th): 16 // 3 = 5. Obelisks 4 + 2 = 6 -> 2.
    s = final_state(
        temple=["bob"] * 5,
        pyramid=["bob"] * 16,
        obelisks={"ann": 4, "bob": 2},
        cards={
            "ann": ["decoration_temple", "decoration_pyramid", "decoration_obelisks"],
            "bob": ["statue"] * 6,
        },
    )
    s, _ = play(s, "ann", {"type": "sail", "ship": 3, "site": "temple"})
    assert GAME.breakdown(s)["ann"]["decorations"] == 2 + 5 + 2
    assert GAME.breakdown(s)["bob"]["statues"] == 17
