"""Deadline settings of a game: validation, defaults and the timestamps shown to players.

A game's settings are `{"deadline_minutes": int | None, "reminders": [int, ...],
"on_deadline": "wait" | "auto", "away_policy": "extend" | "defaults", "away_cap_days": int,
"standin_vote": bool}`: no
deadline unless the game or the guild's defaults set one. Reminders are minutes *before* the
deadline. The away policy says what a deadline does to a player who is away (`bot.service.away`):
move it past their return, at most `away_cap_days` in all per player and game, or play their
defaults as a deadline with `auto` would. `standin_vote` lets the table hand an awaited seat to
the stand-in by a vote (`bot.service.standin_vote`).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.service.outcomes import ServiceError
from rules.core import register_templates

register_templates(
    {
        "service.bad_away_policy": (
            "While a player is away the game can extend their deadlines or play their defaults, "
            "not {value}."
        ),
        "service.bad_away_cap": (
            "A game waits for an away player at most {most} days in all; you gave {value}."
        ),
    }
)

MAX_MINUTES = 43200
"""30 days: the longest deadline, and the longest single extension."""
POLICIES = ("wait", "auto")
AWAY_POLICIES = ("extend", "defaults")
MAX_AWAY_CAP_DAYS = 60
"""The most a game may wait for one away player, in days, summed over their extensions."""
DEFAULT_SETTINGS: dict[str, Any] = {
    "deadline_minutes": None,
    "reminders": [],
    "on_deadline": "wait",
    "away_policy": "extend",
    "away_cap_days": 14,
    "standin_vote": False,
}


def discord_timestamp(epoch: float) -> str:
    """A timestamp every reader sees in their own time zone, relative ("in 3 hours")."""
    return f"<t:{int(epoch)}:R>"


def discord_date(epoch: float) -> str:
    """A date every reader sees in their own calendar ("1 December 2026")."""
    return f"<t:{int(epoch)}:D>"


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
    away_policy: str | None = None,
    away_cap_days: int | None = None,
    standin_vote: bool | None = None,
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
    if away_policy is not None:
        if away_policy not in AWAY_POLICIES:
            raise ServiceError("service.bad_away_policy", value=away_policy)
        settings["away_policy"] = away_policy
    if away_cap_days is not None:
        bad = isinstance(away_cap_days, bool) or not isinstance(away_cap_days, int)
        if bad or not 0 <= away_cap_days <= MAX_AWAY_CAP_DAYS:
            raise ServiceError("service.bad_away_cap", most=MAX_AWAY_CAP_DAYS, value=away_cap_days)
        settings["away_cap_days"] = away_cap_days
    if standin_vote is not None:
        settings["standin_vote"] = bool(standin_vote)
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
