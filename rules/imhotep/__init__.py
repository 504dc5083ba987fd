"""Imhotep (Phil Walker-Harding, Kosmos 2016): side A of the sites, optional pharaoh's wrath.

`GAME` is the engine (`rules.core.Game`); the data tables are in `data`, the moves in `moves`.
"""

from rules.imhotep import messages
from rules.imhotep.engine import GAME, Imhotep
from rules.imhotep.moves import (
    Move,
    Pass,
    PlaceStone,
    PlayChisel,
    PlayHammer,
    PlayLever,
    PlaySail,
    Sail,
    TakeCard,
    TakeStones,
)
from rules.imhotep.state import Ship, State

__all__ = [
    "GAME",
    "Imhotep",
    "Move",
    "Pass",
    "PlaceStone",
    "PlayChisel",
    "PlayHammer",
    "PlayLever",
    "PlaySail",
    "Sail",
    "Ship",
    "State",
    "TakeCard",
    "TakeStones",
    "messages",
]
