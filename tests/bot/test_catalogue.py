"""The Fluent catalogue: complete in both languages, and every text reads in words.

Every registered key is rendered in English and Italian with representative values (the
engine's own values: materials, buildings, decisions, places), once with every number 1 and
once with 2, and must read without an identifier, "(s)", "1 <plural>" or, in Italian, an
English word; and once with every position (ship, slot, space...) the engine's first, 0, which
must read as players count it, from 1.
"""

from __future__ import annotations

import importlib
import pkgutil
import string
from collections.abc import Iterator, Mapping
from typing import Any

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from wordcheck import problems

import bot
import rules
from bot import catalogue, i18n, registry
from rules.core import Message, english_template, known_keys

HOUSE_PREFIXES = ("service", "discord", "log", "core", "demo")
GAME_PREFIXES: Mapping[str, tuple[str, ...]] = {
    "imhotep": ("imhotep",),
    "roads_and_boats": ("rnb",),
    "meduris": ("meduris",),
}
"""The message key prefixes of each installed game; a game added to `registry.INSTALLED` needs
its line here (and its Italian)."""

_NUMBER_NAMES = (
    "count most points space ship slot district level round turn seq least low high size last "
    "first second gap used total minutes steps turns huts runes settlement lost rock rocks "
    "extra substitutes min index height capacity game_id channel_id role_id limit banks seats "
    "free missing stones sled left known here now available cards ships sizes workers held "
    "gain bricks columns tokens inputs victims room wanted current earlier changed given have "
)
NUMBERS = frozenset(_NUMBER_NAMES.split())
"""Parameters that carry a number."""

WORDS: Mapping[str, str] = {
    "material": "stone",
    "highland": "copper",
    "source": "wood",
    "target": "wool",
    "take": "stone",
    "face": "any",
    "die": "any",
    "token": "points",
    "building": "raft_factory",
    "good": "board",
    "output": "board",
    "animal": "goose",
    "transporter": "red-donkey-1",
    "carrier": "red-raft-1",
    "path": "C3.sw > C4",
    "tile": "C3",
    "place": "C3.sw",
    "edge": "C3.e",
    "where": "C3",
    "kind": "place_worker",
    "move": "build_hut",
    "moves": "place_worker",
    "card": "decoration_obelisks",
    "site": "burial_chamber",
    "site_name": "burial chamber",
    "status": "lobby",
    "terrain": "mountain",
    "research": "shipping",
    "player": "ann",
    "players": "ann, bob",
    "winners": "ann",
    "name": "ann",
    "owner": "bob",
    "holder": "bob",
    "pending": "bob",
    "mention": "<@1>",
    "mentions": "<@1>",
}
"""Representative values of the parameters that carry a game word or a name."""


def _import_all() -> None:
    for package in (rules, bot):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    registry.install()


def _checked_keys() -> list[str]:
    _import_all()
    prefixes = set(HOUSE_PREFIXES)
    for game in registry.game_ids():
        prefixes.update(GAME_PREFIXES.get(game, ()))
    return [key for key in sorted(known_keys()) if key.split(".")[0] in prefixes]


def _params(key: str) -> list[str]:
    found = string.Formatter().parse(english_template(key))
    return sorted({name for _, name, _, _ in found if name})


def _sample(key: str, number: int) -> Message:
    params: dict[str, Any] = {}
    for name in _params(key):
        if name in NUMBERS or name.endswith("_count"):
            params[name] = number
        else:
            params[name] = WORDS.get(name, "ann")
    return Message(key, params)


def test_every_installed_game_has_its_prefixes_listed() -> None:
    registry.install()
    assert set(registry.game_ids()) <= set(GAME_PREFIXES), "add the new game's key prefixes"


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_key_is_in_the_files_of_both_languages(language: str) -> None:
    keys = _checked_keys()
    assert len(keys) > 400
    assert [key for key in keys if not i18n.defined(language, key)] == []


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)


def _entries() -> Iterator[tuple[str, ast.Message]]:
    registry.install()
    folders = [catalogue.HOUSE_FOLDER, *(p.catalogue for p in registry.plugins() if p.catalogue)]
    for folder in folders:
        for path in sorted(folder.glob("*.ftl")):
            resource = FluentParser().parse(path.read_text(encoding="utf-8"))
            assert not [item for item in resource.body if isinstance(item, ast.Junk)], path
            for item in resource.body:
                if isinstance(item, ast.Message):
                    yield f"{path.parent.parent.name}/{path.name}", item


def test_no_entry_is_stale_and_every_variable_is_a_parameter() -> None:
    by_id = {catalogue.message_id(key): key for key in _checked_keys()}
    for where, entry in _entries():
        identifier = entry.id.name
        if "-term-" in identifier:
            continue
        assert identifier in by_id, f"{where}: {identifier} is no registered key"
        variables = _Variables()
        variables.visit(entry)
        unknown = variables.names - set(_params(by_id[identifier]))
        assert not unknown, f"{where}: {identifier} uses {unknown}"


@pytest.mark.parametrize("number", [1, 2])
@pytest.mark.parametrize("language", ["en", "it"])
def test_every_text_reads_in_words(language: str, number: int) -> None:
    found: list[str] = []
    for key in _checked_keys():
        text = i18n.render(_sample(key, number), language)
        found += [f"{key}: {problem}" for problem in problems(text, language)]
    assert found == [], "\n".join(found)


