"""Boards drawn in worker processes, off the interpreter lock the event loop needs.

Drawing a board takes tens of milliseconds of pure Python and Pillow work. In a thread it holds
the interpreter lock against the event loop and the database thread, and under a crowd every
answer waits for it; in a worker process it costs the loop only the pickling of a view.

`RenderPool(workers)` runs a `ProcessPoolExecutor` of `workers` processes, started with
"spawn" (never a fork of a process that holds the event loop and a database thread), each
warmed once by `warm`: the renderers imported, fonts and fixed layers loaded by drawing every
game's opening board. Work goes in as plain data (game id, view, story as a dict, language) and
comes back as PNG bytes. A worker that dies breaks the executor (`BrokenProcessPool`): the pool
is rebuilt once and the drawing tried again; if that fails too, `RenderError` says so and the
caller goes on without the image.

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
import multiprocessing
import os
import signal
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from bot import registry
from bot.gameplugin import BoardStory
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


def ready() -> int:
    """A worker's answer once it is warm (its process id)."""
    return os.getpid()


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
        """How many times a broken pool was replaced (for logs and tests)."""
        self.drawn = 0
        """Drawings started (for benchmarks)."""
        self.skipped = 0
        """Drawings dropped as superseded while they waited (for benchmarks)."""
        self.waiting = 0
        """Drawings waiting for a free worker now."""
        self._executor: Executor = self._new_executor()
        self._free = asyncio.Semaphore(max(workers, 1))
        """One permit per worker: a drawing holds one from its start to its end."""

    def _new_executor(self) -> Executor:
        if self.workers == 0:
            return ThreadPoolExecutor(1, thread_name_prefix="meeplepost-render")
        return ProcessPoolExecutor(
            self.workers, mp_context=multiprocessing.get_context("spawn"), initializer=warm
        )

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
        await asyncio.gather(
            looked_up, *(loop.run_in_executor(self._executor, ready) for _ in range(self.workers))
        )

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
        """`function(*args)` in the executor; a dead worker's pool is rebuilt and it runs once
        more."""
        loop = asyncio.get_running_loop()
        for attempt in (1, 2):
            executor = self._executor
            try:
                return await loop.run_in_executor(executor, function, *args)
            except BrokenProcessPool:
                _log.error("a render worker died (attempt %d); the pool is rebuilt", attempt)
                self._rebuild(executor)
        raise RenderError(f"{getattr(function, '__name__', function)} failed twice")

    def _rebuild(self, broken: Executor) -> None:
        """Replaces a broken executor once, however many drawings saw it break."""
        if self._executor is not broken:
            return
        broken.shutdown(wait=False, cancel_futures=True)
        self._executor = self._new_executor()
        self.rebuilds += 1

    def worker_pids(self) -> list[int]:
        """The live worker processes' ids ([] in thread mode)."""
        if not isinstance(self._executor, ProcessPoolExecutor):
            return []
        processes = self._executor._processes or {}  # the executor keeps no public list
        return [pid for pid, process in processes.items() if process.is_alive()]

    async def close(self) -> None:
        """Stops the workers, dropping drawings not yet started (safe to call twice)."""
        await asyncio.to_thread(self._executor.shutdown, wait=True, cancel_futures=True)
