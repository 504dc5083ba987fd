"""storage.Database on real SQLite files in a temp dir and on a real PostgreSQL server.

Tests that take `db` or `db_target` run on both backends (`[sqlite]`, `[postgres]`)."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import AsyncIterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from pgserver import fresh_schema

from storage import Database, IntegrityError, Migration, Shards, StorageError, load_migrations


@pytest.fixture
async def db(db_target: str | Path):
    database = await Database.open(db_target)
    yield database
    await database.close()


async def new_game(db: Database, channel: int = 10, **kw) -> int:
    return await db.create_game(
        guild_id=1,
        channel_id=channel,
        kind="imhotep",
        host_id=100,
        options={"pharaohs_wrath": False},
        seed=7,
        at=1000.0,
        **kw,
    )


async def test_migrations_from_empty(db_target: str | Path):
    db = await Database.open(db_target)
    try:
        assert await db.schema_version() == len(load_migrations()) >= 1
        assert {"games", "seats", "moves", "snapshots", "orders", "timers"} <= set(
            await db.table_names()
        )
        assert await db.migrate() == []
    finally:
        await db.close()


async def test_sqlite_runs_in_wal_mode_with_foreign_keys(tmp_path: Path):
    db = await Database.open(tmp_path / "bot.db")
    try:
        assert await db.pragma("journal_mode") == "wal"
        assert await db.pragma("foreign_keys") == 1
        assert await db.pragma("busy_timeout") > 0
    finally:
        await db.close()


async def test_every_migration_has_its_postgresql_twin():
    sqlite, postgres = load_migrations("sqlite"), load_migrations("postgresql")
    assert [m.name for m in sqlite] == [m.name for m in postgres]
    assert "CREATE TABLE games" in postgres[0].sql and "BIGINT" in postgres[0].sql


async def test_migration_files_ship_with_the_package():
    migrations = load_migrations()
    assert [m.version for m in migrations] == list(range(1, len(migrations) + 1))
    assert migrations[0].name == "0001_initial.sql"
    assert "CREATE TABLE games" in migrations[0].sql


async def test_a_failing_migration_changes_nothing(db: Database):
    version = await db.schema_version()
    sql = "CREATE TABLE extra (x INTEGER); INSERT INTO nowhere VALUES (1);"
    bad = Migration(version + 1, "bad", sql)
    with pytest.raises(StorageError):
        await db.migrate([bad])
    assert await db.schema_version() == version
    assert "extra" not in await db.table_names()
    good = Migration(version + 1, "good", "CREATE TABLE extra (x INTEGER);")
    assert await db.migrate([good]) == [version + 1]
    assert await db.schema_version() == version + 1


async def test_reopening_the_file_continues_everything(db_target: str | Path):
    path = db_target
    db = await Database.open(path)
    game_id = await new_game(db)
    await db.add_seat(game_id, 100, "Ann")
    await db.add_seat(game_id, 200, "Bob")
    await db.set_status(game_id, "running", at=1001.0)
    await db.append_move(
        game_id, 1, user_id=100, player="Ann", move={"type": "take_stones"}, events=[], at=1002.0
    )
    await db.save_snapshot(game_id, 1, {"state": {"x": 1}}, at=1002.0)
    await db.put_orders(
        game_id, "Bob", user_id=200, phase="p", orders={"a": 1}, ready=False, at=1003.0
    )
    await db.add_timer(game_id, "deadline", 5000.0, {"game": game_id, "seq": 1})
    await db.set_guild_settings(1, moderator_role=55, defaults={"deadline_minutes": 60})
    await db.track_message(game_id, "board", 10, 999)
    await db.close()

    db = await Database.open(path)
    try:
        game = await db.active_game_in_channel(10)
        assert game is not None and game.id == game_id and game.status == "running"
        assert game.options == {"pharaohs_wrath": False} and game.seed == 7
        assert [(s.seat, s.user_id, s.name) for s in await db.seats(game_id)] == [
            (0, 100, "Ann"),
            (1, 200, "Bob"),
        ]
        assert [m.move for m in await db.moves(game_id)] == [{"type": "take_stones"}]
        assert (await db.latest_snapshot(game_id)).state == {"state": {"x": 1}}
        assert (await db.orders(game_id))["Bob"].orders == {"a": 1}
        assert await db.next_due() == 5000.0
        settings = await db.guild_settings(1)
        assert settings.moderator_role == 55 and settings.defaults == {"deadline_minutes": 60}
        assert await db.tracked_message(game_id, "board") == (10, 999)
        await db.append_move(game_id, 2, user_id=200, player="Bob", move={}, events=[], at=1.0)
        assert await db.move_count(game_id) == 2
        assert [g.id for g in await db.active_games_of_user(200)] == [game_id]
    finally:
        await db.close()


async def test_one_active_game_per_channel(db: Database):
    first = await new_game(db)
    with pytest.raises(IntegrityError):
        await new_game(db)
    other_channel = await new_game(db, channel=11)
    await db.set_status(first, "over", at=2000.0)
    again = await new_game(db)
    assert (await db.active_game_in_channel(10)).id == again
    assert (await db.active_game_in_channel(11)).id == other_channel
    with pytest.raises(IntegrityError):
        await db.set_status(first, "running", at=2001.0)


async def test_foreign_keys_are_enforced(db: Database):
    with pytest.raises(IntegrityError):
        await db.add_seat(12345, 1, "Nobody")
    with pytest.raises(IntegrityError):
        await db.append_move(12345, 1, user_id=1, player="x", move={}, events=[], at=0.0)


async def test_a_move_and_its_snapshot_commit_together_or_not_at_all(db: Database):
    game_id = await new_game(db)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.append_move(game_id, 1, user_id=1, player="Ann", move={}, events=[], at=0.0)
            await db.save_snapshot(game_id, 1, {"s": 1}, at=0.0)
            raise RuntimeError("crash before commit")
    assert await db.moves(game_id) == []
    assert await db.latest_snapshot(game_id) is None
    async with db.transaction():
        await db.append_move(game_id, 1, user_id=1, player="Ann", move={}, events=[], at=0.0)
        await db.save_snapshot(game_id, 1, {"s": 1}, at=0.0)
    assert await db.move_count(game_id) == 1
    assert await db.snapshot_seqs(game_id) == [1]


async def test_the_same_seq_cannot_be_logged_twice(db: Database):
    game_id = await new_game(db)
    await db.append_move(game_id, 1, user_id=1, player="Ann", move={"a": 1}, events=[], at=0.0)
    with pytest.raises(IntegrityError):
        await db.append_move(game_id, 1, user_id=1, player="Ann", move={"b": 2}, events=[], at=0.0)
    assert [m.move for m in await db.moves(game_id)] == [{"a": 1}]


async def test_concurrent_transactions_do_not_interleave(db: Database):
    a, b = await new_game(db, channel=1), await new_game(db, channel=2)

    async def log(game_id: int, fail: bool) -> None:
        async with db.transaction():
            for seq in (1, 2, 3):
                await db.append_move(game_id, seq, user_id=1, player="p", move={}, events=[], at=0)
                await asyncio.sleep(0)
            if fail:
                raise ValueError

    results = await asyncio.gather(log(a, True), log(b, False), return_exceptions=True)
    assert isinstance(results[0], ValueError) and results[1] is None
    assert await db.move_count(a) == 0
    assert await db.move_count(b) == 3


async def test_rollback_truncates_moves_and_later_snapshots(db: Database):
    game_id = await new_game(db)
    for seq in range(1, 8):
        await db.append_move(game_id, seq, user_id=1, player="p", move={"n": seq}, events=[], at=0)
        if seq % 3 == 0:
            await db.save_snapshot(game_id, seq, {"at": seq}, at=0)
    await db.truncate_moves(game_id, 4)
    assert [m.seq for m in await db.moves(game_id)] == [1, 2, 3, 4]
    assert await db.snapshot_seqs(game_id) == [3]
    assert (await db.latest_snapshot(game_id)).state == {"at": 3}
    assert [m.move["n"] for m in await db.last_moves(game_id, 2)] == [3, 4]
    await db.append_move(game_id, 5, user_id=1, player="p", move={"n": "new"}, events=[], at=0)
    assert (await db.moves(game_id, after=4))[0].move == {"n": "new"}


async def test_backup_produces_a_readable_copy(tmp_path: Path):
    db = await Database.open(tmp_path / "bot.db")
    game_id = await new_game(db)
    await db.add_seat(game_id, 100, "Ann")
    await db.append_move(game_id, 1, user_id=100, player="Ann", move={"m": 1}, events=[], at=0)
    copy_path = tmp_path / "backup.db"
    await db.backup(copy_path)
    copy = await Database.open(copy_path, migrate=False)
    try:
        assert await copy.schema_version() == await db.schema_version()
        assert [m.move for m in await copy.moves(game_id)] == [{"m": 1}]
        assert [s.name for s in await copy.seats(game_id)] == ["Ann"]
    finally:
        await copy.close()
        await db.close()
    with sqlite3.connect(copy_path) as plain:
        assert plain.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


@pytest.fixture
async def postgres_db(postgres_url: str) -> AsyncIterator[Database]:
    """A PostgreSQL-only test's database (no `[sqlite]` run to skip under `-k postgres`)."""
    async with fresh_schema(postgres_url) as url:
        database = await Database.open(url)
        try:
            yield database
        finally:
            await database.close()


