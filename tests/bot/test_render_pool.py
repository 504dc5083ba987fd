"""Boards drawn in worker processes, as Discord receives them: the same bytes as a direct
drawing, the answer before the board, a post carrying a board drawn at once and its words going
first when the board must wait, posts of a game in the order of its plays, a dead worker
costing no post, and under a backlog, no board drawn for a post that a newer post of its game
has overtaken."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import crashing
import pytest
from harness import CHANNEL_ID, Harness, Sent, User, choice_ids, running_bot
from test_discord_roads_and_boats import open_game as open_rnb_game

from bot import registry
from bot.config import Settings
from bot.delivery import BoardDue, BoardJob
from bot.gameplugin import BoardStory
from bot.render_pool import RenderPool
from rendering import glyphs
from rules.core import PUBLIC


async def open_game(h: Harness) -> tuple[dict[int, User], int]:
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    return {ann.id: ann, bob.id: bob}, info.id


async def take(h: Harness, users: dict[int, User], game_id: int) -> list[Sent]:
    """The player to move takes stones (always legal at the start of a turn)."""
    [(user_id, _)] = await h.bot.service.pending(game_id)
    return await h.slash(users[user_id], "imhotep take")


def board_edits(h: Harness, sent: list[Sent], post: Sent) -> list[Sent]:
    assert post.message is not None
    return [
        s
        for s in sent
        if s.kind == "edit" and s.message and s.message["id"] == post.message["id"] and s.files
    ]


async def test_a_worker_draws_the_same_bytes_as_a_direct_drawing() -> None:
    plugin = registry.plugin("imhotep")
    game = plugin.engine
    view = game.view(game.new_game(["Ann", "Bob"], {}, 5), PUBLIC)
    assert plugin.render_board is not None
    direct = plugin.render_board(view, BoardStory(), "it")
    pool = RenderPool(1)
    try:
        await pool.start()
        [pid] = pool.worker_pids()
        assert pid != os.getpid()
        assert await pool.board("imhotep", view, BoardStory(), "it") == direct
        assert await pool.plain("imhotep", view) == plugin.render(view)
    finally:
        await pool.close()
    with pytest.raises(ProcessLookupError):  # stopped and reaped
        os.kill(pid, 0)


async def test_the_answer_goes_first_and_the_post_carries_its_board(harness: Harness) -> None:
    """A board drawn at once goes with its post: one request, not the post and an edit."""
    h = harness
    users, game_id = await open_game(h)
    sent = await take(h, users, game_id)
    kinds = [s.kind for s in sent]
    [post] = [s for s in sent if s.posted]
    assert [name for name, _ in post.files] == ["board.png"]
    assert post.files[0][1] == await h.bot.service.board_png(game_id)
    assert not board_edits(h, sent, post)
    assert kinds.index("response") < sent.index(post)
    assert kinds == ["response", "edit", "channel"], "answer, old turn message, post"


class SlowBoards:
    """Boards drawn at once, the first `held` of them held until `gate` is set (a slow or
    stuck worker)."""

    def __init__(self, h: Harness, monkeypatch: pytest.MonkeyPatch, held: int = 1000) -> None:
        self.gate = asyncio.Event()
        self.asked = 0
        real = h.bot.service.board_png

        async def board_png(*args: Any, **kwargs: Any) -> bytes:
            self.asked += 1
            if self.asked <= held:
                await self.gate.wait()
            return await real(*args, **kwargs)

        monkeypatch.setattr(h.bot.service, "board_png", board_png)


async def test_words_wait_for_a_board_at_most_board_wait_then_it_follows(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    playing = Playing(h, *await open_game(h))
    slow = SlowBoards(h, monkeypatch)
    h.bot.delivery.board_wait = 0.05
    post = await playing.play_now()
    assert not post.files and "your move" in post.content and post.custom_ids()
    slow.gate.set()
    await playing.settle()
    [board] = board_edits(h, h.sent, post)
    assert [name for name, _ in board.files] == ["board.png"]
    assert h.sent.index(post) < h.sent.index(board)


async def test_an_older_board_never_comes_after_a_newer_one(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first post's board is slow and its words go without it; the next post carries its
    own board: the first one, drawn later, is not sent (its post keeps its words)."""
    h = harness
    playing = Playing(h, *await open_game(h))
    slow = SlowBoards(h, monkeypatch, held=1)
    h.bot.delivery.board_wait = 0.05
    first = await playing.play_now()
    h.bot.delivery.board_wait = 10.0  # the second board is drawn however busy the machine is
    second = await playing.play_now()
    assert not first.files and [name for name, _ in second.files] == ["board.png"]
    slow.gate.set()
    await playing.settle()
    assert not h.files_of(first) and not board_edits(h, h.sent, first)
    assert "your move" in h.current(first).content


