"""What cogs and components may ask of the bot: a protocol, so they need not import the bot.

`bot.discord_app.MeeplepostBot` implements it; a component reaches it as `adapter(interaction)`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Sequence
from contextlib import AbstractAsyncContextManager
from typing import Any, Protocol, cast

import discord

from bot.interaction_age import sent_at
from bot.service.actor import Actor
from bot.service.binding import Issued
from bot.service.core import GameService
from bot.service.outcomes import Outcome


class Adapter(Protocol):
    service: GameService

    async def actor(self, interaction: discord.Interaction[Any]) -> Actor: ...

    def playing(
        self, interaction: discord.Interaction[Any]
    ) -> AbstractAsyncContextManager[Actor]: ...

    async def is_moderator(self, interaction: discord.Interaction[Any]) -> bool: ...

    def forget_moderator_role(self, guild_id: int) -> None: ...

    def game_commands(self, kind: str) -> list[str]: ...

    async def run_service(
        self,
        interaction: discord.Interaction[Any],
        call: Awaitable[Outcome],
        *,
        defer: bool = False,
        files: Sequence[discord.File] = (),
    ) -> Outcome: ...

    async def deliver(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None = None,
        *,
        files: Sequence[discord.File] = (),
    ) -> None: ...


def adapter(interaction: discord.Interaction[Any]) -> Adapter:
    """The bot behind an interaction."""
    return cast(Adapter, interaction.client)


SNOWFLAKE_RESOLUTION = 0.001
"""A snowflake tells the millisecond an interaction was made: a move logged within it counts
as before the interaction."""


def issued(
    interaction: discord.Interaction[Any], *, seq: int | None = None, phase: str | None = None
) -> Issued:
    """What an interaction acts on: the move number or phase its component carries, and the
    moment it was sent (from its snowflake, as Discord made it)."""
    return Issued(seq=seq, phase=phase, at=sent_at(interaction) + SNOWFLAKE_RESOLUTION)
