"""Names users chose, as plain text: a display name, a seat name or an imported player's name
is never markup in a public post (no mention can be drawn or ping through it)."""

from __future__ import annotations

import re
from collections.abc import Sequence

MARKUP = str.maketrans({"<": "‹", ">": "›", "*": "", "~": "", "|": "", "`": "'"})
"""No mention syntax and no formatting characters."""
BARE_AT = re.compile("@(?!\u200b)")
"""An `@` keeps an invisible space after it, as Discord's own escape (once: plain text stays)."""


def plain(name: str) -> str:
    """`name` as plain text, its runs of spaces made one; plain text is left as it is."""
    return BARE_AT.sub("@\u200b", " ".join(name.translate(MARKUP).split()))


def seat_name(wanted: str, taken: Sequence[str], seat: int) -> str:
    """The display name as plain text, made unique at the table: "Ann", then "Ann (2)"…"""
    base = plain(wanted) or f"player{seat + 1}"
    name, n = base, 1
    while name in taken:
        n += 1
        name = f"{base} ({n})"
    return name