async def test_a_postgresql_backup_says_to_use_pg_dump(postgres_db: Database, tmp_path: Path):
    with pytest.raises(StorageError, match="pg_dump"):
        await postgres_db.backup(tmp_path / "copy.dump")


async def test_seats_removal_keeps_order(db: Database):
    game_id = await new_game(db)
    for user, name in [(1, "Ann"), (2, "Bob"), (3, "Cy")]:
        await db.add_seat(game_id, user, name)
    with pytest.raises(IntegrityError):
        await db.add_seat(game_id, 4, "Ann")
    await db.remove_seat(game_id, 0)
    assert [(s.seat, s.name) for s in await db.seats(game_id)] == [(0, "Bob"), (1, "Cy")]
    await db.set_seat_user(game_id, 1, 9)
    await db.set_seat_absent(game_id, 0, True)
    assert [(s.user_id, s.absent) for s in await db.seats(game_id)] == [(2, True), (9, False)]


async def test_orders_are_upserted_and_cleared(db: Database):
    game_id = await new_game(db)
    await db.put_orders(game_id, "Ann", user_id=1, phase="p1", orders={"v": 1}, ready=False, at=0)
    await db.put_orders(game_id, "Ann", user_id=1, phase="p1", orders={"v": 2}, ready=True, at=1)
    await db.put_orders(game_id, "Bob", user_id=2, phase="p1", orders={"v": 3}, ready=False, at=1)
    orders = await db.orders(game_id)
    assert (orders["Ann"].orders, orders["Ann"].ready) == ({"v": 2}, True)
    await db.set_orders_ready(game_id, "Ann", False, at=2)
    assert not (await db.orders(game_id))["Ann"].ready
    await db.clear_orders(game_id, "Ann")
    assert list(await db.orders(game_id)) == ["Bob"]
    await db.clear_orders(game_id)
    assert await db.orders(game_id) == {}


