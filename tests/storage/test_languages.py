"""The languages learned from Discord (a channel's, a user's), stored so that every process
answers alike. Tests that take `db_target` run on both backends (`[sqlite]`, `[postgres]`)."""

from __future__ import annotations

from pathlib import Path

import pytest
from pgserver import fresh_schema
from trips import counting

from storage import Database

CHANNEL = 920_000_000_000_000_001
USER = 950_000_000_000_000_001
GUILD = 910_000_000_000_000_001


async def test_a_learned_language_is_stored_and_survives_a_restart(db_target: str | Path):
    db = await Database.open(db_target)
    try:
        assert await db.channel_language(CHANNEL) is None
        assert await db.user_language(USER) is None
        await db.learn_channel_language(CHANNEL, "it")
        await db.learn_user_language(USER, "en-GB")
        await db.learn_user_language(USER, "it")
        assert await db.channel_language(CHANNEL) == "it"
        assert await db.user_language(USER) == "it"
        assert await db.user_language(CHANNEL) is None  # a channel is not a user
    finally:
        await db.close()
    reopened = await Database.open(db_target)
    try:
        assert await reopened.channel_language(CHANNEL) == "it"
        assert await reopened.user_language(USER) == "it"
    finally:
        await reopened.close()


async def test_a_language_learned_in_a_rolled_back_transaction_is_not_kept(db_target: str | Path):
    db = await Database.open(db_target)
    try:
        with pytest.raises(RuntimeError):
            async with db.transaction():
                await db.learn_user_language(USER, "it")
                raise RuntimeError("the request failed")
        assert await db.user_language(USER) is None
        await db.learn_user_language(USER, "it")
        assert await db.user_language(USER) == "it"
    finally:
        await db.close()


async def test_postgres_two_processes_read_what_the_other_learned(postgres_url: str):
    """Each `Database` has its own pool and caches, as a second process has (on SQLite one
    process is the only writer)."""
    async with fresh_schema(postgres_url) as url:
        first, second = await Database.open(url), await Database.open(url)
        try:
            await first.learn_user_language(USER, "it")
            await first.learn_channel_language(CHANNEL, "it")
            assert await second.user_language(USER) == "it"
            assert await second.channel_language(CHANNEL) == "it"
            await second.learn_user_language(USER, "en-US")
            assert await first.user_language(USER) == "en-US"
            await first.learn_user_language(USER, "it")  # what `first` stored once, anew
            assert await second.user_language(USER) == "it"
        finally:
            await first.close()
            await second.close()


async def test_an_interaction_stores_its_languages_and_reads_the_moderator_role_at_once(
    db_target: str | Path,
):
    """`note_interaction`: what every command does before its work. Where other processes
    write too, one statement; in a DM (no channel), no role asked: the user's language alone."""
    db = await Database.open(db_target)
    try:
        await db.set_guild_settings(GUILD, moderator_role=77)
        with counting(db) as trips:
            settings = await db.note_interaction(
                USER, "it", channel=(CHANNEL, "de"), guild_id=GUILD
            )
            unknown = await db.note_interaction(USER, "it", guild_id=GUILD + 1)
            none = await db.note_interaction(USER, "fr")
        assert settings is not None and settings.moderator_role == 77
        assert unknown is not None and unknown.moderator_role is None
        assert none is None
        if db.shared:
            assert len(trips.made) == 3
        assert await db.channel_language(CHANNEL) == "de"
        assert await db.user_language(USER) == "fr"
    finally:
        await db.close()
