"""A busy evening: a burst of moves over many games, with boards drawn and without, in one run.

`--moves` moves (200) arrive within `--arrival` seconds (1 s), spread over `--games` games
(50): move k of game g is due at (k * games + g) / moves * arrival, and is sent then or when the
game's previous move was answered, whichever is later. Each move is a real Imhotep slash
command (a random legal move) fed to discord.py as a gateway payload, through the command tree,
the service, a real SQLite file and delivery; Discord's side is recorded by the test harness.

Two modes run in turns on the same bot, the same games and the same file: "boards on" (every
board drawn by the render pool, `--workers` processes, default one per core) and "boards off"
(each board replaced by a fixed one-pixel PNG, nothing drawn). For each mode it prints the
answers' latency (interaction sent -> its answer recorded) p50/p99, the drain time (first move
sent -> the bot's last request for the burst, boards included), moves/s over the drain, the CPU
time the bot's process (and of it the event loop's thread, which the answers queue behind) and
the render workers spent (with the least drain time that CPU allows on idle cores: the times
above include whatever else the machine runs), the boards drawn and
the boards skipped (overtaken by a newer board of their game while they waited for a worker,
docs/boards-and-delivery.md) with the workers' CPU per board drawn, the Discord requests the
bot made per move (each costs the bot CPU; an upload with a board more), of them those carrying
a drawn board (and, boards off, those carrying its one-pixel stand-in), the p99 of each round, the
garbage collector's pauses (count, longest, total; the startup heap is frozen first and the
collector's thresholds set, as `meeplepost run` does; what the harness keeps as Discord, each
request's record and each message, is dropped once the burst is counted: Discord keeps it,
not the bot's heap), and the targets of issue 19: p99 boards on / boards
off <= 4, drain / arrival <= 1.5 (boards on).

    .venv/bin/python -m benchmarks.burst [--rounds 3] [--workers N] [--seed 1] [--quick]

`--quick` (CI): 3 games, 12 moves, one round, a few seconds.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import io
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from PIL import Image

from bot.discord_app import freeze_startup_heap
from bot.render_pool import default_workers
from bot.service.actor import Actor

_TESTS = Path(__file__).resolve().parents[1] / "tests"
sys.path.extend([str(_TESTS), str(_TESTS / "bot")])  # last: tests/storage must not shadow storage

from harness import Harness, Sent, User, running_bot  # noqa: E402

from benchmarks.move_latency import command_for, percentile  # noqa: E402

FIRST_CHANNEL = 7_000_000
ANSWERS = ("response", "followup")


def blank_png() -> bytes:
    out = io.BytesIO()
    Image.new("RGB", (1, 1)).save(out, "PNG")
    return out.getvalue()


STAND_IN = blank_png()
"""What "boards off" attaches instead of each board: a one-pixel PNG, drawn once."""


@dataclass
class Table:
    channel_id: int
    game_id: int
    users: dict[int, User]


@dataclass
class Burst:
    """One burst's figures."""

    answers_ms: list[float] = field(default_factory=list)
    drain_s: float = 0.0
    bot_cpu_s: float = 0.0
    """CPU time of the bot's process (event loop, database and executor threads)."""
    loop_cpu_s: float = 0.0
    """Of it, the event loop's thread's (the garbage collector's pauses included): what the
    answers queue behind; the rest is mostly the database thread's."""
    workers_cpu_s: float = 0.0
    """CPU time of the render worker processes."""
    boards_drawn: int = 0
    boards_skipped: int = 0
    requests: int = 0
    """Requests the bot made to Discord for the burst."""
    uploads: int = 0
    """Of them, those carrying a drawn board."""
    stand_ins: int = 0
    """Of them, those carrying the one-pixel stand-in of a board (boards off)."""
    full_gc_ms: list[float] = field(default_factory=list)
    """Each full garbage collection's pause (CPU ms) of the bot's process during the burst."""
    young_gc_ms: list[float] = field(default_factory=list)
    """Each younger generation's collection pause."""

    @property
    def moves_per_s(self) -> float:
        return len(self.answers_ms) / self.drain_s


