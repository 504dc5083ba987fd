"""The harness connects its bots as Discord's gateway does, so that interactions find the guild,
its channels and roles in discord.py's cache, as in production, instead of a new guild object
built from each interaction (which a connected bot never sees, and which costs time the
benchmarks would count)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import discord
from fakeclock import FakeClock
from harness import (
    BOT_USER_ID,
    CHANNEL_ID,
    CHANNEL_NAME,
    GUILD_ID,
    GUILD_NAME,
    Harness,
    Role,
    running_bot,
)

NEW_CHANNEL_ID = 920_000_000_000_000_077


@contextmanager
def interactions_of(h: Harness) -> Iterator[list[discord.Interaction]]:
    """The interactions discord.py builds for the payloads fed meanwhile."""
    seen: list[discord.Interaction] = []

    async def on_interaction(interaction: discord.Interaction) -> None:
        seen.append(interaction)

    h.bot.add_listener(on_interaction)
    try:
        yield seen
    finally:
        h.bot.remove_listener(on_interaction)


async def test_interactions_find_the_guild_the_gateway_announced(harness: Harness) -> None:
    h = harness
    guild = h.bot.get_guild(GUILD_ID)
    assert guild is not None and guild.name == GUILD_NAME and not guild.unavailable
    assert guild.me is not None and guild.me.id == BOT_USER_ID
    assert h.bot.is_ready()
    ann, bob = h.user("ann"), h.user("bob")
    with interactions_of(h) as seen:
        await h.slash(ann, "help")
        await h.slash(bob, "help")
    assert [i.guild for i in seen] == [guild, guild]
    assert all(i.guild is guild for i in seen)
    assert all(i.channel is guild.get_channel(CHANNEL_ID) for i in seen)
    assert seen[0].channel is not None and getattr(seen[0].channel, "name", None) == CHANNEL_NAME
    assert [i.user.id for i in seen] == [ann.id, bob.id]
    assert all(isinstance(i.user, discord.Member) and i.user.guild is guild for i in seen)


async def test_a_channel_is_known_before_its_first_interaction(harness: Harness) -> None:
    h = harness
    assert h.bot.get_channel(NEW_CHANNEL_ID) is None
    with interactions_of(h) as seen:
        await h.slash(h.user("ann"), "help", channel_id=NEW_CHANNEL_ID)
    channel = h.bot.get_channel(NEW_CHANNEL_ID)
    assert isinstance(channel, discord.TextChannel) and seen[0].channel is channel

    h.name_channel(NEW_CHANNEL_ID, "meduris-night")
    assert channel.name == "meduris-night"
    with interactions_of(h) as seen:
        await h.slash(h.user("bob"), "help", channel_id=NEW_CHANNEL_ID)
    assert getattr(seen[0].channel, "name", None) == "meduris-night"


async def test_every_connected_bot_hears_of_the_guild_changes(
    db_path: Path, clock: FakeClock
) -> None:
    async with (
        running_bot(db_path, clock) as first,
        running_bot(db_path, clock, beside=first) as second,
    ):
        role = Role(555_000_000_000_000_009, "referees")
        first.add_guild_roles(role)
        second.name_channel(NEW_CHANNEL_ID, "imhotep-day")
        for h in (first, second):
            guild = h.bot.get_guild(GUILD_ID)
            assert guild is not None and guild.get_role(role.id) is not None
            channel = h.bot.get_channel(NEW_CHANNEL_ID)
            assert channel is not None and getattr(channel, "name", None) == "imhotep-day"
