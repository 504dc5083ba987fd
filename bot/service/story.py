"""What a play's board shows, worked out only when the board is drawn.

The answer to a move needs its words, not its image: replaying the moves for the engine's recap
(`Game.view_since`) and taking the view before a resolved phase are left to the board, which
follows the answer. A `PlayStory` keeps what they need (the states before and after the play,
which the engines never change in place, and the moves and public events) and tells its
`BoardStory` on first use.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.gamelog import ORDERS
from bot.gameplugin import BoardStory
from rules.core import PUBLIC, Event, Game


@dataclass
class PlayStory:
    """A play that logged moves `seq - len(moves) + 1 .. seq`, as its public board tells it."""

    game: Game[Any, Any]
    seq: int
    epoch: int
    """The game's board cache epoch when it was played (`BoardCache.epoch`)."""
    before: Any
    """The state before the play."""
    after: Any
    """The state the play left (the board shows it, not whatever the game reached since)."""
    moves: list[dict[str, Any]]
    events: list[Event]
    resolved: bool
    """The play resolved a simultaneous phase."""
    _told: BoardStory | None = field(default=None, init=False, repr=False)
    _done: bool = field(default=False, init=False, repr=False)

    def told(self) -> BoardStory | None:
        """The engine's recap of the moves and, for a resolved phase, the public view before
        it, the phase and its public events; None when there is nothing to tell."""
        if not self._done:
            self._told, self._done = self._tell(), True
        return self._told

    def _tell(self) -> BoardStory | None:
        recap = self.game.view_since(self.before, self.moves, PUBLIC)
        if not self.resolved:
            return None if recap is None else BoardStory(recap=recap)
        phases = [m.get("phase") for m in self.moves if m.get("type") == ORDERS]
        return BoardStory(
            before=self.game.view(self.before, PUBLIC),
            resolved_phase=next((str(p) for p in reversed(phases) if p), None),
            events=[e.to_json() for e in self.events if not e.private_to],
            recap=recap,
        )

    def public_view(self) -> Mapping[str, Any]:
        """What the public board draws: the recap where the engine gives one, else the table
        as the play left it."""
        told = self.told()
        if told is not None and told.recap is not None:
            return told.recap
        return self.game.view(self.after, PUBLIC)
