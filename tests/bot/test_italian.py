"""Every player-facing message of the house and of the installed games reads in Italian."""

from __future__ import annotations

import pytest
from discord import app_commands
from harness import Harness

from bot import i18n, registry
from rules.core import Message


@pytest.mark.parametrize(
    ("message", "italian"),
    [
        (
            Message("discord.error.bad_ready", {"value": "forse"}),
            "Pronti è \"yes\" o \"no\"; 'forse' non è né l'uno né l'altro. Non è stato salvato "
            "nulla.",
        ),
        (
            Message("service.joined", {"name": "ann", "count": 2, "most": 4}),
            "ann si è unito (2/4 giocatori).",
        ),
        (
            Message(
                "imhotep.sailed_site",
                {
                    "player": "bob",
                    "ship": 2,
                    "site": "burial_chamber",
                    "site_name": "burial chamber",
                    "stones": "ann, bob",
                },
            ),
            "bob ha condotto la barca 3 alla Tomba e vi ha scaricato nell'ordine le pietre di ann, "
            "bob.",
        ),
        (
            Message("imhotep.played_card", {"player": "ann", "card": "decoration_obelisks"}),
            "ann ha giocato la carta Decorazione: Obelischi.",
        ),
        (
            Message("imhotep.placed", {"player": "ann", "ship": 1, "slot": 0}),
            "ann ha caricato una pietra sulla barca 2, casella 1.",
        ),
        (
            Message(
                "rnb.production.made",
                {"player": "ann", "count": 2, "output": "board", "tile": "C4"},
            ),
            "ann produce in C4: tavole ×2.",
        ),
        (
            Message("rnb.building.built", {"player": "ann", "building": "sawmill", "place": "C4"}),
            "ann costruisce l'edificio segheria in C4.",
        ),
        (
            Message("rnb.production.bred", {"tile": "B2", "animal": "goose"}),
            "In B2 una coppia di oche si riproduce: ne nasce un terzo.",
        ),
        (
            Message("rnb.phase.open", {"turn": 3, "phase": "production"}),
            "Turno 3: inizia la fase di produzione.",
        ),
        (
            Message(
                "meduris.built_hut",
                {"player": "cid", "space": 27, "district": 7, "paid": {}, "settlement": 1},
            ),
            "cid ha costruito una capanna sulla casella 28 (territorio 8) senza pagare nulla; il "
            "suo insediamento ha 1 capanna.",
        ),
        (
            Message("meduris.built_temple", {"player": "cid", "space": 27, "paid": {"wood": 1}}),
            "cid ha costruito un tempio sulla casella 28 pagando 1 legno.",
        ),
        (
            Message("service.not_your_turn", {"players": ["bob", "cid"]}),
            "Non è il tuo turno: si aspettano bob, cid.",
        ),
        (
            Message("service.not_your_turn", {"players": ["cid"]}),
            "Non è il tuo turno: si aspetta cid.",
        ),
        (
            Message("service.away_defaults", {"players": ["bob", "cid"]}),
            "La scadenza è passata mentre bob, cid sono assenti: il bot ha giocato le loro mosse "
            "predefinite.",
        ),
        (
            Message("service.away_defaults", {"players": ["cid"]}),
            "La scadenza è passata mentre cid è assente: il bot ha giocato le sue mosse "
            "predefinite.",
        ),
        (
            Message(
                "service.away_extended",
                {"players": ["bob", "cid"], "until": "<t:5:D>", "deadline": "<t:9:R>"},
            ),
            "La partita aspetta bob, cid, assenti fino al <t:5:D>: la scadenza passa a <t:9:R>.",
        ),
        (
            Message("discord.games.waiting", {"players": ["bob", "cid"]}),
            " — si aspettano bob, cid",
        ),
    ],
)
def test_messages_read_in_italian(message: Message, italian: str) -> None:
    registry.install()
    assert i18n.render(message, "it") == italian


def test_phases_read_in_italian_inside_house_messages() -> None:
    phase_name = registry.plugin("roads_and_boats").phase_name
    saved = Message("service.orders_saved", {"phase": "t3.movement"})
    assert i18n.render(saved, "it", phase_name) == (
        "I tuoi ordini per turno 3 — movimento sono salvati (non ancora pronti)."
    )
    assert i18n.render(saved, "en", phase_name) == (
        "Your orders for turn 3 — movement are saved (not ready yet)."
    )
    waiting = Message(
        "service.phase_status",
        {"phase": "t1.production", "ready": 1, "total": 3, "players": ["bob", "cid"]},
    )
    assert i18n.render(waiting, "it", phase_name) == (
        "Turno 1 — produzione: 1/3 pronti; si aspettano bob, cid."
    )
    begins = Message("rnb.phase.open", {"turn": 3, "phase": "production"})
    assert i18n.render(begins, "it", phase_name) == "Turno 3: inizia la fase di produzione."
    opened = Message("service.orders_open", {"game_id": 1, "phase": "t1.production"})
    assert i18n.render(opened, "it", phase_name).endswith(", poi segnala che sei pronto.")


def _untranslated(texts: set[str]) -> list[str]:
    return sorted(text for text in texts if i18n.command_text(text, "it") is None)


KEPT_AS_THEY_ARE = {"…", "Imhotep", "Meduris", "Roads & Boats", "twin-valleys", "inland-sea"}
"""Discord's placeholder description and proper names (game titles, fixed maps)."""


async def test_every_slash_command_text_has_an_italian_description(harness: Harness) -> None:
    texts: set[str] = set()
    for command in harness.bot.tree.walk_commands():
        texts.add(command.description)
        if isinstance(command, app_commands.Command):
            for parameter in command.parameters:
                texts.add(parameter.description)
                texts.update(choice.name for choice in parameter.choices)
    assert _untranslated(texts - KEPT_AS_THEY_ARE) == []
    italian = [i18n.command_text(text, "it") or "" for text in texts]
    assert [text for text in italian if len(text) > 100] == []  # Discord's limit


def test_several_away_players_are_named_in_the_plural_in_english() -> None:
    registry.install()
    late = Message("service.away_defaults", {"players": ["bob", "cid"]})
    assert i18n.render(late, "en") == (
        "The deadline has passed while bob, cid are away: the bot played their default moves."
    )
    assert "while cid is away" in i18n.render(
        Message("service.away_defaults", {"players": ["cid"]})
    )
