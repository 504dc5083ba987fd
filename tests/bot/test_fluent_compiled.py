"""Compiled Fluent messages read exactly as fluent.runtime formats them.

Every message of every catalogue (the house's and each game's, English and Italian) is
formatted both ways with sample arguments: numbers across the plural categories (whole, with
and without digit grouping, negative, fractional), text, phases in words, lists of names, and
each text a select chooses by. The compiled text must be fluent.runtime's, byte for byte, and
must come from the compiled function (not from falling back to fluent.runtime). Arguments
fluent.runtime reports an error for are left to it, and read as they did before.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, fluent_number
from fluent.syntax import ast
from fluent.syntax.visitor import Visitor

from bot import registry
from bot.catalogue import FUNCTIONS, HOUSE_FOLDER, Bundle, Listed, Localisation, Words
from bot.fluent_compiled import NotCompiled, PluralRule

NUMBERS: tuple[Any, ...] = (0, 1, 2, 3, 11, 21, 101, 1000, 1234567, 1000000, -1, 1.5, 2.0)
"""Whole numbers of every plural category in English and Italian (Italian's "many" is a
million), grouped and not, and the fractions and signs Babel reads apart."""
EACH: tuple[Any, ...] = (0, 1, 2, 1000000, 1.5, "ann", Words("turn 3 — movement"), "x" * 2600)
"""What each variable takes in turn, the others being text."""
TEXTS: tuple[Any, ...] = (
    "ann",
    "",
    Words("turn 3 — movement"),
    "t3.movement",
    "Doe, Jane",
    "x" * 2600,
)
"""Names, an empty text, a phase in words and as a key, and a text longer than a placeable
fluent.runtime takes."""
LISTS: tuple[Any, ...] = (Listed([]), Listed(["ann"]), Listed(["ann", "bob", "ann"]))


def folders() -> list[Path]:
    registry.install()
    games = [plugin.catalogue for plugin in registry.plugins() if plugin.catalogue is not None]
    return [HOUSE_FOLDER, *games]


class _Used(Visitor):
    """The variables a message uses, and the texts its selects choose by."""

    def __init__(self) -> None:
        super().__init__()
        self.variables: list[str] = []
        self.keys: list[str] = []

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        if node.id.name not in self.variables:
            self.variables.append(node.id.name)

    def visit_Variant(self, node: ast.Variant) -> None:
        if isinstance(node.key, ast.Identifier):
            self.keys.append(node.key.name)
        self.generic_visit(node)


def samples(variables: list[str], keys: list[str]) -> Iterator[dict[str, Any]]:
    """Argument sets: every variable the same sample (a number as it comes, or as `bot.i18n`
    makes it, without grouping), then each variable in turn a number, a text, a list or a text
    a select chooses by, the others plain text."""
    ungrouped = [fluent_number(n, useGrouping=False) for n in NUMBERS]
    for value in [*NUMBERS, *ungrouped, *TEXTS, *LISTS, *keys]:
        yield dict.fromkeys(variables, value)
    for name in variables:
        for value in [*EACH, *LISTS, *keys]:
            yield {**dict.fromkeys(variables, "ann"), name: value}


def catalogue(language: str) -> Iterator[tuple[str, Bundle, FluentBundle, ast.Message]]:
    """Each message with our bundle and fluent.runtime's own, both built from every file."""
    ours = Bundle(language, FUNCTIONS)
    reference = FluentBundle([language], functions=FUNCTIONS, use_isolating=False)
    messages: list[ast.Message] = []
    for folder in folders():
        path = folder / f"{language}.ftl"
        resource = FluentResource(path.read_text(encoding="utf-8"))
        ours.add_resource(resource)
        reference.add_resource(resource)
        messages += [item for item in resource.body if isinstance(item, ast.Message)]
    for message in messages:
        yield message.id.name, ours, reference, message


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_message_reads_as_fluent_runtime_formats_it(language: str) -> None:
    compared = 0
    for identifier, ours, reference, message in catalogue(language):
        formatter = ours.formatter(identifier)
        pattern = reference.get_message(identifier).value
        assert formatter is not None and pattern is not None, identifier
        used = _Used()
        used.visit(message)
        for args in samples(used.variables, used.keys):
            expected, errors = reference.format_pattern(pattern, args)
            if errors:  # fluent.runtime reports it: left to fluent.runtime
                with pytest.raises(NotCompiled):
                    formatter(args)
                continue
            assert formatter(args) == expected, (identifier, args)
            compared += 1
    assert compared > 40_000  # every message, many ways


def test_a_missing_or_unusable_argument_is_left_to_fluent_runtime() -> None:
    """What fluent.runtime reports is reported as before: the language's text is not used
    and English's is (or none at all)."""
    italian, english = Bundle("it", FUNCTIONS), Bundle("en", FUNCTIONS)
    italian.add_resource(
        FluentResource("m = { $player } ha { $n ->\n [one] uno\n *[other] altri\n}\n")
    )
    english.add_resource(FluentResource("m = { $player } has { $n } { -term }\n-term = more\n"))
    localisation = Localisation("it", [italian, english])
    assert localisation.format("m", {"player": "ann", "n": 1}) == "ann ha uno"
    assert localisation.format("m", {"player": "ann"}) is None  # English lacks it too
    assert localisation.format("m", {"player": "x" * 2501, "n": 1}) is None
    assert localisation.format("m", {"player": object(), "n": 2}) is None
    assert english.formatter("m") is None  # a term reference: always fluent.runtime's
    assert localisation.format("m", {"player": "ann", "n": FluentNone("n")}) == "ann ha altri"


def test_a_function_that_fails_is_reported_by_fluent_runtime() -> None:
    def failing(value: Any) -> Any:
        raise ValueError(value)

    bundle = Bundle("en", {**FUNCTIONS, "FAIL": failing})
    bundle.add_resource(FluentResource("m = { FAIL($x) } and { NOPE($x) }\nn = { FAIL($x) }\n"))
    assert bundle.formatter("m") is None  # an unknown function: never compiled
    formatter = bundle.formatter("n")
    assert formatter is not None
    with pytest.raises(NotCompiled):
        formatter({"x": 1})
    assert Localisation("en", [bundle]).format("n", {"x": 1}) is None


def test_numeric_variants_match_by_value_and_text_by_its_plural_category() -> None:
    reference = FluentBundle(["en"], use_isolating=False)
    source = "m = { $n ->\n [0] none\n [one] one\n [2] two\n *[other] many\n}\n"
    reference.add_resource(FluentResource(source))
    ours = Bundle("en", FUNCTIONS)
    ours.add_resource(FluentResource(source))
    formatter = ours.formatter("m")
    pattern = reference.get_message("m").value
    assert formatter is not None and pattern is not None
    for value in (0, 1, 2, 3, 0.0, 1.0, 2.0, "one", "other", "2", "zero"):
        assert formatter({"n": value}) == reference.format_pattern(pattern, {"n": value})[0]


def test_a_plural_category_is_kept_per_whole_number() -> None:
    asked: list[Any] = []

    def rule(number: Any) -> str:
        asked.append(number)
        return "one" if number == 1 else "other"

    plural = PluralRule(rule)
    assert [plural(n) for n in (1, 2, 1, fluent_number(2), 1.0, 1.0)] == [
        "one",
        "other",
        "one",
        "other",
        "one",
        "one",
    ]
    assert asked == [1, 2, 1.0, 1.0]  # fractions are asked every time: 1.0 is not 1
