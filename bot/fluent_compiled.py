"""Fluent messages compiled once into plain functions, giving fluent.runtime's text faster.

fluent.runtime resolves a message by walking its tree with a new environment every time, and
asks Babel's plural rule for every variant a number is matched against: about 50-100 µs for a
message with a plural select, and most of a move's answer that carries a new text. A compiled
message is closures over the same resolver tree (`FluentBundle.get_message(...).value`), with
the same steps in the same order: text, variables, function calls (`ITEMS`, `CAPITALISED`),
literals, and selects on a number's plural category (kept per number: `PluralRule`) or on text.

The text is fluent.runtime's, byte for byte (`tests/bot/test_fluent_compiled.py` formats every
message of every catalogue both ways). Whatever would make fluent.runtime report an error, or
that is not compiled, is left to it, so that it reports the error as before: a reference to
another message or term, a function the bundle lacks, or too many parts, leave the message
uncompiled (`compile_pattern` gives None); an argument missing or of a type Fluent does not
take, a placeable longer than Fluent allows, or a function that fails, make the formatter raise
`NotCompiled` for those arguments. Our bundles never isolate placeables (`Bundle`), so neither
does this.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from babel import Locale
from fluent.runtime import resolver
from fluent.runtime.types import FluentNone, FluentType
from fluent.runtime.utils import native_to_fluent

Args = Mapping[str, Any]
Node = Callable[[Args], Any]
"""A compiled expression: its value for the arguments, as fluent.runtime's resolver gives it."""
Formatter = Callable[[Args], str]
"""A compiled message: its text for the arguments (already of Fluent's types, or native)."""

REMEMBERED_CATEGORIES = 4096
"""At most this many whole numbers' plural categories are kept per language."""


class NotCompiled(Exception):
    """fluent.runtime must format this: it reports what is wrong, as it always has."""


class PluralRule:
    """A language's CLDR plural rule (Babel's, as `FluentBundle._plural_form`), with the
    category of each whole number kept: Babel works the operands out anew on every call, and
    every plural select asks."""

    def __init__(self, rule: Callable[[Any], str]) -> None:
        self._rule = rule
        self._whole: dict[int, str] = {}

    def __call__(self, number: Any) -> str:
        if not isinstance(number, int):
            return self._rule(number)
        whole = int(number)  # Babel reads an int subclass as its int (`abs` drops the type)
        category = self._whole.get(whole)
        if category is None:
            category = self._rule(whole)
            if len(self._whole) < REMEMBERED_CATEGORIES:
                self._whole[whole] = category
        return category


