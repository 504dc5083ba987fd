"""The Fluent catalogue files: one `<language>.ftl` per package and language, loaded once.

Where the files are: the house's keys (`service.*`, `discord.*`, `log.*`, `core.*`, `demo.*`)
in `bot/locales/`, each game's in `bot/games/<game>/locales/` (its plug-in names the folder in
`GamePlugin.catalogue`). Translators open them with any Fluent tool (Pontoon, Weblate, an editor).

How a key is written there: the key with its dots as dashes (`meduris.took_material` is
`meduris-took_material`), its parameters as `{ $name }`. A number picks its words with a
selector, so every language says "1 hut", "2 huts" in its own plural forms (CLDR's, through
Babel):

    meduris-built_hut = { $player } built a hut on space { $space }, paying { $paid }; its
        settlement has { $settlement ->
            [one] one hut
           *[other] { $settlement } huts
        }.

A game word passed as a parameter (a material, a building, a decision) is looked up as
`<game>-term-<word>` (`house-term-<word>` for the house's), so it reads in words in each
language; a term may choose its form by the message's `$count` (or `$<parameter>_count`):

    meduris-term-stone = { $count ->
           *[one] stone
            [other] stones
        }

A parameter that lists items (a list: ["ann", "bob", "ann"], the owners of the stones a ship
unloads) reads "ann, bob, ann" and is counted with `ITEMS`, so that one item reads in the
singular, whatever its name holds ("Doe, Jane" is one player):

    imhotep-sailed_site = ... { ITEMS($stones) ->
            [one] { $stones }'s stone
           *[other] the stones of { $stones }
        } ...

A phase named in words reads as in the middle of a sentence ("your orders for turn 3 — movement");
a message that begins with it writes `{ CAPITALISED($phase) }` ("Turn 3 — movement: ready").

Amounts passed as a mapping of game words to counts ({"wood": 2, "stone": 1}) read "2 wood,
1 stone", each word in its form for its count; a part of a tile ("C3.sw") reads "C3 (south-west)"
with the game's `<game>-term-side_sw`; `house-term-nothing` is what no amount at all reads.

How a new key is added: register its English source text in code with `register_templates`
(what `str()` of an error shows, and what players read until the key is in the files), then add
it to the package's `en.ftl` and `it.ftl`. Keys written in the old format (an Italian `MESSAGES`
or `TERMS` table in `bot/locales/it.py` or a game's `italian.py`) are ported mechanically by
`scripts/catalogue_port.py`.
"""

from __future__ import annotations

import contextlib
import logging
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.resolver import CurrentEnvironment, Pattern, ResolverEnvironment
from fluent.runtime.types import FluentNone, FluentType, fluent_number
from fluent.runtime.utils import native_to_fluent
from fluent.syntax import ast

from bot.fluent_compiled import Compiler, Formatter, NotCompiled, PluralRule

_log = logging.getLogger(__name__)

DEFAULT_LANGUAGE = "en"
HOUSE = "house"
HOUSE_FOLDER = Path(__file__).parent / "locales"


def message_id(key: str) -> str:
    """The Fluent id of a message key: Fluent ids have no dots."""
    return key.replace(".", "-")


def term_id(scope: str, word: str) -> str:
    """The Fluent id of a game word of `scope` ("raft_factory" -> "roads_and_boats-term-...")."""
    return f"{scope}-term-{re.sub(r'[^a-z0-9]+', '_', word.lower()).strip('_')}"


LISTED = ", "
"""How the items of a parameter that lists them are joined in the text."""


class Listed(FluentType):
    """A parameter that lists items (a list of names or words): read joined, counted whole."""

    def __init__(self, items: Iterable[Any]) -> None:
        self.items = [str(item) for item in items]

    def format(self, locale: Any) -> str:
        return LISTED.join(self.items)


def items(listed: Any) -> FluentType:
    """`ITEMS($parameter)`: how many items a listing parameter names (none when empty). Text
    is the joined form events were stored in before they listed their items: counted by its
    separators, as it was written."""
    if isinstance(listed, Listed):
        return fluent_number(len(listed.items))
    text = str(listed)
    return fluent_number(len(text.split(LISTED)) if text else 0)


class Words(str):
    """Text in words as in the middle of a sentence (a phase its game names: "turn 3 —
    movement"), which `CAPITALISED` begins with a capital; other text (a phase key shown as it
    is, "t3.movement") stays as it is written."""


def capitalised(text: Any) -> Any:
    """`CAPITALISED($parameter)`: a parameter in words that begins a sentence, its first letter
    capitalised ("Turn 3 — movement"); anything else as it is."""
    if isinstance(text, Words):
        return text[:1].upper() + text[1:]
    return text


FUNCTIONS: dict[str, Callable[..., Any]] = {"ITEMS": items, "CAPITALISED": capitalised}
"""The functions every catalogue file may call."""


