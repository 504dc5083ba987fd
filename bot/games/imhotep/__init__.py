"""Imhotep in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`."""

from __future__ import annotations

from typing import Any

from bot.gameplugin import CreateOption, GamePlugin
from bot.games.imhotep import italian
from rendering.imhotep import render
from rules.imhotep import GAME


def _wrath(value: Any) -> dict[str, Any]:
    return {"pharaohs_wrath": bool(value)}


HOW_TO_PLAY_EN = [
    "Imhotep (2–4 players): on your turn take stones, place a stone on a ship, sail a ship to "
    "a site, or play a blue card. Full rules: the Italian rulebook; /imhotep commands and the "
    "buttons under the prompts make the moves."
]

PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    create_options=(
        CreateOption(
            "pharaohs_wrath",
            "Imhotep variant: -5 for each site without your stones",
            bool,
            _wrath,
        ),
    ),
    rules_text={"en": HOW_TO_PLAY_EN},
    translations={"it": italian.MESSAGES},
    terms={"it": italian.TERMS},
    discord="bot.games.imhotep.cog",
)
