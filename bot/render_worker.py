"""One render worker process, talked to through two pipes that the event loop reads itself.

`concurrent.futures.ProcessPoolExecutor` moves every job and answer through two threads of the
bot's process (its manager and its queue feeder): each board cost the bot a few thread hand-offs
on the interpreter lock, taken from the event loop while it answers players. Here a job is
written to the worker's pipe by the event loop, and the answer is read by a reader callback of
the loop (`loop.add_reader`): no thread in the bot's process.

A job is a pickled `(function, args)`; the worker answers each with a frame: a header (the
payload's length, 8 bytes big-endian, and its kind, one byte) and the payload. A result that is
`bytes` (a board's PNG) is the payload as it is (`RAW`); anything else goes pickled
(`PICKLED`): `(True, result)` or `(False, exception)`, the exception carrying the worker's
traceback as a note. Its first frame, once `initializer` has run, is `(True, pid)`: it is
ready. A worker whose pipe ends (it died, or was stopped) fails the job it had with
`WorkerDied`.

The event loop reads a frame's header, then exactly the bytes its payload still misses: a board
arrives as the one `bytes` object it is kept as, read once from the pipe. Read through a buffer
of a megabyte and out of a pickle, each board cost the loop a fresh megabyte's page faults and
two copies: 230-240 us of its CPU per board drawn in `benchmarks/burst.py`, against 165 us
(most of it the page faults of the image's own memory while the board cache fills).
"""

from __future__ import annotations

import asyncio
import contextlib
import fcntl
import logging
import multiprocessing
import os
import pickle
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import Any

_log = logging.getLogger(__name__)

LENGTH = 8
"""Bytes of a frame's payload length."""
HEADER = LENGTH + 1
"""Bytes of a frame's header: the length, then the payload's kind."""
RAW = 1
"""The payload is the job's result, `bytes` as they are."""
PICKLED = 0
"""The payload is the pickled `(ok, result or exception)`."""
PIPE_BYTES = 1 << 20
"""The answer pipe's size, where Linux allows it: a board (about 70-140 KB) in one write."""


_WORKER_TRACEBACK = "In the render worker:\n"
"""How the worker's own traceback of a failed job starts: a traceback does not cross the pipe,
so it goes as a note of the exception (printed with it wherever the bot logs it)."""


class WorkerDied(Exception):
    """The worker process ended (or was stopped) before it answered."""


def serve(jobs: Connection, answers: Connection, initializer: Callable[[], None]) -> None:
    """A worker's life: `initializer`, "ready", then each job's answer, until the bot closes
    the jobs pipe."""
    initializer()
    fd = answers.fileno()
    _answer(fd, (True, os.getpid()))
    while True:
        try:
            function, args = pickle.loads(jobs.recv_bytes())
        except EOFError:
            return
        try:
            outcome: tuple[bool, Any] = (True, function(*args))
        except Exception as error:
            error.add_note(_WORKER_TRACEBACK + traceback.format_exc())
            outcome = (False, error)
        _answer(fd, outcome)


def _answer(fd: int, outcome: tuple[bool, Any]) -> None:
    ok, result = outcome
    if ok and type(result) is bytes:
        kind, payload = RAW, result
    else:
        kind = PICKLED
        try:
            payload = pickle.dumps(outcome, pickle.HIGHEST_PROTOCOL)
        except Exception as error:  # an exception that does not pickle: its words do
            payload = pickle.dumps((False, RuntimeError(f"{result!r} ({error})")))
    data = memoryview(len(payload).to_bytes(LENGTH, "big") + bytes([kind]) + payload)
    while data:
        data = data[os.write(fd, data) :]