async def test_timers_pause_resume_and_shift(db: Database):
    game_id = await new_game(db)
    other = await new_game(db, channel=11)
    deadline = await db.add_timer(game_id, "deadline", 1000.0, {"seq": 3})
    await db.add_timer(game_id, "reminder", 900.0, {"seq": 3})
    vote = await db.add_timer(game_id, "standin-vote", 1500.0, {"seq": 3})
    await db.add_timer(other, "deadline", 2000.0, {})
    assert await db.next_due() == 900.0
    assert [t.kind for t in await db.due_timers(950.0)] == ["reminder"]
    kinds = ("deadline", "reminder")
    await db.pause_timers(game_id, 800.0, kinds)
    assert await db.next_due() == 1500.0
    assert sorted(t.remaining or 0 for t in await db.timers(game_id)) == [0, 100.0, 200.0]
    await db.shift_timers(game_id, 60.0, kinds)
    await db.resume_timers(game_id, 5000.0)
    assert sorted(t.due or 0 for t in await db.timers(game_id)) == [1500.0, 5160.0, 5260.0]
    await db.delete_timer(deadline)
    await db.delete_timer(vote)
    await db.cancel_timers(other)
    assert [t.kind for t in await db.timers(game_id)] == ["reminder"]
    assert await db.next_due() == 5160.0
    with pytest.raises(IntegrityError):
        await db.add_timer(game_id, "alarm", 1.0, {})


