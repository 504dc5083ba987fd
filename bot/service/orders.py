"""Secret orders for simultaneous phases: stored unseen, checked at once, ready marks, previews.

Orders are checked against the state when they are sent and kept secret until their phase
resolves. A phase resolves as soon as every player is ready (`Pipeline.moves_due`); orders for a
later phase of the turn are kept aside ("ahead") and checked in full when that phase opens.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot import gamelog, registry
from bot.gamelog import ORDERS, Table, simultaneous_pending
from bot.gameplugin import BoardStory
from bot.service.access import active_names, my_seats
from bot.service.actor import Actor
from bot.service.binding import UNBOUND, Issued, require_current_phase
from bot.service.bounds import bounded_int
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import KeptRows, Pipeline, QueuedMove, orders_move, warned
from bot.service.tables import Tables
from rules.core import JSON, Decision, Game, Message, RuleError
from storage import AheadRow, GameRow, OrderRow, SeatRow

STANDING_MODES = ("repeat", "defaults", "off")


@dataclass
class _Open:
    """The actor's open simultaneous decision, with the game's orders as this request leaves
    them: read once under the game's lock and kept up to date with what the request writes,
    so that a Ready reads the orders table once."""

    game_id: int
    seats: list[SeatRow]
    table: Table
    seq: int
    decision: Decision
    stored: dict[str, OrderRow]
    now: float
    kept: KeptRows
    """Orders given ahead and standing orders, read with `stored` (same trip)."""
    resolution: list[QueuedMove] | None = None
    """The moves `_completes` found due (the phase's orders, the seat's among them): the
    request resolves the phase with them."""

    @property
    def seat(self) -> str:
        return self.decision.player

    @property
    def current(self) -> OrderRow | None:
        """The seat's orders stored for the open phase, if any."""
        row = self.stored.get(self.decision.player)
        return row if row is not None and row.phase == self.decision.phase else None


