"""The discord.py adapter: the bot, its one error handler, command sync, roles and languages,
and the timer task.

Cogs (`bot/cogs/`) turn interactions into `GameService` calls; everything the service answers
comes back as an `Outcome` and goes through `bot.delivery`, the only place that decides what
is edited, posted, pinged, answered privately or sent by DM.
"""

from __future__ import annotations

import asyncio
import gc
import importlib
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from contextlib import AbstractContextManager
from types import TracebackType
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.cogs import COGS
from bot.config import Settings
from bot.deferral_watch import DeferralWatch
from bot.delivery import Delivery
from bot.discord_parts import DiscordParts
from bot.render_pool import default_workers
from bot.replies import report_error, send_ephemeral
from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.outcomes import Outcome
from bot.standin_vote_button import VoteButton
from bot.undo_button import UndoButton

_log = logging.getLogger(__name__)

INTENTS = discord.Intents(guilds=True)
"""The gateway events the bot asks for: guilds alone (servers, their channels, threads and
roles, which interactions are read against: a game's thread, a channel's name, a moderator's
role). The bot works through interactions only (slash commands, buttons, selects, modals,
whose payloads carry their member and roles), and reads no message, reaction, typing,
presence, voice state, emoji or member list: with the default intents Discord would send it
a MESSAGE_CREATE and a MESSAGE_UPDATE for every post and edit it makes, to be parsed and
dropped."""
DEFER_AFTER = 1.5
"""Seconds a service call may take before the interaction is deferred (Discord allows 3)."""
MAX_SLEEP = 60.0
"""The dispatcher re-reads the timers at least this often, so clock jumps cannot strand it."""
RETRY_AFTER_FAILURE = 5.0


def _carries(message: discord.Message | None, custom_id: str) -> bool:
    """Whether the message as Discord sent it still has the component clicked (discord.py
    dispatches a dynamic item only then)."""
    if message is None:
        return False
    found = discord.ui.View.from_message(message, timeout=None).walk_children()
    return any(getattr(item, "custom_id", None) == custom_id for item in found)


class MeeplepostTree(app_commands.CommandTree["MeeplepostBot"]):
    """The command tree with the bot's single error handler and its server-side checks."""

    async def interaction_check(self, interaction: discord.Interaction[MeeplepostBot]) -> bool:
        """Discord hides guild-only commands in DMs, but a client can still send them: refuse
        them here, before any handler runs. In a server nothing is looked up (discord.py
        looks the command up again for its options)."""
        if interaction.guild_id is not None:
            return True
        command = interaction.command
        if isinstance(command, app_commands.Command | app_commands.Group):
            root = command.root_parent or command
            if root.guild_only:
                raise app_commands.NoPrivateMessage()
        return True

    async def on_error(
        self, interaction: discord.Interaction[MeeplepostBot], error: app_commands.AppCommandError
    ) -> None:
        await report_error(interaction, error)


class Playing:
    """Who acts, for a player's move, which no moderator check reads (so the moderator role is
    not looked up: the actor is never a moderator here, on every backend). Where other
    processes write too, nothing is read: what the interaction tells of languages rides with
    the move's batch (`Database.noting`), and is written on its own only when no batch took it
    (a refusal, once it is answered). The one writer stores the languages first, as
    `MeeplepostBot.actor` does (no trip where it wrote them already).

    A class rather than an `asynccontextmanager`: every move enters one, and an async
    generator costs the event loop's first-iteration hook and a weak reference each time
    (about 8 µs of the answer)."""

    __slots__ = ("_bot", "_interaction", "_noting")

    def __init__(self, bot: MeeplepostBot, interaction: discord.Interaction[Any]) -> None:
        self._bot = bot
        self._interaction = interaction
        self._noting: AbstractContextManager[None] | None = None

    async def __aenter__(self) -> Actor:
        interaction = self._interaction
        user = interaction.user
        service = self._bot.service
        language = MeeplepostBot._channel_language(interaction)
        if service.db.shared:
            self._noting = service.db.noting(user.id, str(interaction.locale), language)
            self._noting.__enter__()
        else:
            await service.note_interaction(user.id, str(interaction.locale), channel=language)
        return Actor(user_id=user.id, name=user.display_name)

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        if self._noting is None:
            return
        try:
            await self._bot.service.db.write_noted()
        finally:
            self._noting.__exit__(None, None, None)


class CatalogueTranslator(app_commands.Translator):
    """Slash commands in the reader's language, from the message catalogue's command tables."""

    async def translate(
        self,
        string: app_commands.locale_str,
        locale: discord.Locale,
        context: app_commands.TranslationContextTypes,
    ) -> str | None:
        text = i18n.command_text(string.message, locale)
        if text is None:
            return None
        if context.location in (
            app_commands.TranslationContextLocation.command_name,
            app_commands.TranslationContextLocation.group_name,
            app_commands.TranslationContextLocation.parameter_name,
        ):
            return None  # names stay as typed everywhere; only descriptions are translated
        return text


