"""A drawing that kills the worker process it runs in (for the render pool's tests)."""

from __future__ import annotations

import os
from typing import Any


def die(*_: Any) -> bytes:
    """Ends the worker at once, as a segfault in a native library would."""
    os._exit(1)