class SecretOrders:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def _my_phase(
        self, actor: Actor, row: GameRow, player: str | None, issued: Issued
    ) -> _Open:
        """The actor's open simultaneous decision: the seat named `player`, or else the first
        of their seats not yet ready (a user may hold several seats of an imported game);
        refused when it is not the phase that was open when the request was `issued`."""
        seats, table, seq = await self.tables.running(row)
        mine = my_seats(seats, actor, row.id)
        decisions = [
            d
            for d in simultaneous_pending(table)
            if d.player in mine and player in (None, d.player)
        ]
        if not decisions:
            raise ServiceError("service.no_orders_pending", game_id=row.id)
        stored, ahead, standing = await self.db.orders_and_kept(row.id)
        decision = next(
            (
                d
                for d in decisions
                if not (
                    d.player in stored
                    and stored[d.player].phase == d.phase
                    and stored[d.player].ready
                )
            ),
            decisions[0],
        )
        await require_current_phase(
            self.tables, row, seats, seq, decision.player, decision.phase, issued
        )
        now = self.tables.clock()
        return _Open(row.id, seats, table, seq, decision, stored, now, (ahead, standing))

    async def _my_turn(
        self, actor: Actor, row: GameRow, player: str | None, issued: Issued
    ) -> tuple[_Open, dict[tuple[str, str], AheadRow]]:
        """`_my_phase`, and the orders kept for the game's later phases of the turn."""
        open_ = await self._my_phase(actor, row, player, issued)
        return open_, dict(open_.kept[0])

    async def _put(
        self,
        open_: _Open,
        user_id: int,
        orders: Mapping[str, Any],
        ready: bool,
        *,
        last: bool = False,
    ) -> None:
        """Stores the seat's orders for the open phase, in the database and in `open_.stored`
        as the database gives them back; with `last`, not in the database when they are the
        last the phase waits for (`_completes`). Where other processes write too, ready orders
        read the game's orders back in the same trip (`_seen`)."""
        decision = open_.decision
        written = dict(orders)
        read_back = json.loads(json.dumps(written))
        row = OrderRow(
            open_.game_id, decision.player, decision.phase, user_id, read_back, ready, open_.now
        )
        if not (last and self._completes(open_, row)):
            game_id, phase, now = open_.game_id, decision.phase, open_.now
            if ready and self.db.shared:
                fresh = await self.db.put_orders_and_read(
                    game_id,
                    row.player,
                    user_id=user_id,
                    phase=phase,
                    orders=written,
                    ready=True,
                    at=now,
                )
                await self._seen(open_, fresh)
                return
            await self.db.put_orders(
                game_id,
                row.player,
                user_id=user_id,
                phase=phase,
                orders=written,
                ready=ready,
                at=now,
            )
        open_.stored[decision.player] = row

    async def _set_ready(self, open_: _Open, ready: bool, *, last: bool = False) -> None:
        """Marks the seat's stored orders ready or not, in the database and in `open_.stored`;
        with `last`, not in the database when they are the last the phase waits for. The row
        is made field by field: `dataclasses.replace` walks the fields at ten times the cost."""
        row = open_.stored.get(open_.seat)
        marked = (
            None
            if row is None
            else OrderRow(
                row.game_id, row.player, row.phase, row.user_id, row.orders, ready, open_.now
            )
        )
        if not (last and marked is not None and self._completes(open_, marked)):
            if ready and self.db.shared:
                fresh = await self.db.set_orders_ready_and_read(
                    open_.game_id, open_.seat, ready, at=open_.now
                )
                await self._seen(open_, fresh)
                return
            await self.db.set_orders_ready(open_.game_id, open_.seat, ready, at=open_.now)
        if marked is not None:
            open_.stored[open_.seat] = marked

    async def _seen(self, open_: _Open, fresh: dict[str, OrderRow]) -> None:
        """The game's orders as a Ready's write read them back, where other processes write
        too (under the game's row lock: of two players getting ready at once, the second sees
        the first). When another player's orders changed meanwhile, what was kept for later
        phases is read again too; if the phase is now complete, this request resolves it."""

        def others(stored: dict[str, OrderRow]) -> dict[str, OrderRow]:
            return {player: row for player, row in stored.items() if player != open_.seat}

        if others(fresh) != others(open_.stored):
            open_.kept = await self.db.kept_orders(open_.game_id)
        open_.stored = fresh

    def _completes(self, open_: _Open, row: OrderRow) -> bool:
        """Whether the seat's orders `row` complete the phase: it then resolves in the same
        request, and the resolution's one write (`Pipeline.play`) clears the phase's orders,
        so writing `row` first would only cost a trip to the database (and its transaction
        around the resolution). Not when the service has other moves to make first."""
        if not row.ready:
            return False
        stored = {**open_.stored, open_.seat: row}
        due = self.pipeline.moves_due(open_.table, open_.seats, stored)
        if not due or any(entry.move.get("type") != ORDERS for entry in due):
            return False
        open_.resolution = due
        return True

    async def _clear(self, open_: _Open) -> None:
        """Forgets the seat's stored orders, in the database and in `open_.stored`."""
        await self.db.clear_orders(open_.game_id, open_.seat)
        open_.stored.pop(open_.seat, None)

    async def _ready_outcome(
        self,
        row: GameRow,
        open_: _Open,
        reply: list[Message],
        ready: bool,
        *,
        kept_unchanged: bool = False,
    ) -> Outcome:
        """Updates the phase's status message in the channel (who is ready, whom it waits
        for); resolves the phase when nobody is missing. `kept_unchanged`: the request wrote
        no orders ahead nor standing orders, so the next phase adopts those it read."""
        seats, table, seq, decision = open_.seats, open_.table, open_.seq, open_.decision
        stored = open_.stored
        phase = simultaneous_pending(table)
        active = active_names(seats)
        count = sum(
            1
            for d in phase
            if d.player not in active
            or (d.player in stored and stored[d.player].ready and stored[d.player].phase == d.phase)
        )
        waiting = [
            d.player
            for d in phase
            if d.player in active
            and not (
                d.player in stored and stored[d.player].ready and stored[d.player].phase == d.phase
            )
        ]
        params = {"phase": decision.phase, "ready": count, "total": len(phase)}
        line = (
            Message("service.phase_status", {**params, "players": waiting})
            if waiting
            else Message("service.phase_status_all", params)
        )
        outcome = Outcome(reply=reply, game_id=row.id)
        status = f"ready:{decision.phase}"
        outcome.posts.append(Post(row.channel_id, [line], row.id, status_key=status))
        entries: list[QueuedMove] = []
        if ready:
            entries = open_.resolution or self.pipeline.moves_due(table, seats, stored)
        if entries:
            kept = open_.kept if kept_unchanged else None
            played = await self.pipeline.play(row, seats, table, seq, entries, kept=kept)
            resolution = self.pipeline.outcome(row, seats, played)
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
            loaded = json.loads(text, parse_int=bounded_int)
        except json.JSONDecodeError as error:
            raise ServiceError("service.bad_orders_json", reason=str(error)) from None
        except RecursionError:
            raise ServiceError("service.bad_orders_json", reason="nested too deeply") from None
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
        mine = [p for p in my_seats(seats, actor, game_id) if player in (None, p)]
        if not mine:
            raise ServiceError("service.not_your_seat", player=player)
        game = table.game
        open_now = {
            d.phase for d in simultaneous_pending(table) if d.player in mine and d.phase is not None
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
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Stores the actor's secret orders once the engine has checked them against the state.

        `orders` is canonical JSON or what the player typed (`_read_orders`). A `phase` that is
        not open yet (`Game.phases_ahead`) keeps them aside until it opens; they are checked in
        full then. Without `phase`, the orders are for the phase open when they were `issued`.
        """
        async with self.tables.locked_game(game_id) as row:
            if phase is not None:
                seats, table, _ = await self.tables.running(row)
                seat = self._ahead_seat(table, seats, actor, row.id, phase, player)
                if seat is not None:
                    return await self._submit_ahead(actor, row, table, seat, phase, orders, ready)
                issued = Issued(phase=phase)
            open_ = await self._my_phase(actor, row, player, issued)
            table, decision = open_.table, open_.decision
            current = open_.current
            if current is not None and current.ready:
                raise ServiceError("service.orders_locked")
            orders = self._read_orders(table, decision.player, orders, None)
            warnings = gamelog.check_orders(table, decision.player, orders_move(decision, orders))
            await self._put(open_, actor.user_id, orders, ready, last=True)
            key = "service.orders_saved_ready" if ready else "service.orders_saved"
            reply = [Message(key, {"phase": decision.phase}), *warned(warnings)]
            if not ready:
                return Outcome(reply=reply, game_id=row.id)
            return await self._ready_outcome(row, open_, reply, True, kept_unchanged=True)

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
        warnings = table.game.check_orders_ahead(table.state, seat, phase, canonical)
        async with self.db.transaction():
            await self.db.put_orders_ahead(
                row.id,
                seat,
                user_id=actor.user_id,
                phase=phase,
                orders=canonical,
                ready=ready,
                at=self.tables.clock(),
            )
        key = "service.ahead_saved_ready" if ready else "service.ahead_saved"
        reply = [Message(key, {"phase": phase}), *warned(warnings)]
        return Outcome(reply=reply, game_id=row.id)

    async def set_ready(
        self,
        actor: Actor,
        game_id: int,
        ready: bool = True,
        *,
        player: str | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Marks the actor's orders ready (default orders if none were sent), or unmarks them."""
        async with self.tables.locked_game(game_id) as row:
            open_ = await self._my_phase(actor, row, player, issued)
            current = open_.current
            if not ready:
                if current is None or not current.ready:
                    return Outcome(reply=[Message("service.not_ready_now")], game_id=row.id)
                await self._set_ready(open_, False)
                reply = [Message("service.not_ready_now")]
            else:
                reply = [await self._mark_ready(actor, open_)]
            return await self._ready_outcome(row, open_, reply, ready, kept_unchanged=True)

    async def _mark_ready(self, actor: Actor, open_: _Open) -> Message:
        """Marks the open phase's orders ready: those stored, or the game's default orders
        written out when none are; the line that says which. Orders that complete the phase
        are not written: the phase resolves next, in the same request (`_completes`)."""
        if open_.current is not None:
            await self._set_ready(open_, True, last=True)
            return Message("service.orders_saved_ready", {"phase": open_.decision.phase})
        table = open_.table
        defaults = table.game.default_orders(table.state, open_.seat)
        await self._put(open_, actor.user_id, defaults, True, last=True)
        return Message("service.ready_with_defaults")

    async def ready_for_turn(
        self,
        actor: Actor,
        game_id: int,
        *,
        player: str | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Ready for the rest of the turn: the open phase (its default orders if none were
        sent) and every later phase (its orders kept, or its default orders when it opens).
        Checked against the phase it was `issued` for before anything is written."""
        async with self.tables.locked_game(game_id) as row:
            open_, ahead = await self._my_turn(actor, row, player, issued)
            table, seat, now = open_.table, open_.seat, open_.now
            async with self.db.transaction():
                reply = [await self._mark_ready(actor, open_)]
                for phase in table.game.phases_ahead(table.state, seat):
                    kept = ahead.get((seat, phase))
                    await self.db.put_orders_ahead(
                        row.id,
                        seat,
                        user_id=actor.user_id,
                        phase=phase,
                        orders=None if kept is None else kept.orders,
                        ready=True,
                        at=now,
                    )
                    defaults = kept is None or kept.orders is None
                    key = "turn_ready_defaults" if defaults else "turn_ready_kept"
                    reply.append(Message(f"service.{key}", {"phase": phase}))
                return await self._ready_outcome(row, open_, reply, True)

    async def unready_turn(
        self,
        actor: Actor,
        game_id: int,
        *,
        player: str | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Undoes being ready for the turn: the open phase's orders and those kept for later
        phases are no longer ready, and later phases kept only as "the defaults" are
        forgotten (they will ask again). Checked against `issued` before anything changes."""
        async with self.tables.locked_game(game_id) as row:
            open_, ahead = await self._my_turn(actor, row, player, issued)
            table, seat, now = open_.table, open_.seat, open_.now
            current = open_.current
            was_ready = current is not None and current.ready
            reply = [Message("service.not_ready_now")]
            async with self.db.transaction():
                if was_ready:
                    await self._set_ready(open_, False)
                for phase in table.game.phases_ahead(table.state, seat):
                    kept = ahead.get((seat, phase))
                    if kept is None or not kept.ready:
                        continue
                    if kept.orders is None:
                        await self.db.clear_orders_ahead(row.id, seat, phase)
                        reply.append(Message("service.turn_unready_defaults", {"phase": phase}))
                        continue
                    await self.db.put_orders_ahead(
                        row.id,
                        seat,
                        user_id=kept.user_id,
                        phase=phase,
                        orders=kept.orders,
                        ready=False,
                        at=now,
                    )
                    reply.append(Message("service.turn_unready_kept", {"phase": phase}))
                if not was_ready:
                    return Outcome(reply=reply, game_id=row.id)
                return await self._ready_outcome(row, open_, reply, False)

    async def submit_turn(
        self,
        actor: Actor,
        game_id: int,
        texts: list[tuple[str, str]],
        *,
        player: str | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """The whole turn's orders from one form: (phase, text) for the open phase and later
        ones. Written text is stored ready; an empty field decides nothing (orders shown in it
        and erased are cleared; that phase will ask again). A phase whose orders are refused is
        named with the reason and left as it was; the reply says, phase by phase, what was
        kept. Checked against the phase the form was `issued` for before anything is written."""
        async with self.tables.locked_game(game_id) as row:
            open_, ahead = await self._my_turn(actor, row, player, issued)
            table, decision, seat, now = open_.table, open_.decision, open_.seat, open_.now
            current = open_.current
            later = table.game.phases_ahead(table.state, seat)
            reply: list[Message] = []
            ready = current is not None and current.ready
            async with self.db.transaction():
                for phase, text in texts:
                    written = text.strip()
                    if phase == decision.phase:
                        lines, ready = await self._turn_open_phase(actor, open_, current, written)
                    elif phase in later:
                        lines = await self._turn_later_phase(
                            actor, row, table, seat, phase, ahead.get((seat, phase)), written, now
                        )
                    else:
                        choices = ", ".join([decision.phase or "", *later])
                        error = ServiceError("service.no_such_phase", phase=phase, choices=choices)
                        lines = [
                            Message(
                                "service.turn_refused", {"phase": phase, "reason": error.message}
                            )
                        ]
                    reply.extend(lines)
                changed = ready or (current is not None and current.ready)
                if not changed:
                    return Outcome(reply=reply, game_id=row.id)
                return await self._ready_outcome(row, open_, reply, ready)

    async def _turn_open_phase(
        self, actor: Actor, open_: _Open, current: OrderRow | None, written: str
    ) -> tuple[list[Message], bool]:
        """The form's field for the open phase: its reply lines, and whether the phase's
        orders are ready afterwards (`current`: the orders stored before the form)."""
        table, decision = open_.table, open_.decision
        phase, seat = decision.phase, decision.player
        if not written:
            if current is None:
                return [Message("service.turn_nothing_open", {"phase": phase})], False
            if current.ready and not table.game.orders_to_text(current.orders):
                # ready with no orders shows as an empty field: still wanted
                return [Message("service.turn_open_defaults_kept", {"phase": phase})], True
            await self._clear(open_)
            return [Message("service.orders_cleared", {"phase": phase})], False
        try:
            orders = self._read_orders(table, seat, written, None)
            warnings = gamelog.check_orders(table, seat, orders_move(decision, orders))
        except (ServiceError, RuleError) as error:
            refused = Message("service.turn_refused", {"phase": phase, "reason": error.message})
            return [refused], current is not None and current.ready
        await self._put(open_, actor.user_id, orders, True)
        return [Message("service.orders_saved_ready", {"phase": phase}), *warned(warnings)], True

    async def _turn_later_phase(
        self,
        actor: Actor,
        row: GameRow,
        table: Table,
        seat: str,
        phase: str,
        kept: AheadRow | None,
        written: str,
        now: float,
    ) -> list[Message]:
        """The form's field for a later phase of the turn: its reply lines."""
        if not written:
            if kept is None:
                return [Message("service.turn_nothing_ahead", {"phase": phase})]
            if kept.orders is None:  # "the defaults" show as an empty field: still wanted
                return [Message("service.turn_defaults_kept", {"phase": phase})]
            await self.db.clear_orders_ahead(row.id, seat, phase)
            return [Message("service.orders_cleared", {"phase": phase})]
        try:
            orders = self._read_orders(table, seat, written, phase)
            warnings = table.game.check_orders_ahead(table.state, seat, phase, orders)
        except (ServiceError, RuleError) as error:
            return [Message("service.turn_refused", {"phase": phase, "reason": error.message})]
        await self.db.put_orders_ahead(
            row.id,
            seat,
            user_id=actor.user_id,
            phase=phase,
            orders=orders,
            ready=True,
            at=now,
        )
        return [Message("service.ahead_saved_ready", {"phase": phase}), *warned(warnings)]

    async def clear_orders(
        self,
        actor: Actor,
        game_id: int,
        *,
        phase: str | None = None,
        player: str | None = None,
        issued: Issued = UNBOUND,
    ) -> Outcome:
        """Forgets the actor's orders for the pending phase (and their ready mark), or those
        given ahead for `phase`."""
        async with self.tables.locked_game(game_id) as row:
            if phase is not None:
                seats, table, _ = await self.tables.running(row)
                seat = self._ahead_seat(table, seats, actor, row.id, phase, player)
                if seat is not None:
                    if (seat, phase) not in await self.db.orders_ahead(row.id):
                        return Outcome(reply=[Message("service.show_none", {"phase": phase})])
                    async with self.db.transaction():
                        await self.db.clear_orders_ahead(row.id, seat, phase)
                    reply = [Message("service.orders_cleared", {"phase": phase})]
                    return Outcome(reply=reply, game_id=row.id)
                issued = Issued(phase=phase)
            open_ = await self._my_phase(actor, row, player, issued)
            current = open_.stored.get(open_.seat)
            async with self.db.transaction():
                await self._clear(open_)
                reply = [Message("service.orders_cleared", {"phase": open_.decision.phase})]
                if current is None or not current.ready:
                    return Outcome(reply=reply, game_id=row.id)
                return await self._ready_outcome(row, open_, reply, False)

    async def order_phases(self, actor: Actor, game_id: int) -> list[str]:
        """The phases the actor may give orders for now: the open one, then those ahead."""
        async with self.tables.locked_game(game_id) as row:
            seats, table, _ = await self.tables.running(row)
        mine = my_seats(seats, actor, game_id)
        game = table.game
        phases = [d.phase for d in simultaneous_pending(table) if d.player in mine]
        for seat in mine:
            phases.extend(game.phases_ahead(table.state, seat))
        return [p for p in dict.fromkeys(phases) if p is not None]

    async def set_standing(
        self,
        actor: Actor,
        game_id: int,
        phase: str,
        mode: str,
        *,
        player: str | None = None,
    ) -> Outcome:
        """Standing orders for `phase`'s part of every turn: "repeat" the orders stored for
        `phase` (the open phase or one given ahead), be ready with the "defaults", or "off".
        They are adopted, ready, as each such phase opens, and checked then."""
        async with self.tables.locked_game(game_id) as row:
            seats, _, _ = await self.tables.running(row)
            mine = [p for p in my_seats(seats, actor, row.id) if player in (None, p)]
            if not mine:
                raise ServiceError("service.not_your_seat", player=player)
            slot_of = registry.plugin(row.kind).phase_slot
            slot = slot_of(phase) if slot_of is not None else None
            if slot is None:
                raise ServiceError("service.no_standing_phase", phase=phase)
            if mode not in STANDING_MODES:
                raise ServiceError("service.bad_standing_mode", mode=mode)
            seat, now = mine[0], self.tables.clock()
            async with self.db.transaction():
                if mode == "off":
                    await self.db.clear_standing_orders(row.id, seat, slot)
                else:
                    orders = None if mode == "defaults" else await self._stored(row.id, seat, phase)
                    await self.db.put_standing_orders(
                        row.id, seat, slot, user_id=actor.user_id, orders=orders, at=now
                    )
            return Outcome(
                reply=[Message(f"service.standing_{mode}", {"slot": slot})], game_id=row.id
            )

    async def _stored(self, game_id: int, seat: str, phase: str) -> dict[str, Any] | None:
        """The seat's orders for `phase`, open or given ahead, to repeat every turn (None:
        kept as the phase's default orders)."""
        current = (await self.db.orders(game_id)).get(seat)
        if current is not None and current.phase == phase:
            return dict(current.orders)
        ahead = (await self.db.orders_ahead(game_id)).get((seat, phase))
        if ahead is None:
            raise ServiceError("service.standing_needs_orders", phase=phase)
        return ahead.orders

    async def standing_lines(
        self, actor: Actor, game_id: int, language: str = "en"
    ) -> list[Message]:
        """The actor's standing orders, phase of the turn by phase of the turn, written in the
        reader's `language`."""
        async with self.tables.locked_game(game_id) as row:
            seats, table, _ = await self.tables.running(row)
            mine = my_seats(seats, actor, row.id)
            standing = await self.db.standing_orders(row.id)
        lines = []
        for (seat, slot), orders in standing.items():
            if seat not in mine:
                continue
            if orders is None:
                lines.append(Message("service.standing_shows_defaults", {"slot": slot}))
            else:
                text = table.game.orders_to_text(orders, language) or "-"
                lines.append(Message("service.standing_shows", {"slot": slot, "orders": text}))
        return lines or [Message("service.standing_none")]

    async def orders_text(
        self, actor: Actor, game_id: int, phase: str | None = None, language: str = "en"
    ) -> str:
        """The actor's stored orders for the open phase (or for `phase` ahead) as they would
        type them in `language`; "" when none are stored."""
        async with self.tables.locked_game(game_id) as row:
            seats, table, _ = await self.tables.running(row)
            current, ahead, _ = await self.db.orders_and_kept(row.id)
        mine = my_seats(seats, actor, game_id)
        for seat in mine:
            stored = ahead.get((seat, phase or ""), current.get(seat))
            if stored is not None and phase in (None, stored.phase):
                orders = stored.orders
                return "" if orders is None else table.game.orders_to_text(orders, language)
        return ""

    async def show_orders(
        self, actor: Actor, game_id: int, *, player: str | None = None, language: str = "en"
    ) -> Outcome:
        """The actor's stored orders (the open phase's and those given ahead) as they would type
        them, and the private preview of the open phase's orders: its events in the reply and
        the player's board after them as PNG in `data["image"]`."""
        async with self.tables.locked_game(game_id) as row:
            seats, table, _ = await self.tables.running(row)
            game = table.game
            mine = [p for p in my_seats(seats, actor, row.id) if player in (None, p)]
            stored, ahead, _ = await self.db.orders_and_kept(row.id)
            open_now = {d.player: d.phase for d in simultaneous_pending(table) if d.player in mine}
            lines: list[Message] = []
            preview: JSON | None = None
            planned: tuple[str, Mapping[str, Any]] | None = None
            for seat in mine:
                if seat in open_now:
                    current = stored.get(seat)
                    if current is None or current.phase != open_now[seat]:
                        lines.append(Message("service.show_none", {"phase": open_now[seat]}))
                    else:
                        lines.append(self._shown(game, current, language))
                        if preview is None:
                            preview, events = self._preview(table, seat, current.orders)
                            lines.extend(events)
                            planned = (seat, current.orders)
                lines.extend(
                    self._shown(game, r, language) for (p, _), r in ahead.items() if p == seat
                )
            outcome = Outcome(reply=lines or [Message("service.no_orders_stored")], game_id=row.id)
            if preview is not None and planned is not None:
                image = await self._preview_image(row, table, preview, *planned, language)
                outcome.data["image"] = image
            return outcome

    async def _preview_image(
        self,
        row: GameRow,
        table: Table,
        preview: JSON,
        seat: str,
        orders: Mapping[str, Any],
        language: str,
    ) -> bytes:
        """The player's board with their orders drawn as plans, where the game draws them;
        else the board as the orders would leave it (drawn by the render pool)."""
        renderer = self.tables.renderer
        if registry.plugin(row.kind).render_board is None:
            return await renderer.plain(row.kind, preview)
        now = table.game.view(table.state, seat)
        return await renderer.board(row.kind, now, BoardStory(own_orders=orders), language)

    @staticmethod
    def _shown(game: Game[Any, Any], row: OrderRow | AheadRow, language: str) -> Message:
        """One phase's stored orders in the words the player types them."""
        state = "ready" if row.ready else "not_ready"
        if row.orders is None:
            return Message(f"service.show_defaults_{state}", {"phase": row.phase})
        text = game.orders_to_text(row.orders, language)
        if not text:
            return Message(f"service.show_empty_{state}", {"phase": row.phase})
        return Message(f"service.show_{state}", {"phase": row.phase, "orders": text})

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
