"""What a player should never read: identifiers, "(s)", "1 stones", English in Italian, a
ship, slot, space, district or level numbered 0.

Shared by the catalogue test (every template rendered) and the transcript test (games played).
"""

from __future__ import annotations

import re

SNAKE_CASE = re.compile(r"(?<![\w/<#@:.`-])[a-z]+(?:_[a-z0-9]+)+\b")
MAYBE_PLURAL = re.compile(r"(?:\(s\)|\(i\)|\(e\)|\(es\)|\b\w+[oa]/[ie]\b)")
TYPED = re.compile(
    r"`[^`]*`|\"[^\"]*\"|/[a-z]+(?: [a-z]+)?|^(?:\d+\. )?(?:move|build|produce) .*$", re.M
)
"""What a player types, quoted as typed: code spans, quoted examples, commands and order lines
(the order language is words of its own, not sentences)."""
IDS = re.compile(r"\b[a-z]+-[a-z]+-\d+\b")
"""Transporter ids ("red-donkey-2", "asino-rosso-2"): names of their own, as orders write them."""
ENGLISH_IDS = re.compile(
    r"\b(?:red|yellow|green|blue)-(?:donkey|wagon|truck|raft|rowboat|steamer)-\d+\b"
    r"|\b[A-Z]{1,2}\d{1,2}\.(?:w|nw|sw)\b"
)
"""A transporter or a bank as English orders write it: in an Italian sentence, a leftover
(Italian orders write "asino-rosso-2", "C4.so")."""


ZERO_POSITION = re.compile(
    r"\b(?:ships?|slots?|spaces?|districts?|levels?|navi|nave|barche|barca|caselle|casella"
    r"|territori|territorio|livelli|livello)\s+0\b|\b(?:are|vanno da)\s+0\s+(?:to|a)\b",
    re.IGNORECASE,
)
"""A ship, slot, space, district or level numbered 0, or a range of them starting at 0 ("its
slots are 0 to 3"): players count them from 1. (A replay file's own numbers, quoted when the
file is refused, are written as the file writes them.)"""


def _words(text: str) -> list[str]:
    return text.split()


PLURALS = {
    "en": _words(
        "stones huts temples points workers boards logs goods geese donkeys wagons trucks "
        "rafts rowboats steamers players turns rounds cards ships slots spaces districts "
        "materials tokens runes coins bricks fuels papers stocks pickers levels transporters "
        "tiles huts huts woods wools coppers orders phases games minutes "
    ),
    "it": _words(
        "pietre capanne templi punti lavoratori tavole tronchi merci oche asini carri camion "
        "zattere barche giocatori turni round carte caselle distretti materiali gettoni rune "
        "monete mattoni combustibili fogli azioni livelli trasportatori tasselli ordini fasi "
        "partite minuti "
    ),
}
"""Plural nouns of each language: "1 <one of these>" is a plural form the catalogue missed."""

ENGLISH_GAME_WORDS = _words(
    "stone stones wood wool copper hut huts temple temples board boards log logs goose geese "
    "donkey donkeys raft rowboat steamer wagon truck sawmill woodcutter quarry mine mint ship "
    "ships slot worker workers player players turn ready builds built moved took places "
    "placed rolled yields offers scores the with your you and wins any free "
)
"""English words of the games and of their sentences: one in an Italian text is a leftover."""


def problems(text: str, language: str) -> list[str]:
    """Each thing in `text` that a reader of `language` should not see, in a few words."""
    unquoted = TYPED.sub(" ", text)
    prose = IDS.sub(" ", unquoted)
    found = [f"identifier {word!r}" for word in SNAKE_CASE.findall(prose)]
    found += [f"{mark!r} in {_around(prose, mark)!r}" for mark in MAYBE_PLURAL.findall(prose)]
    found += [
        f"counted from 0: {match.group()!r} in {_around(prose, match.group())!r}"
        for match in ZERO_POSITION.finditer(prose)
    ]
    for noun in PLURALS[language]:
        for match in re.finditer(rf"(?<![\d.,+])\b1 {noun}\b", prose, re.IGNORECASE):
            found.append(f"{match.group()!r} in {_around(prose, match.group())!r}")
    if language == "it":
        for match in ENGLISH_IDS.finditer(unquoted):
            found.append(f"English id {match.group()!r} in {_around(unquoted, match.group())!r}")
        for word in ENGLISH_GAME_WORDS:
            for match in re.finditer(rf"\b{word}\b", prose):
                found.append(f"English {word!r} in {_around(prose, match.group())!r}")
    return found


def _around(text: str, part: str) -> str:
    at = text.find(part)
    return text[max(0, at - 40) : at + len(part) + 40]
