"""Stand-in players: a seat handed to the game's built-in player, and handed back later.

A moderator hands a seat over (`/mod standin`) when its player cannot play for a while, and back
(`/mod standin-off`). While the seat is marked (`seats.standin`), nobody is waited for there:
`Pipeline.moves_due` plays its decisions as soon as they are pending, in the same loop (and
transaction) as every other move the service makes by itself, with the engine's demo policy
(`Game.demo_move` / `Game.demo_orders`, through `bot.service.standin_play`).

What the stand-in sees: each game's demo policy reads the state given to it; the three games'
policies read only what the seat may see (the public board and the seat's own hidden goods),
which `tests/bot/test_standins.py` checks by changing everything hidden from the seat and
asking again.

Every hand-over is logged in the moderation log ("standin", "standin-off"): statistics read
`Database.had_standin` to tell a finished game that had a stand-in.
"""

from __future__ import annotations

from typing import Any

from bot.service.access import require_moderator
from bot.service.actor import Actor
from bot.service.binding import UNBOUND, Issued, require_unmoderated_since
from bot.service.names import plain
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.tables import Tables
from rules.core import Message, register_templates
from storage import GameRow

register_templates(
    {
        "service.standin_on": (
            "{by} handed {name}'s seat to the built-in player (stand-in) until {name} takes it "
            "back (/game standin-off) or a moderator hands it back (/mod standin-off)."
        ),
        "service.standin_off": "{by} handed {name}'s seat back: {name} plays it again.",
        "service.standin_already": "{name}'s seat already has a stand-in.",
        "service.standin_none": "That player's seat has no stand-in.",
        "service.standin_played": "{player} (stand-in):",
        "service.status_standin": "{name}'s seat is played by a stand-in.",
        "service.standin_fell_back": (
            "The stand-in's choice for {player} did not pass the rules, so the default was "
            "played. The rules said:"
        ),
        "service.standin_orders": "{player} (stand-in) gave their orders.",
    }
)


class StandIns:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def hand_over(
        self, actor: Actor, channel_id: int, user_id: int, issued: Issued = UNBOUND
    ) -> Outcome:
        """The user's seats are played by the built-in player from now on; if one is awaited,
        it plays at once (so the game must be running: a paused game could not play)."""
        require_moderator(actor, "/mod standin")
        async with self.tables.locked_channel(channel_id) as row:
            await require_unmoderated_since(self.tables, row.id, issued)
            return await self.hand_over_seats(row, actor, user_id)

    async def hand_over_seats(
        self,
        row: GameRow,
        actor: Actor,
        user_id: int,
        how: dict[str, Any] | None = None,
        lines: list[Message] | None = None,
    ) -> Outcome:
        """The hand-over itself, for a moderator or the table's vote (`how` says which in the
        log entry, `lines` what the channel is told); the caller holds the game's lock."""
        seats, table, seq = await self.tables.running(row)
        theirs = [s for s in seats if s.user_id == user_id]
        if not theirs:
            raise ServiceError("service.user_not_seated")
        if all(s.standin for s in theirs):
            raise ServiceError("service.standin_already", name=theirs[0].name)
        now = self.tables.clock()
        if lines is None:
            by = plain(actor.name)
            lines = [
                Message("service.standin_on", {"name": s.name, "by": by})
                for s in theirs
                if not s.standin
            ]
        async with self.db.transaction():
            for seat in theirs:
                await self.db.set_seat_standin(row.id, seat.seat, True)
            detail: dict[str, Any] = {"user": user_id, "seats": [s.name for s in theirs]}
            await self.db.log_action(row.id, actor.user_id, "standin", detail | (how or {}), at=now)
            seats = await self.db.seats(row.id)
            played = await self.pipeline.play(row, seats, table, seq, [])
        if not played.logged:
            return Outcome(
                posts=[Post(row.channel_id, lines, row.id, answers=True)], game_id=row.id
            )
        return self.pipeline.outcome(row, seats, played, lines)

    async def hand_back(
        self, actor: Actor, channel_id: int, user_id: int, issued: Issued = UNBOUND
    ) -> Outcome:
        """The user plays their seats again (a kicked seat stays with the bot's defaults)."""
        require_moderator(actor, "/mod standin-off")
        async with self.tables.locked_channel(channel_id) as row:
            await require_unmoderated_since(self.tables, row.id, issued)
            return await self._release(row, actor, user_id)

    async def take_back(self, actor: Actor, channel_id: int) -> Outcome:
        """The seat's own player plays it again (`/game standin-off`), however it was handed
        over: they are back, and nobody needs to agree to that."""
        async with self.tables.locked_channel(channel_id) as row:
            return await self._release(row, actor, actor.user_id)

    async def _release(self, row: GameRow, actor: Actor, user_id: int) -> Outcome:
        seats = await self.db.seats(row.id)
        theirs = [s for s in seats if s.user_id == user_id and s.standin]
        if not any(s.user_id == user_id for s in seats):
            raise ServiceError("service.user_not_seated")
        if not theirs:
            raise ServiceError("service.standin_none")
        now = self.tables.clock()
        async with self.db.transaction():
            for seat in theirs:
                await self.db.set_seat_standin(row.id, seat.seat, False)
            detail: dict[str, Any] = {"user": user_id, "seats": [s.name for s in theirs]}
            await self.db.log_action(row.id, actor.user_id, "standin-off", detail, at=now)
        lines = [
            Message("service.standin_off", {"name": s.name, "by": plain(actor.name)})
            for s in theirs
        ]
        post = Post(row.channel_id, lines, row.id, ping=[user_id], answers=True)
        return Outcome(posts=[post], game_id=row.id)
