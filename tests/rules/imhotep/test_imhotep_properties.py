"""Property tests: random legal games end, refused moves change nothing, `legal_moves` is exact,
JSON round-trips, and no view shows the deck order or the round cards still to come."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import MODERATOR, PUBLIC, Game, RuleError
from rules.imhotep import (
    GAME,
    Move,
    Pass,
    PlaceStone,
    PlayChisel,
    PlayHammer,
    PlayLever,
    PlaySail,
    Sail,
    State,
    TakeCard,
    TakeStones,
)
from rules.imhotep.data import BLUE_CARDS, CARD_NAMES, SITES

FAST = settings(max_examples=40, deadline=None)


def random_game(players: int, seed: int, wrath: bool, steps: int, choices: int) -> State:
    """A game after `steps` uniformly random legal moves (or at its end)."""
    rng = random.Random(choices)
    s = GAME.new_game([f"p{i}" for i in range(players)], {"pharaohs_wrath": wrath}, seed)
    for _ in range(steps):
        pending = GAME.pending(s)
        if not pending:
            break
        player = pending[0].player
        s, _ = GAME.apply(s, player, rng.choice(GAME.legal_moves(s, player)))
    return s


games = st.builds(
    random_game,
    players=st.integers(2, 4),
    seed=st.integers(0, 2**40),
    wrath=st.booleans(),
    steps=st.integers(0, 160),
    choices=st.integers(0, 2**32),
)

ints = st.integers(-1, 4)
sites = st.sampled_from((*SITES, "tomb"))
any_move: st.SearchStrategy[Move] = st.one_of(
    st.just(TakeStones()),
    st.just(Pass()),
    st.builds(PlaceStone, ints, ints),
    st.builds(Sail, ints, sites),
    st.builds(TakeCard, st.sampled_from(CARD_NAMES)),
    st.builds(PlayHammer),
    st.builds(PlayHammer, ints, ints),
    st.tuples(st.tuples(ints, ints), st.tuples(ints, ints))
    .filter(lambda pair: pair[0] != pair[1])
    .map(PlayChisel),
    st.builds(PlaySail, ints, ints, sites),
    st.builds(PlayLever, ints, sites, st.lists(st.integers(0, 3), max_size=4).map(tuple)),
)


def canonical(move: Move) -> Move:
    """The form `legal_moves` lists: the chisel's two stones in slot order."""
    if isinstance(move, PlayChisel):
        first, second = sorted(move.stones)
        return PlayChisel((first, second))
    return move


@FAST
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40), choices=st.integers(0, 2**32))
def test_random_legal_games_always_finish(players: int, seed: int, choices: int) -> None:
    s = random_game(players, seed, choices % 2 == 0, 5000, choices)
    assert GAME.is_over(s)
    assert GAME.round_number(s) == 6
    assert GAME.legal_moves(s, s.players[0]) == []
    breakdown = GAME.breakdown(s)
    assert GAME.scores(s) == {name: sum(pts.values()) for name, pts in breakdown.items()}
    assert sorted(name for group in GAME.ranking(s) for name in group) == sorted(s.players)


@FAST
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40), choices=st.integers(0, 2**32))
def test_demo_policy_games_finish_and_are_deterministic(
    players: int, seed: int, choices: int
) -> None:
    def run() -> dict[str, Any]:
        rng = random.Random(choices)
        s = GAME.new_game([f"p{i}" for i in range(players)], {}, seed)
        while GAME.pending(s):
            player = GAME.pending(s)[0].player
            move = GAME.demo_move(s, player, rng)
            assert canonical(move) in GAME.legal_moves(s, player)
            s, _ = GAME.apply(s, player, move)
        return GAME.to_json(s)

    assert run() == run()


@FAST
@given(state=games, move=any_move, seat=st.integers(0, 3))
def test_refused_moves_change_nothing_and_legal_moves_is_exact(
    state: State, move: Move, seat: int
) -> None:
    player = state.players[seat % len(state.players)]
    before = GAME.to_json(state)
    legal = GAME.legal_moves(state, player)
    try:
        after, _ = GAME.apply(state, player, move)
    except RuleError:
        assert canonical(move) not in legal
    else:
        assert canonical(move) in legal
        assert GAME.to_json(after) != before
    assert GAME.to_json(state) == before


