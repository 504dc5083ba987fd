"""Roads & Boats (3rd edition): a pure, deterministic engine for 1–4 players.

`GAME` is the engine (`rules.core.Game`); see `engine.py` for the turn flow and
`docs/roads-and-boats-rules.md` for every rules interpretation.
"""

from .engine import GAME, RoadsAndBoats

__all__ = ["GAME", "RoadsAndBoats"]
