"""`meeplepost replay` for Meduris: a small fixed game through `bot.replay`, an exchange
outside the player's turn included, and a rejected move."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from bot.replay import replay_file

MOVES: list[dict[str, Any]] = [
    {"player": "ann", "type": "place_worker", "highland": "wood"},
    {"player": "bob", "type": "place_worker", "highland": "stone"},
    {"player": "ann", "type": "place_worker", "highland": "wood"},
    {"player": "bob", "type": "place_worker", "highland": "copper"},
    {"player": "ann", "type": "place_worker", "highland": "wool"},
    {"player": "bob", "type": "place_worker", "highland": "stone"},
    # ann rolls wood: her two wood workers give her 2 wood; bob exchanges meanwhile
    {
        "player": "bob",
        "type": "exchange",
        "give": {"wood": 1, "wool": 1, "copper": 1},
        "take": "stone",
    },
    {"player": "ann", "type": "build_hut", "space": 4},
    # bob rolls any: bob, then ann, take a material
    {"player": "bob", "type": "take_material", "material": "stone"},
    {"player": "ann", "type": "take_material", "material": "copper"},
    {"player": "bob", "type": "big_harvest", "from": "copper", "level": 0, "to": "stone"},
    # ann rolls return
    {"player": "ann", "type": "return_material", "material": "wood"},
    {"player": "bob", "type": "return_material", "material": "stone"},
    {"player": "ann", "type": "build_temple", "space": 0, "pay": {"wool": 1, "copper": 1}},
]


def replay_data(moves: list[dict[str, Any]]) -> dict[str, Any]:
    return {
        "game": "meduris",
        "players": ["ann", "bob"],
        "options": {},
        "seed": 3,
        "fixed": {"dice": ["wood", "any", "return", "wool"], "bonus_tokens": {"4": "points"}},
        "moves": moves,
    }


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_fixed_game_replays(tmp_path: Path) -> None:
    code, output, error = replay_file(write(tmp_path, replay_data(MOVES)), None)
    assert (code, error) == (0, None)
    assert output is not None
    assert output == {
        "game": "meduris",
        "players": ["ann", "bob"],
        "over": False,
        "round": 2,
        "scores": {"ann": 7, "bob": 5},
        "ranking": [["ann"], ["bob"]],
        "pending": [{"player": "bob", "kind": "turn"}],
        "rejected": None,
        "breakdown": output["breakdown"],
    }
    assert output["breakdown"]["ann"]["bonus"] == 2


def test_a_move_out_of_turn_is_rejected(tmp_path: Path) -> None:
    harvest = {"player": "ann", "type": "big_harvest", "from": "wool", "level": 0, "to": "copper"}
    code, output, error = replay_file(write(tmp_path, replay_data([*MOVES[:10], harvest])), None)
    assert code == 1
    assert output is not None
    assert output["rejected"]["index"] == 10
    assert "bob must decide now (turn)" in output["rejected"]["reason"]
    assert error is not None


def test_a_game_logged_in_turn_order_and_one_answered_out_of_order_end_alike(
    tmp_path: Path,
) -> None:
    """Replays written when the small harvest went strictly in turn (bob then ann takes; ann
    then bob returns) still play, and answering those decisions the other way round, as the
    table may now, reaches the same scores and pending decision."""
    swapped = [*MOVES]
    swapped[8], swapped[9] = MOVES[9], MOVES[8]
    swapped[11], swapped[12] = MOVES[12], MOVES[11]
    results = []
    for k, moves in enumerate((MOVES, swapped)):
        folder = tmp_path / str(k)
        folder.mkdir()
        code, output, error = replay_file(write(folder, replay_data(moves)), None)
        assert (code, error) == (0, None)
        assert output is not None
        results.append((output["scores"], output["pending"], output["breakdown"]))
    assert results[0] == results[1]
