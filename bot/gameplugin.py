"""What a game brings to the bot: one `GamePlugin` per game, registered with `bot.registry`.

The declaration is Discord-free, so the service core, the CLI and the demo use it without
loading discord.py; the game's Discord parts (command group, components, prompt) live in the
module named by `discord`, which only the adapter imports. `docs/adding-a-game.md` is the
contributor's checklist.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from rules.core import Game, Message

Renderer = Callable[[dict[str, Any]], bytes]
"""`render(view) -> PNG bytes`, drawn from the view alone."""


@dataclass(frozen=True)
class BoardStory:
    """What the image should tell beyond the board as it stands (for `render_board`)."""

    before: Mapping[str, Any] | None = None
    """The same viewer's view before the phase `resolved_phase` resolved."""
    resolved_phase: str | None = None
    events: Sequence[Mapping[str, Any]] = ()
    """The public events (JSON) of what was played since `before`."""
    own_orders: Mapping[str, Any] | None = None
    """The viewer's own pending orders (canonical JSON), for their private image."""
    recap: Mapping[str, Any] | None = None
    """The public view with the engine's recap of the moves just played (`Game.view_since`),
    drawn instead of the board as it stands, for games that tell what happened that way."""


@dataclass(frozen=True)
class CreateOption:
    """One `/game create` option of a game. The adapter adds it to the command; a value given
    for another game's option is refused there, naming the game it belongs to."""

    name: str
    description: str
    kind: type[bool] | type[str]
    to_options: Callable[[Any], Mapping[str, Any]]
    """Turns the value the user chose into the engine's options (checked by the engine)."""
    choices: tuple[str, ...] = ()


@dataclass(frozen=True)
class GamePlugin:
    """A game as the bot sees it: its engine, its board renderer and what Discord shows of it."""

    engine: Game[Any, Any]
    render: Renderer
    create_options: tuple[CreateOption, ...] = ()
    rules_text: Mapping[str, Sequence[str]] = field(default_factory=dict)
    """How to play, per language ("en", "it"): Discord markdown sections of at most 1000
    characters (one embed field each). English is required; other languages may be missing."""
    catalogue: Path | None = None
    """The folder of the game's Fluent files (`en.ftl`, `it.ftl`...): its rules' and its
    Discord parts' messages and the game words passed as their parameters."""
    commands: Mapping[str, Mapping[str, str]] = field(default_factory=dict)
    """Per language, the texts of the game's slash commands, options and choices, keyed by
    their English."""
    private_turns: bool = False
    """Decisions are prompted by DM, with the player's own view and choices, instead of under
    the channel's post: for games whose choices would show hidden information (Meduris'
    materials). The channel still pings whoever is awaited."""
    phase_slot: Callable[[str], str | None] | None = None
    """Which phase of the turn a phase key is ("t3.movement" -> "movement"), for standing
    orders that repeat every turn; None: the game has no standing orders."""
    phase_name: Callable[[str], Message] | None = None
    """A phase key in words for messages, as in the middle of a sentence ("t3.movement" ->
    "turn 3 — movement"; a message that begins with it capitalises it)."""
    counts_in: str = "round"
    """What the engine's `round_number` counts, as /game status names it: "round", or "turn"
    for a game whose rules (and phase names) speak of turns."""
    engine_words: Callable[[str, str], str] | None = None
    """`engine_words(value, language)`: an engine id passed into one of the game's messages (a
    transporter, a place) as a player of that language reads and types it; other values come
    back as they are."""
    render_board: Callable[[dict[str, Any], BoardStory, str], bytes] | None = None
    """`render_board(view, story, language)`: the board in the reader's language ("en", "it"),
    with what `story` tells (what just happened, the viewer's pending orders) where the game
    draws it; games without it are drawn by `render`, in English."""
    render_legend: Callable[[str], bytes] | None = None
    """`render_legend(language)`: PNG of the board's symbols, each drawn as the board draws it
    with its name in the reader's language ("en", "it"); `/game rules` attaches it to the
    how-to-play. None: the game has no legend."""
    scoreboard: Callable[[Mapping[str, Any]], str | None] | None = None
    """`scoreboard(options)`: the name of the best-score table a finished game's scores join
    (one per map, say), shown by `/stats top`; None from it, or no function: none is kept."""
    discord: str | None = None
    """Dotted path of the module holding the game's Discord parts (`DISCORD = DiscordParts(...)`
    in `bot.discord_parts`); None for a game played through the generic commands only."""

    @property
    def name(self) -> str:
        return self.engine.name

    @property
    def title(self) -> str:
        return self.engine.title
