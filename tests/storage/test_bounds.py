"""What keeps the database and its cache bounded: snapshot pruning, compact JSON, the LRU."""

from __future__ import annotations

import json
import sqlite3
import zlib
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import pytest

from storage import Database
from storage.database import COMPRESS_FROM, SNAPSHOTS_KEPT


@pytest.fixture
async def db(db_target: str | Path):
    """On both backends."""
    database = await Database.open(db_target)
    yield database
    await database.close()


@pytest.fixture
async def sqlite_db(tmp_path: Path):
    """SQLite only: for tests that read the file behind the class's back."""
    database = await Database.open(tmp_path / "bot.db")
    yield database
    await database.close()


async def new_game(db: Database, channel: int = 10) -> int:
    return await db.create_game(
        guild_id=1, channel_id=channel, kind="imhotep", host_id=1, options={}, seed=7, at=0.0
    )


async def log_moves(db: Database, game_id: int, first: int, last: int) -> None:
    for seq in range(first, last + 1):
        await db.append_move(game_id, seq, user_id=1, player="p", move={"n": seq}, events=[], at=0)


async def test_saving_a_snapshot_keeps_only_the_newest_few(db: Database):
    game_id = await new_game(db)
    other = await new_game(db, channel=11)
    await db.save_snapshot(other, 0, {"other": True}, at=0)
    for seq in range(0, 50, 10):
        await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    assert SNAPSHOTS_KEPT == 2
    assert await db.snapshot_seqs(game_id) == [30, 40]
    assert await db.snapshot_seqs(other) == [0]


async def test_a_load_before_every_kept_snapshot_finds_none(db: Database):
    """The service then replays from the start: the pruned snapshots are not needed."""
    game_id = await new_game(db)
    for seq in (0, 10, 20):
        await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    assert (await db.latest_snapshot(game_id, at_most=15)).seq == 10  # type: ignore[union-attr]
    assert await db.latest_snapshot(game_id, at_most=9) is None


async def test_pruning_rolls_back_with_its_snapshot(db: Database):
    game_id = await new_game(db)
    for seq in (0, 10):
        await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.save_snapshot(game_id, 20, {"at": 20}, at=0)
            assert await db.snapshot_seqs(game_id) == [10, 20]
            raise RuntimeError("crash before commit")
    assert await db.snapshot_seqs(game_id) == [0, 10]


@pytest.mark.parametrize("status", ["over", "abandoned"])
async def test_a_finished_game_keeps_one_snapshot(db: Database, status: str):
    game_id = await new_game(db)
    await db.set_status(game_id, "running", at=1)
    for seq in (0, 10, 20):
        await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    await db.set_status(game_id, "paused", at=2)
    assert await db.snapshot_seqs(game_id) == [10, 20]
    await db.set_status(game_id, status, at=3)
    assert await db.snapshot_seqs(game_id) == [20]
    assert (await db.latest_snapshot(game_id)).state == {"at": 20}  # type: ignore[union-attr]


async def test_a_rollback_after_pruning_leaves_what_is_at_or_before_the_cut(db: Database):
    game_id = await new_game(db)
    await log_moves(db, game_id, 1, 30)
    for seq in (10, 20, 30):
        await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    await db.truncate_moves(game_id, 25)
    assert await db.snapshot_seqs(game_id) == [20]
    await db.truncate_moves(game_id, 15)
    assert await db.snapshot_seqs(game_id) == []
    assert await db.latest_snapshot(game_id, at_most=15) is None


async def test_large_json_is_stored_compressed_and_reads_back_the_same(sqlite_db: Database):
    db = sqlite_db
    game_id = await new_game(db)
    big = {"board": [{"hex": f"A{n}", "goods": ["boards", "stone"] * 3} for n in range(200)]}
    small = {"type": "take_stones"}
    events = [{"message": {"key": "e", "params": {"n": n}}, "private_to": None} for n in range(50)]
    await db.append_move(game_id, 1, user_id=1, player="p", move=small, events=events, at=0)
    await db.save_snapshot(game_id, 1, big, at=0)
    assert (await db.moves(game_id))[0].move == small
    assert (await db.moves(game_id))[0].events == events
    assert (await db.latest_snapshot(game_id)).state == big  # type: ignore[union-attr]
    with sqlite3.connect(db.path) as plain:
        (state,) = plain.execute("SELECT state FROM snapshots").fetchone()
        move, stored_events = plain.execute("SELECT move, events FROM moves").fetchone()
    assert isinstance(state, bytes) and len(state) < len(repr(big)) / 5
    assert isinstance(stored_events, bytes)
    assert move == '{"type":"take_stones"}' and len(move) < COMPRESS_FROM  # readable, compact


