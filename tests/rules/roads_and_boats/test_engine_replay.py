"""The replay example of docs/roads-and-boats-rules.md plays through bot.gamelog."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot import gamelog
from rules.roads_and_boats import GAME

DOC = Path(__file__).resolve().parents[3] / "docs" / "roads-and-boats-rules.md"


def replay_example() -> dict[str, object]:
    text = DOC.read_text(encoding="utf-8")
    section = text.split("## Replay files", 1)[1]
    match = re.search(r"```json\n(.*?)```", section, re.S)
    assert match is not None
    data: dict[str, object] = json.loads(match.group(1))
    return data


def test_the_doc_replay_plays_the_first_turn() -> None:
    data = replay_example()
    assert data["game"] == GAME.name
    table = gamelog.replay(
        GAME,
        list(data["players"]),  # type: ignore[call-overload]
        data["options"],  # type: ignore[arg-type]
        int(data["seed"]),  # type: ignore[call-overload]
        data["moves"],  # type: ignore[arg-type]
        data["fixed"],  # type: ignore[arg-type]
    )
    state = table.state
    assert state.turn == 2 and state.phase == "production"
    assert {b.kind for b in state.buildings.values()} == {"woodcutter"}
    assert len(state.buildings) == 2
    assert state.wonder == [None]


def test_replaying_twice_gives_the_same_state() -> None:
    data = replay_example()
    tables = [
        gamelog.replay(
            GAME,
            list(data["players"]),  # type: ignore[call-overload]
            data["options"],  # type: ignore[arg-type]
            int(data["seed"]),  # type: ignore[call-overload]
            data["moves"],  # type: ignore[arg-type]
        )
        for _ in range(2)
    ]
    assert GAME.to_json(tables[0].state) == GAME.to_json(tables[1].state)
