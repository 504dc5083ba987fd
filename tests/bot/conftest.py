"""Fixtures for the discord.py adapter tests: a bot on a temporary database."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fakeclock import FakeClock
from harness import Harness, running_bot


@pytest.fixture
async def harness(db_target: str | Path, clock: FakeClock) -> AsyncIterator[Harness]:
    """On SQLite; the race and timer tests run on PostgreSQL too (see `BOTH_BACKENDS`)."""
    async with running_bot(db_target, clock) as running:
        yield running
