"""A game's deadline and reminders as timers in the database, re-armed after every move; in a
game whose table may vote a seat to the stand-in, also a look at its open votes after each move
and when the game ends (`bot.service.standin_vote`: a vote its seat's player answered by
playing closes, and so does every vote of a game that is over or abandoned)."""

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
DEADLINE_KINDS = (DEADLINE, REMINDER)
"""The timers of the decision's deadline: what pausing the game holds and an extension moves.
A vote's end is a moment of its own (the vote's clicks are refused from then on), so its
message is closed then, whatever happens to the deadline."""
ENDED = ("over", "abandoned")


async def arm_timers(
    db: Database, row: GameRow, table: Table, seq: int, status: str, now: float
) -> None:
    """Replaces the game's timers by a fresh deadline (and reminders) for move `seq`."""
    await db.replace_timers(row.id, planned_timers(row, table, seq, status, now))


def planned_timers(row: GameRow, table: Table, seq: int, status: str, now: float) -> list[NewTimer]:
    """The game's timers after move `seq`: a fresh deadline and its reminders (when it has a
    deadline) and a look at its open stand-in votes (when the table may vote); none without a
    decision pending or a running or paused game, but the look at the votes for a game that
    has just ended. A paused game's deadline and reminders hold the seconds they have left
    instead of a due time."""
    settings = {**DEFAULT_SETTINGS, **row.settings}
    minutes = settings["deadline_minutes"]
    if status in ENDED:
        return vote_look(row, seq, now)
    if status not in ("running", "paused") or not gamelog.pending(table):
        return []
    wanted: list[tuple[str, float, dict[str, int]]] = []
    if minutes is not None:
        due = now + minutes * 60
        wanted.append((DEADLINE, due, {"game": row.id, "seq": seq}))
        for before in settings["reminders"]:
            payload = {"game": row.id, "seq": seq, "minutes_before": before}
            wanted.append((REMINDER, due - before * 60, payload))
    held = status == "paused"
    return [
        NewTimer(kind, None, max(at - now, 0.0), load) if held else NewTimer(kind, at, None, load)
        for kind, at, load in wanted
    ] + vote_look(row, seq, now)


def vote_look(row: GameRow, seq: int, now: float) -> list[NewTimer]:
    """A look at the game's open stand-in votes, due at once, when its table may vote."""
    if not row.settings.get("standin_vote", DEFAULT_SETTINGS["standin_vote"]):
        return []
    return [NewTimer(STANDIN_VOTE, now, None, {"game": row.id, "seq": seq})]


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
