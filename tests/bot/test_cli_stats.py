"""`meeplepost db stats-rebuild`: every finished game's statistics recounted from the logs."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest

from bot.cli import main
from bot.service.actor import Actor
from bot.service.core import GameService

GUILD = 5
ANN, BOB = Actor(1, "Ann"), Actor(2, "Bob")


async def finished_game(path: Path) -> list[tuple[float, float, int]]:
    """A whole game of Imhotep on `path`; its players' ratings, then the stats forgotten."""
    service = await GameService.open(path)
    try:
        await service.create(ANN, GUILD, 100, "imhotep", {}, seed=3)
        created = await service.game_in_channel(100)
        assert created is not None
        await service.join(BOB, 100)
        await service.start(ANN, 100)
        rng = random.Random(1)
        actors = {a.user_id: a for a in (ANN, BOB)}
        while pending := await service.pending(created.id):
            actor = actors[pending[0][0]]
            move = rng.choice(await service.legal_moves(actor, created.id))
            await service.submit_move(actor, created.id, move)
        ratings = [
            (r.mu, r.sigma, r.played)
            for user in (ANN, BOB)
            for r in await service.db.ratings_of_user(GUILD, user.user_id)
        ]
        await service.db.clear_stats()
        assert await service.db.ratings_of_user(GUILD, ANN.user_id) == []
        return ratings
    finally:
        await service.close()


async def ratings_on(path: Path) -> list[tuple[float, float, int]]:
    service = await GameService.open(path)
    try:
        return [
            (r.mu, r.sigma, r.played)
            for user in (ANN, BOB)
            for r in await service.db.ratings_of_user(GUILD, user.user_id)
        ]
    finally:
        await service.close()


def test_stats_rebuild_recounts_finished_games_from_their_logs(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "bot.db"
    before = asyncio.run(finished_game(path))
    assert [played for _, _, played in before] == [1, 1]
    monkeypatch.setenv("MEEPLEPOST_DB", str(path))
    assert main(["--env-file", str(tmp_path / "none.env"), "db", "stats-rebuild"]) == 0
    assert "finished games recorded again: 1" in capsys.readouterr().out
    assert asyncio.run(ratings_on(path)) == before
    assert main(["--env-file", str(tmp_path / "none.env"), "db", "stats-rebuild"]) == 0
    assert asyncio.run(ratings_on(path)) == before, "a second rebuild counts nothing twice"


def test_stats_rebuild_says_what_it_does(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        main(["db", "stats-rebuild", "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    assert "move log" in out and "counting rules" in out
