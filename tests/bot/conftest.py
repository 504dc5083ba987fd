"""Fixtures for the discord.py adapter tests: a bot on a temporary SQLite file, a fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from harness import FakeClock, Harness, running_bot


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "meeplepost.db"


@pytest.fixture
async def harness(db_path: Path, clock: FakeClock) -> AsyncIterator[Harness]:
    async with running_bot(db_path, clock) as running:
        yield running
