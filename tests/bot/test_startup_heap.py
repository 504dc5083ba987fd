"""`meeplepost run` freezes the heap its setup built (gc.freeze), so full collections stop
scanning it, and collects young objects less often (`GC_THRESHOLDS`); the test suite's bots do
neither, or every test's objects would outlive it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import running_bot

from bot.config import Settings
from bot.discord_app import GC_THRESHOLDS, MeeplepostBot


@pytest.fixture
def unfrozen() -> Iterator[None]:
    """Starts and ends with nothing frozen and the collector's own thresholds: both are
    process-wide and outlive the test."""
    thresholds = gc.get_threshold()
    gc.unfreeze()
    yield
    gc.unfreeze()
    gc.set_threshold(*thresholds)


async def test_the_setup_of_a_bot_set_to_freeze_ends_with_its_heap_frozen(
    tmp_path: Path, unfrozen: None
) -> None:
    bot = MeeplepostBot(
        Settings(db_path=str(tmp_path / "bot.db"), render_workers=0), sync_commands=False
    )
    bot.freeze_after_setup = True
    async with bot:
        await bot.setup_hook()
        assert gc.get_freeze_count() > 0
        assert all(o is not bot.service for o in gc.get_objects())  # no full GC scans it
        assert gc.get_threshold() == GC_THRESHOLDS


async def test_the_test_suites_bots_freeze_nothing(tmp_path: Path, unfrozen: None) -> None:
    async with running_bot(tmp_path / "bot.db") as h:
        assert gc.get_freeze_count() == 0
        assert gc.get_threshold() != GC_THRESHOLDS
        assert any(o is h.bot.service for o in gc.get_objects())
