"""A finished game rolled back by `/mod rollback` loses its result and the rating changes it
made, in the rollback's own transaction; a later game of one of its players is rated again from
the corrected ratings (as `db stats-rebuild` would count them); the game counts once more, and
only once, when it ends again. Through real payloads, on both backends."""

from __future__ import annotations

import random

from fakeclock import FakeClock
from harness import CHANNEL_ID, GUILD_ID, MANAGE_GUILD, OTHER_CHANNEL_ID, Harness, User
from test_discord_imhotep import slash_for
from test_discord_stats import answer

from bot.service.actor import Actor

Figures = list[tuple[int, float, float, int, int, int]]


async def play_out(h: Harness, channel: int, players: list[User], seed: int) -> None:
    """Plays the channel's game of Imhotep to its end, every move a slash command."""
    info = await h.bot.service.game_in_channel(channel)
    assert info is not None
    users = {u.id: u for u in players}
    rng = random.Random(seed)
    while pending := await h.bot.service.pending(info.id):
        user = users[pending[0][0]]
        move = rng.choice(await h.bot.service.legal_moves(Actor(user.id, ""), info.id))
        path, options = slash_for(move)
        await h.slash(user, path, channel_id=channel, **options)
    assert (await h.bot.service.game(info.id)).status == "over"


async def finish(h: Harness, channel: int, host: User, guest: User, seed: int) -> None:
    await h.slash(host, "game create", game="imhotep", channel_id=channel)
    await h.slash(guest, "game join", channel_id=channel)
    await h.slash(host, "game start", channel_id=channel)
    await play_out(h, channel, [host, guest], seed)


async def figures(h: Harness, users: list[User]) -> Figures:
    """Every counted rating of the players: (user, mu, sigma, played, won, place sum)."""
    db = h.bot.service.db
    return [
        (r.user_id, r.mu, r.sigma, r.played, r.won, r.place_sum)
        for u in users
        for r in await db.ratings_of_user(GUILD_ID, u.id)
    ]


async def rebuilt(h: Harness, users: list[User]) -> Figures:
    """What `db stats-rebuild` makes of the same games (then left in place)."""
    await h.bot.service.stats.rebuild()
    return await figures(h, users)


async def test_a_rolled_back_game_loses_its_result_until_it_ends_again(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob, cid = h.user("ann"), h.user("bob"), h.user("cid")
    everyone = [ann, bob, cid]
    await finish(h, CHANNEL_ID, ann, bob, seed=3)
    clock.advance(60)
    await finish(h, OTHER_CHANNEL_ID, bob, cid, seed=4)
    clock.advance(60)
    ended = await figures(h, everyone)
    assert [played for *_, played, _, _ in ended] == [1, 2, 1]

    sent = await h.slash(mod, "mod rollback", moves=1)
    said = " ".join(s.content for s in sent)
    assert "mod rolled back one move: the game is back where it stood after move " in said, said
    assert "its result and the rating changes it made are withdrawn" in said
    corrected = await figures(h, everyone)
    assert [user for user, *_ in corrected] == [bob.id, cid.id], "ann has no counted game"
    assert [played for *_, played, _, _ in corrected] == [1, 1]
    assert corrected != [f for f in ended if f[0] != ann.id], "bob's and cid's game is rated anew"
    text = answer(await h.slash(ann, "stats player"))
    assert text.startswith("ann has no finished game recorded on this server yet.")
    text = answer(await h.slash(bob, "stats player"))
    assert "Imhotep: one game played, " in text
    top = answer(await h.slash(cid, "stats top", game="imhotep"))
    assert "ann" not in top
    assert await rebuilt(h, everyone) == corrected

    clock.advance(60)
    await play_out(h, CHANNEL_ID, [ann, bob], seed=5)
    again = await figures(h, everyone)
    assert [played for *_, played, _, _ in again] == [1, 2, 1], "the game counts once"
    assert "Imhotep: 2 games played, " in answer(await h.slash(bob, "stats player"))
    assert await rebuilt(h, everyone) == again


async def test_a_rollback_in_italian_says_the_result_is_withdrawn(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    h.guild_locale = "it"
    await finish(h, CHANNEL_ID, ann, bob, seed=3)
    sent = await h.slash(mod, "mod rollback", moves=1, locale="it")
    said = " ".join(s.content for s in sent if s.posted)
    assert "il suo risultato e le variazioni di valutazione" in said, said
    assert "mod ha annullato una mossa: la partita torna a com'era dopo la mossa " in said, said
    assert await figures(h, [ann, bob]) == []


async def test_rolling_back_a_running_game_leaves_the_statistics_alone(
    harness: Harness, clock: FakeClock
) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    await finish(h, CHANNEL_ID, ann, bob, seed=3)
    clock.advance(60)
    ended = await figures(h, [ann, bob])
    await h.slash(ann, "game create", game="imhotep", channel_id=OTHER_CHANNEL_ID)
    await h.slash(bob, "game join", channel_id=OTHER_CHANNEL_ID)
    await h.slash(ann, "game start", channel_id=OTHER_CHANNEL_ID)
    info = await h.bot.service.game_in_channel(OTHER_CHANNEL_ID)
    assert info is not None
    pending = await h.bot.service.pending(info.id)
    user = {ann.id: ann, bob.id: bob}[pending[0][0]]
    move = (await h.bot.service.legal_moves(Actor(user.id, ""), info.id))[0]
    path, options = slash_for(move)
    await h.slash(user, path, channel_id=OTHER_CHANNEL_ID, **options)
    sent = await h.slash(mod, "mod rollback", moves=1, channel_id=OTHER_CHANNEL_ID)
    assert "withdrawn" not in " ".join(s.content for s in sent)
    assert await figures(h, [ann, bob]) == ended
