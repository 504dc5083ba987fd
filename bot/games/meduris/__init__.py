"""Meduris in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`.

Turns are private (`private_turns`): each player's materials are secret, so every decision is
prompted by DM with the player's own board and choices; the channel gets the public board and
a ping.
"""

from __future__ import annotations

from bot.gameplugin import GamePlugin
from bot.games.meduris import italian
from bot.games.meduris.howto import HOW_TO_PLAY_EN, HOW_TO_PLAY_IT
from rendering.meduris import render
from rules.meduris import GAME

PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    rules_text={"en": HOW_TO_PLAY_EN, "it": HOW_TO_PLAY_IT},
    translations={"it": italian.MESSAGES},
    terms={"it": italian.TERMS},
    commands={"it": italian.COMMANDS},
    private_turns=True,
    discord="bot.games.meduris.cog",
)