class Compiler:
    """Compiles a bundle's resolver trees: its Babel locale, functions and plural rule."""

    def __init__(
        self, locale: Locale, functions: Mapping[str, Callable[..., Any]], plural: PluralRule
    ) -> None:
        self.locale = locale
        self.functions = functions
        self.plural = plural

    def pattern(self, pattern: Any) -> Formatter | None:
        """A message's value compiled, or None when fluent.runtime must always format it."""
        if _parts(pattern) > resolver.Pattern.MAX_PARTS:
            return None
        try:
            return self._node(pattern)
        except NotCompiled:
            return None

    def _node(self, node: Any) -> Node:
        if isinstance(node, resolver.TextElement | resolver.StringLiteral):
            return _constant(_literal(node))
        if isinstance(node, resolver.NumberLiteral):
            return _constant(node.value)
        if isinstance(node, resolver.Placeable | resolver.NeverIsolatingPlaceable):
            return self._resolved(self._node(node.expression))
        if isinstance(node, resolver.Pattern):
            return self._joined(node)
        if isinstance(node, resolver.VariableReference):
            return _variable(node.id.name)
        if isinstance(node, resolver.FunctionReference):
            return self._call(node)
        if isinstance(node, resolver.SelectExpression):
            return self._select(node)
        raise NotCompiled(type(node).__name__)  # message and term references

    def _resolved(self, inner: Node) -> Node:
        """A placeable's text (`resolver.resolve`): a Fluent value formatted in the locale, a
        text as it is unless it is longer than fluent.runtime allows."""
        locale = self.locale

        def resolved(args: Args) -> str:
            value = inner(args)
            if isinstance(value, FluentType):
                try:
                    return value.format(locale)
                except Exception as error:
                    raise NotCompiled("a value that does not format") from error
            if isinstance(value, str) and len(value) <= resolver.MAX_PART_LENGTH:
                return value
            raise NotCompiled("a placeable fluent.runtime does not take")

        return resolved

    def _joined(self, pattern: resolver.Pattern) -> Node:
        texts: list[str] = []
        slots: list[tuple[int, Node]] = []
        for element in pattern.elements:
            if isinstance(element, resolver.TextElement | resolver.StringLiteral):
                text = _literal(element)
                if len(text) > resolver.MAX_PART_LENGTH:
                    raise NotCompiled("a text longer than fluent.runtime allows")
                texts.append(text)
            else:
                slots.append((len(texts), self._node(element)))
                texts.append("")
        if not slots:
            return _constant("".join(texts))

        def joined(args: Args) -> str:
            parts = texts.copy()
            for index, node in slots:
                parts[index] = node(args)
            return "".join(parts)

        return joined

    def _call(self, node: resolver.FunctionReference) -> Node:
        function = self.functions.get(node.id.name)
        if function is None:
            raise NotCompiled(f"no function {node.id.name}")
        positional = [self._node(argument) for argument in node.arguments.positional]
        named = [(item.name.name, self._node(item.value)) for item in node.arguments.named]

        def call(args: Args) -> Any:
            values = [argument(args) for argument in positional]
            options = {name: argument(args) for name, argument in named}
            try:
                return function(*values, **options)
            except Exception as error:
                raise NotCompiled(f"{node.id.name} failed") from error

        return call

    def _select(self, node: resolver.SelectExpression) -> Node:
        """The first variant whose key matches the selector's value (`resolver.match`: a
        number matches a number by value and a name by its plural category, text matches
        text), else the default variant."""
        selector = self._node(node.selector)
        plural = self.plural
        variants: list[tuple[Any, bool, str | None, Node]] = []
        default: Node | None = None
        for variant in node.variants:
            value = self._node(variant.value)
            if isinstance(variant.key, resolver.NumberLiteral):
                number = variant.key.value
                variants.append((number, True, plural(number), value))
            else:
                variants.append((variant.key.name, False, None, value))
            if variant.default:
                default = value
        if default is None:
            raise NotCompiled("a select without a default")
        chosen_default: Node = default

        def select(args: Args) -> Any:
            key = selector(args)
            if key is not None and not isinstance(key, FluentNone):
                if isinstance(key, int | float):
                    try:
                        category = plural(key)
                    except Exception as error:  # a number with no category: Fluent says why
                        raise NotCompiled("a number without a plural category") from error
                    for own, numeric, _, value in variants:
                        if (key == own) if numeric else (category == own):
                            return value(args)
                else:
                    for own, numeric, own_category, value in variants:
                        if (own_category == key) if numeric else (key == own):
                            return value(args)
            return chosen_default(args)

        return select


def _constant(value: Any) -> Node:
    def constant(args: Args) -> Any:
        return value

    return constant


def _literal(node: resolver.TextElement | resolver.StringLiteral) -> str:
    if isinstance(node, resolver.StringLiteral):
        return str(node.parse()["value"])
    return node.value


def _variable(name: str) -> Node:
    """An argument as `resolver.VariableReference` takes it (converted as `format_pattern`
    converts it: a native number becomes a Fluent number)."""

    def variable(args: Args) -> Any:
        try:
            value = args[name]
        except KeyError:
            raise NotCompiled(f"no argument {name}") from None
        if not isinstance(value, FluentType):
            value = native_to_fluent(value)
        if isinstance(value, FluentType | str):
            return value
        raise NotCompiled(f"argument {name} of a type Fluent does not take")

    return variable


def _parts(node: Any) -> int:
    """How many parts fluent.runtime counts at most for this tree (`Pattern.MAX_PARTS`)."""
    own = len(node.elements) if isinstance(node, resolver.Pattern) else 0
    children = [
        child
        for value in vars(node).values()
        for child in (value if isinstance(value, list) else [value])
        if isinstance(child, resolver.BaseResolver)
    ]
    return own + sum(_parts(child) for child in children)
