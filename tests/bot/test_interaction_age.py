"""An interaction's time read from its snowflake agrees with discord.py's own reading of it."""

from __future__ import annotations

import datetime
import random
import time
from typing import Any

import discord
from harness import Harness

from bot.adapter import SNOWFLAKE_RESOLUTION, issued
from bot.interaction_age import ANSWERABLE_FOR, expired, sent_at


def _interaction(h: Harness, made: float) -> discord.Interaction[Any]:
    """A real interaction as discord.py builds it from a payload made at Unix time `made`."""
    h.clock.now = made
    payload = h.slash_payload(h.user("ann"), "game status")
    return discord.Interaction(data=payload, state=h.bot._connection)  # type: ignore[arg-type]


async def test_sent_at_is_created_at_for_every_millisecond(harness: Harness) -> None:
    rng = random.Random(19)
    start = datetime.datetime(2015, 1, 1, tzinfo=datetime.UTC).timestamp()
    moments = [rng.uniform(start, 4_000_000_000) for _ in range(2000)]
    moments += [time.time() + rng.uniform(-1, 1) for _ in range(2000)]
    for made in moments:
        interaction = _interaction(harness, made)
        assert sent_at(interaction) == interaction.created_at.timestamp()
        bound = issued(interaction, seq=3)
        assert bound.at == interaction.created_at.timestamp() + SNOWFLAKE_RESOLUTION
        assert bound.seq == 3 and bound.phase is None


async def test_expired_is_is_expired_either_side_of_fifteen_minutes(harness: Harness) -> None:
    now = time.time()
    for age in (0.0, 60.0, ANSWERABLE_FOR - 5, ANSWERABLE_FOR + 5, 3600.0):
        interaction = _interaction(harness, now - age)
        assert expired(interaction) == interaction.is_expired() == (age > ANSWERABLE_FOR)
