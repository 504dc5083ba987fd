"""Persistence on SQLite (aiosqlite) or PostgreSQL (asyncpg): schema, migrations, repositories.

No game logic. Errors reach callers as the backend-neutral `StorageError` family."""

from storage.batch import MoveBatch, NewMove, NewOrders, NewTimer
from storage.database import (
    ACTIVE_STATUSES,
    DEFAULT_CACHE_SIZE,
    AheadRow,
    AwayRow,
    Database,
    GameRow,
    GuildSettingsRow,
    ModerationEntry,
    MoveRow,
    NoteRow,
    OrderRow,
    SeatRow,
    Shards,
    SnapshotRow,
    TimerRow,
)
from storage.errors import IntegrityError, MovedSince, StaleGame, StorageError
from storage.migrations import Migration, load_migrations

__all__ = [
    "ACTIVE_STATUSES",
    "DEFAULT_CACHE_SIZE",
    "AheadRow",
    "AwayRow",
    "Database",
    "GameRow",
    "GuildSettingsRow",
    "IntegrityError",
    "Migration",
    "ModerationEntry",
    "MoveBatch",
    "MoveRow",
    "MovedSince",
    "NewMove",
    "NewOrders",
    "NewTimer",
    "NoteRow",
    "OrderRow",
    "SeatRow",
    "Shards",
    "SnapshotRow",
    "StaleGame",
    "StorageError",
    "TimerRow",
    "load_migrations",
]
