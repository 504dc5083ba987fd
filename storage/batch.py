"""A move's whole transaction as data, so that storage runs it in one trip to the database.

The service describes what a move writes (`MoveBatch`: the moves, the snapshot, orders used or
adopted, the status, the timers) and the state it was played on (the move count, the moment the
command was sent). `Database.apply_move` turns it into statements behind a `Guard`, and the
backend runs guard and statements together: one call on SQLite's connection thread, one
round trip to PostgreSQL. A guard that fails writes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from storage.errors import MovedSince, StaleGame


@dataclass(frozen=True)
class NewMove:
    """One move for the log, numbered `seq`."""

    seq: int
    user_id: int | None
    player: str
    move: dict[str, Any]
    events: list[Any]


@dataclass(frozen=True)
class NewOrders:
    """A player's orders for the phase open now (orders kept ahead, adopted as it opened)."""

    player: str
    user_id: int
    phase: str | None
    orders: dict[str, Any]
    ready: bool


@dataclass(frozen=True)
class NewTimer:
    """A timer to arm: running (`due`) or, in a paused game, holding its `remaining` seconds."""

    kind: str
    due: float | None
    remaining: float | None
    payload: dict[str, Any]


@dataclass
class MoveBatch:
    """Everything one play writes, applied only while the game's log is `seq` moves long (and,
    with `issued_before`, while no move was logged after that moment)."""

    game_id: int
    seq: int
    """The move count the moves were played on; the first new move is `seq + 1`."""
    at: float
    moves: list[NewMove] = field(default_factory=list)
    issued_before: float | None = None
    """When the command was sent: a move logged after it means the sender did not see it."""
    snapshot: dict[str, Any] | None = None
    """The table after the last new move, saved at its number."""
    clear_orders: bool = False
    """A phase resolved: its stored orders go."""
    ahead_used: list[tuple[str, str]] = field(default_factory=list)
    """(player, phase) of orders given ahead that were used or dropped."""
    orders: list[NewOrders] = field(default_factory=list)
    status: str | None = None
    """A new status ("over" ends the game: its orders and timers go, one snapshot stays)."""
    timers: list[NewTimer] | None = None
    """The game's timers from now on (None: left as they are)."""

    @property
    def last_seq(self) -> int:
        return self.seq + len(self.moves)


@dataclass(frozen=True)
class Guard:
    """What the database must still hold for a batch to apply, checked inside its transaction:
    the game's row locked at `version` (where other processes write; None: any), its log `seq`
    moves long, and its last move logged at or before `issued_before` (None: any time)."""

    game_id: int
    seq: int
    version: int | None = None
    issued_before: float | None = None
    bump: bool = False
    """Bump the game's version after the statements (where other processes write)."""


def refusal(guard: Guard, version: int | None, last: tuple[int, float] | None) -> Exception | None:
    """Why the guard fails, given the game's version and its last move's (number, time); None
    when it holds."""
    if guard.version is not None and version != guard.version:
        return StaleGame(f"game {guard.game_id} is at version {version}, not {guard.version}")
    seq, at = last if last is not None else (0, None)
    if seq != guard.seq:
        return StaleGame(f"game {guard.game_id} has {seq} moves, not {guard.seq}")
    if guard.issued_before is not None and at is not None and at > guard.issued_before:
        return MovedSince(f"game {guard.game_id}: move {seq} was logged after the command")
    return None


Statement = tuple[str, tuple[Any, ...]]
"""SQL with `?` placeholders and its parameters."""
