"""Delivery: every service `Outcome` reaches Discord here, and only here.

Posting, editing, pinging, DMs and kept notes are decided in one place:

- A click that made a move answers by editing the message it came from: what was done is
  written in it and its components go (or, when the same player decides again, it becomes the
  next choice). No "Done.": private replies are for refusals and what only the clicker may see.
- One post per turn: a game keeps one turn message (`track_message("turn")`). A play that
  passes the game to other deciders takes the components off that message and posts a new one
  that pings them; a play after which the same player decides again edits it (edits never ping,
  so a ping always comes in a new message). A DM panel is kept the same way per player
  (`"panel:<user id>"`): edited while its player goes on deciding, replaced (the old one loses its
  components) when a new decision comes after someone else played.
- The answer never waits for a board. A post's board is asked for as soon as the answer is out,
  and goes with the post's words when it is drawn at once (a worker was free) and ready within
  `BOARD_WAIT`: one request, not two. Otherwise the words go without it and the board follows
  in an edit of the message. A game's posts go out one play at a time, in the order the plays'
  deliveries come after their answers; its boards are ordered by the plays' move numbers
  (docs/boards-and-delivery.md).
  Every board comes from `GameService.board_png` (drawn in the render pool's worker processes,
  kept in the board cache); a board that cannot be drawn is logged and its message goes
  without it.
- Boards nobody will see are not drawn (docs/boards-and-delivery.md): a channel board that
  waits for a free worker is dropped if, by then, a newer channel board of the same game is due
  (a later edit of the same message, or a newer post, which carries the current board); the
  dropped post keeps its words, which say what happened. A board that can be drawn at once is
  always drawn, and one whose message got a newer board meanwhile is not sent over it.
- The answer to a move its player may take back carries the Undo button (`bot.undo_button`):
  the clicked message's edit, or the private answer to a command.
- A lobby command (`Post.answers`: a game opened, a seat taken or given up, the start, the game
  abandoned) or a moderator's (a pause, a resume, a deadline moved, a seat replaced, kicked,
  handed to the stand-in or back, when no play follows) is answered with its post itself, as
  the command's public response: the channel gets one message, and its actor reads it once.
  Its id comes back with the response; it is tracked and edited as any post.
"""

from __future__ import annotations

import asyncio
import contextlib
import io
import itertools
import logging
import weakref
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

import discord
from discord import ui

from bot import i18n, registry
from bot.adapter import Adapter
from bot.discord_parts import DiscordParts
from bot.render_pool import Superseded
from bot.replies import MESSAGE_LIMIT, send_ephemeral, split_message
from bot.service.names import as_on_board
from bot.service.outcomes import Note, Outcome, Post, ServiceError
from bot.service.standin_vote import TALLY
from bot.service.story import PlayStory
from bot.standin_vote_button import vote_message_key, vote_view
from bot.undo_button import undo_view
from rendering.glyphs import drawable
from rules.core import Message

_log = logging.getLogger(__name__)

TURN = "turn"
"""`track_message` purpose of a game's current turn post."""


def panel_key(user_id: int) -> str:
    """`track_message` purpose of a player's current DM panel in a game."""
    return f"panel:{user_id}"


class Host(Adapter, Protocol):
    """What delivery needs of the bot: REST access and the game's components."""

    def get_partial_messageable(
        self, id: int, *, guild_id: int | None = None, type: discord.ChannelType | None = None
    ) -> discord.PartialMessageable: ...

    async def create_dm(self, user: discord.abc.Snowflake) -> discord.DMChannel: ...


BOARD_MESSAGES = 4096
"""How many messages' newest due board `Delivery` remembers: far more than can have a board
being drawn at once."""


TEXTS_KEPT = 4096
"""How many turn messages' text `Delivery` remembers (one per game that is being played)."""


BOARD_ALONE_WAIT = 30.0
"""The longest a post with no words of its own waits for its board: it holds its game's later
posts meanwhile (`_in_order`)."""

BOARD_WAIT = 1.0
"""The longest a post waits for a board drawn at once (about 10 ms for Imhotep and Meduris,
50 ms for Roads & Boats): a bound for a stuck worker, never reached in normal play."""


_asked = itertools.count()


@dataclass(eq=False)
class BoardDue:
    """A board due on a message of a game (compared by identity: each is one request); its
    message is None until the words it goes with are out."""

    game_id: int
    message_id: int | None
    play: tuple[int, int] | None = None
    """(board cache epoch, move number) of the play whose table it shows; None for a table
    as it stands when drawn."""
    order: int = field(default_factory=lambda: next(_asked))
    """When it was asked for."""

    def older_than(self, other: BoardDue) -> bool:
        """Whether it shows an older table than `other`: the earlier play's, whichever was
        asked for first (an earlier play's answer may have been slower than a later play's
        whole request), else the one asked for first."""
        if self.play is not None and other.play is not None and self.play != other.play:
            return self.play < other.play
        return self.order < other.order


