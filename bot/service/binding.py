"""Every action is bound to the state it was issued against.

Discord double clicks, retries and late commands are normal: a click carries the move number
(or phase) its message was drawn at, and a slash command the moment it was sent (the
interaction's snowflake time). An action whose state has gone is refused, never applied to a
later one. `Issued()` (nothing known) binds nothing: the CLI, the demo and imports use it.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass
from functools import partial
from typing import Any

from bot.gamelog import Table
from bot.service.outcomes import ServiceError
from bot.service.pipeline import LateCheck
from bot.service.tables import Tables
from rules.core import Game, register_templates
from storage import GameRow, SeatRow

register_templates(
    {
        "service.stale_move": (
            "The game has moved on since that was sent (move {then}, now move {now}); "
            "nothing was changed. Look at the latest message."
        ),
        "service.phase_resolved": (
            "That was sent for {then_phase}, which has already resolved; nothing was changed. "
            "The phase now is {phase}."
        ),
        "service.side_move_repeated": (
            "{player} has acted since that was sent (move {then}, now move {now}); nothing was "
            "changed. Send it again if you mean it once more."
        ),
        "service.moderated_since": (
            "A moderator has used /mod {action} on this game since that was sent; nothing was "
            "changed. Look at the channel, then send it again if it is still needed."
        ),
        "service.phase_not_open_then": (
            "That was sent before {phase} opened; nothing was changed. Send it again if you "
            "mean it for {phase}."
        ),
    }
)


@dataclass(frozen=True)
class Issued:
    """What an action was issued against; every field is optional."""

    seq: int | None = None
    """The move number the clicked message was drawn at."""
    phase: str | None = None
    """The phase the clicked message was for."""
    at: float | None = None
    """When the command was sent (epoch seconds of the interaction's creation)."""


UNBOUND = Issued()


async def seq_when_issued(tables: Tables, game_id: int, seq: int, issued: Issued) -> int:
    """The move number the actor saw: the component's, or the log's length when they sent it."""
    if issued.seq is not None:
        return issued.seq
    if issued.at is not None:
        return await tables.db.seq_at(game_id, issued.at)
    return seq


def is_side_move(game: Game[Any, Any], move: Mapping[str, Any]) -> bool:
    """A move that leaves whose turn it is alone: a player's own setting, an any-time move."""
    body = {k: v for k, v in move.items() if k != "player"}
    return game.is_private_setting(body) or game.allows_any_time(body)


async def require_current_move(
    tables: Tables,
    row: GameRow,
    seats: list[SeatRow],
    table: Table,
    seq: int,
    issued: Issued,
    player: str,
) -> None:
    """A sequential move applies only at the decision its sender saw: moves logged since
    refuse it, unless they were side moves (someone's settings, an exchange) or other players'
    answers to decisions pending beside `player`'s (everyone's pick of a material at once),
    while that same decision of `player`'s is still the one pending."""
    then = await seq_when_issued(tables, row.id, seq, issued)
    if then == seq:
        return
    later = await tables.db.moves(row.id, after=then) if then < seq else []
    game = table.game
    if later and all(is_side_move(game, m.move) for m in later):
        return
    if later and all(m.player != player or is_side_move(game, m.move) for m in later):
        earlier = await tables.build(row, seats, then)
        kind = _decision_kind(earlier.game, earlier.state, player)
        if kind is not None and kind == _decision_kind(game, table.state, player):
            return
    raise ServiceError("service.stale_move", then=then, now=seq)


async def _now_or_late(issued: Issued, check: Callable[[], Awaitable[None]]) -> LateCheck | None:
    """`check` now, or, for a command known only by when it was sent, left to the move's
    transaction (no trip before it: a move logged since is seen there, and only then is the
    full check made)."""
    if issued.seq is None and issued.at is not None:
        return LateCheck(issued.at, check)
    await check()
    return None


async def move_binding(
    tables: Tables,
    row: GameRow,
    seats: list[SeatRow],
    table: Table,
    seq: int,
    issued: Issued,
    player: str,
) -> LateCheck | None:
    """`require_current_move`, now or left to the move's transaction (`_now_or_late`)."""
    check = partial(require_current_move, tables, row, seats, table, seq, issued, player)
    return await _now_or_late(issued, check)


async def side_move_binding(
    tables: Tables,
    row: GameRow,
    table: Table,
    seq: int,
    issued: Issued,
    player: str,
    move: Mapping[str, Any],
) -> LateCheck | None:
    """`require_current_side_move`, now or left to the move's transaction (`_now_or_late`)."""
    check = partial(require_current_side_move, tables, row, table, seq, issued, player, move)
    return await _now_or_late(issued, check)


def _decision_kind(game: Game[Any, Any], state: Any, player: str) -> str | None:
    """The kind of `player`'s pending sequential decision, if one is pending."""
    pending = game.pending(state)
    return next((d.kind for d in pending if d.player == player and not d.simultaneous), None)


async def require_current_side_move(
    tables: Tables,
    row: GameRow,
    table: Table,
    seq: int,
    issued: Issued,
    player: str,
    move: Mapping[str, Any],
) -> None:
    """A side move applies only on the state its sender saw. A copy of it (a double click, a
    command sent twice) finds the first one logged since, a side move of the same seat, and is
    refused. Other players' side moves change nothing it rests on and let it through. An
    any-time move (an exchange, which spends what the player holds) is also refused once the
    game has moved on (a turn, a decision); a player's own setting, which reads nothing of the
    game, is not."""
    then = await seq_when_issued(tables, row.id, seq, issued)
    if then == seq:
        return
    if then > seq:
        raise ServiceError("service.stale_move", then=then, now=seq)
    setting = table.game.is_private_setting({k: v for k, v in move.items() if k != "player"})
    for later in await tables.db.moves(row.id, after=then):
        side = is_side_move(table.game, later.move)
        if side and later.player == player:
            raise ServiceError("service.side_move_repeated", player=player, then=then, now=seq)
        if not side and not setting:
            raise ServiceError("service.stale_move", then=then, now=seq)


async def require_current_phase(
    tables: Tables,
    row: GameRow,
    seats: list[SeatRow],
    seq: int,
    player: str,
    phase: str | None,
    issued: Issued,
) -> None:
    """Orders and ready marks apply only to the phase that was open for `player` when they were
    sent; when moves were logged since, the table of that moment tells which phase it was."""
    if issued.phase is not None:
        if issued.phase != phase:
            raise ServiceError("service.phase_resolved", then_phase=issued.phase, phase=phase)
        return
    then = await seq_when_issued(tables, row.id, seq, issued)
    if then == seq:
        return
    earlier = await tables.build(row, seats, then)
    open_then = [
        d.phase
        for d in earlier.game.pending(earlier.state)
        if d.simultaneous and d.player == player
    ]
    if phase in open_then:
        return
    if open_then:
        raise ServiceError("service.phase_resolved", then_phase=open_then[0], phase=phase)
    raise ServiceError("service.phase_not_open_then", phase=phase)


MODERATOR_COMMANDS = frozenset(
    (
        "force",
        "pause",
        "resume",
        "extend",
        "replace",
        "kick",
        "rollback",
        "settings",
        "import",
        "standin",
        "standin-off",
    )
)
"""The moderation log's entries that are `/mod` commands (of the same name); a host's options
and an abandon are logged too, and bind no moderator command."""


async def require_unmoderated_since(tables: Tables, game_id: int, issued: Issued) -> None:
    """A moderator command applies only to the game its sender saw: a moderator command logged
    since it was sent (the same one sent twice, another moderator's) refuses it."""
    if issued.at is None:
        return
    since = [
        entry
        for entry in await tables.db.actions(game_id)
        if entry.created_at > issued.at and entry.action in MODERATOR_COMMANDS
    ]
    if since:
        raise ServiceError("service.moderated_since", action=since[-1].action)


async def require_no_moves_since(tables: Tables, game_id: int, seq: int, issued: Issued) -> None:
    """A moderator command that acts on the current decision (force, extend, rollback) is
    refused when a move was logged since it was sent: it would act on another one."""
    then = await seq_when_issued(tables, game_id, seq, issued)
    if then != seq:
        raise ServiceError("service.stale_move", then=then, now=seq)
