"""`bot.replay.replay_file`: valid files, rejected moves (exit 1) and invalid files (exit 2)."""

from __future__ import annotations

import json
import random
from pathlib import Path
from typing import Any

import pytest

from bot.cli import main
from bot.demo import run_demo
from bot.replay import replay_file
from rules.imhotep import GAME

PLAYERS = ["ann", "bob", "cy"]
FIXED = {
    "round_cards": [
        [4, 3, 2, 1],
        [3, 3, 3, 2],
        [4, 2, 2, 1],
        [4, 4, 2, 1],
        [4, 3, 3, 2],
        [3, 3, 2, 1],
    ],
    "market_deck": ["statue", "lever", "entrance", "statue"],
}
OPENING = [
    {"player": "ann", "type": "take_stones"},
    {"player": "bob", "type": "place_stone", "ship": 0, "slot": 1},
    {"player": "cy", "type": "place_stone", "ship": 0, "slot": 0},
    {"player": "ann", "type": "place_stone", "ship": 0, "slot": 2},
    {"player": "bob", "type": "sail", "ship": 0, "site": "market"},
    {"player": "cy", "type": "take_card", "card": "statue"},
    {"player": "bob", "type": "take_card", "card": "entrance"},
    {"player": "ann", "type": "take_card", "card": "lever"},
]


def replay_data(moves: list[dict[str, Any]], **changes: Any) -> dict[str, Any]:
    data = {
        "game": "imhotep",
        "players": PLAYERS,
        "options": {"pharaohs_wrath": False},
        "seed": 12,
        "fixed": FIXED,
        "moves": moves,
    }
    data.update(changes)
    return data


def write(tmp_path: Path, data: Any) -> Path:
    path = tmp_path / "game.json"
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def whole_game(seed: int, players: list[str], wrath: bool) -> list[dict[str, Any]]:
    """The move log of a game played to its end by the demo policy."""
    rng = random.Random(seed)
    state = GAME.new_game(players, {"pharaohs_wrath": wrath}, seed)
    moves = []
    while GAME.pending(state):
        player = GAME.pending(state)[0].player
        move = GAME.demo_move(state, player, rng)
        moves.append({"player": player, **GAME.move_to_json(move)})
        state, _ = GAME.apply(state, player, move)
    return moves


def test_opening_replays_with_market_picks(tmp_path: Path) -> None:
    code, output, error = replay_file(write(tmp_path, replay_data(OPENING)), None)
    assert (code, error) == (0, None)
    assert output is not None
    assert output == {
        "game": "imhotep",
        "players": PLAYERS,
        "over": False,
        "round": 1,
        "scores": {"ann": 0, "bob": 2, "cy": 0},
        "ranking": [["bob"], ["ann"], ["cy"]],  # ann keeps 4 stones on her sled, cy 3
        "pending": [{"player": "cy", "kind": "turn"}],
        "rejected": None,
        "breakdown": output["breakdown"],
    }
    assert output["breakdown"]["bob"]["pyramid"] == 2


def test_whole_game_replays_to_the_engines_result(tmp_path: Path) -> None:
    moves = whole_game(7, ["ann", "bob"], True)
    data = replay_data(moves, players=["ann", "bob"], seed=7, fixed=None)
    data["options"] = {"pharaohs_wrath": True}
    code, output, _ = replay_file(write(tmp_path, data), None)
    state = GAME.new_game(["ann", "bob"], {"pharaohs_wrath": True}, 7)
    for move in moves:
        state, _ = GAME.apply(state, move["player"], GAME.parse_move(move))
    assert code == 0
    assert output is not None
    assert output["over"] is True
    assert output["round"] == 6
    assert output["pending"] == []
    assert output["scores"] == GAME.scores(state)
    assert output["ranking"] == GAME.ranking(state)
    assert output["breakdown"] == GAME.breakdown(state)
    json.dumps(output)


def test_rejected_move_stops_the_replay(tmp_path: Path) -> None:
    moves = [
        *OPENING[:3],
        {"player": "ann", "type": "sail", "ship": 1, "site": "temple"},
        {"player": "ann", "type": "take_stones"},
    ]
    code, output, error = replay_file(write(tmp_path, replay_data(moves)), None)
    assert code == 1
    assert output is not None
    assert output["rejected"] == {
        "index": 3,
        "reason": "Ship 1 needs at least 2 stones to sail; it has 0.",
    }
    assert output["pending"] == [{"player": "ann", "kind": "turn"}]
    assert error is not None and "move 3" in error


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ({"player": "zed", "type": "take_stones"}, "'zed' is not a player"),
        ({"type": "take_stones"}, "names no player"),
        ({"player": "ann", "type": "dance"}, "Unknown move type 'dance'"),
        ({"player": "ann", "type": "place_stone", "ship": 2}, "needs the field slot"),
        ({"player": "ann", "type": "place_stone", "ship": 2, "slot": 4}, "Ship 2 has no slot 4."),
        ({"player": "bob", "type": "take_stones"}, "It is ann's turn, not bob's."),
    ],
)
def test_bad_moves_are_rejected_with_their_reason(
    tmp_path: Path, move: dict[str, Any], reason: str
) -> None:
    code, output, _ = replay_file(write(tmp_path, replay_data([move])), None)
    assert code == 1
    assert output is not None
    assert output["rejected"]["index"] == 0
    assert reason in output["rejected"]["reason"]


