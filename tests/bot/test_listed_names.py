"""A message that lists players is counted by its list, not by the commas in the text: one
player called "Doe, Jane" reads in the singular, in English and in Italian, from the service's
refusals and statuses to Imhotep's sailings; events stored as joined text before still read as
they were written."""

from __future__ import annotations

import pytest
from harness import Harness

from bot import i18n, registry
from rules.core import Message

JANE = "Doe, Jane"

SINGULAR = [
    (
        Message("service.not_your_turn", {"players": [JANE]}),
        "it",
        "Non è il tuo turno: si aspetta Doe, Jane.",
    ),
    (
        Message("service.away_defaults", {"players": [JANE]}),
        "en",
        "The deadline has passed while Doe, Jane is away: the bot played their default moves.",
    ),
    (
        Message("service.away_defaults", {"players": [JANE]}),
        "it",
        "La scadenza è passata mentre Doe, Jane è assente: il bot ha giocato le sue mosse "
        "predefinite.",
    ),
    (
        Message(
            "service.away_extended",
            {"players": [JANE], "until": "<t:5:D>", "deadline": "<t:9:R>"},
        ),
        "it",
        "La partita aspetta Doe, Jane, assente fino al <t:5:D>: la scadenza passa a <t:9:R>.",
    ),
    (
        Message(
            "service.phase_status",
            {"phase": "t1.production", "ready": 1, "total": 2, "players": [JANE]},
        ),
        "it",
        "t1.production: 1/2 pronti; si aspetta Doe, Jane.",
    ),
    (Message("discord.games.waiting", {"players": [JANE]}), "it", " — si aspetta Doe, Jane"),
    (
        Message(
            "imhotep.sailed_site",
            {"player": "bob", "ship": 2, "site": "temple", "site_name": "temple", "stones": [JANE]},
        ),
        "en",
        "bob sailed ship 3 to the temple and unloaded Doe, Jane's stone there.",
    ),
    (
        Message(
            "imhotep.sailed_site",
            {"player": "bob", "ship": 2, "site": "temple", "site_name": "temple", "stones": [JANE]},
        ),
        "it",
        "bob ha condotto la barca 3 al Tempio e vi ha scaricato la pietra di Doe, Jane.",
    ),
    (
        Message("imhotep.sailed_market", {"player": "bob", "ship": 2, "pickers": [JANE]}),
        "en",
        "bob sailed ship 3 to the market and unloaded it there; Doe, Jane takes a card.",
    ),
    (
        Message("imhotep.sailed_market", {"player": "bob", "ship": 2, "pickers": [JANE]}),
        "it",
        "bob ha condotto la barca 3 al Mercato e l'ha scaricata; Doe, Jane prende una carta.",
    ),
]


@pytest.mark.parametrize(("message", "language", "text"), SINGULAR)
def test_one_name_with_a_comma_reads_in_the_singular(
    message: Message, language: str, text: str
) -> None:
    registry.install()
    assert i18n.render(message, language) == text


def test_two_names_read_in_the_plural_and_english_source_text_joins_them() -> None:
    registry.install()
    late = Message("service.away_defaults", {"players": [JANE, "bob"]})
    assert i18n.render(late, "en") == (
        "The deadline has passed while Doe, Jane, bob are away: the bot played their default moves."
    )
    assert "while Doe, Jane, bob " in late.english()


def test_a_stored_sailing_with_its_owners_joined_reads_as_before() -> None:
    registry.install()
    stored = Message(
        "imhotep.sailed_site",
        {"player": "bob", "ship": 2, "site": "temple", "site_name": "temple", "stones": "ann, bob"},
    )
    assert i18n.render(stored, "en").endswith("in this order, the stones of ann, bob.")


async def test_a_refusal_names_the_one_awaited_player_in_the_singular(harness: Harness) -> None:
    h = harness
    jane, ann = h.user(JANE), h.user("ann")
    await h.slash(jane, "game create", game="imhotep")
    await h.slash(ann, "game join")
    await h.slash(jane, "game start")
    [refusal] = await h.slash(ann, "imhotep take", locale="it")
    assert refusal.ephemeral
    assert refusal.content == "Non è il tuo turno: si aspetta Doe, Jane."
