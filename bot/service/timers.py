"""The timer dispatcher: fires each due timer through the handler registered for its kind.

Timers live in the database (they survive restarts). Every timer is armed for one move number
(`payload["seq"]`): when the game has moved on, or is not in a status its kind fires in (by
default only a running game), the timer is stale and is dropped unfired. The dispatcher knows
no kind of timer; parts of the service register theirs.

A timer is claimed inside the transaction that applies it (`Database.claim_timer`: on
PostgreSQL `FOR UPDATE SKIP LOCKED`), so its effect and its deletion commit together and two
processes never both fire it; what it says is delivered after the commit. A process that runs
some of Discord's shards fires only the timers of its shards' guilds.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable

from bot.service.outcomes import Outcome
from bot.service.tables import Tables
from storage import GameRow, Shards, StaleGame, TimerRow

TimerHandler = Callable[[TimerRow, GameRow], Awaitable[Outcome | None]]
"""Called under the game's lock, inside the transaction that claimed the timer, with a timer
that is due and current; deletes it if done."""

_log = logging.getLogger(__name__)


class TimerDispatch:
    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self._handlers: dict[str, TimerHandler] = {}
        self._statuses: dict[str, tuple[str, ...]] = {}
        self.shards: Shards | None = None
        """The shards whose guilds' timers this process fires (None: every timer)."""

    def register(
        self, kind: str, handler: TimerHandler, statuses: tuple[str, ...] = ("running",)
    ) -> None:
        """`handler` fires the timers of `kind` in games of `statuses`."""
        if kind in self._handlers:
            raise ValueError(f"timer kind {kind!r} has a handler already")
        self._handlers[kind] = handler
        self._statuses[kind] = statuses

    async def next_due(self) -> float | None:
        """Epoch seconds of the earliest running timer (None when nothing is scheduled)."""
        return await self.tables.db.next_due(self.shards)

    async def fire_due(self) -> list[Outcome]:
        """Fires every timer due at `clock()`; stale ones (the game moved on) are dropped."""
        outcomes = []
        for timer in await self.tables.db.due_timers(self.tables.clock(), self.shards):
            async with self.tables.lock(timer.game_id):
                try:
                    outcome = await self._fire(timer.id, timer.game_id)
                except StaleGame:
                    self.tables.forget(timer.game_id)
                    _log.info("game %s changed while its timer fired; retried later", timer.game_id)
                    continue
            if outcome is not None:
                outcomes.append(outcome)
        return outcomes

    async def _fire(self, timer_id: int, game_id: int) -> Outcome | None:
        db = self.tables.db
        async with db.transaction():
            timer = await db.claim_timer(timer_id, self.tables.clock())
            if timer is None:
                return None
            row = await self.tables.row(game_id)
            with db.expecting(row.id, row.version):
                handler = self._handlers.get(timer.kind)
                current = timer.payload.get("seq") == await db.move_count(game_id)
                fires = row.status in self._statuses.get(timer.kind, ())
                if handler is None or not fires or not current:
                    await db.delete_timer(timer_id)
                    return None
                return await handler(timer, row)
