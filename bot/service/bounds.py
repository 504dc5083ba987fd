"""Numbers from users, bounded where they are parsed: a number too long to mean anything is
refused with a private answer saying so, before it can reach the engine or the database."""

from __future__ import annotations

from bot.service.outcomes import ServiceError
from rules.core import register_templates

register_templates(
    {
        "service.number_too_long": (
            "{number} is too long a number: a number here has at most {most} digits."
        ),
    }
)

MAX_DIGITS = 18
"""Every number a player may mean fits in 18 digits, as does every SQLite (64-bit) integer."""


def bounded_int(text: str) -> int:
    """A whole number written in `text` (digits, an optional sign), refused when longer than
    `MAX_DIGITS`; also `json.loads`'s `parse_int`, so JSON is bounded as it is read."""
    digits = text.strip().lstrip("+-")
    if len(digits) > MAX_DIGITS:
        shown = text.strip()[:MAX_DIGITS] + "…"
        raise ServiceError("service.number_too_long", number=shown, most=MAX_DIGITS)
    return int(text)
