"""When an interaction was sent, and whether Discord still takes its answer, read from its id.

An interaction's id is a snowflake whose top bits count the milliseconds since Discord's epoch.
discord.py's `created_at` and `is_expired()` build datetimes from it (about 5 µs each, on every
move's answer path); these give the same values with integer arithmetic.
"""

from __future__ import annotations

import time
from typing import Any

import discord

DISCORD_EPOCH_MS = 1_420_070_400_000
"""The first millisecond of 2015 (UTC), where Discord's snowflakes start counting."""
ANSWERABLE_FOR = 15 * 60.0
"""Seconds Discord takes answers to an interaction for (its token's life)."""


def sent_at(interaction: discord.Interaction[Any]) -> float:
    """The Unix time the interaction was made, to the millisecond: `created_at.timestamp()`."""
    return ((interaction.id >> 22) + DISCORD_EPOCH_MS) / 1000


def expired(interaction: discord.Interaction[Any]) -> bool:
    """Whether the interaction is past answering: `is_expired()`."""
    return time.time() >= sent_at(interaction) + ANSWERABLE_FOR
