"""The house's slash-command cogs (each game brings its own through its plug-in)."""

from __future__ import annotations

from bot.cogs.game import GameCog
from bot.cogs.help import HelpCog
from bot.cogs.mod import ModCog
from bot.cogs.orders import OrdersCog
from bot.cogs.stats import StatsCog

COGS = (GameCog, HelpCog, ModCog, OrdersCog, StatsCog)

__all__ = ["COGS", "GameCog", "HelpCog", "ModCog", "OrdersCog", "StatsCog"]
