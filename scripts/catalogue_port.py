"""Ports message keys written in the old format into the Fluent catalogue files.

A key is still written as before: its English source text registered in code with
`register_templates` (`str.format` syntax), its Italian in a `MESSAGES` table (`bot/locales/it.py`
for the house's keys, `bot/games/<game>/italian.py` for a game's) and game words in a `TERMS`
table beside it. This script appends every registered key that no `en.ftl` holds yet to the
right `en.ftl`, and every Italian entry of those tables that `it.ftl` lacks to `it.ftl`,
converted to Fluent syntax, and checks that each converted text renders exactly as the old one.
Afterwards delete the ported entries from the Python tables, and write plural forms by hand
where a number is involved (see `bot/catalogue.py`).

    PYTHONPATH=. python scripts/catalogue_port.py
"""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path
from types import ModuleType
from typing import Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.syntax import FluentParser, ast

import bot
import rules
from bot import catalogue, registry
from rules.core import english_template, known_keys

GAME_PREFIXES = {"imhotep": "imhotep", "rnb": "roads_and_boats", "meduris": "meduris"}
"""Which game's files hold a key with this prefix when no Italian table says otherwise."""


def _import_all() -> None:
    for package in (rules, bot):
        for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(module.name)
    registry.install()


def fluent_pattern(template: str) -> str:
    """A `str.format` template as a Fluent pattern (`{name}` -> `{ $name }`)."""
    parts: list[str] = []
    for literal, name, spec, conversion in string.Formatter().parse(template):
        parts.append(_literal(literal))
        if name is None:
            continue
        if spec:
            raise ValueError(f"format spec {spec!r} has no Fluent form")
        placeable = "{ $" + name + " }"
        parts.append(f"'{placeable}'" if conversion == "r" else placeable)
    return "".join(parts)


def _literal(text: str) -> str:
    return re.sub(r"[{}]", lambda brace: '{"' + brace.group() + '"}', text)


def entry(identifier: str, pattern: str) -> str:
    """One `id = value` entry; lines after the first indented, special starts escaped."""
    lines = pattern.split("\n")
    escaped = [_escape_line(line, first=index == 0) for index, line in enumerate(lines)]
    if escaped[-1].endswith(" "):
        escaped[-1] = escaped[-1].rstrip(" ") + '{" "}' * (len(lines[-1]) - len(lines[-1].rstrip()))
    if len(escaped) == 1:
        return f"{identifier} = {escaped[0]}\n"
    body = "\n".join(f"    {line}" if line else "" for line in escaped)
    return f"{identifier} =\n{body}\n"


def _escape_line(line: str, first: bool) -> str:
    if not line:
        return '{""}'
    stripped = line.lstrip(" ")
    if stripped != line:
        return '{"' + line[: len(line) - len(stripped)] + '"}' + stripped
    if not first and line[0] in "[*.":
        return '{"' + line[0] + '"}' + line[1:]
    return line


def _tables(module: ModuleType | None) -> tuple[Mapping[str, str], Mapping[str, str]]:
    if module is None:
        return {}, {}
    return getattr(module, "MESSAGES", {}), getattr(module, "TERMS", {})


def _italian_module(name: str) -> ModuleType | None:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError:
        return None


def _scopes() -> Iterator[tuple[str, Path, ModuleType | None]]:
    """Each catalogue scope: its name, its folder, its old-format Italian module."""
    yield catalogue.HOUSE, catalogue.HOUSE_FOLDER, _italian_module("bot.locales.it")
    for plugin in registry.plugins():
        if plugin.catalogue is not None:
            module = _italian_module(f"bot.games.{plugin.name}.italian")
            yield plugin.name, plugin.catalogue, module


def _ids(path: Path) -> set[str]:
    if not path.exists():
        return set()
    resource = FluentParser().parse(path.read_text(encoding="utf-8"))
    return {item.id.name for item in resource.body if isinstance(item, ast.Message)}


def _scope_of(
    key: str, italian_by_scope: Mapping[str, Mapping[str, str]], english: Mapping[str, set[str]]
) -> str:
    """The scope whose files hold (or are to hold) `key`: where its English or Italian already
    is, else the game its prefix names, else the house."""
    for scope, ids in english.items():
        if catalogue.message_id(key) in ids:
            return scope
    for scope, table in italian_by_scope.items():
        if key in table:
            return scope
    return GAME_PREFIXES.get(key.split(".")[0], catalogue.HOUSE)


def _check(identifier: str, fluent: str, template: str) -> str | None:
    """None when the Fluent text renders exactly as the template, else what differs."""
    names = {name for _, name, _, _ in string.Formatter().parse(template) if name}
    sample: dict[str, Any] = {name: f"<{name}>" for name in names}
    bundle = FluentBundle(["en"], use_isolating=False)
    bundle.add_resource(FluentResource(fluent))
    if not bundle.has_message(identifier):
        return f"{identifier}: not Fluent: {fluent!r}"
    value = bundle.get_message(identifier).value
    assert value is not None
    got, errors = bundle.format_pattern(value, sample)
    want = template.format(**sample)
    if errors or got != want:
        return f"{identifier}: {got!r} != {want!r} {errors}"
    return None


def port() -> int:
    _import_all()
    scopes = list(_scopes())
    italian_by_scope = {name: _tables(module)[0] for name, _, module in scopes}
    english = {name: _ids(folder / "en.ftl") for name, folder, _ in scopes}
    problems: list[str] = []
    for name, folder, module in scopes:
        messages, terms = _tables(module)
        additions: dict[str, list[str]] = {"en": [], "it": []}
        known = {language: _ids(folder / f"{language}.ftl") for language in additions}
        english_keys = [
            k for k in sorted(known_keys()) if _scope_of(k, italian_by_scope, english) == name
        ]
        for language, table in (
            ("en", {k: english_template(k) for k in english_keys}),
            ("it", messages),
        ):
            for key, template in sorted(table.items()):
                identifier = catalogue.message_id(key)
                if identifier in known[language]:
                    continue
                text = entry(identifier, fluent_pattern(template))
                problem = _check(identifier, text, template)
                if problem:
                    problems.append(problem)
                additions[language].append(text)
        for word, italian in sorted(terms.items()):
            identifier = catalogue.term_id(name, word)
            if identifier not in known["it"]:
                additions["it"].append(entry(identifier, fluent_pattern(italian)))
            if identifier not in known["en"]:
                additions["en"].append(entry(identifier, fluent_pattern(word.replace("_", " "))))
        for language, texts in additions.items():
            if texts:
                path = folder / f"{language}.ftl"
                folder.mkdir(parents=True, exist_ok=True)
                with path.open("a", encoding="utf-8") as out:
                    out.write("".join(texts))
                print(f"{path}: {len(texts)} added")
    for problem in problems:
        print("MISMATCH", problem)
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(port())
