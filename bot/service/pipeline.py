"""The play pipeline: applies a move, then whatever the service must play by itself, and logs it.

After a player's move the service may have moves of its own to make: the turn of a seat handed
to the bot, a decision that leaves its player no choice (`Game.forced_move`: played at once and
said in the post), or a simultaneous phase whose players are all ready. `Pipeline.play` applies them
all and writes everything (moves, snapshot, orders used, status, timers) in one transaction;
`Pipeline.outcome` turns what was played into the channel's post and private notes.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot import gamelog, registry
from bot.gamelog import ORDERS, Table
from bot.service.access import active_names, names, standin_names, user_of
from bot.service.deadlines import DEFAULT_SETTINGS, discord_timestamp
from bot.service.outcomes import Note, Outcome, Post
from bot.service.schedule import planned_timers
from bot.service.standin_play import standin_move, standin_orders
from bot.service.stats import record_game_end
from bot.service.story import PlayStory
from bot.service.tables import Tables
from rules.core import Decision, Event, Game, Message, RuleError
from storage import (
    AheadRow,
    GameRow,
    MoveBatch,
    MovedSince,
    NewMove,
    NewOrders,
    OrderRow,
    SeatRow,
)

SNAPSHOT_EVERY = 20
"""A snapshot every this many moves (and at each round end), so loading replays few moves."""
AUTO_LIMIT = 10_000
"""Most automatic moves in a row (seats played by the bot); guards against an engine that loops."""


@dataclass
class QueuedMove:
    """A move about to be logged. `fallback` makes the move that replaces stored orders that
    no longer pass (made only then: orders rarely fail, and the default orders take time to
    write out); `forced` marks the only move its player's decision allowed, made for them."""

    user_id: int | None
    player: str
    move: dict[str, Any]
    auto: bool = False
    fallback: Callable[[], dict[str, Any]] | None = None
    forced: bool = False


@dataclass
class LoggedMove:
    """A move as it went into the log, with the events it caused."""

    seq: int
    user_id: int | None
    player: str
    move: dict[str, Any]
    events: list[Event]
    auto: bool
    forced: bool = False
    parsed: Any = None
    """The typed move the engine applied (None for orders)."""
    before: Any = None
    """The engine state the move was applied to."""


@dataclass
class PlayResult:
    """What one `Pipeline.play` call logged, and the table after it."""

    table: Table
    seq: int
    logged: list[LoggedMove] = field(default_factory=list)
    fell_back: list[tuple[str, str | None, Message]] = field(default_factory=list)
    opened: list[Decision] = field(default_factory=list)
    """Simultaneous decisions of a phase that this play opened (their players get a note)."""
    adopted: list[OrderRow] = field(default_factory=list)
    """Orders given ahead that became the orders of a phase this play opened."""
    adopted_warnings: dict[tuple[str, str], list[Message]] = field(default_factory=dict)
    """(player, phase) -> the engine's warnings about adopted orders, for their owner."""
    ahead_used: list[tuple[str, str]] = field(default_factory=list)
    """(player, phase) of the orders given ahead that this play consumed or dropped."""
    ahead_failed: list[tuple[str, str, Message]] = field(default_factory=list)
    """(player, phase, reason) of the orders given ahead that were dropped."""
    story: PlayStory | None = None
    """What the board should tell of this play (told when the board is drawn)."""
    deciding_before: set[tuple[str, str]] = field(default_factory=set)
    """(player, kind) of the sequential decisions pending before this play."""
    logged_at: float | None = None
    """When the play was logged (every move of it bears that time)."""
    new_timers: bool = True
    """Whether the play's write stored a timer (its deadline, a reminder)."""
    _over: tuple[Any, bool] | None = field(default=None, init=False, repr=False)

    @property
    def over(self) -> bool:
        """Whether the game is over after the play: asked of the engine once per state (the
        write, the post and the turn all ask)."""
        state = self.table.state
        if self._over is None or self._over[0] is not state:
            self._over = (state, self.table.game.is_over(state))
        return self._over[1]


@dataclass
class LateCheck:
    """A binding check left to the move's own transaction: the move applies while no move
    was logged after `at` (checked inside the transaction, no trip of its own); when one was,
    or the move breaks a rule, `check` decides as the full check would (refuse or let it be)."""

    at: float
    check: Callable[[], Awaitable[None]]


