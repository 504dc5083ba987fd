"""Which Roads & Boats moves may be taken back: a start tile or an order-of-play answer that
left the game in the same step; never the one that opens a phase (production draws mines)."""

from __future__ import annotations

from rules.roads_and_boats import GAME


def test_a_start_tile_may_be_taken_back_until_the_last_one_opens_production() -> None:
    state = GAME.new_game(["Ann", "Bob"], {}, 1)
    first = GAME.pending(state)[0].player
    move = GAME.default_move(state, first)
    after, events = GAME.apply(state, first, move)
    assert GAME.undoable(state, first, move, events)
    second = GAME.pending(after)[0].player
    last = GAME.default_move(after, second)
    opened, events = GAME.apply(after, second, last)
    assert opened.phase == "production"
    assert not GAME.undoable(after, second, last, events)


def test_standing_answers_are_settings_and_never_taken_back() -> None:
    state = GAME.new_game(["Ann", "Bob"], {}, 1)
    move = GAME.parse_move({"type": "standing", "standing": {"request": "ask"}})
    _, events = GAME.apply(state, "Ann", move)
    assert not GAME.undoable(state, "Ann", move, events)


def test_an_order_of_play_answer_may_be_taken_back_until_the_step_is_settled() -> None:
    state = GAME.new_game(["Ann", "Bob"], {}, 1)
    for name in ("Ann", "Bob"):
        ask = GAME.parse_move({"type": "standing", "standing": {"request": "ask"}})
        state, _ = GAME.apply(state, name, ask)
    while GAME.pending(state)[0].kind == "start":
        player = GAME.pending(state)[0].player
        state, _ = GAME.apply(state, player, GAME.default_move(state, player))
    assert {d.kind for d in GAME.pending(state)} == {"request_order"}
    no = GAME.parse_move({"type": "request_order", "answer": False})
    after, events = GAME.apply(state, "Ann", no)
    assert GAME.undoable(state, "Ann", no, events)
    settled, events = GAME.apply(after, "Bob", no)
    assert settled.step != after.step
    assert not GAME.undoable(after, "Bob", no, events)
