"""Settings from the environment and the message catalogue's language fallback."""

from __future__ import annotations

from pathlib import Path

import pytest

import bot.service.messages  # noqa: F401  (registers the service.* templates)
import rules.imhotep  # noqa: F401  (registers the imhotep.* templates)
from bot import i18n, registry
from bot.config import Settings
from bot.discord_app import MeeplepostBot
from rules.core import Message, register_templates

register_templates({"i18n_test.english_only": "Only {player} reads this in English."})


def test_settings_defaults_and_values() -> None:
    assert Settings.from_mapping({}) == Settings(None, "./meeplepost.db", "INFO", None)
    settings = Settings.from_mapping(
        {
            "DISCORD_TOKEN": " abc ",
            "MEEPLEPOST_DB": "/data/x.db",
            "MEEPLEPOST_LOG_LEVEL": "debug",
            "MEEPLEPOST_DEV_GUILD": "123",
        }
    )
    assert settings == Settings("abc", "/data/x.db", "DEBUG", 123)


@pytest.mark.parametrize(
    ("name", "value"), [("MEEPLEPOST_DEV_GUILD", "my-guild"), ("MEEPLEPOST_LOG_LEVEL", "LOUD")]
)
def test_bad_settings_name_the_variable(name: str, value: str) -> None:
    with pytest.raises(ValueError, match=name):
        Settings.from_mapping({name: value})


def test_sqlite_synchronous_is_a_level_of_an_sqlite_file() -> None:
    assert Settings.from_mapping({}).sqlite_synchronous is None  # SQLite's own: FULL
    off = Settings.from_mapping({"MEEPLEPOST_SQLITE_SYNCHRONOUS": " off "})
    assert off.sqlite_synchronous == "OFF"
    with pytest.raises(ValueError, match="MEEPLEPOST_SQLITE_SYNCHRONOUS must be OFF"):
        Settings.from_mapping({"MEEPLEPOST_SQLITE_SYNCHRONOUS": "fast"})
    with pytest.raises(ValueError, match="setting of an SQLite file"):
        Settings.from_mapping(
            {"MEEPLEPOST_DB": "postgresql://x@/y", "MEEPLEPOST_SQLITE_SYNCHRONOUS": "OFF"}
        )


async def test_the_bot_opens_its_sqlite_file_at_the_level_set(tmp_path: Path) -> None:
    settings = Settings(db_path=str(tmp_path / "x.db"), render_workers=0, sqlite_synchronous="OFF")
    bot = MeeplepostBot(settings, sync_commands=False)
    async with bot:
        await bot.setup_hook()
        assert await bot.service.db.pragma("synchronous") == 0


def test_the_environment_wins_over_the_env_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    env = tmp_path / ".env"
    env.write_text("DISCORD_TOKEN=from-file\nMEEPLEPOST_DB=file.db\n")
    for name in ("DISCORD_TOKEN", "MEEPLEPOST_DB", "MEEPLEPOST_DEV_GUILD", "MEEPLEPOST_LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("MEEPLEPOST_DB", "env.db")
    settings = Settings.from_env(str(env))
    assert (settings.token, settings.db_path) == ("from-file", "env.db")
    assert Settings.from_env(str(tmp_path / "missing.env")).token is None


def test_italian_with_english_fallback() -> None:
    registry.install()
    placed = Message("imhotep.placed", {"player": "ann", "ship": 1, "slot": 0})
    assert i18n.render(placed, "it") == "ann ha caricato una pietra sulla barca 2, casella 1."
    assert i18n.render(placed, "en-US") == "ann placed a stone on ship 2, slot 1."
    assert i18n.render(placed, None) == i18n.render(placed, "en-US")
    assert placed.english() == "ann placed a stone on ship 1, slot 0."  # the move's numbers
    untranslated = Message("i18n_test.english_only", {"player": "ann"})
    assert i18n.render(untranslated, "it") == "Only ann reads this in English."
    sailed = Message(
        "imhotep.sailed_site",
        {"player": "bob", "ship": 2, "site": "temple", "site_name": "temple", "stones": "x"},
    )
    assert i18n.render(sailed, "it") == (
        "bob ha condotto la barca 3 al Tempio e vi ha scaricato la pietra di x."
    )
