"""Sequential moves: a player's turn, a pick inside someone else's turn, a player's own setting."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.gamelog import ORDERS, Table
from bot.service.access import my_seats, names
from bot.service.actor import Actor
from bot.service.binding import UNBOUND, Issued, require_current_move
from bot.service.outcomes import Outcome, ServiceError
from bot.service.pipeline import Pipeline, QueuedMove, sequential
from bot.service.tables import Tables
from rules.core import RuleError
from storage import GameRow, SeatRow


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
        a retry, a late command); a player's own setting may be changed at any time.
        """
        async with self.tables.locked_game(game_id) as row:
            seats, table, seq = await self.tables.running(row)
            mine = my_seats(seats, actor, game_id)
            pending = table.game.pending(table.state)
            if not isinstance(move, Mapping):
                raise RuleError("log.move_not_object", found=type(move).__name__)
            named = move.get("player")
            body = {k: v for k, v in move.items() if k != "player"}
            if table.game.is_private_setting(body):
                return await self._private_setting(actor, row, seats, table, seq, mine, named, body)
            if table.game.allows_any_time(body):
                player = self._seat(mine, named)
                queued = [QueuedMove(actor.user_id, player, body)]
                played = await self.pipeline.play(row, seats, table, seq, queued)
                return self.pipeline.outcome(row, seats, played)
            mine_pending = [
                d
                for d in sequential(pending)
                if d.player in mine and (named is None or d.player == named)
            ]
            if not mine_pending:
                if any(d.simultaneous and d.player in mine for d in pending):
                    raise ServiceError("service.use_orders")
                waiting = list(dict.fromkeys(d.player for d in pending))
                raise ServiceError("service.not_your_turn", players=names(waiting))
            if body.get("type") == ORDERS:
                raise ServiceError("service.use_orders")
            player = mine_pending[0].player
            await require_current_move(self.tables, row, seats, table, seq, issued, player)
            queued = [QueuedMove(actor.user_id, player, body)]
            played = await self.pipeline.play(row, seats, table, seq, queued)
            return self.pipeline.outcome(row, seats, played)

    @staticmethod
    def _seat(mine: list[str], named: Any) -> str:
        """The seat a move is for: the one named, which must be the actor's, or their first."""
        if named is not None and named not in mine:
            raise ServiceError("service.not_your_seat", player=named)
        return mine[0] if named is None else str(named)

    async def _private_setting(
        self,
        actor: Actor,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        mine: list[str],
        named: Any,
        body: dict[str, Any],
    ) -> Outcome:
        """A player's own setting (standing answers), any time; only they hear of it."""
        player = self._seat(mine, named)
        queued = [QueuedMove(actor.user_id, player, body)]
        played = await self.pipeline.play(row, seats, table, seq, queued)
        if len(played.logged) > 1:
            return self.pipeline.outcome(row, seats, played)
        return Outcome(reply=[e.message for e in played.logged[0].events], game_id=row.id)