class GcPauses:
    """Times the garbage collector's pauses while it is installed (`with GcPauses(run):`), in
    CPU time of the thread it stops: on a shared machine, wall time would add other work's."""

    def __init__(self, run: Burst) -> None:
        self.run = run
        self.started = 0.0

    def __call__(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.started = time.thread_time()
            return
        pauses = self.run.full_gc_ms if info["generation"] == 2 else self.run.young_gc_ms
        pauses.append((time.thread_time() - self.started) * 1000)

    def __enter__(self) -> None:
        gc.callbacks.append(self)

    def __exit__(self, *_: object) -> None:
        gc.callbacks.remove(self)


class Recorder(list[Sent]):
    """The harness's record of requests, waking whoever waits for an answer in a channel."""

    def __init__(self, items: list[Sent]) -> None:
        super().__init__(items)
        self.waiting: dict[int, asyncio.Future[Sent]] = {}

    def append(self, sent: Sent) -> None:
        super().append(sent)
        future = self.waiting.get(sent.channel_id or 0)
        if sent.kind in ANSWERS and future is not None and not future.done():
            future.set_result(sent)


async def open_tables(h: Harness, games: int) -> list[Table]:
    tables = []
    for index in range(games):
        channel = FIRST_CHANNEL + index
        ann, bob = h.user(f"ann{index}"), h.user(f"bob{index}")
        await h.slash(ann, "game create", channel_id=channel, game="imhotep")
        await h.slash(bob, "game join", channel_id=channel)
        await h.slash(ann, "game start", channel_id=channel)
        info = await h.bot.service.game_in_channel(channel)
        assert info is not None
        tables.append(Table(channel, info.id, {ann.id: ann, bob.id: bob}))
    return tables


async def next_payload(h: Harness, table: Table, rng: random.Random) -> dict[str, Any] | None:
    """A random legal move of the player to move, as a slash command payload; None at the end."""
    pending = await h.bot.service.pending(table.game_id)
    if not pending:
        return None
    user = table.users[pending[0][0]]
    legal = await h.bot.service.legal_moves(Actor(user.id, user.name), table.game_id)
    path, options = command_for(rng.choice(legal))
    return h.slash_payload(user, path, channel_id=table.channel_id, **options)


async def burst(
    h: Harness, tables: list[Table], moves: int, arrival: float, rng: random.Random
) -> Burst:
    recorder = h.sent
    assert isinstance(recorder, Recorder)
    result = Burst()
    before = asyncio.all_tasks()
    cpu, loop_cpu, workers = time.process_time(), time.thread_time(), workers_cpu(h)
    renderer = h.bot.service.renderer
    drawn, skipped = renderer.drawn, renderer.skipped
    first_request = len(recorder)
    start = time.perf_counter()
    per_game = moves // len(tables)

    async def play(index: int, table: Table) -> None:
        for k in range(per_game):
            due = start + (k * len(tables) + index) / moves * arrival
            await asyncio.sleep(max(0.0, due - time.perf_counter()))
            payload = await next_payload(h, table, rng)
            if payload is None:
                return
            answered = asyncio.get_running_loop().create_future()
            recorder.waiting[table.channel_id] = answered
            sent_at = time.perf_counter()
            h._parse(payload)
            answer = await answered
            if "went wrong" in answer.content:
                raise RuntimeError(f"a move failed: {answer.content}")
            result.answers_ms.append((answer.at - sent_at) * 1000)

    with GcPauses(result):
        await asyncio.gather(*(play(i, t) for i, t in enumerate(tables)))
        while pending := [t for t in asyncio.all_tasks() - before if busy(t)]:
            await asyncio.gather(*pending)
    result.drain_s = recorder[-1].at - start
    result.bot_cpu_s = time.process_time() - cpu
    result.loop_cpu_s = time.thread_time() - loop_cpu
    result.workers_cpu_s = workers_cpu(h) - workers
    result.boards_drawn = renderer.drawn - drawn
    result.boards_skipped = renderer.skipped - skipped
    result.requests = len(recorder) - first_request
    files = [[data for _, data in sent.files] for sent in recorder[first_request:]]
    result.uploads = sum(1 for sent in files if any(data != STAND_IN for data in sent))
    result.stand_ins = sum(1 for sent in files if STAND_IN in sent)
    h.forget()  # counted: Discord keeps them, not the bot's heap (17,000 objects by round 3)
    return result


def busy(task: asyncio.Task[Any]) -> bool:
    """A task of the burst's work still running: discord.py's view-timeout watchers only sleep
    until their views expire (minutes), so they are not waited for."""
    return not task.done() and not task.get_coro().__qualname__.endswith("timeout_task_impl")


def workers_cpu(h: Harness) -> float:
    """CPU seconds the live render workers have used (Linux /proc; 0 elsewhere)."""
    total = 0
    for pid in h.bot.service.renderer.worker_pids():
        try:
            fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        total += int(fields[11]) + int(fields[12])  # utime and stime, in clock ticks
    return total / os.sysconf("SC_CLK_TCK")


def line(name: str, runs: list[Burst], cores: int) -> tuple[float, float]:
    answers = [a for run in runs for a in run.answers_ms]
    drain = statistics.mean(run.drain_s for run in runs)
    rate = statistics.mean(run.moves_per_s for run in runs)
    bot = statistics.mean(run.bot_cpu_s for run in runs)
    loop = statistics.mean(run.loop_cpu_s for run in runs)
    workers = statistics.mean(run.workers_cpu_s for run in runs)
    drawn = sum(run.boards_drawn for run in runs)
    skipped = sum(run.boards_skipped for run in runs)
    per_board = sum(run.workers_cpu_s for run in runs) / drawn * 1000 if drawn else 0.0
    requests = sum(run.requests for run in runs) / len(answers)
    uploads = sum(run.uploads for run in runs) / len(answers)
    stand_ins = sum(run.stand_ins for run in runs) / len(answers)
    p50, p99 = percentile(answers, 0.5), percentile(answers, 0.99)
    full = [pause for run in runs for pause in run.full_gc_ms]
    young = [pause for run in runs for pause in run.young_gc_ms]
    print(
        f"{name:<11} answers p50 {p50:8.1f} ms  p99 {p99:8.1f} ms  "
        f"drain {drain:6.2f} s  {rate:6.1f} moves/s  ({len(answers)} moves)\n"
        f"{'':<11} CPU: bot process {bot:5.2f} s (event loop's thread {loop:5.2f} s, "
        f"other threads {bot - loop:5.2f} s), render workers {workers:5.2f} s; "
        f"drain on {cores} idle cores at least {max(bot, (bot + workers) / cores):5.2f} s\n"
        f"{'':<11} boards: {drawn} drawn, {skipped} skipped, "
        f"render workers' CPU {per_board:5.1f} ms per board drawn\n"
        f"{'':<11} Discord requests: {requests:4.2f} per move, {uploads:4.2f} of them with a board"
        + (f" ({stand_ins:4.2f} with its one-pixel stand-in)" if stand_ins else "")
        + f"\n{'':<11} p99 per round: "
        + ", ".join(f"{percentile(run.answers_ms, 0.99):.1f}" for run in runs)
        + f" ms\n{'':<11} GC pauses (CPU): {len(full)} full, max {max(full, default=0):5.1f} ms, "
        f"total {sum(full):6.1f} ms; {len(young)} younger, max {max(young, default=0):5.1f} ms, "
        f"total {sum(young):6.1f} ms"
    )
    return p99, drain


async def main(args: argparse.Namespace) -> None:
    rng = random.Random(args.seed)
    with tempfile.TemporaryDirectory() as tmp:
        async with running_bot(Path(tmp) / "burst.db", render_workers=args.workers) as h:
            freeze_startup_heap()  # as `meeplepost run` does at the end of its setup
            h.sent = Recorder(h.sent)
            tables = await open_tables(h, args.games)
            drawing = h.bot.service.board_png

            async def no_board(*_: Any, **__: Any) -> bytes:
                return STAND_IN

            runs: dict[str, list[Burst]] = {"boards off": [], "boards on": []}
            for _ in range(args.rounds):
                for mode in runs:
                    h.bot.service.board_png = no_board if mode == "boards off" else drawing
                    runs[mode].append(await burst(h, tables, args.moves, args.arrival, rng))
    print(
        f"burst: {args.moves} moves within {args.arrival:g} s over {args.games} Imhotep games, "
        f"{args.rounds} round(s) per mode, render workers: {args.workers}; the startup heap "
        "frozen after setup (gc.freeze) and the collector's thresholds "
        f"{gc.get_threshold()}, as `meeplepost run` does"
    )
    cores = default_workers()
    print(f"load average {os.getloadavg()[0]:.1f} on {cores} cores (other work skews the times)")
    off_p99, _ = line("boards off", runs["boards off"], cores)
    on_p99, on_drain = line("boards on", runs["boards on"], cores)
    print(f"burst p99, boards on / boards off: {on_p99 / off_p99:5.2f}x  (target <= 4x)")
    print(f"drain / arrival, boards on:        {on_drain / args.arrival:5.2f}   (target <= 1.5)")


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--moves", type=int, default=200)
    parser.add_argument("--arrival", type=float, default=1.0, help="seconds the moves arrive in")
    parser.add_argument("--rounds", type=int, default=3, help="bursts per mode, taken in turns")
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, for CI")
    args = parser.parse_args(argv)
    if args.quick:
        args.games, args.moves, args.rounds = 3, 12, 1
    return args


if __name__ == "__main__":
    asyncio.run(main(parse()))
