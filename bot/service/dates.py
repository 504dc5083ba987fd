"""Dates in a player's own words, for `/away`: "2026-12-01", "in 5 days", "until friday".

A small parser of our own rather than a dependency: `dateparser` would understand more, but it
pulls in `regex`, `tzlocal` and its own data, takes a noticeable time to import, and guesses
("5" alone becomes a day of this month) where a clear refusal serves a player better. What we
accept is short and listed in the refusal, in English and Italian:

- a date, `2026-12-01` (ISO, the one form no reader misreads);
- `today`, `tomorrow` / `oggi`, `domani`;
- a day of the week, `friday`, `next friday` / `venerdì`: the next one after today;
- a span from now, `in 5 days`, `2 weeks`, `36 hours` / `tra 5 giorni`, `fra 2 settimane`;
- any of them after `until` / `till` / `fino a` / `fino al`.

The bot does not know the player's time zone, so a day means 12:00 UTC of that day: shown as a
Discord timestamp it falls on the same calendar day for every reader from UTC-11 to UTC+11.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata

from bot.service.outcomes import ServiceError
from rules.core import register_templates

register_templates(
    {
        "service.away_bad_date": (
            "I cannot read '{value}' as a day. Write a date like 2026-12-01, a day like friday "
            "or tomorrow, or a span like in 5 days."
        ),
    }
)

NOON = dt.time(12, 0, tzinfo=dt.UTC)
"""The moment that stands for a whole day (see the module's docstring)."""
_UNITS = {
    "hour": 3600,
    "hours": 3600,
    "ora": 3600,
    "ore": 3600,
    "day": 86400,
    "days": 86400,
    "giorno": 86400,
    "giorni": 86400,
    "week": 7 * 86400,
    "weeks": 7 * 86400,
    "settimana": 7 * 86400,
    "settimane": 7 * 86400,
}
_WEEKDAYS = {
    name: index
    for index, names in enumerate(
        (
            ("monday", "mon", "lunedi"),
            ("tuesday", "tue", "martedi"),
            ("wednesday", "wed", "mercoledi"),
            ("thursday", "thu", "giovedi"),
            ("friday", "fri", "venerdi"),
            ("saturday", "sat", "sabato"),
            ("sunday", "sun", "domenica"),
        )
    )
    for name in names
}
_DAYS_FROM_TODAY = {"today": 0, "oggi": 0, "tomorrow": 1, "domani": 1}
_LEADS = ("until", "till", "fino al", "fino a", "fino", "next", "prossimo", "prossima", "on")
_SPAN = re.compile(r"^(?:(?:in|tra|fra)\s+)?(\d{1,4})\s*([a-z]+)$")
_ISO = re.compile(r"^(\d{4})-(\d{1,2})-(\d{1,2})$")
MAX_CHARS = 60
"""Longer text is no date we read; it is refused without being echoed in full."""


def _plain(text: str) -> str:
    """Lower case, accents dropped (venerdì -> venerdi), spaces collapsed."""
    decomposed = unicodedata.normalize("NFKD", text.strip().lower())
    bare = "".join(c for c in decomposed if not unicodedata.combining(c))
    return " ".join(bare.split())


def shown(text: str) -> str:
    """The player's words as a refusal quotes them: at most `MAX_CHARS`, marked when cut."""
    text = text.strip()
    return text if len(text) <= MAX_CHARS else text[:MAX_CHARS] + "…"


def _noon(day: dt.date) -> float:
    return dt.datetime.combine(day, NOON).timestamp()


def parse_when(text: str, now: float) -> float:
    """Epoch seconds of the moment `text` names, seen from `now`; ServiceError
    ("service.away_bad_date") for anything else. Past moments are the caller's to refuse."""
    words = _plain(text)
    for lead in _LEADS:
        if words.startswith(lead + " "):
            words = words[len(lead) + 1 :]
            break
    today = dt.datetime.fromtimestamp(now, dt.UTC).date()
    if words in _DAYS_FROM_TODAY:
        return _noon(today + dt.timedelta(days=_DAYS_FROM_TODAY[words]))
    if words in _WEEKDAYS:
        ahead = (_WEEKDAYS[words] - today.weekday() - 1) % 7 + 1
        return _noon(today + dt.timedelta(days=ahead))
    span = _SPAN.match(words)
    if span is not None and span[2] in _UNITS:
        return now + int(span[1]) * _UNITS[span[2]]
    iso = _ISO.match(words)
    if iso is not None:
        try:
            return _noon(dt.date(int(iso[1]), int(iso[2]), int(iso[3])))
        except ValueError:  # a day the calendar lacks, such as 2026-02-30
            raise ServiceError("service.away_bad_date", value=shown(text)) from None
    raise ServiceError("service.away_bad_date", value=shown(text))
