"""`meeplepost db migrate-to`: an SQLite database of games of every kind copied into an empty
PostgreSQL one, ids kept, row counts equal, every game replayed; a non-empty target refused."""

from __future__ import annotations

import asyncio
import random
from pathlib import Path

import pytest
from fakeclock import FakeClock
from pgserver import fresh_schema

from bot.cli import main
from bot.migrate_to import migrate_to
from bot.service.actor import Actor
from bot.service.core import GameService
from storage import Database
from storage.copy import TargetNotEmpty, row_counts

ANN, BOB, CY = Actor(1, "Ann"), Actor(2, "Bob"), Actor(3, "Cy")
GUILD = 700


async def play(service: GameService, game_id: int, rng: random.Random, moves: int) -> None:
    by_id = {a.user_id: a for a in (ANN, BOB, CY)}
    for _ in range(moves):
        pending = await service.pending(game_id)
        if not pending:
            return
        actor = by_id[pending[0][0]]
        await service.submit_move(
            actor, game_id, rng.choice(await service.legal_moves(actor, game_id))
        )


async def several_games(path: Path, clock: FakeClock) -> dict[str, int]:
    """Two Imhotep and two Meduris games part-played, an Imhotep lobby, two R&B games started,
    and a row in every other table (the languages learned too)."""
    service = await GameService.open(path, clock=clock)
    rng = random.Random(4)
    ids = {}
    try:
        for channel, kind in enumerate(["imhotep", "imhotep", "meduris", "meduris"], start=10):
            created = await service.create(ANN, GUILD, channel, kind, {}, seed=channel)
            await service.join(BOB, channel)
            await service.start(ANN, channel)
            await play(service, created.game_id, rng, 15 + channel)
            ids[f"{kind}-{channel}"] = created.game_id
        for channel in (20, 22):
            rnb = await service.create(ANN, GUILD, channel, "roads_and_boats", {}, seed=channel)
            await service.join(BOB, channel)
            await service.start(ANN, channel)
            ids[f"roads_and_boats-{channel}"] = rnb.game_id
        lobby = await service.create(CY, GUILD, 21, "imhotep", {}, seed=6)
        ids["lobby"] = lobby.game_id
        await service.db.set_guild_settings(GUILD, moderator_role=77, locale="it")
        await service.db.keep_note(2, "a kept note", game_id=rnb.game_id, at=clock())
        await service.db.add_timer(rnb.game_id, "deadline", clock() + 600.0, {"seq": 0})
        await service.db.learn_channel_language(10, "it")
        await service.db.learn_user_language(BOB.user_id, "it")
    finally:
        await service.close()
    return ids


async def test_migrate_to_postgres_copies_every_table_and_game(
    tmp_path: Path, clock: FakeClock, postgres_url: str
):
    path = tmp_path / "bot.db"
    ids = await several_games(path, clock)
    source = await Database.open(path)
    try:
        async with fresh_schema(postgres_url) as url:
            target = await Database.open(url)
            try:
                report = await migrate_to(source, target)
                assert report.rows == await row_counts(source) == await row_counts(target)
                assert report.rows["moves"] > 50 and report.rows["timers"] > 0
                assert report.games_replayed == 6
                for game_id in ids.values():
                    assert await target.get_game(game_id) == await source.get_game(game_id)
                    assert await target.moves(game_id) == await source.moves(game_id)
                assert (await target.guild_settings(GUILD)).locale == "it"
                assert await target.channel_language(10) == "it"
                assert await target.user_language(BOB.user_id) == "it"
                assert report.rows["channel_languages"] == report.rows["user_languages"] == 1
                newer = await target.create_game(
                    guild_id=GUILD,
                    channel_id=99,
                    kind="imhotep",
                    host_id=1,
                    options={},
                    seed=1,
                    at=0.0,
                )
                assert newer > max(ids.values())
                with pytest.raises(TargetNotEmpty, match="not empty"):
                    await migrate_to(source, target)
            finally:
                await target.close()
            copy = await GameService.open(url, clock=clock)
            try:  # the copy plays on: the next move of a copied game
                await play(copy, ids["meduris-12"], random.Random(1), 1)
            finally:
                await copy.close()
    finally:
        await source.close()


async def test_the_cli_migrates_to_postgres_and_refuses_a_second_time(
    tmp_path: Path,
    clock: FakeClock,
    postgres_url: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
):
    path = tmp_path / "bot.db"
    await several_games(path, clock)
    monkeypatch.setenv("MEEPLEPOST_DB", str(path))
    async with fresh_schema(postgres_url) as url:
        env = str(tmp_path / "none.env")
        assert await _cli(["--env-file", env, "db", "migrate-to", url]) == 0
        assert "games replayed to the same state" in capsys.readouterr().out
        assert await _cli(["--env-file", env, "db", "migrate-to", url]) == 2
        assert "not empty" in capsys.readouterr().err
        monkeypatch.setenv("MEEPLEPOST_DB", url)
        assert await _cli(["--env-file", env, "db", "backup", str(tmp_path / "x")]) == 2
        assert "pg_dump" in capsys.readouterr().err
        assert await _cli(["--env-file", env, "db", "migrate"]) == 0
        assert "schema version" in capsys.readouterr().out


async def _cli(argv: list[str]) -> int:
    """The CLI runs its own event loop: call it from a worker thread."""
    return await asyncio.to_thread(main, argv)
