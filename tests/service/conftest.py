"""Fixtures for the service tests: a GameService on a temporary SQLite file with a fake clock."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from service_support import FakeClock

from bot.service.core import GameService
from rules import registry


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "meeplepost.db"


@pytest.fixture
async def service(db_path: Path, clock: FakeClock) -> AsyncIterator[GameService]:
    svc = await GameService.open(db_path, clock=clock)
    yield svc
    await svc.close()


@pytest.fixture
def auction(monkeypatch: pytest.MonkeyPatch) -> str:
    """Makes the test-only Auction game findable by `rules.registry.get_game("auction")`."""
    monkeypatch.setitem(registry._MODULES, "auction", "service_support")
    return "auction"
