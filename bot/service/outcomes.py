"""What the service core asks the outside world to do, instead of talking to Discord itself.

Every service call returns an `Outcome`; the discord.py adapter turns it into messages (the CLI
and the tests read it directly). All text is `Message`s (catalogue keys), rendered in the
reader's language by `bot.i18n`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from bot.service.story import PlayStory
from rules.core import Message


class ServiceError(Exception):
    """A request the service refuses (no game here, not your turn, not a moderator...).

    Raised before anything is written; the adapter shows it to the one user, ephemeral.
    """

    def __init__(self, key: str, **params: Any) -> None:
        self.message = Message(key, params)
        super().__init__(self.message.english())


@dataclass
class Post:
    """A public message in a game's channel.

    `board` asks for the public board image to be attached. `prompt` lists the user ids whose
    decision is now pending: the adapter pings them and attaches the action components.
    """

    channel_id: int
    lines: list[Message]
    game_id: int | None = None
    board: bool = False
    prompt: list[int] = field(default_factory=list)
    ping: list[int] = field(default_factory=list)
    story: PlayStory | None = None
    """The play this post tells: its board shows the table as the play left it, with what
    just happened (a recap, a phase resolved)."""
    status_key: str | None = None
    """A standing status message: the adapter keeps one message per game and key and edits
    it, instead of posting a new message each time (who is ready in a phase)."""
    turn: str | None = None
    """For the post of what a play did: "new" when the game passes to other deciders (a new
    post pings them), "same" when the player who just moved decides again (the current post
    is edited, with the next choices), "rest" when players asked together with the mover
    still have the decisions they were asked (the current post is edited, its components
    kept). None for any other post."""
    done: list[Message] = field(default_factory=list)
    """The lines of `lines` that tell what the play did (written into the clicked message)."""
    answers: bool = False
    """The post is the answer to the command that made it (a lobby's opening, a seat taken or
    given up, the start, the game abandoned, a moderator's action after which nobody plays;
    always a new message): the adapter sends it as the command's public response in its
    channel, so the actor reads it once, not once in the channel and again privately."""


@dataclass
class Note:
    """A private message for one user (ephemeral to the actor, otherwise a DM)."""

    user_id: int
    lines: list[Message]
    game_id: int | None = None
    board: bool = False
    """Attach the board as this user may see it."""
    prompt: bool = False
    """Attach the game's components for this user's pending decision (a private turn)."""


@dataclass
class Outcome:
    """The result of one service call.

    `reply` answers the acting user privately (ephemeral); `posts` go to channels; `notes` to
    single users. `data` carries structured results (an export's JSON, a list of legal moves).
    """

    reply: list[Message] = field(default_factory=list)
    posts: list[Post] = field(default_factory=list)
    notes: list[Note] = field(default_factory=list)
    game_id: int | None = None
    data: dict[str, Any] = field(default_factory=dict)
    new_timers: bool = True
    """Whether the call may have stored a timer (the timer dispatcher then reads the earliest
    again); False only where the call knows it stored none (a move in a game without a
    deadline), so that no read follows every move."""
