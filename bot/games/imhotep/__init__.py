"""Imhotep in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`."""

from __future__ import annotations

from typing import Any

from bot.gameplugin import CreateOption, GamePlugin
from bot.games.imhotep import italian
from bot.games.imhotep.howto import HOW_TO_PLAY
from rendering.imhotep import render
from rules.imhotep import GAME


def _wrath(value: Any) -> dict[str, Any]:
    return {"pharaohs_wrath": bool(value)}


PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    create_options=(
        CreateOption(
            "pharaohs_wrath",
            "Imhotep variant: -5 points unless you brought a stone to all four sites",
            bool,
            _wrath,
        ),
    ),
    rules_text=HOW_TO_PLAY,
    translations={"it": italian.MESSAGES},
    terms={"it": italian.TERMS},
    commands={"it": italian.COMMANDS},
    discord="bot.games.imhotep.cog",
)
