"""`meeplepost db migrate-to URL`: the SQLite database copied into an empty PostgreSQL one.

The copy (`storage.copy`) and this check run in one transaction on the target: every started
game's log is replayed from its first move on the copy and must reach the state the source
holds (its snapshot plus the moves after it); any difference rolls the whole copy back.
"""

from __future__ import annotations

from dataclasses import dataclass

from bot import gamelog, registry
from storage import Database, StorageError
from storage.copy import copy_rows


@dataclass(frozen=True)
class CopyReport:
    rows: dict[str, int]
    games_replayed: int


async def _source_state(db: Database, game_id: int) -> gamelog.JSON:
    """The source's state of a game: its newest snapshot, then the moves logged after it."""
    row = await db.get_game(game_id)
    assert row is not None
    game = registry.engine(row.kind)
    players = [s.name for s in await db.seats(game_id)]
    snapshot = await db.latest_snapshot(game_id)
    if snapshot is None:
        table = gamelog.new_table(game, players, row.options, row.seed, row.fixed)
        after = 0
    else:
        table = gamelog.table_from_json(game, players, snapshot.state)
        after = snapshot.seq
    for move in await db.moves(game_id, after=after):
        gamelog.advance(table, move.player, move.move)
    return gamelog.table_to_json(table)


async def _replayed_on_copy(db: Database, game_id: int) -> gamelog.JSON:
    row = await db.get_game(game_id)
    assert row is not None
    players = [s.name for s in await db.seats(game_id)]
    table = gamelog.new_table(registry.engine(row.kind), players, row.options, row.seed, row.fixed)
    for move in await db.moves(game_id):
        gamelog.advance(table, move.player, move.move)
    return gamelog.table_to_json(table)


async def migrate_to(source: Database, target: Database) -> CopyReport:
    """Copies `source` into the empty, migrated `target`; StorageError (nothing copied) when
    the target is not empty, a row count differs, or a game replays to another state."""
    replayed = 0
    async with target.transaction():
        rows = await copy_rows(source, target)
        started = await source.backend.fetch_all(
            "SELECT id FROM games WHERE status <> 'lobby' ORDER BY id"
        )
        for found in started:
            game_id = int(found["id"])
            if await _replayed_on_copy(target, game_id) != await _source_state(source, game_id):
                raise StorageError(f"game {game_id} replays to another state on the copy")
            replayed += 1
    return CopyReport(rows, replayed)
