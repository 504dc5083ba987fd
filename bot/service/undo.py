"""Undo: a player takes back their own last move while nothing has happened since.

An undo is a `/mod rollback` of one move restricted to its mover (`moderation.cut_log`): the
log is cut back before the move, the moderation log keeps an "undo" entry with the moves taken
back, and the deadline is armed as it was before the move. It is allowed only while no other
player has acted since and only for moves whose engine says they revealed nothing
(`Game.undoable`); what the service played by itself right after the move (a forced choice, a
seat handed to the bot) goes with it, under the same condition.

The offer is bound to the move: its number and the moment it was logged (`mark`), so that an
Undo button from before an undo or a rollback never takes back a later move of the same number.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.gamelog import ORDERS, Table
from bot.service.access import my_seats
from bot.service.actor import Actor
from bot.service.moderation import Cut, cut_log
from bot.service.outcomes import Outcome, ServiceError
from bot.service.pipeline import LoggedMove, Pipeline, PlayResult
from bot.service.tables import Tables
from rules.core import Event, Game, Message, register_templates
from storage import MoveRow

register_templates(
    {
        "service.undone": "{player} took back their last move.",
        "service.undo_gone": (
            "Move {seq} has already been taken back or rolled back; nothing was changed."
        ),
        "service.undo_not_yours": "Only {player} can take back that move; nothing was changed.",
        "service.undo_acted_since": (
            "{player} has acted since, so that move can no longer be taken back; nothing was "
            "changed."
        ),
        "service.undo_revealed": (
            "That move showed something that was hidden (a die, a card, a draw), so it cannot "
            "be taken back; nothing was changed."
        ),
    }
)

UNDO = "undo"
"""The moderation log's entry for a move taken back by its player."""


def mark_of(logged_at: float) -> int:
    """The moment a move was logged, in whole milliseconds: with its number, it tells that move
    from a later one logged under the same number after an undo."""
    return round(logged_at * 1000)


def takes_back(game: Game[Any, Any], before: Any, moves: Sequence[LoggedMove | MoveRow]) -> bool:
    """Whether `moves`, logged in this order from state `before`, may all be taken back: none is
    a phase's orders, and the engine finds each one undoable where it was played. Moves just
    played (`LoggedMove`) carry their typed move and the state it was played on; moves read
    from the log are parsed and played again from `before`."""
    state = before
    for logged in moves:
        if isinstance(logged, LoggedMove) and logged.parsed is not None:
            if not game.undoable(logged.before, logged.player, logged.parsed, logged.events):
                return False
            continue
        body = {k: v for k, v in logged.move.items() if k != "player"}
        if body.get("type") == ORDERS:
            return False
        move = game.parse_move(body)
        events = [e if isinstance(e, Event) else Event.from_json(e) for e in logged.events]
        if not game.undoable(state, logged.player, move, events):
            return False
        if logged is not moves[-1]:
            state, _ = game.apply(state, logged.player, move)
    return True


def offer(before: Table, played: PlayResult) -> dict[str, Any]:
    """What a player's move offers to take back, for `Outcome.data`: {"undo": [number, mark]}
    when the move (logged first in `played`) and what the service played after it may be taken
    back, else nothing."""
    if not played.logged or played.over or played.logged_at is None:
        return {}
    first, rest = played.logged[0], played.logged[1:]
    if first.user_id is None or any(log.user_id is not None for log in rest):
        return {}
    if not takes_back(before.game, before.state, played.logged):
        return {}
    return {"undo": [first.seq, mark_of(played.logged_at)]}


class Undo:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def undo(self, actor: Actor, game_id: int, seq: int, mark: int) -> Outcome:
        """Takes back move `seq` (logged at `mark`) of the actor's, with the service's own moves
        after it; refused, with nothing written, when it is gone, not theirs, followed by another
        player's action, or revealed something."""
        async with self.tables.locked_game(game_id) as row:
            seats, _, total = await self.tables.running(row)
            mine = my_seats(seats, actor, row.id)
            taken = await self.db.moves(row.id, after=seq - 1) if 1 <= seq <= total else []
            if not taken or taken[0].seq != seq or mark_of(taken[0].created_at) != mark:
                raise ServiceError("service.undo_gone", seq=seq)
            target = taken[0]
            if target.user_id != actor.user_id or target.player not in mine:
                raise ServiceError("service.undo_not_yours", player=target.player)
            acted = next((m for m in taken[1:] if m.user_id is not None), None)
            if acted is not None:
                raise ServiceError("service.undo_acted_since", player=acted.player)
            keep = seq - 1
            table = await self.tables.build(row, seats, keep)
            if table.buffered or not takes_back(table.game, table.state, taken):
                raise ServiceError("service.undo_revealed", player=target.player)
            before = await self.db.moves(row.id, after=keep - 1) if keep else []
            armed_at = before[0].created_at if before else self.tables.clock()
            detail = {
                "moves": len(taken),
                "to": keep,
                "player": target.player,
                "undone": [m.move for m in taken],
            }
            cut = Cut(keep, UNDO, detail, status=row.status)
            await cut_log(self.tables, row, table, actor, cut, armed_at=armed_at)
            line = Message("service.undone", {"player": target.player})
            outcome = self.pipeline.restart_outcome(row, seats, table, keep, [line])
            for post in outcome.posts:
                post.done = [line]
            outcome.data["cut"] = True  # panels drawn for the moves taken back must go
            return outcome
