"""What every cog needs: finding the game a command is for and checking option values.

A game command works where the player is: in the game's channel it is for the channel's game;
in a DM it is for the player's one game of that kind, or the one chosen with the `game` option,
whose autocomplete names each game as a player knows it ("Meduris in #meduris-night, Board
Club"): the names come from Discord's cache, else from what was stored when the game was made.

Discord enforces option ranges in its client, but discord.py does not check them on arrival,
so every handler validates its numbers here with a message the user can act on.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

import discord
from discord import app_commands

from bot import i18n, registry
from bot.adapter import Adapter, adapter, issued
from bot.service.outcomes import ServiceError
from rules.core import register_templates

if TYPE_CHECKING:
    from bot.service.actor import GameInfo

register_templates(
    {
        "discord.games.place": "{title} in #{channel}, {server}",
        "discord.games.place_channel": "{title} in #{channel}",
        "discord.games.place_unnamed": "{title}, game {game_id}",
        "discord.games.place_status": "{place} ({status})",
        "discord.games.place_numbered": "{place}, game {game_id}",
    }
)

GAME_OPTION = "Which game (needed in DMs if you play several)"
"""How the `game` option of a game's commands is described."""

GameChoices = Callable[[discord.Interaction[Any], str], Awaitable[list[app_commands.Choice[int]]]]


def require_range(option: str, value: int | None, low: int, high: int) -> None:
    if value is not None and not low <= value <= high:
        raise ServiceError(
            "discord.error.out_of_range", option=option, low=low, high=high, value=value
        )


def channel_id(interaction: discord.Interaction[Any]) -> int:
    if interaction.channel_id is None:
        raise ServiceError("discord.error.guild_only")
    return interaction.channel_id


async def channel_game(interaction: discord.Interaction[Any], kind: str | None = None) -> GameInfo:
    """The active game of the interaction's channel, optionally of one kind."""
    info: GameInfo | None = await adapter(interaction).service.game_in_channel(
        channel_id(interaction)
    )
    if info is None:
        raise ServiceError("discord.error.no_game_here")
    of_kind(kind)(info.kind)
    return info


def of_kind(kind: str | None) -> Callable[[str | None], None]:
    """The check of a channel's game (its kind; None: no game): there is one, of `kind`."""

    def check(found: str | None) -> None:
        if found is None:
            raise ServiceError("discord.error.no_game_here")
        if kind is not None and found != kind:
            raise ServiceError("discord.error.wrong_game_kind", kind=found, expected=kind)

    return check


def phase_choices(
    kind: str, phases: list[str], current: str, locale: Any
) -> list[app_commands.Choice[str]]:
    """Autocomplete choices for phase keys, shown in words ("Turn 3 — movement") where the
    game names its phases, matching what the user typed in either form."""
    words = registry.plugin(kind).phase_name
    choices = [
        app_commands.Choice(name=i18n.phase_label(p, locale, words), value=p) for p in phases
    ]
    return [c for c in choices if current.lower() in f"{c.name} {c.value}".lower()][:25]


async def chosen_game(
    interaction: discord.Interaction[Any], game: int | None, kind: str | None = None
) -> GameInfo:
    """The game a command is for: the one chosen (which must be the user's), else the
    channel's in a server, else in a DM the user's only game (of `kind`, if given)."""
    service = adapter(interaction).service
    if game is None and interaction.guild_id is not None:
        return await channel_game(interaction, kind)
    mine = [
        info
        for info in await service.games_of_user(interaction.user.id)
        if kind is None or info.kind == kind or info.id == game
    ]
    if game is not None:
        info = next((i for i in mine if i.id == game), None)
        if info is None:
            raise ServiceError("discord.error.unknown_game_choice", value=game)
        if kind is not None and info.kind != kind:
            raise ServiceError("discord.error.wrong_game_kind", kind=info.kind, expected=kind)
        return info
    if not mine:
        raise ServiceError("discord.error.no_games")
    if len(mine) > 1:
        raise ServiceError("discord.error.choose_game")
    return mine[0]


def game_place(interaction: discord.Interaction[Any], info: GameInfo) -> str:
    """A game as a player recognises it: its title, channel and server ("Meduris in
    #meduris-night, Board Club"), in the reader's language; never a bare id."""
    client = interaction.client
    channel = client.get_channel(info.channel_id)
    channel_name = getattr(channel, "name", None) or info.channel_name
    guild = client.get_guild(info.guild_id) if info.guild_id is not None else None
    server_name = (guild.name if guild is not None else None) or info.server_name
    title = registry.plugin(info.kind).title
    locale = interaction.locale
    if channel_name and server_name:
        place = i18n.text(
            "discord.games.place", locale, title=title, channel=channel_name, server=server_name
        )
    elif channel_name:
        place = i18n.text("discord.games.place_channel", locale, title=title, channel=channel_name)
    else:
        place = i18n.text("discord.games.place_unnamed", locale, title=title, game_id=info.id)
    if info.status == "running":
        return place
    return i18n.text("discord.games.place_status", locale, place=place, status=info.status)


def game_choices(kind: str | None = None) -> GameChoices:
    """The `game` option's autocomplete: the user's games (of `kind`, if given) by name."""

    async def choices(
        interaction: discord.Interaction[Any], current: str
    ) -> list[app_commands.Choice[int]]:
        games = await adapter(interaction).service.games_of_user(interaction.user.id)
        named = [
            (info, game_place(interaction, info))
            for info in games
            if kind is None or info.kind == kind
        ]
        seen = Counter(name for _, name in named)
        found = []
        for info, name in named:
            if seen[name] > 1:  # two channels of one name: the game number tells them apart
                name = i18n.text(
                    "discord.games.place_numbered", interaction.locale, place=name, game_id=info.id
                )
            if current.lower() in name.lower():
                found.append(app_commands.Choice(name=name[:100], value=info.id))
        return found[:25]

    return choices


async def submit_in_game(
    bot: Adapter,
    interaction: discord.Interaction[Any],
    kind: str,
    move: dict[str, Any],
    game: int | None,
) -> None:
    """A game's slash command for a move: on the game it is for (`chosen_game`), in its
    channel or in a DM, bound to the moment the command was sent. In a server's channel the
    service finds the channel's game itself (`submit_in_channel`: where other processes write
    too, the move's batch is then its only trip)."""
    async with bot.playing(interaction) as actor:
        if game is None and interaction.guild_id is not None:
            call = bot.service.submit_in_channel(
                actor, channel_id(interaction), move, issued(interaction), of_kind(kind)
            )
        else:
            info = await chosen_game(interaction, game, kind)
            call = bot.service.submit_move(actor, info.id, move, issued(interaction))
        await bot.run_service(interaction, call)
