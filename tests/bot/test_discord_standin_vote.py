"""The table's vote to hand an awaited seat to the stand-in, through real discord.py payloads:
/mod settings standin_vote, /game standin-vote and its Yes/No buttons, /game standin-off.
Runs on both backends (see `BOTH_BACKENDS`)."""

from __future__ import annotations

import asyncio
import copy
import random
from typing import Any

import pytest
from fakeclock import FakeClock
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, User, running_bot
from pgserver import fresh_schema
from test_discord_imhotep import slash_for

from bot.service.actor import Actor
from bot.service.outcomes import ServiceError
from bot.service.standin_vote import VOTE_HOURS

OFF = "This game's settings do not let the table vote a seat to the stand-in"


async def three_players(h: Harness) -> tuple[list[User], int]:
    users = [h.user(name) for name in ("ann", "bob", "cat")]
    await h.slash(users[0], "game create", game="imhotep")
    for user in users[1:]:
        await h.slash(user, "game join")
    await h.slash(users[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return users, info.id


async def awaited(h: Harness, game_id: int, users: list[User]) -> tuple[User, list[User]]:
    """The player the game waits for, and the others."""
    [(user_id, *_)] = await h.bot.service.pending(game_id)
    mover = next(u for u in users if u.id == user_id)
    return mover, [u for u in users if u is not mover]


async def allow(h: Harness, on: bool = True) -> list[Sent]:
    mod = h.user("mod", permissions=MANAGE_GUILD)
    return await h.slash(mod, "mod settings", standin_vote=on)


def vote_post(sent: list[Sent]) -> Sent:
    [post] = [s for s in sent if s.posted and any("mp:sv:" in c for c in s.custom_ids())]
    return post


def button(post: Sent, yes: bool) -> str:
    [found] = [c for c in post.custom_ids() if c.endswith(":y" if yes else ":n")]
    return found


def private(sent: list[Sent]) -> list[str]:
    return [s.content for s in sent if s.ephemeral and s.content]


def channel(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.posted)


def stale_click(
    h: Harness, user: User, post: Sent, yes: bool, locale: str = "en-US"
) -> dict[str, Any]:
    """A click on the vote's first message as a client that still shows its buttons sends it
    (the message itself has lost them)."""
    payload = h.click_payload(user, post, button(post, yes))
    payload["message"] = {**payload["message"], "components": post.components}
    payload["locale"] = locale
    return payload


async def log(h: Harness, game_id: int) -> list[str]:
    return [e.action for e in await h.bot.service.db.actions(game_id)]


async def test_a_vote_passes_and_the_stand_in_plays_the_seat(harness: Harness) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    shown = await allow(h)
    assert any("The table may hand a seat the game waits for" in s.content for s in shown)

    sent = await h.slash(first, "game standin-vote", player=mover)
    post = vote_post(sent)
    assert f"{first.name} calls a vote: should the built-in player play {mover.name}'s seat" in (
        post.content
    )
    assert "2 of the 2 other players must say yes" in post.content
    assert post.content.endswith("\nVotes so far: 1 yes, 0 no; 2 yes needed.")
    assert set(post.pinged) == {first.id, second.id}
    assert await h.bot.service.db.move_count(game_id) == 0

    # the caller's vote is already counted; the target and an outsider have none
    assert private(await h.click(first, post, button(post, True))) == [
        "You have already voted in this vote."
    ]
    assert private(await h.click(mover, post, button(post, False))) == [
        f"Only the other seated players may vote on {mover.name}'s seat."
    ]
    outsider = h.user("eve")
    assert private(await h.click(outsider, post, button(post, True))) == [
        f"Only the other seated players may vote on {mover.name}'s seat."
    ]
    assert (await log(h, game_id)).count("standin-ballot") == 0

    sent = await h.click(second, post, button(post, True))
    text = channel(sent)
    assert f"The table voted (2 of 2): the built-in player now plays {mover.name}'s seat" in text
    assert f"{mover.name} (stand-in):" in text
    assert await h.bot.service.db.move_count(game_id) == 1
    seats = await h.bot.service.db.seats(game_id)
    assert [s.standin for s in seats if s.user_id == mover.id] == [True]
    assert await h.bot.service.db.had_standin(game_id)
    [handed] = [e for e in await h.bot.service.db.actions(game_id) if e.action == "standin"]
    assert handed.detail["by"] == "table" and handed.detail["user"] == mover.id

    # the vote's message says the result and loses its buttons; a click from a client that
    # still shows them (a stale copy of the message) is refused and writes nothing
    assert not h.current(post).custom_ids()
    assert h.current(post).content.endswith(
        f"\nVote closed: 2 yes, 0 no. The stand-in plays {mover.name}'s seat."
    )
    before = await log(h, game_id)
    stale = h.click_payload(second, post, button(post, False))
    stale["message"] = {**stale["message"], "components": post.components}
    assert private(await h.feed(stale)) == ["This vote is closed: the table handed the seat over."]
    assert await log(h, game_id) == before

    # the seat's own player takes it back; someone whose seat has none cannot
    assert private(await h.slash(first, "game standin-off")) == [
        "That player's seat has no stand-in."
    ]
    sent = await h.slash(mover, "game standin-off")
    assert f"{mover.name} handed {mover.name}'s seat back" in channel(sent)
    seats = await h.bot.service.db.seats(game_id)
    assert not any(s.standin for s in seats)
    assert (await log(h, game_id))[-1] == "standin-off"


async def test_a_vote_is_refused_while_the_setting_is_off(harness: Harness) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, _) = await awaited(h, game_id, users)
    sent = await h.slash(first, "game standin-vote", player=mover)
    assert private(sent) and private(sent)[0].startswith(OFF)
    await allow(h, True)
    await allow(h, False)
    sent = await h.slash(first, "game standin-vote", player=mover)
    assert private(sent)[0].startswith(OFF)
    assert "standin-vote" not in await log(h, game_id)


async def test_votes_that_cannot_be_called_are_refused(harness: Harness) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    assert private(await h.slash(mover, "game standin-vote", player=mover)) == [
        "You cannot call a vote on your own seat."
    ]
    assert private(await h.slash(first, "game standin-vote", player=second)) == [
        f"The game is not waiting for {second.name}: a vote is only for a seat the game waits for."
    ]
    outsider = h.user("eve")
    refused = private(await h.slash(outsider, "game standin-vote", player=mover))
    assert refused and "not playing in game" in refused[0]
    assert "standin-vote" not in await log(h, game_id)

    await h.slash(first, "game standin-vote", player=mover)
    assert private(await h.slash(second, "game standin-vote", player=mover)) == [
        f"A vote on {mover.name}'s seat is already open."
    ]
    assert (await log(h, game_id)).count("standin-vote") == 1


async def test_a_vote_fails_on_a_majority_against(harness: Harness) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    sent = await h.click(second, post, button(post, False))
    assert f"The vote on {mover.name}'s seat failed: the seat stays with them." in channel(sent)
    assert not any(s.standin for s in await h.bot.service.db.seats(game_id))
    assert not h.current(post).custom_ids()
    assert h.current(post).content.endswith(
        f"\nVote closed: 1 yes, 1 no. The seat stays with {mover.name}."
    )
    before = await log(h, game_id)
    assert private(await h.feed(stale_click(h, second, post, True))) == [
        "This vote is closed: too many voted no."
    ]
    assert await log(h, game_id) == before
    # a new vote on the same seat may be called
    assert vote_post(await h.slash(second, "game standin-vote", player=mover))


def edits_of(sent: list[Sent], post: Sent) -> list[Sent]:
    """The edits of `post`'s message among `sent`."""
    assert post.message is not None
    return [
        s
        for s in sent
        if s.kind in ("edit", "response")
        and s.message is not None
        and s.message["id"] == post.message["id"]
    ]


async def test_a_vote_closes_when_the_seats_player_plays(harness: Harness) -> None:
    """The seat's player plays: the vote's message is rewritten once (its buttons off, the
    result and why), nothing new is posted about it, and a click on a stale copy is refused
    with the reason."""
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    start = len(h.sent)
    await h.slash(mover, "imhotep take")
    assert await h.bot.service.db.move_count(game_id) == 1
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.startswith(f"{first.name} calls a vote: should the built-in player")
    assert shown.content.endswith(
        f"\n{mover.name} played: the vote is closed (1 yes, 0 no). "
        f"The seat stays with {mover.name}."
    )
    assert "Votes so far" not in shown.content
    assert len(edits_of(h.sent[start:], post)) == 1
    assert not [s for s in h.sent[start:] if s.created and "vote" in s.content]

    # later moves leave it as it is
    for _ in range(2):
        player, _others = await awaited(h, game_id, users)
        await h.slash(player, "imhotep take")
        await h.drive_timers()
    assert len(edits_of(h.sent[start:], post)) == 1
    before = await log(h, game_id)
    assert before.count("standin-vote-closed") == 1
    assert private(await h.feed(stale_click(h, second, post, True))) == [
        f"This vote is closed: {mover.name} has played since."
    ]
    assert await log(h, game_id) == before


async def test_a_vote_whose_time_runs_out_is_closed_on_its_message(harness: Harness) -> None:
    """Nobody settles the vote: when its time runs out, its message says so (in the channel's
    language) and loses its buttons, in one edit."""
    h = harness
    h.guild_locale = "it"
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    ends = h.clock() + VOTE_HOURS * 3600
    # a change of the game's settings arms its timers afresh: the vote's end is armed again
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod settings", away_days=3)
    await h.drive_timers()
    armed = [(t.kind, t.due) for t in await h.bot.service.db.timers(game_id)]
    assert armed == [("standin-vote", ends)]
    h.clock.advance(VOTE_HOURS * 3600 - 60)
    assert not edits_of(await h.drive_timers(), post)
    assert h.current(post).custom_ids() == post.custom_ids()

    h.clock.advance(60)
    sent = await h.drive_timers()
    assert [s.kind for s in sent] == ["edit"], "one edit, no new post"
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.endswith(
        "\nIl tempo del voto è scaduto: si chiude con 1 sì e 0 no, meno dei 2 sì necessari. "
        f"Il posto resta a {mover.name}."
    )
    assert private(await h.feed(stale_click(h, second, post, True, "it"))) == [
        "Questo voto è chiuso: il tempo è scaduto."
    ]
    assert not any(s.standin for s in await h.bot.service.db.seats(game_id))
    h.clock.advance(VOTE_HOURS * 3600)
    assert not await h.drive_timers()


async def test_a_vote_the_seat_was_handed_over_meanwhile_says_so(harness: Harness) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, _) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod standin", player=mover)
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.endswith(
        f"\nThe vote is closed: {mover.name}'s seat was handed to the stand-in another way."
    )


