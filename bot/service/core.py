"""The Discord-free service core: one facade over the parts that run the tables of every channel.

Each part does one job and shares one `Tables` (database, clock, loaded tables, locks):

- `lobby.Lobby` — create, join, leave, start, abandon;
- `moves.Moves` — sequential moves; `orders.SecretOrders` — secret orders and ready marks;
- `undo.Undo` — a player taking back their last move;
- `pipeline.Pipeline` — applies moves and what the service plays by itself, and logs them;
- `timers.TimerDispatch` with `deadline_timers.Deadlines` — deadlines and reminders;
- `moderation.Moderation`, `transfer.Transfer` (export/import), `queries.Queries`;
- `away.Away` — players' away periods and each game's away policy at deadlines;
- `standins.StandIns` — seats handed to the built-in player and back; `standin_vote.StandInVotes`
  — the table's vote to hand one over;
- `mailbox.Mailbox` — private notes kept until a player whose DMs are closed shows up;
- `stats.Stats` — statistics and ratings of finished games (`/stats`).

Methods return `Outcome`s and never talk to Discord; a refused request raises `ServiceError`
(or lets the engine's `RuleError` through) before anything is written. Every write of one
request is one transaction, committed before the method returns.
"""

from __future__ import annotations

import secrets
import time
from collections.abc import Callable
from pathlib import Path

from bot.render_pool import RenderPool
from bot.service import messages as _messages  # noqa: F401  (registers the templates)
from bot.service.actor import Actor, GameInfo
from bot.service.away import Away
from bot.service.deadline_timers import Deadlines
from bot.service.lobby import Lobby
from bot.service.mailbox import Mailbox
from bot.service.moderation import Moderation
from bot.service.moves import Moves
from bot.service.orders import SecretOrders
from bot.service.pipeline import Pipeline
from bot.service.queries import Queries
from bot.service.standin_vote import StandInVotes
from bot.service.standins import StandIns
from bot.service.stats import Stats
from bot.service.tables import DEFAULT_CACHED_TABLES, Tables
from bot.service.timers import TimerDispatch
from bot.service.transfer import Transfer
from bot.service.undo import Undo
from storage import DEFAULT_CACHE_SIZE, Database

__all__ = ["Actor", "GameInfo", "GameService"]


def _random_seed() -> int:
    return secrets.randbelow(2**31)


class GameService:
    """The tables of every channel, on one database. Open with `await GameService.open(path)`."""

    def __init__(
        self,
        db: Database,
        *,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] = _random_seed,
        cache_size: int = DEFAULT_CACHED_TABLES,
        renderer: RenderPool | None = None,
    ) -> None:
        self.db = db
        self.clock = clock
        self.tables = Tables(db, clock, seed_source, cache_size)
        if renderer is not None:
            self.tables.renderer = renderer
        self.renderer = self.tables.renderer
        """Where boards are drawn: worker processes, or one thread (closed with the service)."""
        pipeline = Pipeline(self.tables)
        self.timers = TimerDispatch(self.tables)
        away = Away(self.tables, pipeline)
        Deadlines(self.tables, pipeline, self.timers, away)
        standins = StandIns(self.tables, pipeline)
        standin_votes = StandInVotes(self.tables, pipeline, standins, self.timers)
        lobby = Lobby(self.tables, pipeline)
        moves = Moves(self.tables, pipeline)
        orders = SecretOrders(self.tables, pipeline)
        moderation = Moderation(self.tables, pipeline)
        transfer = Transfer(self.tables, pipeline)
        queries = Queries(self.tables, pipeline)
        mailbox = Mailbox(self.tables)
        undo = Undo(self.tables, pipeline)
        self.stats = Stats(self.tables)

        self.create = lobby.create
        self.join = lobby.join
        self.leave = lobby.leave
        self.start = lobby.start
        self.set_options = lobby.set_options
        self.abandon = lobby.abandon
        self.threads_default = lobby.threads_default
        self.set_threads = lobby.set_threads

        self.submit_move = moves.submit_move
        self.submit_in_channel = moves.submit_in_channel
        self.require_current = moves.require_current
        self.undo = undo.undo

        self.submit_orders = orders.submit_orders
        self.set_ready = orders.set_ready
        self.ready_for_turn = orders.ready_for_turn
        self.unready_turn = orders.unready_turn
        self.submit_turn = orders.submit_turn
        self.clear_orders = orders.clear_orders
        self.order_phases = orders.order_phases
        self.orders_text = orders.orders_text
        self.show_orders = orders.show_orders
        self.set_standing = orders.set_standing
        self.standing_lines = orders.standing_lines

        self.next_due = self.timers.next_due
        self.fire_due = self.timers.fire_due

        self.pause = moderation.pause
        self.resume = moderation.resume
        self.extend = moderation.extend
        self.force = moderation.force
        self.replace = moderation.replace
        self.kick = moderation.kick
        self.rollback = moderation.rollback
        self.settings = moderation.settings
        self.setup_role = moderation.setup_role
        self.moderator_role = moderation.moderator_role
        self.set_guild_defaults = moderation.set_guild_defaults
        self.standin = standins.hand_over
        self.standin_off = standins.hand_back
        self.standin_take_back = standins.take_back
        self.standin_vote = standin_votes.call_vote
        self.standin_ballot = standin_votes.ballot

        self.set_away = away.set
        self.show_away = away.show
        self.clear_away = away.clear

        self.export = transfer.export
        self.import_replay = transfer.import_replay

        self.status = queries.status
        self.history = queries.history
        self.logged_phases = queries.logged_phases
        self.game_in_channel = queries.game_in_channel
        self.game = queries.game
        self.kind_of = queries.kind_of
        self.games_of_user = queries.games_of_user
        self.games_of_guild = queries.games_of_guild
        self.my_games = queries.my_games
        self.track_message = queries.track_message
        self.tracked_message = queries.tracked_message
        self.legal_moves = queries.legal_moves
        self.pending = queries.pending
        self.table = queries.table
        self.view = queries.view
        self.board_png = queries.board_png

        self.channel_language = db.channel_language
        self.learn_channel_language = db.learn_channel_language
        self.user_language = db.user_language
        self.learn_user_language = db.learn_user_language
        self.note_interaction = db.note_interaction

        self.keep_note = mailbox.keep_note
        self.notes_for = mailbox.notes_for
        self.notes_delivered = mailbox.delivered

    @classmethod
    async def open(
        cls,
        db_path: str | Path,
        *,
        clock: Callable[[], float] = time.time,
        cache_size: int = DEFAULT_CACHED_TABLES,
        render_workers: int = 0,
        synchronous: str | None = None,
    ) -> GameService:
        """The service on `db_path`, its boards drawn by `render_workers` warm worker
        processes (0: one thread); `synchronous`: an SQLite file's (`Database.open`)."""
        renderer = RenderPool(render_workers)
        try:
            await renderer.start()
            db = await Database.open(
                db_path,
                cache_size=max(cache_size, DEFAULT_CACHE_SIZE),
                synchronous=synchronous,
            )
        except BaseException:
            await renderer.close()
            raise
        return cls(db, clock=clock, cache_size=cache_size, renderer=renderer)

    async def close(self) -> None:
        """Closes the database, then stops the render workers."""
        try:
            await self.db.close()
        finally:
            await self.renderer.close()
