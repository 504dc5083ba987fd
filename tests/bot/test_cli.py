"""`meeplepost` on the command line: help texts, one-sentence failures, the demo's replay file,
the bot's start failures, and scripts/setup's install stamp."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any, ClassVar

import aiohttp
import discord
import pytest

from bot import cli
from bot.cli import main

ROOT = Path(__file__).resolve().parents[2]


def one_sentence(err: str) -> str:
    """The stderr of a failed command: exactly one line, no traceback."""
    lines = err.strip().splitlines()
    assert len(lines) == 1, err
    assert "Traceback" not in err
    return lines[0]


@pytest.mark.parametrize(
    ("argv", "wanted"),
    [
        ([], ["run", "replay", "demo", "db", "exit codes"]),
        (["run"], ["DISCORD_TOKEN", "Ctrl-C", "exit codes", "refused the token"]),
        (["replay"], ["/mod export", "every move applied", "was rejected", "not a valid"]),
        (["demo"], ["--players", "--seed", "--out", "replay.json", "imhotep"]),
        (["db"], ["migrate", "backup", "MEEPLEPOST_DB"]),
        (["db", "migrate"], ["schema"]),
        (["db", "backup"], ["PATH", "online backup"]),
    ],
)
def test_every_command_has_a_complete_help(
    argv: list[str], wanted: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as done:
        main([*argv, "--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for word in wanted:
        assert word in out, word


def test_replay_help_says_what_each_exit_code_means(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["replay", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "0 every move applied" in out
    assert "1 a move was rejected: the output shows the game just before it" in out
    assert "2 the file cannot be read or is not a valid replay" in out


@pytest.mark.parametrize(
    ("argv", "phrase"),
    [
        (["demo", "chess", "--players", "2", "--out", "{tmp}/x"], "invalid choice: 'chess'"),
        (["demo", "imhotep", "--players", "two", "--out", "{tmp}/x"], "invalid int value"),
        (["demo", "imhotep", "--players", "9", "--out", "{tmp}/x"], "2 to 4 players; got 9"),
        (["demo", "imhotep", "--players", "2", "--out", "{tmp}/file"], "cannot write to"),
        (["demo", "imhotep", "--players", "2", "--seed", "9" * 30, "--out", "{tmp}/x"], "seed"),
        (["demo", "imhotep"], "required: --players, --out"),
        (["replay", "{tmp}/missing.json"], "cannot read"),
        (["replay", "{tmp}/file"], "is not a JSON file"),
        (["frobnicate"], "invalid choice: 'frobnicate'"),
        (["db"], "required: ACTION"),
        (["db", "backup", "{tmp}/no/such/folder/copy.db"], "cannot backup"),
    ],
)
def test_a_bad_argument_ends_in_one_sentence_and_exit_2(
    argv: list[str],
    phrase: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("MEEPLEPOST_DB", str(tmp_path / "live.db"))
    (tmp_path / "file").write_text("not json", encoding="utf-8")
    code = main([arg.replace("{tmp}", str(tmp_path)) for arg in argv])
    assert code == 2
    assert phrase in one_sentence(capsys.readouterr().err)


def test_a_bad_setting_ends_in_one_sentence(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEEPLEPOST_LOG_LEVEL", "loud")
    assert main(["--env-file", str(tmp_path / "none.env"), "db", "migrate"]) == 2
    assert "MEEPLEPOST_LOG_LEVEL" in one_sentence(capsys.readouterr().err)


def test_the_demo_writes_a_replay_that_replays_to_the_same_scores(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    out = tmp_path / "demo"
    assert main(["demo", "imhotep", "--players", "3", "--seed", "7", "--out", str(out)]) == 0
    printed = capsys.readouterr().out
    demo_scores = dict(line.split(": ") for line in printed.splitlines()[:3])
    assert "replay.json" in printed
    replay = json.loads((out / "replay.json").read_text(encoding="utf-8"))
    assert (replay["game"], replay["players"], replay["seed"]) == (
        "imhotep",
        ["Ann", "Bob", "Cy"],
        7,
    )
    assert main(["replay", str(out / "replay.json")]) == 0
    result = json.loads(capsys.readouterr().out)
    assert result["over"] is True and result["rejected"] is None
    assert {p: str(n) for p, n in result["scores"].items()} == demo_scores


class FakeBot:
    """Stands in for MeeplepostBot: `run` raises what Discord would at start."""

    raises: ClassVar[BaseException | None] = None
    runs: ClassVar[list[dict[str, Any]]] = []
    freezes: ClassVar[list[bool]] = []

    def __init__(self, settings: Any) -> None:
        self.settings = settings
        self.freeze_after_setup = False

    def run(self, token: str, **kwargs: Any) -> None:
        FakeBot.runs.append({"token": token, **kwargs})
        FakeBot.freezes.append(self.freeze_after_setup)
        if FakeBot.raises is not None:
            raise FakeBot.raises


@pytest.fixture
def fake_bot(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> type[FakeBot]:
    monkeypatch.setattr("bot.discord_app.MeeplepostBot", FakeBot)
    monkeypatch.setenv("DISCORD_TOKEN", "a-token")
    monkeypatch.setenv("MEEPLEPOST_DB", str(tmp_path / "bot.db"))
    FakeBot.raises, FakeBot.runs, FakeBot.freezes = None, [], []
    return FakeBot


@pytest.mark.parametrize(
    ("failure", "phrase"),
    [
        (discord.LoginFailure("Improper token has been passed."), "refused the bot token"),
        (discord.PrivilegedIntentsRequired(None), "privileged intent"),
        (aiohttp.ClientConnectionError("Cannot connect to host discord.com"), "cannot reach"),
        (OSError(101, "Network is unreachable"), "cannot reach Discord"),
        (TimeoutError(), "cannot reach Discord"),
    ],
)
def test_a_failed_start_ends_in_one_sentence_and_exit_1(
    fake_bot: type[FakeBot],
    failure: BaseException,
    phrase: str,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    fake_bot.raises = failure
    assert main(["--env-file", str(tmp_path / "none.env"), "run"]) == 1
    assert phrase in one_sentence(capsys.readouterr().err)


def test_the_bot_starts_without_a_second_logging_set_up(
    fake_bot: type[FakeBot], tmp_path: Path
) -> None:
    assert main(["--env-file", str(tmp_path / "none.env")]) == 0
    # discord.py adds its own root handler unless log_handler is None: every line twice.
    assert fake_bot.runs == [{"token": "a-token", "log_handler": None}]


def test_the_bot_run_freezes_its_startup_heap_after_setup(
    fake_bot: type[FakeBot], tmp_path: Path
) -> None:
    assert main(["--env-file", str(tmp_path / "none.env"), "run"]) == 0
    assert fake_bot.freezes == [True]


def test_no_token_is_exit_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    assert main(["--env-file", str(tmp_path / "none.env"), "run"]) == 2
    assert "DISCORD_TOKEN" in one_sentence(capsys.readouterr().err)


def test_exit_codes_are_the_documented_ones() -> None:
    assert (cli.OK, cli.FAILED, cli.BAD_USE) == (0, 1, 2)


# ------------------------------------------------------------------ scripts/setup


@pytest.fixture
def checkout(tmp_path: Path) -> tuple[Path, dict[str, str], Path]:
    """A copy of scripts/ and pyproject.toml, with a `python3` on PATH whose venvs log every
    pip call instead of installing (so the test is offline and touches no real venv)."""
    repo = tmp_path / "repo"
    (repo / "scripts").mkdir(parents=True)
    shutil.copy(ROOT / "scripts" / "setup", repo / "scripts" / "setup")
    shutil.copy(ROOT / "pyproject.toml", repo / "pyproject.toml")
    log = tmp_path / "pip.log"
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    fake = bin_dir / "python3"
    fake.write_text(
        "#!/bin/sh\n"
        'if [ "$1" = "-m" ] && [ "$2" = "venv" ]; then\n'
        '  mkdir -p "$3/bin"\n'
        '  cat > "$3/bin/python" <<"EOS"\n'
        "#!/bin/sh\n"
        f'echo "$*" >> "{log}"\n'
        "EOS\n"
        '  chmod +x "$3/bin/python"\n'
        "  exit 0\n"
        "fi\n"
        f'exec {sys.executable} "$@"\n',
        encoding="utf-8",
    )
    fake.chmod(0o755)
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ['PATH']}"}
    return repo, env, log


def installs(log: Path) -> list[str]:
    return log.read_text(encoding="utf-8").splitlines() if log.exists() else []


def setup(repo: Path, env: dict[str, str], *args: str) -> None:
    subprocess.run([str(repo / "scripts" / "setup"), *args], env=env, check=True, timeout=30)


@pytest.mark.skipif(shutil.which("bash") is None, reason="scripts/setup is a bash script")
def test_setup_installs_only_when_pyproject_changed(
    checkout: tuple[Path, dict[str, str], Path],
) -> None:
    repo, env, log = checkout
    setup(repo, env)
    assert len(installs(log)) == 1 and installs(log)[0].endswith("-e .")
    setup(repo, env)
    assert len(installs(log)) == 1  # current: nothing to do
    setup(repo, env, "dev")
    assert len(installs(log)) == 2 and installs(log)[1].endswith("-e .[dev]")
    setup(repo, env, "dev")
    setup(repo, env)  # a current dev install serves the app too
    assert len(installs(log)) == 2
    with (repo / "pyproject.toml").open("a", encoding="utf-8") as project:
        project.write("\n# changed\n")
    setup(repo, env)
    assert len(installs(log)) == 3
