"""Away periods: a player says when they are gone, and each game's away policy applies.

`/away set` stores one period per user, across all their games (`storage` table `away`). At a
deadline that finds a player who is away among those the game waits for, the game's away policy
(`/mod settings`, see `bot.service.deadlines`) decides:

- `extend`: the deadline moves to the player's return plus one ordinary decision time, at most
  `away_cap_days` in all for that player in that game (each extension is logged as an
  "away_extend" entry of the moderation log, which the cap sums). The channel is told once per
  absence, with the date; once the cap is spent, the game's ordinary deadline policy applies.
- `defaults`: when everyone the game waits for is away, the bot plays their defaults as a
  deadline with `auto` would; otherwise the ordinary policy applies to the late.

Standing orders need nothing from here: they are adopted when a phase opens, away or not.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.gamelog import Table
from bot.service.access import user_of
from bot.service.actor import Actor
from bot.service.dates import parse_when, shown
from bot.service.deadlines import DEFAULT_SETTINGS, discord_date, discord_timestamp
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.schedule import DEADLINE_KINDS, REMINDER
from bot.service.tables import Tables
from rules.core import Message, register_templates
from storage import AwayRow, Database, GameRow, SeatRow, TimerRow

register_templates(
    {
        "service.away_in_past": "{value} has already passed; give the day you will be back.",
        "service.away_too_far": "{value} is more than a year away; give a day within a year.",
        "service.away_ends_first": "Your absence has to end after it starts.",
        "service.away_now": (
            "You are away from {starts} until {until} ({relative}), in all your games."
        ),
        "service.away_games": "It applies to your {count} open games.",
        "service.away_no_games": (
            "You are in no open game now; it will apply to the games you join before it ends."
        ),
        "service.away_not": "You are not away. Say when you will be gone with /away set.",
        "service.away_was_not": "You were not away; nothing changed.",
        "service.away_cleared": "Welcome back: your games no longer count you as away.",
        "service.away_extended": (
            "The game waits for {players}, away until {until}: the deadline moves to {deadline}."
        ),
        "service.away_defaults": (
            "The deadline has passed while {players} is away: the bot played their default moves."
        ),
        "service.status_away": "{name} is away until {until}.",
        "service.away_settings_now": (
            "While a player is away: {policy}, for at most {days} days per player in this game."
        ),
    }
)

DAY = 86400
LONGEST = 365 * DAY
"""The furthest end of an away period: a year from now."""
EXTENDED = "away_extend"
"""The moderation log's entry for a deadline moved because a player is away."""


async def seats_away(db: Database, seats: list[SeatRow], now: float) -> dict[str, AwayRow]:
    """Seat name -> the away period of its player, for the seats whose player is away now."""
    periods = await db.away_of((s.user_id for s in seats), now)
    return {
        s.name: periods[s.user_id]
        for s in seats
        if s.user_id in periods and periods[s.user_id].covers(now)
    }


def away_line(period: AwayRow) -> Message:
    return Message(
        "service.away_now",
        {
            "starts": discord_date(period.starts),
            "until": discord_date(period.ends),
            "relative": discord_timestamp(period.ends),
        },
    )


class Away:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    # -- /away -------------------------------------------------------------------------------------

    async def set(self, actor: Actor, until: str, starting: str | None = None) -> Outcome:
        """Sets (or replaces) the actor's away period, from `starting` (now if not given) to
        `until`, both in the player's words (`bot.service.dates`)."""
        now = self.tables.clock()
        ends = parse_when(until, now)
        starts = now if starting is None else max(now, parse_when(starting, now))
        if ends <= now:
            raise ServiceError("service.away_in_past", value=shown(until))
        if ends > now + LONGEST:
            raise ServiceError("service.away_too_far", value=shown(until))
        if ends <= starts:
            raise ServiceError("service.away_ends_first")
        await self.db.set_away(actor.user_id, starts, ends, at=now)
        period = AwayRow(actor.user_id, starts, ends, now)
        games = await self.db.active_games_of_user(actor.user_id)
        if games:
            scope = Message("service.away_games", {"count": len(games)})
        else:
            scope = Message("service.away_no_games")
        return Outcome(reply=[away_line(period), scope])

    async def show(self, actor: Actor) -> Outcome:
        period = await self.db.away(actor.user_id)
        if period is None or period.ends <= self.tables.clock():
            return Outcome(reply=[Message("service.away_not")])
        return Outcome(reply=[away_line(period)])

    async def clear(self, actor: Actor) -> Outcome:
        period = await self.db.away(actor.user_id)
        await self.db.clear_away(actor.user_id)
        if period is None or period.ends <= self.tables.clock():
            return Outcome(reply=[Message("service.away_was_not")])
        return Outcome(reply=[Message("service.away_cleared")])

    # -- at a deadline -----------------------------------------------------------------------------

    async def at_deadline(
        self,
        timer: TimerRow,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        waiting: list[str],
    ) -> Outcome | None:
        """The away policy at a deadline that waits for someone away; None when it does not
        apply (nobody waited for is away, the cap is spent) and the ordinary policy decides."""
        now = self.tables.clock()
        away = {p: a for p, a in (await seats_away(self.db, seats, now)).items() if p in waiting}
        if not away:
            return None
        settings = {**DEFAULT_SETTINGS, **row.settings}
        if settings["away_policy"] == "defaults":
            if set(away) != set(waiting):
                return None
            return await self.pipeline.play_for_the_late(
                row, seats, table, seq, waiting, "service.away_defaults"
            )
        return await self._extend(timer, row, seats, away, settings)

    async def _extend(
        self,
        timer: TimerRow,
        row: GameRow,
        seats: list[SeatRow],
        away: Mapping[str, AwayRow],
        settings: Mapping[str, Any],
    ) -> Outcome | None:
        users = user_of(seats)
        log = [e for e in await self.db.actions(row.id) if e.action == EXTENDED]
        cap = settings["away_cap_days"] * DAY
        used = {p: sum(e.detail["seconds"] for e in log if e.detail["player"] == p) for p in away}
        room = min(cap - used[p] for p in away)
        back = max(a.ends for a in away.values()) + (settings["deadline_minutes"] or 0) * 60
        due = timer.due if timer.due is not None else self.tables.clock()
        seconds = min(back - due, room)
        if seconds <= 0:
            return None
        now = self.tables.clock()
        await self.db.shift_timers(row.id, seconds, DEADLINE_KINDS)
        new_due = due + seconds
        for before in settings["reminders"]:
            if new_due - before * 60 > now:
                payload = {**timer.payload, "minutes_before": before}
                await self.db.add_timer(row.id, REMINDER, new_due - before * 60, payload)
        told = {(e.detail.get("player"), e.detail.get("until")) for e in log}
        for player, period in away.items():
            detail = {"player": player, "seconds": seconds, "until": period.ends}
            await self.db.log_action(row.id, users[player], EXTENDED, detail, at=now)
        if all((p, a.ends) in told for p, a in away.items()):
            return Outcome(game_id=row.id)
        line = Message(
            "service.away_extended",
            {
                "players": list(away),
                "until": discord_date(max(a.ends for a in away.values())),
                "deadline": discord_timestamp(new_due),
            },
        )
        return Outcome(posts=[Post(row.channel_id, [line], row.id)], game_id=row.id)
