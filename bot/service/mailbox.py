"""Private notes that could not be delivered by DM: kept until the player next shows up.

A note is never lost: the adapter keeps one whose DM failed (closed DMs) and hands it to the
player privately at their next interaction with the bot.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.service.tables import Tables
from storage import NoteRow


class Mailbox:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.db = tables.db

    async def keep_note(self, user_id: int, text: str, game_id: int | None) -> bool:
        """Keeps a note; True when it is the user's first one waiting (say so in the channel
        once, not for every note)."""
        first = not await self.db.notes_of_user(user_id)
        async with self.db.transaction():
            await self.db.keep_note(user_id, text, game_id=game_id, at=self.tables.clock())
        return first

    async def notes_for(self, user_id: int) -> list[NoteRow]:
        """The user's kept notes, oldest first; `delivered` removes them once shown."""
        return await self.db.notes_of_user(user_id)

    async def delivered(self, note_ids: Iterable[int]) -> None:
        async with self.db.transaction():
            await self.db.delete_notes(note_ids)
