"""`/game`: a game's lifecycle in its channel (create, join, leave, start, ...).

The games come from `bot.registry`: `/game create` offers every registered game and each game's
own options (declared by its plug-in), and `/game rules` shows the game's how-to-play.
"""

from __future__ import annotations

import asyncio
import inspect
import io
from collections.abc import Awaitable, Sequence
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot import i18n, registry
from bot.adapter import Adapter
from bot.cogs.common import (
    GAME_OPTION,
    channel_game,
    channel_id,
    chosen_game,
    game_choices,
    phase_choices,
    require_range,
)
from bot.gameplugin import CreateOption, GamePlugin
from bot.interaction_age import expired
from bot.replies import paragraph_messages, send_ephemeral
from bot.service.actor import GameSummary
from bot.service.names import as_on_board
from bot.service.outcomes import Outcome, ServiceError
from rendering.glyphs import drawable
from rules.core import Message, register_templates

Interaction = discord.Interaction[Any]

register_templates(
    {
        "discord.board_caption": "#{game_id} {title}: the board as you see it.",
        "discord.error.option_of_other_game": "The {option} option belongs to {owner}, not to "
        "{title}. Nothing was created.",
        "discord.rules.none": "{title}: no how-to-play is written yet; see its rulebook.",
        "discord.games.none_here": "No game is open on this server. Start one in a channel "
        "with /game create.",
        "discord.games.none_mine": "You are in no open game. Join one with /game join in its "
        "channel, or start one with /game create.",
        "discord.games.header_here": "Open games on this server:",
        "discord.games.header_mine": "Your open games:",
        "discord.games.line": "<#{channel_id}>: {title} #{game_id}, {status}{waiting}{deadline}",
        "discord.games.waiting": " — waiting for {players}",
        "discord.games.awaits_you": " — **waiting for you**",
        "discord.games.deadline": " (due {deadline})",
        "discord.games.lobby": " — lobby, {count} seated",
        "discord.games.away": "{player} away until {until}",
        "discord.error.thread_in_thread": "This channel is a thread already, and a thread "
        "cannot hold another: create the game here without the thread option, or in the "
        "channel above. Nothing was created.",
        "discord.error.no_threads_here": "A game opens in a thread only from a text channel, "
        "and this channel cannot hold threads. Nothing was created.",
        "discord.error.thread_permission": "I cannot open a thread here: I need the "
        "{permissions} permissions in this channel. Ask a moderator, or create the game "
        "without a thread. Nothing was created.",
    }
)


IN_DMS = frozenset({"mine", "rules", "status", "board", "history"})
"""What works in DMs too: the lists, the rules, and a game's status, board and history (the
`game` option chooses the game there, by name, when the player has several)."""
LEGEND_FILE = "legend.png"
THREAD_OPTION = "thread"
"""`/game create`'s own option: open the game in a new thread of the channel."""
THREAD_PERMISSIONS = ("create_public_threads", "send_messages_in_threads")
"""What the bot needs in a channel to open a game's thread there and play in it."""
THREAD_NAME_LIMIT = 100
THREAD_ARCHIVE = 10080
"""Minutes of quiet before Discord archives a game's thread: a week, its longest. An archived
thread comes back with the bot's next post in it (a deadline, a move), and a player's message."""

_my_games = game_choices()


def place_names(interaction: Interaction) -> dict[str, str]:
    """The channel's and server's names as Discord gives them now, plain text, to name the
    game outside its channel (the `game` option's choices in DMs)."""
    names = {}
    channel = getattr(interaction.channel, "name", None)
    if channel:
        names["channel"] = str(channel)
    if interaction.guild is not None and interaction.guild.name:
        names["server"] = interaction.guild.name
    return names


def _thread_parent(interaction: Interaction) -> discord.TextChannel:
    """The channel a game's thread opens in: a text channel where the bot may open threads and
    write in them; else a refusal that says why, before anything is made."""
    channel = interaction.channel
    if isinstance(channel, discord.Thread):
        raise ServiceError("discord.error.thread_in_thread")
    if not isinstance(channel, discord.TextChannel):
        raise ServiceError("discord.error.no_threads_here")
    allowed = interaction.app_permissions
    missing = [p for p in THREAD_PERMISSIONS if not getattr(allowed, p)]
    if missing:
        raise ServiceError("discord.error.thread_permission", permissions=_words(missing))
    return channel


