"""Games in and out of the bot as replay files: `/mod export` and `/mod import`."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass
from typing import Any

from bot import gamelog, registry
from bot.gamelog import Table
from bot.service.access import names, require_moderator
from bot.service.actor import Actor
from bot.service.deadlines import merged_settings
from bot.service.names import plain, seat_name
from bot.service.outcomes import Outcome, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.replays import export_replay, parse_replay, seat_users
from bot.service.schedule import arm_timers
from bot.service.tables import Tables
from rules.core import Event, Message, RuleError
from storage import IntegrityError


@dataclass
class CheckedReplay:
    """A replay every move of which replayed: the table it ends on, its players (plain names)
    with their users, and the moves with their events, ready to be written."""

    kind: str
    players: list[str]
    users: dict[str, int]
    options: dict[str, Any]
    seed: int
    fixed: dict[str, Any] | None
    table: Table
    logged: list[tuple[dict[str, Any], list[Event]]]


def check_replay(
    replay: dict[str, Any], seats: dict[str, int] | None, actor: Actor
) -> CheckedReplay:
    """Checks a replay by playing it: its shape, its players' seats, every move. Pure and
    long (a replay of hundreds of moves, a large custom map): `/mod import` runs it in a
    worker thread, off the event loop."""
    kind, named, options, seed, fixed, named_moves = parse_replay(replay)
    game = registry.engine(kind)
    named_users = seat_users(named, seats, actor)
    renamed = plain_names(named)
    players = [renamed[name] for name in named]
    users = {renamed[name]: user for name, user in named_users.items()}
    moves = [{**m, "player": renamed.get(m["player"], m["player"])} for m in named_moves]
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
        waiting = names(gamelog.waiting_for(table))
        raise ServiceError("service.import_mid_phase", players=waiting)
    return CheckedReplay(kind, players, users, options, seed, fixed, table, logged)


def plain_names(players: list[str]) -> dict[str, str]:
    """Each imported player's name as plain text (posts show it), still unique."""
    renamed: dict[str, str] = {}
    for seat, name in enumerate(players):
        renamed[name] = seat_name(name, list(renamed.values()), seat)
    return renamed


class Transfer:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def export(self, actor: Actor, channel_id: int) -> Outcome:
        """The replay JSON of the channel's game (or its last one) in `data["replay"]`.

        Before the game is over only a moderator may export: the seed reveals the shuffles.
        """
        async with self.tables.locked_channel(channel_id, latest=True) as row:
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
        require_moderator(actor, "/mod import")
        busy = await self.db.active_game_in_channel(channel_id)
        if busy is not None:
            raise ServiceError("service.channel_busy", game_id=busy.id, status=busy.status)
        checked = await asyncio.to_thread(check_replay, replay, seats, actor)
        kind, players, users = checked.kind, checked.players, checked.users
        options, seed, fixed = checked.options, checked.seed, checked.fixed
        game, table, logged = checked.table.game, checked.table, checked.logged
        over = game.is_over(table.state)
        defaults = await self.tables.guild_defaults(guild_id)
        now = self.tables.clock()
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
                row = await self.tables.row(game_id)
                if not over:
                    await arm_timers(self.db, row, table, len(logged), "running", now)
                await self.db.log_action(
                    game_id, actor.user_id, "import", {"moves": len(logged)}, at=now
                )
        except IntegrityError as err:
            raise ServiceError("service.channel_busy", game_id="?", status="active") from err
        self.tables.remember(game_id, len(logged), table)
        seat_rows = await self.db.seats(game_id)
        head = [
            Message(
                "service.imported",
                {
                    "by": plain(actor.name),
                    "title": game.title,
                    "game_id": game_id,
                    "moves": len(logged),
                    "players": names(players),
                },
            )
        ]
        return self.pipeline.restart_outcome(row, seat_rows, table, len(logged), head)
