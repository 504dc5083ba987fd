"""Storage errors the service can catch without knowing which database is behind them."""

from __future__ import annotations


class StorageError(Exception):
    """The database refused or failed a statement (SQLite or PostgreSQL alike)."""


class IntegrityError(StorageError):
    """A write broke a constraint: a second active game in a channel, a reused move number."""


class StaleGame(StorageError):
    """Another writer (another process, or an earlier click) changed the game since it was
    read: the write was not made and the reader's cached copy of the game is out of date."""


class MovedSince(StorageError):
    """A move's transaction found a move logged after the moment its command was sent: nothing
    was written, and the caller's full binding check decides whether it still applies."""