GC_THRESHOLDS = (5_000, 10, 10)
"""The collector's thresholds once the bot serves (Python's default: 700, 10, 10). Each move of a
burst leaves about 200 more containers (payloads, views, tasks) tracked than it frees, most of
them soon gone; at 700 the youngest generation is scanned every three or four moves, and what
a move still holds then is scanned again as it ages. At 5,000 a young collection comes every
30-45 moves and pauses the event loop 8-10 ms (boards off) to 10-21 ms (boards on); at
20,000, which served until the catalogue was frozen with the startup heap, every 150 moves and
16-40 ms, and the answers' p99 in `benchmarks/burst.py` was 27-32 ms boards off and 18-26 ms
on, against 7.5-9 ms and 16-22 ms at 5,000 (three interleaved runs, idle). The price is the
collector's CPU with boards on, 98-106 ms per 600 moves against 40-49 ms (docs/boards-and-
delivery.md)."""


def freeze_startup_heap() -> None:
    """Takes every object alive now out of the garbage collector's scans, for the process's life,
    and sets the collector's thresholds for serving (`GC_THRESHOLDS`).

    Once the bot is set up, about 120,000 tracked objects (modules, discord.py, the Fluent
    catalogues, the service) live as long as the process; on Python 3.11 each full collection
    scans them all again, pausing the event loop ~100 ms under load, about once every two
    bursts of moves. Frozen, they are skipped; later objects are collected as before.

    The message catalogue is built here if nothing has read it yet: built by the first post,
    after the freeze, its 45,000 objects (Fluent's syntax trees) went through the young
    generations while moves were being answered, made the first middle-generation collection
    take 95-98 ms of the event loop instead of 71-84 ms (`benchmarks/burst.py`, 6 rounds, a
    loaded machine), and would be scanned again by every full collection.
    """
    i18n.languages()
    gc.collect()
    gc.freeze()
    gc.set_threshold(*GC_THRESHOLDS)


