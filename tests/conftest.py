"""Fixtures every test folder shares: a fake clock, a temporary database path, and a database
target on each backend.

`db_target` runs a test of the folders in `BOTH_BACKENDS` twice: on an SQLite file in a temp
dir and on a fresh schema of the PostgreSQL server named by `MEEPLEPOST_TEST_POSTGRES` (test id
`[postgres]`, so `pytest -k postgres` selects those runs); elsewhere it is the SQLite file.
Without the variable the PostgreSQL runs are skipped, except in CI (`CI=true`), where a missing
server is a failure.
"""

from __future__ import annotations

import os
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest
from fakeclock import FakeClock
from pgserver import TEST_POSTGRES, fresh_schema


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "meeplepost.db"


@pytest.fixture
def postgres_url() -> Iterator[str]:
    """The test server's URL; skipped (failed in CI) when there is none."""
    url = os.environ.get(TEST_POSTGRES, "").strip()
    if not url:
        if os.environ.get("CI", "").lower() == "true":
            pytest.fail(f"CI runs the PostgreSQL tests: set {TEST_POSTGRES} (see .ci/run)")
        pytest.skip(f"no PostgreSQL server: set {TEST_POSTGRES} to run this on PostgreSQL")
    yield url


BOTH_BACKENDS = (
    "tests/storage/",
    "tests/service/",
    "tests/bot/test_discord_races.py",
    "tests/bot/test_discord_timers.py",
    "tests/bot/test_discord_away.py",
    "tests/bot/test_discord_standins.py",
    "tests/bot/test_discord_two_bots.py",
    "tests/bot/test_discord_standin_vote.py",
    "tests/bot/test_discord_stats_rollback.py",
    "tests/bot/test_discord_move_trips.py",
    "tests/bot/test_discord_turn_text.py",
)
"""Where every test that uses `db_target` runs on both backends: storage, the service (binding,
timers, deadlines), the crash test, and the adapter's race, timer, away, stand-in, stand-in
vote, two-bot, stats rollback, move-trip and turn-text tests."""


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "db_target" not in metafunc.fixturenames:
        return
    where = metafunc.definition.path.as_posix()
    if any(f"/{part}" in where or where.endswith(part) for part in BOTH_BACKENDS):
        metafunc.parametrize("db_target", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
async def db_target(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[str | Path]:
    """Where a test's database lives: the SQLite file `db_path` names (the default), or, for
    the `[postgres]` runs, an empty schema of the test server."""
    if getattr(request, "param", "sqlite") == "sqlite":
        yield tmp_path / "meeplepost.db"
        return
    server = request.getfixturevalue("postgres_url")
    async with fresh_schema(server) as url:
        yield url