async def test_json_stored_as_text_by_earlier_versions_still_reads(sqlite_db: Database):
    db = sqlite_db
    game_id = await new_game(db)
    long_text = '{"state":"' + "x" * 1000 + '"}'
    with sqlite3.connect(db.path) as plain:
        plain.execute(
            "INSERT INTO snapshots (game_id, seq, state, created_at) VALUES (?, 3, ?, 0)",
            (game_id, long_text),
        )
    assert (await db.latest_snapshot(game_id)).state == {"state": "x" * 1000}  # type: ignore[union-attr]


async def test_stored_json_is_what_the_json_module_writes(sqlite_db: Database):
    """The fast encoder stores the same text the `json` module would (keys that are not
    strings and integers past 64 bits included), compressed or not, and refuses what `json`
    refuses, writing nothing."""
    db = sqlite_db
    game_id = await new_game(db)
    odd = {
        "text": 'caf\u00e9 \U0001d11e "quoted" \\ \n\t\x00 \u2028',
        "numbers": [0, -1, 2**63 - 1, 0.5, -0.0, 1e16, 123.25, True, None],
        "nested": {"a": [[], {}], "b": ("tuple", 1)},
    }
    wide = {"count": 2**70, 3: "number key", "board": [odd] * 20}
    await db.append_move(game_id, 1, user_id=1, player="p", move=odd, events=[wide], at=0)
    with sqlite3.connect(db.path) as plain:
        move, events = plain.execute("SELECT move, events FROM moves").fetchone()
    assert move == json.dumps(odd, separators=(",", ":"), ensure_ascii=False)
    assert isinstance(events, bytes)
    assert zlib.decompress(events) == json.dumps(
        [wide], separators=(",", ":"), ensure_ascii=False
    ).encode("utf-8")

    @dataclass
    class NotJson:
        n: int

    for refused in ({"a"}, NotJson(1), {"when": datetime(2026, 1, 1)}):
        with pytest.raises(TypeError):
            await db.append_move(game_id, 2, user_id=1, player="p", move={"x": refused}, at=0)
    assert len(await db.moves(game_id)) == 1


def change_behind_the_cache(path: Path, game_ids: list[int], status: str) -> None:
    """A second writer, which the cache cannot see: shows what is served from memory."""
    with sqlite3.connect(path) as plain:
        for game_id in game_ids:
            plain.execute("UPDATE games SET status = ? WHERE id = ?", (status, game_id))


async def test_the_cache_keeps_only_the_most_recently_used_games(tmp_path: Path):
    db = await Database.open(tmp_path / "bot.db", cache_size=3)
    try:
        ids = [await new_game(db, channel=c) for c in range(1, 11)]
        for game_id in ids:
            await db.get_game(game_id)
            await db.seats(game_id)
            await db.move_count(game_id)
            assert db.cached_games <= 3
        await db.get_game(ids[7])  # used again: the oldest of the three is now ids[8]
        await db.get_game(ids[0])  # evicts ids[8]
        change_behind_the_cache(db.path, ids, "paused")
        kept = [ids[0], ids[7], ids[9]]  # read first: a miss would evict one of them
        order = kept + [game_id for game_id in ids if game_id not in kept]
        statuses = {game_id: (await db.get_game(game_id)).status for game_id in order}  # type: ignore[union-attr]
        assert db.cached_games == 3
    finally:
        await db.close()
    assert statuses == {game_id: "lobby" if game_id in kept else "paused" for game_id in ids}


async def test_the_channel_cache_is_bounded_too(tmp_path: Path):
    db = await Database.open(tmp_path / "bot.db", cache_size=2)
    try:
        ids = [await new_game(db, channel=c) for c in range(1, 6)]
        for channel in range(1, 6):
            await db.active_game_in_channel(channel)
        assert len(db._channels) == 2
        for channel, game_id in zip(range(1, 6), ids, strict=True):
            assert (await db.active_game_in_channel(channel)).id == game_id  # type: ignore[union-attr]
    finally:
        await db.close()


async def test_a_zero_cache_reads_every_time(tmp_path: Path):
    db = await Database.open(tmp_path / "bot.db", cache_size=0)
    try:
        game_id = await new_game(db)
        assert (await db.get_game(game_id)).status == "lobby"  # type: ignore[union-attr]
        change_behind_the_cache(db.path, [game_id], "paused")
        assert (await db.get_game(game_id)).status == "paused"  # type: ignore[union-attr]
        assert db.cached_games == 0
    finally:
        await db.close()
    with pytest.raises(ValueError, match="cache_size"):
        await Database.open(tmp_path / "other.db", cache_size=-1)
