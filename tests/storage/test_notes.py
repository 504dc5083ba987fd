"""Undelivered private notes: kept until shown, per user, oldest first, deleted once delivered."""

from __future__ import annotations

import asyncio
from functools import partial
from pathlib import Path
from typing import Any

from storage import Database


async def test_notes_are_kept_per_user_until_delivered(db_target: str | Path):
    path = db_target
    db = await Database.open(path)
    game_id = await db.create_game(
        guild_id=1, channel_id=5, kind="imhotep", host_id=1, options={}, seed=3, at=0.0
    )
    first = await db.keep_note(7, "Your secret card: tomb", game_id=game_id, at=10.0)
    await db.keep_note(8, "Someone else's note", game_id=game_id, at=11.0)
    second = await db.keep_note(7, "The deadline moved", game_id=None, at=12.0)
    await db.close()

    db = await Database.open(path)  # a restart loses nothing
    try:
        notes = await db.notes_of_user(7)
        assert [(n.id, n.game_id, n.text, n.created_at) for n in notes] == [
            (first, game_id, "Your secret card: tomb", 10.0),
            (second, None, "The deadline moved", 12.0),
        ]
        assert await db.notes_of_user(9) == []
        await db.delete_notes([first, 12345])
        assert [n.text for n in await db.notes_of_user(7)] == ["The deadline moved"]
        assert [n.text for n in await db.notes_of_user(8)] == ["Someone else's note"]
        await db.delete_notes([])
        await db.delete_notes([second])
        assert await db.notes_of_user(7) == []
    finally:
        await db.close()


async def test_long_notes_keep_every_character(db_target: str | Path):
    db = await Database.open(db_target)
    try:
        text = "Ünïcödé ✓ " * 400
        note = await db.keep_note(1, text, game_id=None, at=0.0)
        assert [(n.id, n.text) for n in await db.notes_of_user(1)] == [(note, text)]
    finally:
        await db.close()


async def test_a_note_kept_after_none_was_found_is_found(db_target: str | Path):
    """SQLite's one writer remembers who has no note (no trip at the next interaction); a note
    kept later, even while a read that found none is still being answered, is found."""
    db = await Database.open(db_target)
    try:
        assert await db.notes_of_user(1) == []
        trips = db.backend._conn.queued if not db.shared else 0  # type: ignore[attr-defined]
        assert await db.notes_of_user(1) == []
        if not db.shared:
            assert db.backend._conn.queued == trips  # type: ignore[attr-defined]
        first = await db.keep_note(1, "Your turn", game_id=None, at=1.0)
        assert [n.id for n in await db.notes_of_user(1)] == [first]
        await db.delete_notes([first])
        answered = asyncio.Event()
        go_on = asyncio.Event()

        async def held(read: Any, sql: str, params: Any = ()) -> Any:
            result = await read(sql, params)
            answered.set()
            await go_on.wait()
            return result

        db._all = partial(held, db._all)  # type: ignore[method-assign]
        found_none = asyncio.create_task(db.notes_of_user(1))
        await answered.wait()
        del db._all
        second = await db.keep_note(1, "The deadline moved", game_id=None, at=2.0)
        go_on.set()
        assert await found_none == []
        assert [n.id for n in await db.notes_of_user(1)] == [second]
    finally:
        await db.close()
