"""What a move costs in trips to the database, from its INTERACTION_CREATE to its answer.

Through the real path (discord.py, the cog, the service, the database) on both backends: a
move's only trip before its answer is its batch. On SQLite the one writer knows the game; on
PostgreSQL, where other processes write too, the game as this process last wrote it is tried
(its channel's game, its kind, the clicker's legal moves), the batch's guard checks that it is
still at that version, what the interaction tells of languages rides in the batch, and the
batch reads back the game's tracked messages (which message a click's answer edits). A move
made on a stale cache is in `tests/service/test_service_two_processes.py` and
`tests/bot/test_discord_two_bots.py`.
"""

from __future__ import annotations

import asyncio
import random
import sqlite3
from pathlib import Path
from typing import Any

import pytest
from fakeclock import FakeClock
from harness import CHANNEL_ID, Harness, Sent, last_prompt, running_bot
from test_discord_imhotep import GENERIC_ERROR, open_game, slash_for, whose_turn
from trips import counting

from bot.service.actor import Actor
from storage.sqlite import SqliteBackend

MOVES = 8


def answer_of(sent: list[Sent]) -> Sent:
    answer = next(s for s in sent if s.kind in ("response", "followup"))
    assert GENERIC_ERROR not in answer.content and "nothing was changed" not in answer.content
    return answer


async def test_a_slash_move_makes_one_trip_before_its_answer(
    db_target: str | Path, clock: FakeClock
):
    async with running_bot(db_target, clock) as h:
        ann, bob, game_id = await open_game(h)
        users = {ann.id: ann, bob.id: bob}
        rng = random.Random(5)
        before_answer = []
        for _ in range(MOVES):
            user = await whose_turn(h, game_id, users)
            legal = await h.bot.service.legal_moves(Actor(user.id, user.name), game_id)
            path, options = slash_for(rng.choice(legal))
            payload = h.slash_payload(user, path, **options)
            clock.advance(5)
            with counting(h.bot.service.db, h) as trips:
                answer_of(await h.feed(payload))
            before_answer.append(trips.answered)
            assert not reads_of_its_game(h, trips.made)
        assert before_answer == [[batch_trip(h)]] * MOVES
        assert await h.bot.service.db.move_count(game_id) >= MOVES


async def test_a_click_move_makes_one_trip_before_its_answer(
    db_target: str | Path, clock: FakeClock
):
    async with running_bot(db_target, clock) as h:
        ann, bob, game_id = await open_game(h)
        users = {ann.id: ann, bob.id: bob}
        rng = random.Random(6)
        before_answer = []
        for _ in range(MOVES):
            user = await whose_turn(h, game_id, users)
            prompt = last_prompt(h.sent)
            assert prompt is not None
            legal = await h.bot.service.legal_moves(Actor(user.id, user.name), game_id)
            one_click = [i for i in prompt.custom_ids() if i.endswith((":take", ":pass"))]
            if not one_click:  # a move of several steps: made by slash command instead
                path, options = slash_for(rng.choice(legal))
                await h.slash(user, path, **options)
                continue
            payload = h.click_payload(user, prompt, rng.choice(one_click))
            clock.advance(5)
            with counting(h.bot.service.db, h) as trips:
                answer_of(await h.feed(payload))
            before_answer.append(trips.answered)
            assert not reads_of_its_game(h, trips.made)
        assert before_answer, "no move was one click"
        assert before_answer == [[batch_trip(h)]] * len(before_answer)


def reads_of_its_game(h: Harness, made: list[str]) -> list[str]:
    """Reads of the game's row in the whole request: on PostgreSQL, what the post after the
    answer shows (the next turn's components, the board) reads the game as the move's batch
    left it (on SQLite the one writer always does)."""
    return [trip for trip in made if h.bot.service.db.shared and "FROM games" in trip]


def batch_trip(h: Harness) -> str:
    """How `counting` names a move's batch on the harness's database."""
    return "run_batch: batch" if h.bot.service.db.shared else "_run_batch"


