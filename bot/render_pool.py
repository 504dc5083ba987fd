"""Boards drawn in worker processes, off the interpreter lock the event loop needs.

Drawing a board takes tens of milliseconds of pure Python and Pillow work. In a thread it holds
the interpreter lock against the event loop and the database thread, and under a crowd every
answer waits for it; in a worker process it costs the loop only the pickling of a view.

`RenderPool(workers)` runs `workers` worker processes (`bot.render_worker`: spawned, fed and
read by the event loop through pipes, with no thread in the bot's process), each warmed once
by `warm`: the renderers imported, fonts and fixed layers loaded by drawing every game's
opening board. Work goes in as plain data (game id, view, story as a dict, language) and comes
back as PNG bytes. A worker that dies is replaced and the drawing tried again once; if that
fails too, `RenderError` says so and the caller goes on without the image.

Drawings start in the order they were asked for, as many at once as there are workers (one in
thread mode); the others wait for a free worker in the bot's process, not in the executor's
queue, so that a drawing that waited can still be dropped when it starts: its caller says, by
`superseded`, whether a newer board made it one nobody will see (`bot.delivery`), and then
`Superseded` is raised instead of drawing. A drawing that can start at once is always drawn.

`workers=0` draws in one dedicated thread instead (black's fallback where processes cannot
start): for tiny hosts, the CLI and the tests, where starting processes costs more than it saves.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
import logging
import os
import signal
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from bot import registry
from bot.gameplugin import BoardStory
from bot.render_worker import Worker, WorkerDied
from rendering import glyphs
from rules.core import PUBLIC

_log = logging.getLogger(__name__)

JSON = dict[str, Any]
WORKER_NICE = 10
"""How much lower a worker's CPU priority is than the bot's (Linux weighs nice 10 at a tenth)."""


class RenderError(Exception):
    """A board could not be drawn: its worker died twice."""


class Superseded(Exception):
    """A drawing waited for a worker and, meanwhile, became one nobody will see."""


def story_data(story: BoardStory | None) -> JSON | None:
    """A story as plain data, to cross into a worker process. Shallow: its views and events
    are plain data already (a deep copy of a recap costs milliseconds of the event loop)."""
    if story is None:
        return None
    return {f.name: getattr(story, f.name) for f in dataclasses.fields(story)}


def draw_board(kind: str, view: JSON, story: JSON | None, language: str) -> bytes:
    """The game's board for `view`, telling `story`, in `language`; games without a story-aware
    renderer draw the view alone."""
    plugin = registry.plugin(kind)
    if plugin.render_board is None:
        return plugin.render(view)
    return plugin.render_board(view, BoardStory(**(story or {})), language)


def draw_view(kind: str, view: JSON) -> bytes:
    """The game's plain renderer for `view` (a sample table, a preview)."""
    return registry.plugin(kind).render(view)


def look_up_fonts() -> None:
    """Reads the board fonts' character maps and looks for the system's CJK font (most of a
    second on a cold disk), so that the first name that needs it costs nothing: in the bot's
    process, whose text checks (`glyphs.drawable`) run on the event loop, and in each worker."""
    for bold in (False, True):
        glyphs.primary(bold)
        glyphs.fallback(bold)


def warm() -> None:
    """A worker's start: looks the fonts up, imports every renderer and draws each game's
    opening board once, so fonts, glyph maps and fixed layers are loaded before the first
    real board. Ctrl-C reaches
    the whole process group: a worker ignores it and is stopped by the bot's shutdown. A
    worker runs at a lower priority (`WORKER_NICE`): where the cores are busy, the bot's own
    process (answers, database) goes first and boards take the time left."""
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    os.nice(WORKER_NICE)
    look_up_fonts()
    for plugin in registry.plugins():
        game = plugin.engine
        players = [f"Player {n}" for n in range(1, game.min_players + 1)]
        try:
            view = game.view(game.new_game(players, {}, 0), PUBLIC)
            for language in ("en", "it"):
                draw_board(plugin.name, view, None, language)
        except Exception:  # a warm-up is an optimisation: the real board will say what is wrong
            _log.exception("warming the %s renderer failed", plugin.name)


def default_workers() -> int:
    """One worker per core the process may use."""
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


