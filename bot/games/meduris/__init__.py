"""Meduris in the bot: its plug-in. Registered by the line in `bot.registry.INSTALLED`."""

from __future__ import annotations

from bot.gameplugin import GamePlugin
from rendering.meduris import render
from rules.meduris import GAME

PLUGIN = GamePlugin(engine=GAME, render=render, private_turns=True)
