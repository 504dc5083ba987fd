"""`meeplepost run` freezes the heap its setup built (gc.freeze), so full collections stop
scanning it, and collects young objects less often (`GC_THRESHOLDS`); the test suite's bots do
neither, or every test's objects would outlive it."""

from __future__ import annotations

import gc
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import ast
from harness import running_bot

from bot import i18n
from bot.catalogue import HOUSE, HOUSE_FOLDER
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


async def test_the_message_catalogue_is_built_before_the_freeze(
    tmp_path: Path, unfrozen: None
) -> None:
    """Else the first post builds it, and its syntax trees go through the young generations
    while moves are answered."""
    i18n.CATALOGUE.add_folder(HOUSE, HOUSE_FOLDER)  # as it was: to be built on its next use
    bot = MeeplepostBot(
        Settings(db_path=str(tmp_path / "bot.db"), render_workers=0), sync_commands=False
    )
    bot.freeze_after_setup = True
    async with bot:
        await bot.setup_hook()
        assert i18n.text("discord.done") == "Done."  # a post's words read the catalogue
        assert not any(isinstance(o, ast.Message) for o in gc.get_objects())


async def test_the_test_suites_bots_freeze_nothing(tmp_path: Path, unfrozen: None) -> None:
    async with running_bot(tmp_path / "bot.db") as h:
        assert gc.get_freeze_count() == 0
        assert gc.get_threshold() != GC_THRESHOLDS
        assert any(o is h.bot.service for o in gc.get_objects())
