"""The ring tables against the spec: sizes, districts, and the 40-space ring's properties."""

from __future__ import annotations

from collections import Counter

from rules.meduris.data import RINGS


def test_small_ring_matches_the_spec_samples() -> None:
    ring = RINGS[32]
    assert len(ring) == 32
    assert ring[0] == (0, ("wool", "copper"))
    assert ring[4] == (0, ("stone", "wood"))
    assert ring[18] == (5, ("stone", "wood"))
    assert ring[31] == (8, ("wool", "stone"))
    sizes = Counter(district for district, _ in ring)
    assert [sizes[d] for d in range(9)] == [5, 3, 4, 2, 3, 5, 3, 4, 3]


def test_large_ring_is_a_fair_approximation() -> None:
    ring = RINGS[40]
    assert len(ring) == 40
    assert sorted({district for district, _ in ring}) == list(range(9))
    pairs = Counter(frozenset(pair) for _, pair in ring)
    assert all(len(pair) == 2 for pair in pairs)
    assert len(pairs) == 6
    assert all(6 <= count <= 7 for count in pairs.values())
    for space in range(40):
        assert frozenset(ring[space][1]) != frozenset(ring[(space + 1) % 40][1])


def test_districts_are_contiguous() -> None:
    for ring in RINGS.values():
        districts = [district for district, _ in ring]
        assert districts == sorted(districts)
