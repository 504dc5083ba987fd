"""Board images kept by what makes them differ, so two readers of one state cost one drawing.

A key names everything the image depends on: the game and its epoch (see below), its move
number, the viewer kind (the public, or one seat), the language and what else the drawing
tells (a seat's own orders). The cache is bounded in bytes and drops the least recently read
image first. Concurrent requests for one key share one drawing (single-flight): the first starts
it, the others await the same result, and a failure reaches them all without being kept, but
for a drawing its own caller gave up as superseded (`bot.render_pool.Superseded`): the others
still want the image, and the next of them draws it. Cancelling a reader never cancels the
drawing the others share, nor does a cancelled drawing cancel its readers (see `get`).

A move number names one state only until the log is cut (a rollback) or another process
changes the game: `forget` then moves the game to a new epoch, which every later key carries,
so a drawing begun before can never be read as the new state's.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable

from bot.render_pool import Superseded

DEFAULT_BYTES = 64 * 1024 * 1024
"""64 MiB: about 300 boards of 200 KiB, a few per busy game."""

Key = tuple[int, int, Hashable]
"""(game id, epoch, what else names the image)."""


class BoardCache:
    """PNG bytes by key, at most `max_bytes` of them, least recently read dropped first."""

    def __init__(self, max_bytes: int = DEFAULT_BYTES) -> None:
        self.max_bytes = max_bytes
        self.size = 0
        self.drawn = 0
        """Drawings started (misses), for tests and benchmarks."""
        self._images: OrderedDict[Key, bytes] = OrderedDict()
        self._drawing: dict[Key, asyncio.Future[bytes]] = {}
        self._epochs: dict[int, int] = {}

    def epoch(self, game_id: int) -> int:
        """The game's epoch now: read it with the state the image will show."""
        return self._epochs.get(game_id, 0)

    async def get(
        self, game_id: int, epoch: int, key: Hashable, draw: Callable[[], Awaitable[bytes]]
    ) -> bytes:
        """The image for `key` in the game's `epoch`: kept, being drawn, or drawn by `draw()`.

        The drawing is a task of its own that every reader awaits through a shield: a reader
        cancelled leaves it to the others, and a drawing cancelled (a shutdown cancels every
        task) is started again by a reader that was not cancelled itself."""
        full = (game_id, epoch, key)
        while True:
            kept = self._images.get(full)
            if kept is not None:
                self._images.move_to_end(full)
                return kept
            drawing = self._drawing.get(full)
            mine = drawing is None or drawing.done()
            if drawing is None or mine:
                drawing = self._start(full, epoch, draw)
            try:
                return await asyncio.shield(drawing)
            except Superseded:
                if mine:
                    raise
                continue  # its caller gave it up; this one still wants it
            except asyncio.CancelledError:
                task = asyncio.current_task()
                if drawing.cancelled() and task is not None and not task.cancelling():
                    continue  # the drawing was cancelled, not this reader
                raise

    def _start(
        self, full: Key, epoch: int, draw: Callable[[], Awaitable[bytes]]
    ) -> asyncio.Task[bytes]:
        task = asyncio.ensure_future(self._draw(full, epoch, draw))
        self._drawing[full] = task
        self.drawn += 1
        task.add_done_callback(lambda done: self._drawn(full, done))
        return task

    async def _draw(self, full: Key, epoch: int, draw: Callable[[], Awaitable[bytes]]) -> bytes:
        image = await draw()
        if epoch == self.epoch(full[0]):
            self._keep(full, image)
        return image

    def _drawn(self, full: Key, task: asyncio.Task[bytes]) -> None:
        if self._drawing.get(full) is task:
            del self._drawing[full]
        if not task.cancelled():
            task.exception()  # marked as retrieved: its readers, if any, raise it too

    def _keep(self, full: Key, image: bytes) -> None:
        if len(image) > self.max_bytes:
            return
        self._images[full] = image
        self.size += len(image)
        while self.size > self.max_bytes:
            _, dropped = self._images.popitem(last=False)
            self.size -= len(dropped)

    def forget(self, game_id: int | None = None) -> None:
        """Moves one game (or every one) to a new epoch and drops its images."""
        everything = {k[0] for k in [*self._images, *self._drawing]} | set(self._epochs)
        games = everything if game_id is None else {game_id}
        for game in games:
            self._epochs[game] = self.epoch(game) + 1
        for full in [k for k in self._images if k[0] in games]:
            self.size -= len(self._images.pop(full))
