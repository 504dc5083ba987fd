"""Deadline settings of a game: validation, defaults and the timestamps shown to players.

A game's settings are `{"deadline_minutes": int | None, "reminders": [int, ...],
"on_deadline": "wait" | "auto"}`: no deadline unless the game or the guild's defaults set one.
Reminders are minutes *before* the deadline.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.outcomes import ServiceError

MAX_MINUTES = 43200
"""30 days: the longest deadline, and the longest single extension."""
POLICIES = ("wait", "auto")
DEFAULT_SETTINGS: dict[str, Any] = {
    "deadline_minutes": None,
    "reminders": [],
    "on_deadline": "wait",
}


def discord_timestamp(epoch: float) -> str:
    """A timestamp every reader sees in their own time zone, relative ("in 3 hours")."""
    return f"<t:{int(epoch)}:R>"


def check_minutes(value: Any, key: str = "service.bad_minutes") -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_MINUTES:
        raise ServiceError(key, value=value)
    return value


def merged_settings(
    current: Mapping[str, Any],
    *,
    deadline_minutes: int | None = None,
    reminders: list[int] | None = None,
    on_deadline: str | None = None,
) -> dict[str, Any]:
    """`current` with the given fields replaced, checked as a whole; ServiceError if bad."""
    settings = {**DEFAULT_SETTINGS, **current}
    if deadline_minutes is not None:
        settings["deadline_minutes"] = check_minutes(deadline_minutes, "service.bad_deadline")
    if reminders is not None:
        settings["reminders"] = reminders
    if on_deadline is not None:
        if on_deadline not in POLICIES:
            raise ServiceError("service.bad_on_deadline", value=on_deadline)
        settings["on_deadline"] = on_deadline
    deadline = settings["deadline_minutes"]
    marks = settings["reminders"]
    if not isinstance(marks, list) or not all(
        isinstance(m, int) and not isinstance(m, bool) for m in marks
    ):
        raise ServiceError("service.bad_reminders", deadline=deadline, value=marks)
    if marks and deadline is None:
        raise ServiceError("service.reminders_need_deadline")
    if any(not 0 < m < deadline for m in marks):
        raise ServiceError("service.bad_reminders", deadline=deadline, value=marks)
    settings["reminders"] = sorted(set(marks), reverse=True)
    return settings
