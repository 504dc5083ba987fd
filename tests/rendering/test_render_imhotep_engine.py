"""The Imhotep renderer on real engine views: random legal play, market picks, game end."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from rendering.imhotep import render as render_board
from rules.core import PUBLIC
from rules.imhotep import GAME

NAMES = ["ann", "bob", "cy", "dora"]


def play(players: int, seed: int) -> list[dict]:
    """Public views at every market pick, every 25th move, and the end of one random game."""
    rng = random.Random(seed)
    state = GAME.new_game(NAMES[:players], GAME.default_options(), seed)
    views, moves = [], 0
    while pending := GAME.pending(state):
        player = pending[0].player
        state, _ = GAME.apply(state, player, rng.choice(GAME.legal_moves(state, player)))
        moves += 1
        if moves % 25 == 0 or (GAME.pending(state) and GAME.pending(state)[0].kind == "take_card"):
            views.append(GAME.view(state, PUBLIC))
    views.append(GAME.view(state, PUBLIC))
    return views


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_view_of_a_random_game_renders(players: int) -> None:
    views = play(players, seed=players)
    assert views[-1]["over"] and views[-1]["ranking"]
    images = [render_board(v) for v in views[::4] + views[-1:]]
    for png in images:
        image = Image.open(io.BytesIO(png))
        assert (image.format, image.width) == ("PNG", 1600)
        assert len(png) <= 500 * 1024
    assert len(set(images)) == len(images)


def test_a_players_view_draws_the_same_board_as_the_public_one() -> None:
    state = GAME.new_game(NAMES[:3], GAME.default_options(), 5)
    assert render_board(GAME.view(state, "ann")) == render_board(GAME.view(state, PUBLIC))


def test_the_hidden_deck_order_cannot_reach_the_image() -> None:
    fixed = {
        "round_cards": [
            [4, 3, 2, 1],
            [3, 3, 3, 2],
            [4, 2, 2, 1],
            [4, 4, 2, 1],
            [4, 3, 3, 2],
            [3, 3, 2, 1],
        ],
        "market_deck": ["statue", "lever", "entrance", "sail"],
    }
    boards = set()
    for seed in (1, 2, 3):
        state = GAME.new_game(NAMES[:3], GAME.default_options(), seed, fixed)
        boards.add(render_board(GAME.view(state, PUBLIC)))
    assert len(boards) == 1
