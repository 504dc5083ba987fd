"""One timer for every running service call that may outlast its interaction's answer window.

Discord drops an interaction left unanswered for 3 s, so a call still running some time after
it started gets its interaction deferred (`MeeplepostBot.run_service`). Nearly every call ends
within a millisecond; a timer of its own (`loop.call_later`, then `cancel`) cost about 5 µs of
every answer, and left a cancelled handle in the loop's heap. Here a call costs a small entry
in a queue: one timer, armed for the earliest deadline, looks at the calls when it fires.
"""

from __future__ import annotations

import asyncio
from collections import deque
from collections.abc import Awaitable, Callable
from typing import Any

Defer = Callable[[], Awaitable[None]]


class Watched:
    """One call's place in the watch: its deadline (loop time), how to defer its interaction,
    and the deferral once it was started (to be awaited before the call's answer)."""

    __slots__ = ("defer", "deferral", "due", "finished")

    def __init__(self, due: float, defer: Defer) -> None:
        self.due = due
        self.defer = defer
        self.finished = False
        self.deferral: asyncio.Task[Any] | None = None


class DeferralWatch:
    """Calls in the order they started; a call that finishes is marked, and left for the
    timer (or the next finishing call, when it is first in line) to drop."""

    def __init__(self) -> None:
        self._calls: deque[Watched] = deque()
        self._timer: asyncio.TimerHandle | None = None

    def watch(self, after: float, defer: Defer) -> Watched:
        """Starts watching a call: `defer` runs (as a task) if it is still running `after`
        seconds from now."""
        loop = asyncio.get_running_loop()
        entry = Watched(loop.time() + after, defer)
        self._calls.append(entry)
        if self._timer is None or entry.due < self._timer.when():
            self._arm(loop, entry.due)
        return entry

    def finished(self, entry: Watched) -> None:
        """The call is over (answered, or failed): it is no longer deferred."""
        entry.finished = True
        calls = self._calls
        while calls and calls[0].finished:
            calls.popleft()

    def _arm(self, loop: asyncio.AbstractEventLoop, due: float) -> None:
        if self._timer is not None:
            self._timer.cancel()
        self._timer = loop.call_at(due, self._fire, loop)

    def _fire(self, loop: asyncio.AbstractEventLoop) -> None:
        """Defers every running call whose deadline has come; arms the timer for the next."""
        self._timer = None
        now = loop.time()
        waiting: deque[Watched] = deque()
        for entry in self._calls:
            if entry.finished:
                continue
            if entry.due <= now:
                entry.deferral = loop.create_task(entry.defer())
                entry.finished = True
            else:
                waiting.append(entry)
        self._calls = waiting
        if waiting:
            self._arm(loop, min(entry.due for entry in waiting))
