"""A move's answer does not wait for another game's post to come back from the database.

Under a burst, every post's delivery writes which message is its game's turn message, while
other games' moves write their batches. On SQLite those writes are one call each on the
database thread, which runs them in turn; a move's batch used to wait, in an asyncio lock, for
each earlier write's answer to get back to a busy event loop (docs/boards-and-delivery.md).
Here one game's post tracking its turn message is held on its way back to the loop: the other
game's move is answered meanwhile, and both games end as they would have.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fakeclock import FakeClock
from harness import CHANNEL_ID, OTHER_CHANNEL_ID, Harness, User, running_bot

from bot.discord_app import DEFER_AFTER
from storage.sqlite import SqliteBackend

ANSWERED = 4
"""An interaction callback that answers with a message (a deferral is 5)."""


async def open_game(h: Harness, channel_id: int, names: tuple[str, str]) -> tuple[User, int]:
    """A started Imhotep game in `channel_id`; its first player and its id."""
    ann, bob = h.user(names[0]), h.user(names[1])
    await h.slash(ann, "game create", channel_id=channel_id, game="imhotep")
    await h.slash(bob, "game join", channel_id=channel_id)
    await h.slash(ann, "game start", channel_id=channel_id)
    info = await h.bot.service.game_in_channel(channel_id)
    assert info is not None
    [(first, _)] = await h.bot.service.pending(info.id)
    return {ann.id: ann, bob.id: bob}[first], info.id


async def until(condition: Callable[[], bool], seconds: float) -> bool:
    deadline = time.monotonic() + seconds
    while not condition():
        if time.monotonic() > deadline:
            return False
        await asyncio.sleep(0.005)
    return True


async def test_a_move_is_answered_while_another_games_post_is_still_being_tracked(
    db_path: Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    async with running_bot(db_path, clock) as h:
        first, first_game = await open_game(h, CHANNEL_ID, ("ann", "bob"))
        other, other_game = await open_game(h, OTHER_CHANNEL_ID, ("cat", "dan"))
        backend = h.bot.service.db.backend
        assert isinstance(backend, SqliteBackend)
        conn = backend._conn
        real = conn.execute_insert
        gate = asyncio.Event()
        held: list[tuple[Any, ...]] = []

        async def held_on_its_way_back(sql: str, params: Any = None) -> Any:
            result = await real(sql, params)
            if "INSERT INTO messages" in sql and not held:
                held.append(tuple(params))  # written; its answer is slow to reach its task
                await gate.wait()
            return result

        monkeypatch.setattr(conn, "execute_insert", held_on_its_way_back)
        before = asyncio.all_tasks()
        h._parse(h.slash_payload(first, "imhotep take", channel_id=CHANNEL_ID))
        assert await until(lambda: bool(held), 3.0), "the first game's post tracks its turn message"
        assert held[0][:2] == (first_game, "turn")
        start = len(h.sent)
        h._parse(h.slash_payload(other, "imhotep take", channel_id=OTHER_CHANNEL_ID))
        answered = await until(  # within `DEFER_AFTER`: answered, not deferred
            lambda: any(
                s.response_type == ANSWERED and s.channel_id == OTHER_CHANNEL_ID
                for s in h.sent[start:]
            ),
            DEFER_AFTER,
        )
        gate.set()
        await asyncio.gather(*(asyncio.all_tasks() - before - {asyncio.current_task()}))
        assert answered, "the other game's move waited for the first game's post"
        assert await h.bot.service.db.move_count(first_game) == 1
        assert await h.bot.service.db.move_count(other_game) == 1
        tracked = await h.bot.service.db.tracked_message(first_game, "turn")
        assert tracked is not None and tracked[1] == held[0][3]
