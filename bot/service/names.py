"""Names users chose, as plain text: a display name, a seat name or an imported player's name
is never markup in a public post (no mention can be drawn or ping through it); and in the text
that goes with a board, named as that board names them (`as_on_board`)."""

from __future__ import annotations

import re
from collections.abc import Sequence

from rendering.names import text_name

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


def as_on_board(text: str, seated: Sequence[str], language: str) -> str:
    """`text` with each seated name a board cannot draw written with the board's stand-in
    beside it ("李雷 (Player 4)"), so text and board name a player alike (`rendering.names`).

    Only names with a character no board font has are touched; such a character is in no
    catalogue text, so where one of these names appears it is the player. Longer names are
    matched first, so a name inside another is not taken for it."""
    stand_ins = {
        name: text_name(name, seat, language)
        for seat, name in enumerate(seated)
        if name and text_name(name, seat, language) != name
    }
    if not stand_ins:
        return text
    pattern = re.compile("|".join(map(re.escape, sorted(stand_ins, key=len, reverse=True))))
    return pattern.sub(lambda found: stand_ins[found[0]], text)