class Bundle(FluentBundle):
    """A `FluentBundle` that takes arguments already of Fluent's types as they are, and
    formats its messages compiled (`bot.fluent_compiled`).

    `FluentBundle.format_pattern` makes every number a new `FluentInt`, so a number type that
    remembers its text per locale (`bot.i18n`'s, for the whole numbers every move's words
    carry: Babel takes tens of microseconds to format one) would lose it. Everything else is
    converted and resolved as `FluentBundle` does. Placeables are never isolated: Discord
    would show the marks."""

    def __init__(self, language: str, functions: Mapping[str, Callable[..., Any]]) -> None:
        super().__init__([language], functions=dict(functions), use_isolating=False)
        self._fast_compiler = Compiler(
            self._babel_locale, self._functions, PluralRule(self._plural_form)
        )
        self._formatters: dict[str, Formatter | None] = {}

    def formatter(self, identifier: str) -> Formatter | None:
        """The message compiled, None when it has no value or fluent.runtime must format it;
        compiled on first use (most messages are never shown in a process's life)."""
        try:
            return self._formatters[identifier]
        except KeyError:
            pattern = self.get_message(identifier).value
            formatter = None if pattern is None else self._fast_compiler.pattern(pattern)
            self._formatters[identifier] = formatter
            return formatter

    def format_pattern(
        self, pattern: Pattern, args: Mapping[str, Any] | None = None
    ) -> tuple[str | FluentNone, list[Exception]]:
        fluent_args = {
            name: value if isinstance(value, FluentType) else native_to_fluent(value)
            for name, value in (args or {}).items()
        }
        errors: list[Exception] = []
        env = ResolverEnvironment(
            context=self, current=CurrentEnvironment(args=fluent_args), errors=errors
        )
        try:
            result = pattern(env)
        except ValueError as error:
            errors.append(error)
            result = "{???}"
        return result, errors


@dataclass
class Localisation:
    """One language's bundle followed by English's: a missing or broken text falls back."""

    language: str
    bundles: list[Bundle]
    scopes_of: dict[str, str] = field(default_factory=dict)
    """The scope whose file defines each message id (its game words are looked up first)."""

    def format(self, identifier: str, args: Mapping[str, Any]) -> str | None:
        """The text of `identifier`, None when no bundle renders it without an error."""
        for bundle in self.bundles:
            if not bundle.has_message(identifier):
                continue
            formatter = bundle.formatter(identifier)
            if formatter is not None:
                with contextlib.suppress(NotCompiled):  # fluent.runtime reports the error
                    return formatter(args)
            pattern = bundle.get_message(identifier).value
            if pattern is None:
                continue
            text, errors = bundle.format_pattern(pattern, args)
            if not errors:
                return str(text)
            _log.warning(
                "%s (%s) does not fit its parameters: %s", identifier, self.language, errors
            )
        return None

    def has(self, identifier: str) -> bool:
        return any(bundle.has_message(identifier) for bundle in self.bundles)


class Catalogue:
    """Every language's `Localisation`, built once from the registered folders."""

    def __init__(self) -> None:
        self._folders: dict[str, Path] = {HOUSE: HOUSE_FOLDER}
        self._localisations: dict[str, Localisation] | None = None

    def add_folder(self, scope: str, folder: Path) -> None:
        """A game's folder of `<language>.ftl` files; the bundles are rebuilt on next use."""
        self._folders[scope] = folder
        self._localisations = None

    def scopes(self) -> list[str]:
        return list(self._folders)

    def languages(self) -> list[str]:
        return list(self._built())

    def localisation(self, language: str) -> Localisation:
        built = self._built()
        return built.get(language) or built[DEFAULT_LANGUAGE]

    def _built(self) -> dict[str, Localisation]:
        if self._localisations is None:
            self._localisations = self._build()
        return self._localisations

    def _build(self) -> dict[str, Localisation]:
        found = {path.stem for folder in self._folders.values() for path in folder.glob("*.ftl")}
        built: dict[str, Localisation] = {}
        scopes: dict[str, str] = {}
        english = self._bundle(DEFAULT_LANGUAGE, scopes)
        built[DEFAULT_LANGUAGE] = Localisation(DEFAULT_LANGUAGE, [english], scopes)
        for language in sorted(found - {DEFAULT_LANGUAGE}):
            own = self._bundle(language, scopes)
            built[language] = Localisation(language, [own, english], scopes)
        return built

    def _bundle(self, language: str, scopes: dict[str, str]) -> Bundle:
        bundle = Bundle(language, FUNCTIONS)
        for scope, folder in self._folders.items():
            path = folder / f"{language}.ftl"
            if not path.exists():
                continue
            resource = FluentResource(path.read_text(encoding="utf-8"))
            for identifier in _message_ids(resource):
                scopes.setdefault(identifier, scope)
            bundle.add_resource(resource)
        return bundle


def _message_ids(resource: ast.Resource) -> Iterable[str]:
    return (item.id.name for item in resource.body if isinstance(item, ast.Message))
