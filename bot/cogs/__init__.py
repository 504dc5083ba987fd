"""The slash-command cogs: thin translations from interactions to `GameService` calls."""

from __future__ import annotations

from bot.cogs.game import GameCog
from bot.cogs.imhotep import ImhotepCog
from bot.cogs.mod import ModCog
from bot.cogs.orders import OrdersCog

COGS = (GameCog, ImhotepCog, ModCog, OrdersCog)

__all__ = ["COGS", "GameCog", "ImhotepCog", "ModCog", "OrdersCog"]
