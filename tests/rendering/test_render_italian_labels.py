"""The Italian label tables of the three boards: complete, with the English fields, short enough
for the English boxes, written with their accents, and actually drawn."""

from __future__ import annotations

import io
import string
from collections.abc import Mapping

from imhotep_views import finished_view, mid_game_view
from meduris_views import meduris_view
from PIL import Image
from rnb_views import busy_view

from rendering import imhotep, meduris, roads_and_boats, roads_and_boats_words
from rendering.draw import fitted

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"


def fields(label: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(label) if field is not None}


def assert_fits_english(english: Mapping[str, str], italian: Mapping[str, str]) -> None:
    """Same keys, same {fields} per key, no value over twice the English plus 4."""
    assert sorted(italian) == sorted(english)
    for key, word in italian.items():
        assert fields(word) == fields(english[key]), key
        assert len(word) <= 2 * len(english[key]) + 4, (key, word)
        assert word.strip() == word and word, (key, word)


def assert_png(png: bytes) -> Image.Image:
    assert png.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def test_imhotep_italian_table_fits_and_is_drawn() -> None:
    assert_fits_english(imhotep.LABELS["en"], imhotep.LABELS["it"])
    for view in (mid_game_view(3), finished_view(4, tie=True)):
        english = imhotep.render(view)
        italian = imhotep.render(view, locale="it")
        assert assert_png(italian).size == assert_png(english).size
        assert italian != english


def test_meduris_italian_table_fits_and_is_drawn() -> None:
    assert_fits_english(meduris.LABELS, meduris.LABELS_IT)
    for view in (meduris_view(3, "play", viewer="ann"), meduris_view(4, "over")):
        english = meduris.render(view)
        italian = meduris.render(view, meduris.LABELS_IT)
        assert assert_png(italian).size == assert_png(english).size
        assert italian != english


def test_roads_and_boats_italian_table_fits_and_is_drawn() -> None:
    assert_fits_english(roads_and_boats_words.LABELS, roads_and_boats_words.LABELS_IT)
    view = busy_view(3)
    english = roads_and_boats.render(view)
    italian = roads_and_boats.render(view, labels=roads_and_boats_words.LABELS_IT)
    assert assert_png(italian).width == assert_png(english).width
    assert italian != english


def test_imhotep_card_captions_are_drawn_whole_in_both_languages() -> None:
    """A market card's effect caption shrinks rather than lose a word ("stone to Obel…")."""
    width = imhotep.CARD_W - 20
    for table in imhotep.LABELS.values():
        for key, caption in table.items():
            if key.startswith("effect."):
                drawn, _ = fitted(caption, 18, width, min_size=imhotep.CAPTION_MIN)
                assert drawn == caption, (key, drawn)