async def fresh(db: Database, game_id: int) -> tuple[str, list[str], int]:
    """What a second connection (no cache) reads: status, seat names, move count."""
    target = db.path if not db.shared else db.backend.url  # type: ignore[attr-defined]
    second = await Database.open(target, migrate=False)
    try:
        game = await second.get_game(game_id)
        assert game is not None
        seats = [s.name for s in await second.seats(game_id)]
        return game.status, seats, await second.move_count(game_id)
    finally:
        await second.close()


async def cached(db: Database, game_id: int) -> tuple[str, list[str], int]:
    game = await db.get_game(game_id)
    assert game is not None
    return game.status, [s.name for s in await db.seats(game_id)], await db.move_count(game_id)


async def test_the_read_cache_follows_every_write_and_forgets_rolled_back_ones(db: Database):
    game_id = await new_game(db)
    await db.add_seat(game_id, 1, "ann")
    assert await cached(db, game_id) == await fresh(db, game_id) == ("lobby", ["ann"], 0)
    await db.add_seat(game_id, 2, "bob")
    await db.set_status(game_id, "running", at=1.0)
    await db.append_move(game_id, 1, user_id=1, player="ann", move={}, events=[], at=1.0)
    assert await cached(db, game_id) == await fresh(db, game_id) == ("running", ["ann", "bob"], 1)
    with pytest.raises(RuntimeError):
        async with db.transaction():
            await db.set_status(game_id, "over", at=2.0)
            await db.append_move(game_id, 2, user_id=1, player="ann", move={}, events=[], at=2)
            await db.set_seat_absent(game_id, 1, True)
            assert (await cached(db, game_id))[0] == "over"  # read inside: not kept
            raise RuntimeError("roll back")
    assert await cached(db, game_id) == await fresh(db, game_id) == ("running", ["ann", "bob"], 1)
    await db.truncate_moves(game_id, 0)
    await db.remove_seat(game_id, 0)
    assert await cached(db, game_id) == await fresh(db, game_id) == ("running", ["bob"], 0)

    assert (await db.active_game_in_channel(10)).id == game_id  # type: ignore[union-attr]
    await db.set_status(game_id, "over", at=3.0)
    assert await db.active_game_in_channel(10) is None
    successor = await new_game(db)
    assert (await db.active_game_in_channel(10)).id == successor  # type: ignore[union-attr]
    await db.set_status(successor, "abandoned", at=4.0)
    await db.set_status(game_id, "running", at=5.0)  # a rollback brings a game back
    assert (await db.active_game_in_channel(10)).id == game_id  # type: ignore[union-attr]


