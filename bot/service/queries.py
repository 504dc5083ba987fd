"""What the adapter and players ask about a game: status, history, views, boards, legal moves."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from bot import registry
from bot.gamelog import ORDERS, Table
from bot.gameplugin import BoardStory
from bot.service.access import active_names, names, seen_as
from bot.service.actor import Actor, GameInfo, GameSummary
from bot.service.away import seats_away
from bot.service.deadlines import discord_date
from bot.service.outcomes import Outcome, ServiceError
from bot.service.pipeline import Pipeline, final_lines, sequential
from bot.service.schedule import DEADLINE, deadline_lines
from bot.service.story import PlayStory
from bot.service.tables import Tables, game_info
from rules.core import PUBLIC, Decision, Event, Game, Message
from storage import GameRow, MoveRow, SeatRow


def stage(counts_in: str, number: int) -> Message:
    """How far the game is, in the words its rules count in ("round 3", "turn 3")."""
    if number == 0:
        return Message("service.status_setting_up")
    return Message(f"service.status_{counts_in}", {"number": number})


class Queries:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def status(self, actor: Actor, channel_id: int) -> Outcome:
        """Where the channel's game (or its last finished one) stands; `data["board"]` is True."""
        async with self.tables.locked_channel(channel_id, latest=True) as row:
            seats = await self.db.seats(row.id)
            if row.status == "lobby":
                return Outcome(reply=[self._lobby_line(row, seats)], game_id=row.id)
            await self._require_started(row)
            return await self._status(row, seats)

    @staticmethod
    def _lobby_line(row: GameRow, seats: list[SeatRow]) -> Message:
        game = registry.engine(row.kind)
        return Message(
            "service.status_lobby",
            {
                "game_id": row.id,
                "title": game.title,
                "count": len(seats),
                "most": game.max_players,
                "players": names([s.name for s in seats]),
            },
        )

    async def _status(self, row: GameRow, seats: list[SeatRow]) -> Outcome:
        table, _ = await self.tables.load(row, seats)
        game, state = table.game, table.state
        outcome = Outcome(game_id=row.id, data={"board": True})
        header = {
            "game_id": row.id,
            "title": game.title,
            "status": row.status,
            "stage": stage(registry.plugin(row.kind).counts_in, game.round_number(state)),
        }
        outcome.reply.append(Message("service.status_header", header))
        if game.is_over(state):
            outcome.reply.extend(final_lines(game, state))
            return outcome
        scores = game.scores(state)
        outcome.reply.extend(
            Message("service.status_player", {"name": s.name, "points": scores.get(s.name, 0)})
            for s in seats
        )
        outcome.reply.extend(
            Message("service.status_standin", {"name": s.name}) for s in seats if s.standin
        )
        present = [s for s in seats if not (s.absent or s.standin)]
        for name, period in (await seats_away(self.db, present, self.tables.clock())).items():
            until = discord_date(period.ends)
            outcome.reply.append(Message("service.status_away", {"name": name, "until": until}))
        waiting = await self.pipeline.waiting(table, seats, row.id)
        if waiting:
            outcome.reply.append(Message("service.status_waiting", {"players": names(waiting)}))
        outcome.reply.extend(await deadline_lines(self.db, row.id))
        return outcome

    async def history(
        self,
        actor: Actor,
        channel_id: int,
        last: int = 10,
        phase: str | None = None,
        language: str = "en",
    ) -> Outcome:
        """The last moves (or one phase's) in words: what each did, and each player's orders
        once their phase has resolved (orders reach the log only then, written in the reader's
        `language`). Private events and a player's own settings are shown to that player
        alone."""
        async with self.tables.locked_channel(channel_id, latest=True) as row:
            seats = await self.db.seats(row.id)
            mine = {s.name for s in seats if s.user_id == actor.user_id and not s.absent}
            game = registry.engine(row.kind)
            if phase is None:
                moves = await self.db.last_moves(row.id, max(1, min(last, 100)))
                outcome = Outcome(game_id=row.id)
            else:
                moves = [m for m in await self.db.moves(row.id) if m.move.get("phase") == phase]
                if not moves:
                    raise ServiceError("service.history_no_phase", phase=phase)
                outcome = Outcome(
                    game_id=row.id, reply=[Message("service.history_phase", {"phase": phase})]
                )
            if not moves:
                outcome.reply.append(Message("service.history_empty"))
            for move in moves:
                outcome.reply.extend(self._told(game, move, mine, language))
            return outcome

    @staticmethod
    def _told(game: Game[Any, Any], move: MoveRow, mine: set[str], language: str) -> list[Message]:
        """One logged move in words, as `mine` (the reader's seats) may see it."""
        body = {k: v for k, v in move.move.items() if k != "player"}
        head = {"seq": move.seq, "player": move.player}
        visible = [
            event.message
            for event in map(Event.from_json, move.events)
            if event.private_to is None or event.private_to in mine
        ]
        if body.get("type") == ORDERS:
            orders = game.orders_to_text(dict(body.get("orders") or {}), language)
            params = {**head, "phase": body.get("phase"), "orders": orders}
            if not orders.strip():
                return [Message("service.history_no_orders", params), *visible]
            return [Message("service.history_orders", params), *visible]
        if game.is_private_setting(body) and move.player not in mine:
            return [Message("service.history_private", head)]
        if not visible:
            return [Message("service.history_move", {**head, "move": body.get("type")})]
        first = Message("service.history_line", {"seq": move.seq, "line": visible[0]})
        return [first, *visible[1:]]

    async def logged_phases(self, channel_id: int) -> list[str]:
        """The phases of the channel's game that have resolved, newest first (for /game history)."""
        row = await self.db.latest_game_in_channel(channel_id)
        if row is None:
            return []
        phases = [m.move.get("phase") for m in await self.db.moves(row.id)]
        return [str(p) for p in reversed(list(dict.fromkeys(p for p in phases if p)))]

    async def game_in_channel(self, channel_id: int, *, latest: bool = False) -> GameInfo | None:
        """The channel's active game (with `latest`, its last one, even ended)."""
        find = self.db.latest_game_in_channel if latest else self.db.active_game_in_channel
        row = await find(channel_id)
        return None if row is None else game_info(row, await self.db.seats(row.id))

    async def game(self, game_id: int) -> GameInfo:
        row = await self.tables.row(game_id)
        moves = await self.db.move_count(row.id)
        return game_info(row, await self.db.seats(row.id), moves)

    async def games_of_user(self, user_id: int) -> list[GameInfo]:
        """Active games where the user still plays a seat (not one handed to the bot)."""
        games = []
        for row in await self.db.active_games_of_user(user_id):
            seats = await self.db.seats(row.id)
            if any(s.user_id == user_id and not (s.absent or s.standin) for s in seats):
                games.append(game_info(row, seats))
        return games

    async def games_of_guild(self, guild_id: int) -> list[GameSummary]:
        """The server's open games: lobby, running or paused."""
        rows = await self.db.active_games_of_guild(guild_id)
        return [await self._summary(row) for row in rows]

    async def my_games(self, user_id: int) -> list[GameSummary]:
        """The user's open games across servers, those awaiting them first."""
        rows = await self.db.active_games_of_user(user_id)
        summaries = [await self._summary(row) for row in rows]
        return sorted(summaries, key=lambda g: user_id not in {u for _, u in g.waiting})

    async def _summary(self, row: GameRow) -> GameSummary:
        seats = await self.db.seats(row.id)
        title = registry.engine(row.kind).title
        waiting: list[tuple[str, int]] = []
        deadline = None
        if row.status in ("running", "paused"):
            async with self.tables.lock(row.id):
                table, _ = await self.tables.load(row, seats)
                names_waiting = await self.pipeline.waiting(table, seats, row.id)
            users = {s.name: s.user_id for s in seats}
            waiting = [(name, users[name]) for name in names_waiting]
            timers = await self.db.timers(row.id)
            deadline = next((t.due for t in timers if t.kind == DEADLINE), None)
        moves = await self.db.move_count(row.id)
        present = [s for s in seats if not (s.absent or s.standin)]
        gone = await seats_away(self.db, present, self.tables.clock())
        away = [(name, period.ends) for name, period in gone.items()]
        return GameSummary(game_info(row, seats, moves), title, waiting, deadline, away)

    async def track_message(
        self, game_id: int, purpose: str, channel_id: int, message_id: int
    ) -> None:
        """Remembers a message the adapter keeps editing (a pinned status, the last board)."""
        await self.tables.row(game_id)
        await self.db.track_message(game_id, purpose, channel_id, message_id)

    async def tracked_message(self, game_id: int, purpose: str) -> tuple[int, int] | None:
        """(channel id, message id) kept for `purpose`, if any."""
        return await self.db.tracked_message(game_id, purpose)

    async def kind_of(self, game_id: int) -> str:
        """The game's kind, which never changes: from memory when this process knows the game."""
        known = self.db.known_game(game_id)
        return known.kind if known is not None else (await self.tables.row(game_id)).kind

    async def legal_moves(
        self, actor: Actor, game_id: int, *, held: bool = False
    ) -> list[dict[str, Any]]:
        """Replay JSON of every legal move of the actor's pending decision; [] if none. With
        `held`, of the game as this process holds it (`Tables.held_game`: no trip, maybe
        stale where other processes write too)."""
        locked = self.tables.held_game if held else self.tables.locked_game
        async with locked(game_id) as row:
            if row.status != "running":
                return []
            seats = await self.db.seats(row.id)
            active = active_names(seats)
            mine = [s.name for s in seats if s.user_id == actor.user_id and s.name in active]
            table, _ = await self.tables.load(row, seats)
            game = table.game
            for decision in sequential(game.pending(table.state)):
                if decision.player in mine:
                    moves = game.legal_moves(table.state, decision.player)
                    return [game.move_to_json(m) for m in moves]
            return []

    async def pending(self, game_id: int) -> list[tuple[int, Decision]]:
        """(user id, decision) of everything the game waits for; [] before the start.

        Seats handed to the bot (kicked players, stand-ins) are left out: nobody is waited for
        there.
        """
        async with self.tables.locked_game(game_id) as row:
            if row.status not in ("running", "paused"):
                return []
            seats = await self.db.seats(row.id)
            table, _ = await self.tables.load(row, seats)
            present = {s.name: s.user_id for s in seats if not (s.absent or s.standin)}
            pending = table.game.pending(table.state)
            return [(present[d.player], d) for d in pending if d.player in present]

    async def table(self, game_id: int) -> Table:
        """The game's table as logged (engine, seat names, state); for the demo and the CLI."""
        async with self.tables.locked_game(game_id) as row:
            if row.status == "lobby":
                raise ServiceError("service.not_started", game_id=game_id)
            seats = await self.db.seats(row.id)
            table, _ = await self.tables.load(row, seats)
            return Table(table.game, list(table.players), table.state, dict(table.buffered))

    async def view(self, game_id: int, viewer_user_id: int | None = None) -> dict[str, Any]:
        """The engine's view for the user's seat, or the public one for everyone else."""
        table = await self.table(game_id)
        viewer = PUBLIC
        if viewer_user_id is not None:
            viewer = seen_as(await self.db.seats(game_id), viewer_user_id)
        return table.game.view(table.state, viewer)

    async def board_png(
        self,
        game_id: int,
        viewer_user_id: int | None = None,
        story: PlayStory | None = None,
        language: str = "en",
        superseded: Callable[[], bool] | None = None,
    ) -> bytes:
        """The board as the user may see it, in `language`, drawn by the render pool and kept
        in the board cache: the public board as `story`'s play left it (with what just
        happened, where the game draws it) or as the game stands; a player's own board with
        their pending orders, where the game draws them. A play's board that waits for a
        worker is dropped (`Superseded`) if `superseded()` is true when one is free."""
        if viewer_user_id is None and story is not None:
            return await self._story_board(game_id, story, language, superseded)
        async with self.tables.locked_game(game_id) as row:
            if row.status == "lobby":
                raise ServiceError("service.not_started", game_id=game_id)
            await self._require_started(row)
            seats = await self.db.seats(row.id)
            table, seq = await self.tables.load(row, seats)
            epoch = self.tables.boards.epoch(row.id)
        viewer = seen_as(seats, viewer_user_id)
        told: BoardStory | None = None
        own: str | None = None
        if viewer != PUBLIC and viewer_user_id is not None:
            told = BoardStory(own_orders=await self._own_orders(row, viewer_user_id))
            own = json.dumps(told.own_orders, sort_keys=True)
        game, state, boards = table.game, table.state, self.tables.boards

        async def draw() -> bytes:
            view = game.view(state, viewer)
            return await self.tables.renderer.board(row.kind, view, told, language)

        return await boards.get(row.id, epoch, (seq, viewer, language, own), draw)

    async def _require_started(self, row: GameRow) -> None:
        """A game abandoned in its lobby has no table to show (its start saves the first
        snapshot): `/game status` and `/game board` may find it as a channel's last game."""
        if row.status == "abandoned" and not await self.db.snapshot_seqs(row.id):
            raise ServiceError("service.abandoned_unstarted", game_id=row.id)

    async def _story_board(
        self,
        game_id: int,
        story: PlayStory,
        language: str,
        superseded: Callable[[], bool] | None,
    ) -> bytes:
        """The public board of a play, from what the play kept (no database read): the cached
        board of the table it left when there is nothing more to tell, else drawn once for its
        post."""
        kind, renderer = story.game.name, self.tables.renderer
        told = story.told()
        view = story.public_view()

        async def draw() -> bytes:
            return await renderer.board_when_free(kind, language, lambda: (view, told), superseded)

        if told is not None:
            return await draw()
        key = (story.seq, PUBLIC, language, None)
        return await self.tables.boards.get(game_id, story.epoch, key, draw)

    async def _own_orders(self, row: GameRow, user_id: int) -> dict[str, Any] | None:
        """The user's stored orders for their open phase, if any."""
        if row.status != "running":
            return None
        stored = await self.db.orders(row.id)
        mine = [o for o in stored.values() if o.user_id == user_id]
        return dict(mine[0].orders) if mine else None
