"""A game's life before and around play: opening a lobby, seats, the start, abandoning it."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

from bot import gamelog, registry
from bot.service.access import names, require_host_or_moderator, require_moderator
from bot.service.actor import Actor
from bot.service.deadlines import merged_settings
from bot.service.names import plain, seat_name
from bot.service.outcomes import Outcome, Post, ServiceError
from bot.service.pipeline import Pipeline
from bot.service.schedule import arm_timers
from bot.service.stats import record_game_end
from bot.service.tables import PLACE, Tables
from rules.core import PUBLIC, Game, Message, RuleError
from storage import IntegrityError


def checked_options(game: Game[Any, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The game's defaults with `options` over them; the engine checks the values."""
    merged = merged_options(game, options)
    sample_table(game, merged, [], 0)
    return merged


def merged_options(game: Game[Any, Any], options: Mapping[str, Any]) -> dict[str, Any]:
    """The game's defaults with `options` over them, every key one of the game's options."""
    if not isinstance(options, Mapping):
        raise ServiceError("service.options_not_object")
    defaults = game.default_options()
    for key in options:
        if key not in defaults:
            raise ServiceError(
                "service.unknown_option",
                title=game.title,
                option=key,
                choices=names(sorted(defaults)) or "-",
            )
    return {**defaults, **options}


def sample_names(taken: Sequence[str], count: int) -> list[str]:
    """`count` seat names for a sample table, none of them taken: player1, player2…"""
    found: list[str] = []
    number = 0
    while len(found) < count:
        number += 1
        if f"player{number}" not in taken:
            found.append(f"player{number}")
    return found


def sample_table(
    game: Game[Any, Any], options: Mapping[str, Any], seated: Sequence[str], seed: int
) -> tuple[list[str], Any]:
    """A new game with `options` for the seated players, sample seats added up to the first
    table size the engine accepts: a map for 3-4 players is a fine choice while the host sits
    alone. When no size fits, the engine's error for the smallest one."""
    error: RuleError | None = None
    for size in range(max(len(seated), game.min_players), game.max_players + 1):
        players = [*seated, *sample_names(seated, size - len(seated))]
        try:
            return players, game.new_game(players, options, seed)
        except RuleError as err:
            error = error or err
    if error is None:
        raise ServiceError("service.table_full", most=game.max_players)
    raise error


