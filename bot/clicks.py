"""What every component click starts with: the game its id names checked, then the clicker's
legal moves, or why they have none.

Shared by the games' components (`bot.games.<game>.components`): a click is checked against the
legal moves reloaded from the service, never against what the message showed.
"""

from __future__ import annotations

from typing import Any

from bot.adapter import Adapter
from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from rules.core import Message


async def legal_moves(bot: Adapter, actor: Actor, game_id: int) -> list[dict[str, Any]]:
    """The clicker's legal moves; ServiceError saying why when there are none."""
    legal = await bot.service.legal_moves(actor, game_id)
    if not legal:
        reason = await why_not(bot, game_id, actor.user_id)
        raise ServiceError(reason.key, **reason.params)
    return legal


async def why_not(bot: Adapter, game_id: int, user_id: int) -> Message:
    """Why a clicker has nothing to choose: not seated, game over, or someone else's turn."""
    info = await bot.service.game(game_id)
    seat_names = {uid: name for name, uid in info.seats}
    if user_id not in seat_names:
        return Message("discord.turn.not_in_game")
    if info.status in ("over", "abandoned"):
        return Message("discord.turn.game_over")
    pending = await bot.service.pending(game_id)
    waiting = [seat_names.get(uid, decision.player) for uid, decision in pending if uid != user_id]
    if waiting:
        return Message("discord.turn.other_player", {"players": ", ".join(dict.fromkeys(waiting))})
    return Message("discord.turn.nothing_pending")


async def require_kind(bot: Adapter, game_id: int, kind: str) -> None:
    """The game a component's id names is of the kind whose item claimed the id; an id with
    another kind's game in it (forged, or mistyped) is refused like any stale one, before any
    of the game's data is read."""
    if (await bot.service.game(game_id)).kind != kind:
        raise ServiceError("discord.error.outdated_component")


def first_value(values: list[str]) -> str:
    """A select's chosen value; a select sent with none chosen gets an answer saying so."""
    if not values:
        raise ServiceError("discord.error.nothing_chosen")
    return str(values[0])