@dataclass
class KeptOrders:
    """Orders kept for phases that have not opened yet: given ahead (this turn) or standing."""

    game_id: int
    ahead: dict[tuple[str, str], AheadRow]
    standing: dict[tuple[str, str], dict[str, Any] | None]
    slot_of: Callable[[str], str | None] | None
    opened_before: set[tuple[str, str]]
    """Phases that were open before this play: standing orders apply only as a phase opens."""

    def standing_row(self, decision: Decision, user_id: int) -> AheadRow | None:
        """The player's standing orders for the phase `decision` asks for, kept for it (most
        games keep none: their phases' slots are not worked out then)."""
        if not self.standing:
            return None
        slot = self.slot_of(decision.phase) if self.slot_of and decision.phase else None
        if slot is None or (decision.player, slot) not in self.standing:
            return None
        orders = self.standing[(decision.player, slot)]
        phase = decision.phase or ""
        return AheadRow(self.game_id, decision.player, phase, user_id, orders, True, 0)


KeptRows = tuple[dict[tuple[str, str], AheadRow], dict[tuple[str, str], dict[str, Any] | None]]
"""Orders given ahead and standing orders, as `Database.kept_orders` reads them."""


def sequential(pending: list[Decision]) -> list[Decision]:
    return [d for d in pending if not d.simultaneous]


def warned(warnings: list[Message]) -> list[Message]:
    """The engine's warnings about orders it accepted, under a line that says what they are."""
    return [Message("service.orders_warned"), *warnings] if warnings else []


def orders_move(decision: Decision, orders: Mapping[str, Any]) -> dict[str, Any]:
    """The logged move that carries one player's orders for a simultaneous phase."""
    move: dict[str, Any] = {"type": ORDERS}
    if decision.phase is not None:
        move["phase"] = decision.phase
    move["orders"] = dict(orders)
    return move


def final_lines(game: Game[Any, Any], state: Any) -> list[Message]:
    scores = game.scores(state)
    lines, place = [], 1
    for group in game.ranking(state):
        lines.append(
            Message(
                "service.final_line",
                {"place": place, "players": names(group), "points": scores[group[0]]},
            )
        )
        place += len(group)
    return lines


