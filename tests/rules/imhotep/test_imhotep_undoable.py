"""Which Imhotep moves may be taken back: all but a market pick, unless the round ended."""

from __future__ import annotations

import random

from rules.imhotep import GAME
from rules.imhotep.moves import TakeStones


def test_taking_stones_may_be_taken_back() -> None:
    state = GAME.new_game(["Ann", "Bob"], {}, 3)
    move = TakeStones()
    _, events = GAME.apply(state, "Ann", move)
    assert GAME.undoable(state, "Ann", move, events)


def test_a_move_is_undoable_exactly_when_it_drew_nothing_and_picked_nothing() -> None:
    """Random play: a move that drew (a new round's ships and cards) or ended the game, and
    every market pick, is refused; every other move is allowed."""
    rng = random.Random(7)
    seen = {True: 0, False: 0}
    for seed in range(4):
        state = GAME.new_game(["Ann", "Bob", "Cat"], {}, seed)
        while not GAME.is_over(state):
            player = GAME.pending(state)[0].player
            move = GAME.demo_move(state, player, rng)
            after, events = GAME.apply(state, player, move)
            drawn = (after.round, after.deck, after.display)
            drew = drawn != (state.round, state.deck, state.display)
            picked = GAME.move_to_json(move)["type"] == "take_card"
            expected = not (picked or after.over or drew)
            assert GAME.undoable(state, player, move, events) == expected, GAME.move_to_json(move)
            seen[expected] += 1
            state = after
    assert seen[True] and seen[False]
