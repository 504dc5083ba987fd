"""Fixtures for the service tests: a GameService on each backend, a test-only game."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
import service_support
from fakeclock import FakeClock

from bot import registry
from bot.gameplugin import GamePlugin
from bot.service.core import GameService


@pytest.fixture
async def service(db_target: str | Path, clock: FakeClock) -> AsyncIterator[GameService]:
    svc = await GameService.open(db_target, clock=clock)
    yield svc
    await svc.close()


@pytest.fixture
def auction() -> Iterator[str]:
    """Registers the test-only Auction game (a plug-in with no Discord parts) for one test."""
    registry.register(GamePlugin(engine=service_support.GAME, render=service_support.render))
    yield service_support.GAME.name
    registry.unregister(service_support.GAME.name)
