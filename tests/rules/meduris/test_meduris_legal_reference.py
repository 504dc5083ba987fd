"""`legal_moves` and `build_choices` against a plain reference enumeration written from the
rules: every empty space priced from the board (`group_size`, tokens) and every payment listed
by the canonical 3-for-1 rule, with no shortcut and no cache. The engine's enumeration takes
shortcuts for speed; over random reachable states it must list exactly the same moves, in the
same order."""

from __future__ import annotations

import itertools
from collections.abc import Mapping

from hypothesis import given, settings
from hypothesis import strategies as st
from meduris_scenarios import build, holding, random_game, started

from rules.core import Decision
from rules.meduris import GAME, State
from rules.meduris.board import group_size, temple_points
from rules.meduris.buildslots import PAIRS, Slots, fresh_slots, pair_code
from rules.meduris.data import (
    DRUID_TOKEN,
    FREE_HUT_TOKEN,
    HIGHLAND_CAPACITY,
    HUT,
    MATERIALS,
    RINGS,
    TEMPLE,
)
from rules.meduris.legal import Choice, build_choices, offers, prices_of
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


def reference_payments(held: Mapping[str, int], required: Mapping[str, int]) -> list[Pay | None]:
    """The exact payment when held; else, for each material with a spare piece (table order),
    the payment spending that material's spare pieces first, then the most plentiful spare
    ones (ties in table order), each distinct payment once."""
    if all(held[m] >= required[m] for m in MATERIALS):
        return [None]
    direct = {m: min(held[m], required[m]) for m in MATERIALS}
    spare = {m: held[m] - direct[m] for m in MATERIALS}
    need = 3 * sum(required[m] - direct[m] for m in MATERIALS)
    if sum(spare.values()) < need:
        return []
    options: list[Pay | None] = []
    for first in MATERIALS:
        if spare[first] == 0:
            continue
        others = sorted((m for m in MATERIALS if m != first), key=lambda m: -spare[m])
        paid, left = dict(direct), need
        for material in [first, *others]:
            extra = min(spare[material], left)
            paid[material] += extra
            left -= extra
        pay = tuple((m, paid[m]) for m in MATERIALS if paid[m])
        if pay not in options:
            options.append(pay)
    return options


def spent(required: Mapping[str, int], pay: Pay | None) -> int:
    return sum(required.values()) if pay is None else sum(n for _, n in pay)


def cost_of(pair: tuple[str, ...], multiplier: int) -> dict[str, int]:
    return {m: multiplier * pair.count(m) for m in MATERIALS}


def reference_choices(s: State, player: str) -> list[Choice]:
    ring = RINGS[len(s.buildings)]
    held = s.materials[player]
    choices: list[Choice] = []
    for space, building in enumerate(s.buildings):
        if building is not None:
            continue
        pair = ring[space][1]
        if s.huts_left[player] > 0:
            free = s.tokens.get(space) == FREE_HUT_TOKEN
            required = cost_of(pair, 0 if free else group_size(s, space))
            for pay in reference_payments(held, required):
                choices.append((HUT, space, pay, spent(required, pay), group_size(s, space)))
        if s.temples_left[player] > 0 and space not in s.tokens:
            required = cost_of(pair, 1)
            for pay in reference_payments(held, required):
                choices.append((TEMPLE, space, pay, spent(required, pay), temple_points(s, space)))
    return choices


def reference_moves(s: State, player: str) -> list[Move]:
    kind = next((d.kind for d in GAME.pending(s) if d.player == player), None)
    held = s.materials[player]
    if kind == "place_worker":
        return [PlaceWorker(m) for m in MATERIALS if len(s.highlands[m]) < HIGHLAND_CAPACITY]
    if kind == "take_material":
        return [TakeMaterial(m) for m in MATERIALS if s.supply[m] > 0]
    if kind == "return_material":
        return [ReturnMaterial(m) for m in MATERIALS if held[m] > 0]
    if kind == "turn":
        moves: list[Move] = []
        for source in MATERIALS:
            for level, owner in enumerate(s.highlands[source]):
                for target in MATERIALS:
                    full = len(s.highlands[target]) >= HIGHLAND_CAPACITY
                    if owner == player and target != source and not full:
                        moves.append(BigHarvest(source, level, target))
        for kind_, space, pay, _, _ in reference_choices(s, player):
            moves.append(BuildHut(space, pay) if kind_ == HUT else BuildTemple(space, pay))
        return moves
    if kind == "offer":
        assert s.ritual is not None
        pair = RINGS[len(s.buildings)][s.ritual][1]
        moves = [Offer(())]
        for chosen in ((pair[0],), (pair[1],), pair):
            for pay in reference_payments(held, cost_of(chosen, 1)):
                moves.append(Offer(chosen, pay))
        if s.tokens.get(s.ritual) == DRUID_TOKEN:
            moves.append(Offer(druid_token=True))
        return moves
    return []


def assert_same_as_reference(s: State) -> None:
    for player in s.players:
        assert GAME.legal_moves(s, player) == reference_moves(s, player)
        assert build_choices(s, player) == reference_choices(s, player)


