"""Two bot instances on one database, as two processes on one PostgreSQL run: each its own
discord.py client, service, caches and recorders; one Discord between them (`running_bot(...,
beside=...)`). What only a second process can break: the same click reaching both, timers both
could fire, and a language one of them learned.

The timer and language tests run on both backends (`[sqlite]`: two bots on one SQLite file in
one process, SQLite's file lock between them; `[postgres]`: the test server); the same click
runs on PostgreSQL only, the backend that takes one game's writes from several processes. Run
the PostgreSQL ones with `pytest -k postgres`.
"""

from __future__ import annotations

import asyncio
import collections
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fakeclock import FakeClock
from harness import (
    CHANNEL_ID,
    GUILD_ID,
    Harness,
    Sent,
    choice_ids,
    feed_together,
    running_bot,
)
from pgserver import fresh_schema
from test_discord_imhotep import GENERIC_ERROR, open_game, whose_turn
from test_discord_roads_and_boats import dms_to
from test_discord_roads_and_boats import open_game as open_rnb_game

from bot.service.actor import Actor

TIMERS = 2000
SQLITE_TIMERS = 200
"""On SQLite the two bots take turns at the file's write lock: a tenth shows the same, in a
tenth of the time."""
GAMES = 40
SETTLE_SECONDS = 300.0
"""How long the two dispatchers may take to fire every timer (a bound, not a measurement)."""


@pytest.fixture
async def two(db_target: str | Path, clock: FakeClock) -> AsyncIterator[tuple[Harness, Harness]]:
    async with (
        running_bot(db_target, clock) as first,
        running_bot(db_target, clock, beside=first) as second,
    ):
        yield first, second


@pytest.fixture
async def two_on_postgres(
    postgres_url: str, clock: FakeClock
) -> AsyncIterator[tuple[Harness, Harness]]:
    """Only PostgreSQL takes writes to one game from two processes (row lock and version);
    SQLite's one writer is one process (its cached tables assume no other)."""
    async with (
        fresh_schema(postgres_url) as url,
        running_bot(url, clock) as first,
        running_bot(url, clock, beside=first) as second,
    ):
        yield first, second


REFUSED = ("has moved on since", "turn")
"""The stale click's private answers, decided on the game as it is wherever the two met: the
move number it was issued at has gone, or (read before its move) the turn has passed to the
other player. Never "someone else changed this game at the same moment": a refusal by the
batch's guard is decided again on a fresh read."""


def refusals(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if s.ephemeral and any(r in s.content for r in REFUSED)]


async def test_postgres_the_same_click_at_two_bots_applies_once(
    two_on_postgres: tuple[Harness, Harness],
) -> None:
    """A double click whose two halves reach two processes: one moves, the other is refused
    privately with the reason, whichever process each lands on."""
    await same_click_applies_once(*two_on_postgres)


async def test_the_same_click_at_two_bots_on_one_sqlite_file_applies_once(
    db_path: Path, clock: FakeClock
) -> None:
    """Two bots on one SQLite file (which the design gives one writer) racing on one click:
    the loser's batch finds the move the winner logged, and its clicker is told why, as on
    PostgreSQL, rather than that something went wrong."""
    async with (
        running_bot(db_path, clock) as first,
        running_bot(db_path, clock, beside=first) as second,
    ):
        await same_click_applies_once(first, second)


async def same_click_applies_once(first: Harness, second: Harness) -> None:
    ann, bob, game_id = await open_game(first)
    users = {ann.id: ann, bob.id: bob}
    for _ in range(2):  # each takes stones once (a full sled could take no more)
        mover = await whose_turn(first, game_id, users)
        [prompt] = [m for m in first.live() if choice_ids(m)]
        take = prompt.action_id("take")
        before = await second.bot.service.db.move_count(game_id)
        at_first, at_second = await feed_together(
            (first, first.click_payload(mover, prompt, take)),
            (second, second.click_payload(mover, prompt, take)),
        )
        assert await first.bot.service.db.move_count(game_id) == before + 1
        assert len(refusals(at_first)) + len(refusals(at_second)) == 1, [
            (s.kind, s.ephemeral, s.content) for s in at_first + at_second
        ]
        every = at_first + at_second
        assert not [s for s in every if GENERIC_ERROR in s.content]
        moves = await first.bot.service.db.moves(game_id, after=before)
        assert [m.move for m in moves] == [{"player": mover.name, "type": "take_stones"}]
        live = [m for m in first.live() if choice_ids(m)]
        assert len(live) == 1, "one message carries the next turn's choices (Undo aside)"


