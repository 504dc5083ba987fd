"""Imhotep in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.gameplugin import BoardStory, CreateOption, GamePlugin
from bot.games.imhotep import italian
from bot.games.imhotep.howto import HOW_TO_PLAY
from bot.games.imhotep.words import engine_words
from rendering.imhotep import render
from rendering.imhotep_legend import render_legend
from rules.imhotep import GAME


def _wrath(value: Any) -> dict[str, Any]:
    return {"pharaohs_wrath": bool(value)}


def _render_board(view: dict[str, Any], story: BoardStory, language: str) -> bytes:
    """The board in the reader's language (the recap of the moves is already in `view`)."""
    return render(view, locale=language)


PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    render_board=_render_board,
    render_legend=render_legend,
    create_options=(
        CreateOption(
            "pharaohs_wrath",
            "Imhotep variant: -5 points unless you brought a stone to all four sites",
            bool,
            _wrath,
        ),
    ),
    rules_text=HOW_TO_PLAY,
    catalogue=Path(__file__).parent / "locales",
    commands={"it": italian.COMMANDS},
    engine_words=engine_words,
    discord="bot.games.imhotep.cog",
)
