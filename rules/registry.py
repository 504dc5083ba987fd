"""Finds a game engine by its id; engines are imported on first use."""

from __future__ import annotations

import importlib
from typing import Any

from rules.core import Game, RuleError, register_templates

_MODULES = {
    "imhotep": "rules.imhotep",
    "meduris": "rules.meduris",
    "roads_and_boats": "rules.roads_and_boats",
}

register_templates({"core.unknown_game": "Unknown game {game!r}; choose one of: {choices}."})


def game_ids() -> list[str]:
    return sorted(_MODULES)


def get_game(name: str) -> Game[Any, Any]:
    """The engine for `name`; RuleError naming the choices for an unknown id."""
    module_name = _MODULES.get(name)
    if module_name is None:
        raise RuleError("core.unknown_game", game=name, choices=", ".join(game_ids()))
    game: Game[Any, Any] = importlib.import_module(module_name).GAME
    return game
