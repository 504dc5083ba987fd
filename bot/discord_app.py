"""The discord.py adapter: the bot, its one error handler, outcome delivery and the timer task.

Cogs (`bot/cogs/`) turn interactions into `GameService` calls; everything the service answers
comes back here as an `Outcome` and is delivered by `MeeplepostBot.deliver`, the only place
that decides what goes ephemeral, to the channel or by DM.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import logging
import time
from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.cogs import COGS
from bot.config import Settings
from bot.discord_parts import DiscordParts
from bot.replies import report_error, send_ephemeral, split_message
from bot.service.actor import Actor
from bot.service.core import GameService
from bot.service.outcomes import Note, Outcome, Post
from rules.core import Message

_log = logging.getLogger(__name__)

DEFER_AFTER = 1.5
"""Seconds a service call may take before the interaction is deferred (Discord allows 3)."""
MAX_SLEEP = 60.0
"""The dispatcher re-reads the timers at least this often, so clock jumps cannot strand it."""
RETRY_AFTER_FAILURE = 5.0


class MeeplepostTree(app_commands.CommandTree["MeeplepostBot"]):
    """The command tree with the bot's single error handler and its server-side checks."""

    async def interaction_check(self, interaction: discord.Interaction[MeeplepostBot]) -> bool:
        """Discord hides guild-only commands in DMs, but a client can still send them: refuse
        them here, before any handler runs."""
        command = interaction.command
        if isinstance(command, app_commands.Command | app_commands.Group):
            root = command.root_parent or command
            if root.guild_only and interaction.guild_id is None:
                raise app_commands.NoPrivateMessage()
        return True

    async def on_error(
        self, interaction: discord.Interaction[MeeplepostBot], error: app_commands.AppCommandError
    ) -> None:
        await report_error(interaction, error)


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


