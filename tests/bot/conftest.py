"""Fixtures for the discord.py adapter tests: a bot on a temporary SQLite file."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fakeclock import FakeClock
from harness import Harness, running_bot


@pytest.fixture
async def harness(db_path: Path, clock: FakeClock) -> AsyncIterator[Harness]:
    async with running_bot(db_path, clock) as running:
        yield running