async def test_a_read_that_outlives_a_write_keeps_nothing_stale(db: Database):
    """A read whose answer arrives after another task's write to the same game (another pooled
    connection on PostgreSQL, a later turn of the loop on SQLite) returns what it read, but must
    not keep it: the next read sees the write."""
    game_id = await new_game(db)
    await db.add_seat(game_id, 1, "ann")
    await db.set_status(game_id, "running", at=1.0)
    db.forget_game(game_id)
    answered: list[None] = []
    go_on = asyncio.Event()

    async def held(read: Any, sql: str, params: Any = ()) -> Any:
        result = await read(sql, params)
        answered.append(None)
        await go_on.wait()
        return result

    db._one = partial(held, db._one)  # type: ignore[method-assign]
    db._all = partial(held, db._all)  # type: ignore[method-assign]
    reads = asyncio.gather(db.get_game(game_id), db.seats(game_id), db.move_count(game_id))
    while len(answered) < 3:
        await asyncio.sleep(0.001)
    del db._one, db._all
    await db.add_seat(game_id, 2, "bob")
    await db.append_move(game_id, 1, user_id=1, player="ann", move={}, events=[], at=2.0)
    await db.set_status(game_id, "paused", at=3.0)
    go_on.set()
    game, seats, count = await reads
    assert (game.status, [s.name for s in seats], count) == ("running", ["ann"], 0)  # type: ignore[union-attr]
    assert await db.move_count(game_id) == 1  # asked first: a game row read drops a stale cache
    assert [s.name for s in await db.seats(game_id)] == ["ann", "bob"]
    assert await cached(db, game_id) == await fresh(db, game_id) == ("paused", ["ann", "bob"], 1)


async def test_a_read_during_another_tasks_transaction_keeps_nothing_stale(db: Database):
    """Writes inside a transaction change the game for readers when it commits: a read
    answered (from before the commit) while it is open is not kept."""
    game_id = await new_game(db)
    await db.add_seat(game_id, 1, "ann")
    db.forget_game(game_id)
    written = asyncio.Event()
    commit = asyncio.Event()

    async def write() -> None:
        async with db.transaction():
            await db.add_seat(game_id, 2, "bob")
            await db.append_move(game_id, 1, user_id=1, player="ann", move={}, events=[], at=2)
            written.set()
            await commit.wait()

    writer = asyncio.create_task(write())
    await written.wait()
    reads = asyncio.gather(db.seats(game_id), db.move_count(game_id))
    await asyncio.sleep(0.05)  # on PostgreSQL both are answered meanwhile, from before the commit
    commit.set()
    await writer
    await reads
    assert await db.move_count(game_id) == 1
    assert [s.name for s in await db.seats(game_id)] == ["ann", "bob"]


async def test_a_process_sees_only_its_shards_timers(db: Database):
    on_shard = {0: 0, 1: 1 << 22, 2: 2 << 22, 3: 3 << 22}  # guild ids on shards 0..3 of 4
    games = {
        shard: await db.create_game(
            guild_id=guild,
            channel_id=shard + 1,
            kind="imhotep",
            host_id=1,
            options={},
            seed=1,
            at=0.0,
        )
        for shard, guild in on_shard.items()
        if shard
    }
    games[0] = await db.create_game(
        guild_id=None, channel_id=9, kind="imhotep", host_id=1, options={}, seed=1, at=0.0
    )  # a game without a guild belongs to shard 0
    for shard, game_id in games.items():
        await db.add_timer(game_id, "deadline", 100.0 + shard, {})
    mine = Shards(4, (0, 2))
    assert [t.game_id for t in await db.due_timers(500.0, mine)] == [games[0], games[2]]
    assert await db.next_due(Shards(4, (3,))) == 103.0
    assert len(await db.due_timers(500.0)) == 4
    assert all(mine.owns(on_shard[s]) == (s in (0, 2)) for s in on_shard)
    with pytest.raises(ValueError, match="do not fit"):
        Shards(2, (2,))


async def test_postgres_wakes_every_listening_process_when_a_timer_is_armed(
    postgres_db: Database,
):
    """SQLite has one process, which wakes its own dispatcher."""
    db = postgres_db
    other = await Database.open(db.backend.url)  # type: ignore[attr-defined]
    woken = asyncio.Event()
    try:
        await other.listen_timers(woken.set)
        woken.clear()  # listening wakes once at the start, for timers armed before
        game_id = await new_game(db)
        async with db.transaction():
            await db.add_timer(game_id, "deadline", 100.0, {})
            await asyncio.sleep(0.2)
            assert not woken.is_set()  # not before the commit
        await asyncio.wait_for(woken.wait(), 5)
    finally:
        await other.close()