def candidate_moves() -> list[Move]:
    """Every move shape over ships 0-3, slots 0-3 and the five sites (and a few out of range)."""
    spots = [(ship, slot) for ship in range(-1, 5) for slot in range(-1, 5)]
    orders = [
        order
        for size in range(5)
        for subset in itertools.combinations(range(4), size)
        for order in itertools.permutations(subset)
    ]
    moves: list[Move] = [TakeStones(), Pass(), PlayHammer()]
    moves += [TakeCard(card) for card in CARD_NAMES]
    for ship, slot in spots:
        moves += [PlaceStone(ship, slot), PlayHammer(ship, slot)]
        moves += [PlaySail(ship, slot, site) for site in SITES]
    for ship in range(-1, 5):
        moves += [Sail(ship, site) for site in SITES]
        moves += [PlayLever(ship, site, order) for site in SITES for order in orders]
    moves += [PlayChisel((a, b)) for a, b in itertools.permutations(spots, 2)]
    return moves


CANDIDATES = candidate_moves()


def with_blue_cards(state: State, hand: list[str]) -> State:
    data = GAME.to_json(state)
    for name in data["cards"]:
        data["cards"][name] = data["cards"][name] + hand
    return GAME.from_json(data)


@settings(max_examples=15, deadline=None)
@given(state=games, hand=st.lists(st.sampled_from(BLUE_CARDS), max_size=4))
def test_legal_moves_lists_exactly_the_moves_that_apply(state: State, hand: list[str]) -> None:
    state = with_blue_cards(state, hand)
    for player in state.players:
        legal = GAME.legal_moves(state, player)
        assert len(set(legal)) == len(legal)
        applied = set()
        for move in CANDIDATES:
            try:
                GAME.apply(state, player, move)
            except RuleError:
                continue
            applied.add(canonical(move))
        assert applied == set(legal)


@FAST
@given(state=games, pick=st.integers(0, 10**6))
def test_every_listed_move_applies_without_touching_the_input(state: State, pick: int) -> None:
    before = GAME.to_json(state)
    for decision in GAME.pending(state):
        legal = GAME.legal_moves(state, decision.player)
        assert legal
        for move in {legal[0], legal[pick % len(legal)], legal[-1]}:
            GAME.apply(state, decision.player, move)
            assert GAME.to_json(state) == before


@FAST
@given(state=games)
def test_state_json_round_trip(state: State) -> None:
    data = json.loads(json.dumps(GAME.to_json(state)))
    copy = GAME.from_json(data)
    assert GAME.to_json(copy) == GAME.to_json(state)
    for decision in GAME.pending(state):
        move = GAME.default_move(state, decision.player)
        a, events_a = GAME.apply(state, decision.player, move)
        b, events_b = GAME.apply(copy, decision.player, move)
        assert GAME.to_json(a) == GAME.to_json(b)
        assert [e.to_json() for e in events_a] == [e.to_json() for e in events_b]
        json.dumps([e.to_json() for e in events_a])


@FAST
@given(state=games)
def test_move_json_round_trip(state: State) -> None:
    for decision in GAME.pending(state):
        for move in GAME.legal_moves(state, decision.player):
            data = json.loads(json.dumps(GAME.move_to_json(move)))
            assert GAME.parse_move(data) == move
            assert GAME.move_to_json(GAME.parse_move(data)) == data


@FAST
@given(state=games, shuffle=st.randoms(use_true_random=False))
def test_views_never_show_deck_order_or_future_round_cards(
    state: State, shuffle: random.Random
) -> None:
    other = GAME.from_json(GAME.to_json(state))
    shuffle.shuffle(other.deck)
    other.deck.reverse()
    future = other.round_cards[other.round :]
    shuffle.shuffle(future)
    other.round_cards[other.round :] = list(reversed(future))
    for viewer in (*state.players, PUBLIC, MODERATOR):
        view = GAME.view(state, viewer)
        assert view == GAME.view(other, viewer)
        json.dumps(view)


def test_forced_move_is_the_one_a_full_listing_finds() -> None:
    """Imhotep lists only a turn's first two moves to tell whether it is forced: at every state
    of whole random games, for every player, it answers as the generic check over every legal
    move does (forced states included: a lone move, or a pass when nothing else is legal)."""
    forced = 0
    for seed in range(20):
        rng = random.Random(seed)
        players = [f"p{i}" for i in range(2 + seed % 3)]
        s = GAME.new_game(players, {"pharaohs_wrath": seed % 2 == 0}, seed)
        while GAME.pending(s):
            for player in s.players:
                found = GAME.forced_move(s, player)
                assert found == Game.forced_move(GAME, s, player)
                forced += found is not None
            player = GAME.pending(s)[0].player
            s, _ = GAME.apply(s, player, rng.choice(GAME.legal_moves(s, player)))
    assert forced > 0


@FAST
@given(games)
def test_forced_move_of_any_state_matches_the_full_listing(s: State) -> None:
    for player in s.players:
        assert GAME.forced_move(s, player) == Game.forced_move(GAME, s, player)
