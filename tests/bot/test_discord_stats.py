"""`/stats` through real payloads: a finished game changes both players' statistics, the
leaderboard lists them, the rating chart appears once there are two rated games, the server's
counting rules are shown and changed by moderators only, and bad input is refused privately."""

from __future__ import annotations

import random

from harness import CHANNEL_ID, MANAGE_GUILD, Harness, User
from test_discord_imhotep import slash_for

from bot.service.actor import Actor


async def finish_imhotep(h: Harness, ann: User, bob: User) -> None:
    """A whole game of Imhotep, every move typed as a slash command."""
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    users = {ann.id: ann, bob.id: bob}
    rng = random.Random(3)
    for _ in range(400):
        pending = await h.bot.service.pending(info.id)
        if not pending:
            break
        user = users[pending[0][0]]
        move = rng.choice(await h.bot.service.legal_moves(Actor(user.id, ""), info.id))
        path, options = slash_for(move)
        await h.slash(user, path, **options)
    assert (await h.bot.service.game(info.id)).status == "over"


def answer(sent) -> str:
    replies = [s for s in sent if s.created and s.ephemeral]
    assert len(replies) == 1, sent
    assert not [s for s in sent if s.posted], "stats are private"
    return replies[0].content


async def test_a_finished_game_changes_both_players_stats(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    before = answer(await h.slash(ann, "stats player"))
    assert before.startswith("ann has no finished game recorded on this server yet.")
    assert "An abandoned game does not count." in before

    await finish_imhotep(h, ann, bob)
    for user in (ann, bob):
        text = answer(await h.slash(user, "stats player"))
        assert text.startswith(f"Statistics of {user.name} on this server:")
        assert "Imhotep: one game played, " in text
    about_bob = answer(await h.slash(ann, "stats player", player=bob, game="imhotep"))
    assert about_bob.startswith("Statistics of bob on this server:")
    top = answer(await h.slash(bob, "stats top", game="imhotep"))
    assert top.startswith("The best Imhotep players on this server:")
    assert "1. " in top and "2. " in top and "ann" in top and "bob" in top
    italian = answer(await h.slash(ann, "stats player", locale="it"))
    assert italian.startswith("Statistiche di ann su questo server:")
    assert "Imhotep: una partita giocata" in italian


async def counted_abandon(h: Harness, mod: User, ann: User, bob: User) -> None:
    """A game of Imhotep started and abandoned by a moderator (after one move)."""
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    await h.slash(mod, "game abandon")


async def test_the_rules_and_the_rating_chart(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    refused = answer(await h.slash(ann, "stats rules", abandoned="count"))
    assert "moderator" in refused
    shown = answer(await h.slash(ann, "stats rules"))
    assert "An abandoned game does not count." in shown
    changed = answer(await h.slash(mod, "stats rules", abandoned="count", stand_ins="skip_game"))
    assert "An abandoned game counts as it stood when it was abandoned." in changed
    assert "A game with a seat played by a stand-in does not count at all." in changed
    italian = answer(await h.slash(ann, "stats rules", locale="it"))
    assert "Una partita abbandonata conta come stava al momento dell'abbandono." in italian

    await counted_abandon(h, mod, ann, bob)
    sent = await h.slash(ann, "stats player")
    text = [s for s in sent if s.ephemeral and s.content][-1]
    assert "Imhotep: one game played, " in text.content
    assert not [s for s in sent if s.files], "one rated game draws no chart"
    await counted_abandon(h, mod, ann, bob)
    sent = await h.slash(ann, "stats player")
    charts = [f for s in sent for f in s.files]
    assert [name for name, _ in charts] == ["rating.png"]
    assert charts[0][1].startswith(b"\x89PNG")
    assert all(s.ephemeral for s in sent if s.created)
    assert "Imhotep: 2 games played, " in [s for s in sent if s.content][-1].content


async def test_bad_input_is_refused_privately(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    unknown = answer(await h.slash(ann, "stats top", game="chess"))
    assert unknown.startswith("There is no game called 'chess'; choose one of: ")
    nobody = answer(await h.slash(ann, "stats top", game="meduris"))
    assert nobody.startswith("No game of Meduris has been counted on this server yet.")
    in_dm = answer(await h.slash(ann, "stats player", channel_id=None))
    assert "server" in in_dm
    bad_rule = answer(
        await h.slash(h.user("mod", permissions=MANAGE_GUILD), "stats rules", abandoned="often")
    )
    assert bad_rule.startswith("'often' is not a way to count abandoned games")
    shown = answer(await h.slash(ann, "stats rules"))
    assert "An abandoned game does not count." in shown
