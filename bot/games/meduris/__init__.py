"""Meduris in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`.

Turns are private (`private_turns`): each player's materials are secret, so every decision is
prompted by DM with the player's own board and choices; the channel gets the public board and
a ping.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from bot.gameplugin import BoardStory, GamePlugin
from bot.games.meduris import italian
from bot.games.meduris.howto import HOW_TO_PLAY
from rendering.meduris import LABELS_IT, render
from rendering.meduris_legend import render_legend
from rules.meduris import GAME

BOARD_LABELS: dict[str, Mapping[str, str]] = {"it": LABELS_IT}
"""The words on the board per language (English is the renderer's own)."""


def _render_board(view: dict[str, Any], story: BoardStory, language: str) -> bytes:
    return render(view, labels=BOARD_LABELS.get(language))


PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    render_board=_render_board,
    render_legend=render_legend,
    rules_text=HOW_TO_PLAY,
    catalogue=Path(__file__).parent / "locales",
    commands={"it": italian.COMMANDS},
    private_turns=True,
    discord="bot.games.meduris.cog",
)
