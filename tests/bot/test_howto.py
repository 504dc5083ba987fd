"""How to play Roads & Boats and Meduris (`/game rules`): complete in English and Italian, in
embed-sized sections, naming real commands and buttons, and reaching the player whole through
real payloads."""

from __future__ import annotations

import re

import pytest
from harness import Harness

import bot.games.meduris.components  # registers the DM panel's words
import bot.games.roads_and_boats.turn_panel  # noqa: F401 (registers the turn panel's words)
from bot import i18n, registry
from bot.games.meduris import howto as meduris_howto
from bot.games.roads_and_boats import howto as rnb_howto
from bot.games.roads_and_boats.examples import ORDER_EXAMPLES, ORDER_EXAMPLES_IT
from bot.replies import MESSAGE_LIMIT, paragraph_messages
from rules.roads_and_boats import data
from rules.roads_and_boats import ordertext_it as it
from rules.roads_and_boats.ordertext import parse_orders

HOWTOS = {"roads_and_boats": rnb_howto, "meduris": meduris_howto}
LANGUAGES = ("en", "it")

TOPICS = {
    ("roads_and_boats", "en"): (
        "Goal", "start", "four phases", "Production", "Transporters", "Movement", "Building",
        "Roads, bridges, walls", "Research", "Wonder, scoring and the end", "DMs", "Orders",
        "Commands",
    ),
    ("roads_and_boats", "it"): (
        "Scopo", "partenza", "quattro fasi", "Produzione", "Trasportatori", "Movimento",
        "Costruzione", "Strade, ponti, mura", "Ricerca", "Meraviglia, punteggio e fine",
        "messaggi privati", "Ordini", "Comandi",
    ),
    ("meduris", "en"): (
        "Goal", "board", "Setup", "step 1", "step 2", "Huts", "Temples", "druid", "Rune",
        "exchange", "end", "Discord",
    ),
    ("meduris", "it"): (
        "Scopo", "tabellone", "Preparazione", "1: il piccolo raccolto", "2: un'azione",
        "Capanne", "Templi", "druido", "runiche", "scambio", "fine", "Discord",
    ),
}  # fmt: skip
"""The title words of every section, in order: goal, a turn, every action, scoring, the end and
how to play here."""


@pytest.mark.parametrize("game", HOWTOS)
def test_both_languages_have_every_section_each_fitting_an_embed_field(game: str) -> None:
    howto = HOWTOS[game]
    assert registry.plugin(game).rules_text is howto.HOW_TO_PLAY
    assert set(howto.HOW_TO_PLAY) == set(LANGUAGES)
    assert howto.SECTION_LIMIT <= 1024
    for language in LANGUAGES:
        sections = howto.HOW_TO_PLAY[language]
        titles = [re.match(r"\*\*([^*\n]+)\*\*\n", s) for s in sections]
        assert all(titles), [s[:40] for s, t in zip(sections, titles, strict=True) if not t]
        assert all(0 < len(s) <= howto.SECTION_LIMIT for s in sections)
        topics = TOPICS[(game, language)]
        assert len(sections) == len(topics)
        for title, topic in zip(titles, topics, strict=True):
            assert title is not None and topic.lower() in title.group(1).lower(), (title, topic)


@pytest.mark.parametrize("game", HOWTOS)
@pytest.mark.parametrize("language", LANGUAGES)
def test_at_least_3000_characters_in_each_language(game: str, language: str) -> None:
    assert sum(map(len, HOWTOS[game].HOW_TO_PLAY[language])) >= 3000


def text_of(game: str, language: str) -> str:
    return "\n".join(HOWTOS[game].HOW_TO_PLAY[language])


def test_roads_and_boats_teaches_goal_phases_buildings_scoring_and_the_end() -> None:
    english, italian = text_of("roads_and_boats", "en"), text_of("roads_and_boats", "it")
    for word in (
        "gold", "coins", "stock", "10", "40", "120", "wonder", "sequence chart", "breed",
        "limit", "bridge", "wall", "docking", "geese", "irrigates", "62", "66", "69",
        "neutral", "Tie", "deadline", "preview", "defaults",
    ):  # fmt: skip
        assert word in english, word
    for building in data.BUILDINGS:
        assert building.replace("_", " ") in english, building
        assert it.BUILDINGS[building] in italian, building
    for kind in data.TRANSPORTERS:
        assert kind in english, kind
    for kind in ("asino", "carro", "camion", "zattera", "barca a remi", "nave a vapore"):
        assert kind in italian, kind
    for good, (one, more) in it.GOODS.items():
        assert {"goose": "geese"}.get(good, good.rstrip("s")) in english, good
        assert one in italian or more in italian, good
    for word in (
        "tabella della sequenza", "meraviglia", "mattoni", "riga del tempio", "ponte", "muro",
        "attraccare", "irriga", "neutrali", "pareggio", "scadenza", "anteprima", "predefiniti",
    ):  # fmt: skip
        assert word in italian, word


