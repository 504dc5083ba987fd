"""The Discord-free service core: a game's lifecycle, play, secret orders, moderation, timers.

The move log in SQLite is the source of truth. A game's state is its latest snapshot plus the
moves after it, replayed through `bot.gamelog`; the state of a running game is cached in memory
and checked against the log's length on every load. Work on one game is serialised by one
`asyncio.Lock`; every write of one request (a move, its snapshot, its re-armed timers) is one
transaction, committed before the method returns. Methods return `Outcome`s and never talk to
Discord; a refused request raises `ServiceError` (or lets the engine's `RuleError` through)
before anything is written.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import secrets
import sqlite3
import time
from collections.abc import AsyncIterator, Callable, Mapping, Sequence
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bot import gamelog
from bot.gamelog import ORDERS, Table
from bot.service import messages as _messages  # noqa: F401  (registers the templates)
from bot.service.actor import Actor, GameInfo
from bot.service.deadlines import (
    DEFAULT_SETTINGS,
    check_minutes,
    discord_timestamp,
    merged_settings,
)
from bot.service.outcomes import Note, Outcome, Post, ServiceError
from bot.service.replays import export_replay, parse_replay, seat_users
from rendering import render_board
from rules.core import JSON, PUBLIC, Decision, Event, Game, Message, RuleError
from rules.registry import get_game
from storage import Database, GameRow, OrderRow, SeatRow

__all__ = ["Actor", "GameInfo", "GameService"]

_log = logging.getLogger(__name__)

SNAPSHOT_EVERY = 20
"""A snapshot every this many moves (and at each round end), so loading replays few moves."""
AUTO_LIMIT = 10_000
"""Most automatic moves in a row (seats played by the bot); guards against an engine that loops."""


@dataclass
class _Entry:
    """A move about to be logged. `fallback` replaces stored orders that no longer pass."""

    user_id: int | None
    player: str
    move: dict[str, Any]
    auto: bool = False
    fallback: dict[str, Any] | None = None


@dataclass
class _Logged:
    seq: int
    user_id: int | None
    player: str
    move: dict[str, Any]
    events: list[Event]
    auto: bool


@dataclass
class _Played:
    """What one `_play` call logged, and the table after it."""

    table: Table
    seq: int
    logged: list[_Logged] = field(default_factory=list)
    fell_back: list[tuple[str, str | None, Message]] = field(default_factory=list)
    opened: list[Decision] = field(default_factory=list)
    """Simultaneous decisions of a phase that this play opened (their players get a note)."""
    adopted: list[OrderRow] = field(default_factory=list)
    """Orders given ahead that became the orders of a phase this play opened."""
    ahead_used: list[tuple[str, str]] = field(default_factory=list)
    """(player, phase) of the orders given ahead that this play consumed or dropped."""
    ahead_failed: list[tuple[str, str, Message]] = field(default_factory=list)
    """(player, phase, reason) of the orders given ahead that were dropped."""

    @property
    def over(self) -> bool:
        return self.table.game.is_over(self.table.state)


def _names(names: Sequence[str]) -> str:
    return ", ".join(names)


def _seq_decisions(pending: list[Decision]) -> list[Decision]:
    return [d for d in pending if not d.simultaneous]


def _orders_move(decision: Decision, orders: Mapping[str, Any]) -> dict[str, Any]:
    move: dict[str, Any] = {"type": ORDERS}
    if decision.phase is not None:
        move["phase"] = decision.phase
    move["orders"] = dict(orders)
    return move


def _user_of(seats: list[SeatRow]) -> dict[str, int]:
    return {s.name: s.user_id for s in seats}


def _active_names(seats: list[SeatRow]) -> set[str]:
    return {s.name for s in seats if not s.absent}


class GameService:
    """The tables of every channel, on one database. Open with `await GameService.open(path)`."""

    def __init__(
        self,
        db: Database,
        *,
        clock: Callable[[], float] = time.time,
        seed_source: Callable[[], int] | None = None,
    ) -> None:
        self.db = db
        self.clock = clock
        self._seed_source = seed_source or (lambda: secrets.randbelow(2**31))
        self._locks: dict[int, asyncio.Lock] = {}
        self._tables: dict[int, tuple[int, Table]] = {}

    @classmethod
    async def open(
        cls, db_path: str | Path, *, clock: Callable[[], float] = time.time
    ) -> GameService:
        return cls(await Database.open(db_path), clock=clock)

    async def close(self) -> None:
        await self.db.close()

    # -- loading ---------------------------------------------------------------------------------

    def _lock(self, game_id: int) -> asyncio.Lock:
        return self._locks.setdefault(game_id, asyncio.Lock())

    async def _row(self, game_id: int) -> GameRow:
        row = await self.db.get_game(game_id)
        if row is None:
            raise ServiceError("service.unknown_game_id", game_id=game_id)
        return row

    @asynccontextmanager
    async def _locked_game(self, game_id: int) -> AsyncIterator[GameRow]:
        await self._row(game_id)
        async with self._lock(game_id):
            yield await self._row(game_id)

    @asynccontextmanager
    async def _locked_channel(
        self, channel_id: int, *, latest: bool = False
    ) -> AsyncIterator[GameRow]:
        """The channel's active game (or, with `latest`, its last one), locked and re-read."""
        find = self.db.latest_game_in_channel if latest else self.db.active_game_in_channel
        row = await find(channel_id)
        if row is None:
            raise ServiceError("service.no_game_here")
        async with self._lock(row.id):
            fresh = await self._row(row.id)
            if not latest and not fresh.active:
                raise ServiceError("service.no_game_here")
            yield fresh

    async def _load(self, row: GameRow, seats: list[SeatRow]) -> tuple[Table, int]:
        """The table after every logged move, from the cache when it is still current."""
        seq = await self.db.move_count(row.id)
        cached = self._tables.get(row.id)
        if cached is not None and cached[0] == seq:
            return cached[1], seq
        table = await self._build(row, seats, seq)
        self._tables[row.id] = (seq, table)
        return table, seq

    async def _build(self, row: GameRow, seats: list[SeatRow], upto: int) -> Table:
        """The table after the first `upto` moves: latest snapshot, then the moves after it."""
        game = get_game(row.kind)
        players = [s.name for s in seats]
        snapshot = await self.db.latest_snapshot(row.id, at_most=upto)
        if snapshot is None:
            table = gamelog.new_table(game, players, row.options, row.seed, row.fixed)
            start = 0
        else:
            table = gamelog.table_from_json(game, players, snapshot.state)
            start = snapshot.seq
        for move in await self.db.moves(row.id, after=start):
            if move.seq > upto:
                break
            gamelog.advance(table, move.player, move.move)
        return table

    async def _running(self, row: GameRow) -> tuple[list[SeatRow], Table, int]:
        if row.status == "paused":
            raise ServiceError("service.is_paused", game_id=row.id)
        if row.status == "lobby":
            raise ServiceError("service.not_started", game_id=row.id)
        if row.status != "running":
            raise ServiceError("service.not_running", game_id=row.id, status=row.status)
        seats = await self.db.seats(row.id)
        table, seq = await self._load(row, seats)
        return seats, table, seq

    @staticmethod
    def _info(row: GameRow, seats: list[SeatRow]) -> GameInfo:
        return GameInfo(
            id=row.id,
            guild_id=row.guild_id,
            channel_id=row.channel_id,
            kind=row.kind,
            status=row.status,
            host_id=row.host_id,
            seats=[(s.name, s.user_id) for s in seats],
        )

    # -- permissions -----------------------------------------------------------------------------

    @staticmethod
    def _require_moderator(actor: Actor, action: str) -> None:
        if not actor.is_moderator:
            raise ServiceError("service.not_moderator", action=action)

    @staticmethod
    def _require_host_or_moderator(actor: Actor, row: GameRow, action: str) -> None:
        """The host may manage their own game until it starts; moderators always."""
        if actor.is_moderator:
            return
        if actor.user_id == row.host_id and row.status == "lobby":
            return
        if actor.user_id == row.host_id:
            raise ServiceError("service.not_moderator", action=action)
        raise ServiceError("service.not_host", action=action)

    @staticmethod
    def _my_seats(seats: list[SeatRow], actor: Actor, game_id: int) -> list[str]:
        """The actor's seats that they play themselves (not handed to the bot)."""
        mine = [s.name for s in seats if s.user_id == actor.user_id and not s.absent]
        if not mine:
            raise ServiceError("service.not_in_game", game_id=game_id)
        return mine

    # -- playing moves ---------------------------------------------------------------------------

    def _ripe(
        self,
        table: Table,
        seats: list[SeatRow],
        stored: Mapping[str, OrderRow],
        *,
        force: bool = False,
    ) -> list[_Entry]:
        """Moves the service makes by itself now: absent seats' turns, a phase all ready.

        With `force` (a deadline) a simultaneous phase resolves anyway: stored orders, ready or
        not, and the default orders of whoever sent none.
        """
        game = table.game
        active = _active_names(seats)
        user_of = _user_of(seats)
        pending = game.pending(table.state)
        for decision in _seq_decisions(pending):
            if decision.player not in active:
                move = game.move_to_json(game.default_move(table.state, decision.player))
                return [_Entry(None, decision.player, move, auto=True)]
        phase = [d for d in pending if d.simultaneous and d.player not in table.buffered]
        if not phase:
            return []

        def sent(decision: Decision) -> OrderRow | None:
            row = stored.get(decision.player)
            usable = row is not None and row.phase == decision.phase and decision.player in active
            return row if usable and row is not None and (row.ready or force) else None

        if not force and any(d.player in active and sent(d) is None for d in phase):
            return []
        order = {s.name: s.seat for s in seats}
        entries = []
        for decision in sorted(phase, key=lambda d: order[d.player]):
            default = _orders_move(decision, game.default_orders(table.state, decision.player))
            row = sent(decision)
            if row is None:
                entries.append(_Entry(None, decision.player, default, auto=True))
            else:
                move = _orders_move(decision, row.orders)
                user = user_of[decision.player]
                entries.append(_Entry(user, decision.player, move, fallback=default))
        return entries

    @staticmethod
    def _apply(table: Table, seq: int, entry: _Entry, played: _Played) -> None:
        move = {"player": entry.player, **entry.move}
        try:
            events = gamelog.advance(table, entry.player, move)
        except RuleError as err:
            if entry.fallback is None:
                raise
            played.fell_back.append((entry.player, entry.move.get("phase"), err.message))
            move = {"player": entry.player, **entry.fallback}
            events = gamelog.advance(table, entry.player, move)
        played.logged.append(_Logged(seq, entry.user_id, entry.player, move, events, entry.auto))

    @staticmethod
    def _adopt_ahead(
        table: Table,
        seats: list[SeatRow],
        stored: Mapping[str, OrderRow],
        ahead: dict[tuple[str, str], OrderRow],
        played: _Played,
    ) -> dict[str, OrderRow]:
        """Orders given ahead become a phase's orders when it opens, if they pass the check
        then; the others are dropped and reported to their owner."""
        stored = dict(stored)
        active = _active_names(seats)
        for decision in table.game.pending(table.state):
            key = (decision.player, decision.phase or "")
            if not decision.simultaneous or key not in ahead:
                continue
            row = ahead.pop(key)
            played.ahead_used.append(key)
            if decision.player not in active:
                continue
            try:
                table.game.check_orders(table.state, decision.player, row.orders)
            except RuleError as err:
                played.ahead_failed.append((*key, err.message))
                continue
            stored[decision.player] = row
            played.adopted.append(row)
        return stored

    @staticmethod
    def _drop_stale_ahead(
        table: Table, ahead: dict[tuple[str, str], OrderRow], played: _Played
    ) -> None:
        """Orders given ahead for a phase that can no longer open for their player (it passed
        without anything for them to decide) are dropped, with a note."""
        for player, phase in list(ahead):
            if phase not in table.game.phases_ahead(table.state, player):
                del ahead[(player, phase)]
                played.ahead_used.append((player, phase))
                played.ahead_failed.append((player, phase, Message("service.ahead_phase_gone")))

    async def _play(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        entries: list[_Entry],
        *,
        status: str = "running",
    ) -> _Played:
        """Applies `entries`, then whatever the service must play by itself, and logs it all.

        Everything (moves, snapshot, cleared orders, status, timers) is one transaction; a
        RuleError from the actor's move leaves the database and the cache untouched.
        """
        game = table.game
        work = Table(game, list(table.players), table.state, dict(table.buffered))
        before = {(d.player, d.phase) for d in game.pending(work.state) if d.simultaneous}
        round_before = game.round_number(work.state)
        # Secret orders matter only once a simultaneous phase is pending: a turn-based game's
        # move never reads them (one query less on every move).
        stored: Mapping[str, OrderRow] = {}
        ahead: dict[tuple[str, str], OrderRow] | None = None
        played = _Played(work, seq)
        queue = list(entries)
        for _ in range(AUTO_LIMIT):
            resolving = any(e.move.get("type") == ORDERS for e in queue)
            for entry in queue:
                self._apply(work, seq + len(played.logged) + 1, entry, played)
            if ahead is None and any(d.simultaneous for d in game.pending(work.state)):
                ahead = await self.db.orders_ahead(row.id)
                stored = await self.db.orders(row.id)
            if resolving and not work.buffered:
                stored = {}
            if ahead is not None:
                stored = self._adopt_ahead(work, seats, stored, ahead, played)
            queue = self._ripe(work, seats, stored)
            if not queue:
                break
        else:
            raise RuntimeError(f"game {row.id}: the bot made {AUTO_LIMIT} moves in a row")
        if ahead is not None:
            self._drop_stale_ahead(work, ahead, played)
        played.seq = seq + len(played.logged)
        resolved = any(log.move.get("type") == ORDERS for log in played.logged)
        played.opened = [
            d
            for d in game.pending(work.state)
            if d.simultaneous and (resolved or (d.player, d.phase) not in before)
        ]
        over = game.is_over(work.state)
        snapshot = (
            over
            or game.round_number(work.state) != round_before
            or any(log.seq % SNAPSHOT_EVERY == 0 for log in played.logged)
        )
        now = self.clock()
        async with self.db.transaction():
            for log in played.logged:
                await self.db.append_move(
                    row.id,
                    log.seq,
                    user_id=log.user_id,
                    player=log.player,
                    move=log.move,
                    events=[e.to_json() for e in log.events],
                    at=now,
                )
            if snapshot and played.logged:
                await self.db.save_snapshot(row.id, played.seq, gamelog.table_to_json(work), at=now)
            if resolved:
                await self.db.clear_orders(row.id)
            for player, phase in played.ahead_used:
                await self.db.clear_orders_ahead(row.id, player, phase)
            open_now = {(d.player, d.phase) for d in game.pending(work.state) if d.simultaneous}
            for adopted in played.adopted:
                if (adopted.player, adopted.phase) in open_now:
                    await self.db.put_orders(
                        row.id,
                        adopted.player,
                        user_id=adopted.user_id,
                        phase=adopted.phase,
                        orders=adopted.orders,
                        ready=adopted.ready,
                        at=now,
                    )
            if over:
                await self.db.set_status(row.id, "over", at=now)
                await self.db.cancel_timers(row.id)
                await self.db.clear_orders(row.id)
                await self.db.clear_orders_ahead(row.id)
            else:
                await self._arm_timers(row, work, played.seq, status, now)
        self._tables[row.id] = (played.seq, work)
        return played

    def _play_outcome(
        self,
        row: GameRow,
        seats: list[SeatRow],
        played: _Played,
        head: list[Message] | None = None,
    ) -> Outcome:
        """The public post of what happened (with the board), private events as notes."""
        game = played.table.game
        user_of = _user_of(seats)
        active = _active_names(seats)
        lines = list(head or [])
        private: dict[int, list[Message]] = {}
        for log in played.logged:
            if log.auto and log.move.get("type") != ORDERS:
                lines.append(Message("service.auto_move", {"player": log.player}))
            for event in log.events:
                if event.private_to is None:
                    lines.append(event.message)
                elif event.private_to in user_of:
                    private.setdefault(user_of[event.private_to], []).append(event.message)
        for player, phase, reason in played.fell_back:
            private.setdefault(user_of[player], []).extend(
                [Message("service.orders_fell_back", {"phase": phase}), reason]
            )
        for player, phase, reason in played.ahead_failed:
            if player in active:
                private.setdefault(user_of[player], []).extend(
                    [Message("service.ahead_dropped", {"phase": phase}), reason]
                )
        outcome = Outcome(game_id=row.id)
        prompt: list[int] = []
        if played.over:
            lines.append(Message("service.game_over"))
            lines.extend(self._final_lines(game, played.table.state))
            outcome.data.update(
                over=True,
                scores=game.scores(played.table.state),
                ranking=game.ranking(played.table.state),
            )
        else:
            turn = [
                d.player
                for d in _seq_decisions(game.pending(played.table.state))
                if d.player in active
            ]
            if turn:
                lines.append(Message("service.your_turn", {"players": _names(turn)}))
            prompt = list(dict.fromkeys(user_of[p] for p in turn))
            adopted = {(o.player, o.phase): o for o in played.adopted}
            for decision in played.opened:
                if decision.player in active:
                    user = user_of[decision.player]
                    params = {"game_id": row.id, "phase": decision.phase}
                    given = adopted.get((decision.player, decision.phase))
                    if given is None:
                        line = Message("service.orders_open", params)
                    else:
                        ready = "ready" if given.ready else "not_ready"
                        line = Message(f"service.ahead_adopted_{ready}", params)
                    outcome.notes.append(Note(user, [line], row.id, board=True))
                    if given is None or not given.ready:
                        prompt.append(user)
        outcome.posts.append(
            Post(row.channel_id, lines, row.id, board=True, prompt=list(dict.fromkeys(prompt)))
        )
        outcome.notes.extend(Note(user, msgs, row.id) for user, msgs in private.items())
        return outcome

    @staticmethod
    def _final_lines(game: Game[Any, Any], state: Any) -> list[Message]:
        scores = game.scores(state)
        lines, place = [], 1
        for group in game.ranking(state):
            lines.append(
                Message(
                    "service.final_line",
                    {"place": place, "players": _names(group), "points": scores[group[0]]},
                )
            )
            place += len(group)
        return lines

    # -- timers ----------------------------------------------------------------------------------

    async def _arm_timers(
        self, row: GameRow, table: Table, seq: int, status: str, now: float
    ) -> None:
        """Replaces the game's timers by a fresh deadline (and reminders) for move `seq`."""
        await self.db.cancel_timers(row.id)
        settings = {**DEFAULT_SETTINGS, **row.settings}
        minutes = settings["deadline_minutes"]
        if minutes is None or status not in ("running", "paused"):
            return
        if not table.game.pending(table.state):
            return
        due = now + minutes * 60
        await self.db.add_timer(row.id, "deadline", due, {"game": row.id, "seq": seq})
        for before in settings["reminders"]:
            payload = {"game": row.id, "seq": seq, "minutes_before": before}
            await self.db.add_timer(row.id, "reminder", due - before * 60, payload)
        if status == "paused":
            await self.db.pause_timers(row.id, now)

    async def next_due(self) -> float | None:
        """Epoch seconds of the earliest running timer (None when nothing is scheduled)."""
        return await self.db.next_due()

    async def fire_due(self) -> list[Outcome]:
        """Fires every timer due at `clock()`; stale ones (the game moved on) are dropped."""
        outcomes = []
        for timer in await self.db.due_timers(self.clock()):
            async with self._lock(timer.game_id):
                outcome = await self._fire(timer.id, timer.game_id)
            if outcome is not None:
                outcomes.append(outcome)
        return outcomes

    async def _fire(self, timer_id: int, game_id: int) -> Outcome | None:
        now = self.clock()
        timers = {t.id: t for t in await self.db.timers(game_id)}
        timer = timers.get(timer_id)
        if timer is None or timer.due is None or timer.due > now:
            return None
        row = await self._row(game_id)
        seq = await self.db.move_count(game_id)
        if row.status != "running" or timer.payload.get("seq") != seq:
            await self.db.delete_timer(timer_id)
            return None
        seats = await self.db.seats(game_id)
        table, seq = await self._load(row, seats)
        waiting = await self._waiting(table, seats, row.id)
        user_of = _user_of(seats)
        ping = [user_of[p] for p in waiting if p in user_of]
        if timer.kind == "reminder":
            await self.db.delete_timer(timer_id)
            deadline = next((t.due for t in timers.values() if t.kind == "deadline"), None)
            if deadline is None or deadline <= now:
                return None  # the deadline itself is due too (say, after downtime): it speaks
            line = Message(
                "service.reminder",
                {"players": _names(waiting), "deadline": discord_timestamp(deadline)},
            )
            return Outcome(posts=[Post(row.channel_id, [line], row.id, ping=ping)], game_id=row.id)
        settings = {**DEFAULT_SETTINGS, **row.settings}
        if settings["on_deadline"] == "auto":
            try:
                return await self._deadline_auto(row, seats, table, seq, waiting)
            except RuleError:
                _log.exception("game %s: no automatic move at the deadline; waiting", game_id)
        await self.db.delete_timer(timer_id)
        outcome = Outcome(
            posts=[
                Post(
                    row.channel_id,
                    [Message("service.deadline_wait", {"players": _names(waiting)})],
                    row.id,
                    ping=ping,
                )
            ],
            game_id=row.id,
        )
        role = await self.moderator_role(row.guild_id) if row.guild_id is not None else None
        if role is not None:
            outcome.data["ping_role"] = role
        return outcome

    async def _deadline_auto(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        waiting: list[str],
        head: str = "service.deadline_auto",
        by: str | None = None,
    ) -> Outcome:
        """The bot plays for the late: a default move, or the phase with the orders sent (ready
        or not) and default orders for the rest."""
        game = table.game
        stored = await self.db.orders(row.id)
        entries = self._ripe(table, seats, stored, force=True)
        if not entries:
            late = _seq_decisions(game.pending(table.state))[0].player
            move = game.move_to_json(game.default_move(table.state, late))
            entries = [_Entry(None, late, move, auto=True)]
            waiting = [late]
        played = await self._play(row, seats, table, seq, entries)
        lines = [Message(head, {"players": _names(waiting), "by": by})]
        return self._play_outcome(row, seats, played, lines)

    async def force(self, actor: Actor, channel_id: int) -> Outcome:
        """A moderator moves the game on now, as an automatic deadline would."""
        self._require_moderator(actor, "/mod force")
        async with self._locked_channel(channel_id) as row:
            seats, table, seq = await self._running(row)
            waiting = await self._waiting(table, seats, row.id)
            if not waiting:
                raise ServiceError("service.nothing_to_force")
            detail = {"waiting": waiting, "seq": seq}
            async with self.db.transaction():
                await self.db.log_action(row.id, actor.user_id, "force", detail, at=self.clock())
                return await self._deadline_auto(
                    row, seats, table, seq, waiting, "service.forced", actor.name
                )

    async def _waiting(self, table: Table, seats: list[SeatRow], game_id: int) -> list[str]:
        """Players the game waits for: pending sequential deciders and the not yet ready."""
        stored = await self.db.orders(game_id)
        active = _active_names(seats)
        names = []
        for decision in table.game.pending(table.state):
            if decision.player not in active or decision.player in names:
                continue
            row = stored.get(decision.player)
            if decision.simultaneous and row is not None and row.ready:
                continue
            names.append(decision.player)
        return names

    # -- lifecycle -------------------------------------------------------------------------------

    async def create(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        kind: str,
        options: dict[str, Any],
        *,
        seed: int | None = None,
    ) -> Outcome:
        """Opens a lobby in the channel with the actor as host and first seat."""
        game = get_game(kind)
        options = self._checked_options(game, options)
        busy = await self.db.active_game_in_channel(channel_id)
        if busy is not None:
            raise ServiceError("service.channel_busy", game_id=busy.id, status=busy.status)
        defaults = {}
        if guild_id is not None:
            defaults = (await self.db.guild_settings(guild_id)).defaults
        settings = merged_settings(defaults)
        now = self.clock()
        try:
            async with self.db.transaction():
                game_id = await self.db.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    kind=kind,
                    host_id=actor.user_id,
                    options=options,
                    seed=self._seed_source() if seed is None else seed,
                    at=now,
                    settings=settings,
                )
                name = self._seat_name(actor.name, [], 0)
                await self.db.add_seat(game_id, actor.user_id, name)
        except sqlite3.IntegrityError as err:
            raise ServiceError("service.channel_busy", game_id="?", status="active") from err
        line = Message("service.created", {"host": name, "title": game.title, "game_id": game_id})
        return Outcome(posts=[Post(channel_id, [line], game_id)], game_id=game_id)

    @staticmethod
    def _checked_options(game: Game[Any, Any], options: Mapping[str, Any]) -> dict[str, Any]:
        """The game's defaults with `options` over them; the engine checks the values."""
        if not isinstance(options, Mapping):
            raise ServiceError("service.options_not_object")
        defaults = game.default_options()
        for key in options:
            if key not in defaults:
                raise ServiceError(
                    "service.unknown_option",
                    title=game.title,
                    option=key,
                    choices=_names(sorted(defaults)) or "-",
                )
        merged = {**defaults, **options}
        sample = [f"player{i + 1}" for i in range(game.min_players)]
        game.new_game(sample, merged, 0)
        return merged

    @staticmethod
    def _seat_name(wanted: str, taken: Sequence[str], seat: int) -> str:
        """The display name, made unique at the table: "Ann", then "Ann (2)", "Ann (3)"…"""
        base = " ".join(wanted.split()) or f"player{seat + 1}"
        name, n = base, 1
        while name in taken:
            n += 1
            name = f"{base} ({n})"
        return name

    async def join(self, actor: Actor, channel_id: int) -> Outcome:
        async with self._locked_channel(channel_id) as row:
            game = get_game(row.kind)
            if row.status != "lobby":
                raise ServiceError("service.already_started", game_id=row.id)
            seats = await self.db.seats(row.id)
            for seat in seats:
                if seat.user_id == actor.user_id:
                    raise ServiceError("service.already_seated", name=seat.name)
            if len(seats) >= game.max_players:
                raise ServiceError("service.table_full", most=game.max_players)
            name = self._seat_name(actor.name, [s.name for s in seats], len(seats))
            await self.db.add_seat(row.id, actor.user_id, name)
            line = Message(
                "service.joined", {"name": name, "count": len(seats) + 1, "most": game.max_players}
            )
            return Outcome(posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def leave(self, actor: Actor, channel_id: int) -> Outcome:
        async with self._locked_channel(channel_id) as row:
            if row.status != "lobby":
                raise ServiceError("service.leave_running")
            seats = await self.db.seats(row.id)
            mine = [s for s in seats if s.user_id == actor.user_id]
            if not mine:
                raise ServiceError("service.not_in_game", game_id=row.id)
            now = self.clock()
            async with self.db.transaction():
                await self.db.remove_seat(row.id, mine[0].seat)
                if len(seats) == 1:
                    await self.db.set_status(row.id, "abandoned", at=now)
            line = Message(
                "service.left",
                {
                    "name": mine[0].name,
                    "count": len(seats) - 1,
                    "most": get_game(row.kind).max_players,
                },
            )
            return Outcome(posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def start(self, actor: Actor, channel_id: int) -> Outcome:
        """Host or moderator: deals the game to the seated players, in seat order."""
        async with self._locked_channel(channel_id) as row:
            self._require_host_or_moderator(actor, row, "/game start")
            if row.status != "lobby":
                raise ServiceError("service.already_started", game_id=row.id)
            game = get_game(row.kind)
            seats = await self.db.seats(row.id)
            if len(seats) < game.min_players:
                raise ServiceError(
                    "service.too_few_players",
                    title=game.title,
                    least=game.min_players,
                    count=len(seats),
                )
            players = [s.name for s in seats]
            table = gamelog.new_table(game, players, row.options, row.seed, row.fixed)
            now = self.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "running", at=now)
                await self.db.save_snapshot(row.id, 0, gamelog.table_to_json(table), at=now)
                played = await self._play(row, seats, table, 0, [])
            head = [Message("service.started", {"title": game.title, "players": _names(players)})]
            return self._play_outcome(row, seats, played, head)

    async def abandon(self, actor: Actor, channel_id: int) -> Outcome:
        """Ends the game without a result: the host before the start, a moderator any time."""
        async with self._locked_channel(channel_id) as row:
            self._require_host_or_moderator(actor, row, "/game abandon")
            now = self.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "abandoned", at=now)
                await self.db.cancel_timers(row.id)
                await self.db.clear_orders(row.id)
                await self.db.clear_orders_ahead(row.id)
                await self.db.log_action(row.id, actor.user_id, "abandon", {}, at=now)
            self._tables.pop(row.id, None)
            line = Message("service.abandoned", {"game_id": row.id, "by": actor.name})
            return Outcome(posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def status(self, actor: Actor, channel_id: int) -> Outcome:
        """Where the channel's game (or its last finished one) stands; `data["board"]` is True."""
        async with self._locked_channel(channel_id, latest=True) as row:
            game = get_game(row.kind)
            seats = await self.db.seats(row.id)
            outcome = Outcome(game_id=row.id)
            if row.status == "lobby":
                outcome.reply.append(
                    Message(
                        "service.status_lobby",
                        {
                            "game_id": row.id,
                            "title": game.title,
                            "count": len(seats),
                            "most": game.max_players,
                            "players": _names([s.name for s in seats]),
                        },
                    )
                )
                return outcome
            table, _ = await self._load(row, seats)
            state = table.state
            outcome.data["board"] = True
            outcome.reply.append(
                Message(
                    "service.status_header",
                    {
                        "game_id": row.id,
                        "title": game.title,
                        "status": row.status,
                        "round": game.round_number(state),
                    },
                )
            )
            if game.is_over(state):
                outcome.reply.extend(self._final_lines(game, state))
                return outcome
            scores = game.scores(state)
            outcome.reply.extend(
                Message("service.status_player", {"name": s.name, "points": scores.get(s.name, 0)})
                for s in seats
            )
            waiting = await self._waiting(table, seats, row.id)
            if waiting:
                line = Message("service.status_waiting", {"players": _names(waiting)})
                outcome.reply.append(line)
            outcome.reply.extend(await self._deadline_lines(row.id))
            return outcome

    async def _deadline_lines(self, game_id: int) -> list[Message]:
        for timer in await self.db.timers(game_id):
            if timer.kind != "deadline":
                continue
            if timer.due is not None:
                stamp = discord_timestamp(timer.due)
                return [Message("service.status_deadline", {"deadline": stamp})]
            minutes = round((timer.remaining or 0) / 60)
            return [Message("service.status_paused_deadline", {"minutes": minutes})]
        return []

    async def history(self, actor: Actor, channel_id: int, last: int = 10) -> Outcome:
        """The last moves with what they did; private events only if they are the actor's."""
        async with self._locked_channel(channel_id, latest=True) as row:
            seats = await self.db.seats(row.id)
            mine = {s.name for s in seats if s.user_id == actor.user_id}
            moves = await self.db.last_moves(row.id, max(1, min(last, 100)))
            outcome = Outcome(game_id=row.id)
            if not moves:
                outcome.reply.append(Message("service.history_empty"))
            game = get_game(row.kind)
            for move in moves:
                body = {k: v for k, v in move.move.items() if k != "player"}
                if body.get("type") == ORDERS:
                    body = {"type": ORDERS, "phase": body.get("phase")}
                elif move.player not in mine and game.is_private_setting(body):
                    body = {"type": body.get("type")}
                text = " ".join(f"{k}={v}" for k, v in body.items())
                outcome.reply.append(
                    Message(
                        "service.history_move",
                        {"seq": move.seq, "player": move.player, "move": text},
                    )
                )
                for data in move.events:
                    event = Event.from_json(data)
                    if event.private_to is None or event.private_to in mine:
                        outcome.reply.append(event.message)
            return outcome

    async def game_in_channel(self, channel_id: int) -> GameInfo | None:
        row = await self.db.active_game_in_channel(channel_id)
        return None if row is None else self._info(row, await self.db.seats(row.id))

    async def game(self, game_id: int) -> GameInfo:
        row = await self._row(game_id)
        return self._info(row, await self.db.seats(row.id))

    async def games_of_user(self, user_id: int) -> list[GameInfo]:
        """Active games where the user still plays a seat (not one handed to the bot)."""
        games = []
        for row in await self.db.active_games_of_user(user_id):
            seats = await self.db.seats(row.id)
            if any(s.user_id == user_id and not s.absent for s in seats):
                games.append(self._info(row, seats))
        return games

    async def track_message(
        self, game_id: int, purpose: str, channel_id: int, message_id: int
    ) -> None:
        """Remembers a message the adapter keeps editing (a pinned status, the last board)."""
        await self._row(game_id)
        await self.db.track_message(game_id, purpose, channel_id, message_id)

    async def tracked_message(self, game_id: int, purpose: str) -> tuple[int, int] | None:
        """(channel id, message id) kept for `purpose`, if any."""
        return await self.db.tracked_message(game_id, purpose)

    # -- play ------------------------------------------------------------------------------------

    async def submit_move(self, actor: Actor, game_id: int, move: dict[str, Any]) -> Outcome:
        """A sequential move (replay JSON without "player"), logged before this returns.

        A user holding several seats (an imported game) may name the seat in `move["player"]`.
        """
        async with self._locked_game(game_id) as row:
            seats, table, seq = await self._running(row)
            mine = self._my_seats(seats, actor, game_id)
            pending = table.game.pending(table.state)
            if not isinstance(move, Mapping):
                raise RuleError("log.move_not_object", found=type(move).__name__)
            named = move.get("player")
            body = {k: v for k, v in move.items() if k != "player"}
            if table.game.is_private_setting(body):
                return await self._private_setting(actor, row, seats, table, seq, mine, named, body)
            mine_pending = [
                d
                for d in _seq_decisions(pending)
                if d.player in mine and (named is None or d.player == named)
            ]
            if not mine_pending:
                if any(d.simultaneous and d.player in mine for d in pending):
                    raise ServiceError("service.use_orders")
                waiting = list(dict.fromkeys(d.player for d in pending))
                raise ServiceError("service.not_your_turn", players=_names(waiting))
            if body.get("type") == ORDERS:
                raise ServiceError("service.use_orders")
            player = mine_pending[0].player
            played = await self._play(row, seats, table, seq, [_Entry(actor.user_id, player, body)])
            return self._play_outcome(row, seats, played)

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
        if named is not None and named not in mine:
            raise ServiceError("service.not_your_seat", player=named)
        player = mine[0] if named is None else str(named)
        played = await self._play(row, seats, table, seq, [_Entry(actor.user_id, player, body)])
        if len(played.logged) > 1:
            return self._play_outcome(row, seats, played)
        return Outcome(reply=[e.message for e in played.logged[0].events], game_id=row.id)

    async def legal_moves(self, actor: Actor, game_id: int) -> list[dict[str, Any]]:
        """Replay JSON of every legal move of the actor's pending decision; [] if none."""
        async with self._locked_game(game_id) as row:
            if row.status != "running":
                return []
            seats = await self.db.seats(row.id)
            mine = [s.name for s in seats if s.user_id == actor.user_id and not s.absent]
            table, _ = await self._load(row, seats)
            game = table.game
            for decision in _seq_decisions(game.pending(table.state)):
                if decision.player in mine:
                    moves = game.legal_moves(table.state, decision.player)
                    return [game.move_to_json(m) for m in moves]
            return []

    async def pending(self, game_id: int) -> list[tuple[int, Decision]]:
        """(user id, decision) of everything the game waits for; [] before the start.

        Seats handed to the bot (kicked players) are left out: nobody is waited for there.
        """
        async with self._locked_game(game_id) as row:
            if row.status not in ("running", "paused"):
                return []
            seats = await self.db.seats(row.id)
            table, _ = await self._load(row, seats)
            present = {s.name: s.user_id for s in seats if not s.absent}
            pending = table.game.pending(table.state)
            return [(present[d.player], d) for d in pending if d.player in present]

    async def table(self, game_id: int) -> Table:
        """The game's table as logged (engine, seat names, state); for the demo and the CLI."""
        async with self._locked_game(game_id) as row:
            if row.status == "lobby":
                raise ServiceError("service.not_started", game_id=game_id)
            seats = await self.db.seats(row.id)
            table, _ = await self._load(row, seats)
            return Table(table.game, list(table.players), table.state, dict(table.buffered))

    async def view(self, game_id: int, viewer_user_id: int | None = None) -> dict[str, Any]:
        """The engine's view for the user's seat, or the public one for everyone else."""
        table = await self.table(game_id)
        viewer = PUBLIC
        if viewer_user_id is not None:
            for seat in await self.db.seats(game_id):
                if seat.user_id == viewer_user_id:
                    viewer = seat.name
                    break
        return table.game.view(table.state, viewer)

    async def board_png(self, game_id: int, viewer_user_id: int | None = None) -> bytes:
        """The board as the user may see it, drawn off the event loop."""
        view = await self.view(game_id, viewer_user_id)
        return await asyncio.to_thread(render_board, view)

    # -- simultaneous orders ---------------------------------------------------------------------

    async def _my_phase(
        self, actor: Actor, row: GameRow, player: str | None
    ) -> tuple[list[SeatRow], Table, int, Decision]:
        """The actor's open simultaneous decision: the seat named `player`, or else the first
        of their seats not yet ready (a user may hold several seats of an imported game)."""
        seats, table, seq = await self._running(row)
        mine = self._my_seats(seats, actor, row.id)
        decisions = [
            d
            for d in table.game.pending(table.state)
            if d.simultaneous and d.player in mine and player in (None, d.player)
        ]
        if not decisions:
            raise ServiceError("service.no_orders_pending", game_id=row.id)
        stored = await self.db.orders(row.id)
        for decision in decisions:
            current = stored.get(decision.player)
            if current is None or current.phase != decision.phase or not current.ready:
                return seats, table, seq, decision
        return seats, table, seq, decisions[0]

    async def _ready_outcome(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        decision: Decision,
        reply: list[Message],
        ready: bool,
    ) -> Outcome:
        """Tells the channel who is ready; resolves the phase when nobody is missing."""
        stored = await self.db.orders(row.id)
        phase = [d for d in table.game.pending(table.state) if d.simultaneous]
        active = _active_names(seats)
        count = sum(
            1
            for d in phase
            if d.player not in active
            or (d.player in stored and stored[d.player].ready and stored[d.player].phase == d.phase)
        )
        key = "service.ready_count" if ready else "service.unready_count"
        line = Message(key, {"player": decision.player, "ready": count, "total": len(phase)})
        outcome = Outcome(reply=reply, game_id=row.id)
        outcome.posts.append(Post(row.channel_id, [line], row.id))
        entries = self._ripe(table, seats, stored) if ready else []
        if entries:
            played = await self._play(row, seats, table, seq, entries)
            resolution = self._play_outcome(row, seats, played)
            outcome.posts.extend(resolution.posts)
            outcome.notes.extend(resolution.notes)
            outcome.data.update(resolution.data)
        return outcome

    @staticmethod
    def _read_orders(
        table: Table, player: str, orders: Mapping[str, Any] | str, phase: str | None
    ) -> dict[str, Any]:
        """Canonical orders from JSON or from what a player typed: a JSON object, or the
        game's text order language (for the open phase, or for `phase` ahead)."""
        if not isinstance(orders, str):
            return dict(orders)
        text = orders.strip()
        if not text.startswith("{"):
            parsed = table.game.orders_from_text(table.state, player, text, phase)
            return dict(parsed)
        try:
            loaded = json.loads(text)
        except json.JSONDecodeError as error:
            raise ServiceError("service.bad_orders_json", reason=str(error)) from None
        if not isinstance(loaded, dict):
            raise ServiceError("service.bad_orders_json", reason="not a JSON object")
        return loaded

    def _ahead_seat(
        self,
        table: Table,
        seats: list[SeatRow],
        actor: Actor,
        game_id: int,
        phase: str,
        player: str | None,
    ) -> str | None:
        """The actor's seat that may give orders ahead for `phase`; None when `phase` is open
        for them now; ServiceError naming the phases they may give orders for otherwise."""
        mine = [p for p in self._my_seats(seats, actor, game_id) if player in (None, p)]
        if not mine:
            raise ServiceError("service.not_your_seat", player=player)
        game = table.game
        open_now = {
            d.phase
            for d in game.pending(table.state)
            if d.simultaneous and d.player in mine and d.phase is not None
        }
        if phase in open_now:
            return None
        for seat in mine:
            if phase in game.phases_ahead(table.state, seat):
                return seat
        choices = sorted(open_now) + game.phases_ahead(table.state, mine[0])
        raise ServiceError("service.no_such_phase", phase=phase, choices=", ".join(choices) or "-")

    async def submit_orders(
        self,
        actor: Actor,
        game_id: int,
        orders: Mapping[str, Any] | str,
        ready: bool = False,
        *,
        phase: str | None = None,
        player: str | None = None,
    ) -> Outcome:
        """Stores the actor's secret orders once the engine has checked them against the state.

        `orders` is canonical JSON or what the player typed (`_read_orders`). A `phase` that is
        not open yet (`Game.phases_ahead`) keeps them aside until it opens; they are checked in
        full then.
        """
        async with self._locked_game(game_id) as row:
            if phase is not None:
                seats, table, seq = await self._running(row)
                seat = self._ahead_seat(table, seats, actor, row.id, phase, player)
                if seat is not None:
                    return await self._submit_ahead(actor, row, table, seat, phase, orders, ready)
            seats, table, seq, decision = await self._my_phase(actor, row, player)
            current = (await self.db.orders(row.id)).get(decision.player)
            if current is not None and current.phase == decision.phase and current.ready:
                raise ServiceError("service.orders_locked")
            orders = self._read_orders(table, decision.player, orders, None)
            gamelog.check_orders(table, decision.player, _orders_move(decision, orders))
            async with self.db.transaction():
                await self.db.put_orders(
                    row.id,
                    decision.player,
                    user_id=actor.user_id,
                    phase=decision.phase,
                    orders=dict(orders),
                    ready=ready,
                    at=self.clock(),
                )
                key = "service.orders_saved_ready" if ready else "service.orders_saved"
                reply = [Message(key, {"phase": decision.phase})]
                if not ready:
                    return Outcome(reply=reply, game_id=row.id)
                return await self._ready_outcome(row, seats, table, seq, decision, reply, True)

    async def _submit_ahead(
        self,
        actor: Actor,
        row: GameRow,
        table: Table,
        seat: str,
        phase: str,
        orders: Mapping[str, Any] | str,
        ready: bool,
    ) -> Outcome:
        canonical = self._read_orders(table, seat, orders, phase)
        table.game.check_orders_ahead(table.state, seat, phase, canonical)
        async with self.db.transaction():
            await self.db.put_orders_ahead(
                row.id,
                seat,
                user_id=actor.user_id,
                phase=phase,
                orders=canonical,
                ready=ready,
                at=self.clock(),
            )
        key = "service.ahead_saved_ready" if ready else "service.ahead_saved"
        return Outcome(reply=[Message(key, {"phase": phase})], game_id=row.id)

    async def set_ready(
        self, actor: Actor, game_id: int, ready: bool = True, *, player: str | None = None
    ) -> Outcome:
        """Marks the actor's orders ready (default orders if none were sent), or unmarks them."""
        async with self._locked_game(game_id) as row:
            seats, table, seq, decision = await self._my_phase(actor, row, player)
            current = (await self.db.orders(row.id)).get(decision.player)
            current = current if current is not None and current.phase == decision.phase else None
            now = self.clock()
            async with self.db.transaction():
                if not ready:
                    if current is None or not current.ready:
                        return Outcome(reply=[Message("service.not_ready_now")], game_id=row.id)
                    await self.db.set_orders_ready(row.id, decision.player, False, at=now)
                    reply = [Message("service.not_ready_now")]
                elif current is None:
                    defaults = table.game.default_orders(table.state, decision.player)
                    await self.db.put_orders(
                        row.id,
                        decision.player,
                        user_id=actor.user_id,
                        phase=decision.phase,
                        orders=defaults,
                        ready=True,
                        at=now,
                    )
                    reply = [Message("service.ready_with_defaults")]
                else:
                    await self.db.set_orders_ready(row.id, decision.player, True, at=now)
                    reply = [Message("service.orders_saved_ready", {"phase": decision.phase})]
                return await self._ready_outcome(row, seats, table, seq, decision, reply, ready)

    async def clear_orders(
        self, actor: Actor, game_id: int, *, phase: str | None = None, player: str | None = None
    ) -> Outcome:
        """Forgets the actor's orders for the pending phase (and their ready mark), or those
        given ahead for `phase`."""
        async with self._locked_game(game_id) as row:
            if phase is not None:
                seats, table, seq = await self._running(row)
                seat = self._ahead_seat(table, seats, actor, row.id, phase, player)
                if seat is not None:
                    if (seat, phase) not in await self.db.orders_ahead(row.id):
                        return Outcome(reply=[Message("service.show_none", {"phase": phase})])
                    async with self.db.transaction():
                        await self.db.clear_orders_ahead(row.id, seat, phase)
                    reply = [Message("service.orders_cleared", {"phase": phase})]
                    return Outcome(reply=reply, game_id=row.id)
            seats, table, seq, decision = await self._my_phase(actor, row, player)
            current = (await self.db.orders(row.id)).get(decision.player)
            async with self.db.transaction():
                await self.db.clear_orders(row.id, decision.player)
                reply = [Message("service.orders_cleared", {"phase": decision.phase})]
                if current is None or not current.ready:
                    return Outcome(reply=reply, game_id=row.id)
                return await self._ready_outcome(row, seats, table, seq, decision, reply, False)

    async def order_phases(self, actor: Actor, game_id: int) -> list[str]:
        """The phases the actor may give orders for now: the open one, then those ahead."""
        async with self._locked_game(game_id) as row:
            seats, table, _ = await self._running(row)
        mine = self._my_seats(seats, actor, game_id)
        game = table.game
        phases = [d.phase for d in game.pending(table.state) if d.simultaneous and d.player in mine]
        for seat in mine:
            phases.extend(game.phases_ahead(table.state, seat))
        return [p for p in dict.fromkeys(phases) if p is not None]

    async def orders_text(self, actor: Actor, game_id: int, phase: str | None = None) -> str:
        """The actor's stored orders for the open phase (or for `phase` ahead) as they would
        type them; "" when none are stored."""
        async with self._locked_game(game_id) as row:
            seats, table, _ = await self._running(row)
            current = await self.db.orders(row.id)
            ahead = await self.db.orders_ahead(row.id)
        mine = self._my_seats(seats, actor, game_id)
        for seat in mine:
            stored = ahead.get((seat, phase or ""), current.get(seat))
            if stored is not None and phase in (None, stored.phase):
                return table.game.orders_to_text(stored.orders)
        return ""

    async def show_orders(
        self, actor: Actor, game_id: int, *, player: str | None = None
    ) -> Outcome:
        """The actor's stored orders (the open phase's and those given ahead) as they would type
        them, and the private preview of the open phase's orders: its events in the reply and
        the player's board after them as PNG in `data["image"]`."""
        async with self._locked_game(game_id) as row:
            seats, table, _ = await self._running(row)
            game, state = table.game, table.state
            mine = [p for p in self._my_seats(seats, actor, row.id) if player in (None, p)]
            stored = await self.db.orders(row.id)
            ahead = await self.db.orders_ahead(row.id)
            open_now = {
                d.player: d.phase
                for d in game.pending(state)
                if d.simultaneous and d.player in mine
            }
            lines: list[Message] = []
            preview: JSON | None = None
            for seat in mine:
                if seat in open_now:
                    current = stored.get(seat)
                    if current is None or current.phase != open_now[seat]:
                        lines.append(Message("service.show_none", {"phase": open_now[seat]}))
                    else:
                        lines.append(self._shown(game, current))
                        if preview is None:
                            preview, events = self._preview(table, seat, current.orders)
                            lines.extend(events)
                lines.extend(self._shown(game, r) for (p, _), r in ahead.items() if p == seat)
            outcome = Outcome(reply=lines or [Message("service.no_orders_stored")], game_id=row.id)
            if preview is not None:
                outcome.data["image"] = await asyncio.to_thread(render_board, preview)
            return outcome

    @staticmethod
    def _shown(game: Game[Any, Any], row: OrderRow) -> Message:
        key = "service.show_ready" if row.ready else "service.show_not_ready"
        text = game.orders_to_text(row.orders) or "(no orders: the phase's defaults)"
        return Message(key, {"phase": row.phase, "orders": text})

    @staticmethod
    def _preview(
        table: Table, player: str, orders: Mapping[str, Any]
    ) -> tuple[JSON | None, list[Message]]:
        """The preview's view and lines; no view when the orders no longer pass the check."""
        try:
            view, events = table.game.preview(table.state, player, orders)
        except RuleError as err:
            return None, [Message("service.preview_fails"), err.message]
        lines = [Message("service.preview")] + [e.message for e in events]
        return view, lines

    # -- moderation ------------------------------------------------------------------------------

    async def pause(self, actor: Actor, channel_id: int) -> Outcome:
        """Stops play and the clock; the deadline keeps the time it had left."""
        self._require_moderator(actor, "/mod pause")
        async with self._locked_channel(channel_id) as row:
            if row.status == "paused":
                raise ServiceError("service.already_paused")
            await self._running(row)
            now = self.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "paused", at=now)
                await self.db.pause_timers(row.id, now)
                await self.db.log_action(row.id, actor.user_id, "pause", {}, at=now)
            line = Message("service.paused", {"by": actor.name})
            return Outcome(posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def resume(self, actor: Actor, channel_id: int) -> Outcome:
        self._require_moderator(actor, "/mod resume")
        async with self._locked_channel(channel_id) as row:
            if row.status != "paused":
                raise ServiceError("service.not_paused")
            now = self.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "running", at=now)
                await self.db.resume_timers(row.id, now)
                await self.db.log_action(row.id, actor.user_id, "resume", {}, at=now)
            seats = await self.db.seats(row.id)
            table, _ = await self._load(row, seats)
            waiting = await self._waiting(table, seats, row.id)
            user_of = _user_of(seats)
            lines = [Message("service.resumed", {"by": actor.name})]
            lines.extend(await self._deadline_lines(row.id))
            post = Post(channel_id, lines, row.id, ping=[user_of[p] for p in waiting])
            return Outcome(posts=[post], game_id=row.id)

    async def extend(self, actor: Actor, channel_id: int, minutes: int) -> Outcome:
        """Moves the deadline (and reminders) later; after an expired `wait` deadline, it sets
        a new one `minutes` from now."""
        self._require_moderator(actor, "/mod extend")
        minutes = check_minutes(minutes)
        async with self._locked_channel(channel_id) as row:
            if row.status not in ("running", "paused"):
                raise ServiceError("service.not_started", game_id=row.id)
            now = self.clock()
            timers = await self.db.timers(row.id)
            deadline = next((t for t in timers if t.kind == "deadline"), None)
            async with self.db.transaction():
                if deadline is not None:
                    await self.db.shift_timers(row.id, minutes * 60)
                else:
                    if row.settings.get("deadline_minutes") is None:
                        raise ServiceError("service.no_deadline")
                    seats = await self.db.seats(row.id)
                    table, seq = await self._load(row, seats)
                    if not table.game.pending(table.state):
                        raise ServiceError("service.no_deadline")
                    await self.db.add_timer(
                        row.id, "deadline", now + minutes * 60, {"game": row.id, "seq": seq}
                    )
                    if row.status == "paused":
                        await self.db.pause_timers(row.id, now)
                await self.db.log_action(
                    row.id, actor.user_id, "extend", {"minutes": minutes}, at=now
                )
            new = next(t for t in await self.db.timers(row.id) if t.kind == "deadline")
            due = new.due if new.due is not None else now + (new.remaining or 0)
            line = Message(
                "service.extended",
                {"by": actor.name, "minutes": minutes, "deadline": discord_timestamp(due)},
            )
            return Outcome(posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def replace(
        self, actor: Actor, channel_id: int, old_user_id: int, new_user_id: int
    ) -> Outcome:
        """The new user takes over every seat of the old one; seat names stay."""
        async with self._locked_channel(channel_id) as row:
            self._require_host_or_moderator(actor, row, "/mod replace")
            seats = await self.db.seats(row.id)
            old = [s for s in seats if s.user_id == old_user_id]
            if not old:
                raise ServiceError("service.user_not_seated")
            taken = next((s for s in seats if s.user_id == new_user_id), None)
            if taken is not None:
                raise ServiceError("service.user_already_seated", name=taken.name)
            now = self.clock()
            async with self.db.transaction():
                for seat in old:
                    await self.db.set_seat_user(row.id, seat.seat, new_user_id)
                detail = {"old": old_user_id, "new": new_user_id}
                await self.db.log_action(row.id, actor.user_id, "replace", detail, at=now)
            lines = [Message("service.replaced", {"name": seat.name}) for seat in old]
            post = Post(channel_id, lines, row.id, ping=[new_user_id])
            if row.status == "running":
                seats = await self.db.seats(row.id)
                table, _ = await self._load(row, seats)
                names = {seat.name for seat in old}
                if any(d.player in names for d in table.game.pending(table.state)):
                    post.prompt = [new_user_id]
            return Outcome(posts=[post], game_id=row.id)

    async def kick(self, actor: Actor, channel_id: int, user_id: int) -> Outcome:
        """In the lobby the user's seat goes; in a game the bot plays it with default moves."""
        async with self._locked_channel(channel_id) as row:
            self._require_host_or_moderator(actor, row, "/mod kick")
            seats = await self.db.seats(row.id)
            theirs = [s for s in seats if s.user_id == user_id]
            if not theirs:
                raise ServiceError("service.user_not_seated")
            now = self.clock()
            if row.status == "lobby":
                async with self.db.transaction():
                    for seat in sorted(theirs, key=lambda s: -s.seat):
                        await self.db.remove_seat(row.id, seat.seat)
                lines = [Message("service.kicked_lobby", {"name": s.name}) for s in theirs]
                return Outcome(posts=[Post(channel_id, lines, row.id)], game_id=row.id)
            present = [s for s in theirs if not s.absent]
            if not present:
                raise ServiceError("service.already_away", name=theirs[0].name)
            lines = [Message("service.kicked_running", {"name": s.name}) for s in present]
            async with self.db.transaction():
                for seat in present:
                    await self.db.set_seat_absent(row.id, seat.seat, True)
                    await self.db.clear_orders(row.id, seat.name)
                    await self.db.clear_orders_ahead(row.id, seat.name)
                await self.db.log_action(row.id, actor.user_id, "kick", {"user": user_id}, at=now)
                if row.status != "running":
                    return Outcome(posts=[Post(channel_id, lines, row.id)], game_id=row.id)
                seats = await self.db.seats(row.id)
                table, seq = await self._load(row, seats)
                played = await self._play(row, seats, table, seq, [])
            if not played.logged:
                return Outcome(posts=[Post(channel_id, lines, row.id)], game_id=row.id)
            return self._play_outcome(row, seats, played, lines)

    async def rollback(self, actor: Actor, channel_id: int, moves: int = 1) -> Outcome:
        """Truncates the log by `moves` and rebuilds; a finished game comes back to life.

        A simultaneous phase is undone whole: stopping inside its orders would leave some of
        them logged and the rest pending, so the cut moves back to the phase's start.
        """
        self._require_moderator(actor, "/mod rollback")
        async with self._locked_channel(channel_id, latest=True) as row:
            if row.status not in ("running", "paused", "over"):
                raise ServiceError("service.not_running", game_id=row.id, status=row.status)
            total = await self.db.move_count(row.id)
            if total == 0:
                raise ServiceError("service.nothing_to_roll_back")
            if isinstance(moves, bool) or not isinstance(moves, int) or not 1 <= moves <= total:
                raise ServiceError("service.bad_rollback", most=total, value=moves)
            seats = await self.db.seats(row.id)
            keep = total - moves
            table = await self._build(row, seats, keep)
            while table.buffered:
                keep -= len(table.buffered)
                table = await self._build(row, seats, keep)
            status = "running" if row.status == "over" else row.status
            now = self.clock()
            self._tables.pop(row.id, None)
            try:
                async with self.db.transaction():
                    await self.db.truncate_moves(row.id, keep)
                    await self.db.clear_orders(row.id)
                    await self.db.clear_orders_ahead(row.id)
                    if status != row.status:
                        await self.db.set_status(row.id, status, at=now)
                    detail = {"moves": total - keep, "to": keep}
                    await self.db.log_action(row.id, actor.user_id, "rollback", detail, at=now)
                    await self._arm_timers(row, table, keep, status, now)
            except sqlite3.IntegrityError as err:
                busy = await self.db.active_game_in_channel(channel_id)
                game_id = busy.id if busy is not None else "?"
                error = ServiceError("service.channel_busy", game_id=game_id, status="active")
                raise error from err
            self._tables[row.id] = (keep, table)
            params = {"by": actor.name, "count": total - keep, "seq": keep}
            head = [Message("service.rolled_back", params)]
            return self._restart_outcome(row, seats, table, keep, head)

    def _restart_outcome(
        self, row: GameRow, seats: list[SeatRow], table: Table, seq: int, head: list[Message]
    ) -> Outcome:
        """A post for a game that (re)starts at `table`: board, whose turn, open phases."""
        played = _Played(table, seq)
        played.opened = [d for d in table.game.pending(table.state) if d.simultaneous]
        return self._play_outcome(row, seats, played, head)

    async def export(self, actor: Actor, channel_id: int) -> Outcome:
        """The replay JSON of the channel's game (or its last one) in `data["replay"]`.

        Before the game is over only a moderator may export: the seed reveals the shuffles.
        """
        async with self._locked_channel(channel_id, latest=True) as row:
            if row.status == "lobby":
                raise ServiceError("service.not_started", game_id=row.id)
            if not actor.is_moderator and row.status != "over":
                raise ServiceError("service.export_not_allowed")
            seats = await self.db.seats(row.id)
            moves = [m.move for m in await self.db.moves(row.id)]
            players = [s.name for s in seats]
            replay = export_replay(row.kind, players, row.options, row.seed, row.fixed, moves)
            line = Message("service.exported", {"game_id": row.id, "moves": len(replay["moves"])})
            return Outcome(reply=[line], game_id=row.id, data={"replay": replay})

    async def import_replay(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        replay: dict[str, Any],
        seats: dict[str, int] | None = None,
    ) -> Outcome:
        """A moderator starts the channel's game from a replay, every move checked by replaying.

        `seats` maps each replay player to a user id; without it the importing moderator holds
        every seat (and names the seat with `move["player"]` when moving).
        """
        self._require_moderator(actor, "/mod import")
        kind, players, options, seed, fixed, moves = parse_replay(replay)
        game = get_game(kind)
        users = seat_users(players, seats, actor)
        busy = await self.db.active_game_in_channel(channel_id)
        if busy is not None:
            raise ServiceError("service.channel_busy", game_id=busy.id, status=busy.status)
        try:
            table = gamelog.new_table(game, players, options, seed, fixed)
        except RuleError as err:
            raise ServiceError("service.import_invalid", reason=str(err)) from err
        logged = []
        for index, move in enumerate(moves):
            try:
                events = gamelog.advance(table, move["player"], move)
            except RuleError as err:
                raise ServiceError("service.import_rejected", index=index, reason=str(err)) from err
            logged.append((move, events))
        if table.buffered:
            waiting = _names(gamelog.waiting_for(table))
            raise ServiceError("service.import_mid_phase", players=waiting)
        over = game.is_over(table.state)
        defaults = {}
        if guild_id is not None:
            defaults = (await self.db.guild_settings(guild_id)).defaults
        now = self.clock()
        try:
            async with self.db.transaction():
                game_id = await self.db.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    kind=kind,
                    host_id=actor.user_id,
                    options=options,
                    seed=seed,
                    fixed=fixed,
                    at=now,
                    settings=merged_settings(defaults),
                    status="over" if over else "running",
                )
                for name in players:
                    await self.db.add_seat(game_id, users[name], name)
                for seq, (move, events) in enumerate(logged, start=1):
                    await self.db.append_move(
                        game_id,
                        seq,
                        user_id=None,
                        player=move["player"],
                        move=move,
                        events=[e.to_json() for e in events],
                        at=now,
                    )
                await self.db.save_snapshot(
                    game_id, len(logged), gamelog.table_to_json(table), at=now
                )
                row = await self._row(game_id)
                if not over:
                    await self._arm_timers(row, table, len(logged), "running", now)
                await self.db.log_action(
                    game_id, actor.user_id, "import", {"moves": len(logged)}, at=now
                )
        except sqlite3.IntegrityError as err:
            raise ServiceError("service.channel_busy", game_id="?", status="active") from err
        self._tables[game_id] = (len(logged), table)
        seat_rows = await self.db.seats(game_id)
        head = [
            Message(
                "service.imported",
                {
                    "by": actor.name,
                    "title": game.title,
                    "game_id": game_id,
                    "moves": len(logged),
                    "players": _names(players),
                },
            )
        ]
        return self._restart_outcome(row, seat_rows, table, len(logged), head)

    @staticmethod
    def _settings_line(settings: Mapping[str, Any]) -> Message:
        minutes = settings["deadline_minutes"]
        reminders = settings["reminders"]
        return Message(
            "service.settings_now",
            {
                "deadline": "none" if minutes is None else f"{minutes} min",
                "reminders": ", ".join(f"{m} min" for m in reminders) or "none",
                "policy": settings["on_deadline"],
            },
        )

    async def settings(
        self,
        actor: Actor,
        channel_id: int,
        *,
        deadline_minutes: int | None = None,
        reminders: list[int] | None = None,
        on_deadline: str | None = None,
    ) -> Outcome:
        """Shows the game's deadline settings, or changes them (host before start, moderators).

        A change applies at once: a running deadline restarts from now with the new length.
        """
        async with self._locked_channel(channel_id) as row:
            changing = any(v is not None for v in (deadline_minutes, reminders, on_deadline))
            new = merged_settings(
                row.settings,
                deadline_minutes=deadline_minutes,
                reminders=reminders,
                on_deadline=on_deadline,
            )
            line = self._settings_line(new)
            if not changing:
                return Outcome(reply=[line], game_id=row.id)
            self._require_host_or_moderator(actor, row, "/mod settings")
            now = self.clock()
            updated = dataclasses.replace(row, settings=new)
            async with self.db.transaction():
                await self.db.set_game_settings(row.id, new, at=now)
                await self.db.log_action(row.id, actor.user_id, "settings", new, at=now)
                if row.status in ("running", "paused"):
                    seats = await self.db.seats(row.id)
                    table, seq = await self._load(row, seats)
                    await self._arm_timers(updated, table, seq, row.status, now)
            return Outcome(reply=[line], posts=[Post(channel_id, [line], row.id)], game_id=row.id)

    async def setup_role(self, actor: Actor, guild_id: int, role_id: int) -> Outcome:
        """Members with this role are moderators (as are those with Manage Server)."""
        self._require_moderator(actor, "/mod setup")
        await self.db.set_guild_settings(guild_id, moderator_role=role_id)
        return Outcome(reply=[Message("service.role_set", {"role_id": role_id})])

    async def moderator_role(self, guild_id: int) -> int | None:
        return (await self.db.guild_settings(guild_id)).moderator_role

    async def set_guild_defaults(
        self,
        actor: Actor,
        guild_id: int,
        *,
        deadline_minutes: int | None = None,
        reminders: list[int] | None = None,
        on_deadline: str | None = None,
    ) -> Outcome:
        """Deadline settings every new game of the guild starts with."""
        self._require_moderator(actor, "/mod defaults")
        current = (await self.db.guild_settings(guild_id)).defaults
        new = merged_settings(
            current,
            deadline_minutes=deadline_minutes,
            reminders=reminders,
            on_deadline=on_deadline,
        )
        await self.db.set_guild_settings(guild_id, defaults=new)
        line = self._settings_line(new)
        return Outcome(reply=[Message("service.guild_defaults_set", {"settings": line.english()})])