class Lobby:
    def __init__(self, tables: Tables, pipeline: Pipeline) -> None:
        self.tables = tables
        self.db = tables.db
        self.pipeline = pipeline

    async def create(
        self,
        actor: Actor,
        guild_id: int | None,
        channel_id: int,
        kind: str,
        options: dict[str, Any],
        *,
        seed: int | None = None,
        place: Mapping[str, str] | None = None,
        parent_channel_id: int | None = None,
    ) -> Outcome:
        """Opens a lobby in the channel with the actor as host and first seat. `place` names
        the channel and server in words ({"channel", "server"}), kept in the game's settings
        for the lists and choices that must tell a player's games apart outside the channel.
        `parent_channel_id`: the channel is a thread opened for this game in that channel,
        which gets one line linking the thread."""
        game = registry.engine(kind)
        options = await asyncio.to_thread(checked_options, game, options)
        busy = await self.db.active_game_in_channel(channel_id)
        if busy is not None:
            raise ServiceError("service.channel_busy", game_id=busy.id, status=busy.status)
        settings = merged_settings(await self.tables.guild_defaults(guild_id))
        if place:
            settings[PLACE] = {k: str(v) for k, v in place.items() if k in ("channel", "server")}
        try:
            async with self.db.transaction():
                game_id = await self.db.create_game(
                    guild_id=guild_id,
                    channel_id=channel_id,
                    kind=kind,
                    host_id=actor.user_id,
                    options=options,
                    seed=self.tables.seed_source() if seed is None else seed,
                    at=self.tables.clock(),
                    settings=settings,
                )
                name = seat_name(actor.name, [], 0)
                await self.db.add_seat(game_id, actor.user_id, name)
        except IntegrityError as err:
            raise ServiceError("service.channel_busy", game_id="?", status="active") from err
        line = Message("service.created", {"host": name, "title": game.title, "game_id": game_id})
        posts = [Post(channel_id, [line], game_id, answers=True)]
        if parent_channel_id is not None:
            params = {"host": name, "title": game.title, "game_id": game_id, "thread": channel_id}
            opened = Message("service.thread_opened", params)
            posts.insert(0, Post(parent_channel_id, [opened], game_id, answers=True))
        return Outcome(posts=posts, game_id=game_id)

    async def threads_default(self, guild_id: int) -> bool:
        """Whether the guild's new games open in a thread unless `/game create` says."""
        return await self.db.threads_on(guild_id)

    async def set_threads(self, actor: Actor, guild_id: int, on: bool | None) -> Outcome:
        """Shows (None) or sets, for moderators, whether new games open in a thread."""
        if on is not None:
            require_moderator(actor, "/mod threads")
            await self.db.set_threads_on(guild_id, on)
        now = on if on is not None else await self.db.threads_on(guild_id)
        return Outcome(reply=[Message("service.threads_on" if now else "service.threads_off")])

    async def join(self, actor: Actor, channel_id: int) -> Outcome:
        async with self.tables.locked_channel(channel_id) as row:
            game = registry.engine(row.kind)
            if row.status != "lobby":
                raise ServiceError("service.already_started", game_id=row.id)
            seats = await self.db.seats(row.id)
            for seat in seats:
                if seat.user_id == actor.user_id:
                    raise ServiceError("service.already_seated", name=seat.name)
            if len(seats) >= game.max_players:
                raise ServiceError("service.table_full", most=game.max_players)
            name = seat_name(actor.name, [s.name for s in seats], len(seats))
            await self.db.add_seat(row.id, actor.user_id, name)
            line = Message(
                "service.joined", {"name": name, "count": len(seats) + 1, "most": game.max_players}
            )
            return Outcome(posts=[Post(channel_id, [line], row.id, answers=True)], game_id=row.id)

    async def leave(self, actor: Actor, channel_id: int) -> Outcome:
        async with self.tables.locked_channel(channel_id) as row:
            if row.status != "lobby":
                raise ServiceError("service.leave_running")
            seats = await self.db.seats(row.id)
            mine = [s for s in seats if s.user_id == actor.user_id]
            if not mine:
                raise ServiceError("service.not_in_game", game_id=row.id)
            async with self.db.transaction():
                await self.db.remove_seat(row.id, mine[0].seat)
                if len(seats) == 1:
                    await self.db.set_status(row.id, "abandoned", at=self.tables.clock())
            most = registry.engine(row.kind).max_players
            line = Message(
                "service.left", {"name": mine[0].name, "count": len(seats) - 1, "most": most}
            )
            return Outcome(posts=[Post(channel_id, [line], row.id, answers=True)], game_id=row.id)

    async def start(self, actor: Actor, channel_id: int) -> Outcome:
        """Host or moderator: deals the game to the seated players, in seat order."""
        async with self.tables.locked_channel(channel_id) as row:
            require_host_or_moderator(actor, row, "/game start")
            if row.status != "lobby":
                raise ServiceError("service.already_started", game_id=row.id)
            game = registry.engine(row.kind)
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
            now = self.tables.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "running", at=now)
                await self.db.save_snapshot(row.id, 0, gamelog.table_to_json(table), at=now)
                played = await self.pipeline.play(row, seats, table, 0, [])
            head = [Message("service.started", {"title": game.title, "players": names(players)})]
            outcome = self.pipeline.outcome(row, seats, played, head)
            for post in outcome.posts:
                post.answers = post.channel_id == channel_id
            return outcome

    async def set_options(
        self, actor: Actor, channel_id: int, options: Mapping[str, Any], *, command: str
    ) -> Outcome:
        """Host or moderator, before the start: `options` merged over the game's current ones,
        with the keys checked as at create and the values checked by the engine as `/game start`
        will use them (the seated players, sample seats if the engine needs more, the game's
        seed); then stored and logged. The channel hears which options changed; the actor gets
        that sample game as it begins, drawn by the plug-in, in `data["image"]`. Empty `options`
        change nothing: the checks run and `data["options"]` holds the current options (to
        prefill a form). `command` is what the actor typed, named when they are refused.

        The engine and the drawing run off the event loop: a large custom map takes a second."""
        if not isinstance(options, Mapping):
            raise ServiceError("service.options_not_object")
        async with self.tables.locked_channel(channel_id) as row:
            if row.status != "lobby":
                raise ServiceError("service.already_started", game_id=row.id)
            require_host_or_moderator(actor, row, command)
            if not options:
                return Outcome(game_id=row.id, data={"options": dict(row.options)})
            game = registry.engine(row.kind)
            merged = merged_options(game, {**row.options, **options})
            seated = [s.name for s in await self.db.seats(row.id)]
            players, state = await asyncio.to_thread(sample_table, game, merged, seated, row.seed)
            image = await self.tables.renderer.plain(row.kind, game.view(state, PUBLIC))
            now = self.tables.clock()
            async with self.db.transaction():
                await self.db.set_game_options(row.id, merged, at=now)
                await self.db.log_action(row.id, actor.user_id, "options", dict(options), at=now)
            changed = names(sorted(options))
            by = seat_name(actor.name, [], 0)
            post = Message("service.options_changed", {"by": by, "changed": changed})
            reply = Message("service.options_set", {"changed": changed, "players": names(players)})
            return Outcome(
                reply=[reply],
                posts=[Post(channel_id, [post], row.id)],
                game_id=row.id,
                data={"image": image, "options": merged},
            )

    async def abandon(self, actor: Actor, channel_id: int) -> Outcome:
        """Ends the game without a result: the host before the start, a moderator any time."""
        async with self.tables.locked_channel(channel_id) as row:
            require_host_or_moderator(actor, row, "/game abandon")
            now = self.tables.clock()
            async with self.db.transaction():
                await self.db.set_status(row.id, "abandoned", at=now)
                await self.db.cancel_timers(row.id)
                await self.db.clear_orders(row.id)
                await self.db.clear_orders_ahead(row.id)
                await self.db.log_action(row.id, actor.user_id, "abandon", {}, at=now)
                if row.status in ("running", "paused"):
                    seats = await self.db.seats(row.id)
                    table, seq = await self.tables.load(row, seats)
                    await record_game_end(self.db, row, table, "abandoned", now)
                    await arm_timers(self.db, row, table, seq, "abandoned", now)
            self.tables.forget(row.id)
            line = Message("service.abandoned", {"game_id": row.id, "by": plain(actor.name)})
            return Outcome(posts=[Post(channel_id, [line], row.id, answers=True)], game_id=row.id)
