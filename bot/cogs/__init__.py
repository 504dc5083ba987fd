"""The house's slash-command cogs (each game brings its own through its plug-in)."""

from __future__ import annotations

from bot.cogs.away import AwayCog
from bot.cogs.game import GameCog
from bot.cogs.help import HelpCog
from bot.cogs.mod import ModCog
from bot.cogs.orders import OrdersCog
from bot.cogs.stats import StatsCog

COGS = (AwayCog, GameCog, HelpCog, ModCog, OrdersCog, StatsCog)

__all__ = ["COGS", "AwayCog", "GameCog", "HelpCog", "ModCog", "OrdersCog", "StatsCog"]