POSITION_NAMES = frozenset(
    {"ship", "ships", "slot", "slots", "order", "space", "spaces", "district", "level"}
    | {"first", "second", "last", "other"}
)
"""Parameters that may name a ship, slot, space, district or level (the engines count from 0)."""
FILE_NUMBERS = frozenset({"meduris.token_space", "meduris.token_gap"})
"""Keys about a replay file's fixed data: they quote the file's numbers, which count from 0."""


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_position_reads_from_1(language: str) -> None:
    """Every ship, slot, space, district or level parameter set to the engine's first (0),
    every other number to 2: no text may say "ship 0", "casella 0"... (players count from 1)."""
    found: list[str] = []
    for key in _checked_keys():
        if key in FILE_NUMBERS:
            continue
        sample = _sample(key, 2)
        params = {
            name: 0 if name in POSITION_NAMES else value for name, value in sample.params.items()
        }
        text = i18n.render(Message(key, params), language)
        found += [f"{key}: {problem}" for problem in problems(text, language)]
    assert found == [], "\n".join(found)


BUILT = {"player": "ann", "building": "raft_factory", "place": "C3.sw"}
HUT = {"player": "ann", "space": 3, "district": 1, "paid": {"wood": 1, "stone": 1}}
WRONG = {"player": "ann", "kind": "place_worker", "moves": "place_worker", "move": "build_hut"}


@pytest.mark.parametrize(
    ("message", "english", "italian"),
    [
        (
            Message("rnb.building.built", BUILT),
            "ann builds a raft factory on C3 (south-west).",
            "ann costruisce l'edificio fabbrica di zattere in C3 (sud-ovest).",
        ),
        (
            Message("meduris.wrong_decision", WRONG),
            "ann, the decision now is placing a worker: answer with placing a worker, not with "
            "building a hut.",
            "ann, ora la decisione è piazzare un lavoratore: rispondi con piazzare un "
            "lavoratore, non con costruire una capanna.",
        ),
        (
            Message("meduris.built_hut", {**HUT, "settlement": 1}),
            "ann built a hut on space 4 (district 2), paying 1 wood, 1 stone; its settlement "
            "has 1 hut.",
            "ann ha costruito una capanna sulla casella 4 (territorio 2) pagando 1 legno, "
            "1 pietra; il suo insediamento ha 1 capanna.",
        ),
        (
            Message("meduris.exchanged", {"player": "ann", "give": {"stone": 3}, "take": "wool"}),
            "ann exchanged 3 stones for 1 wool.",
            "ann ha scambiato 3 pietre con 1 lana.",
        ),
        (
            Message("meduris.die_rolled", {"player": "bob", "face": "any"}),
            "bob rolled the die: any material.",
            "bob ha tirato il dado: materiale a scelta.",
        ),
        (
            Message(
                "service.status_header",
                {
                    "game_id": 1,
                    "title": "Meduris",
                    "status": "running",
                    "stage": Message("service.status_setting_up"),
                },
            ),
            "#1 Meduris: running, setting up.",
            "#1 Meduris: in corso, preparazione.",
        ),
        (
            Message(
                "service.status_header",
                {
                    "game_id": 2,
                    "title": "Roads & Boats",
                    "status": "over",
                    "stage": Message("service.status_turn", {"number": 33}),
                },
            ),
            "#2 Roads & Boats: over, turn 33.",
            "#2 Roads & Boats: finita, turno 33.",
        ),
        (
            Message(
                "meduris.offered", {"player": "ann", "paid": {"wood": 1}, "space": 3, "points": 1}
            ),
            "ann offers 1 wood at space 4 and scores 1 point.",
            "ann offre 1 legno alla casella 4 e guadagna 1 punto.",
        ),
        (
            Message("rnb.phase.open", {"turn": 2, "phase": "wonder"}),
            "Turn 2: the wonder phase begins.",
            "Turno 2: inizia la fase della meraviglia.",
        ),
        (
            Message("service.phase_status_all", {"phase": "t1.wonder", "total": 1}),
            "t1.wonder: the one player awaited is ready.",
            "t1.wonder: l'unico giocatore atteso è pronto.",
        ),
        (
            Message("discord.games.place_status", {"place": "Imhotep in #room", "status": "lobby"}),
            "Imhotep in #room (waiting for players)",
            "Imhotep in #room (in attesa di giocatori)",
        ),
        (
            Message("discord.games.place_unnamed", {"title": "Imhotep",
                                                    "game_id": 123456789012345678}),
            "Imhotep, game 123456789012345678",
            "Imhotep, partita 123456789012345678",
        ),
    ],
)  # fmt: skip
def test_words_and_plural_forms_in_both_languages(
    message: Message, english: str, italian: str
) -> None:
    registry.install()
    assert i18n.render(message, "en") == english
    assert i18n.render(message, "it") == italian


def test_a_player_named_like_a_game_word_keeps_the_name() -> None:
    registry.install()
    took = Message("meduris.took_material", {"player": "stone", "material": "stone"})
    assert i18n.render(took, "it") == "stone ha preso 1 pietra."
