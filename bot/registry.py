"""The games this bot plays: one registration line each in `INSTALLED`, looked up by id.

Generic layers (the service, `/game`, `/orders`, `/mod`, the CLI) ask this registry and never
name a game. A game's package registers its `PLUGIN` when `install()` imports it; tests
`register()` throwaway games of their own.
"""

from __future__ import annotations

import importlib
from typing import Any

from bot import i18n
from bot.gameplugin import GamePlugin
from rules.core import Game, RuleError, register_templates

INSTALLED = (
    "bot.games.imhotep",
    "bot.games.roads_and_boats",
    "bot.games.meduris",
)
"""The registration lines: each module defines `PLUGIN`."""

register_templates({"core.unknown_game": "Unknown game {game!r}; choose one of: {choices}."})

_PLUGINS: dict[str, GamePlugin] = {}
_installed = False


def register(plugin: GamePlugin) -> None:
    """Makes a game playable; registering another game under a taken id is a mistake."""
    known = _PLUGINS.get(plugin.name)
    if known is not None and known is not plugin:
        raise ValueError(f"a game named {plugin.name!r} is registered already")
    _PLUGINS[plugin.name] = plugin
    i18n.add_game(plugin.name, plugin.catalogue, plugin.commands, plugin.engine_words)


def unregister(name: str) -> None:
    _PLUGINS.pop(name, None)


def install() -> None:
    """Imports and registers every installed game (once)."""
    global _installed
    if _installed:
        return
    for module_name in INSTALLED:
        register(importlib.import_module(module_name).PLUGIN)
    _installed = True


def plugins() -> list[GamePlugin]:
    install()
    return [_PLUGINS[name] for name in sorted(_PLUGINS)]


def game_ids() -> list[str]:
    return [plugin.name for plugin in plugins()]


def plugin(name: str) -> GamePlugin:
    """The game registered as `name`; RuleError naming the choices for an unknown id."""
    install()
    found = _PLUGINS.get(name)
    if found is None:
        raise RuleError("core.unknown_game", game=name, choices=", ".join(game_ids()))
    return found


def engine(name: str) -> Game[Any, Any]:
    return plugin(name).engine