def _words(permissions: Sequence[str] = THREAD_PERMISSIONS) -> str:
    """Permissions as Discord's settings name them ("Create Public Threads")."""
    return ", ".join(p.replace("_", " ").title() for p in permissions)


async def _or_delete(call: Awaitable[Outcome], thread: discord.Thread) -> Outcome:
    """The game's creation in its new thread; a refused creation takes the thread away again,
    so nothing is left behind."""
    try:
        return await call
    except BaseException:
        await thread.delete()
        raise


def game_choices() -> list[app_commands.Choice[str]]:
    return [app_commands.Choice(name=p.title, value=p.name) for p in registry.plugins()]


def create_options() -> dict[str, tuple[CreateOption, GamePlugin]]:
    """Every game's `/game create` options by name; two games may not declare one name."""
    options: dict[str, tuple[CreateOption, GamePlugin]] = {}
    for plugin in registry.plugins():
        for option in plugin.create_options:
            if option.name in options or option.name in ("game", THREAD_OPTION):
                raise ValueError(f"/game create option {option.name!r} is declared twice")
            options[option.name] = (option, plugin)
    return options


def rules_sections(plugin: GamePlugin, locale: Any) -> list[str]:
    """The game's how-to-play in the reader's language, English where it has none."""
    sections = plugin.rules_text.get(i18n.language_of(locale)) or plugin.rules_text.get("en")
    if sections:
        return list(sections)
    return [i18n.text("discord.rules.none", locale, title=plugin.title)]


def game_line(game: GameSummary, locale: Any, reader: int | None) -> str:
    """One game in a list: its channel, what it is, and whom it waits for until when; its
    players named as its board names them (a name no font draws gets the board's stand-in
    beside it, in the reader's language), as in its posts."""
    info = game.info
    waiting, deadline = "", ""
    if info.status == "lobby":
        waiting = i18n.text("discord.games.lobby", locale, count=len(info.seats))
    elif reader is not None and reader in {user for _, user in game.waiting}:
        waiting = i18n.text("discord.games.awaits_you", locale)
    elif game.waiting:
        names = [name for name, _ in game.waiting]
        waiting = i18n.text("discord.games.waiting", locale, players=names)
    if game.away:
        gone = [
            i18n.text("discord.games.away", locale, player=name, until=f"<t:{int(ends)}:D>")
            for name, ends in game.away
        ]
        waiting += " (" + "; ".join(gone) + ")"
    if game.deadline is not None:
        deadline = i18n.text(
            "discord.games.deadline", locale, deadline=f"<t:{int(game.deadline)}:R>"
        )
    line = i18n.text(
        "discord.games.line",
        locale,
        channel_id=info.channel_id,
        title=game.title,
        game_id=info.id,
        status=info.status,
        waiting=waiting,
        deadline=deadline,
    )
    if drawable(line):  # the common case: no seat to read
        return line
    return as_on_board(line, [name for name, _ in info.seats], i18n.language_of(locale))


