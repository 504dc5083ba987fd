"""The message catalogue: turns `Message` keys into text in the reader's language.

The texts are Fluent files, one per package and language (`bot/catalogue.py` says where they
are and how a key is added); the English source text each module registers with
`rules.core.register_templates` is what a key not yet in the files reads. A game word passed as
a parameter (a material, a building, a decision) is shown in words in the reader's language;
numbers are formatted as the language writes them, without digit grouping (ids stay whole).

Every move renders its words and its prompt's labels, and they recur: what was rendered is
remembered per language (bounded), and forgotten whenever a game's catalogue is added.
"""

from __future__ import annotations

import contextlib
import functools
import re
from collections.abc import Callable, Hashable, Iterable, Mapping
from pathlib import Path
from typing import Any, ClassVar, Generic, ParamSpec, TypeVar

from babel import Locale
from fluent.runtime.types import FluentInt, NumberFormatOptions, fluent_number

from bot.catalogue import (
    DEFAULT_LANGUAGE,
    HOUSE,
    Catalogue,
    Listed,
    Localisation,
    Words,
    capitalised,
    message_id,
    term_id,
)
from bot.locales import it
from bot.numbering import shown_params
from rules.core import Message, positions, register_templates, render_english

DEFAULT_LOCALE = DEFAULT_LANGUAGE
P = ParamSpec("P")
V = TypeVar("V")

CATALOGUE = Catalogue()
"""Every language's texts, built once on first use after the games have registered."""
_COMMANDS: dict[str, dict[str, str]] = {"it": dict(it.COMMANDS)}
"""Slash-command, option and choice texts by their English, per language."""
EngineWords = Callable[[str, str], str]
_ENGINE_WORDS: dict[str, EngineWords] = {}
"""Per game scope, its engine ids in a language's words (see `GamePlugin.engine_words`)."""

NAMES = frozenset(
    {
        "player",
        "players",
        "name",
        "names",
        "winner",
        "winners",
        "holder",
        "owner",
        "pending",
        "mention",
        "mentions",
        "host",
        "user",
        "by",
        "seats",
        "title",
        "reason",
        "text",
        "line",
        "lines",
        "detail",
        "details",
        "error",
        "scores",
        "game",
        "game_id",
        "channel",
        "server",
        "url",
        "example",
    }
)
"""Parameters that carry names or ready-made text, never a game word to translate (a player
may be called "stone"); an `example` is what a player types, as the command takes it."""

PART_OF_TILE = re.compile(r"([A-Z]{1,2}\d{1,2})\.([a-z]{1,2})")
"""A part of a map tile ("C3.sw"): read "C3 (south-west)" with the game's word for the side
(`<game>-term-side_sw`)."""


def add_game(
    scope: str,
    folder: Path | None,
    commands: Mapping[str, Mapping[str, str]],
    engine_words: EngineWords | None = None,
) -> None:
    """Adds a game's catalogue folder, its command texts and how its engine ids read (its
    plug-in declares them)."""
    if folder is not None:
        CATALOGUE.add_folder(scope, folder)
    if engine_words is not None:
        _ENGINE_WORDS[scope] = engine_words
    for language, texts in commands.items():
        _COMMANDS.setdefault(language, {}).update(texts)
    _forget_texts()


def command_text(english: str, locale: Any) -> str | None:
    """A slash command's (or option's, or choice's) text in the locale's language, if any."""
    return _COMMANDS.get(language_of(locale), {}).get(english)


def languages() -> list[str]:
    return CATALOGUE.languages()


def defined(language: str, key: str) -> bool:
    """Whether `language`'s own files (not its English fallback) hold `key`."""
    localisation = CATALOGUE.localisation(language)
    return localisation.language == language and localisation.bundles[0].has_message(
        message_id(key)
    )


