"""How a stand-in plays a seat: the engine's demo policy, with randomness of its own.

The policy's generator is seeded from the game, the seat and the round, never from the state's
own generator (which holds the order of hidden decks), so the same table plays the same way and
nothing hidden reaches the stand-in through its dice. See `bot.service.standins`.
"""

from __future__ import annotations

import random
from typing import Any

from bot.gamelog import Table


def standin_rng(game_id: int, player: str, table: Table) -> random.Random:
    """The stand-in's own randomness: the same game, seat and round play the same way."""
    return random.Random(f"standin:{game_id}:{player}:{table.game.round_number(table.state)}")


def standin_move(game_id: int, table: Table, player: str) -> dict[str, Any]:
    """The demo policy's move for the seat's pending sequential decision, as logged JSON."""
    game = table.game
    rng = standin_rng(game_id, player, table)
    return game.move_to_json(game.demo_move(table.state, player, rng))


def standin_orders(game_id: int, table: Table, player: str) -> dict[str, Any]:
    """The demo policy's orders for the seat's open simultaneous phase."""
    rng = standin_rng(game_id, player, table)
    return dict(table.game.demo_orders(table.state, player, rng))
