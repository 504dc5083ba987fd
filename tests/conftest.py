"""Fixtures every test folder shares: a fake clock and a temporary database path."""

from __future__ import annotations

from pathlib import Path

import pytest
from fakeclock import FakeClock


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "meeplepost.db"
