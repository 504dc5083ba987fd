"""Which Meduris moves may be taken back: those after which no die was rolled."""

from __future__ import annotations

import random

from rules.meduris import GAME


def test_a_move_is_undoable_exactly_when_no_die_was_rolled_and_the_game_goes_on() -> None:
    rng = random.Random(11)
    seen = {True: 0, False: 0}
    for seed in range(3):
        state = GAME.new_game(["Ann", "Bob", "Cat"], {}, seed)
        while not GAME.is_over(state):
            player = GAME.pending(state)[0].player
            move = GAME.demo_move(state, player, rng)
            after, events = GAME.apply(state, player, move)
            rolled = after.rng != state.rng or after.turns_started != state.turns_started
            expected = not rolled and not GAME.is_over(after)
            assert GAME.undoable(state, player, move, events) == expected, GAME.move_to_json(move)
            seen[expected] += 1
            state = after
    assert seen[True] and seen[False]


def test_the_last_worker_placed_rolls_the_first_die_and_cannot_be_taken_back() -> None:
    state = GAME.new_game(["Ann", "Bob"], {}, 1)
    while GAME.pending(state)[0].kind == "place_worker":
        player = GAME.pending(state)[0].player
        move = GAME.legal_moves(state, player)[0]
        after, events = GAME.apply(state, player, move)
        last = GAME.pending(after)[0].kind != "place_worker"
        assert GAME.undoable(state, player, move, events) == (not last)
        state = after