class Worker:
    """A worker process started now (spawned: never a fork of a process that holds the event
    loop and a database thread), one job at a time."""

    def __init__(self, initializer: Callable[[], None]) -> None:
        context = multiprocessing.get_context("spawn")
        jobs_read, jobs_write = context.Pipe(duplex=False)
        answers_read, answers_write = context.Pipe(duplex=False)
        self.process = context.Process(
            target=serve,
            args=(jobs_read, answers_write, initializer),
            name="meeplepost-render",
            daemon=True,
        )
        self.process.start()
        jobs_read.close()
        answers_write.close()
        self._jobs = jobs_write
        self._answers = answers_read
        self._fd = answers_read.fileno()
        os.set_blocking(self._fd, False)
        with contextlib.suppress(AttributeError, OSError):  # else an answer takes more reads
            fcntl.fcntl(self._fd, fcntl.F_SETPIPE_SZ, PIPE_BYTES)
        self._frame = Frame()
        self._loop = asyncio.get_running_loop()
        self._answer: asyncio.Future[tuple[bool, Any]] | None = self._loop.create_future()
        """The answer awaited: first the "ready" frame, then each job's."""
        self.dead = False
        self._loop.add_reader(self._fd, self._readable)

    @property
    def pid(self) -> int:
        assert self.process.pid is not None
        return self.process.pid

    async def started(self) -> None:
        """Returns once the worker is ready (its initializer has run); `WorkerDied` if not."""
        assert self._answer is not None
        await self._answer

    async def run(self, function: Callable[..., Any], args: tuple[Any, ...]) -> Any:
        """`function(*args)` in the worker: its result, or the exception it raised there."""
        if self.dead:
            raise WorkerDied(self.pid)
        answer = self._answer = self._loop.create_future()
        try:
            self._jobs.send_bytes(pickle.dumps((function, args), pickle.HIGHEST_PROTOCOL))
        except OSError:
            self.discard()
        ok, value = await answer
        if not ok:
            raise value
        return value

    def _readable(self) -> None:
        """Reads what the frame still misses, while the pipe has it."""
        while True:
            wanted = min(self._frame.missing(), PIPE_BYTES)  # the pipe never holds more
            try:
                chunk = os.read(self._fd, wanted)
            except BlockingIOError:
                return
            except OSError:
                chunk = b""
            if not chunk:
                self.discard()
                return
            frame = self._frame.take(chunk)
            if frame is not None:
                self._answered(*frame)
                return
            if len(chunk) < wanted:  # the pipe is empty: the rest comes with the next call
                return

    def _answered(self, raw: bool, payload: bytes) -> None:
        if raw:
            outcome: tuple[bool, Any] = (True, payload)
        else:
            try:
                outcome = pickle.loads(payload)
            except Exception as error:  # an answer the bot cannot read: the job fails
                outcome = (False, RuntimeError(f"unreadable answer from the worker: {error!r}"))
        answer, self._answer = self._answer, None
        if answer is not None and not answer.done():
            answer.set_result(outcome)

    def discard(self) -> None:
        """Ends the worker without waiting (its pipe ended, or its answer is no longer
        wanted): the job in hand fails, and the process is reaped off the loop."""
        if not self.dead:
            self._end()
            self._loop.run_in_executor(None, self.process.join)

    def _end(self) -> None:
        """No more jobs nor answers: the worker reads the end of its jobs and returns, and the
        job in hand, if any, fails."""
        self.dead = True
        self._loop.remove_reader(self._fd)
        self._answers.close()
        self._jobs.close()
        answer, self._answer = self._answer, None
        if answer is not None and not answer.done():
            answer.set_exception(WorkerDied(self.pid))

    async def stop(self) -> None:
        """Ends the worker (the job in hand fails) and waits for its process to exit, killed
        after a few seconds."""
        if not self.dead:
            self._end()
        await asyncio.to_thread(self.process.join, 5)
        if self.process.is_alive():
            _log.warning("render worker %s did not stop; killed", self.pid)
            self.process.kill()
            await asyncio.to_thread(self.process.join)


class Frame:
    """The frame being read from a worker: its header, then its payload's pieces."""

    def __init__(self) -> None:
        self.header = bytearray()
        self.size: int | None = None
        """The payload's length, once the header is read."""
        self.raw = False
        """Whether the payload is the job's result itself (`RAW`), once the header is read."""
        self.pieces: list[bytes] = []
        self.read = 0

    def missing(self) -> int:
        """How many bytes the header, or else the payload, still misses."""
        if self.size is None:
            return HEADER - len(self.header)
        return self.size - self.read

    def take(self, chunk: bytes) -> tuple[bool, bytes] | None:
        """Adds what was read: once the payload is complete, whether it is `RAW` and the
        payload (the next frame begins), else None."""
        if self.size is None:
            self.header += chunk
            if len(self.header) < HEADER:
                return None
            self.size = int.from_bytes(self.header[:LENGTH], "big")
            self.raw = self.header[LENGTH] == RAW
            self.header.clear()
        else:
            self.pieces.append(chunk)
            self.read += len(chunk)
        if self.read < self.size:
            return None
        payload = b"".join(self.pieces)  # a payload read at once is that very object
        self.size, self.pieces, self.read = None, [], 0
        return self.raw, payload
