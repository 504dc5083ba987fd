"""Positions as players count them: from 1.

Engines, moves, replay files and stored events number ships, slots, spaces, districts and
levels from 0; each game's rules mark such message parameters (`rules.core.register_positions`).
The bot converts at its edge, here, once in each direction: what a player reads is shown from 1
(`shown`, used by the catalogue for every marked parameter, and by anything else that prints a
position, such as an autocomplete value), and what a player types is read back from 1
(`from_typed`).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from rules.core import counted, positions

_NUMBER = re.compile(r"\d+")


def shown(value: Any) -> Any:
    """A position (a whole number, a list of them, or text listing them) as players count it."""
    if isinstance(value, bool):
        return value
    if isinstance(value, int):
        return counted(value)
    if isinstance(value, list | tuple):
        return ", ".join(str(shown(item)) for item in value)
    if isinstance(value, str):
        return _NUMBER.sub(lambda number: str(counted(int(number[0]))), value)
    return value


def from_typed(number: int) -> int:
    """A position a player typed (counting from 1) as the engine numbers it (from 0)."""
    return number - 1


def shown_params(key: str, params: Mapping[str, Any]) -> dict[str, Any]:
    """A message's parameters with its positions as players count them."""
    marked = positions(key)
    return {name: shown(value) if name in marked else value for name, value in params.items()}