class MeeplepostBot(commands.Bot):
    """The meeplepost Discord bot.

    Intents are `discord.Intents.default()`: the bot works through interactions only (slash
    commands, buttons, selects), so it needs no privileged intent (no message content, no
    members, no presences). Members and roles arrive inside each interaction payload.
    """

    service: GameService

    def __init__(
        self,
        settings: Settings,
        *,
        clock: Callable[[], float] = time.time,
        sync_commands: bool = True,
    ) -> None:
        super().__init__(
            command_prefix=commands.when_mentioned,
            intents=discord.Intents.default(),
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
        self._channel_locales: dict[int, str] = {}
        self._user_locales: dict[int, str] = {}
        """Each user's Discord language, from their last interaction: their DMs are written in
        it (kept in memory only; English until they first use the bot after a restart)."""
        self.game_parts: dict[str, DiscordParts] = {
            plugin.name: importlib.import_module(plugin.discord).DISCORD
            for plugin in registry.plugins()
            if plugin.discord is not None
        }
        """Each registered game's Discord parts, by game id."""
        self.game_items: list[type[discord.ui.DynamicItem[Any]]] = []
        self.game_cogs: dict[str, commands.Cog] = {}
        self._kinds: dict[int, str] = {}
        """Game id -> kind (a game never changes kind)."""

    @staticmethod
    def _client_options(settings: Settings) -> dict[str, Any]:
        """More options for discord.py's client (the sharded bot names its shards here)."""
        return {}

    async def setup_hook(self) -> None:
        await self.tree.set_translator(CatalogueTranslator())
        self.service = await GameService.open(
            self.settings.db_path, clock=self.clock, cache_size=self.settings.cached_games
        )
        for cog in COGS:
            await self.add_cog(cog(self))
        for kind, parts in self.game_parts.items():
            if parts.cog is not None:
                self.game_cogs[kind] = parts.cog(self)
                await self.add_cog(self.game_cogs[kind])
            self.add_dynamic_items(*parts.dynamic_items)
            self.game_items.extend(parts.dynamic_items)
        shards = self.settings.shards
        self.service.timers.shards = shards
        await self.service.db.listen_timers(self.wake_dispatcher)
        if self.sync_commands and (shards is None or 0 in shards.ids):
            await self._sync()  # one process (shard 0's) syncs the command tree
        self._dispatcher = asyncio.create_task(self._dispatch_timers(), name="meeplepost-timers")

    async def _sync(self) -> None:
        if self.settings.dev_guild is not None:
            guild = discord.Object(self.settings.dev_guild)
            self.tree.copy_global_to(guild=guild)
            synced = await self.tree.sync(guild=guild)
        else:
            synced = await self.tree.sync()
        _log.info("synced %d application commands", len(synced))

    async def close(self) -> None:
        """Stops the timer task, the gateway, then the service (safe to call twice)."""
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

    async def on_interaction(self, interaction: discord.Interaction[Any]) -> None:
        """A click on a component that no item claims (a message from an older version of the
        bot, a forged id) still gets a private answer instead of "interaction failed"."""
        if interaction.type is not discord.InteractionType.component:
            return
        custom_id = str((interaction.data or {}).get("custom_id", ""))
        items = self.game_items
        if any(item.__discord_ui_compiled_template__.fullmatch(custom_id) for item in items):
            return
        await asyncio.sleep(0)  # a view that claims it answers first
        if not interaction.response.is_done():
            message = i18n.text("discord.error.outdated_component", interaction.locale)
            await send_ephemeral(interaction, message)

    # --- who is acting ---------------------------------------------------------------------

    async def moderator_role(self, guild_id: int) -> int | None:
        """The guild's moderator role; where other processes share the database (and may set
        it), read every time rather than cached."""
        if self.service.db.shared:
            return await self.service.moderator_role(guild_id)
        if guild_id not in self._moderator_roles:
            self._moderator_roles[guild_id] = await self.service.moderator_role(guild_id)
        return self._moderator_roles[guild_id]

    def forget_moderator_role(self, guild_id: int) -> None:
        self._moderator_roles.pop(guild_id, None)

    async def is_moderator(self, interaction: discord.Interaction[Any]) -> bool:
        """Manage Server, or the role set with /mod setup; never in DMs."""
        if interaction.guild_id is None or not isinstance(interaction.user, discord.Member):
            return False
        if interaction.permissions.manage_guild:
            return True
        role_id = await self.moderator_role(interaction.guild_id)
        return role_id is not None and interaction.user.get_role(role_id) is not None

    async def actor(self, interaction: discord.Interaction[Any]) -> Actor:
        self._remember_locale(interaction)
        return Actor(
            user_id=interaction.user.id,
            name=interaction.user.display_name,
            is_moderator=await self.is_moderator(interaction),
        )

    def _remember_locale(self, interaction: discord.Interaction[Any]) -> None:
        if interaction.channel_id is not None and interaction.guild_locale is not None:
            self._channel_locales[interaction.channel_id] = str(interaction.guild_locale)
        self._user_locales[interaction.user.id] = str(interaction.locale)

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
        task = asyncio.ensure_future(call)
        if not interaction.response.is_done():
            try:
                outcome = await asyncio.wait_for(asyncio.shield(task), DEFER_AFTER)
            except TimeoutError:
                await self._defer(interaction)
                outcome = await task
        else:
            outcome = await task
        await self.deliver(outcome, interaction, files=files)
        return outcome

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
        """Sends an outcome: reply ephemeral, posts to channels, notes by DM. Then wakes timers."""
        try:
            if interaction is not None:
                reply = outcome.reply or [Message("discord.done")]
                attached = list(files)
                if outcome.data.get("board") and outcome.game_id is not None:
                    language = i18n.language_of(interaction.locale)
                    png = await self.service.board_png(
                        outcome.game_id, interaction.user.id, language=language
                    )
                    attached.append(discord.File(io.BytesIO(png), filename="board.png"))
                if outcome.data.get("image"):
                    preview = io.BytesIO(outcome.data["image"])
                    attached.append(discord.File(preview, filename="preview.png"))
                words = await self._phase_words(outcome.game_id)
                text = i18n.render_lines(reply, interaction.locale, words)
                await send_ephemeral(interaction, text, files=attached)
            for post in outcome.posts:
                await self._send_post(post, outcome, interaction)
            for note in outcome.notes:
                await self._send_note(note, interaction)
            if interaction is not None:
                await self._hand_over_notes(interaction)
        finally:
            self.wake_dispatcher()

    async def _phase_words(self, game_id: int | None) -> i18n.PhaseName | None:
        """How the game names its phases in messages, if it has phases."""
        if game_id is None:
            return None
        if game_id not in self._kinds:
            self._kinds[game_id] = (await self.service.game(game_id)).kind
        return registry.plugin(self._kinds[game_id]).phase_name

    def _post_locale(self, channel_id: int, interaction: discord.Interaction[Any] | None) -> Any:
        if interaction is not None and interaction.channel_id == channel_id:
            return interaction.guild_locale or interaction.locale
        return self._channel_locales.get(channel_id)

    async def _send_post(
        self, post: Post, outcome: Outcome, interaction: discord.Interaction[Any] | None
    ) -> None:
        locale = self._post_locale(post.channel_id, interaction)
        game_id = post.game_id if post.game_id is not None else outcome.game_id
        pinged = list(dict.fromkeys([*post.ping, *post.prompt]))
        mentions = [f"<@{user_id}>" for user_id in pinged]
        role_id = outcome.data.get("ping_role")
        if role_id:
            mentions.insert(0, f"<@&{int(role_id)}>")
        allowed = discord.AllowedMentions(
            everyone=False,
            users=[discord.Object(user_id) for user_id in pinged],
            roles=[discord.Object(int(role_id))] if role_id else False,
        )
        text = i18n.render_lines(post.lines, locale, await self._phase_words(game_id))
        if mentions:
            text = f"{' '.join(mentions)}\n{text}" if text else " ".join(mentions)
        files: list[discord.File] = []
        if post.board and game_id is not None:
            language = i18n.language_of(locale)
            png = await self.service.board_png(game_id, story=post.story, language=language)
            files.append(discord.File(io.BytesIO(png), filename="board.png"))
        view = None
        if post.prompt and game_id is not None:
            view = await self._prompt(game_id, post.prompt, locale)
        channel = self.get_partial_messageable(post.channel_id)
        if post.status_key is not None and game_id is not None and not files and view is None:
            await self._status_message(game_id, post.status_key, channel, text)
            return
        chunks = split_message(text)
        for index, chunk in enumerate(chunks):
            last = index == len(chunks) - 1
            await channel.send(
                chunk or None,
                files=files if index == 0 else [],
                view=view if last and view is not None else discord.utils.MISSING,
                allowed_mentions=allowed,
            )

    async def _status_message(
        self, game_id: int, key: str, channel: discord.PartialMessageable, text: str
    ) -> None:
        """Edits the game's standing message for `key`, or posts it the first time."""
        text = split_message(text)[0]
        tracked = await self.service.tracked_message(game_id, key)
        if tracked is not None:
            try:
                message = channel.get_partial_message(tracked[1])
                await message.edit(content=text, allowed_mentions=discord.AllowedMentions.none())
                return
            except discord.NotFound:
                pass  # deleted by someone: post it again
        sent = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        await self.service.track_message(game_id, key, channel.id, sent.id)

    async def _prompt(
        self, game_id: int, user_ids: list[int], locale: Any
    ) -> discord.ui.View | None:
        """The game's components for the prompted players' pending decisions."""
        parts = self.game_parts.get((await self.service.game(game_id)).kind)
        if parts is None or parts.prompt is None:
            return None
        return await parts.prompt(self, game_id, user_ids, locale)

    async def _send_note(self, note: Note, interaction: discord.Interaction[Any] | None) -> None:
        for_actor = interaction is not None and interaction.user.id == note.user_id
        locale = (
            interaction.locale
            if for_actor and interaction is not None
            else self._user_locales.get(note.user_id)
        )
        text = i18n.render_lines(note.lines, locale, await self._phase_words(note.game_id))
        files: list[discord.File] = []
        if note.board and note.game_id is not None:
            language = i18n.language_of(locale)
            png = await self.service.board_png(note.game_id, note.user_id, language=language)
            files.append(discord.File(io.BytesIO(png), filename="board.png"))
        view = None
        if note.prompt and note.game_id is not None:
            view = await self._prompt(note.game_id, [note.user_id], locale)
        try:
            channel = await self.create_dm(discord.Object(note.user_id))
            chunks = split_message(text)
            for index, chunk in enumerate(chunks):
                last = index == len(chunks) - 1
                await channel.send(
                    chunk,
                    files=files if index == 0 else [],
                    view=view if last and view is not None else discord.utils.MISSING,
                )
        except discord.Forbidden:
            if for_actor and interaction is not None:
                for file in files:
                    file.reset()
                await send_ephemeral(interaction, text, files=files, view=view)
            else:
                await self._keep_note(note, text)

    async def _keep_note(self, note: Note, text: str) -> None:
        """A DM that could not go is kept for the player's next interaction; the game's channel
        says so once (never what the note says)."""
        _log.info("user %s does not accept DMs; a note is kept for them", note.user_id)
        first = await self.service.keep_note(note.user_id, text, note.game_id)
        if not first or note.game_id is None:
            return
        info = await self.service.game(note.game_id)
        line = Message("discord.note_kept", {"mention": f"<@{note.user_id}>"})
        channel = self.get_partial_messageable(info.channel_id)
        await channel.send(
            i18n.render(line, self._channel_locales.get(info.channel_id)),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(note.user_id)]),
        )

    async def _hand_over_notes(self, interaction: discord.Interaction[Any]) -> None:
        """Notes kept for this user (their DMs were closed), shown privately now."""
        kept = await self.service.notes_for(interaction.user.id)
        if not kept:
            return
        head = i18n.text("discord.notes_kept_head", interaction.locale)
        await send_ephemeral(interaction, "\n\n".join([head, *(n.text for n in kept)]))
        await self.service.notes_delivered(n.id for n in kept)

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
