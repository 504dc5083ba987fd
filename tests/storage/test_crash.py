"""Kill -9 while games are being played: everything acknowledged survives, and every game loads
to exactly the state a replay of its log from the start gives.

`crash_player.py` plays Imhotep and Roads & Boats games concurrently through the service and
prints each move or order once its call has returned; this test SIGKILLs it at seeded random
moments, restarts it on the same database, and at the end checks it from a fresh connection.
It runs on SQLite and on PostgreSQL.
"""

from __future__ import annotations

import json
import os
import random
import select
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import crash_player
from pgserver import fresh_schema

from bot import gamelog
from bot.registry import engine as get_game
from bot.service.core import GameService
from storage import Database

ROOT = Path(__file__).resolve().parents[2]
PLAYER = Path(__file__).with_name("crash_player.py")
KILLS = 5
RUN_TIMEOUT = 30.0
"""Seconds a run may take to print the acknowledgements it is waited for."""


def complete_lines(buffer: bytes) -> tuple[list[dict[str, Any]], bytes]:
    """The whole lines in `buffer` as JSON, and the unfinished tail (a line cut by the kill)."""
    *lines, tail = buffer.split(b"\n")
    return [json.loads(line) for line in lines if line], tail


def run_and_kill(path: str | Path, run: int, wanted: int, delay: float, stderr: Path) -> list[Any]:
    """Starts the player, waits for `wanted` acknowledgements (and `delay` more seconds),
    SIGKILLs it and returns every acknowledgement it completed."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with stderr.open("wb") as errors:
        proc = subprocess.Popen(
            [sys.executable, str(PLAYER), str(path), str(run)],
            stdout=subprocess.PIPE,
            stderr=errors,
            cwd=ROOT,
            env=env,
        )
    assert proc.stdout is not None
    acks: list[Any] = []
    buffer = b""
    deadline = time.monotonic() + RUN_TIMEOUT
    try:
        while len(acks) < wanted and time.monotonic() < deadline:
            ready, _, _ = select.select([proc.stdout], [], [], 0.1)
            if ready:
                chunk = os.read(proc.stdout.fileno(), 65536)
                if not chunk:
                    break
                lines, buffer = complete_lines(buffer + chunk)
                acks.extend(lines)
        time.sleep(delay)
        assert proc.poll() is None, f"the player stopped by itself: {stderr.read_text()}"
    finally:
        proc.send_signal(signal.SIGKILL)
        rest = proc.stdout.read()
        proc.wait()
    assert len(acks) >= wanted, f"only {len(acks)} acknowledgements: {stderr.read_text()}"
    lines, _ = complete_lines(buffer + rest)
    return acks + lines


def moves_json(moves: list[Any]) -> list[dict[str, Any]]:
    return [move.move for move in moves]


async def check_the_file(path: str | Path, acks: list[dict[str, Any]]) -> int:
    """Checks everything acknowledged is stored and every game loads as its replay; returns
    how many games were checked."""
    db = await Database.open(path, cache_size=0)
    service = await GameService.open(path)
    try:
        if not db.shared:
            assert await db.pragma("quick_check") == "ok"
        last_orders: dict[tuple[int, str, str], dict[str, Any]] = {}
        for ack in acks:
            if ack["kind"] == "move":
                logged = await db.moves(ack["game"], after=ack["seq"] - 1)
                assert logged and logged[0].seq == ack["seq"], ack
                assert logged[0].move == {"player": ack["player"], **ack["move"]}, ack
            else:
                last_orders[(ack["game"], ack["player"], ack["phase"])] = ack["orders"]
        for (game_id, player, phase), orders in last_orders.items():
            given = {"player": player, "type": "orders", "phase": phase, "orders": orders}
            stored = (await db.orders(game_id)).get(player)
            kept = stored is not None and (stored.phase, stored.orders) == (phase, orders)
            assert kept or given in moves_json(await db.moves(game_id)), given
        game_id = 0
        while (row := await db.get_game(game_id + 1)) is not None:
            game_id = row.id
            snapshots = await db.snapshot_seqs(game_id)
            assert len(snapshots) <= (2 if row.active else 1)
            if row.status == "lobby":
                continue
            loaded = await service.table(game_id)
            players = [seat.name for seat in await db.seats(game_id)]
            moves = moves_json(await db.moves(game_id))
            replayed = gamelog.replay(
                get_game(row.kind), players, row.options, row.seed, moves, row.fixed
            )
            assert gamelog.table_to_json(loaded) == gamelog.table_to_json(replayed)
        return game_id
    finally:
        await service.close()
        await db.close()


async def test_acknowledged_moves_survive_sigkill_and_every_game_replays(
    db_target: str | Path, tmp_path: Path
):
    path = db_target
    rng = random.Random(11)
    acks: list[dict[str, Any]] = []
    scale = 2  # 814 acknowledgements, about 160 a game: one ends however evenly they are played
    for run in range(KILLS):
        wanted, delay = scale * rng.randint(10, 120), rng.uniform(0, 0.05)
        acks += run_and_kill(path, run, wanted, delay, tmp_path / f"stderr-{run}.txt")
    assert {ack["kind"] for ack in acks} == {"move", "orders"}
    assert await check_the_file(path, acks) > len(crash_player.KINDS)  # some games ended


class Player:
    """One crash_player process on the channels from `first`, its acknowledgements read as they
    come."""

    def __init__(self, path: str | Path, run: int, first: int, stderr: Path) -> None:
        env = {**os.environ, "PYTHONPATH": str(ROOT)}
        self.stderr = stderr
        with stderr.open("wb") as errors:
            self.proc = subprocess.Popen(
                [sys.executable, str(PLAYER), str(path), str(run), str(first)],
                stdout=subprocess.PIPE,
                stderr=errors,
                cwd=ROOT,
                env=env,
            )
        self.acks: list[dict[str, Any]] = []
        self._buffer = b""

    def read(self, wanted: int) -> None:
        """Reads until `wanted` acknowledgements in all (failing after RUN_TIMEOUT)."""
        assert self.proc.stdout is not None
        deadline = time.monotonic() + RUN_TIMEOUT
        while len(self.acks) < wanted and time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 0.1)
            if ready:
                chunk = os.read(self.proc.stdout.fileno(), 65536)
                assert chunk, f"the player stopped: {self.stderr.read_text()}"
                lines, self._buffer = complete_lines(self._buffer + chunk)
                self.acks.extend(lines)
        assert len(self.acks) >= wanted, f"only {len(self.acks)}: {self.stderr.read_text()}"

    def kill(self) -> list[dict[str, Any]]:
        """SIGKILL; every acknowledgement it completed."""
        assert self.proc.stdout is not None
        self.proc.send_signal(signal.SIGKILL)
        rest = self.proc.stdout.read()
        self.proc.wait()
        lines, _ = complete_lines(self._buffer + rest)
        return self.acks + lines


async def test_postgres_one_process_killed_mid_play_the_other_plays_on(
    postgres_url: str, tmp_path: Path
):
    """Two processes on one database, each on its own games; one is SIGKILLed mid-play. The
    other keeps playing, a restarted one carries on the killed one's games (no lock of the dead
    process is left behind), and nothing either acknowledged is lost."""
    async with fresh_schema(postgres_url) as url:
        first = Player(url, 0, 1, tmp_path / "first.txt")
        second = Player(url, 1, 11, tmp_path / "second.txt")
        restarted: Player | None = None
        acks: list[dict[str, Any]] = []
        try:
            first.read(60)
            second.read(20)
            acks += first.kill()
            second.read(len(second.acks) + 40)  # plays on while the first is dead
            restarted = Player(url, 2, 1, tmp_path / "restarted.txt")
            restarted.read(30)  # the killed process's games go on
        finally:
            for player in (first, second, restarted):
                if player is not None and player.proc.poll() is None:
                    acks += player.kill()
        assert {ack["game"] for ack in acks} >= set(range(1, 11))
        assert await check_the_file(url, acks) >= 10