async def test_a_table_of_two_hands_the_seat_over_on_the_call(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    mover, (other,) = await awaited(h, info.id, [ann, bob])
    await allow(h)
    sent = await h.slash(other, "game standin-vote", player=mover)
    assert f"The table voted (1 of 1): the built-in player now plays {mover.name}'s seat" in (
        channel(sent)
    )
    assert not [s for s in sent if any("mp:sv:" in c for c in s.custom_ids())]


@pytest.mark.parametrize("locale", ["it"])
async def test_the_vote_in_italian(harness: Harness, locale: str) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    sent = await h.slash(first, "game standin-vote", player=mover, locale=locale)
    assert private(sent)[0].startswith("Le impostazioni di questa partita non permettono al tavolo")
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    assert private(await h.click(first, post, button(post, True), locale=locale)) == [
        "Hai già votato in questo voto."
    ]
    await h.click(second, post, button(post, False))
    assert private(await h.feed(stale_click(h, second, post, True, locale))) == [
        "Questo voto è chiuso: troppi hanno votato no."
    ]


async def four_players(h: Harness) -> tuple[list[User], int]:
    users = [h.user(name) for name in ("ann", "bob", "cat", "dan")]
    await h.slash(users[0], "game create", game="imhotep")
    for user in users[1:]:
        await h.slash(user, "game join")
    await h.slash(users[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    return users, info.id


async def test_the_vote_message_shows_its_tally_at_each_ballot(harness: Harness) -> None:
    """Each ballot's click answers by rewriting the vote's message with the tally (one edit,
    nothing private); the one that closes the vote writes the result in, in the channel's
    language, and takes the buttons off."""
    h = harness
    h.guild_locale = "it"
    users, game_id = await four_players(h)
    mover, (first, second, third) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    assert post.content.endswith("\nVoti finora: 1 sì, 0 no; servono 2 sì.")

    sent = await h.click(second, post, button(post, False))
    assert [(s.kind, s.response_type) for s in sent] == [("response", 7)], "one edit"
    shown = h.current(post)
    assert shown.content.endswith("\nVoti finora: 1 sì, 1 no; servono 2 sì.")
    assert shown.content.count("Voti finora") == 1
    assert shown.custom_ids() == post.custom_ids(), "the vote goes on"
    assert not any(s.standin for s in await h.bot.service.db.seats(game_id))

    sent = await h.click(third, shown, button(shown, True), locale="en-US")
    shown = h.current(post)
    assert shown.content.endswith(
        f"\nVoto chiuso: 2 sì, 1 no. Il sostituto gioca il posto di {mover.name}."
    )
    assert "Voti finora" not in shown.content
    assert not shown.custom_ids()
    assert "Il tavolo ha votato (2 su 3)" in channel(sent)


async def test_postgres_two_bots_rewrite_a_vote_that_closed_once(
    postgres_url: str, clock: FakeClock
) -> None:
    """Two processes on one database: the vote is called at one, its seat's player plays at the
    other, and both dispatchers wake; the vote's message is rewritten once."""
    async with (
        fresh_schema(postgres_url) as url,
        running_bot(url, clock) as first,
        running_bot(url, clock, beside=first) as second,
    ):
        users, game_id = await three_players(first)
        mover, (caller, _) = await awaited(first, game_id, users)
        await allow(first)
        post = vote_post(await first.slash(caller, "game standin-vote", player=mover))
        start = len(first.sent), len(second.sent)
        await second.slash(mover, "imhotep take")
        await asyncio.gather(first.drive_timers(), second.drive_timers())
        await asyncio.gather(first.drive_timers(), second.drive_timers())
        sent = first.sent[start[0] :] + second.sent[start[1] :]
        assert len(edits_of(sent, post)) == 1
        shown = first.current(post)
        assert not shown.custom_ids()
        assert f"\n{mover.name} played: the vote is closed" in shown.content


async def test_a_hand_over_that_fails_leaves_no_vote_behind(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The vote that passes on its call (and the ballot that passes one) commits with its
    hand-over or not at all: a failed hand-over leaves no open vote that blocks the next call."""
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    mover, (other,) = await awaited(h, info.id, [ann, bob])
    await allow(h)
    pipeline = h.bot.service.standin_vote.__self__.standins.pipeline

    async def failing(*args: Any, **kwargs: Any) -> Any:
        raise ServiceError("service.standin_vote_unknown")

    with monkeypatch.context() as patched:
        patched.setattr(pipeline, "play", failing)
        sent = await h.slash(other, "game standin-vote", player=mover)
    assert private(sent) == ["That vote does not exist."]
    assert "standin-vote" not in await log(h, info.id)
    assert "standin" not in await log(h, info.id)
    sent = await h.slash(other, "game standin-vote", player=mover)
    assert f"The table voted (1 of 1): the built-in player now plays {mover.name}'s seat" in (
        channel(sent)
    )


async def test_a_vote_open_when_the_game_is_abandoned_closes_on_its_message(
    harness: Harness,
) -> None:
    """A moderator abandons the game while a vote runs: the vote's message is rewritten once,
    without buttons, saying why; a click on a stale copy is refused with the reason."""
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    start = len(h.sent)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "game abandon")
    await h.drive_timers()
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.endswith("\nThe game was abandoned: the vote is closed (1 yes, 0 no).")
    assert len(edits_of(h.sent[start:], post)) == 1
    before = await log(h, game_id)
    assert before.count("standin-vote-closed") == 1
    assert private(await h.feed(stale_click(h, second, post, True))) == [
        "This vote is closed: the game was abandoned."
    ]
    assert await log(h, game_id) == before
    assert not await h.bot.service.db.timers(game_id)


async def ends_the_game(h: Harness, game_id: int, user: User, move: dict[str, Any]) -> bool:
    """Whether `user`'s `move` would end the game (tried on a copy of its state)."""
    tables = h.bot.service.standin_vote.__self__.tables
    row = await h.bot.service.db.get_game(game_id)
    assert row is not None
    seats = await h.bot.service.db.seats(game_id)
    table, _ = await tables.load(row, seats)
    [player] = [s.name for s in seats if s.user_id == user.id]
    game = table.game
    after, _ = game.apply(copy.deepcopy(table.state), player, game.parse_move(move))
    return game.is_over(after)


async def test_a_vote_open_when_the_game_ends_closes_on_its_message(harness: Harness) -> None:
    """The game's last move is its seat's player's, with a vote on that seat open: the vote's
    message says the game is over and loses its buttons, in one edit."""
    h = harness
    h.guild_locale = "it"
    users, game_id = await three_players(h)
    await allow(h)
    by_id = {u.id: u for u in users}
    rng = random.Random(5)
    post: Sent | None = None
    for _ in range(600):
        pending = await h.bot.service.pending(game_id)
        if not pending:
            break
        user = by_id[pending[0][0]]
        move = rng.choice(await h.bot.service.legal_moves(Actor(user.id, ""), game_id))
        if post is None and await ends_the_game(h, game_id, user, move):
            caller = next(u for u in users if u is not user)
            post = vote_post(await h.slash(caller, "game standin-vote", player=user))
            start = len(h.sent)
        path, options = slash_for(move)
        await h.slash(user, path, **options)
    assert post is not None
    assert (await h.bot.service.game(game_id)).status == "over"
    await h.drive_timers()
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.endswith("\nLa partita è finita: il voto è chiuso (1 sì, 0 no).")
    assert len(edits_of(h.sent[start:], post)) == 1
    assert private(await h.feed(stale_click(h, caller, post, True, "it"))) == [
        "Questo voto è chiuso: la partita è finita."
    ]
    assert not await h.bot.service.db.timers(game_id)


async def test_switching_the_vote_off_closes_an_open_vote(harness: Harness) -> None:
    """The moderators switch the stand-in vote off while a vote runs: its message says so and
    loses its buttons, nobody's seat changes hands, and switching votes on again does not
    reopen it."""
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    start = len(h.sent)
    await allow(h, False)
    await allow(h, True)
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert shown.content.endswith(
        "\nThe moderators switched the stand-in vote off: the vote is closed (1 yes, 0 no). "
        f"The seat stays with {mover.name}."
    )
    assert len(edits_of(h.sent[start:], post)) == 1
    assert private(await h.feed(stale_click(h, second, post, True))) == [
        "This vote is closed: the moderators switched the stand-in vote off."
    ]
    assert not any(s.standin for s in await h.bot.service.db.seats(game_id))
    assert (await log(h, game_id)).count("standin-ballot") == 0
    # a new vote on the same seat may be called now that votes are on again
    assert vote_post(await h.slash(second, "game standin-vote", player=mover))


async def test_switching_the_vote_off_in_a_paused_game_closes_it_at_once(
    harness: Harness,
) -> None:
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    await allow(h)
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod pause")
    assert private(await h.click(second, post, button(post, True))) == [
        "The game is paused: the vote goes on when it resumes."
    ]
    await allow(h, False)
    await h.drive_timers()
    shown = h.current(post)
    assert not shown.custom_ids()
    assert "The moderators switched the stand-in vote off" in shown.content


async def test_a_vote_runs_out_on_time_through_an_away_extension_and_a_pause(
    harness: Harness,
) -> None:
    """The deadline moves (the seat's player is away, the game is paused), the vote's end does
    not: its message says its time ran out when clicks start being refused for it."""
    h = harness
    users, game_id = await three_players(h)
    mover, (first, second) = await awaited(h, game_id, users)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod settings", deadline_minutes=60, reminders="none", away_policy="extend")
    await allow(h)
    await h.slash(mover, "away set", until="in 5 days")
    post = vote_post(await h.slash(first, "game standin-vote", player=mover))
    ends = h.clock() + VOTE_HOURS * 3600
    h.clock.advance(3600)
    sent = await h.drive_timers()
    assert any("the deadline moves to" in s.content for s in sent)
    await h.slash(mod, "mod pause")
    h.clock.advance(ends - h.clock() - 1)
    assert not edits_of(await h.drive_timers(), post)
    assert h.current(post).custom_ids() == post.custom_ids()
    h.clock.advance(1)
    assert private(await h.feed(stale_click(h, second, post, True))) == [
        "This vote is closed: its time ran out."
    ]
    sent = await h.drive_timers()
    assert [s.kind for s in sent] == ["edit"]
    shown = h.current(post)
    assert not shown.custom_ids()
    assert "The vote's time ran out" in shown.content
