"""A thread per game, through real payloads: `/game create thread:True` opens the game in a new
thread of the channel (the thread is the game's channel), the channel gets one line linking it,
two games run side by side in two threads of one channel, a guild can make threads the default,
and what cannot be done is refused before anything is made."""

from __future__ import annotations

import random

from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, User
from test_discord_imhotep import slash_for

from bot.service.actor import Actor

CREATE_PUBLIC_THREADS = 1 << 35


def threads_opened(sent: list[Sent]) -> list[int]:
    return [int(s.message["id"]) for s in sent if s.kind == "thread" and s.message]


def private(sent: list[Sent]) -> str:
    replies = [s for s in sent if s.created and s.ephemeral]
    assert len(replies) == 1, sent
    return replies[0].content


async def open_in_thread(h: Harness, host: User, game: str) -> tuple[int, list[Sent]]:
    sent = await h.slash(host, "game create", game=game, thread=True)
    opened = threads_opened(sent)
    assert len(opened) == 1, sent
    (asked,) = [s.body for s in sent if s.kind == "thread"]
    assert asked["type"] == 11 and asked["auto_archive_duration"] == 10080  # public, a week
    return opened[0], sent


async def test_two_games_run_in_two_threads_of_one_channel(harness: Harness) -> None:
    h = harness
    ann, bob, cy, dan = (h.user(n) for n in ("ann", "bob", "cy", "dan"))
    first, sent = await open_in_thread(h, ann, "imhotep")
    link = [s for s in sent if s.posted and s.channel_id == CHANNEL_ID]
    assert len(link) == 1 and f"<#{first}>" in link[0].content
    assert "opened a game of Imhotep" in link[0].content
    in_thread = [s for s in sent if s.posted and s.channel_id == first]
    assert len(in_thread) == 1 and "Join with /game join" in in_thread[0].content
    second, _ = await open_in_thread(h, cy, "imhotep")
    assert second != first

    await h.slash(bob, "game join", channel_id=first)
    await h.slash(dan, "game join", channel_id=second)
    for host, thread in ((ann, first), (cy, second)):
        started = await h.slash(host, "game start", channel_id=thread)
        posts = [s for s in started if s.posted]
        assert posts and all(s.channel_id == thread for s in posts)
    games = {}
    for thread in (first, second):
        info = await h.bot.service.game_in_channel(thread)
        assert info is not None and info.status == "running"
        games[thread] = info
    assert games[first].id != games[second].id
    assert [n for n, _ in games[first].seats] == ["ann", "bob"]
    assert [n for n, _ in games[second].seats] == ["cy", "dan"]
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None

    rng = random.Random(2)
    users = {u.id: u for u in (ann, bob, cy, dan)}
    for thread in (second, first, second):
        game_id = games[thread].id
        before = len(await h.bot.service.db.moves(game_id))
        user = users[(await h.bot.service.pending(game_id))[0][0]]
        move = rng.choice(await h.bot.service.legal_moves(Actor(user.id, ""), game_id))
        path, options = slash_for(move)
        sent = await h.slash(user, path, channel_id=thread, **options)
        assert len(await h.bot.service.db.moves(game_id)) > before
        assert all(s.channel_id == thread for s in sent if s.posted), sent
    status = private(await h.slash(bob, "game status", channel_id=first))
    assert f"#{games[first].id} Imhotep" in status

    # The channel itself may still hold a game of its own, one at a time as ever.
    await h.slash(bob, "game create", game="imhotep")
    own = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert own is not None and own.id not in (games[first].id, games[second].id)


async def test_a_guild_may_open_every_game_in_a_thread(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann = h.user("ann")
    refused = private(await h.slash(ann, "mod threads", enabled=True))
    assert "moderator" in refused.lower() or "Manage Server" in refused
    shown = private(await h.slash(mod, "mod threads"))
    assert shown.startswith("New games on this server open in their channel")
    turned = private(await h.slash(mod, "mod threads", enabled=True))
    assert turned.startswith("New games on this server open in a thread of their channel")
    italian = private(await h.slash(mod, "mod threads", locale="it"))
    assert italian.startswith("Le nuove partite di questo server si aprono in un thread")

    sent = await h.slash(ann, "game create", game="imhotep")
    (thread,) = threads_opened(sent)
    assert (await h.bot.service.game_in_channel(thread)) is not None
    inside = await h.slash(ann, "game abandon", channel_id=thread)
    assert not threads_opened(inside)
    here = await h.slash(ann, "game create", game="meduris", thread=False)
    assert not threads_opened(here)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.kind == "meduris"


async def test_what_cannot_open_a_thread_is_refused_and_makes_nothing(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    thread, _ = await open_in_thread(h, ann, "imhotep")
    await h.slash(ann, "game abandon", channel_id=thread)

    nested = await h.slash(ann, "game create", game="imhotep", thread=True, channel_id=thread)
    assert private(nested).startswith("This channel is a thread already")
    assert not threads_opened(nested)
    assert await h.bot.service.game_in_channel(thread) is None

    in_dm = await h.slash(ann, "game create", game="imhotep", thread=True, channel_id=None)
    assert "server" in private(in_dm) and not threads_opened(in_dm)

    bad_map = await h.slash(ann, "game create", game="roads_and_boats", map="nowhere", thread=True)
    assert "nowhere" in private(bad_map)
    deleted = [s for s in bad_map if s.kind == "delete_channel"]
    assert len(deleted) == 1 and deleted[0].channel_id == threads_opened(bad_map)[0]
    assert not [s for s in bad_map if s.posted]

    h.threads_refused = True
    overridden = await h.slash(ann, "game create", game="imhotep", thread=True)
    assert private(overridden).startswith("I cannot open a thread here: I need the Create")
    assert not threads_opened(overridden) and not [s for s in overridden if s.posted]
    h.threads_refused = False

    h.app_permissions &= ~CREATE_PUBLIC_THREADS
    denied = await h.slash(ann, "game create", game="imhotep", thread=True)
    assert private(denied).startswith(
        "I cannot open a thread here: I need the Create Public Threads permissions"
    )
    assert not threads_opened(denied)
    italian = await h.slash(ann, "game create", game="imhotep", thread=True, locale="it")
    assert private(italian).startswith("Non posso aprire un thread qui")
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_the_channel_line_reads_in_the_servers_language(harness: Harness) -> None:
    h = harness
    h.guild_locale = "it"
    ann = h.user("ann")
    thread, sent = await open_in_thread(h, ann, "imhotep")
    (line,) = [s for s in sent if s.posted and s.channel_id == CHANNEL_ID]
    assert line.content.startswith("ann ha aperto una partita a Imhotep")
    assert f"<#{thread}>" in line.content
