"""Reminders and deadlines fired by the bot's one timer task, on a fake clock."""

from __future__ import annotations

import asyncio
from typing import Any

from fakeclock import FakeClock
from harness import MANAGE_GUILD, Harness, Role, last_prompt, running_bot
from test_discord_imhotep import open_game, whose_turn


async def test_a_reminder_then_a_deadline_with_an_automatic_move(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(
        mod, "mod settings", deadline_minutes=60, reminders="10", on_deadline="auto"
    )
    assert sent[0].ephemeral
    assert await h.bot.service.next_due() == clock() + 50 * 60
    mover = await whose_turn(h, game_id, users)
    before = await h.bot.service.view(game_id)

    clock.advance(49 * 60)
    assert await h.drive_timers() == []

    clock.advance(60)
    sent = await h.drive_timers()
    assert [s.kind for s in sent] == ["channel"]
    assert mover.mention in sent[0].content and "Reminder" in sent[0].content
    assert await h.bot.service.view(game_id) == before

    clock.advance(10 * 60)
    sent = await h.drive_timers()
    posts = [s for s in sent if s.posted]
    assert posts and "The deadline has passed: the bot played for" in posts[0].content
    assert [name for name, _ in h.files_of(posts[0])] == ["board.png"]
    after = await h.bot.service.view(game_id)
    assert after != before
    prompt = last_prompt(sent)
    assert prompt is not None
    next_mover = await whose_turn(h, game_id, users)
    assert next_mover.mention in prompt.content


async def test_a_command_that_arms_a_timer_wakes_the_dispatcher(
    harness: Harness, clock: FakeClock
) -> None:
    """The dispatcher re-reads the next due time after each handled interaction."""
    h = harness
    await open_game(h)
    await h.drive_timers()
    assert h.bot.sleeping_until is None
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod settings", deadline_minutes=5, reminders="none", on_deadline="wait")
    for _ in range(100):
        if h.bot.sleeping_until is not None:
            break
        await asyncio.sleep(0.001)
    assert h.bot.sleeping_until == clock() + 5 * 60


async def test_a_deadline_that_waits_pings_the_moderator_role(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    role = Role(777_000_000_000_000_001, "referees")
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod setup", role=role)
    await h.slash(mod, "mod settings", deadline_minutes=5, reminders="none", on_deadline="wait")
    before = await h.bot.service.view(game_id)
    clock.advance(5 * 60)
    sent = await h.drive_timers()
    assert len(sent) == 1 and "deadline has passed" in sent[0].content
    assert sent[0].content.startswith(f"<@&{role.id}> {mover.mention}")
    assert await h.bot.service.view(game_id) == before


async def test_close_returns_even_when_the_dispatcher_was_just_woken(
    db_path: Any, clock: FakeClock
) -> None:
    async with running_bot(db_path, clock) as h:
        await h.drive_timers()
        h.bot.wake_dispatcher()
        await asyncio.wait_for(h.bot.close(), 5)
        assert h.bot.is_closed()


async def reads_of_the_next_timer(h: Harness, work: Any) -> int:
    """How many times the dispatcher read the next due time while `work` ran and settled."""
    service = h.bot.service
    real = service.next_due
    reads = 0

    async def counted() -> float | None:
        nonlocal reads
        reads += 1
        return await real()

    service.next_due = counted  # type: ignore[method-assign]
    try:
        await work
        for _ in range(20):  # a woken dispatcher reads at once; give it the turns to
            await asyncio.sleep(0.001)
    finally:
        del service.next_due
    return reads


async def test_a_move_that_stores_no_timer_leaves_the_dispatcher_asleep(
    harness: Harness, clock: FakeClock
) -> None:
    """Without a deadline a move stores no timer: the dispatcher does not read the next due
    time again after it (a trip to the database after every move, which a move racing it waited
    behind)."""
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.drive_timers()
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    assert await reads_of_the_next_timer(h, h.slash(mover, "imhotep take")) == 0
    assert h.bot.dispatcher_waiting and h.bot.sleeping_until is None


async def test_a_move_that_arms_its_deadline_wakes_the_dispatcher(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod settings", deadline_minutes=5, reminders="none", on_deadline="wait")
    await h.drive_timers()
    clock.advance(60)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    assert await reads_of_the_next_timer(h, h.slash(mover, "imhotep take")) >= 1
    assert h.bot.sleeping_until == clock() + 5 * 60