def redealt(s: State, player: str, wanted: list[int]) -> State:
    """`s` with `player` holding up to `wanted` of each material (what the supply allows), so
    that large and lopsided holdings reach every kind of payment."""
    counts = {
        m: min(want, s.supply[m] + s.materials[player][m])
        for m, want in zip(MATERIALS, wanted, strict=True)
    }
    return holding(s, player, **counts)


games = st.builds(
    random_game,
    players=st.integers(2, 4),
    seed=st.integers(0, 2**40),
    steps=st.integers(0, 300),
    choices=st.integers(0, 2**32),
    demo=st.booleans(),
)


@settings(max_examples=80, deadline=None)
@given(s=games)
def test_reachable_states_list_the_reference_moves(s: State) -> None:
    assert_same_as_reference(s)


@settings(max_examples=80, deadline=None)
@given(s=games, wanted=st.lists(st.integers(0, 12), min_size=4, max_size=4))
def test_any_holding_lists_the_reference_moves(s: State, wanted: list[int]) -> None:
    pending: list[Decision] = GAME.pending(s)
    for decision in pending:
        s = redealt(s, decision.player, wanted)
    assert_same_as_reference(s)


def test_whole_games_list_the_reference_moves_at_every_decision() -> None:
    """Ten full games of random legal moves, compared at every decision."""
    for seed in range(10):
        s = GAME.new_game([f"p{i}" for i in range(2 + seed % 3)], {}, seed)
        step = 0
        while GAME.pending(s):
            assert_same_as_reference(s)
            player = GAME.pending(s)[0].player
            moves = GAME.legal_moves(s, player)
            s, _ = GAME.apply(s, player, moves[(step * 7919 + seed) % len(moves)])
            step += 1


def test_every_space_asks_two_different_materials() -> None:
    """The holding's price lookup (`legal._Prices`) prices a build as one of each of two
    materials: a space asking one material twice would be priced wrong."""
    for ring in RINGS.values():
        for _, (first, second) in ring:
            assert first != second


def test_every_small_holding_prices_as_the_reference() -> None:
    """Every holding of 0-5 of each material against every build cost (an offering's costs:
    below)."""
    for counts in itertools.product(range(6), repeat=len(MATERIALS)):
        held = dict(zip(MATERIALS, counts, strict=True))
        for a, b in itertools.combinations(range(len(MATERIALS)), 2):
            for k in range(6):
                required = cost_of((MATERIALS[a], MATERIALS[b]), k)
                expected = [
                    (pay, spent(required, pay)) for pay in reference_payments(held, required)
                ]
                key = pair_code((MATERIALS[a], MATERIALS[b])) + PAIRS * k
                assert list(prices_of(counts)[key]) == expected


def test_every_small_holding_offers_as_the_reference() -> None:
    """Every holding of 0-4 of each material, on a space of each pair in each order the board
    prints it, with and without the druid token. The offerings are priced with the holding's
    builds (both materials cost a temple's price), so a holding's builds are listed first
    half of the time."""
    s = started()
    spaces = {pair: space for space, (_, pair) in enumerate(RINGS[len(s.buildings)])}
    for number, counts in enumerate(itertools.product(range(5), repeat=len(MATERIALS))):
        held = dict(zip(MATERIALS, counts, strict=True))
        s = holding(s, "ann", **held)
        if number % 2:
            GAME.legal_moves(s, "ann")
        for pair, space in spaces.items():
            for token in (False, True):
                expected: list[Move] = [Offer(())]
                for chosen in ((pair[0],), (pair[1],), pair):
                    for pay in reference_payments(held, cost_of(chosen, 1)):
                        expected.append(Offer(chosen, pay))
                if token:
                    expected.append(Offer(druid_token=True))
                assert offers(s, "ann", space, token) == expected


def test_a_board_changed_by_hand_after_a_listing_lists_afresh() -> None:
    """The build slots a listing keeps with the state follow the board when it is changed in
    place afterwards, as the tests' own tables do: spaces filled (huts joining groups, a
    temple), a token taken away, a building removed."""
    s = started(("ann", "bob", "cid"), tokens={"6": "free_hut", "20": "points"})
    s = holding(s, "ann", wood=6, wool=5, copper=4, stone=3)
    assert_same_as_reference(s)
    build(s, huts={3: "bob", 5: "cid"}, temples={10: "bob"})
    assert_same_as_reference(s)
    build(s, huts={4: "cid", 7: "bob"})
    assert_same_as_reference(s)
    del s.tokens[20]
    assert_same_as_reference(s)
    s.buildings[4] = None
    assert_same_as_reference(s)


def test_the_slots_kept_through_builds_are_the_board_s_own() -> None:
    """The engine keeps a board's build slots through each build and druid token (`after_build`,
    `after_token_taken`) instead of computing them again: after every move of whole games they
    are what a fresh computation gives."""
    for seed in range(12):
        s = GAME.new_game([f"p{i}" for i in range(2 + seed % 3)], {}, seed)
        step = kept = 0
        while GAME.pending(s):
            player = GAME.pending(s)[0].player
            moves = GAME.legal_moves(s, player)
            s, _ = GAME.apply(s, player, moves[(step * 7919 + seed) % len(moves)])
            memo = s.build_slots
            if isinstance(memo, Slots) and memo.buildings == s.buildings:
                kept += 1
                assert memo[2:] == fresh_slots(s)[2:]
                assert memo.tokens == s.tokens
            step += 1
        assert kept > step // 2
