"""The slash-command cogs: thin translations from interactions to `GameService` calls."""

from __future__ import annotations

from bot.cogs.game import GameCog
from bot.cogs.imhotep import ImhotepCog
from bot.cogs.mod import ModCog
from bot.cogs.orders import OrdersCog
from bot.cogs.roads_and_boats import RoadsAndBoatsCog

COGS = (GameCog, ImhotepCog, ModCog, OrdersCog, RoadsAndBoatsCog)

__all__ = ["COGS", "GameCog", "ImhotepCog", "ModCog", "OrdersCog", "RoadsAndBoatsCog"]
