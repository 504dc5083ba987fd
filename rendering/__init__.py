"""Pure renderers: (game view) -> PNG bytes. Pillow only; no Discord, no I/O.

`render_board(view)` is contract 2 (CONTRACTS.md): it picks `rendering/<game>.py` from
`view["game"]` and returns that module's `render(view)`. Renderers are imported on first use,
so one game's renderer never stops another from loading.
"""

from __future__ import annotations

import importlib
from typing import Any

_RENDERERS = {
    "imhotep": "rendering.imhotep",
    "meduris": "rendering.meduris",
    "roads_and_boats": "rendering.roads_and_boats",
}


def games() -> list[str]:
    """Game ids that have a board renderer."""
    return sorted(_RENDERERS)


def render_board(view: dict[str, Any]) -> bytes:
    """PNG bytes of the board described by `view` (a `Game.view` result). Thread-safe."""
    game = view.get("game") if isinstance(view, dict) else None
    module_name = _RENDERERS.get(game) if isinstance(game, str) else None
    if module_name is None:
        raise ValueError(
            f"no board renderer for game {game!r}; renderers exist for: {', '.join(games())}"
        )
    png: bytes = importlib.import_module(module_name).render(view)
    return png
