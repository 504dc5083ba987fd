"""What every component click starts with: the game its id names checked, then the clicker's
legal moves, or why they have none.

Shared by the games' components (`bot.games.<game>.components`): a click is checked against the
legal moves reloaded from the service, never against what the message showed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

from bot.adapter import Adapter
from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from rules.core import Message

T = TypeVar("T")


async def legal_moves(bot: Adapter, actor: Actor, game_id: int) -> list[dict[str, Any]]:
    """The clicker's legal moves; ServiceError saying why when there are none."""
    legal = await bot.service.legal_moves(actor, game_id)
    if not legal:
        reason = await why_not(bot, game_id, actor.user_id)
        raise ServiceError(reason.key, **reason.params)
    return legal


async def pick_move(
    bot: Adapter,
    actor: Actor,
    game_id: int,
    pick: Callable[[list[dict[str, Any]]], T | None],
) -> tuple[list[dict[str, Any]], T | None]:
    """The clicker's legal moves and what `pick` finds in them (None: nothing).

    Where other processes write too, first from the game as this process holds it, with no trip
    to the database: a move found there is submitted, and its batch's guard refuses it if the
    game moved meanwhile (the move is then decided afresh). When nothing is found there, the
    legal moves are read afresh, so that a refusal or the next step rests on the game as it
    is; `legal_moves` says why when there are none."""
    if bot.service.db.shared:
        held = await bot.service.legal_moves(actor, game_id, held=True)
        found = pick(held) if held else None
        if found is not None:
            return held, found
    legal = await legal_moves(bot, actor, game_id)
    return legal, pick(legal)


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
    of the game's data is read. A game's kind never changes: known, it costs no trip."""
    if await bot.service.kind_of(game_id) != kind:
        raise ServiceError("discord.error.outdated_component")


def first_value(values: list[str]) -> str:
    """A select's chosen value; a select sent with none chosen gets an answer saying so."""
    if not values:
        raise ServiceError("discord.error.nothing_chosen")
    return str(values[0])
