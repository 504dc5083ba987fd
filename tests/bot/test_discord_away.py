"""/away through real discord.py payloads: a player's absence across their games, shown as
Discord timestamps, and each game's away policy at its deadlines (extend, capped; or defaults).
Runs on both backends (see `BOTH_BACKENDS`)."""

from __future__ import annotations

import datetime as dt

from fakeclock import FakeClock
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, User
from test_discord_imhotep import open_game, whose_turn
from test_discord_roads_and_boats import open_game as open_rnb_game

from bot.service.dates import parse_when
from bot.service.outcomes import ServiceError

DAY = 86400
HOUR = 3600


def noon(day: str) -> int:
    return int(dt.datetime.fromisoformat(f"{day}T12:00:00+00:00").timestamp())


def only_reply(sent: list) -> str:  # type: ignore[type-arg]
    assert len(sent) == 1 and sent[0].ephemeral, sent
    return str(sent[0].content)


async def the_mover(h: Harness, game_id: int, ann: User, bob: User) -> tuple[User, User]:
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    return mover, (bob if mover is ann else ann)


def test_days_in_the_players_words(clock: FakeClock) -> None:
    now = clock()  # Friday 2027-01-15, 08:00 UTC
    assert parse_when("2027-02-01", now) == noon("2027-02-01")
    assert parse_when("until friday", now) == noon("2027-01-22")
    assert parse_when("venerdì", now) == noon("2027-01-22")
    assert parse_when("Monday", now) == noon("2027-01-18")
    assert parse_when("tomorrow", now) == parse_when("domani", now) == noon("2027-01-16")
    assert parse_when("in 5 days", now) == parse_when("tra 5 giorni", now) == now + 5 * DAY
    assert parse_when("2 weeks", now) == parse_when("fra 2 settimane", now) == now + 14 * DAY
    assert parse_when("fino al 2027-03-01", now) == noon("2027-03-01")
    for nonsense in ("soon", "5", "2027-02-30", "in many days", "x" * 500):
        try:
            parse_when(nonsense, now)
        except ServiceError as err:
            assert err.message.key == "service.away_bad_date"
            assert len(str(err.message.params["value"])) <= 61
        else:
            raise AssertionError(f"{nonsense!r} was read as a day")