@dataclass(eq=False)
class BoardJob:
    """A post's board, asked for before its words go out."""

    due: BoardDue | None
    """Where it is due, for a channel board (a player's own board is never overtaken)."""
    drawing: asyncio.Task[bytes | None]
    """The board's PNG (None: not drawn). Each request gets files of its own (`_files`): a
    file a request has read is spent, and a request that failed may be followed by another."""
    at_once: bool
    """A worker was free when it was asked for: it is being drawn, and the words wait for it."""
    with_words: bool = False
    """It went with the words (or there was nothing to send): nothing follows."""
    attach: Callable[[list[discord.File]], Awaitable[None]] | None = None
    """How it follows the words that went without it, in an edit of their message."""
    on_panel: BoardDue | None = None
    """A player's own board on their DM panel: due there, where a newer one overtakes it."""


class Delivery:
    """Turns outcomes into messages: one entry point, `deliver`."""

    def __init__(
        self,
        bot: Host,
        parts: Mapping[str, DiscordParts],
    ) -> None:
        self.bot = bot
        self.parts = parts
        self._kinds: dict[int, str] = {}
        self._undo_on: dict[int, tuple[int, int]] = {}
        """Game -> (channel, message) of the answer carrying its live Undo button (this
        process's; a button it misses is refused by the service when clicked)."""
        self._newest_board: dict[int, BoardDue] = {}
        """Game -> the newest channel board this process has due for it."""
        self._newest_on: dict[int, BoardDue] = {}
        """Message -> the newest channel board due on it (the last `BOARD_MESSAGES` messages)."""
        self._shown: dict[int, BoardDue] = {}
        """Game -> the newest channel board sent for it."""
        self._texts: dict[int, str] = {}
        """Turn message -> its text as this process last wrote it (the last `TEXTS_KEPT`):
        where it is the only writer, a play that edits it needs no fetch to read it."""
        self._posting: weakref.WeakValueDictionary[int, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )
        """Game -> the lock its posts go out under, one at a time (while one is held)."""
        self.board_wait = BOARD_WAIT

    async def deliver(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None = None,
        *,
        files: Sequence[discord.File] = (),
    ) -> None:
        """Sends an outcome: the clicked message edited or a private answer, posts to the
        channel, notes by DM, and kept notes handed over."""
        turn = next((p for p in outcome.posts if p.turn is not None), None)
        clicked = _clicked(interaction) if turn is not None else None
        late = None
        if turn is not None and outcome.game_id is not None:
            late = await self._retire_undo(outcome.game_id, clicked, turn.channel_id)
        if outcome.data.get("cut") and outcome.game_id is not None:
            asked = {note.user_id for note in outcome.notes if note.prompt}
            await self._retire_panels(outcome.game_id, asked)
        notes = list(outcome.notes)
        answer = None if files else _answer_post(outcome, interaction)
        if TALLY in outcome.data and interaction is not None and _clicked(interaction) is not None:
            await self._retally(outcome, interaction)
        elif clicked is not None and interaction is not None:
            notes = await self._answer_click(outcome, interaction, clicked, turn, notes)
        elif interaction is not None and answer is None:
            await self._reply(outcome, interaction, files, turn)
        goes_on = turn is not None and turn.turn == "same"
        jobs: list[BoardJob] = []
        async with self._in_order(outcome.game_id):
            for post in outcome.posts:
                answering = interaction if post is answer else None
                jobs.extend(await self._send_post(post, outcome, interaction, answering))
            locales = [await self._note_locale(note, interaction) for note in notes]
            boards = [  # every player's own board asked for before the first DM goes
                self._start_private_board(note, locale)
                for note, locale in zip(notes, locales, strict=True)
            ]
            for note, locale, board in zip(notes, locales, boards, strict=True):
                jobs.extend(await self._send_note(note, interaction, locale, board, goes_on))
        if late is not None:
            await self._take_undo_off(late)
        for job in jobs:
            await self._follow(job)
        if interaction is None:
            return
        if not interaction.response.is_done():
            with contextlib.suppress(discord.NotFound):  # expired meanwhile: nothing to answer
                await interaction.response.defer()  # a click nothing else answered: as is
        await self._hand_over_notes(interaction)

    # --- the interaction's own answer ------------------------------------------------------

    async def _reply(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any],
        files: Sequence[discord.File],
        turn: Post | None,
    ) -> None:
        """A private answer: what the service said, else what the command did (the move's
        lines, or the first line told to the channel); "Done." only when nothing was said.
        Its files come with it: queries that show a board are deferred at once."""
        reply = (
            outcome.reply
            or (turn.done if turn is not None else [])
            or next((post.lines[:1] for post in outcome.posts if post.lines), [])
            or [Message("discord.done")]
        )
        attached = list(files)
        if outcome.data.get("board") and outcome.game_id is not None:
            language = i18n.language_of(interaction.locale)
            attached.extend(await self._board(outcome.game_id, interaction.user.id, None, language))
        if outcome.data.get("image"):
            attached.append(discord.File(io.BytesIO(outcome.data["image"]), filename="preview.png"))
        text = await self.words(reply, interaction.locale, outcome.game_id)
        undo = undo_view(outcome.game_id, outcome.data, interaction.locale)
        await send_ephemeral(interaction, text, files=attached, view=undo)

    async def _answer_click(
        self,
        outcome: Outcome,
        interaction: discord.Interaction[Any],
        clicked: discord.Message,
        turn: Post | None,
        notes: list[Note],
    ) -> list[Note]:
        """Edits the clicked message; returns the notes still to send.

        A channel turn message is left to `_send_post` (it decides "same" or "new"). A DM panel
        whose player decides again becomes their next panel; any other clicked message gets
        what was done written in and loses its components. The clicker's private lines about
        this play are written into their DM panel instead of coming as another DM."""
        assert turn is not None
        game_id = outcome.game_id
        if game_id is not None and clicked.id == await self._tracked_id(game_id, TURN):
            return notes
        user_id = interaction.user.id
        locale = interaction.locale
        in_dm = interaction.guild_id is None
        mine = [n for n in notes if n.user_id == user_id and in_dm]
        said = [n for n in mine if not n.prompt]
        lines = [*turn.done, *(line for n in said for line in n.lines)]
        if in_dm:
            lines = [*outcome.reply, *lines]  # the clicker's own DM: private words go in it
        elif outcome.reply:
            await send_ephemeral(interaction, await self.words(outcome.reply, locale, game_id))
        panel = next((n for n in mine if n.prompt), None)
        on_panel = game_id is not None and clicked.id == await self._tracked_id(
            game_id, panel_key(user_id)
        )
        if panel is not None and on_panel and turn.turn == "same" and game_id is not None:
            view = await self.prompt(game_id, [user_id], locale)
            view = self._with_undo(view, outcome, clicked, locale)
            text = await self.words([*lines, *panel.lines], locale, game_id)
            await _edit_answer(interaction, split_message(text)[0], view)
            if panel.board:
                due = self._due_on(BoardDue(game_id, clicked.id))
                files = await self._board(game_id, user_id, None, i18n.language_of(locale))
                if files and not self._overtaken(due):
                    await _add_files(interaction, files)
            return [n for n in notes if n not in mine]
        text = _appended(clicked.content, await self.words(lines, locale, game_id))
        text = text if len(text) <= MESSAGE_LIMIT else split_message(text)[-1]
        await _edit_answer(interaction, text, self._undo_on_clicked(outcome, clicked, locale))
        return [n for n in notes if n not in said]

    async def _retally(self, outcome: Outcome, interaction: discord.Interaction[Any]) -> None:
        """A ballot's answer: the vote's message rewritten with its tally, in the channel's
        language, through the click itself; its buttons stay while the vote is open."""
        lines, still_open = outcome.data[TALLY]
        locale = await self._post_locale(interaction.channel_id or 0, interaction)
        text = await self.words(lines, locale, outcome.game_id)
        await _edit_answer(interaction, text, discord.utils.MISSING if still_open else None)

    def _undo_on_clicked(
        self, outcome: Outcome, clicked: discord.Message, locale: Any
    ) -> ui.View | None:
        """The Undo button for the clicked message's edit, when the move offers it; remembered,
        so that the next play takes it off."""
        view = undo_view(outcome.game_id, outcome.data, locale)
        if view is not None and outcome.game_id is not None:
            self._undo_on[outcome.game_id] = (clicked.channel.id, clicked.id)
        return view

    def _with_undo(
        self, view: ui.View | None, outcome: Outcome, clicked: discord.Message, locale: Any
    ) -> ui.View | None:
        """The next choices of a player who goes on deciding, with the Undo button of the move
        they just made when there is room for it (Discord allows five rows)."""
        undo = self._undo_on_clicked(outcome, clicked, locale)
        if undo is None or view is None or outcome.game_id is None:
            return view or undo
        try:
            for item in undo.children:
                view.add_item(item)
        except ValueError:
            self._undo_on.pop(outcome.game_id, None)  # no room: the choices come first
        return view

    async def _retire_undo(
        self, game_id: int, clicked: discord.Message | None, channel_id: int
    ) -> tuple[int, int] | None:
        """A play takes the Undo button off the answer to the move before it (the clicked
        message itself is edited by this answer anyway). A message this play may edit too (the
        turn message, a DM panel) loses it now, before that edit; an older channel message
        is returned, to lose it once the play is answered and posted (`_take_undo_off`): that
        edit is a round trip none of them waits for."""
        shown = self._undo_on.pop(game_id, None)
        if shown is None or (clicked is not None and clicked.id == shown[1]):
            return None
        if shown[0] == channel_id and shown[1] != await self._tracked_id(game_id, TURN):
            return shown
        await self._take_undo_off(shown)
        return None

    async def _take_undo_off(self, shown: tuple[int, int]) -> None:
        channel = self.bot.get_partial_messageable(shown[0])
        try:
            await channel.get_partial_message(shown[1]).edit(view=None)
        except discord.HTTPException:
            _log.info("undo button on %s could not be taken off", shown[1])

    # --- posts -----------------------------------------------------------------------------

    def _in_order(self, game_id: int | None) -> contextlib.AbstractAsyncContextManager[Any]:
        """Held while a play's posts and DMs go out: a game's go out one play at a time, so a
        later play's delivery finds this one's turn message and DM panels sent and tracked,
        and none cross (a board that follows its words is sent after it is released)."""
        if game_id is None:
            return contextlib.nullcontext()
        lock = self._posting.get(game_id)
        if lock is None:
            lock = self._posting[game_id] = asyncio.Lock()
        return lock

    async def _send_post(
        self,
        post: Post,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None,
        answering: discord.Interaction[Any] | None = None,
    ) -> list[BoardJob]:
        """A post, its board with it; the board still to follow its words, if any. `answering`:
        the command the post answers, as its public response (`Post.answers`)."""
        locale = await self._post_locale(post.channel_id, interaction)
        game_id = post.game_id if post.game_id is not None else outcome.game_id
        channel = self.bot.get_partial_messageable(post.channel_id)
        if post.status_key is not None and game_id is not None and not post.board:
            text = await self.words(post.lines, locale, game_id)
            await self._status_message(game_id, post.status_key, channel, text)
            return []
        job: BoardJob | None = None
        if post.board and game_id is not None:
            job = self._start_board(game_id, post.story, i18n.language_of(locale))
        if post.turn is None or game_id is None:
            await self._post(
                post, outcome, locale, post.lines, channel, job=job, answering=answering
            )
        else:
            await self._send_turn(
                post, outcome, interaction, game_id, channel, locale, job, answering
            )
        return [] if job is None else [job]

    async def _send_turn(
        self,
        post: Post,
        outcome: Outcome,
        interaction: discord.Interaction[Any] | None,
        game_id: int,
        channel: discord.PartialMessageable,
        locale: Any,
        job: BoardJob | None,
        answering: discord.Interaction[Any] | None = None,
    ) -> None:
        """One post per turn. The same player goes on: the turn message gets what was done and
        the next choices (one edit, with the board when it is ready, else the board in a second
        one). The turn changes hands: the turn message loses its components (and, when it was
        clicked, gets what was done), then a new post pings the next players. A turn message
        deleted by someone is simply posted anew."""
        tracked = await self._tracked_id(game_id, TURN)
        clicked = _clicked(interaction)
        on_turn = clicked is not None and tracked is not None and clicked.id == tracked
        via = interaction if on_turn else None
        pinged, allowed = _mentions(post, outcome)
        before = await self._turn_text(via, channel, tracked)
        lines = post.lines
        if before is not None and tracked is not None:
            done = await self.words(post.done, locale, game_id)
            written = _appended(before, done)
            if post.turn in ("same", "rest") and len(written) <= MESSAGE_LIMIT:
                view: Any = discord.utils.MISSING  # "rest": the choices shown stay as they are
                if post.turn == "same":
                    view = await self.prompt(game_id, post.prompt, locale)
                    if clicked is not None and via is not None:
                        view = self._with_undo(view, outcome, clicked, locale)
                files = [] if job is None or via is not None else await self._board_now(job)
                if await self._edit_turn(via, channel, tracked, written, view, allowed, files):
                    if job is not None:
                        self._board_follows(job, via, channel, tracked, allowed)
                    return
                before = None  # deleted meanwhile (its text was known): posted anew, whole
        if before is not None and tracked is not None:
            rest = [line for line in post.lines if line not in post.done]
            text = None  # its words stay; only its components go
            if via is not None and rest:  # it says what was done: the new post goes on from it
                lines = rest
                text = written if len(written) <= MESSAGE_LIMIT else before
            undo = None
            if clicked is not None and via is not None:
                undo = self._undo_on_clicked(outcome, clicked, locale)
            await self._edit_turn(via, channel, tracked, text, undo, allowed)

        async def track(message: discord.Message) -> None:
            self._keep_text(message.id, message.content)
            await self.bot.service.track_message(game_id, TURN, post.channel_id, message.id)

        await self._post(
            post, outcome, locale, lines, channel, pinged, allowed, track, job, answering
        )

    async def _turn_text(
        self,
        via: discord.Interaction[Any] | None,
        channel: discord.PartialMessageable,
        tracked: int | None,
    ) -> str | None:
        """The turn message's text now; None when there is none (or it was deleted). Where
        this process is the database's only writer, it is the only one that writes the turn
        message: the text it last wrote is the message's, and no fetch is needed (a message
        deleted meanwhile shows when it is edited)."""
        if via is not None and via.message is not None:
            return via.message.content
        if tracked is None:
            return None
        if not self.bot.service.db.shared and tracked in self._texts:
            return self._texts[tracked]
        try:
            text = (await channel.fetch_message(tracked)).content
        except discord.NotFound:
            return None
        self._keep_text(tracked, text)
        return text

    def _keep_text(self, message_id: int, text: str) -> None:
        """Notes the text a turn message has now, as this process wrote (or read) it."""
        self._texts.pop(message_id, None)  # re-inserted last: the oldest goes first
        self._texts[message_id] = text
        if len(self._texts) > TEXTS_KEPT:
            del self._texts[next(iter(self._texts))]

    async def _post(
        self,
        post: Post,
        outcome: Outcome,
        locale: Any,
        lines: list[Message],
        channel: discord.PartialMessageable,
        pinged: list[int] | None = None,
        allowed: discord.AllowedMentions | None = None,
        sent_hook: Callable[[discord.Message], Awaitable[None]] | None = None,
        job: BoardJob | None = None,
        answering: discord.Interaction[Any] | None = None,
    ) -> None:
        """A new message in the channel (split under 2000 characters), pinging whom the post
        prompts. `sent_hook` gets the message that carries the components as soon as it is out.
        The board (`job`) goes with the first message when it is ready (always when there are no
        words), else it follows in an edit of it (`_follow`). `answering`: the first message is
        that command's public response instead (the same message, tracked and edited alike)."""
        game_id = post.game_id if post.game_id is not None else outcome.game_id
        if pinged is None or allowed is None:
            pinged, allowed = _mentions(post, outcome)
        text = await self.words(lines, locale, game_id)
        mentions = [f"<@{user_id}>" for user_id in pinged]
        role_id = outcome.data.get("ping_role")
        if role_id:
            mentions.insert(0, f"<@&{int(role_id)}>")
        if mentions:
            text = f"{' '.join(mentions)}\n{text}" if text else " ".join(mentions)
        view = None
        vote: str | None = None
        if post.prompt and game_id is not None:
            view = await self.prompt(game_id, post.prompt, locale)
        elif game_id is not None:
            view = vote_view(game_id, outcome.data, locale)
            vote = vote_message_key(game_id, outcome.data)
        chunks = split_message(text)
        sent: list[discord.Message] = []
        for index, chunk in enumerate(chunks):
            last = index == len(chunks) - 1
            files: list[discord.File] = []
            if job is not None and index == 0:
                files = await (self._board_now(job) if chunk else self._board_whole(job))
            kwargs: dict[str, Any] = {
                "files": files,
                "view": view if last and view is not None else discord.utils.MISSING,
                "allowed_mentions": allowed,
            }
            if answering is not None and index == 0:
                sent.append(await _respond_with(answering, channel, chunk or None, kwargs))
            else:
                sent.append(await channel.send(chunk or None, **kwargs))
        if sent and sent_hook is not None:
            await sent_hook(sent[-1])
        if sent and vote is not None and game_id is not None:  # its closing rewrites it
            await self.bot.service.track_message(game_id, vote, channel.id, sent[-1].id)
        if job is not None and sent:
            self._board_follows(job, None, channel, sent[0].id, allowed)

    async def _edit_turn(
        self,
        interaction: discord.Interaction[Any] | None,
        channel: discord.PartialMessageable,
        message_id: int,
        text: str | None,
        view: Any,
        allowed: discord.AllowedMentions,
        files: list[discord.File] | None = None,
    ) -> bool:
        """Edits the turn message: through the click's response when it was clicked, else by
        REST (with `files`, its new board, if any). `text` None keeps its words; `view` MISSING
        keeps its components. False when the message is gone."""
        try:
            if interaction is not None:
                await _edit_answer(interaction, text, view, allowed)
            else:
                kwargs: dict[str, Any] = {"view": view, "allowed_mentions": allowed}
                if text is not None:
                    kwargs["content"] = text
                if files:
                    kwargs["attachments"] = files
                await channel.get_partial_message(message_id).edit(**kwargs)
        except discord.NotFound:
            self._texts.pop(message_id, None)
            if interaction is not None:
                raise
            _log.info("turn message %s is gone; nothing to edit", message_id)
            return False
        except BaseException:
            self._texts.pop(message_id, None)  # it may or may not have been written
            raise
        if text is not None:
            self._keep_text(message_id, text)
        return True

    def _start_board(self, game_id: int, story: PlayStory | None, language: str) -> BoardJob:
        """Asks for a post's public board now, before its words go out: the newest channel
        board of its game from here on, unless a later play's board is due already."""
        play = None if story is None else (story.epoch, story.seq)
        due = BoardDue(game_id, None, play)
        newest = self._newest_board.get(game_id)
        if newest is None or not due.older_than(newest):
            self._newest_board[game_id] = due
        at_once = self.bot.service.renderer.idle
        drawing = asyncio.create_task(self._board_png(game_id, None, story, language, due))
        return BoardJob(due, drawing, at_once)

    async def _board_now(self, job: BoardJob) -> list[discord.File]:
        """The board, if it can go with its words: drawn already, or drawn at once and ready
        within `board_wait`; else none (it follows them)."""
        if not job.drawing.done() and job.at_once:
            await asyncio.wait([job.drawing], timeout=self.board_wait)
        if not job.drawing.done():
            return []
        return await self._board_whole(job)

    async def _board_whole(self, job: BoardJob) -> list[discord.File]:
        """The board to go with a post that has no words to send first: waited for up to
        `BOARD_ALONE_WAIT` (a backlog of boards, never a stuck worker, holds the game's later
        posts), else the post goes without it, as with a board that could not be drawn."""
        job.with_words = True
        if not job.drawing.done():  # drawn already, as a post's board usually is by now
            await asyncio.wait([job.drawing], timeout=BOARD_ALONE_WAIT)
        if not job.drawing.done():
            _log.warning("the board of game %s took too long; posted without it", job.due)
            return []
        png = job.drawing.result()
        return _files(png) if png is not None and self._show(job.due) else []

    def _show(self, due: BoardDue | None) -> bool:
        """Whether a board may be sent now, noted as its game's newest shown: a channel board
        may not once a newer board of its game was sent (a player never sees an older table
        come after a newer one); a player's own board always may."""
        if due is None:
            return True
        shown = self._shown.get(due.game_id)
        if shown is not None and due.older_than(shown):
            return False
        self._shown[due.game_id] = due
        return True

    def _board_follows(
        self,
        job: BoardJob,
        interaction: discord.Interaction[Any] | None,
        channel: discord.PartialMessageable,
        message_id: int,
        allowed: discord.AllowedMentions,
    ) -> None:
        """The words went out on `message_id` without their board: it is due there, and
        follows in an edit of the message (through the click's answer when it was clicked)."""
        if job.with_words or job.due is None:
            return
        job.due.message_id = message_id
        self._due_on(job.due)

        async def attach(files: list[discord.File]) -> None:
            if interaction is not None:
                await _add_files(interaction, files, allowed)
                return
            try:
                message = channel.get_partial_message(message_id)
                await message.edit(attachments=files, allowed_mentions=allowed)
            except discord.NotFound:
                _log.info("message %s is gone; its board is not attached", message_id)

        job.attach = attach

    async def _follow(self, job: BoardJob) -> None:
        """The board that did not go with its words, once drawn, unless a newer board is due
        on the same message (it goes there instead) or a newer board of its game was sent
        meanwhile."""
        png = await job.drawing
        if job.attach is None or png is None:
            return
        if job.due is None:
            if job.on_panel is None or not self._overtaken(job.on_panel):
                await job.attach(_files(png))
        elif not self._overtaken(job.due) and self._show(job.due):
            await job.attach(_files(png))

    async def _status_message(
        self, game_id: int, key: str, channel: discord.PartialMessageable, text: str
    ) -> None:
        """Edits the game's standing message for `key` (its words, and no components: a closed
        vote's buttons go), or posts it the first time."""
        text = split_message(text)[0]
        tracked = await self.bot.service.tracked_message(game_id, key)
        if tracked is not None:
            try:
                message = channel.get_partial_message(tracked[1])
                none = discord.AllowedMentions.none()
                await message.edit(content=text, view=None, allowed_mentions=none)
                return
            except discord.NotFound:
                pass  # deleted by someone: post it again
        sent = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        await self.bot.service.track_message(game_id, key, channel.id, sent.id)

    # --- DMs -------------------------------------------------------------------------------

    async def _note_locale(self, note: Note, interaction: discord.Interaction[Any] | None) -> Any:
        """The language a note is written in: the actor's interaction's, else its reader's."""
        if interaction is not None and interaction.user.id == note.user_id:
            return interaction.locale
        return await self.bot.service.user_language(note.user_id)

    async def _send_note(
        self,
        note: Note,
        interaction: discord.Interaction[Any] | None,
        locale: Any,
        job: BoardJob | None,
        goes_on: bool = False,
    ) -> list[BoardJob]:
        """A DM in `locale`, its board (`job`) with it; the board still to follow its words,
        if any. A panel for the player who just moved and decides again (`goes_on`) replaces
        their current panel; any other panel comes as a new DM and retires the old one."""
        for_actor = interaction is not None and interaction.user.id == note.user_id
        text = await self.words(note.lines, locale, note.game_id)
        view = None
        if note.prompt and note.game_id is not None:
            view = await self.prompt(note.game_id, [note.user_id], locale)
            if for_actor and goes_on and await self._renew_panel(note, text, view, job):
                return [] if job is None else [job]
            await self._retire_panel(note.game_id, note.user_id)
        try:
            channel = await self.bot.create_dm(discord.Object(note.user_id))
            chunks = split_message(text)
            sent: discord.Message | None = None
            for index, chunk in enumerate(chunks):
                last = index == len(chunks) - 1
                sent = await channel.send(
                    chunk,
                    files=await self._board_now(job) if last and job is not None else [],
                    view=view if last and view is not None else discord.utils.MISSING,
                )
        except discord.Forbidden:
            files = [] if job is None else await self._board_now(job)
            if for_actor and interaction is not None:
                await send_ephemeral(interaction, text, files=files, view=view)
            else:
                await self._keep_note(note, text)
            return []
        if sent is None:
            return []
        if view is not None and note.game_id is not None:
            await self.bot.service.track_message(
                note.game_id, panel_key(note.user_id), channel.id, sent.id
            )
        if job is None or job.with_words or note.game_id is None:
            return []
        self._panel_board_follows(job, note.game_id, sent)
        return [job]

    def _start_private_board(self, note: Note, locale: Any) -> BoardJob | None:
        """Asks for a player's own board now, if their note shows it, before the DM it goes
        with is sent."""
        if not note.board or note.game_id is None:
            return None
        at_once = self.bot.service.renderer.idle
        language = i18n.language_of(locale)
        drawing = asyncio.create_task(self._board_png(note.game_id, note.user_id, None, language))
        return BoardJob(None, drawing, at_once)

    def _due_on(self, due: BoardDue) -> BoardDue:
        """Notes `due` as the newest board of its message (a channel post or a DM panel),
        unless the board due there already shows a newer table."""
        assert due.message_id is not None
        there = self._newest_on.get(due.message_id)
        if there is not None and due.older_than(there):
            return due  # overtaken already
        self._newest_on.pop(due.message_id, None)  # re-inserted last: the oldest goes first
        self._newest_on[due.message_id] = due
        if len(self._newest_on) > BOARD_MESSAGES:
            del self._newest_on[next(iter(self._newest_on))]
        return due

    def _overtaken(self, due: BoardDue) -> bool:
        """Whether a newer board is due on the same message (it goes there instead)."""
        return due.message_id is not None and self._newest_on.get(due.message_id, due) is not due

    async def _board(
        self, game_id: int, viewer: int | None, story: PlayStory | None, language: str
    ) -> list[discord.File]:
        """The board as a file to attach; none when it could not be drawn (`_board_png`)."""
        return _files(await self._board_png(game_id, viewer, story, language))

    async def _board_png(
        self,
        game_id: int,
        viewer: int | None,
        story: PlayStory | None,
        language: str,
        due: BoardDue | None = None,
    ) -> bytes | None:
        """The board's PNG; None when it could not be drawn (logged): the words it goes with
        are never lost for it. A channel board (`due`) is None too when it waited for a worker
        and a newer board of its game was due by then."""

        def superseded() -> bool:
            return due is not None and self._newest_board.get(game_id) is not due

        try:
            png = await self.bot.service.board_png(game_id, viewer, story, language, superseded)
        except ServiceError:
            raise  # the request itself is refused: the reader is told why
        except Superseded:
            _log.debug("the board of game %s was overtaken before it was drawn", game_id)
            return None
        except Exception:
            _log.exception("the board of game %s could not be drawn; sent without it", game_id)
            return None
        return png

    async def _renew_panel(
        self, note: Note, text: str, view: ui.View | None, job: BoardJob | None
    ) -> bool:
        """The player goes on deciding: their current DM panel becomes the next one (no new
        DM), with its board when it is ready (else `job` follows in a second edit). False
        when they have none (or it is gone)."""
        assert note.game_id is not None
        tracked = await self.bot.service.tracked_message(note.game_id, panel_key(note.user_id))
        if tracked is None:
            return False
        channel = self.bot.get_partial_messageable(tracked[0], type=discord.ChannelType.private)
        message = channel.get_partial_message(tracked[1])
        kwargs: dict[str, Any] = {"content": split_message(text)[0], "view": view}
        files = [] if job is None else await self._board_now(job)
        if files:
            kwargs["attachments"] = files
        try:
            await message.edit(**kwargs)
        except discord.NotFound:
            if job is not None:
                job.with_words = False  # it goes with the new DM instead
            return False
        if job is not None and job.with_words:
            self._due_on(BoardDue(note.game_id, message.id))  # an older board's edit is late
        elif job is not None:
            self._panel_board_follows(job, note.game_id, message)
        return True

    def _panel_board_follows(
        self, job: BoardJob, game_id: int, message: discord.Message | discord.PartialMessage
    ) -> None:
        """The player's own board follows its words in an edit of `message`, unless a newer
        board is due on it by then (the panel was renewed meanwhile)."""
        job.attach = _editor(message, "DM panel")
        job.on_panel = self._due_on(BoardDue(game_id, message.id))

    async def _retire_panel(self, game_id: int, user_id: int) -> None:
        """The player's previous DM panel in this game loses its components."""
        tracked = await self.bot.service.tracked_message(game_id, panel_key(user_id))
        if tracked is None:
            return
        channel = self.bot.get_partial_messageable(tracked[0], type=discord.ChannelType.private)
        try:
            await channel.get_partial_message(tracked[1]).edit(view=None)
        except discord.HTTPException:
            _log.info("DM panel %s could not be retired", tracked[1])

    async def _retire_panels(self, game_id: int, asked: set[int]) -> None:
        """Moves were taken back (an undo, a rollback): the DM panels drawn for the moves that
        are gone lose their components, except those of the players asked anew (their new
        panel retires the old one), so that no panel from before comes back to life when the
        same move numbers are played again."""
        info = await self.bot.service.game(game_id)
        for user_id in dict.fromkeys(uid for _, uid in info.seats):
            if user_id not in asked:
                await self._retire_panel(game_id, user_id)

    async def _keep_note(self, note: Note, text: str) -> None:
        """A DM that could not go is kept for the player's next interaction; the game's channel
        says so once (never what the note says)."""
        _log.info("user %s does not accept DMs; a note is kept for them", note.user_id)
        first = await self.bot.service.keep_note(note.user_id, text, note.game_id)
        if not first or note.game_id is None:
            return
        info = await self.bot.service.game(note.game_id)
        line = Message("discord.note_kept", {"mention": f"<@{note.user_id}>"})
        channel = self.bot.get_partial_messageable(info.channel_id)
        await channel.send(
            i18n.render(line, await self.bot.service.channel_language(info.channel_id)),
            allowed_mentions=discord.AllowedMentions(users=[discord.Object(note.user_id)]),
        )

    async def _hand_over_notes(self, interaction: discord.Interaction[Any]) -> None:
        """Notes kept for this user (their DMs were closed), shown privately now."""
        kept = await self.bot.service.notes_for(interaction.user.id)
        if not kept:
            return
        head = i18n.text("discord.notes_kept_head", interaction.locale)
        await send_ephemeral(interaction, "\n\n".join([head, *(n.text for n in kept)]))
        await self.bot.service.notes_delivered(n.id for n in kept)

    # --- what the game says ----------------------------------------------------------------

    async def words(self, lines: Sequence[Message], locale: Any, game_id: int | None) -> str:
        """`lines` in the reader's language as the game says them: its phases in words, and
        its players named as its boards name them (a name no board font can draw gets the
        board's stand-in beside it)."""
        if game_id is None:
            return i18n.render_lines(lines, locale)
        text = i18n.render_lines(
            lines, locale, registry.plugin(await self._kind(game_id)).phase_name
        )
        if drawable(text):  # the common case: no seat read
            return text
        seated = [name for name, _ in (await self.bot.service.game(game_id)).seats]
        return as_on_board(text, seated, i18n.language_of(locale))

    async def prompt(self, game_id: int, user_ids: list[int], locale: Any) -> ui.View | None:
        """The game's components for the prompted players' pending decisions."""
        parts = self.parts.get(await self._kind(game_id))
        if not user_ids or parts is None or parts.prompt is None:
            return None
        return await parts.prompt(self.bot, game_id, user_ids, locale)

    async def _kind(self, game_id: int) -> str:
        if game_id not in self._kinds:  # a game never changes kind
            self._kinds[game_id] = (await self.bot.service.game(game_id)).kind
        return self._kinds[game_id]

    async def _tracked_id(self, game_id: int, purpose: str) -> int | None:
        tracked = await self.bot.service.tracked_message(game_id, purpose)
        return None if tracked is None else tracked[1]

    async def _post_locale(
        self, channel_id: int, interaction: discord.Interaction[Any] | None
    ) -> Any:
        """The channel's language: its server's, as this interaction or (stored, so that any
        process may post) the last one there told it."""
        if interaction is not None and interaction.channel_id == channel_id:
            return interaction.guild_locale or interaction.locale
        return await self.bot.service.channel_language(channel_id)


