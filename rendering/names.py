"""A player's name as the boards draw it, and the same stand-in for the text that goes with them.

Names are drawn as written whenever the board's fonts have every character (DejaVu Sans covers
Latin with accents, Greek and Cyrillic; a CJK font is used if the system has one). A name with a
character no font has is drawn as its seat ("Player 4"); the text side then writes the name with
that stand-in beside it ("李雷 (Player 4)") so a reader can find the player on the board. Both come
from here, so board and text agree where they are made. No Pillow: the bot imports this freely.
"""

from __future__ import annotations

from rendering.glyphs import drawable

SEAT_WORDS = {"en": "Player {n}", "it": "Giocatore {n}"}
"""The stand-in per language; the boards' label tables use these same entries."""


def _tidy(name: str) -> str:
    """Whitespace collapsed and control characters dropped (a name is one line on a board)."""
    return " ".join("".join(ch for ch in name if ch.isprintable()).split())


def stand_in(seat: int, language: str = "en") -> str:
    """What a board draws for the player in `seat` (counted from 0) when it cannot draw the name."""
    return SEAT_WORDS.get(language, SEAT_WORDS["en"]).format(n=seat + 1)


def board_name(name: str, fallback: str) -> str:
    """The name as a board draws it: as written, or `fallback` (the seat's stand-in in the
    board's words) if a character has no glyph."""
    tidy = _tidy(name)
    return tidy if tidy and drawable(tidy) else fallback


def text_name(name: str, seat: int, language: str = "en") -> str:
    """The name for text that goes with a board: as written, with the board's stand-in beside
    it when the board cannot draw it, so the two can be matched."""
    drawn = board_name(name, stand_in(seat, language))
    return name if drawn == _tidy(name) else f"{name} ({drawn})"
