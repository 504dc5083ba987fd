"""The bot's settings, read once from the environment and an optional `.env` file.

Real environment variables win over the file, so a deployment can override a checked-in `.env`.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from dotenv import dotenv_values

from storage import Shards
from storage.backend import is_postgres
from storage.sqlite import SYNCHRONOUS

DEFAULT_DB = "./meeplepost.db"
DEFAULT_LOG_LEVEL = "INFO"
DEFAULT_CACHED_GAMES = 500


@dataclass(frozen=True)
class Settings:
    """What the bot needs to run. `token` may be None so that tests and the CLI can build one."""

    token: str | None = None
    db_path: str = DEFAULT_DB
    """MEEPLEPOST_DB: an SQLite file path, or a postgresql:// URL (needs meeplepost[postgres])."""
    log_level: str = DEFAULT_LOG_LEVEL
    dev_guild: int | None = None
    """Sync slash commands to this guild only (instant), instead of globally (slow to appear)."""
    cached_games: int = DEFAULT_CACHED_GAMES
    """Running games kept in memory; the others are reloaded from the database when used."""
    render_workers: int | None = None
    """MEEPLEPOST_RENDER_WORKERS: processes that draw boards, None for one per core; 0 draws in
    one thread of the bot's process (tiny hosts, tests)."""
    shards: Shards | None = None
    """MEEPLEPOST_SHARD_COUNT and MEEPLEPOST_SHARD_IDS: the Discord shards this process runs
    (several processes on one PostgreSQL database); None: one process runs them all."""
    sqlite_synchronous: str | None = None
    """MEEPLEPOST_SQLITE_SYNCHRONOUS: how far an SQLite commit waits for the disk (OFF, NORMAL,
    FULL or EXTRA; None: SQLite's FULL). OFF answers moves fastest: no commit waits, and a
    move's write runs on the event loop without a hand-off to the database thread."""

    @classmethod
    def from_env(cls, env_file: str | None = ".env") -> Settings:
        """Reads DISCORD_TOKEN, MEEPLEPOST_DB, MEEPLEPOST_LOG_LEVEL, MEEPLEPOST_DEV_GUILD,
        MEEPLEPOST_CACHED_GAMES, MEEPLEPOST_RENDER_WORKERS, MEEPLEPOST_SHARD_COUNT,
        MEEPLEPOST_SHARD_IDS and MEEPLEPOST_SQLITE_SYNCHRONOUS."""
        values: dict[str, str | None] = {}
        if env_file is not None and Path(env_file).is_file():
            values.update(dotenv_values(env_file))
        values.update(os.environ)
        return cls.from_mapping(values)

    @classmethod
    def from_mapping(cls, values: Mapping[str, str | None]) -> Settings:
        """Settings from already-collected variables; a bad value raises ValueError naming it."""
        dev_guild = (values.get("MEEPLEPOST_DEV_GUILD") or "").strip()
        if dev_guild and not dev_guild.isdigit():
            raise ValueError(f"MEEPLEPOST_DEV_GUILD must be a guild id (digits), not {dev_guild!r}")
        level = (values.get("MEEPLEPOST_LOG_LEVEL") or DEFAULT_LOG_LEVEL).strip().upper()
        if level not in {"CRITICAL", "ERROR", "WARNING", "INFO", "DEBUG"}:
            raise ValueError(
                f"MEEPLEPOST_LOG_LEVEL must be DEBUG, INFO, WARNING or ERROR, not {level!r}"
            )
        cached = (values.get("MEEPLEPOST_CACHED_GAMES") or "").strip()
        if cached and not (cached.isdigit() and int(cached) >= 1):
            raise ValueError(f"MEEPLEPOST_CACHED_GAMES must be a whole number >= 1, not {cached!r}")
        workers = (values.get("MEEPLEPOST_RENDER_WORKERS") or "").strip()
        if workers and not workers.isdigit():
            raise ValueError(
                f"MEEPLEPOST_RENDER_WORKERS must be a whole number >= 0, not {workers!r}"
            )
        db = (values.get("MEEPLEPOST_DB") or "").strip() or DEFAULT_DB
        shards = _shards(values)
        if shards is not None and not is_postgres(db):
            raise ValueError(
                "MEEPLEPOST_SHARD_COUNT runs several processes, which share a PostgreSQL "
                "database: set MEEPLEPOST_DB to a postgresql:// URL"
            )
        synchronous = (values.get("MEEPLEPOST_SQLITE_SYNCHRONOUS") or "").strip().upper()
        if synchronous and synchronous not in SYNCHRONOUS:
            raise ValueError(
                f"MEEPLEPOST_SQLITE_SYNCHRONOUS must be {', '.join(SYNCHRONOUS)}, not "
                f"{synchronous!r}"
            )
        if synchronous and is_postgres(db):
            raise ValueError(
                "MEEPLEPOST_SQLITE_SYNCHRONOUS is a setting of an SQLite file: leave it empty "
                "with a postgresql:// MEEPLEPOST_DB"
            )
        return cls(
            token=(values.get("DISCORD_TOKEN") or "").strip() or None,
            db_path=db,
            log_level=level,
            dev_guild=int(dev_guild) if dev_guild else None,
            cached_games=int(cached) if cached else DEFAULT_CACHED_GAMES,
            render_workers=int(workers) if workers else None,
            shards=shards,
            sqlite_synchronous=synchronous or None,
        )


def _shards(values: Mapping[str, str | None]) -> Shards | None:
    """MEEPLEPOST_SHARD_COUNT (a whole number) and MEEPLEPOST_SHARD_IDS (comma-separated ids
    below it; default: all of them), or None when neither is set."""
    count_text = (values.get("MEEPLEPOST_SHARD_COUNT") or "").strip()
    ids_text = (values.get("MEEPLEPOST_SHARD_IDS") or "").strip()
    if not count_text:
        if ids_text:
            raise ValueError("MEEPLEPOST_SHARD_IDS needs MEEPLEPOST_SHARD_COUNT as well")
        return None
    if not (count_text.isdigit() and int(count_text) >= 1):
        raise ValueError(f"MEEPLEPOST_SHARD_COUNT must be a whole number >= 1, not {count_text!r}")
    count = int(count_text)
    parts = [p.strip() for p in ids_text.split(",")] if ids_text else []
    if not all(p.isdigit() for p in parts):
        raise ValueError(
            f"MEEPLEPOST_SHARD_IDS must be shard numbers separated by commas, not {ids_text!r}"
        )
    ids = tuple(sorted({int(p) for p in parts})) if parts else tuple(range(count))
    if any(i >= count for i in ids):
        raise ValueError(
            f"MEEPLEPOST_SHARD_IDS {ids_text!r} must be below MEEPLEPOST_SHARD_COUNT ({count})"
        )
    return Shards(count, ids)
