"""The timer dispatcher: fires each due timer through the handler registered for its kind.

Timers live in the database (they survive restarts). Every timer is armed for one move number
(`payload["seq"]`): when the game has moved on, or is not running, the timer is stale and is
dropped unfired. The dispatcher knows no kind of timer; parts of the service register theirs.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from bot.service.outcomes import Outcome
from bot.service.tables import Tables
from storage import GameRow, TimerRow

TimerHandler = Callable[[TimerRow, GameRow], Awaitable[Outcome | None]]
"""Called under the game's lock with a timer that is due and current; deletes it if done."""


class TimerDispatch:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._handlers: dict[str, TimerHandler] = {}

    def register(self, kind: str, handler: TimerHandler) -> None:
        if kind in self._handlers:
            raise ValueError(f"timer kind {kind!r} has a handler already")
        self._handlers[kind] = handler

    async def next_due(self) -> float | None:
        """Epoch seconds of the earliest running timer (None when nothing is scheduled)."""
        return await self.tables.db.next_due()

    async def fire_due(self) -> list[Outcome]:
        """Fires every timer due at `clock()`; stale ones (the game moved on) are dropped."""
        outcomes = []
        for timer in await self.tables.db.due_timers(self.tables.clock()):
            async with self.tables.lock(timer.game_id):
                outcome = await self._fire(timer.id, timer.game_id)
            if outcome is not None:
                outcomes.append(outcome)
        return outcomes

    async def _fire(self, timer_id: int, game_id: int) -> Outcome | None:
        db = self.tables.db
        timer = next((t for t in await db.timers(game_id) if t.id == timer_id), None)
        if timer is None or timer.due is None or timer.due > self.tables.clock():
            return None
        row = await self.tables.row(game_id)
        handler = self._handlers.get(timer.kind)
        current = timer.payload.get("seq") == await db.move_count(game_id)
        if handler is None or row.status != "running" or not current:
            await db.delete_timer(timer_id)
            return None
        return await handler(timer, row)