class RenderPool:
    """Board drawing off the event loop: worker processes, or one thread when `workers` is 0."""

    def __init__(self, workers: int = 0) -> None:
        if workers < 0:
            raise ValueError(f"render workers must be at least 0, not {workers}")
        self.workers = workers
        self.rebuilds = 0
        """How many dead workers were replaced (for logs and tests)."""
        self.drawn = 0
        """Drawings started (for benchmarks)."""
        self.skipped = 0
        """Drawings dropped as superseded while they waited (for benchmarks)."""
        self.waiting = 0
        """Drawings waiting for a free worker now."""
        self._thread = (
            ThreadPoolExecutor(1, thread_name_prefix="meeplepost-render") if workers == 0 else None
        )
        self._idle: list[Worker] = []
        """Started workers with no drawing in hand."""
        self._started: list[Worker] = []
        self._closed = False
        self._free = asyncio.Semaphore(max(workers, 1))
        """One permit per worker: a drawing holds one from its start to its end."""

    @property
    def idle(self) -> bool:
        """Whether a drawing asked for now starts at once (a worker is free and none waits)."""
        return not self._free.locked()

    async def start(self) -> None:
        """Looks the fonts up for the bot's own process (off the event loop), starts every
        worker process and waits until they are warm."""
        loop = asyncio.get_running_loop()
        looked_up = loop.run_in_executor(None, look_up_fonts)
        if self.workers == 0:
            await looked_up
            return
        starting = [self._new_worker() for _ in range(self.workers - len(self._started))]
        await asyncio.gather(looked_up, *(worker.started() for worker in starting))
        self._idle.extend(starting)

    def _new_worker(self) -> Worker:
        worker = Worker(warm)
        self._started = [w for w in self._started if not w.dead] + [worker]
        return worker

    async def board(
        self, kind: str, view: Mapping[str, Any], story: BoardStory | None, language: str
    ) -> bytes:
        """`draw_board` in a worker."""
        return await self.board_when_free(kind, language, lambda: (view, story))

    async def board_when_free(
        self,
        kind: str,
        language: str,
        what: Callable[[], tuple[Mapping[str, Any], BoardStory | None]],
        superseded: Callable[[], bool] | None = None,
    ) -> bytes:
        """`draw_board` in a worker of the view and story `what()` gives once a worker is free
        (working them out may replay moves: a dropped board costs nothing); dropped
        (`Superseded`) instead if it had to wait and `superseded()` is then true."""
        async with self._turn(kind, superseded):
            view, story = what()
            return await self._draw(draw_board, (kind, dict(view), story_data(story), language))

    async def plain(self, kind: str, view: Mapping[str, Any]) -> bytes:
        """`draw_view` in a worker."""
        return await self.run(draw_view, kind, dict(view))

    async def run(self, function: Callable[..., bytes], *args: Any) -> bytes:
        """`function(*args)` in a worker once one is free."""
        async with self._turn(getattr(function, "__name__", str(function)), None):
            return await self._draw(function, args)

    @contextlib.asynccontextmanager
    async def _turn(self, what: str, superseded: Callable[[], bool] | None) -> AsyncIterator[None]:
        """Holds a free worker for one drawing (waiting in turn for one); raises `Superseded`
        when the drawing had to wait and `superseded()` is true once it may start."""
        waited = self._free.locked()
        self.waiting += 1
        try:
            await self._free.acquire()
        finally:
            self.waiting -= 1
        try:
            if waited and superseded is not None and superseded():
                self.skipped += 1
                raise Superseded(what)
            self.drawn += 1
            yield
        finally:
            self._free.release()

    async def _draw(self, function: Callable[..., bytes], args: tuple[Any, ...]) -> bytes:
        """`function(*args)` in a free worker (or the render thread); when the worker dies, it
        is replaced and the drawing runs once more."""
        if self._thread is not None:
            return await asyncio.get_running_loop().run_in_executor(self._thread, function, *args)
        for attempt in (1, 2):
            try:
                worker = await self._worker()
                result: bytes = await self._run_on(worker, function, args)
            except WorkerDied:
                if self._closed:
                    break
                _log.error("a render worker died (attempt %d); it is replaced", attempt)
                self.rebuilds += 1
                continue
            return result
        raise RenderError(f"{getattr(function, '__name__', function)} failed twice")

    async def _run_on(
        self, worker: Worker, function: Callable[..., bytes], args: tuple[Any, ...]
    ) -> bytes:
        """`function(*args)` on `worker`, which is idle again after it (unless it died, or
        the drawing was cancelled: its answer would be taken for the next job's)."""
        try:
            result: bytes = await worker.run(function, args)
        except WorkerDied:
            raise
        except asyncio.CancelledError:
            worker.discard()
            raise
        except Exception:
            self._idle.append(worker)
            raise
        self._idle.append(worker)
        return result

    async def _worker(self) -> Worker:
        """A live worker with no drawing in hand: an idle one, else a new one (before `start`,
        or for one that died while idle)."""
        if self._closed:
            raise RenderError("the render pool is closed")
        while self._idle:
            worker = self._idle.pop()
            if not worker.dead:
                return worker
            _log.error("render worker %s died while idle; it is replaced", worker.pid)
            self.rebuilds += 1
        worker = self._new_worker()
        await worker.started()
        return worker

    def worker_pids(self) -> list[int]:
        """The live worker processes' ids ([] in thread mode)."""
        return [w.pid for w in self._started if not w.dead and w.process.is_alive()]

    async def close(self) -> None:
        """Stops the workers; a drawing in hand fails (safe to call twice)."""
        self._closed = True
        if self._thread is not None:
            await asyncio.to_thread(self._thread.shutdown, wait=True, cancel_futures=True)
            return
        workers, self._started, self._idle = self._started, [], []
        await asyncio.gather(*(worker.stop() for worker in workers))
