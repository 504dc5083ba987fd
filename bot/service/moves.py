"""Sequential moves: a player's turn, a pick inside someone else's turn, a player's own setting."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from bot import gamelog
from bot.gamelog import ORDERS
from bot.service import undo
from bot.service.access import my_seats
from bot.service.actor import Actor
from bot.service.binding import (
    UNBOUND,
    Issued,
    is_side_move,
    move_binding,
    require_current_move,
    side_move_binding,
)
from bot.service.outcomes import Outcome, ServiceError
from bot.service.pipeline import Pipeline, QueuedMove, sequential
from bot.service.tables import Tables
from rules.core import RuleError
from storage import GameRow


class Moves:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def submit_move(
        self, actor: Actor, game_id: int, move: dict[str, Any], issued: Issued = UNBOUND
    ) -> Outcome:
        """A sequential move (replay JSON without "player"), logged before this returns.

        A user holding several seats (an imported game) may name the seat in `move["player"]`.
        The move is refused when the game has moved on since it was `issued` (a double click,
        a retry, a late command); side moves are bound too (`require_current_side_move`).
        """
        return await self.tables.run_locked(
            game_id, lambda row: self._submit(actor, row, move, issued)
        )

    async def submit_in_channel(
        self,
        actor: Actor,
        channel_id: int,
        move: dict[str, Any],
        issued: Issued,
        check: Callable[[str | None], None],
    ) -> Outcome:
        """`submit_move` on the channel's active game, once `check(kind)` lets it through
        (`Tables.run_in_channel`: no trip to find it where this process knows it)."""
        return await self.tables.run_in_channel(
            channel_id, check, lambda row: self._submit(actor, row, move, issued)
        )

    async def _submit(
        self, actor: Actor, row: GameRow, move: dict[str, Any], issued: Issued
    ) -> Outcome:
        """`submit_move` on the game's locked row; its one write is the move's batch."""
        game_id = row.id
        seats, table, seq = await self.tables.running(row)
        mine = my_seats(seats, actor, game_id)
        pending = gamelog.pending(table)  # asked once per state: the play reads it again
        if not isinstance(move, Mapping):
            raise RuleError("log.move_not_object", found=type(move).__name__)
        named = move.get("player")
        body = {k: v for k, v in move.items() if k != "player"}
        if is_side_move(table.game, body):
            player = self._seat(mine, named)
            late = await side_move_binding(self.tables, row, table, seq, issued, player, body)
            queued = [QueuedMove(actor.user_id, player, body)]
            played = await self.pipeline.play(row, seats, table, seq, queued, late=late)
            if table.game.is_private_setting(body) and len(played.logged) == 1:
                # a player's own setting: only they hear of it
                return Outcome(reply=[e.message for e in played.logged[0].events], game_id=row.id)
            outcome = self.pipeline.outcome(row, seats, played)
            outcome.data.update(undo.offer(table, played))
            outcome.new_timers = played.new_timers
            return outcome
        mine_pending = [
            d
            for d in sequential(pending)
            if d.player in mine and (named is None or d.player == named)
        ]
        if not mine_pending:
            # sent against an earlier state (a double click seen by another process after
            # the first one's move): refused as stale, as it would have been then
            await require_current_move(self.tables, row, seats, table, seq, issued, mine[0])
            if any(d.simultaneous and d.player in mine for d in pending):
                raise ServiceError("service.use_orders")
            waiting = list(dict.fromkeys(d.player for d in pending))
            raise ServiceError("service.not_your_turn", players=waiting)
        if body.get("type") == ORDERS:
            raise ServiceError("service.use_orders")
        player = mine_pending[0].player
        late = await move_binding(self.tables, row, seats, table, seq, issued, player)
        queued = [QueuedMove(actor.user_id, player, body)]
        played = await self.pipeline.play(row, seats, table, seq, queued, late=late)
        outcome = self.pipeline.outcome(row, seats, played)
        outcome.data.update(undo.offer(table, played))
        outcome.new_timers = played.new_timers
        return outcome

    async def require_current(self, actor: Actor, game_id: int, issued: Issued) -> None:
        """Refuses a click on a panel the game has moved past, as `submit_move` would, before
        the panel's next step is offered (the step's own click is checked again)."""
        async with self.tables.locked_game(game_id) as row:
            seats, table, seq = await self.tables.running(row)
            mine = my_seats(seats, actor, game_id)
            pending = sequential(table.game.pending(table.state))
            player = next((d.player for d in pending if d.player in mine), mine[0])
            await require_current_move(self.tables, row, seats, table, seq, issued, player)

    @staticmethod
    def _seat(mine: list[str], named: Any) -> str:
        """The seat a move is for: the one named, which must be the actor's, or their first."""
        if named is not None and named not in mine:
            raise ServiceError("service.not_your_seat", player=named)
        return mine[0] if named is None else str(named)
