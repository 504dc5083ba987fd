"""Copying one database into another, empty one (`meeplepost db migrate-to`): every table, ids
kept, in the target's one transaction, with each table's row count checked before it commits.

Written against `Backend` only (as Red's `migrate_to` exports through one driver and imports
through the other): the source may be either backend, and so may the target.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from storage.database import Database
from storage.errors import StorageError

TABLES: Sequence[str] = (
    "games",
    "seats",
    "moves",
    "snapshots",
    "orders",
    "orders_ahead",
    "standing_orders",
    "timers",
    "guild_settings",
    "messages",
    "moderation_log",
    "notes",
    "results",
    "result_seats",
    "ratings",
    "stats_settings",
    "thread_settings",
    "away",
    "channel_languages",
    "user_languages",
)
"""Every table, parents before the tables that reference them."""
IDENTITY_TABLES = ("games", "timers", "moderation_log", "notes")
"""Tables whose `id` the database numbers: the copy sets the numbering past the copied ids."""
BATCH = 500


class TargetNotEmpty(StorageError):
    """The target already holds data: a copy would mix two bots' games."""


async def row_counts(db: Database) -> dict[str, int]:
    counts = {}
    for table in TABLES:
        row = await db.backend.fetch_one(f"SELECT COUNT(*) FROM {table}")
        counts[table] = 0 if row is None else int(row[0])
    return counts


async def require_empty(target: Database) -> None:
    held = {table: n for table, n in (await row_counts(target)).items() if n}
    if held:
        listed = ", ".join(f"{n} in {table}" for table, n in held.items())
        raise TargetNotEmpty(
            f"the target database is not empty ({listed} rows); migrate-to copies into an"
            " empty database only, so that no game or id of the two can clash"
        )


async def copy_rows(source: Database, target: Database) -> dict[str, int]:
    """Inside the caller's transaction on `target`: copies every table, sets the id numbering
    past the copied ids and checks each table's row count; returns the counts."""
    if not target.backend.in_transaction():
        raise RuntimeError("copy_rows belongs inside a transaction on the target")
    await require_empty(target)
    for table in TABLES:
        rows = await source.backend.fetch_all(f"SELECT * FROM {table}")
        if not rows:
            continue
        columns = list(rows[0].keys())
        blobs = await target.backend.blob_columns(table)
        placeholders = ", ".join("?" for _ in columns)
        sql = f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({placeholders})"
        values = [[_as_column(row[c], c in blobs) for c in columns] for row in rows]
        for start in range(0, len(values), BATCH):
            await target.backend.execute_many(sql, values[start : start + BATCH])
    for table in IDENTITY_TABLES:
        await target.backend.renumber_after_copy(table)
    expected, copied = await row_counts(source), await row_counts(target)
    if copied != expected:
        differ = {t: (expected[t], copied[t]) for t in TABLES if expected[t] != copied[t]}
        raise StorageError(f"row counts differ after the copy (source, copy): {differ}")
    return copied


def _as_column(value: Any, blob: bool) -> Any:
    """SQLite keeps short JSON as text where PostgreSQL's column is BYTEA."""
    return value.encode() if blob and isinstance(value, str) else value