async def test_with_synchronous_off_a_slash_move_answers_without_a_trip(
    db_path: Path, clock: FakeClock
):
    """No commit waits for the disk: the move's batch runs on the event loop, committed before
    the answer all the same."""
    async with running_bot(db_path, clock) as h:
        backend = h.bot.service.db.backend
        assert isinstance(backend, SqliteBackend)
        await backend.set_synchronous("OFF")
        ann, bob, game_id = await open_game(h)
        users = {ann.id: ann, bob.id: bob}
        rng = random.Random(5)
        start = await h.bot.service.db.move_count(game_id)
        before_answer = []
        for _ in range(MOVES):
            user = await whose_turn(h, game_id, users)
            legal = await h.bot.service.legal_moves(Actor(user.id, user.name), game_id)
            path, options = slash_for(rng.choice(legal))
            payload = h.slash_payload(user, path, **options)
            clock.advance(5)
            await asyncio.sleep(0.01)  # the timer dispatcher's read after the last move is done
            with counting(h.bot.service.db, h) as trips:
                answer_of(await h.feed(payload))
            before_answer.append(trips.answered)
        assert before_answer == [[]] * MOVES
        with sqlite3.connect(db_path) as other:  # committed: another connection reads them
            (logged,) = other.execute(
                "SELECT COUNT(*) FROM moves WHERE game_id = ?", (game_id,)
            ).fetchone()
        assert logged >= start + MOVES


async def test_a_slash_move_starts_one_task_its_command_s(db_path: Path, clock: FakeClock):
    """The bot's look at a click no item claims runs at clicks only (tests/bot/
    test_discord_races.py): a slash command gets no task of it, which would do nothing."""
    async with running_bot(db_path, clock) as h:
        ann, bob, game_id = await open_game(h)
        user = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
        legal = await h.bot.service.legal_moves(Actor(user.id, user.name), game_id)
        path, options = slash_for(legal[0])
        before, sent = asyncio.all_tasks(), len(h.sent)
        h._parse(h.slash_payload(user, path, **options))
        started = asyncio.all_tasks() - before
        assert sorted(task.get_name() for task in started) == ["CommandTree-invoker"]
        await asyncio.gather(*started)
        answer_of(h.sent[sent:])


async def test_a_refused_slash_move_runs_once_where_the_process_knows_no_game(
    db_target: str | Path, clock: FakeClock, monkeypatch: pytest.MonkeyPatch
):
    """A process that knows no game for the channel (it has just started) reads the channel's
    game once and decides the move on that read: a refusal (not your turn) is not decided a
    second time on a second read of the same row."""
    async with running_bot(db_target, clock) as first:
        ann, bob, game_id = await open_game(first)
        waiting = await whose_turn(first, game_id, {ann.id: ann, bob.id: bob})
    other = bob if waiting is ann else ann
    async with running_bot(db_target, clock) as h:
        tables = h.bot.service.tables
        assert not tables.db.shared or tables.db.known_game_in_channel(CHANNEL_ID) is None
        runs: list[int] = []
        run_in_channel = tables.run_in_channel

        async def counted(channel_id: int, check: Any, work: Any) -> Any:
            async def run(row: Any) -> Any:
                runs.append(row.id)
                return await work(row)

            return await run_in_channel(channel_id, check, run)

        monkeypatch.setattr(tables, "run_in_channel", counted)
        with counting(h.bot.service.db) as trips:
            [refusal] = await h.slash(other, "imhotep take")
        assert refusal.ephemeral and refusal.content.startswith("It is not your turn")
        assert runs == [game_id], "decided once"
        if tables.db.shared:
            assert [trip for trip in trips.made if "FROM games" in trip] == [
                "fetch_one: SELECT * FROM games"
            ]
        assert await h.bot.service.db.move_count(game_id) == 0


async def test_a_slash_move_in_a_channel_without_a_game_is_told_so(
    db_target: str | Path, clock: FakeClock
):
    async with running_bot(db_target, clock) as h:
        [refusal] = await h.slash(h.user("ann"), "imhotep take")
        assert refusal.ephemeral and refusal.content == "There is no game in this channel."