class Pipeline:
    """Plays moves on a loaded table and logs them; shared by every part that makes moves."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables

    def moves_due(
        self,
        table: Table,
        seats: list[SeatRow],
        stored: Mapping[str, OrderRow],
        *,
        force: bool = False,
    ) -> list[QueuedMove]:
        """Moves the service makes by itself now: the turns of seats handed to the bot (a
        stand-in's demo policy, falling back on the default move; a kicked player's defaults),
        decisions with a single choice, a phase all ready.

        With `force` (a deadline) a simultaneous phase resolves anyway: stored orders, ready or
        not, and the default orders of whoever sent none.
        """
        game = table.game
        active = active_names(seats)
        game_id = seats[0].game_id if seats else 0
        pending = gamelog.pending(table)
        deciding = sequential(pending)
        for decision in deciding:
            if decision.player not in active:
                player = decision.player
                state = table.state
                if player in standin_names(seats):
                    move = standin_move(game_id, table, player)

                    def fallback(state: Any = state, player: str = player) -> dict[str, Any]:
                        return game.move_to_json(game.default_move(state, player))

                    return [QueuedMove(None, player, move, auto=True, fallback=fallback)]
                default = game.move_to_json(game.default_move(state, player))
                return [QueuedMove(None, player, default, auto=True)]
        for decision in deciding:
            forced = game.forced_move(table.state, decision.player)
            if forced is not None:
                move = game.move_to_json(forced)
                return [QueuedMove(None, decision.player, move, auto=True, forced=True)]
        phase = [d for d in pending if d.simultaneous and d.player not in table.buffered]
        if not phase:
            return []
        users = user_of(seats)
        standins = standin_names(seats)

        def sent(decision: Decision) -> OrderRow | None:
            row = stored.get(decision.player)
            usable = row is not None and row.phase == decision.phase and decision.player in active
            return row if usable and row is not None and (row.ready or force) else None

        rows = {d.player: sent(d) for d in phase}
        if not force and any(d.player in active and rows[d.player] is None for d in phase):
            return []
        order = {s.name: s.seat for s in seats}
        state = table.state
        entries = []
        for decision in sorted(phase, key=lambda d: order[d.player]):
            player = decision.player

            def defaults(decision: Decision = decision) -> dict[str, Any]:
                return orders_move(decision, game.default_orders(state, decision.player))

            row = rows[player]
            if row is None and player in standins:
                move = orders_move(decision, standin_orders(game_id, table, player))
                entries.append(QueuedMove(None, player, move, auto=True, fallback=defaults))
            elif row is None:
                entries.append(QueuedMove(None, player, defaults(), auto=True))
            else:
                move = orders_move(decision, row.orders)
                entries.append(QueuedMove(users[player], player, move, fallback=defaults))
        return entries

    @staticmethod
    def _apply(table: Table, seq: int, entry: QueuedMove, played: PlayResult) -> None:
        move = {"player": entry.player, **entry.move}
        before = table.state
        try:
            parsed, events = gamelog.advance_move(table, entry.player, move)
        except RuleError as err:
            if entry.fallback is None:
                raise
            played.fell_back.append((entry.player, entry.move.get("phase"), err.message))
            move = {"player": entry.player, **entry.fallback()}
            parsed, events = gamelog.advance_move(table, entry.player, move)
        played.logged.append(
            LoggedMove(
                seq,
                entry.user_id,
                entry.player,
                move,
                events,
                entry.auto,
                entry.forced,
                parsed,
                before,
            )
        )

    async def _kept_orders(
        self, row: GameRow, opened_before: set[tuple[str, str | None]], read: KeptRows | None
    ) -> KeptOrders:
        """The game's kept orders: `read` when the caller read them in this request (and wrote
        none since), else from the database."""
        ahead, standing = read if read is not None else await self.tables.db.kept_orders(row.id)
        return KeptOrders(
            game_id=row.id,
            ahead=dict(ahead),
            standing=standing,
            slot_of=registry.plugin(row.kind).phase_slot,
            opened_before={(p, ph or "") for p, ph in opened_before},
        )

    @staticmethod
    def _adopt_kept(
        table: Table,
        seats: list[SeatRow],
        stored: Mapping[str, OrderRow],
        kept: KeptOrders,
        played: PlayResult,
    ) -> dict[str, OrderRow]:
        """Orders kept for a phase become its orders when it opens, ready, if they pass the
        check then: orders given ahead for it, else the player's standing orders for that phase
        of the turn; kept without orders (None), they are the phase's default orders. Orders
        that fail the check are dropped and reported."""
        stored = dict(stored)
        active = active_names(seats)
        users = user_of(seats)
        game, state = table.game, table.state
        for decision in gamelog.pending(table):
            if not decision.simultaneous or decision.player not in active:
                continue
            key = (decision.player, decision.phase or "")
            kept_row = kept.ahead.pop(key, None)
            if kept_row is not None:
                played.ahead_used.append(key)
            elif key not in kept.opened_before and decision.player not in stored:
                kept_row = kept.standing_row(decision, users[decision.player])
            if kept_row is None:
                continue
            orders = kept_row.orders
            if orders is None:
                orders = game.default_orders(state, kept_row.player)
            row = OrderRow(
                kept_row.game_id,
                kept_row.player,
                kept_row.phase,
                kept_row.user_id,
                orders,
                kept_row.ready,
                kept_row.updated_at,
            )
            try:
                warnings = game.check_orders(state, decision.player, orders)
            except RuleError as err:
                played.ahead_failed.append((*key, err.message))
                continue
            stored[decision.player] = row
            played.adopted.append(row)
            played.adopted_warnings[key] = warnings
        return stored

    @staticmethod
    def _drop_stale_ahead(
        table: Table, ahead: dict[tuple[str, str], AheadRow], played: PlayResult
    ) -> None:
        """Orders given ahead for a phase that can no longer open for their player (it passed
        without anything for them to decide) are dropped, with a note when they held orders
        ("the defaults" needed nothing)."""
        for player, phase in list(ahead):
            if phase not in table.game.phases_ahead(table.state, player):
                row = ahead.pop((player, phase))
                played.ahead_used.append((player, phase))
                if row.orders is not None:
                    gone = Message("service.ahead_phase_gone")
                    played.ahead_failed.append((player, phase, gone))

    async def play(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        entries: list[QueuedMove],
        *,
        status: str = "running",
        late: LateCheck | None = None,
        kept: KeptRows | None = None,
    ) -> PlayResult:
        """Applies `entries`, then whatever the service must play by itself, and logs it all.

        Everything (moves, snapshot, cleared orders, status, timers) is one transaction; a
        RuleError from the actor's move leaves the database and the cache untouched. With
        `late`, the move's binding is checked inside that transaction (see `LateCheck`).
        `kept`: the game's kept orders, when the caller read them in this request and wrote
        none since (a phase that opens adopts them without reading them again).
        """
        try:
            return await self._play(row, seats, table, seq, entries, status, late, kept)
        except RuleError:
            if late is not None:
                await late.check()  # a stale move is refused as stale, not by the rules
            raise

    async def _play(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        entries: list[QueuedMove],
        status: str,
        late: LateCheck | None,
        kept_read: KeptRows | None,
    ) -> PlayResult:
        game = table.game
        # The work table keeps the checks made at submission (valid while its state is the one
        # they were made on): the resolving move does not check every player's orders again.
        work = Table(
            game,
            list(table.players),
            table.state,
            dict(table.buffered),
            checked=table.checked,
            checked_state=table.checked_state,
            pending=table.pending,
        )
        before = {(d.player, d.phase) for d in gamelog.pending(work) if d.simultaneous}
        deciding = {(d.player, d.kind) for d in sequential(gamelog.pending(work))}
        round_before = game.round_number(work.state)
        # Secret orders matter only once a simultaneous phase is pending: a turn-based game's
        # move never reads them (one query less on every move).
        stored: Mapping[str, OrderRow] = {}
        kept: KeptOrders | None = None
        played = PlayResult(work, seq, deciding_before=deciding)
        queue = list(entries)
        for _ in range(AUTO_LIMIT):
            resolving = any(e.move.get("type") == ORDERS for e in queue)
            for entry in queue:
                self._apply(work, seq + len(played.logged) + 1, entry, played)
            if kept is None and any(d.simultaneous for d in gamelog.pending(work)):
                kept = await self._kept_orders(row, before, kept_read)
                if not resolving or work.buffered:
                    stored = await self.tables.db.orders(row.id)
            if resolving and not work.buffered:
                stored = {}
            if kept is not None:
                stored = self._adopt_kept(work, seats, stored, kept, played)
            queue = self.moves_due(work, seats, stored)
            if not queue:
                break
        else:
            raise RuntimeError(f"game {row.id}: the bot made {AUTO_LIMIT} moves in a row")
        if kept is not None:
            self._drop_stale_ahead(work, kept.ahead, played)
        played.seq = seq + len(played.logged)
        resolved = any(log.move.get("type") == ORDERS for log in played.logged)
        played.story = self._story(row.id, table, played, resolved)
        played.opened = [
            d
            for d in gamelog.pending(work)
            if d.simultaneous and (resolved or (d.player, d.phase) not in before)
        ]
        snapshot = (
            played.over
            or game.round_number(work.state) != round_before
            or any(log.seq % SNAPSHOT_EVERY == 0 for log in played.logged)
        )
        batch = self._batch(row, seq, played, resolved=resolved, snapshot=snapshot, status=status)
        if late is not None:
            batch.issued_before = late.at
        try:
            await self._commit(row, played, batch)
        except MovedSince:
            if late is None:
                raise
            await late.check()
            batch.issued_before = None
            await self._commit(row, played, batch)
        self.tables.remember(row.id, played.seq, work)
        return played

    def _story(
        self, game_id: int, before: Table, played: PlayResult, resolved: bool
    ) -> PlayStory | None:
        """What the board should tell of this play, worked out when the board is drawn."""
        if not played.logged:
            return None
        return PlayStory(
            game=before.game,
            seq=played.seq,
            epoch=self.tables.boards.epoch(game_id),
            before=before.state,
            after=played.table.state,
            moves=[log.move for log in played.logged],
            events=[e for log in played.logged for e in log.events],
            resolved=resolved,
        )

    async def _commit(self, row: GameRow, played: PlayResult, batch: MoveBatch) -> None:
        """The play's one trip to the database; a game's last move also records its result and
        moves the ratings, in the same transaction (a few trips, once a game)."""
        db = self.tables.db
        if not played.over:
            await db.apply_move(batch)
            return
        async with db.transaction():
            await db.apply_move(batch)
            await record_game_end(db, row, played.table, "over", batch.at)

    def _batch(
        self,
        row: GameRow,
        seq: int,
        played: PlayResult,
        *,
        resolved: bool,
        snapshot: bool,
        status: str,
    ) -> MoveBatch:
        """What `play` played and everything that follows from it, as one write (one trip to
        the database: `Database.apply_move`)."""
        work, now = played.table, self.tables.clock()
        played.logged_at = now
        batch = MoveBatch(row.id, seq, now, clear_orders=resolved)
        batch.moves = [
            NewMove(log.seq, log.user_id, log.player, log.move, [e.to_json() for e in log.events])
            for log in played.logged
        ]
        if snapshot and played.logged:
            batch.snapshot = gamelog.table_to_json(work)
        batch.ahead_used = list(played.ahead_used)
        open_now = {(d.player, d.phase) for d in gamelog.pending(work) if d.simultaneous}
        batch.orders = [
            NewOrders(a.player, a.user_id, a.phase, a.orders, a.ready)
            for a in played.adopted
            if (a.player, a.phase) in open_now
        ]
        if played.over:
            batch.status = status = "over"
        batch.timers = planned_timers(row, work, played.seq, status, now)
        played.new_timers = bool(batch.timers)
        return batch

    def outcome(
        self,
        row: GameRow,
        seats: list[SeatRow],
        played: PlayResult,
        head: list[Message] | None = None,
    ) -> Outcome:
        """The public post of what happened (with the board), private events as notes."""
        game = played.table.game
        users = user_of(seats)
        active = active_names(seats)
        standins = standin_names(seats)
        lines = list(head or [])
        done: list[Message] = []
        private: dict[int, list[Message]] = {}
        for log in played.logged:
            said: Message | None = None  # who played it, said before what they did
            if log.auto and log.player in standins:
                played_as = "orders" if log.move.get("type") == ORDERS else "played"
                said = Message(f"service.standin_{played_as}", {"player": log.player})
            elif log.forced:
                said = Message("service.forced_move", {"player": log.player})
            elif log.auto and log.move.get("type") != ORDERS:
                said = Message("service.auto_move", {"player": log.player})
            if said is not None:
                lines.append(said)
            for event in log.events:
                if event.private_to is None:
                    lines.append(event.message)
                    if said is not None:  # written in with what it introduces, never alone
                        done.append(said)
                        said = None
                    done.append(event.message)
                elif event.private_to in users:
                    private.setdefault(users[event.private_to], []).append(event.message)
        for player, phase, reason in played.fell_back:
            if player in standins:  # nobody gave these: the channel hears why the seat played so
                lines.extend([Message("service.standin_fell_back", {"player": player}), reason])
                continue
            private.setdefault(users[player], []).extend(
                [Message("service.orders_fell_back", {"phase": phase}), reason]
            )
        for player, phase, reason in played.ahead_failed:
            if player in active:
                private.setdefault(users[player], []).extend(
                    [Message("service.ahead_dropped", {"phase": phase}), reason]
                )
        outcome = Outcome(game_id=row.id)
        prompt: list[int] = []
        ping: list[int] = []
        turn_users: list[int] = []
        waiting: set[tuple[str, str]] = set()
        if played.over:
            lines.append(Message("service.game_over"))
            lines.extend(final_lines(game, played.table.state))
            outcome.data.update(
                over=True,
                scores=game.scores(played.table.state),
                ranking=game.ranking(played.table.state),
            )
        else:
            deciders = [d for d in sequential(gamelog.pending(played.table)) if d.player in active]
            turn = [d.player for d in deciders]
            waiting = {(d.player, d.kind) for d in deciders}
            if turn:
                lines.append(Message("service.your_turn", {"players": names(turn)}))
            turn_users = list(dict.fromkeys(users[p] for p in turn))
            if registry.plugin(row.kind).private_turns:
                ping = turn_users
                acted = {log.player for log in played.logged}
                asked = [  # a new decision, or a decider who just acted: a fresh panel
                    users[d.player]
                    for d in deciders
                    if (
                        not played.logged  # a start or a restart: everyone is told
                        or (d.player, d.kind) not in played.deciding_before
                        or d.player in acted
                    )
                ]
                outcome.notes.extend(self._private_turn(row, u) for u in dict.fromkeys(asked))
            else:
                prompt = turn_users
            adopted = {(o.player, o.phase): o for o in played.adopted}
            for decision in played.opened:
                if decision.player in active:
                    user = users[decision.player]
                    params = {"game_id": row.id, "phase": decision.phase}
                    given = adopted.get((decision.player, decision.phase))
                    if given is None:
                        line = Message("service.orders_open", params)
                    else:
                        ready = "ready" if given.ready else "not_ready"
                        line = Message(f"service.ahead_adopted_{ready}", params)
                    key = (decision.player, decision.phase or "")
                    warnings = played.adopted_warnings.get(key, [])
                    if given is not None and given.ready and not warnings:
                        continue  # covered by orders kept for it: nothing needs the player
                    note = [line, *warned(warnings)]
                    outcome.notes.append(Note(user, note, row.id, board=True, prompt=True))
                    if given is None or not given.ready:
                        ping.append(user)  # their orders are asked for by DM, with buttons
        outcome.posts.append(
            Post(
                row.channel_id,
                lines,
                row.id,
                board=True,
                prompt=list(dict.fromkeys(prompt)),
                ping=ping,
                story=played.story,
                turn=self._turn(played, users, turn_users, waiting, head),
                done=done,
            )
        )
        outcome.notes.extend(Note(user, msgs, row.id) for user, msgs in private.items())
        return outcome

    @staticmethod
    def _turn(
        played: PlayResult,
        users: dict[str, int],
        deciders: list[int],
        waiting: set[tuple[str, str]],
        head: list[Message] | None,
    ) -> str:
        """How the play's post goes out. "same": exactly the players who just moved decide
        next (themselves, no bot playing for them, no phase opened, nothing announced): the
        turn stays in their hands. "rest": others asked at the same time as the movers still
        have the very decisions they were asked (they were pinged already). Else "new"."""
        movers = {users.get(log.player) for log in played.logged}
        quiet = (
            played.logged
            and not any(log.auto for log in played.logged)
            and not head
            and not played.over
            and not played.opened
            and deciders
        )
        if quiet and set(deciders) <= movers:
            return "same"
        if quiet and waiting <= played.deciding_before and not movers & set(deciders):
            return "rest"
        return "new"

    def _private_turn(self, row: GameRow, user_id: int) -> Note:
        """A player's decision, by DM: their own board and choices, and the deadline."""
        minutes = {**DEFAULT_SETTINGS, **row.settings}["deadline_minutes"]
        if minutes is None:
            line = Message("service.your_decision", {"game_id": row.id})
        else:
            due = discord_timestamp(self.tables.clock() + minutes * 60)
            line = Message("service.your_decision_by", {"game_id": row.id, "deadline": due})
        return Note(user_id, [line], row.id, board=True, prompt=True)

    def restart_outcome(
        self, row: GameRow, seats: list[SeatRow], table: Table, seq: int, head: list[Message]
    ) -> Outcome:
        """A post for a game that (re)starts at `table`: board, whose turn, open phases."""
        played = PlayResult(table, seq)
        played.opened = [d for d in gamelog.pending(table) if d.simultaneous]
        return self.outcome(row, seats, played, head)

    async def waiting(self, table: Table, seats: list[SeatRow], game_id: int) -> list[str]:
        """Players the game waits for: pending sequential deciders and the not yet ready."""
        stored = await self.tables.db.orders(game_id)
        active = active_names(seats)
        waiting: list[str] = []
        for decision in gamelog.pending(table):
            if decision.player not in active or decision.player in waiting:
                continue
            row = stored.get(decision.player)
            if decision.simultaneous and row is not None and row.ready:
                continue
            waiting.append(decision.player)
        return waiting

    async def play_for_the_late(
        self,
        row: GameRow,
        seats: list[SeatRow],
        table: Table,
        seq: int,
        waiting: list[str],
        head: str = "service.deadline_auto",
        by: str | None = None,
    ) -> Outcome:
        """The bot plays for the late: a default move for each decision pending (several only
        where the game asks them together, so none can change another's choices), or the phase
        with the orders sent (ready or not) and default orders for the rest."""
        game = table.game
        stored = await self.tables.db.orders(row.id)
        entries = self.moves_due(table, seats, stored, force=True)
        if not entries:
            late = list(dict.fromkeys(d.player for d in sequential(gamelog.pending(table))))
            entries = [
                QueuedMove(None, p, game.move_to_json(game.default_move(table.state, p)), auto=True)
                for p in late
            ]
            waiting = late
        played = await self.play(row, seats, table, seq, entries)
        lines = [Message(head, {"players": list(waiting), "by": by})]
        return self.outcome(row, seats, played, lines)
