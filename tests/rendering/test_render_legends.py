"""The legends of the boards' symbols: drawn in both languages, every name in the reader's
language, nothing clipped, and each plug-in declaring its own."""

from __future__ import annotations

import io
import re
from types import ModuleType

import pytest
from PIL import Image

from bot import registry
from rendering import imhotep_legend, meduris_legend, roads_and_boats_legend
from rendering.draw import text_width
from rendering.legend import LABEL_SIZE, WIDTH, Section, layout

LEGENDS: dict[str, ModuleType] = {
    "imhotep": imhotep_legend,
    "meduris": meduris_legend,
    "roads_and_boats": roads_and_boats_legend,
}
SHARED_WORDS = frozenset({"a", "in", "x", "bonus", "roads", "boats", "imhotep", "meduris"})
"""Words both languages write alike ("a", "in" and "bonus" are Italian too; "x2" on a chip)."""


def _words(text: str) -> set[str]:
    return {w.lower() for w in re.findall(r"[^\W\d_]+", text)}


def _texts(module: ModuleType, language: str) -> list[str]:
    sections: list[Section] = module.sections(language)
    return [
        module.LEGEND[language]["title"],
        *(s.title for s in sections),
        *(e.label for s in sections for e in s.entries),
    ]


@pytest.mark.parametrize("game", LEGENDS)
def test_each_legend_renders_in_both_languages_and_they_differ(game: str) -> None:
    pngs = {language: LEGENDS[game].render_legend(language) for language in ("en", "it")}
    for png in pngs.values():
        image = Image.open(io.BytesIO(png))
        assert image.format == "PNG"
        assert image.width == WIDTH
        assert image.height > 600
    assert pngs["en"] != pngs["it"]


@pytest.mark.parametrize("game", LEGENDS)
def test_every_name_on_the_italian_legend_is_italian(game: str) -> None:
    """Entry by entry the two languages say different things, and no word of the English
    legend (but the few both languages share) is on the Italian one."""
    english, italian = _texts(LEGENDS[game], "en"), _texts(LEGENDS[game], "it")
    assert len(english) == len(italian)
    assert all(en != it for en, it in zip(english, italian, strict=True))
    english_words = set().union(*map(_words, english)) - SHARED_WORDS
    leaks = {it: _words(it) & english_words for it in italian if _words(it) & english_words}
    assert not leaks


@pytest.mark.parametrize("game", LEGENDS)
@pytest.mark.parametrize("language", ["en", "it"])
def test_no_name_or_symbol_is_clipped(game: str, language: str) -> None:
    """Every label line fits its column (a single word longer than it keeps its line, and
    none is), and every symbol fits the symbol column."""
    for section in LEGENDS[game].sections(language):
        laid = layout(section)
        for row in laid.rows:
            for entry, lines in row.cells:
                assert entry.symbol.width <= laid.symbol_w, (section.title, entry.label)
                for line in lines:
                    assert text_width(line, LABEL_SIZE) <= laid.label_w, (section.title, line)


def test_the_legends_are_sized_for_discords_inline_width() -> None:
    """At 550 px wide (Discord's inline preview) a label is drawn at least 14 px high."""
    assert LABEL_SIZE * 550 / WIDTH >= 14


@pytest.mark.parametrize("game", LEGENDS)
def test_each_game_declares_its_legend(game: str) -> None:
    assert registry.plugin(game).render_legend is LEGENDS[game].render_legend