def test_meduris_teaches_runes_temples_and_the_end() -> None:
    english, italian = text_of("meduris", "en").lower(), text_of("meduris", "it").lower()
    for word in (
        "rune count", "1 + 2 + ... + n", "last round", "last turn", "Temples", "tie",
        "free hut", "+2 points", "druid token", "settlement", "isolated", "great river",
        "approximation",
    ):  # fmt: skip
        assert word.lower() in english, word
    for word in (
        "conta provvisoria delle rune", "1 + 2 + ... + n", "ultimo giro", "ultimo turno",
        "Templi", "parità", "capanna gratis", "+2 punti", "gettone druido", "insediamento",
        "isolata", "grande fiume", "approssimazione", "doni sacrificali", "rito sacrificale",
        "altopiano", "grande raccolto", "piccolo raccolto", "pietra runica",
    ):  # fmt: skip
        assert word.lower() in italian, word


@pytest.mark.parametrize(
    ("game", "keys"),
    [
        (
            "roads_and_boats",
            ("discord.rnb.turn.write", "discord.rnb.turn.ready", "discord.rnb.turn.show",
             "discord.rnb.turn.standing"),
        ),
        (
            "meduris",
            ("meduris.discord.exchange", "meduris.discord.select.harvest",
             "meduris.discord.select.hut", "meduris.discord.select.temple"),
        ),
    ],
)  # fmt: skip
def test_the_buttons_are_named_as_the_player_sees_them(game: str, keys: tuple[str, ...]) -> None:
    for language in LANGUAGES:
        text = text_of(game, language)
        for key in keys:
            assert i18n.text(key, language) in text, (language, key)


@pytest.mark.parametrize("game", HOWTOS)
@pytest.mark.parametrize("language", LANGUAGES)
async def test_every_command_named_exists_with_the_options_used(
    game: str, language: str, harness: Harness
) -> None:
    tree = harness.bot.tree
    text = text_of(game, language)
    named = re.findall(r"`/(\w+) (\w+)((?: \w+:[^ `]+)*)", text)
    assert len(named) >= 8
    for group, name, options in named:
        command = tree.get_command(group)
        assert command is not None, group
        commands = {c.name: c for c in command.commands}  # type: ignore[union-attr]
        assert name in commands, f"/{group} {name}"
        parameters = {p.display_name for p in commands[name].parameters}
        for option in re.findall(r" (\w+):", options):
            assert option in parameters, f"/{group} {name} {option}:"


def test_the_italian_order_examples_are_the_english_ones_in_italian() -> None:
    english = parse_orders(ORDER_EXAMPLES.split("```")[1])
    italian_block = ORDER_EXAMPLES_IT.split("```")[1]
    assert parse_orders(italian_block) == english
    assert {"trasferisci", "muovi", "costruisci", "mattoni", "tavole"} <= set(italian_block.split())
    assert ORDER_EXAMPLES in text_of("roads_and_boats", "en")
    assert ORDER_EXAMPLES_IT in text_of("roads_and_boats", "it")


def test_sections_are_packed_into_messages_without_cutting_one() -> None:
    sections = ["a" * 900, "b" * 900, "c" * 900, "d" * 100]
    assert paragraph_messages(sections) == [
        sections[0] + "\n\n" + sections[1],
        sections[2] + "\n\n" + sections[3],
    ]
    assert paragraph_messages(["x" * 10], limit=5) == ["x" * 10]


@pytest.mark.parametrize("game", HOWTOS)
@pytest.mark.parametrize(("locale", "language"), [("en-US", "en"), ("it", "it")])
async def test_rules_reach_the_player_whole_in_their_language(
    game: str, locale: str, language: str, harness: Harness
) -> None:
    """Through `/game rules`: private, every message within Discord's limit, each section
    whole in one message (so no code block is cut), in the reader's language."""
    h = harness
    sent = await h.slash(h.user("ann"), "game rules", game=game, locale=locale)
    assert sent and all(s.ephemeral and s.kind in ("response", "followup") for s in sent)
    contents = [s.content for s in sent]
    assert all(len(c) <= MESSAGE_LIMIT for c in contents)
    assert all(c.count("```") % 2 == 0 for c in contents)
    for section in HOWTOS[game].HOW_TO_PLAY[language]:
        assert any(section in c for c in contents), section[:40]
    assert len(contents) < len(HOWTOS[game].HOW_TO_PLAY[language]), "sections are packed"
