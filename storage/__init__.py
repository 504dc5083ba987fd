"""SQLite persistence through aiosqlite: schema, migrations, repositories. No game logic."""

from storage.database import (
    ACTIVE_STATUSES,
    DEFAULT_CACHE_SIZE,
    AheadRow,
    Database,
    GameRow,
    GuildSettingsRow,
    ModerationEntry,
    MoveRow,
    NoteRow,
    OrderRow,
    SeatRow,
    SnapshotRow,
    TimerRow,
)
from storage.migrations import Migration, load_migrations

__all__ = [
    "ACTIVE_STATUSES",
    "DEFAULT_CACHE_SIZE",
    "AheadRow",
    "Database",
    "GameRow",
    "GuildSettingsRow",
    "Migration",
    "ModerationEntry",
    "MoveRow",
    "NoteRow",
    "OrderRow",
    "SeatRow",
    "SnapshotRow",
    "TimerRow",
    "load_migrations",
]