def _clicked(interaction: discord.Interaction[Any] | None) -> discord.Message | None:
    """The message a component click came from (not an ephemeral answer's)."""
    if interaction is None or interaction.type is not discord.InteractionType.component:
        return None
    return interaction.message


def _answer_post(outcome: Outcome, interaction: discord.Interaction[Any] | None) -> Post | None:
    """The post that answers a slash command itself (`Post.answers`, in the command's channel),
    when its response is still open and the service has nothing to tell the actor alone; else
    None (the command gets a private answer, the post goes to the channel)."""
    if (
        interaction is None
        or interaction.type is not discord.InteractionType.application_command
        or interaction.response.is_done()
        or outcome.reply
    ):
        return None
    return next(
        (p for p in outcome.posts if p.answers and p.channel_id == interaction.channel_id), None
    )


async def _respond_with(
    interaction: discord.Interaction[Any],
    channel: discord.PartialMessageable,
    content: str | None,
    kwargs: dict[str, Any],
) -> discord.Message:
    """A post sent as the command's public response: one request, whose answer is the message
    itself (Discord's `with_response`). A response no longer open (the interaction expired)
    leaves the post to the channel, as any other."""
    try:
        response = await interaction.response.send_message(content, **kwargs)
    except (discord.InteractionResponded, discord.NotFound):
        for file in kwargs["files"]:
            file.reset()  # read by the refused request
        return await channel.send(content, **kwargs)
    if isinstance(response.resource, discord.Message):
        return response.resource
    return await interaction.original_response()


