"""The deadline and its reminders: what happens when a decision's time runs out or nears."""

from __future__ import annotations

import logging

from bot.service.access import names, user_of
from bot.service.away import Away
from bot.service.deadlines import DEFAULT_SETTINGS, discord_timestamp
from bot.service.outcomes import Outcome, Post
from bot.service.pipeline import Pipeline
from bot.service.schedule import DEADLINE, REMINDER
from bot.service.tables import Tables
from bot.service.timers import TimerDispatch
from rules.core import Message, RuleError
from storage import GameRow, TimerRow

_log = logging.getLogger(__name__)


class Deadlines:
    """Handlers of the `deadline` and `reminder` timers that `schedule.arm_timers` sets."""

    def __init__(
        self, tables: Tables, pipeline: Pipeline, dispatch: TimerDispatch, away: Away
    ) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline
        self.away = away
        dispatch.register(REMINDER, self.remind)
        dispatch.register(DEADLINE, self.expire)

    async def _waiting(self, row: GameRow) -> tuple[list[str], list[int]]:
        seats = await self.db.seats(row.id)
        table, _ = await self.tables.load(row, seats)
        waiting = await self.pipeline.waiting(table, seats, row.id)
        users = user_of(seats)
        return waiting, [users[p] for p in waiting if p in users]

    async def remind(self, timer: TimerRow, row: GameRow) -> Outcome | None:
        """Pings whoever the game still waits for, with the deadline."""
        await self.db.delete_timer(timer.id)
        deadline = next((t.due for t in await self.db.timers(row.id) if t.kind == DEADLINE), None)
        if deadline is None or deadline <= self.tables.clock():
            return None  # the deadline itself is due too (say, after downtime): it speaks
        waiting, ping = await self._waiting(row)
        line = Message(
            "service.reminder", {"players": names(waiting), "deadline": discord_timestamp(deadline)}
        )
        return Outcome(posts=[Post(row.channel_id, [line], row.id, ping=ping)], game_id=row.id)

    async def expire(self, timer: TimerRow, row: GameRow) -> Outcome | None:
        """At the deadline, the away policy for the late who are away (`bot.service.away`);
        else the game's policy: play for the late, or wait and say so."""
        settings = {**DEFAULT_SETTINGS, **row.settings}
        seats = await self.db.seats(row.id)
        table, seq = await self.tables.load(row, seats)
        waiting = await self.pipeline.waiting(table, seats, row.id)
        try:
            outcome = await self.away.at_deadline(timer, row, seats, table, seq, waiting)
        except RuleError:
            _log.exception("game %s: no automatic move for the away; ordinary policy", row.id)
            outcome = None
        if outcome is not None:
            return outcome
        if settings["on_deadline"] == "auto":
            try:
                return await self.pipeline.play_for_the_late(row, seats, table, seq, waiting)
            except RuleError:
                _log.exception("game %s: no automatic move at the deadline; waiting", row.id)
        await self.db.delete_timer(timer.id)
        waiting, ping = await self._waiting(row)
        line = Message("service.deadline_wait", {"players": list(waiting)})
        outcome = Outcome(posts=[Post(row.channel_id, [line], row.id, ping=ping)], game_id=row.id)
        if row.guild_id is not None:
            role = (await self.db.guild_settings(row.guild_id)).moderator_role
            if role is not None:
                outcome.data["ping_role"] = role
        return outcome
