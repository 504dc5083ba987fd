"""Several processes: the shard settings, and the bot discord.py runs on them."""

from __future__ import annotations

import pytest
from discord.ext import commands

from bot.config import Settings
from bot.discord_app import MeeplepostBot
from bot.sharding import ShardedMeeplepostBot, make_bot
from storage import Shards

URL = "postgresql://bot@db.example/meeplepost"
TWO = {"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "2"}


def test_shard_settings_name_the_process_shards() -> None:
    settings = Settings.from_mapping(
        {"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "4", "MEEPLEPOST_SHARD_IDS": "2, 0"}
    )
    assert settings.shards == Shards(4, (0, 2))
    every = Settings.from_mapping({"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "2"})
    assert every.shards == Shards(2, (0, 1))
    assert Settings.from_mapping({}).shards is None


@pytest.mark.parametrize(
    ("values", "says"),
    [
        ({"MEEPLEPOST_SHARD_COUNT": "2"}, "postgresql://"),
        ({"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_IDS": "1"}, "needs MEEPLEPOST_SHARD_COUNT"),
        ({"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "0"}, "whole number >= 1"),
        (
            {"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "2", "MEEPLEPOST_SHARD_IDS": "2"},
            "below",
        ),
        (
            {"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "2", "MEEPLEPOST_SHARD_IDS": "a"},
            "commas",
        ),
    ],
)
def test_bad_shard_settings_say_what_is_wrong(values: dict[str, str], says: str) -> None:
    with pytest.raises(ValueError, match=says):
        Settings.from_mapping(values)


async def test_the_bot_runs_the_named_shards_or_is_one_process() -> None:
    sharded = make_bot(
        Settings.from_mapping(
            {"MEEPLEPOST_DB": URL, "MEEPLEPOST_SHARD_COUNT": "3", "MEEPLEPOST_SHARD_IDS": "1"}
        )
    )
    assert isinstance(sharded, ShardedMeeplepostBot)
    assert isinstance(sharded, commands.AutoShardedBot)
    assert (sharded.shard_count, sharded.shard_ids) == (3, [1])
    single = make_bot(Settings.from_mapping({}))
    assert type(single) is MeeplepostBot and not isinstance(single, commands.AutoShardedBot)
