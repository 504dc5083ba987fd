"""/orders in a game channel and in DMs: which game is meant, and private answers."""

from __future__ import annotations

from harness import CHANNEL_ID, OTHER_CHANNEL_ID, Harness, User


async def two_games(h: Harness) -> tuple[int, int, dict[str, User]]:
    """ann plays with bob in one channel and with cy in another."""
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    for channel, other in ((CHANNEL_ID, bob), (OTHER_CHANNEL_ID, cy)):
        await h.slash(ann, "game create", game="imhotep", channel_id=channel)
        await h.slash(other, "game join", channel_id=channel)
        await h.slash(ann, "game start", channel_id=channel)
    first = await h.bot.service.game_in_channel(CHANNEL_ID)
    second = await h.bot.service.game_in_channel(OTHER_CHANNEL_ID)
    assert first is not None and second is not None
    return first.id, second.id, {"ann": ann, "bob": bob, "cy": cy}


async def test_in_dms_a_player_of_several_games_must_choose(harness: Harness) -> None:
    h = harness
    first, second, users = await two_games(h)
    ann = users["ann"]
    sent = await h.slash(ann, "orders ready", channel_id=None)
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, "You are in several games; choose one with the game option.")
    ]
    choices = await h.autocomplete(ann, "orders ready", "game", channel_id=None)
    assert sorted(c["value"] for c in choices) == sorted([first, second])
    sent = await h.slash(ann, "orders ready", game=first, channel_id=None)
    assert sent[0].ephemeral and "several games" not in sent[0].content
    assert "orders" in sent[0].content.lower()


async def test_a_game_that_is_not_yours_or_no_game_at_all(harness: Harness) -> None:
    h = harness
    _, second, users = await two_games(h)
    bob, loner = users["bob"], h.user("loner")
    sent = await h.slash(bob, "orders clear", game=second, channel_id=None)
    assert sent[0].ephemeral and sent[0].content == f"{second!r} is not one of your games."
    sent = await h.slash(loner, "orders clear", channel_id=None)
    assert sent[0].ephemeral and sent[0].content == "You have no running game."
    assert await h.autocomplete(loner, "orders ready", "game", channel_id=None) == []


async def test_orders_for_a_game_without_simultaneous_phases_are_refused(
    harness: Harness,
) -> None:
    h = harness
    first, _, users = await two_games(h)
    ann = users["ann"]
    for text in ("[1, 2]", "{bad", '{"orders": []}'):
        sent = await h.slash(ann, "orders submit", text=text)
        assert [(s.ephemeral, s.content) for s in sent] == [
            (True, f"You have no orders to give in game #{first} now.")
        ]
