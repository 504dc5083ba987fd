"""Meduris (Stefan Dorra, Ralf zur Linde; HABA 2016) for 2-4 players.

`GAME` is the engine (`rules.core.Game`); the data tables are in `data`, the moves in `moves`.
With 4 players the ring is the spec's 40-space approximation (`approximate_ring` in the view).
"""

from rules.meduris import messages
from rules.meduris.engine import DECISION_KINDS, GAME, Meduris
from rules.meduris.moves import (
    BigHarvest,
    BuildHut,
    BuildTemple,
    Exchange,
    Move,
    Offer,
    PlaceWorker,
    ReturnMaterial,
    TakeMaterial,
)
from rules.meduris.state import State

__all__ = [
    "DECISION_KINDS",
    "GAME",
    "BigHarvest",
    "BuildHut",
    "BuildTemple",
    "Exchange",
    "Meduris",
    "Move",
    "Offer",
    "PlaceWorker",
    "ReturnMaterial",
    "State",
    "TakeMaterial",
    "messages",
]
