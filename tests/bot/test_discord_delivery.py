"""Outcome delivery and the one error handler, through real discord.py."""

from __future__ import annotations

import logging
import time
from typing import Any

import pytest
from harness import CHANNEL_ID, EPHEMERAL, Harness, last_prompt
from test_discord_imhotep import open_game, whose_turn

from bot.replies import split_message
from bot.service.outcomes import Note, Outcome, Post, ServiceError
from rules.core import Message

GENERIC = "Something went wrong on our side"


async def test_a_note_reaches_the_right_user_by_dm(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    outcome = Outcome(notes=[Note(bob.id, [Message("discord.turn.nothing_pending")])])
    await h.bot.deliver(outcome)
    dms = [s for s in h.sent if s.kind == "dm"]
    assert [(s.dm_user, s.content) for s in dms] == [
        (bob.id, "There is nothing for you to decide now.")
    ]
    assert ann.id not in {s.dm_user for s in h.sent}


async def test_closed_dms_reach_the_actor_privately_and_are_kept_for_the_others(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    h.closed_dms.update({ann.id, bob.id})

    async def history(
        actor: Any, channel_id: int, last: int = 10, phase: Any = None, language: str = "en"
    ) -> Outcome:
        lines = [Message("discord.turn.nothing_pending")]
        return Outcome(notes=[Note(actor.user_id, lines), Note(bob.id, lines, game_id)])

    monkeypatch.setattr(h.bot.service, "history", history)
    with caplog.at_level(logging.INFO):
        sent = await h.slash(ann, "game history")
    assert [(s.kind, s.ephemeral) for s in sent] == [
        ("response", True),
        ("followup", True),
        ("channel", False),
    ]
    assert sent[1].content == "There is nothing for you to decide now."
    assert f"user {bob.id} does not accept DMs; a note is kept" in caplog.text
    told = sent[2]
    assert bob.mention in told.content and "kept for you" in told.content
    assert "nothing for you to decide" not in told.content
    assert told.body["allowed_mentions"]["users"] == [bob.id]
    sent = await h.slash(bob, "game status")
    notes = [s for s in sent if "could not reach you by DM" in s.content]
    assert len(notes) == 1 and notes[0].ephemeral
    assert "There is nothing for you to decide now." in notes[0].content
    again = await h.slash(bob, "game status")
    assert not [s for s in again if "could not reach you by DM" in s.content]


async def test_long_posts_are_split_under_2000_characters(harness: Harness) -> None:
    h = harness
    lines = [
        Message("discord.turn.other_player", {"players": f"player{i:04d}"}) for i in range(300)
    ]
    await h.bot.deliver(Outcome(posts=[Post(CHANNEL_ID, lines, ping=[42])]))
    posts = [s for s in h.sent if s.posted]
    assert len(posts) > 1 and all(len(s.content) <= 2000 for s in posts)
    assert posts[0].content.startswith("<@42>\n")
    text = "\n".join(s.content for s in posts)
    assert text.count("It is player") == 300


def test_split_message_keeps_every_character() -> None:
    text = "a" * 4500 + "\n" + "b" * 10 + "\n" + "c" * 1999
    chunks = split_message(text)
    assert all(len(c) <= 2000 for c in chunks)
    assert "".join(chunks).replace("\n", "") == text.replace("\n", "")
    assert split_message("short\nlines") == ["short\nlines"]


async def test_a_rule_error_reaches_only_the_player(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    first = await whose_turn(h, game_id, users)
    await h.slash(first, "imhotep place", ship=1, slot=1)
    second = await whose_turn(h, game_id, users)
    before = await h.bot.service.view(game_id)
    sent = await h.slash(second, "imhotep place", ship=1, slot=1)
    assert [(s.kind, s.ephemeral) for s in sent] == [("response", True)]
    assert sent[0].content == f"Slot 1 of ship 1 already holds {first.name}'s stone."
    assert await h.bot.service.view(game_id) == before
    sent = await h.slash(second, "imhotep place", ship=7, slot=1)
    assert sent[0].ephemeral and sent[0].content == "ship must be between 1 and 4; you gave 7."


async def test_an_unexpected_error_is_logged_and_answered_with_an_apology(
    harness: Harness, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    h = harness
    ann, _, _ = await open_game(h)

    async def broken(*args: Any, **kwargs: Any) -> Outcome:
        raise RuntimeError("disk on fire")

    monkeypatch.setattr(h.bot.service, "history", broken)
    with caplog.at_level(logging.ERROR):
        sent = await h.slash(ann, "game history")
    assert len(sent) == 1 and sent[0].ephemeral and sent[0].content.startswith(GENERIC)
    assert "disk on fire" in caplog.text and "Traceback" in caplog.text


async def test_an_error_after_deferring_goes_to_an_ephemeral_followup(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    ann, _, _ = await open_game(h)

    async def refused(*args: Any, **kwargs: Any) -> Outcome:
        raise ServiceError("service.not_moderator", action="/game status")

    monkeypatch.setattr(h.bot.service, "status", refused)
    sent = await h.slash(ann, "game status")
    assert [(s.kind, s.response_type) for s in sent] == [("response", 5), ("followup", None)]
    assert sent[0].data["flags"] == EPHEMERAL
    assert sent[1].ephemeral and sent[1].content == "Only a moderator can /game status."


async def test_a_failing_component_answers_privately(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    prompt = last_prompt(h.sent)
    assert prompt is not None

    async def broken(*args: Any, **kwargs: Any) -> list[dict[str, Any]]:
        raise RuntimeError("boom")

    monkeypatch.setattr(h.bot.service, "legal_moves", broken)
    sent = await h.click(mover, prompt, prompt.action_id("take"))
    assert len(sent) == 1 and sent[0].ephemeral and sent[0].content.startswith(GENERIC)


async def test_status_shows_the_viewers_board_privately(harness: Harness) -> None:
    h = harness
    ann, _, game_id = await open_game(h)
    sent = await h.slash(ann, "game status")
    answer = [s for s in sent if s.kind == "followup"]
    assert len(answer) == 1 and answer[0].ephemeral
    assert f"#{game_id}" in answer[0].content
    assert answer[0].files[0][0] == "board.png" and answer[0].files[0][1][:4] == b"\x89PNG"
    assert not [s for s in sent if s.posted]


async def test_replies_follow_the_users_language(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    sent = await h.slash(ann, "game join", locale="it")
    assert sent[0].ephemeral and sent[0].content.startswith("Non c'è nessuna partita")
    sent = await h.slash(ann, "game join", locale="en-GB")
    assert sent[0].content.startswith("There is no game in this channel.")


async def test_boards_are_drawn_for_the_reader_who_receives_them(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Channel posts get the public board; private answers and DMs the reader's own view."""
    h = harness
    ann, bob, game_id = await open_game(h)
    drawn: list[int | None] = []
    real = h.bot.service.board_png

    async def board_png(
        game: int,
        viewer_user_id: int | None = None,
        story: Any = None,
        language: str = "en",
        superseded: Any = None,
    ) -> bytes:
        drawn.append(viewer_user_id)
        return await real(game, viewer_user_id, story, language, superseded)

    monkeypatch.setattr(h.bot.service, "board_png", board_png)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    await h.slash(mover, "imhotep take")
    assert drawn == [None]
    await h.slash(bob, "game status")
    await h.slash(ann, "game board")
    assert drawn == [None, bob.id, ann.id]
    note = Note(bob.id, [Message("discord.done")], game_id, board=True)
    await h.bot.deliver(Outcome(notes=[note]))
    assert drawn[-1] == bob.id
    dm = [s for s in h.sent if s.kind == "dm"][-1]
    board = h.current(dm).message or {}
    assert dm.dm_user == bob.id and board["attachments"][0]["filename"] == "board.png"


async def test_an_answer_after_the_interaction_expired_goes_by_dm(
    harness: Harness, clock: Any
) -> None:
    """Discord takes no reply to an interaction older than 15 minutes: the bot answers by DM
    (still only to that user) instead of failing."""
    h = harness
    ann = h.user("ann")
    clock.now = time.time() - 20 * 60
    sent = await h.slash(ann, "game rules", game="imhotep")
    assert sent and {(s.kind, s.dm_user) for s in sent} == {("dm", ann.id)}
    assert "Imhotep" in sent[0].content


async def test_a_board_refused_with_its_dm_reaches_the_actor_whole(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The DM that carried the board was refused: the private answer carries the board again,
    every byte of it (a file one request has read is spent)."""
    h = harness
    ann, _, game_id = await open_game(h)
    h.closed_dms.add(ann.id)

    async def history(
        actor: Any, channel_id: int, last: int = 10, phase: Any = None, language: str = "en"
    ) -> Outcome:
        lines = [Message("discord.turn.nothing_pending")]
        return Outcome(notes=[Note(actor.user_id, lines, game_id, board=True)])

    monkeypatch.setattr(h.bot.service, "history", history)
    sent = await h.slash(ann, "game history")
    [answer] = [s for s in sent if s.kind == "followup"]
    assert answer.ephemeral and answer.content == "There is nothing for you to decide now."
    [(_, png)] = answer.files
    assert png.startswith(b"\x89PNG") and png.endswith(b"IEND\xaeB`\x82")
