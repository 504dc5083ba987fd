"""The catalogue remembers what it rendered: the same text for the same message, never another's.

Every move renders its words and its prompt's labels; they recur, so `bot.i18n` keeps them.
These tests hold the memo to what Fluent and Babel say without it."""

from __future__ import annotations

from typing import Any

import discord
import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from bot import i18n, registry
from bot.catalogue import Localisation
from rendering import glyphs
from rules.core import Message


@pytest.fixture(autouse=True)
def games() -> None:
    registry.install()


@pytest.fixture
def formatted(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """The message ids Fluent is asked to format from now on."""
    asked: list[str] = []
    original = Localisation.format

    def counting(self: Localisation, identifier: str, args: Any) -> str | None:
        asked.append(identifier)
        return original(self, identifier, args)

    monkeypatch.setattr(Localisation, "format", counting)
    return asked


def test_a_message_is_formatted_once_per_language(formatted: list[str]) -> None:
    message = Message("discord.error.out_of_range", {"option": "ship", "low": 1, "high": 4})
    message = Message(message.key, {**message.params, "value": 917})
    english = i18n.render(message, "en-US")
    italian = i18n.render(message, "it")
    assert english != italian and "917" in english and "917" in italian
    assert i18n.render(message, "en-GB") == english and i18n.render(message, "it") == italian
    assert formatted.count("discord-error-out_of_range") <= 2


def test_equal_python_values_that_read_differently_keep_their_own_texts() -> None:
    """True == 1 and [1] == [True] == [1.0], yet they read differently: each keeps its own
    text."""
    texts = []
    for value in (True, 1, [1], [True], (1,), [1.0], 1.0, -0.0, 0.0, ["1", 2], ["1", "2"]):
        params = {"option": "ship", "low": 1, "high": 4, "value": value}
        texts.append(i18n.render(Message("discord.error.out_of_range", params), "en-US"))
    values = [text.rsplit("you gave ", 1)[1] for text in texts]
    assert values == [
        "True.",
        "1.",
        "1.",
        "True.",
        "1.",
        "1.0.",
        "1.",
        "-0.",
        "0.",
        "1, 2.",
        "1, 2.",
    ]


@pytest.mark.parametrize("language", ["en", "it"])
def test_numbers_read_as_fluent_and_babel_write_them(language: str) -> None:
    """Whole numbers keep their text per locale: it is Babel's, without digit grouping, and
    plural forms are chosen by the number as before."""
    reference = FluentBundle([language], use_isolating=False)
    reference.add_resource(
        FluentResource("n = { $n } { $n ->\n    [one] one\n   *[other] other\n}\n")
    )
    pattern = reference.get_message("n").value
    assert pattern is not None
    for number in (0, 1, 2, 11, 1000, 1234567, -1, -1234):
        params = {"option": "x", "low": number, "high": number, "value": number}
        text = i18n.render(Message("discord.error.out_of_range", params), language)
        expected, errors = reference.format_pattern(
            pattern, {"n": fluent_number(number, useGrouping=False)}
        )
        assert not errors
        assert str(expected).split(" ")[0] in text
        assert str(number) in text  # no digit grouping: ids stay whole
    one, three = (i18n.term("stone", language, n, "meduris") for n in (1, 3))
    assert (one, three) == {"en": ("stone", "stones"), "it": ("pietra", "pietre")}[language]


def test_drawable_looks_up_only_what_the_bundled_faces_lack(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[str] = []
    face_of = glyphs.face_of

    def counting(ch: str, bold: bool = False) -> int | None:
        asked.append(ch)
        return face_of(ch, bold)

    monkeypatch.setattr(glyphs, "face_of", counting)
    assert glyphs.drawable("Ann placed a stone on ship 2, slot 3.\n" * 40)
    assert asked == []
    assert not glyphs.drawable("Ann \U0001d11e" * 40)  # a musical symbol: in no font we ship
    assert set(asked) == {"\U0001d11e"}


def test_an_ascii_text_is_drawable_without_a_look_at_its_characters(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Both bundled faces have every printable ASCII character: such a text (most answers in
    English) passes without its set of characters being made; any other still is checked."""
    glyphs.drawable("warm")  # the faces' characters read once
    looked: list[str] = []
    both = glyphs._in_both_bundled

    def counting() -> frozenset[str]:
        looked.append("set")
        return both()

    monkeypatch.setattr(glyphs, "_in_both_bundled", counting)
    text = "".join(chr(code) for code in range(128))
    assert glyphs.drawable(text) and looked == []
    assert glyphs.drawable("Niccolò") and looked == ["set"]
    assert not glyphs.drawable("Ann \U0001d11e")


def test_the_memo_forgets_the_least_recently_used_text_first() -> None:
    memo = i18n._Recent(2)
    memo.put("a", "A")
    memo.put("b", "B")
    assert memo.get("a") == "A"  # a is now the most recently used
    memo.put("c", "C")
    assert (memo.get("a"), memo.get("b"), memo.get("c")) == ("A", None, "C")


def test_a_locale_reads_in_its_language_however_it_is_given() -> None:
    assert i18n.language_of(discord.Locale.italian) == i18n.language_of("it") == "it"
    assert i18n.language_of(discord.Locale.american_english) == "en"
    assert i18n.language_of("xx-YY") == i18n.language_of(None) == "en"


def test_a_new_text_looks_its_game_words_up_once(formatted: list[str]) -> None:
    """A move's new text (new numbers) names the same game words: they are formatted once."""
    i18n._forget_texts()  # what earlier tests rendered
    for quarry in range(20, 25):
        params = {"player": "ann", "ship": 1, "site": "temple", "site_name": "temple"}
        message = Message("imhotep.sailed_site", {**params, "stones": ["bob"] * (quarry - 19)})
        i18n.render(message, "it")
    assert formatted.count("imhotep-sailed_site") == 5
    assert formatted.count("imhotep-term-temple") == 1
