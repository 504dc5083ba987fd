"""The Imhotep renderer on real engine views: random legal play, market picks, game end."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image

from rendering import imhotep
from rendering.imhotep import render as render_board
from rendering.kept_parts import KeptParts
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


FIXED = {
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
MARKET_VOYAGE = [
    {"player": "ann", "type": "take_stones"},
    {"player": "bob", "type": "place_stone", "ship": 0, "slot": 1},
    {"player": "cy", "type": "place_stone", "ship": 0, "slot": 0},
    {"player": "ann", "type": "place_stone", "ship": 0, "slot": 3},
    {"player": "bob", "type": "sail", "ship": 0, "site": "market"},
    {"player": "cy", "type": "take_card", "card": "statue"},
    {"player": "bob", "type": "take_card", "card": "entrance"},
    {"player": "ann", "type": "take_card", "card": "lever"},
]


def test_view_since_tells_the_voyage_its_cargo_and_the_cards_taken() -> None:
    start = GAME.new_game(NAMES[:3], GAME.default_options(), 1, FIXED)
    view = GAME.view_since(start, MARKET_VOYAGE, PUBLIC)
    assert view["since"] == {
        "from_round": 1,
        "rounds_ended": [],
        "voyages": [
            {
                "round": 1,
                "ship": 0,
                "size": 4,
                "site": "market",
                "by": "bob",
                "cargo": ["cy", "bob", "ann"],  # bow first; the empty slot 2 is skipped
            }
        ],
        "cards_taken": [
            {"round": 1, "player": "cy", "card": "statue"},
            {"round": 1, "player": "bob", "card": "entrance"},
            {"round": 1, "player": "ann", "card": "lever"},
        ],
    }
    state = start
    for move in MARKET_VOYAGE:
        state, _ = GAME.apply(state, move["player"], GAME.parse_move(move))
    assert {k: v for k, v in view.items() if k != "since"} == GAME.view(state, PUBLIC)


def test_a_lever_unloads_in_its_order_and_a_sail_card_carries_its_stone() -> None:
    start = GAME.new_game(NAMES[:3], GAME.default_options(), 1, FIXED)
    start.cards["ann"] += ["lever", "sail"]
    moves = [
        {"player": "ann", "type": "place_stone", "ship": 1, "slot": 0},
        {"player": "bob", "type": "place_stone", "ship": 1, "slot": 2},
        {"player": "cy", "type": "place_stone", "ship": 0, "slot": 0},
        {"player": "ann", "type": "play_card", "card": "lever", "ship": 1, "site": "temple",
         "order": [2, 0]},
        {"player": "bob", "type": "place_stone", "ship": 3, "slot": 0},
        {"player": "cy", "type": "place_stone", "ship": 0, "slot": 1},
        {"player": "ann", "type": "play_card", "card": "sail", "ship": 2, "slot": 1,
         "site": "pyramid"},
    ]  # fmt: skip
    voyages = GAME.view_since(start, moves, PUBLIC)["since"]["voyages"]
    assert [(v["ship"], v["site"], v["cargo"]) for v in voyages] == [
        (1, "temple", ["bob", "ann"]),
        (2, "pyramid", ["ann"]),
    ]


def test_view_since_names_the_rounds_that_ended() -> None:
    rng = random.Random(4)
    state = GAME.new_game(NAMES[:2], GAME.default_options(), 4)
    before, moves = state, []
    while GAME.round_number(state) < 3:
        player = GAME.pending(state)[0].player
        move = GAME.demo_move(state, player, rng)
        moves.append({"player": player, **GAME.move_to_json(move)})
        state, _ = GAME.apply(state, player, move)
    since = GAME.view_since(before, moves, PUBLIC)["since"]
    assert since["rounds_ended"] == [1, 2]
    assert sorted({v["round"] for v in since["voyages"]}) == [1, 2]
    assert sum(v["round"] == 1 for v in since["voyages"]) == 4


def test_view_since_keeps_the_deck_order_hidden() -> None:
    boards, recaps = set(), []
    for seed in (1, 2, 3):
        start = GAME.new_game(NAMES[:3], GAME.default_options(), seed, FIXED)
        view = GAME.view_since(start, MARKET_VOYAGE, PUBLIC)
        recaps.append(view)
        boards.add(render_board(view))
    assert recaps[0] == recaps[1] == recaps[2]
    assert len(boards) == 1


def test_parts_pasted_from_earlier_boards_are_the_parts_drawing_gives(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Boards of three interleaved games (after every move, with its recap: ships unloading at
    the market, cards taken; in both languages) with the ships and market kept from one board
    to the next are the boards drawn with nothing kept."""
    games = []
    for players in (2, 3, 4):
        rng = random.Random(players)
        state = GAME.new_game(NAMES[:players], GAME.default_options(), players)
        views = []
        while len(views) < 40 and (pending := GAME.pending(state)):
            player = pending[0].player
            move = rng.choice(GAME.legal_moves(state, player))
            before, (state, _) = state, GAME.apply(state, player, move)
            logged = dict(GAME.move_to_json(move), player=player)
            views.append(GAME.view_since(before, [logged], PUBLIC))
        games.append(views)
    interleaved = [view for boards in zip(*games, strict=True) for view in boards]
    assert any(v["since"].get("cards_taken") for v in interleaved)

    def boards() -> list[bytes]:
        return [
            imhotep.board_image(view, language).tobytes()
            for view in interleaved
            for language in ("en", "it")
        ]

    kept = boards()
    monkeypatch.setattr(imhotep, "_kept_ships", KeptParts(0))
    monkeypatch.setattr(imhotep, "_kept_markets", KeptParts(0))
    assert kept == boards()