register_templates(
    {
        "discord.done": "Done.",
        "discord.note_kept": "{mention}: I could not send you a private message (your DMs "
        "are closed to this server's members). It is kept for you: it appears, only to you, "
        "the next time you use a command or button of mine here.",
        "discord.notes_kept_head": "Messages that could not reach you by DM:",
        "discord.error.generic": "Something went wrong on our side; it has been logged. "
        "Nothing was changed by your request.",
        "discord.error.missing_permissions": "You need the {permissions} permission for this.",
        "discord.error.not_moderator": "Only members with Manage Server or the moderator role "
        "can use /mod.",
        "discord.error.check_failed": "You cannot use this command here.",
        "discord.error.guild_only": "This command works only in a server channel.",
        "discord.error.standing_both": "Give both phase and mode to set standing orders, or "
        "neither to see yours.",
        "discord.error.nothing_chosen": "Nothing was chosen; pick one of the options.",
        "discord.error.outdated_component": "That button or menu is no longer in use; nothing "
        "was changed. Use the latest message, or /game status to see where the game stands.",
        "discord.error.out_of_range": "{option} must be between {low} and {high}; you gave "
        "{value}.",
        "discord.error.bad_reminders": "Reminders are minutes before the deadline separated by "
        'commas, like "60,10"; {value!r} is not.',
        "discord.error.bad_json": "That file is not a replay: {reason}.",
        "discord.error.file_too_large": "That file is too large ({size} bytes; at most {limit}).",
        "discord.error.no_game_here": "There is no game in this channel.",
        "discord.error.choose_game": "You are in several games; choose one with the game option.",
        "discord.error.no_games": "You have no running game.",
        "discord.error.unknown_game_choice": "{value!r} is not one of your games.",
        "discord.error.wrong_game_kind": "The game in this channel is {kind}, not {expected}.",
        "discord.error.bad_move_choice": "That choice is no longer available; look at the "
        "latest message.",
        "discord.error.bad_ready": 'Ready is "yes" or "no"; {value!r} is neither. Nothing '
        "was saved.",
        "discord.error.bad_seats": "Seats are name=@member pairs separated by commas; {value!r} "
        "is not.",
        "discord.error.bad_seat_user": "{value!r} names no Discord member: a member is an "
        "@mention or an id of at most 19 digits.",
        "discord.turn.not_in_game": "You are not in this game.",
        "discord.turn.other_player": "It is {players}'s turn.",
        "discord.turn.game_over": "This game is over.",
        "discord.turn.nothing_pending": "There is nothing for you to decide now.",
        "discord.prompt.your_turn": "{mentions}: your turn.",
        "discord.prompt.choose": "Choose how to go on:",
        "discord.select.more": "Choose…",
        "discord.rules.generic": "{title}: see the rulebook. Use /game status to see the board.",
        "discord.export.caption": "Replay of game {game_id}.",
        "discord.orders.form_title": "Orders for game #{game_id}",
        "discord.orders.form_label": "Orders, one per line",
        "discord.orders.form_label_phase": "Orders for {phase}, one per line",
        "discord.orders.form_ready": "Ready? (yes/no)",
    }
)


def language_of(locale: Any) -> str:
    """The catalogue language for a Discord locale ("it", "en-US", a `discord.Locale`...)."""
    if locale is None:
        return DEFAULT_LOCALE
    language = _LANGUAGES.get(locale)
    if language is None:
        text = str(getattr(locale, "value", locale))
        language = text.lower().split("-")[0]
        language = language if language in languages() else DEFAULT_LOCALE
        if len(_LANGUAGES) < KNOWN_LOCALES:
            _LANGUAGES[locale] = language
    return language


PhaseName = Callable[[str], Message]
"""A game's phase keys in words: "t3.movement" -> Message("rnb.phase_name", ...)."""


