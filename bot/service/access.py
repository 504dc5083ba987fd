"""Who may do what at a table, and who sits where: small checks every part of the service uses."""

from __future__ import annotations

from collections.abc import Sequence

from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from rules.core import PUBLIC
from storage import GameRow, SeatRow


def require_moderator(actor: Actor, action: str) -> None:
    if not actor.is_moderator:
        raise ServiceError("service.not_moderator", action=action)


def require_host_or_moderator(actor: Actor, row: GameRow, action: str) -> None:
    """The host may manage their own game until it starts; moderators always."""
    if actor.is_moderator:
        return
    if actor.user_id == row.host_id and row.status == "lobby":
        return
    if actor.user_id == row.host_id:
        raise ServiceError("service.not_moderator", action=action)
    raise ServiceError("service.not_host", action=action)


def my_seats(seats: list[SeatRow], actor: Actor, game_id: int) -> list[str]:
    """The actor's seats that they play themselves (not handed to the bot or a stand-in)."""
    mine = [s.name for s in seats if s.user_id == actor.user_id and not s.absent and not s.standin]
    if not mine:
        raise ServiceError("service.not_in_game", game_id=game_id)
    return mine


def user_of(seats: list[SeatRow]) -> dict[str, int]:
    return {s.name: s.user_id for s in seats}


def active_names(seats: list[SeatRow]) -> set[str]:
    """Seats their players still play (a kicked player's seat is played by the bot, a seat
    handed to a stand-in by the built-in player)."""
    return {s.name for s in seats if not s.absent and not s.standin}


def seen_as(seats: list[SeatRow], user_id: int | None) -> str:
    """The seat whose hidden information the user may see: their own, while it is theirs (a
    seat handed to a stand-in still is; a kicked player's is not), else the public view."""
    for seat in seats:
        if seat.user_id == user_id and not seat.absent:
            return seat.name
    return PUBLIC


def standin_names(seats: list[SeatRow]) -> set[str]:
    """Seats handed to the built-in player (`bot.service.standins`)."""
    return {s.name for s in seats if s.standin}


def names(players: Sequence[str]) -> str:
    return ", ".join(players)
