"""Drawings that kill, fail in or hold the worker process they run in (for the render pool's
tests)."""

from __future__ import annotations

import os
import time
from typing import Any


def die(*_: Any) -> bytes:
    """Ends the worker at once, as a segfault in a native library would."""
    os._exit(1)


def refuse(*_: Any) -> bytes:
    """Fails as a drawing with a bug would, leaving its worker alive."""
    raise ValueError("no such board")


def after(seconds: float, result: bytes) -> bytes:
    """`result`, `seconds` later (a slow drawing)."""
    time.sleep(seconds)
    return result


class Unreadable(Exception):
    """An exception pickle writes but cannot read back (its `__init__` wants two arguments,
    its `args` hold one)."""

    def __init__(self, what: str, why: str) -> None:
        super().__init__(f"{what}: {why}")


def refuse_unreadably(*_: Any) -> bytes:
    """Fails with an exception the bot cannot unpickle."""
    raise Unreadable("board", "broken")