@pytest.mark.parametrize(
    ("data", "message"),
    [
        ("{not json", "not a JSON file"),
        ("[1, 2]", "one JSON object"),
        (replay_data([], game="chess"), "Unknown game 'chess'"),
        (replay_data([], game=None), '"game" must be'),
        (replay_data([], players=["ann"]), "2 to 4 players"),
        (replay_data([], players="ann,bob"), '"players" must be a list'),
        (replay_data([], players=["ann", "ann", "cy"]), "used twice"),
        (replay_data([], options={"wrath": True}), "no option 'wrath'"),
        (replay_data([], options=[]), '"options" must be a JSON object'),
        (replay_data([], seed="12"), '"seed" must be a whole number'),
        (replay_data([], seed=None), '"seed" must be a whole number'),
        (replay_data([], fixed={"round_cards": [[4, 3, 3, 1]]}), "not a 3-player round card"),
        (replay_data([], fixed={"market_deck": ["statue"] * 11}), "only 10"),
        (replay_data([], fixed=[]), '"fixed" must be a JSON object'),
        (replay_data({"player": "ann"}), '"moves" must be a list'),
        (replay_data([{"player": "ann", "type": "take_stones"}, "pass"]), "move 1 is 'pass'"),
    ],
)
def test_invalid_files_exit_2(tmp_path: Path, data: Any, message: str) -> None:
    code, output, error = replay_file(write(tmp_path, data), None)
    assert code == 2
    assert output is None
    assert error is not None and message in error


def test_missing_file_and_missing_moves_exit_2(tmp_path: Path) -> None:
    code, output, error = replay_file(tmp_path / "nowhere.json", None)
    assert (code, output) == (2, None)
    assert error is not None and "cannot read" in error
    data = replay_data([])
    del data["moves"]
    code, _, error = replay_file(write(tmp_path, data), None)
    assert code == 2
    assert error is not None and '"moves" must be a list of move objects; it is missing' in error


def test_images_after_every_round(tmp_path: Path) -> None:
    moves = whole_game(3, ["ann", "bob", "cy"], False)
    data = replay_data(moves, seed=3, fixed=None)
    folder = tmp_path / "boards"
    code, _, _ = replay_file(write(tmp_path, data), folder)
    assert code == 0
    names = sorted(p.name for p in folder.iterdir())
    assert names == [f"round-{n:02d}.png" for n in range(1, 7)]
    for path in folder.iterdir():
        assert path.read_bytes().startswith(b"\x89PNG\r\n\x1a\n")


def raw_replay(players: str = '["ann", "bob"]', seed: str = "1", moves: str = "[]") -> bytes:
    """A replay file's bytes, for content `json.dumps` would not write."""
    text = f'{{"game": "imhotep", "players": {players}, "seed": {seed}, "moves": {moves}}}'
    return text.encode()


UNREADABLE = {
    "a 5000-digit seed": (raw_replay(seed="9" * 5000), "a number longer than 4300 digits"),
    "a 5000-digit ship": (
        raw_replay(moves='[{"player": "ann", "type": "place_stone", "ship": 1%s, "slot": 0}]')
        % (b"0" * 5000),
        "a number longer than 4300 digits",
    ),
    "arrays nested 100000 deep": (
        raw_replay(moves="[" * 100_000 + "]" * 100_000),
        "nested too deeply",
    ),
    "a player named by a lone surrogate": (
        raw_replay(players='["\\ud800", "bob"]'),
        "not valid Unicode text: '\\ud800'",
    ),
    "a lone surrogate in a move": (
        raw_replay(moves='[{"player": "ann", "type": "take_card", "card": "x\\udfff"}]'),
        "not valid Unicode text: 'x\\udfff'",
    ),
    "Latin-1 bytes": (
        raw_replay(players='["ann", "b\xe9b"]').replace(b"\xc3\xa9", b"\xe9"),
        "not UTF-8",
    ),
}


@pytest.mark.parametrize("case", list(UNREADABLE))
def test_files_json_cannot_hand_on_exit_2_without_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], case: str
) -> None:
    """Python's json reads these only partly (or raises ValueError/RecursionError): the
    command still answers exit 2 with one line on stderr."""
    data, message = UNREADABLE[case]
    path = tmp_path / "game.json"
    path.write_bytes(data)
    code, output, error = replay_file(path, None)
    assert (code, output) == (2, None)
    assert error is not None and message in error

    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == f"meeplepost replay: {error}\n"


@pytest.mark.parametrize("seed", [2**63, -(2**63) - 1])
def test_a_seed_the_bot_could_not_store_exits_2(tmp_path: Path, seed: int) -> None:
    code, output, error = replay_file(write(tmp_path, replay_data([], seed=seed)), None)
    assert (code, output) == (2, None)
    assert error is not None and '"seed" must be a whole number from' in error
    assert replay_file(write(tmp_path, replay_data([], seed=2**63 - 1)), None)[0] == 0


def test_the_output_is_printed_even_where_it_cannot_be_encoded(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """Printing falls back to ASCII escapes rather than raising UnicodeEncodeError."""
    output = {"game": "imhotep", "players": ["\ud800"], "rejected": None}
    monkeypatch.setattr("bot.replay.replay_file", lambda path, images: (0, output, None))
    assert main(["replay", "whatever.json"]) == 0
    assert json.loads(capsys.readouterr().out) == output


async def test_replay_images_of_a_demo_are_the_demos_own(tmp_path: Path) -> None:
    result = await run_demo("imhotep", 3, 5, tmp_path / "demo")
    code, _, _ = replay_file(Path(result["replay"]), tmp_path / "again")
    assert code == 0
    for drawn in map(Path, result["images"]):
        assert (tmp_path / "again" / drawn.name).read_bytes() == drawn.read_bytes()


def test_images_that_cannot_be_written_are_one_sentence_and_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    game = write(tmp_path, replay_data(OPENING))
    (tmp_path / "taken").write_text("a file, not a folder", encoding="utf-8")
    assert main(["replay", str(game), "--images", str(tmp_path / "taken")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("meeplepost replay: cannot write images to") and "Traceback" not in err