def _mentions(post: Post, outcome: Outcome) -> tuple[list[int], discord.AllowedMentions]:
    """Whom a post pings, and the mentions Discord may honour (passed on every edit too)."""
    pinged = list(dict.fromkeys([*post.ping, *post.prompt]))
    role_id = outcome.data.get("ping_role")
    allowed = discord.AllowedMentions(
        everyone=False,
        users=[discord.Object(user_id) for user_id in pinged],
        roles=[discord.Object(int(role_id))] if role_id else False,
    )
    return pinged, allowed


def _appended(before: str, added: str) -> str:
    """A message's text with what was done written under it, each line marked as its answer
    (the caller checks it still fits in one message)."""
    added = "\n".join(f"→ {line}" for line in added.split("\n") if line)
    return f"{before}\n{added}" if before and added else before or added


async def _edit_answer(
    interaction: discord.Interaction[Any],
    text: str | None,
    view: Any,
    allowed: discord.AllowedMentions | None = None,
) -> None:
    """Edits the clicked message as the click's answer: the response while it is open (one
    request), else the original response after a defer."""
    kwargs: dict[str, Any] = {"view": view}
    if text is not None:
        kwargs["content"] = text
    if allowed is not None:
        kwargs["allowed_mentions"] = allowed
    if not interaction.response.is_done():
        try:
            await interaction.response.edit_message(**kwargs)
            return
        except discord.InteractionResponded:
            pass  # answered meanwhile (a deferral): edit the original instead
    try:
        await interaction.edit_original_response(**kwargs)
    except discord.NotFound:
        _log.info("the clicked message is gone; nothing to edit")


def _files(png: bytes | None) -> list[discord.File]:
    """A board to attach to one request (none when it was not drawn)."""
    return [] if png is None else [discord.File(io.BytesIO(png), filename="board.png")]


async def _add_files(
    interaction: discord.Interaction[Any],
    files: list[discord.File],
    allowed: discord.AllowedMentions | None = None,
) -> None:
    """Attaches files to the interaction's answer in a second edit (the board follows)."""
    kwargs: dict[str, Any] = {"attachments": files}
    if allowed is not None:
        kwargs["allowed_mentions"] = allowed
    try:
        await interaction.edit_original_response(**kwargs)
    except discord.NotFound:
        _log.info("the answer is gone; its files are not attached")


def _editor(
    message: discord.Message | discord.PartialMessage, what: str
) -> Callable[[list[discord.File]], Awaitable[None]]:
    """Attaches files to `message` in an edit (a board that follows its words)."""

    async def attach(files: list[discord.File]) -> None:
        try:
            await message.edit(attachments=files)
        except discord.NotFound:
            _log.info("%s %s is gone; its board is not attached", what, message.id)

    return attach