class _Recent(Generic[V]):
    """A bounded memo of texts: the least recently used goes first when it is full.

    Without a lock (a few renderings run in worker threads): each step is one operation on a
    dict, which the interpreter lock keeps whole, and a hit moves its text to the end of the
    dict's order by taking it out and putting it back. A race can only forget a text (it is
    rendered again) or leave the memo a few texts over its size until the next one is put."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._texts: dict[Hashable, V] = {}

    def get(self, key: Hashable) -> V | None:
        text = self._texts.pop(key, None)
        if text is not None:
            self._texts[key] = text
        return text

    def put(self, key: Hashable, text: V) -> None:
        self._texts[key] = text
        if len(self._texts) > self._size:
            with contextlib.suppress(KeyError, RuntimeError):  # changed meanwhile by a thread
                oldest = next(iter(self._texts), None)
                if oldest is not None:
                    del self._texts[oldest]

    def clear(self) -> None:
        self._texts.clear()


_RENDERED: _Recent[str] = _Recent(8192)
"""Rendered messages by (language, phase namer, message with its positions): a move's words,
prompts and option labels recur, and Fluent with Babel's number formatting costs tens of
microseconds a message."""
_TERMS: _Recent[str] = _Recent(2048)
"""Game words by (language, game, word, count)."""
_WORDS: _Recent[tuple[str | None]] = _Recent(4096)
"""A message's game words by (language, scopes, word, count), found or not: a new text
(a move's, with its new numbers) still names the same few words, and each costs a Fluent
formatting."""
_LANGUAGES: dict[Any, str] = {}
"""Catalogue languages by locale as given (a `discord.Locale` or its text; at most
`KNOWN_LOCALES`): every render asks."""
KNOWN_LOCALES = 256


_FORGETTERS: list[Callable[[], None]] = []
"""How each `remembered` function forgets its texts."""


def remembered(size: int) -> Callable[[Callable[P, str]], Callable[P, str]]:
    """Memoises a function of hashable arguments that returns catalogue text (an option's
    label in a language), keeping the last `size` results; forgotten when the catalogue
    changes, like every text here."""

    def remember(function: Callable[P, str]) -> Callable[P, str]:
        memo = functools.lru_cache(maxsize=size)(function)
        _FORGETTERS.append(memo.cache_clear)
        return memo  # type: ignore[return-value]

    return remember


def _forget_texts() -> None:
    """The catalogue or a game's words changed: texts worked out before may differ now."""
    for memo in (_RENDERED, _TERMS, _WORDS, _LANGUAGES):
        memo.clear()
    for forget in _FORGETTERS:
        forget()


def _rendered_key(message: Message, language: str, phase_name: PhaseName | None) -> Hashable:
    """What a rendering depends on, as a hashable key; None when a parameter is not a JSON
    value (such a message is rendered every time). Types are part of the key: True and 1 are
    equal in Python but read differently."""
    params = message.params
    types = tuple(map(type, params.values()))
    key = message.key
    if _PLAIN.issuperset(types):  # the common case, in C: no nested value to freeze
        return (language, phase_name, key, positions(key), tuple(params.items()), types)
    if _PLAIN_OR_LISTED.issuperset(types):  # names listed (the owners of a ship's stones)
        listed = _listed_items(params)
        if listed is not None:
            return (language, phase_name, key, positions(key), listed, types)
    try:
        frozen = (language, phase_name, _frozen(message))
        hash(frozen)
    except TypeError:
        return None
    return frozen


_PLAIN = frozenset({str, int, bool, type(None)})
_LISTED = frozenset({list, tuple})
_PLAIN_OR_LISTED = _PLAIN | _LISTED


def _listed_items(params: Mapping[str, Any]) -> tuple[tuple[str, Hashable], ...] | None:
    """The parameters, each list of plain values as its items with their types (the
    parameter's own type is in the key beside it); None when a list holds anything else."""
    items: list[tuple[str, Hashable]] = []
    for name, value in params.items():
        if type(value) in _LISTED:
            kinds = tuple(map(type, value))
            if not _PLAIN.issuperset(kinds):
                return None
            value = (tuple(value), kinds)
        items.append((name, value))
    return tuple(items)


def _frozen(value: Any) -> Hashable:
    if isinstance(value, Message):
        params = tuple((name, _frozen(item)) for name, item in value.params.items())
        return (Message, value.key, positions(value.key), params)
    if isinstance(value, Mapping):
        return (type(value), tuple((name, _frozen(item)) for name, item in value.items()))
    if isinstance(value, list | tuple):
        return (type(value), tuple(_frozen(item) for item in value))
    if isinstance(value, float):
        return (float, repr(value))  # -0.0 == 0.0, yet they read differently
    return (type(value), value)


def render(message: Message, locale: Any = None, phase_name: PhaseName | None = None) -> str:
    """The message in `locale`'s language, falling back to English, then to the source text.

    Positions (ships, slots, spaces...) are shown counted from 1 (`bot.numbering`); the
    source text counts from 0, as the move it speaks of, and is used whole or not at all.

    Parameters that are messages themselves are rendered in the same language. With
    `phase_name`, every string parameter whose name ends in "phase" is a phase key and is shown
    in words ("turn 3 — movement", as in the middle of a sentence) instead.
    """
    language = language_of(locale)
    known = _rendered_key(message, language, phase_name)
    if known is not None:
        cached = _RENDERED.get(known)
        if cached is not None:
            return cached
    if phase_name is not None:
        message = Message(message.key, _phases_in_words(message.params, locale, phase_name))
    localisation = CATALOGUE.localisation(language)
    identifier = message_id(message.key)
    scopes = _scopes_for(localisation.scopes_of.get(identifier, HOUSE))
    params = shown_params(message.key, message.params)
    args = {
        name: _argument(name, value, params, localisation, scopes, locale, phase_name)
        for name, value in params.items()
    }
    text = localisation.format(identifier, args)
    if text is not None:
        if known is not None:
            _RENDERED.put(known, text)
        return text
    english = {
        name: render(value, DEFAULT_LOCALE, phase_name) if isinstance(value, Message) else value
        for name, value in message.params.items()
    }
    return render_english(message.key, english)


def _scopes_for(own: str) -> list[str]:
    """Where a message's game words are looked up: its own file's first, then the house's."""
    others = [scope for scope in CATALOGUE.scopes() if scope not in (own, HOUSE)]
    return [own, HOUSE, *others] if own != HOUSE else [HOUSE, *others]


def _argument(
    name: str,
    value: Any,
    params: Mapping[str, Any],
    localisation: Localisation,
    scopes: list[str],
    locale: Any,
    phase_name: PhaseName | None,
) -> Any:
    """A parameter as Fluent takes it: messages and game words in words, numbers as numbers.
    Plain texts and whole numbers, nearly every parameter, are told by their exact type first
    (the checks below end with a slow one, for mappings)."""
    kind = type(value)
    if kind is str:
        return _text(name, value, params, localisation, scopes)
    if kind is int:
        return _Whole(value)
    if isinstance(value, Message):
        return render(value, locale, phase_name)
    if isinstance(value, bool) or value is None:
        return str(value)
    if isinstance(value, int):
        return _Whole(value)
    if isinstance(value, float):
        return fluent_number(value, useGrouping=False)
    if isinstance(value, Mapping):
        return _amounts(value, localisation, scopes)
    if isinstance(value, list | tuple):
        return Listed(value)  # names, as given: `ITEMS` counts them
    if isinstance(value, str):
        text = _text(name, value, params, localisation, scopes)
        return Words(text) if isinstance(value, Words) else text  # a phase stays in words
    return str(value)


def _text(
    name: str, value: str, params: Mapping[str, Any], localisation: Localisation, scopes: list[str]
) -> str:
    """A text parameter as it reads: a name as given, a part of a tile or a game word in the
    language's words."""
    if name in NAMES:
        return value
    part = PART_OF_TILE.fullmatch(value)
    if part is not None:
        side = _word(f"side_{part[2]}", localisation, scopes, None)
        return f"{part[1]} ({side})" if side is not None else value
    engine_words = _ENGINE_WORDS.get(scopes[0])
    written = engine_words(value, localisation.language) if engine_words else value
    if written != value:
        return written
    count = params.get(f"{name}_count", params.get("count"))
    return _word(value, localisation, scopes, count) or value


class _Remembered(FluentInt):
    """A whole number whose text in a locale Babel works out once: the same few numbers come
    back in every move's words, and Babel takes tens of microseconds to format one. Its
    subclasses fix the formatting options (so that making one merges none)."""

    _texts: ClassVar[dict[tuple[Locale, int], str]]

    def format(self, locale: Locale) -> str:
        key = (locale, int(self))
        text = self._texts.get(key)
        if text is None:
            text = super().format(locale)
            if len(self._texts) < REMEMBERED_NUMBERS:
                self._texts[key] = text
        return text


REMEMBERED_NUMBERS = 4096
"""At most this many numbers' texts are kept per kind."""


class _Whole(_Remembered):
    """A number parameter: as the language writes it, without digit grouping (ids stay whole)."""

    default_number_format_options = NumberFormatOptions(useGrouping=False)
    _texts: ClassVar[dict[tuple[Locale, int], str]] = {}


class _Count(_Remembered):
    """The count a game word takes its form from, with Fluent's default options."""

    _texts: ClassVar[dict[tuple[Locale, int], str]] = {}


def _amounts(counts: Mapping[str, Any], localisation: Localisation, scopes: list[str]) -> str:
    """Amounts of game words ("2 legno, 1 pietra"), each word in its form for its count."""
    listed = [
        f"{count} {_word(word, localisation, scopes, count) or word.replace('_', ' ')}"
        for word, count in counts.items()
    ]
    return ", ".join(listed) or (_word("nothing", localisation, [HOUSE], 1) or "nothing")


def _word(word: str, localisation: Localisation, scopes: list[str], count: Any) -> str | None:
    """A game word in the localisation's language, in its form for `count`; without a count,
    in the form its file marks as the default."""
    number = count if isinstance(count, int) and not isinstance(count, bool) else None
    known = (localisation.language, tuple(scopes), word, number)
    found = _WORDS.get(known)
    if found is None:
        found = (_looked_up(word, localisation, scopes, number),)
        _WORDS.put(known, found)
    return found[0]


def _looked_up(
    word: str, localisation: Localisation, scopes: list[str], number: int | None
) -> str | None:
    args = {"count": _Count(number) if number is not None else ""}
    for scope in scopes:
        identifier = term_id(scope, word)
        if localisation.has(identifier):
            return localisation.format(identifier, args)
    return None


def _phases_in_words(
    params: Mapping[str, Any], locale: Any, phase_name: PhaseName
) -> dict[str, Any]:
    return {
        name: Words(render(phase_name(value), locale))
        if name.endswith("phase") and isinstance(value, str)
        else value
        for name, value in params.items()
    }


def phase_label(phase: str, locale: Any, phase_name: PhaseName | None) -> str:
    """A phase on its own (a choice, a form's field): in words where the game names its
    phases, beginning with a capital ("Turn 3 — movement")."""
    if phase_name is None:
        return phase
    return str(capitalised(Words(render(phase_name(phase), locale))))


def render_lines(
    lines: Iterable[Message], locale: Any = None, phase_name: PhaseName | None = None
) -> str:
    return "\n".join(render(line, locale, phase_name) for line in lines)


def text(key: str, locale: Any = None, **params: Any) -> str:
    """Shortcut for the adapter's own keys."""
    return render(Message(key, params), locale)


def term(word: str, locale: Any = None, count: int | None = None, game: str = HOUSE) -> str:
    """A game word in the reader's language (in its form for `count`), in words; `game`'s
    words first (Imhotep's and Meduris' "temple" differ)."""
    language = language_of(locale)
    number = count if isinstance(count, int) and not isinstance(count, bool) else None
    known = (language, game, word, number)
    cached = _TERMS.get(known)
    if cached is None:
        localisation = CATALOGUE.localisation(language)
        found = _word(word, localisation, _scopes_for(game), count)
        cached = found if found is not None else word.replace("_", " ")
        _TERMS.put(known, cached)
    return cached
