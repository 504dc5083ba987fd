"""Who acts, and a game's row as the adapter sees it."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Actor:
    """The user behind a request. The adapter decides `is_moderator` (Manage Server or mod role)."""

    user_id: int
    name: str
    """Display name; it becomes the seat name on join (made unique: "Ann", "Ann (2)")."""
    is_moderator: bool = False


@dataclass(frozen=True)
class GameInfo:
    """A game's row, for the adapter: where it is, what it is, who sits where."""

    id: int
    guild_id: int | None
    channel_id: int
    kind: str
    status: str
    """"lobby" | "running" | "paused" | "over" | "abandoned"."""
    host_id: int
    seats: list[tuple[str, int]]
    """(seat name, user id) in seat order."""
    moves: int = 0
    """How many moves are logged: the move number components bind their clicks to."""
    channel_name: str | None = None
    """The channel's name when the game was created (plain text), if Discord gave it."""
    server_name: str | None = None
    """The server's name when the game was created (plain text), if Discord gave it."""


@dataclass(frozen=True)
class GameSummary:
    """One line of `/game list` or `/game mine`: where a game is and whom it waits for."""

    info: GameInfo
    title: str
    waiting: list[tuple[str, int]]
    """(seat name, user id) of everyone the game waits for now."""
    deadline: float | None
    """When the current decision is due (epoch seconds), if a deadline runs."""
    away: list[tuple[str, float]] = field(default_factory=list)
    """(seat name, end of their absence) of the seated players who are away now."""