async def test_a_games_posts_go_out_in_the_order_of_its_plays(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first play's post waits for its board; the second play, answered meanwhile, posts
    after it and takes its components off: no post crosses another, none stays live."""
    h = harness
    playing = Playing(h, *await open_game(h))
    slow = SlowBoards(h, monkeypatch)
    start = len(h.sent)
    await playing.play_answered()
    await playing.play_answered()
    await until(lambda: slow.asked >= 1)
    await asyncio.sleep(0.05)
    assert not [s for s in h.sent[start:] if s.posted], "words wait for the board"
    slow.gate.set()
    await playing.settle()
    first, second = [s for s in h.sent[start:] if s.posted]
    assert not choice_ids(h.current(first)) and choice_ids(h.current(second))
    assert [m.message for m in h.live() if choice_ids(m)] == [h.current(second).message]
    assert h.files_of(first) and h.files_of(second)


async def test_a_dead_worker_is_replaced_and_the_board_still_comes(tmp_path: Path) -> None:
    async with running_bot(tmp_path / "pool.db", render_workers=1) as h:
        users, game_id = await open_game(h)
        pool = h.bot.service.renderer
        [pid] = pool.worker_pids()
        os.kill(pid, signal.SIGKILL)
        deadline = time.monotonic() + 10
        while pid in pool.worker_pids() and time.monotonic() < deadline:
            await asyncio.sleep(0.01)
        sent = await take(h, users, game_id)
        [post] = [s for s in sent if s.posted]
        [(_, board)] = h.files_of(post)  # with the post when the new worker was ready in time
        assert board.startswith(b"\x89PNG")
        assert pool.rebuilds == 1 and pool.worker_pids() != [pid]


async def test_a_board_that_kills_its_worker_costs_the_post_nothing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    async def deadly(self: RenderPool, kind: str, language: str, *_: Any) -> bytes:
        return await self.run(crashing.die, kind, language)

    async with running_bot(tmp_path / "pool.db", render_workers=1) as h:
        users, game_id = await open_game(h)
        monkeypatch.setattr(RenderPool, "board_when_free", deadly)
        with caplog.at_level(logging.ERROR):
            sent = await take(h, users, game_id)
        [post] = [s for s in sent if s.posted]
        assert "your move" in post.content and post.custom_ids()
        assert not board_edits(h, sent, post) and not h.files_of(post)
        assert [s for s in sent if s.kind == "response"], "the mover was answered"
        assert "could not be drawn" in caplog.text
        assert h.bot.service.renderer.rebuilds == 2


async def test_a_drawing_that_fails_leaves_its_worker_drawing() -> None:
    pool = RenderPool(1)
    try:
        await pool.start()
        [pid] = pool.worker_pids()
        with pytest.raises(ValueError, match="no such board"):
            await pool.run(crashing.refuse)
        assert await pool.run(crashing.after, 0, b"next") == b"next"
        assert pool.worker_pids() == [pid] and pool.rebuilds == 0
    finally:
        await pool.close()


async def test_a_drawing_that_fails_in_its_worker_is_logged_with_the_workers_traceback(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    """The bug is in the worker: its log names the worker's line, not only the bot's."""

    async def failing(self: RenderPool, kind: str, language: str, *_: Any) -> bytes:
        return await self.run(crashing.refuse, kind, language)

    async with running_bot(tmp_path / "pool.db", render_workers=1) as h:
        users, game_id = await open_game(h)
        monkeypatch.setattr(RenderPool, "board_when_free", failing)
        with caplog.at_level(logging.ERROR):
            sent = await take(h, users, game_id)
        [post] = [s for s in sent if s.kind == "channel"]
        assert "your move" in post.content and not h.files_of(post)
        [record] = [r for r in caplog.records if "could not be drawn" in r.getMessage()]
        assert record.exc_text is not None
        assert "In the render worker:" in record.exc_text
        assert 'crashing.py", line' in record.exc_text and "in refuse" in record.exc_text
        assert "ValueError: no such board" in record.exc_text


async def test_an_answer_the_bot_cannot_read_fails_its_drawing_only() -> None:
    """The drawing fails with the reason, instead of waiting for an answer forever."""
    pool = RenderPool(1)
    try:
        await pool.start()
        with pytest.raises(RuntimeError, match="unreadable answer"):
            await asyncio.wait_for(pool.run(crashing.refuse_unreadably), 10)
        assert await pool.run(crashing.after, 0, b"next") == b"next"
    finally:
        await pool.close()


async def test_a_cancelled_drawing_never_answers_the_next_one() -> None:
    """The worker still draws the cancelled board: it is let go, and the next drawing gets
    its own answer from a fresh worker."""
    pool = RenderPool(1)
    try:
        await pool.start()
        slow = asyncio.create_task(pool.run(crashing.after, 0.3, b"late"))
        await asyncio.sleep(0.05)
        slow.cancel()
        with pytest.raises(asyncio.CancelledError):
            await slow
        assert await pool.run(crashing.after, 0, b"mine") == b"mine"
    finally:
        await pool.close()


def test_the_number_of_render_workers_is_a_setting() -> None:
    assert Settings.from_mapping({}).render_workers is None  # one per core
    assert Settings.from_mapping({"MEEPLEPOST_RENDER_WORKERS": " 0 "}).render_workers == 0
    assert Settings.from_mapping({"MEEPLEPOST_RENDER_WORKERS": "3"}).render_workers == 3
    with pytest.raises(ValueError, match="MEEPLEPOST_RENDER_WORKERS"):
        Settings.from_mapping({"MEEPLEPOST_RENDER_WORKERS": "-1"})
    with pytest.raises(ValueError, match="at least 0"):
        RenderPool(-1)


class Backlog:
    """The render pool's only drawing slot held by a drawing that waits for `release`: boards
    asked for meanwhile wait for a worker, as under a crowd."""

    def __init__(self, pool: RenderPool) -> None:
        self.pool = pool
        self.gate = threading.Event()
        self.task: asyncio.Task[bytes] | None = None

    def _wait(self) -> bytes:
        self.gate.wait(10)
        return b""

    async def __aenter__(self) -> Backlog:
        self.task = asyncio.create_task(self.pool.run(self._wait))
        await asyncio.sleep(0)  # it takes the free worker
        return self

    async def __aexit__(self, *_: object) -> None:
        self.gate.set()
        if self.task is not None:
            await self.task


async def until(condition: Callable[[], bool]) -> None:
    deadline = time.monotonic() + 10
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        await asyncio.sleep(0.005)


class Playing:
    """Moves sent without waiting for their boards: `play_now` returns once a move's post is
    out, `settle` waits for everything the moves started (their board edits included)."""

    def __init__(self, h: Harness, users: dict[int, User], game_id: int) -> None:
        self.h, self.users, self.game_id = h, users, game_id
        self.tasks: set[asyncio.Task[Any]] = set()

    async def play_now(self) -> Sent:
        """The player to move takes stones; returns its post once the words are out."""
        h = self.h
        [(user_id, _)] = await h.bot.service.pending(self.game_id)
        start, before = len(h.sent), asyncio.all_tasks()
        h._parse(h.slash_payload(self.users[user_id], "imhotep take"))
        self.tasks |= asyncio.all_tasks() - before
        await until(lambda: any(s.posted for s in h.sent[start:]))
        return next(s for s in h.sent[start:] if s.posted)

    async def play_answered(self) -> None:
        """The player to move takes stones; returns once the move is answered."""
        h = self.h
        [(user_id, _)] = await h.bot.service.pending(self.game_id)
        start, before = len(h.sent), asyncio.all_tasks()
        h._parse(h.slash_payload(self.users[user_id], "imhotep take"))
        self.tasks |= asyncio.all_tasks() - before
        await until(lambda: any(s.kind == "response" for s in h.sent[start:]))

    async def settle(self) -> None:
        await asyncio.gather(*self.tasks)


async def test_under_a_backlog_an_overtaken_post_gets_no_board_and_the_newest_one_does(
    harness: Harness,
) -> None:
    h = harness
    playing = Playing(h, *await open_game(h))
    pool = h.bot.service.renderer
    async with Backlog(pool):
        first = await playing.play_now()
        second = await playing.play_now()
        await until(lambda: pool.waiting == 2)  # both boards wait for the worker
    await playing.settle()
    assert "your move" in first.content and not h.current(first).custom_ids(), "words stay"
    assert not h.files_of(first), "overtaken while it waited: not drawn"
    [(name, png)] = h.files_of(second)
    assert name == "board.png" and png.startswith(b"\x89PNG")
    assert pool.skipped == 1
    assert await h.bot.service.board_png(playing.game_id) == png, "the newest post's is current"


async def test_an_older_plays_board_never_follows_a_newer_ones_when_its_answer_was_slow(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first play's answer is slow, so the second play's whole delivery goes out before
    the first's reaches the game's posts: boards are ordered by the plays' move numbers, and
    the first play's board (an older table) is never sent after the second's."""
    h = harness
    playing = Playing(h, *await open_game(h))
    drawn: dict[bytes, int] = {}
    real = h.bot.service.board_png

    async def board_png(
        game_id: int, viewer: int | None = None, story: Any = None, *args: Any, **kwargs: Any
    ) -> bytes:
        png = await real(game_id, viewer, story, *args, **kwargs)
        if story is not None:
            drawn[png] = story.seq
        return png

    monkeypatch.setattr(h.bot.service, "board_png", board_png)
    gate, answering = asyncio.Event(), h.webhook_request
    held: list[str] = []

    async def slow_first_answer(route: Any, session: Any = None, **kwargs: Any) -> Any:
        if not held:  # the first play's answer (its interaction callback)
            held.append(route.path)
            await gate.wait()
        return await answering(route, session, **kwargs)

    monkeypatch.setattr(h, "webhook_request", slow_first_answer)
    [(first_player, _)] = await h.bot.service.pending(playing.game_id)
    start, before = len(h.sent), asyncio.all_tasks()
    h._parse(h.slash_payload(playing.users[first_player], "imhotep take"))
    playing.tasks |= asyncio.all_tasks() - before
    await until(lambda: bool(held))  # committed; its answer hangs
    second = await playing.play_now()
    await until(lambda: bool(h.files_of(second)))
    gate.set()
    await playing.settle()
    boards = [
        drawn[data]
        for sent in h.sent[start:]
        if sent.channel_id == CHANNEL_ID
        for _, data in sent.files
        if data in drawn
    ]
    assert boards == sorted(boards), "an older table never comes after a newer one"
    [(_, png)] = h.files_of(second)
    assert drawn[png] == max(drawn.values()), "the second play's post shows its table"


async def test_every_players_own_board_is_asked_for_before_the_first_dm_goes(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A Roads & Boats phase opens for two players: their boards are drawn side by side, not
    the second only once the first player's DM (which waits for its board) is out."""
    h = harness
    ann, bob, _ = await open_rnb_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    gate, private = asyncio.Event(), []
    real = h.bot.service.board_png

    async def board_png(game_id: int, viewer: int | None = None, *args: Any, **kw: Any) -> bytes:
        if viewer is not None:
            private.append(viewer)
            await gate.wait()
        return await real(game_id, viewer, *args, **kw)

    monkeypatch.setattr(h.bot.service, "board_png", board_png)
    h.bot.delivery.board_wait = 5
    start, before = len(h.sent), asyncio.all_tasks()
    h._parse(h.slash_payload(bob, "orders ready", channel_id=None))
    tasks = asyncio.all_tasks() - before
    await until(lambda: len(private) == 2)
    assert sorted(private) == sorted([ann.id, bob.id])
    assert not [s for s in h.sent[start:] if s.kind == "dm"], "no DM went before both asked"
    gate.set()
    await asyncio.gather(*tasks)
    for user in (ann, bob):
        [dm] = [s for s in h.sent[start:] if s.kind == "dm" and s.dm_user == user.id]
        assert "movement" in dm.content and [name for name, _ in dm.files] == ["board.png"]


def channel_board(delivery: Any, game_id: int, message_id: int) -> BoardDue:
    """A channel board asked for (the newest of its game) whose words went out on a message."""
    due = BoardDue(game_id, None)
    delivery._newest_board[game_id] = due
    due.message_id = message_id
    return delivery._due_on(due)


def test_a_board_overtaken_on_its_message_stays_so_after_a_newer_post(harness: Harness) -> None:
    """Two edits of one message and then a new post: the first edit's board, however late it
    is drawn, never goes over the second's (the newer post is elsewhere)."""
    delivery = harness.bot.delivery
    first = channel_board(delivery, 1, 10)
    second = channel_board(delivery, 1, 10)
    elsewhere = channel_board(delivery, 1, 11)
    assert delivery._overtaken(first)
    assert not delivery._overtaken(second) and not delivery._overtaken(elsewhere)


def test_a_dm_panel_board_is_overtaken_on_its_panel_and_supersedes_no_post(
    harness: Harness,
) -> None:
    """Two clicks on one DM panel: the first click's board never goes over the second's; and a
    private board is no newer channel board (a post's board waiting for a worker stays due)."""
    delivery = harness.bot.delivery
    post = channel_board(delivery, 1, 10)
    first = delivery._due_on(BoardDue(1, 20))
    second = delivery._due_on(BoardDue(1, 20))
    assert delivery._overtaken(first) and not delivery._overtaken(second)
    assert not delivery._overtaken(post) and delivery._newest_board[1] is post


async def test_a_lone_post_gets_its_board_even_after_waiting(harness: Harness) -> None:
    """A board that must wait for a worker does not hold its words: the post goes at once and
    the board follows in an edit."""
    h = harness
    playing = Playing(h, *await open_game(h))
    async with Backlog(h.bot.service.renderer) as backlog:
        post = await playing.play_now()
        await until(lambda: backlog.pool.waiting == 1)
    assert not post.files
    await playing.settle()
    [(_, png)] = h.files_of(post)
    assert png.startswith(b"\x89PNG") and h.bot.service.renderer.skipped == 0
    assert len(board_edits(h, h.sent, post)) == 1


async def test_a_board_that_can_start_at_once_is_drawn_though_newer_ones_follow(
    harness: Harness,
) -> None:
    """Without a backlog a post's board starts at once and is drawn, though the next post
    comes while it is drawn."""
    h = harness
    playing = Playing(h, *await open_game(h))
    posts = [await playing.play_now() for _ in range(2)]
    await playing.settle()
    assert all(h.files_of(post) for post in posts)
    assert h.bot.service.renderer.skipped == 0


async def test_the_fonts_are_looked_up_at_start_off_the_event_loop(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The CJK font search (most of a second) happens once at start, in another thread: the
    bot's first text check of a CJK name does not stall the event loop."""
    looked: list[threading.Thread] = []
    real = glyphs.find_cjk

    def find_cjk(*args: Any, **kwargs: Any) -> glyphs.Face | None:
        looked.append(threading.current_thread())
        return real(*args, **kwargs)

    monkeypatch.setattr(glyphs, "find_cjk", find_cjk)
    glyphs.fallback.cache_clear()
    pool = RenderPool(0)
    try:
        await pool.start()
    finally:
        await pool.close()
    assert looked and threading.main_thread() not in looked
    glyphs.drawable("李雷")  # nothing more to look up
    assert len(looked) == glyphs.fallback.cache_info().currsize


async def test_a_dm_panel_board_that_follows_never_goes_over_a_newer_one(
    harness: Harness,
) -> None:
    """A play's own board follows its panel's words; the player plays again and the panel is
    renewed with a newer board: the older one, however late it is drawn, is not sent over it."""
    delivery = harness.bot.delivery
    panel = harness.bot.get_partial_messageable(5).get_partial_message(30)
    attached: list[bytes] = []

    async def drawn(png: bytes) -> bytes:
        return png

    def follows(png: bytes) -> BoardJob:
        job = BoardJob(None, asyncio.ensure_future(drawn(png)), at_once=False)
        delivery._panel_board_follows(job, 1, panel)

        async def attach(files: list[Any]) -> None:
            attached.append(files[0].fp.read())

        job.attach = attach
        return job

    older, newer = follows(b"older"), follows(b"newer")
    await delivery._follow(newer)
    await delivery._follow(older)
    assert attached == [b"newer"]
