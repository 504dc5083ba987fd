"""The message catalogue: one place that turns `Message` keys into text in the reader's language.

English comes from the templates every module registers with `rules.core.register_templates`;
other languages are tables keyed the same way: the house's in `bot/locales/`, each game's
added by its plug-in (`add_translations`). A key missing from a table
falls back to English, so a translation can be partial. Game terms passed as parameters (card
and site names) are translated through the table's `terms` part.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from bot.locales import it
from rules.core import Message, register_templates, render_english

_log = logging.getLogger(__name__)

DEFAULT_LOCALE = "en"

_TABLES: dict[str, dict[str, str]] = {"it": dict(it.MESSAGES)}
_TERMS: dict[str, dict[str, str]] = {"it": dict(it.TERMS)}
_KEY_TERMS: dict[tuple[str, str], dict[str, str]] = {}
"""A game's messages read their parameters with that game's terms: two games may translate
one English word differently (Imhotep's temple site, Meduris' temple building)."""
_COMMANDS: dict[str, dict[str, str]] = {"it": dict(it.COMMANDS)}
"""Slash-command, option and choice texts by their English, per language."""


def add_translations(
    language: str,
    messages: Mapping[str, str],
    terms: Mapping[str, str] | None = None,
    commands: Mapping[str, str] | None = None,
) -> None:
    """Adds a game's translations (its plug-in declares them) to the language's tables."""
    _TABLES.setdefault(language, {}).update(messages)
    own_terms = {**_TERMS.get(language, {}), **(terms or {})}
    _TERMS.setdefault(language, {}).update(terms or {})
    for key in messages:
        _KEY_TERMS[(language, key)] = own_terms
    _COMMANDS.setdefault(language, {}).update(commands or {})


def command_text(english: str, locale: Any) -> str | None:
    """A slash command's (or option's, or choice's) text in the locale's language, if any."""
    return _COMMANDS.get(language_of(locale), {}).get(english)


def languages() -> list[str]:
    return [DEFAULT_LOCALE, *sorted(_TABLES)]


def translation(language: str, key: str) -> str | None:
    """The template of `key` in `language`, None when that language has none."""
    return _TABLES.get(language, {}).get(key)


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
        "discord.turn.not_in_game": "You are not in this game.",
        "discord.turn.other_player": "It is {players}'s turn.",
        "discord.turn.game_over": "This game is over.",
        "discord.turn.nothing_pending": "There is nothing for you to decide now.",
        "discord.prompt.your_turn": "{mentions}: your turn.",
        "discord.prompt.choose": "Choose how to go on:",
        "discord.select.more": "Choose…",
        "discord.rules.generic": "{title}: see the rulebook. Use /game status to see the board.",
        "discord.export.caption": "Replay of game {game_id}.",
        "discord.games.list": "Game {game_id}: {kind} in <#{channel_id}> ({status})",
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
    text = str(getattr(locale, "value", locale)).lower()
    language = text.split("-")[0]
    return language if language in _TABLES else DEFAULT_LOCALE


PhaseName = Callable[[str], Message]
"""A game's phase keys in words: "t3.movement" -> Message("rnb.phase_name", ...)."""


def render(message: Message, locale: Any = None, phase_name: PhaseName | None = None) -> str:
    """The message in `locale`'s language, falling back to English when the key is untranslated.

    Parameters that are messages themselves are rendered in the same language. With
    `phase_name`, every string parameter whose name ends in "phase" is a phase key and is shown
    in words ("Turn 3 — movement") instead.
    """
    if phase_name is not None:
        message = Message(message.key, _phases_in_words(message.params, locale, phase_name))
    language = language_of(locale)
    terms = _KEY_TERMS.get((language, message.key)) or _TERMS.get(language, {})
    params = {
        name: _param(value, terms, locale, phase_name) for name, value in message.params.items()
    }
    template = _TABLES.get(language, {}).get(message.key)
    if template is not None:
        try:
            return template.format(**params)
        except (KeyError, IndexError, ValueError):
            _log.warning("translation of %s (%s) does not fit its params", message.key, language)
    english = {
        name: render(value, DEFAULT_LOCALE, phase_name) if isinstance(value, Message) else value
        for name, value in message.params.items()
    }
    return render_english(message.key, english)


def _param(value: Any, terms: Mapping[str, str], locale: Any, phase_name: PhaseName | None) -> Any:
    """A parameter as shown: a nested message in the same language, a game term translated."""
    if isinstance(value, Message):
        return render(value, locale, phase_name)
    return terms.get(value, value) if isinstance(value, str) else value


def _phases_in_words(
    params: Mapping[str, Any], locale: Any, phase_name: PhaseName
) -> dict[str, Any]:
    return {
        name: render(phase_name(value), locale)
        if name.endswith("phase") and isinstance(value, str)
        else value
        for name, value in params.items()
    }


def render_lines(
    lines: Iterable[Message], locale: Any = None, phase_name: PhaseName | None = None
) -> str:
    return "\n".join(render(line, locale, phase_name) for line in lines)


def text(key: str, locale: Any = None, **params: Any) -> str:
    """Shortcut for the adapter's own keys."""
    return render(Message(key, params), locale)


def term(word: str, locale: Any = None) -> str:
    """A game term (card, site) in the reader's language; English terms read with spaces."""
    translated = _TERMS.get(language_of(locale), {}).get(word)
    return translated if translated is not None else word.replace("_", " ")
