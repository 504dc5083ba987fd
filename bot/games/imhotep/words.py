"""Imhotep's engine ids inside its messages in the reader's words: the engine lists market
cards as ids joined by commas ("statue, paved_path"), which the catalogue's per-word lookup
does not split."""

from __future__ import annotations

from bot import i18n
from rules.imhotep.data import CARD_NAMES

_CARDS = frozenset(CARD_NAMES)
_JOIN = ", "


def engine_words(value: str, language: str) -> str:
    """A list of two or more market cards, each named as `language` names it; any other value
    as it is (one card is a word the catalogue finds by itself)."""
    if _JOIN not in value:
        return value
    cards = value.split(_JOIN)
    if not all(card in _CARDS for card in cards):
        return value
    return _JOIN.join(i18n.term(card, language, game="imhotep") for card in cards)
