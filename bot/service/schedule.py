"""A game's deadline and reminders as timers in the database, re-armed after every move; in a
game whose table may vote a seat to the stand-in, also a look at its open votes after each move
(`bot.service.standin_vote`: a vote its seat's player answered by playing closes)."""

from __future__ import annotations

from bot import gamelog
from bot.gamelog import Table
from bot.service.deadlines import DEFAULT_SETTINGS, discord_timestamp
from rules.core import Message
from storage import Database, GameRow, NewTimer

DEADLINE = "deadline"
REMINDER = "reminder"
STANDIN_VOTE = "standin-vote"
"""Due at once after a move (a look at the game's open votes), or when the earliest open vote
runs out of time."""


async def arm_timers(
    db: Database, row: GameRow, table: Table, seq: int, status: str, now: float
) -> None:
    """Replaces the game's timers by a fresh deadline (and reminders) for move `seq`."""
    await db.replace_timers(row.id, planned_timers(row, table, seq, status, now))


def planned_timers(row: GameRow, table: Table, seq: int, status: str, now: float) -> list[NewTimer]:
    """The game's timers after move `seq`: a fresh deadline and its reminders (when it has a
    deadline) and a look at its open stand-in votes (when the table may vote); none without a
    decision pending or a running or paused game. A paused game's timers hold the seconds they
    have left instead of a due time."""
    settings = {**DEFAULT_SETTINGS, **row.settings}
    minutes = settings["deadline_minutes"]
    if status not in ("running", "paused") or not gamelog.pending(table):
        return []
    wanted: list[tuple[str, float, dict[str, int]]] = []
    if minutes is not None:
        due = now + minutes * 60
        wanted.append((DEADLINE, due, {"game": row.id, "seq": seq}))
        for before in settings["reminders"]:
            payload = {"game": row.id, "seq": seq, "minutes_before": before}
            wanted.append((REMINDER, due - before * 60, payload))
    if settings["standin_vote"]:
        wanted.append((STANDIN_VOTE, now, {"game": row.id, "seq": seq}))
    if status == "paused":
        return [NewTimer(kind, None, max(at - now, 0.0), load) for kind, at, load in wanted]
    return [NewTimer(kind, at, None, load) for kind, at, load in wanted]


async def deadline_lines(db: Database, game_id: int) -> list[Message]:
    """When the current decision is due (or how long it has left, while paused)."""
    for timer in await db.timers(game_id):
        if timer.kind != DEADLINE:
            continue
        if timer.due is not None:
            stamp = discord_timestamp(timer.due)
            return [Message("service.status_deadline", {"deadline": stamp})]
        minutes = round((timer.remaining or 0) / 60)
        return [Message("service.status_paused_deadline", {"minutes": minutes})]
    return []