class MeeplepostBot(commands.Bot):
    """The meeplepost Discord bot.

    Its gateway intents are `INTENTS`: guilds alone.
    """

    service: GameService
    delivery: Delivery

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Callable[[], float] = time.time,
        sync_commands: bool = True,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=INTENTS,
            tree_cls=MeeplepostTree,
            allowed_mentions=discord.AllowedMentions.none(),
            **self._client_options(settings),
        )
        self.settings = settings
        self.clock = clock
        self.sync_commands = sync_commands
        self._wake = asyncio.Event()
        self.dispatcher_waiting = False
        self.sleeping_until: float | None = None
        """The due time (service clock) the dispatcher sleeps toward; None when no timer."""
        self._dispatcher: asyncio.Task[None] | None = None
        self._stopping = False
        self._moderator_roles: dict[int, int | None] = {}
        self._deferrals = DeferralWatch()
        self.game_parts: dict[str, DiscordParts] = {
            plugin.name: importlib.import_module(plugin.discord).DISCORD
            for plugin in registry.plugins()
            if plugin.discord is not None
        }
        """Each registered game's Discord parts, by game id."""
        self.game_items: list[type[discord.ui.DynamicItem[Any]]] = []
        self.game_cogs: dict[str, commands.Cog] = {}
        self.freeze_after_setup = False
        """`meeplepost run` sets it: the setup hook ends with `freeze_startup_heap()`. Off for
        the test suite's many short-lived bots, where a freeze would keep every earlier test's
        objects alive for the rest of the run (frozen objects are never collected)."""

    @staticmethod
    def _client_options(settings: Settings) -> dict[str, Any]:
        """More options for discord.py's client (the sharded bot names its shards here)."""
        return {}

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())
        self.service = await GameService.open(
            self.settings.db_path,
            clock=self.clock,
            cache_size=self.settings.cached_games,
            render_workers=default_workers()
            if self.settings.render_workers is None
            else self.settings.render_workers,
            synchronous=self.settings.sqlite_synchronous,
        )
        self.delivery = Delivery(self, self.game_parts)
        for cog in COGS:
            await self.add_cog(cog(self))
        for kind, parts in self.game_parts.items():
            if parts.cog is not None:
                self.game_cogs[kind] = parts.cog(self)
                await self.add_cog(self.game_cogs[kind])
            self.add_dynamic_items(*parts.dynamic_items)
            self.game_items.extend(parts.dynamic_items)
        self.add_dynamic_items(UndoButton, VoteButton)
        self.game_items.extend([UndoButton, VoteButton])
        shards = self.settings.shards
        self.service.timers.shards = shards
        await self.service.db.listen_timers(self.wake_dispatcher)
        if self.sync_commands and (shards is None or 0 in shards.ids):
            await self._sync()  # one process (shard 0's) syncs the command tree
        self._dispatcher = asyncio.create_task(self._dispatch_timers(), name="meeplepost-timers")
        if self.freeze_after_setup:
            freeze_startup_heap()

    async def _sync(self) -> None:
        if self.settings.dev_guild is not None:
            guild = discord.Object(self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        _log.info("synced %d application commands", len(synced))

    async def close(self) -> None:
        """Stops the timer task, the gateway, then the service and its render workers (safe to
        call twice)."""
        self._stopping = True
        if self._dispatcher is not None:
            self._dispatcher.cancel()
            await asyncio.gather(self._dispatcher, return_exceptions=True)
            self._dispatcher = None
        try:
            await super().close()
        finally:
            service = self.__dict__.pop("service", None)
            if service is not None:
                await service.close()

    def game_commands(self, kind: str) -> list[str]:
        """A game's own slash commands, as typed ("imhotep take")."""
        cog = self.game_cogs.get(kind)
        if cog is None:
            return []
        found = cog.walk_app_commands()
        return [c.qualified_name for c in found if isinstance(c, app_commands.Command)]

    def dispatch(self, event_name: str, /, *args: Any, **kwargs: Any) -> None:
        """discord.py's dispatch, and the bot's own look at a component click (`unclaimed`):
        only at a click, where an `on_interaction` would be a task on every interaction, a
        slash command's too, for nothing."""
        super().dispatch(event_name, *args, **kwargs)
        if event_name == "interaction" and args[0].type is discord.InteractionType.component:
            self._schedule_event(self.unclaimed, "on_interaction", *args, **kwargs)

    async def unclaimed(self, interaction: discord.Interaction[Any]) -> None:
        """A click on a component that no item claims (a message from an older version of the
        bot, a forged id, or a button clicked just before delivery took it off its message)
        still gets a private answer instead of "interaction failed"."""
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        items = self.game_items
        matched = any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items)
        if matched and _carries(interaction.message, custom_id):
            return  # the game's dynamic item answers it
        await asyncio.sleep(0)  # a view that claims it answers first
        if not interaction.response.is_done():
            message = i18n.text("discord.error.outdated_component", interaction.locale)
            await send_ephemeral(interaction, message)

    # --- who is acting ---------------------------------------------------------------------

    async def moderator_role(self, guild_id: int) -> int | None:
        """The guild's moderator role: the one kept (`_kept_role`), or read."""
        known, role = self._kept_role(guild_id)
        if not known:
            role = await self.service.moderator_role(guild_id)
            self._keep_role(guild_id, role)
        return role

    def _kept_role(self, guild_id: int) -> tuple[bool, int | None]:
        """(whether this process knows the guild's moderator role, the role). It keeps roles
        only as the database's one writer: where other processes share the database (and may
        set one), the role is read every time."""
        if self.service.db.shared or guild_id not in self._moderator_roles:
            return False, None
        return True, self._moderator_roles[guild_id]

    def _keep_role(self, guild_id: int, role: int | None) -> None:
        if not self.service.db.shared:
            self._moderator_roles[guild_id] = role

    def forget_moderator_role(self, guild_id: int) -> None:
        self._moderator_roles.pop(guild_id, None)

    async def is_moderator(self, interaction: discord.Interaction[Any]) -> bool:
        """Manage Server, or the role set with /mod setup; never in DMs."""
        guild_id = self._role_decides(interaction)
        if guild_id is None:
            return self._manages(interaction)
        return self._has_role(interaction, await self.moderator_role(guild_id))

    @staticmethod
    def _manages(interaction: discord.Interaction[Any]) -> bool:
        return (
            interaction.guild_id is not None
            and isinstance(interaction.user, discord.Member)
            and interaction.permissions.manage_guild
        )

    @staticmethod
    def _role_decides(interaction: discord.Interaction[Any]) -> int | None:
        """The guild whose moderator role decides whether the member moderates; None in DMs
        and for members with Manage Server."""
        if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
            return None
        return None if interaction.permissions.manage_guild else interaction.guild_id

    @staticmethod
    def _has_role(interaction: discord.Interaction[Any], role_id: int | None) -> bool:
        member = interaction.user
        return (
            role_id is not None
            and isinstance(member, discord.Member)
            and member.get_role(role_id) is not None
        )

    async def actor(self, interaction: discord.Interaction[Any]) -> Actor:
        """Who acts: stores what the interaction tells of languages and reads the moderator
        role it needs in one trip to the database (none where this process knows both)."""
        guild_id = self._role_decides(interaction)
        known, role = (True, None) if guild_id is None else self._kept_role(guild_id)
        settings = await self.service.note_interaction(
            interaction.user.id,
            str(interaction.locale),
            channel=self._channel_language(interaction),
            guild_id=None if known else guild_id,
        )
        if settings is not None:
            role = settings.moderator_role
            self._keep_role(settings.guild_id, role)
        if guild_id is None:
            moderator = self._manages(interaction)
        else:
            moderator = self._has_role(interaction, role)
        return Actor(
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            is_moderator=moderator,
        )

    def playing(self, interaction: discord.Interaction[Any]) -> Playing:
        """Who acts, for a player's move (`Playing`)."""
        return Playing(self, interaction)

    @staticmethod
    def _channel_language(interaction: discord.Interaction[Any]) -> tuple[int, str] | None:
        """What the interaction tells of its channel's language: its server's (the channel's
        posts are written in it). Stored, not kept in memory, so that every process sharing
        the database, and this one after a restart, writes alike; so is the user's (their DMs
        are written in it)."""
        if interaction.channel_id is None or interaction.guild_locale is None:
            return None
        return interaction.channel_id, str(interaction.guild_locale)

    # --- running service calls -------------------------------------------------------------

    async def run_service(
        self,
        interaction: discord.Interaction[Any],
        call: Awaitable[Outcome],
        *,
        defer: bool = False,
        files: Sequence[discord.File] = (),
    ) -> Outcome:
        """Awaits a service call and delivers its outcome to this interaction.

        Deferred at once when `defer` (known long work: rendering, imports), otherwise only if
        the call is still running after DEFER_AFTER seconds: a fast move answers in one request.
        """
        if defer and not interaction.response.is_done():
            await self._defer(interaction)
        if interaction.response.is_done():
            outcome = await call
        else:
            outcome = await self._deferred_if_slow(interaction, call)
        await self.service.db.write_noted()  # what no batch took, before any post reads it
        await self.deliver(outcome, interaction, files=files)
        return outcome

    async def _deferred_if_slow(
        self, interaction: discord.Interaction[Any], call: Awaitable[Outcome]
    ) -> Outcome:
        """Awaits the call, deferring the interaction if it is still running after DEFER_AFTER
        seconds (`DeferralWatch`); returns (or raises) once that deferral, if any, is out.

        A command's call runs in this task: its options say all it does and it is bound to the
        moment it was sent, so nothing is read for it beforehand, and its answer waits for no
        other task (two turns of the loop less). A click's or a form's call runs in a task of
        its own, started on the loop's next turn (what was clicked at once is read at once,
        before any of it is applied: a late click is refused as stale, not as no longer
        available), and is awaited directly (a shield and `wait_for` took three turns)."""
        watched = self._deferrals.watch(DEFER_AFTER, lambda: self._defer(interaction))
        try:
            if interaction.type is discord.InteractionType.application_command:
                return await call
            return await asyncio.ensure_future(call)
        finally:
            self._deferrals.finished(watched)
            if watched.deferral is not None:
                await watched.deferral

    @staticmethod
    async def _defer(interaction: discord.Interaction[Any]) -> None:
        if interaction.type is discord.InteractionType.component:
            await interaction.response.defer()
        else:
            await interaction.response.defer(ephemeral=True, thinking=True)

    # --- delivering outcomes ---------------------------------------------------------------

    async def deliver(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None = None,
        *,
        files: Sequence[discord.File] = (),
    ) -> None:
        """Sends an outcome through `bot.delivery`, then wakes the timers it may have set."""
        try:
            await self.delivery.deliver(outcome, interaction, files=files)
        finally:
            if outcome.new_timers:
                self.wake_dispatcher()

    # --- timers ----------------------------------------------------------------------------

    def wake_dispatcher(self) -> None:
        """Something may have added an earlier timer: the dispatcher re-reads the next due time."""
        self._wake.set()

    async def _dispatch_timers(self) -> None:
        """The one timer task: sleeps until the earliest timer, fires what is due, delivers it."""
        while not self._stopping:
            self._wake.clear()
            try:
                due = await self.service.next_due()
                now = self.clock()
                if due is not None and due <= now:
                    for outcome in await self.service.fire_due():
                        await self.deliver(outcome)
                    continue
                timeout = MAX_SLEEP if due is None else min(due - now, MAX_SLEEP)
                self.sleeping_until = due
            except asyncio.CancelledError:
                raise
            except Exception:
                _log.exception("timer dispatch failed; retrying in %s s", RETRY_AFTER_FAILURE)
                timeout = RETRY_AFTER_FAILURE
            self.dispatcher_waiting = True
            try:
                # asyncio.timeout, not wait_for: in 3.11 wait_for can swallow a cancellation
                # that arrives just as the event is set, and close() would wait forever.
                async with asyncio.timeout(timeout):
                    await self._wake.wait()
            except TimeoutError:
                pass
            finally:
                self.dispatcher_waiting = False
