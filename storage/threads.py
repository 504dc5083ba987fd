"""A guild's thread setting: whether new games open in a thread of their channel.

A mix-in of `Database`, like `storage.stats`."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from storage.backend import Row


class ThreadTables:
    """Repository methods for `thread_settings` (mixed into `Database`)."""

    if TYPE_CHECKING:

        async def _write(self, sql: str, params: Sequence[Any] = ()) -> None: ...
        async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...

    async def threads_on(self, guild_id: int) -> bool:
        """True when the guild's new games open in a thread by default."""
        row = await self._one("SELECT threads FROM thread_settings WHERE guild_id = ?", (guild_id,))
        return row is not None and bool(row["threads"])

    async def set_threads_on(self, guild_id: int, on: bool) -> None:
        await self._write(
            "INSERT INTO thread_settings (guild_id, threads) VALUES (?, ?)"
            " ON CONFLICT (guild_id) DO UPDATE SET threads = excluded.threads",
            (guild_id, int(on)),
        )