@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=False)
@app_commands.allowed_installs(guilds=True, users=False)
class GameCog(
    commands.GroupCog, group_name="game", description="Play-by-post games in this channel"
):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        self._legends: dict[tuple[str, str], bytes] = {}
        """Each game's legend per language, drawn once (it depends on nothing else)."""
        super().__init__()
        self.app_command.add_command(self._create_command())

    async def interaction_check(self, interaction: Interaction) -> bool:
        """A game lives in a server channel: only what reads a game works in DMs too."""
        command = interaction.command.name if interaction.command else ""
        if interaction.guild_id is None and command not in IN_DMS:
            raise app_commands.NoPrivateMessage()
        return True

    def _create_command(self) -> app_commands.Command[Any, ..., None]:
        """`/game create` with every registered game's options, built when the bot starts."""
        options = create_options()

        async def create(
            interaction: Interaction, game: str, thread: bool | None = None, **given: Any
        ) -> None:
            await self._create(interaction, game, given, options, thread)

        parameters = [
            inspect.Parameter("interaction", inspect.Parameter.POSITIONAL_OR_KEYWORD),
            inspect.Parameter("game", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=str),
            inspect.Parameter(
                THREAD_OPTION, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=bool | None
            ),
        ]
        parameters += [
            inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=option.kind | None
            )
            for name, (option, _) in options.items()
        ]
        create.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
        descriptions = {name: option.description[:100] for name, (option, _) in options.items()}
        choices: dict[str, list[app_commands.Choice[str]]] = {
            name: [app_commands.Choice(name=c, value=c) for c in option.choices]
            for name, (option, _) in options.items()
            if option.choices
        }
        app_commands.describe(
            game="Which game",
            thread="Open it in a new thread of this channel (default: the server's setting)",
            **descriptions,
        )(create)
        app_commands.choices(game=game_choices(), **choices)(create)
        return app_commands.Command(
            name="create", description="Open a new game in this channel", callback=create
        )

    async def _create(
        self,
        interaction: Interaction,
        game: str,
        given: dict[str, Any],
        options: dict[str, tuple[CreateOption, GamePlugin]],
        thread: bool | None = None,
    ) -> None:
        if interaction.guild_id is None:  # a command added at start is not bound to the cog
            raise app_commands.NoPrivateMessage()
        plugin = registry.plugin(game)
        engine_options: dict[str, Any] = {}
        for name, value in given.items():
            if value is None:
                continue
            option, owner = options[name]
            if owner.name != plugin.name:
                raise ServiceError(
                    "discord.error.option_of_other_game",
                    option=name,
                    owner=owner.title,
                    title=plugin.title,
                )
            engine_options.update(option.to_options(value))
        actor = await self.bot.actor(interaction)
        if thread is None:
            in_thread = isinstance(interaction.channel, discord.Thread)
            thread = not in_thread and await self.bot.service.threads_default(interaction.guild_id)
        if not thread:
            call = self.bot.service.create(
                actor,
                interaction.guild_id,
                channel_id(interaction),
                game,
                engine_options,
                place=place_names(interaction),
            )
            await self.bot.run_service(interaction, call)
            return
        parent = _thread_parent(interaction)
        guild_id = interaction.guild_id

        async def in_thread() -> Outcome:
            name = f"{plugin.title} – {interaction.user.display_name}"[:THREAD_NAME_LIMIT]
            try:
                opened = await parent.create_thread(
                    name=name,
                    type=discord.ChannelType.public_thread,
                    auto_archive_duration=THREAD_ARCHIVE,
                )
            except discord.Forbidden as refused:  # a channel's own overrides said no
                raise ServiceError(
                    "discord.error.thread_permission", permissions=_words()
                ) from refused
            place = {**place_names(interaction), "channel": opened.name}
            call = self.bot.service.create(
                actor,
                guild_id,
                opened.id,
                game,
                engine_options,
                place=place,
                parent_channel_id=parent.id,
            )
            return await _or_delete(call, opened)

        # not deferred: the line in this channel that links the thread answers the command
        # (deferred only if the thread is slow to come, `run_service`)
        await self.bot.run_service(interaction, in_thread())

    @app_commands.command(description="Take a seat in this channel's game")
    async def join(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.join(actor, channel_id(interaction))
        )

    @app_commands.command(description="Give up your seat before the game starts")
    async def leave(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.leave(actor, channel_id(interaction))
        )

    @app_commands.command(description="Start the game (host or moderator)")
    async def start(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.start(actor, channel_id(interaction))
        await self.bot.run_service(interaction, call)  # answered with the start post itself

    @staticmethod
    async def _game_channel(interaction: Interaction, game: int | None) -> int:
        """The channel of the game meant: this channel's in a server, else the one chosen."""
        if game is None and interaction.guild_id is not None:
            return channel_id(interaction)
        return (await chosen_game(interaction, game)).channel_id

    @app_commands.command(description="Where the game stands, with the board")
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=_my_games)
    async def status(self, interaction: Interaction, game: int | None = None) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.status(actor, await self._game_channel(interaction, game))
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(description="The board as you may see it (only you see this)")
    @app_commands.describe(game=GAME_OPTION)
    @app_commands.autocomplete(game=_my_games)
    async def board(self, interaction: Interaction, game: int | None = None) -> None:
        """In a server channel, its game's board, or the last game's once it ended (as /game
        status shows it); the caption says which game it is."""
        if game is None and interaction.guild_id is not None:
            here = channel_id(interaction)
            info = await self.bot.service.game_in_channel(here, latest=True)
            if info is None:
                raise ServiceError("discord.error.no_game_here")
        else:
            info = await chosen_game(interaction, game)
        await interaction.response.defer(ephemeral=True, thinking=True)
        language = i18n.language_of(interaction.locale)
        png = await self.bot.service.board_png(info.id, interaction.user.id, language=language)
        title = registry.engine(info.kind).title
        caption = Message("discord.board_caption", {"game_id": info.id, "title": title})
        await send_ephemeral(
            interaction,
            i18n.render(caption, interaction.locale),
            files=[discord.File(io.BytesIO(png), filename="board.png")],
        )

    async def _resolved_phases(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        try:
            channel = await self._game_channel(interaction, interaction.namespace.game)
        except ServiceError:
            return []
        info = await self.bot.service.game_in_channel(channel)
        phases = await self.bot.service.logged_phases(channel)
        if info is None or not phases:
            return []
        return phase_choices(info.kind, phases, current, interaction.locale)

    @app_commands.command(description="The last moves, or one phase's orders and results")
    @app_commands.describe(
        last="How many moves (1-50, default 10)",
        phase="A phase that has resolved: everyone's orders in it, then what happened",
        game=GAME_OPTION,
    )
    @app_commands.autocomplete(phase=_resolved_phases, game=_my_games)
    async def history(
        self,
        interaction: Interaction,
        last: int = 10,
        phase: str | None = None,
        game: int | None = None,
    ) -> None:
        require_range("last", last, 1, 50)
        actor = await self.bot.actor(interaction)
        language = i18n.language_of(interaction.locale)
        channel = await self._game_channel(interaction, game)
        call = self.bot.service.history(actor, channel, last, phase, language)
        await self.bot.run_service(interaction, call)

    async def _games(
        self, interaction: Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        wanted = current.lower()
        return [c for c in game_choices() if wanted in c.name.lower()][:25]

    @app_commands.command(description="How to play (the game in this channel, or another)")
    @app_commands.describe(game="Which game (default: the one in this channel)")
    @app_commands.autocomplete(game=_games)
    async def rules(self, interaction: Interaction, game: str | None = None) -> None:
        kind = game or (await channel_game(interaction)).kind
        plugin = registry.plugin(kind)
        sections = rules_sections(plugin, interaction.locale)
        legend = await self._legend(interaction, plugin)
        files = [discord.File(io.BytesIO(legend), filename=LEGEND_FILE)] if legend else []
        for index, message in enumerate(paragraph_messages(sections)):
            await send_ephemeral(interaction, message, files=files if index == 0 else ())

    async def _legend(self, interaction: Interaction, plugin: GamePlugin) -> bytes | None:
        """The game's legend in the reader's language, drawn once per (game, language) off the
        event loop; the answer is deferred while it is drawn."""
        if plugin.render_legend is None:
            return None
        key = (plugin.name, i18n.language_of(interaction.locale))
        png = self._legends.get(key)
        if png is None:
            if not expired(interaction):  # an expired one is answered by DM instead
                await interaction.response.defer(ephemeral=True, thinking=True)
            png = await asyncio.to_thread(plugin.render_legend, key[1])
            self._legends[key] = png
        return png

    @app_commands.command(name="list", description="The open games of this server")
    async def list_(self, interaction: Interaction) -> None:
        games = await self.bot.service.games_of_guild(interaction.guild_id or 0)
        lines = [game_line(g, interaction.locale, None) for g in games]
        head = "discord.games.header_here" if lines else "discord.games.none_here"
        await send_ephemeral(interaction, "\n".join([i18n.text(head, interaction.locale), *lines]))

    @app_commands.command(description="Your open games everywhere, and where you are awaited")
    async def mine(self, interaction: Interaction) -> None:
        games = await self.bot.service.my_games(interaction.user.id)
        lines = [game_line(g, interaction.locale, interaction.user.id) for g in games]
        head = "discord.games.header_mine" if lines else "discord.games.none_mine"
        await send_ephemeral(interaction, "\n".join([i18n.text(head, interaction.locale), *lines]))

    @app_commands.command(
        name="standin-vote",
        description="Ask the table to hand an awaited player's seat to the stand-in",
    )
    @app_commands.describe(player="The player the game is waiting for")
    async def standin_vote(self, interaction: Interaction, player: discord.User) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.standin_vote(actor, channel_id(interaction), player.id)
        await self.bot.run_service(interaction, call, defer=True)

    @app_commands.command(name="standin-off", description="Take your seat back from the stand-in")
    async def standin_off(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        call = self.bot.service.standin_take_back(actor, channel_id(interaction))
        await self.bot.run_service(interaction, call)

    @app_commands.command(
        description="End the game without a result (host before start, moderators)"
    )
    async def abandon(self, interaction: Interaction) -> None:
        actor = await self.bot.actor(interaction)
        await self.bot.run_service(
            interaction, self.bot.service.abandon(actor, channel_id(interaction))
        )
