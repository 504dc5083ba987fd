"""Moderation: pause and resume, deadlines and settings, seats, forcing play on, rolling back.

Moderators (Manage Server or the guild's moderator role, decided by the adapter) may do all of
it; the host manages their own game before it starts. Every action is logged in the game's
moderation log.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from bot.gamelog import Table
from bot.service.access import require_host_or_moderator, require_moderator, user_of
from bot.service.actor import Actor
from bot.service.binding import (
    UNBOUND,
    Issued,
    require_no_moves_since,
    require_unmoderated_since,
)
from bot.service.deadlines import (
    DEFAULT_SETTINGS,
    check_minutes,
    discord_timestamp,
    merged_settings,
)
from bot.service.names import plain
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.schedule import (
    DEADLINE_KINDS,
    REMINDER,
    STANDIN_VOTE,
    arm_timers,
    deadline_lines,
)
from bot.service.stats import withdraw_game_end
from bot.service.tables import Tables
from rules.core import Message
from storage import GameRow, IntegrityError

AWAY_DEFAULTS = {k: DEFAULT_SETTINGS[k] for k in ("away_policy", "away_cap_days")}
"""Shown with the deadline settings when they differ from these, or were just set."""


def away_settings_line(settings: Mapping[str, Any]) -> Message:
    policy = f"away_{settings['away_policy']}"  # its own term: "extend" is also /mod extend
    params = {"policy": policy, "days": settings["away_cap_days"]}
    return Message("service.away_settings_now", params)


def standin_vote_line(settings: Mapping[str, Any]) -> Message:
    on = bool(settings.get("standin_vote", DEFAULT_SETTINGS["standin_vote"]))
    return Message("service.standin_vote_allowed" if on else "service.standin_vote_not_allowed")


def settings_line(settings: Mapping[str, Any]) -> Message:
    minutes = settings["deadline_minutes"]
    reminders = settings["reminders"]
    return Message(
        "service.settings_now",
        {
            "deadline": "none" if minutes is None else f"{minutes} min",
            "reminders": ", ".join(f"{m} min" for m in reminders) or "none",
            "policy": settings["on_deadline"],
        },
    )


@dataclasses.dataclass(frozen=True)
class Cut:
    """A cut of the log back to its first `keep` moves, logged as `action` with `detail`."""

    keep: int
    action: str
    detail: dict[str, Any]
    status: str = "running"
    clear_orders: bool = False
    """Drop every secret order and order given ahead (a rollback may reopen any phase)."""


async def cut_log(
    tables: Tables, row: GameRow, table: Table, actor: Actor, cut: Cut, *, armed_at: float
) -> bool:
    """Takes moves back, the one way both `/mod rollback` and a player's undo do it: the log is
    cut to `cut.keep` moves (`table` is the game after them) in one transaction with the
    moderation log's entry, and the timers are armed for the decision pending then, as if it
    had opened at `armed_at` (reminders already past are not sent again). A game that had
    ended loses its recorded result in the same transaction (`withdraw_game_end`); True when
    it had one."""
    db, now = tables.db, tables.clock()
    tables.forget(row.id)
    withdrawn = False
    async with db.transaction():
        await db.truncate_moves(row.id, cut.keep)
        if row.status == "over" and cut.status != "over":
            withdrawn = await withdraw_game_end(db, row.id)
        if cut.clear_orders:
            await db.clear_orders(row.id)
            await db.clear_orders_ahead(row.id)
        if cut.status != row.status:
            await db.set_status(row.id, cut.status, at=now)
        await db.log_action(row.id, actor.user_id, cut.action, cut.detail, at=now)
        await arm_timers(db, row, table, cut.keep, cut.status, armed_at)
        if armed_at < now:
            for timer in await db.timers(row.id):
                if timer.kind == REMINDER and timer.due is not None and timer.due <= now:
                    await db.delete_timer(timer.id)
    tables.remember(row.id, cut.keep, table)
    return withdrawn


class Moderation:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def force(self, actor: Actor, channel_id: int, issued: Issued = UNBOUND) -> Outcome:
        """A moderator moves the game on now, as an automatic deadline would: the decision
        they saw when they sent it (`issued`), or nothing."""
        require_moderator(actor, "/mod force")
        async with self.tables.locked_channel(channel_id) as row:
            seats, table, seq = await self.tables.running(row)
            await require_unmoderated_since(self.tables, row.id, issued)
            await require_no_moves_since(self.tables, row.id, seq, issued)
            waiting = await self.pipeline.waiting(table, seats, row.id)
            if not waiting:
                raise ServiceError("service.nothing_to_force")
            detail = {"waiting": waiting, "seq": seq}
            async with self.db.transaction():
                await self.db.log_action(
                    row.id, actor.user_id, "force", detail, at=self.tables.clock()
                )
                return await self.pipeline.play_for_the_late(
                    row, seats, table, seq, waiting, "service.forced", plain(actor.name)
                )

    async def pause(self, actor: Actor, channel_id: int, issued: Issued = UNBOUND) -> Outcome:
        """Stops play and the clock; the deadline keeps the time it had left."""
        require_moderator(actor, "/mod pause")
        async with self.tables.locked_channel(channel_id) as row:
            await require_unmoderated_since(self.tables, row.id, issued)
            if row.status == "paused":
                raise ServiceError("service.already_paused")
            await self.tables.running(row)
            now = self.tables.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "paused", at=now)
                await self.db.pause_timers(row.id, now, DEADLINE_KINDS)
                await self.db.log_action(row.id, actor.user_id, "pause", {}, at=now)
            line = Message("service.paused", {"by": plain(actor.name)})
            return Outcome(posts=[Post(channel_id, [line], row.id, answers=True)], game_id=row.id)

    async def resume(self, actor: Actor, channel_id: int, issued: Issued = UNBOUND) -> Outcome:
        require_moderator(actor, "/mod resume")
        async with self.tables.locked_channel(channel_id) as row:
            await require_unmoderated_since(self.tables, row.id, issued)
            if row.status != "paused":
                raise ServiceError("service.not_paused")
            now = self.tables.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "running", at=now)
                await self.db.resume_timers(row.id, now)
                await self.db.log_action(row.id, actor.user_id, "resume", {}, at=now)
            seats = await self.db.seats(row.id)
            table, _ = await self.tables.load(row, seats)
            waiting = await self.pipeline.waiting(table, seats, row.id)
            users = user_of(seats)
            lines = [Message("service.resumed", {"by": plain(actor.name)})]
            lines.extend(await deadline_lines(self.db, row.id))
            post = Post(channel_id, lines, row.id, ping=[users[p] for p in waiting], answers=True)
            return Outcome(posts=[post], game_id=row.id)

    async def extend(
        self, actor: Actor, channel_id: int, minutes: int, issued: Issued = UNBOUND
    ) -> Outcome:
        """Moves the deadline (and reminders) later; after an expired `wait` deadline, it sets
        a new one `minutes` from now. Only the deadline of the decision its sender saw."""
        require_moderator(actor, "/mod extend")
        minutes = check_minutes(minutes)
        async with self.tables.locked_channel(channel_id) as row:
            if row.status not in ("running", "paused"):
                raise ServiceError("service.not_started", game_id=row.id)
            await require_unmoderated_since(self.tables, row.id, issued)
            await require_no_moves_since(
                self.tables, row.id, await self.db.move_count(row.id), issued
            )
            now = self.tables.clock()
            timers = await self.db.timers(row.id)
            deadline = next((t for t in timers if t.kind == "deadline"), None)
            async with self.db.transaction():
                if deadline is not None:
                    await self.db.shift_timers(row.id, minutes * 60, DEADLINE_KINDS)
                else:
                    if row.settings.get("deadline_minutes") is None:
                        raise ServiceError("service.no_deadline")
                    seats = await self.db.seats(row.id)
                    table, seq = await self.tables.load(row, seats)
                    if not table.game.pending(table.state):
                        raise ServiceError("service.no_deadline")
                    await self.db.add_timer(
                        row.id, "deadline", now + minutes * 60, {"game": row.id, "seq": seq}
                    )
                    if row.status == "paused":
                        await self.db.pause_timers(row.id, now, DEADLINE_KINDS)
                await self.db.log_action(
                    row.id, actor.user_id, "extend", {"minutes": minutes}, at=now
                )
            new = next(t for t in await self.db.timers(row.id) if t.kind == "deadline")
            due = new.due if new.due is not None else now + (new.remaining or 0)
            line = Message(
                "service.extended",
                {"by": plain(actor.name), "minutes": minutes, "deadline": discord_timestamp(due)},
            )
            return Outcome(posts=[Post(channel_id, [line], row.id, answers=True)], game_id=row.id)

    async def replace(
        self,
        actor: Actor,
        channel_id: int,
        old_user_id: int,
        new_user_id: int,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """The new user takes over every seat of the old one; seat names stay."""
        async with self.tables.locked_channel(channel_id) as row:
            require_host_or_moderator(actor, row, "/mod replace")
            await require_unmoderated_since(self.tables, row.id, issued)
            seats = await self.db.seats(row.id)
            old = [s for s in seats if s.user_id == old_user_id]
            if not old:
                raise ServiceError("service.user_not_seated")
            taken = next((s for s in seats if s.user_id == new_user_id), None)
            if taken is not None:
                raise ServiceError("service.user_already_seated", name=taken.name)
            now = self.tables.clock()
            async with self.db.transaction():
                for seat in old:
                    await self.db.set_seat_user(row.id, seat.seat, new_user_id)
                detail = {"old": old_user_id, "new": new_user_id}
                await self.db.log_action(row.id, actor.user_id, "replace", detail, at=now)
            lines = [Message("service.replaced", {"name": seat.name}) for seat in old]
            post = Post(channel_id, lines, row.id, ping=[new_user_id], answers=True)
            if row.status == "running":
                seats = await self.db.seats(row.id)
                table, _ = await self.tables.load(row, seats)
                names = {seat.name for seat in old}
                if any(d.player in names for d in table.game.pending(table.state)):
                    post.prompt = [new_user_id]
            return Outcome(posts=[post], game_id=row.id)

    async def kick(
        self, actor: Actor, channel_id: int, user_id: int, issued: Issued = UNBOUND
    ) -> Outcome:
        """In the lobby the user's seat goes; in a game the bot plays it with default moves."""
        async with self.tables.locked_channel(channel_id) as row:
            require_host_or_moderator(actor, row, "/mod kick")
            await require_unmoderated_since(self.tables, row.id, issued)
            seats = await self.db.seats(row.id)
            theirs = [s for s in seats if s.user_id == user_id]
            if not theirs:
                raise ServiceError("service.user_not_seated")
            now = self.tables.clock()
            if row.status == "lobby":
                async with self.db.transaction():
                    for seat in sorted(theirs, key=lambda s: -s.seat):
                        await self.db.remove_seat(row.id, seat.seat)
                lines = [Message("service.kicked_lobby", {"name": s.name}) for s in theirs]
                return Outcome(
                    posts=[Post(channel_id, lines, row.id, answers=True)], game_id=row.id
                )
            present = [s for s in theirs if not s.absent]
            if not present:
                raise ServiceError("service.already_away", name=theirs[0].name)
            by = plain(actor.name)
            lines = [Message("service.kicked_running", {"name": s.name, "by": by}) for s in present]
            async with self.db.transaction():
                for seat in present:
                    await self.db.set_seat_absent(row.id, seat.seat, True)
                    await self.db.clear_orders(row.id, seat.name)
                    await self.db.clear_orders_ahead(row.id, seat.name)
                await self.db.log_action(row.id, actor.user_id, "kick", {"user": user_id}, at=now)
                if row.status != "running":
                    return Outcome(
                        posts=[Post(channel_id, lines, row.id, answers=True)], game_id=row.id
                    )
                seats = await self.db.seats(row.id)
                table, seq = await self.tables.load(row, seats)
                played = await self.pipeline.play(row, seats, table, seq, [])
            if not played.logged:
                return Outcome(
                    posts=[Post(channel_id, lines, row.id, answers=True)], game_id=row.id
                )
            return self.pipeline.outcome(row, seats, played, lines)

    async def rollback(
        self, actor: Actor, channel_id: int, moves: int = 1, issued: Issued = UNBOUND
    ) -> Outcome:
        """Truncates the log by `moves` and rebuilds; a finished game comes back to life. The
        moves counted are those its sender saw: a move or a rollback since refuses it.

        A simultaneous phase is undone whole: stopping inside its orders would leave some of
        them logged and the rest pending, so the cut moves back to the phase's start.
        """
        require_moderator(actor, "/mod rollback")
        async with self.tables.locked_channel(channel_id, latest=True) as row:
            if row.status not in ("running", "paused", "over"):
                raise ServiceError("service.not_running", game_id=row.id, status=row.status)
            total = await self.db.move_count(row.id)
            await require_unmoderated_since(self.tables, row.id, issued)
            await require_no_moves_since(self.tables, row.id, total, issued)
            if total == 0:
                raise ServiceError("service.nothing_to_roll_back")
            if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= total:
                raise ServiceError("service.bad_rollback", most=total, value=moves)
            seats = await self.db.seats(row.id)
            keep = total - moves
            table = await self.tables.build(row, seats, keep)
            while table.buffered:
                keep -= len(table.buffered)
                table = await self.tables.build(row, seats, keep)
            status = "running" if row.status == "over" else row.status
            now = self.tables.clock()
            try:
                detail = {"moves": total - keep, "to": keep}
                cut = Cut(keep, "rollback", detail, status=status, clear_orders=True)
                withdrawn = await cut_log(self.tables, row, table, actor, cut, armed_at=now)
            except IntegrityError as err:
                busy = await self.db.active_game_in_channel(channel_id)
                game_id = busy.id if busy is not None else "?"
                error = ServiceError("service.channel_busy", game_id=game_id, status="active")
                raise error from err
            params = {"by": plain(actor.name), "count": total - keep, "seq": keep}
            head = [Message("service.rolled_back", params)]
            if withdrawn:
                head.append(Message("service.stats.withdrawn"))
            outcome = self.pipeline.restart_outcome(row, seats, table, keep, head)
            outcome.data["cut"] = True  # panels drawn for the moves taken back must go
            return outcome

    async def settings(
        self,
        actor: Actor,
        channel_id: int,
        *,
        deadline_minutes: int | None = None,
        reminders: list[int] | None = None,
        on_deadline: str | None = None,
        away_policy: str | None = None,
        away_cap_days: int | None = None,
        standin_vote: bool | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Shows the game's deadline and away settings, or changes them (host before start,
        moderators).

        A change applies at once: a running deadline restarts from now with the new length.
        """
        async with self.tables.locked_channel(channel_id) as row:
            given = (
                deadline_minutes,
                reminders,
                on_deadline,
                away_policy,
                away_cap_days,
                standin_vote,
            )
            changing = any(v is not None for v in given)
            new = merged_settings(
                row.settings,
                deadline_minutes=deadline_minutes,
                reminders=reminders,
                on_deadline=on_deadline,
                away_policy=away_policy,
                away_cap_days=away_cap_days,
                standin_vote=standin_vote,
            )
            lines = [settings_line(new)]
            away = {k: new[k] for k in ("away_policy", "away_cap_days")}
            if away_policy is not None or away_cap_days is not None or away != AWAY_DEFAULTS:
                lines.append(away_settings_line(new))
            if standin_vote is not None or new["standin_vote"]:
                lines.append(standin_vote_line(new))
            if not changing:
                return Outcome(reply=lines, game_id=row.id)
            require_host_or_moderator(actor, row, "/mod settings")
            await require_unmoderated_since(self.tables, row.id, issued)
            now = self.tables.clock()
            updated = dataclasses.replace(row, settings=new)
            was = {**DEFAULT_SETTINGS, **row.settings}["standin_vote"]
            async with self.db.transaction():
                await self.db.set_game_settings(row.id, new, at=now)
                await self.db.log_action(row.id, actor.user_id, "settings", new, at=now)
                if row.status in ("running", "paused"):
                    seats = await self.db.seats(row.id)
                    table, seq = await self.tables.load(row, seats)
                    await arm_timers(self.db, updated, table, seq, row.status, now)
                    if was and not new["standin_vote"]:  # open votes close: their messages say so
                        payload = {"game": row.id, "seq": seq}
                        await self.db.add_timer(row.id, STANDIN_VOTE, now, payload)
            return Outcome(reply=lines, posts=[Post(channel_id, lines, row.id)], game_id=row.id)

    async def setup_role(self, actor: Actor, guild_id: int, role_id: int) -> Outcome:
        """Members with this role are moderators (as are those with Manage Server)."""
        require_moderator(actor, "/mod setup")
        await self.db.set_guild_settings(guild_id, moderator_role=role_id)
        return Outcome(reply=[Message("service.role_set", {"role_id": role_id})])

    async def moderator_role(self, guild_id: int) -> int | None:
        return (await self.db.guild_settings(guild_id)).moderator_role

    async def set_guild_defaults(
        self,
        actor: Actor,
        guild_id: int,
        *,
        deadline_minutes: int | None = None,
        reminders: list[int] | None = None,
        on_deadline: str | None = None,
    ) -> Outcome:
        """Deadline settings every new game of the guild starts with."""
        require_moderator(actor, "/mod defaults")
        current = (await self.db.guild_settings(guild_id)).defaults
        new = merged_settings(
            current,
            deadline_minutes=deadline_minutes,
            reminders=reminders,
            on_deadline=on_deadline,
        )
        await self.db.set_guild_settings(guild_id, defaults=new)
        line = settings_line(new)
        return Outcome(reply=[Message("service.guild_defaults_set", {"settings": line.english()})])