async def test_away_set_show_and_clear_by_someone_in_no_game(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    cy = h.user("cy")
    text = only_reply(await h.slash(cy, "away show"))
    assert text == "You are not away. Say when you will be gone with /away set."
    text = only_reply(await h.slash(cy, "away set", until="in 5 days"))
    ends = int(clock() + 5 * DAY)
    assert f"until <t:{ends}:D> (<t:{ends}:R>)" in text
    assert f"You are away from <t:{int(clock())}:D>" in text
    assert "You are in no open game now" in text
    assert f"<t:{ends}:D>" in only_reply(await h.slash(cy, "away show", channel_id=None))
    assert "Welcome back" in only_reply(await h.slash(cy, "away clear"))
    assert only_reply(await h.slash(cy, "away clear")) == "You were not away; nothing changed."
    assert "You are not away" in only_reply(await h.slash(cy, "away show"))


async def test_bad_days_are_refused_and_change_nothing(harness: Harness) -> None:
    h = harness
    ann, _, _ = await open_game(h)
    cases = {
        "whenever": "I cannot read 'whenever' as a day.",
        "2020-05-01": "2020-05-01 has already passed; give the day you will be back.",
        "2031-01-01": "2031-01-01 is more than a year away",
    }
    for until, refusal in cases.items():
        assert refusal in only_reply(await h.slash(ann, "away set", until=until))
    text = only_reply(await h.slash(ann, "away set", until="monday", starting="in 2 weeks"))
    assert text == "Your absence has to end after it starts."
    assert "You are not away" in only_reply(await h.slash(ann, "away show"))
    text = only_reply(await h.slash(ann, "away set", until="monday"))
    assert "It applies to your open game." in text


async def test_away_in_italian(harness: Harness) -> None:
    h = harness
    ann, _, _ = await open_game(h)
    text = only_reply(await h.slash(ann, "away set", until="venerdì", locale="it"))
    friday = noon("2027-01-22")
    assert text.startswith("Sei assente dal <t:") and f"fino al <t:{friday}:D>" in text
    assert "Vale per la tua partita aperta." in text
    text = only_reply(await h.slash(ann, "away set", until="boh", locale="it"))
    assert text.startswith("Non riesco a leggere 'boh' come un giorno.")


async def test_an_away_players_deadline_is_extended_once_and_the_channel_says_until_when(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover, _ = await the_mover(h, game_id, ann, bob)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(
        mod, "mod settings", deadline_minutes=60, reminders="none", on_deadline="auto"
    )
    assert "While a player is away" not in sent[0].content  # the defaults go unsaid
    sent = await h.slash(mod, "mod settings", away_policy="extend")
    assert "While a player is away: extend their deadlines, for at most 14 days" in (
        sent[0].content
    )
    await h.slash(mover, "away set", until="in 2 days")
    back = int(clock() + 2 * DAY)
    listed = only_reply(await h.slash(mod, "game list"))
    assert f"{mover.name} away until <t:{back}:D>" in listed
    mine = only_reply(await h.slash(mover, "game mine", channel_id=None))
    assert f"away until <t:{back}:D>" in mine
    status = await h.slash(mod, "game status")
    assert any(f"{mover.name} is away until <t:{back}:D>." in s.content for s in status)
    before = await h.bot.service.view(game_id)

    clock.advance(HOUR)
    sent = await h.drive_timers()
    assert [s.kind for s in sent] == ["channel"]
    assert sent[0].content == (
        f"The game waits for {mover.name}, away until <t:{back}:D>: "
        f"the deadline moves to <t:{back + HOUR}:R>."
    )
    assert await h.bot.service.view(game_id) == before
    assert int(await h.bot.service.next_due() or 0) == back + HOUR

    clock.advance(back + HOUR + 1 - clock())
    sent = await h.drive_timers()
    posts = [s for s in sent if s.posted]
    assert posts and "The deadline has passed: the bot played for" in posts[0].content
    assert await h.bot.service.view(game_id) != before
    assert f"{mover.name} away" not in only_reply(await h.slash(mod, "game list"))


async def test_the_extensions_are_capped_per_player_and_game(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover, _ = await the_mover(h, game_id, ann, bob)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(
        mod,
        "mod settings",
        deadline_minutes=60,
        reminders="none",
        on_deadline="auto",
        away_days=1,
    )
    assert "for at most one day per player" in sent[0].content
    await h.slash(mover, "away set", until="in 10 days")
    before = await h.bot.service.view(game_id)
    clock.advance(HOUR)
    deadline = int(clock() + DAY)
    sent = await h.drive_timers()
    assert [s.content for s in sent] == [
        f"The game waits for {mover.name}, away until <t:{int(clock() - HOUR + 10 * DAY)}:D>: "
        f"the deadline moves to <t:{deadline}:R>."
    ]
    clock.advance(DAY)
    sent = await h.drive_timers()
    assert any("the bot played for" in s.content for s in sent if s.posted)
    assert await h.bot.service.view(game_id) != before


async def test_the_defaults_policy_plays_for_the_away_player(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover, _ = await the_mover(h, game_id, ann, bob)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(
        mod,
        "mod settings",
        deadline_minutes=30,
        reminders="none",
        on_deadline="wait",
        away_policy="defaults",
    )
    await h.slash(mover, "away set", until="tomorrow")
    before = await h.bot.service.view(game_id)
    clock.advance(30 * 60)
    sent = await h.drive_timers()
    posts = [s for s in sent if s.posted]
    assert (
        f"The deadline has passed while {mover.name} is away: the bot played their default moves."
        in posts[0].content
    )
    assert await h.bot.service.view(game_id) != before


async def test_bad_away_settings_are_refused(harness: Harness) -> None:
    h = harness
    await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    text = only_reply(await h.slash(mod, "mod settings", away_days=99))
    assert text == "away_days must be between 0 and 60; you gave 99."
    text = only_reply(await h.slash(mod, "mod settings", away_policy="sleep"))
    assert "not sleep" in text
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    assert "While a player is away" not in only_reply(await h.slash(mod, "mod settings"))
    await h.slash(mod, "mod settings", away_days=3)
    shown = only_reply(await h.slash(mod, "mod settings"))
    assert "extend their deadlines, for at most 3 days" in shown


async def test_standing_orders_keep_working_while_away(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_rnb_game(h)
    await h.slash(ann, "orders standing", phase="t1.production", mode="defaults", channel_id=None)
    assert "It applies to your open game." in only_reply(
        await h.slash(ann, "away set", until="in 3 days", channel_id=None)
    )
    for _ in range(4):  # turn 1: both ready in every phase
        await h.slash(ann, "orders ready", channel_id=None)
        await h.slash(bob, "orders ready", channel_id=None)
    pending = await h.bot.service.pending(game_id)
    assert {d.phase for _, d in pending} == {"t2.production"}
    stored = await h.bot.service.db.orders(game_id)
    assert stored["ann"].ready and stored["ann"].phase == "t2.production"
    assert "bob" not in stored
    await h.slash(bob, "orders ready", channel_id=None)
    assert {d.phase for _, d in await h.bot.service.pending(game_id)} == {"t2.movement"}