async def test_a_language_learned_by_one_bot_is_used_by_the_other(
    two: tuple[Harness, Harness],
) -> None:
    """bob last spoke Italian to the first bot, and the Italian server's channel was seen only
    by it; the second bot, which never saw either, writes bob's DM and the channel's post in
    Italian."""
    first, second = two
    ann, bob, _ = await open_rnb_game(first)
    first.guild_locale = "it"
    await first.slash(bob, "game status")
    await first.slash(bob, "orders ready", channel_id=None, locale="it")
    sent = await second.slash(ann, "orders ready", channel_id=None)
    [to_bob] = [s for s in dms_to(sent, bob) if s.custom_ids()]
    assert "Partita #1: invia i tuoi ordini per turno 1 — movimento" in to_bob.content
    [to_ann] = [s for s in dms_to(sent, ann) if s.custom_ids()]
    assert "send your orders for turn 1 — movement" in to_ann.content
    posts = [s for s in sent if s.posted and s.channel_id == CHANNEL_ID]
    assert posts and "Turno 1" in posts[0].content, [p.content for p in posts]


async def test_2000_timers_at_two_bots_fire_once_each(
    two: tuple[Harness, Harness], clock: FakeClock
) -> None:
    """Both dispatchers wake to the same 2,000 due reminders: each is posted once, by one of
    them, and the deadlines not yet due stay."""
    first, second = two
    service = first.bot.service
    shared = service.db.shared
    timers = TIMERS if shared else SQLITE_TIMERS
    ann, bob = Actor(1, "ann"), Actor(2, "bob")
    games = []
    for n in range(GAMES):
        channel = CHANNEL_ID + 1 + n
        created = await service.create(ann, GUILD_ID, channel, "imhotep", {}, seed=n)
        await service.join(bob, channel)
        await service.start(ann, channel)
        games.append(created.game_id)
    now = clock()
    seqs = {game_id: await service.db.move_count(game_id) for game_id in games}
    start_first, start_second = len(first.sent), len(second.sent)
    async with service.db.transaction():  # PostgreSQL wakes both bots as this commits
        for game_id, seq in seqs.items():
            deadline = {"game": game_id, "seq": seq}
            await service.db.add_timer(game_id, "deadline", now + 3600, deadline)
            for n in range(timers // GAMES):
                payload = {"game": game_id, "seq": seq, "minutes_before": 60 - n}
                await service.db.add_timer(game_id, "reminder", now - 1 - n, payload)
    first.bot.wake_dispatcher()  # SQLite has no notifications: a bot wakes for its own timers
    second.bot.wake_dispatcher()
    async with asyncio.timeout(SETTLE_SECONDS):
        while await service.db.due_timers(clock()):
            await asyncio.sleep(0.05)
        while not (first.bot.dispatcher_waiting and second.bot.dispatcher_waiting):
            await asyncio.sleep(0.01)
    by_first = [s for s in first.sent[start_first:] if s.posted]
    by_second = [s for s in second.sent[start_second:] if s.posted]
    posted = [s for s in by_first + by_second if "Reminder" in s.content]
    assert len(posted) == len(by_first) + len(by_second) == timers
    per_channel = collections.Counter(s.channel_id for s in posted)
    assert set(per_channel.values()) == {timers // GAMES} and len(per_channel) == GAMES
    left = [t.kind for game_id in games for t in await service.db.timers(game_id)]
    assert left == ["deadline"] * GAMES
    if shared:  # SKIP LOCKED: each claims what the other does not hold
        assert by_first and by_second, "both bots fired some"


SENT_READY = {"text": "", "ready": True}
"""Orders sent ready: none this phase (a player may give no order)."""


async def test_postgres_two_players_ready_at_two_bots_at_once_both_count(
    two_on_postgres: tuple[Harness, Harness],
) -> None:
    """Roads & Boats: ann's Ready (or orders sent ready) reaches the first process and bob's
    the second at the same moment, in every phase of two turns. They are independent: both are
    accepted (neither is told the game changed meanwhile), and the phase resolves once, with
    both. (On SQLite one process is the only writer: its lock per game serialises the two.)"""
    first, second = two_on_postgres
    ann, bob, game_id = await open_rnb_game(first)
    for n in range(8):
        phase = (await first.bot.service.pending(game_id))[0][1].phase
        seq = await first.bot.service.db.move_count(game_id)
        command, options = ("orders ready", {}) if n % 2 else ("orders submit", SENT_READY)
        at_first, at_second = await feed_together(
            (first, first.slash_payload(ann, command, channel_id=None, **options)),
            (second, second.slash_payload(bob, command, channel_id=None, **options)),
        )
        answers = [
            s for s in at_first + at_second if s.kind in ("response", "followup") and s.ephemeral
        ]
        assert len(answers) == 2, [(s.kind, s.content) for s in at_first + at_second]
        for answer in answers:
            assert "changed this game" not in answer.content and GENERIC_ERROR not in answer.content
        logged = await second.bot.service.db.moves(game_id, after=seq)
        assert sorted(m.player for m in logged if m.move.get("phase") == phase) == ["ann", "bob"]
        pending = await second.bot.service.pending(game_id)
        assert pending and all(d.phase != phase for _, d in pending), "the phase resolved"
