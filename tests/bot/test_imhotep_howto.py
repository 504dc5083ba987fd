"""bot/games/imhotep/howto.py: both languages, embed-sized sections, real commands only."""

from __future__ import annotations

import re

import pytest
from harness import Harness

from bot.games.imhotep.cog import PLAY_OPTIONS, check_play_options
from bot.games.imhotep.howto import HOW_TO_PLAY, SECTION_LIMIT

COMMAND = re.compile(r"`/(\w+) (\w+)((?: \w+:\S+?)*)`")


def test_english_and_italian_have_the_same_sections_each_fitting_an_embed_field() -> None:
    assert set(HOW_TO_PLAY) == {"en", "it"}
    assert len(HOW_TO_PLAY["en"]) == len(HOW_TO_PLAY["it"]) >= 10
    assert SECTION_LIMIT <= 1024
    for sections in HOW_TO_PLAY.values():
        for section in sections:
            assert 0 < len(section) <= SECTION_LIMIT
            assert re.match(r"\*\*[^*\n]+\*\*\n", section), section[:40]


@pytest.mark.parametrize("locale", ["en", "it"])
async def test_every_command_named_exists_with_the_options_used(
    locale: str, harness: Harness
) -> None:
    """Checked against the bot's command tree as it starts (`/game create` is built then)."""
    tree = harness.bot.tree
    GROUPS = {
        name: {c.name: c for c in tree.get_command(name).commands}  # type: ignore[union-attr]
        for name in ("imhotep", "game")
    }
    text = "\n".join(HOW_TO_PLAY[locale])
    named = re.findall(r"/(imhotep|game) (\w+)", text)
    assert named
    for group, name in named:
        assert name in GROUPS[group], f"/{group} {name}"
    for group, name, options in COMMAND.findall(text):
        parameters = {p.name for p in GROUPS[group][name].parameters}
        for option in re.findall(r" (\w+):", options):
            assert option in parameters, f"/{group} {name} {option}:"


@pytest.mark.parametrize("locale", ["en", "it"])
def test_each_move_and_table_command_has_an_example(locale: str) -> None:
    text = "\n".join(HOW_TO_PLAY[locale])
    for name in ("take", "place", "sail", "pick", "play", "pass"):
        assert f"`/imhotep {name}" in text, name
    for card in ("hammer", "chisel", "sail", "lever"):
        assert f"card:{card}" in text, card
    for name in ("status", "board", "history"):
        assert f"`/game {name}" in text, name


def test_the_sections_cover_every_site_and_card_kind() -> None:
    english = "\n".join(HOW_TO_PLAY["en"])
    for word in ("quarry", "sled", "Market", "Pyramid", "Temple", "Burial Chamber", "Obelisks"):
        assert word in english
    for word in ("Red", "Green", "Violet", "Blue", "Hammer", "Chisel", "Sail", "Lever", "round"):
        assert word in english
    italian = "\n".join(HOW_TO_PLAY["it"])
    for word in (
        "cava",
        "tassello stoccaggio",
        "Mercato",
        "Piramide",
        "Tempio",
        "Tomba",
        "Obelischi",
        "Martello",
        "Scalpello",
        "Vela",
        "Leva",
        "Statua",
        "Decorazione",
    ):
        assert word in italian


@pytest.mark.parametrize("locale", ["en", "it"])
def test_the_play_examples_are_complete_card_moves(locale: str) -> None:
    examples = [
        dict(re.findall(r"(\w+):(\S+)", options))
        for group, name, options in COMMAND.findall("\n".join(HOW_TO_PLAY[locale]))
        if (group, name) == ("imhotep", "play")
    ]
    assert len(examples) == 4
    for example in examples:
        card = example.pop("card")
        check_play_options(card, {field: example.get(field) for field in PLAY_OPTIONS})
