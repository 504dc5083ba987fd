"""Issue 16 through real discord.py payloads: every action (any-time moves, moderator
commands) applies once, to the state it was issued against; bad numbers, forged component ids
and empty selects get a specific private answer; names stay plain text in public posts."""

from __future__ import annotations

import random
from typing import Any

from harness import Harness, Sent, User
from test_discord_meduris import (
    GENERIC_ERROR,
    decider,
    logged,
    open_game,
    panel_of,
    picks,
    play_until,
)

from bot.games.meduris.cog import counts_text
from bot.games.meduris.components import exchange_moves


def exchange_button(panel: Sent) -> str:
    return next(c for c in panel.custom_ids() if c.endswith(":b:exchange"))


async def exchange_menu(h: Harness, user: User, panel: Sent) -> tuple[Sent, str]:
    """Clicks Exchange on `panel` and follows the steps until a menu offers whole exchanges;
    returns that menu and the value of its first whole exchange."""
    step = await h.click(user, panel, exchange_button(panel))
    for _ in range(3):
        [menu] = [s for s in step if s.ephemeral and picks(s)]
        whole = [value for _, value in picks(menu) if value and "|g:" in value]
        if whole:
            return menu, whole[0]
        custom_id, value = picks(menu)[0]
        step = await h.click(user, menu, custom_id, [str(value)])
    raise AssertionError("no whole exchange was offered")


async def meduris_turn(h: Harness) -> tuple[list[User], int, User]:
    users, game_id = await open_game(h, 2)
    mover = await play_until(h, game_id, users, "turn", random.Random(3))
    return users, game_id, mover


def exchanges(moves: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [m for m in moves if m["type"] == "exchange"]


# --- any-time moves ----------------------------------------------------------------------------


async def test_an_exchange_clicked_three_times_at_once_applies_once(harness: Harness) -> None:
    h = harness
    _users, game_id, mover = await meduris_turn(h)
    menu, value = await exchange_menu(h, mover, panel_of(h, mover))
    custom_id = menu.custom_ids()[0]
    before = await logged(h, game_id)
    clicks = [h.click_payload(mover, menu, custom_id, [value]) for _ in range(3)]
    sent = await h.feed_at_once(*clicks)
    assert len(exchanges((await logged(h, game_id))[len(before) :])) == 1
    refused = [s for s in sent if s.ephemeral and "has acted since that was sent" in s.content]
    assert len(refused) == 2
    assert not [s for s in sent if GENERIC_ERROR in s.content]


async def test_an_exchange_command_sent_twice_at_once_acts_once(harness: Harness) -> None:
    h = harness
    users, game_id, mover = await meduris_turn(h)
    view = await h.bot.service.view(game_id, mover.id)
    held = next(p for p in view["players"] if p["name"] == mover.name)["materials"]
    [possible, *_] = exchange_moves(held, view["supply_available"])
    options = {"give": counts_text(possible["give"]), "take": possible["take"]}
    before = await logged(h, game_id)
    sent = await h.feed_at_once(
        h.slash_payload(mover, "meduris exchange", **options),
        h.slash_payload(mover, "meduris exchange", **options),
    )
    assert len(exchanges((await logged(h, game_id))[len(before) :])) == 1
    assert sum("has acted since that was sent" in s.content for s in sent if s.ephemeral) == 1
    assert (await decider(h, game_id, users))[0] is mover, "the turn is still the mover's"


async def test_an_exchange_from_a_panel_the_game_has_moved_past_is_refused(
    harness: Harness,
) -> None:
    h = harness
    users, game_id, mover = await meduris_turn(h)
    other = next(u for u in users if u is not mover)
    old = panel_of(h, other)  # drawn for a decision of theirs that has been made since
    before = await logged(h, game_id)
    sent = await h.click(other, old, exchange_button(old))
    steps = [s for s in sent if s.ephemeral and picks(s)]
    for _ in range(3):
        if not steps:
            break
        custom_id, value = picks(steps[-1])[0]
        sent = await h.click(other, steps[-1], custom_id, [str(value)])
        steps = [s for s in sent if s.ephemeral and picks(s)]
    assert [s.ephemeral for s in sent] == [True]
    assert "moved on since that was sent" in sent[0].content
    assert await logged(h, game_id) == before


async def test_an_exchange_after_another_players_exchange_still_applies(
    harness: Harness,
) -> None:
    """Another seat's side move changes nothing an exchange rests on: both apply."""
    h = harness
    users, game_id, mover = await meduris_turn(h)
    other = next(u for u in users if u is not mover)
    menu, value = await exchange_menu(h, mover, panel_of(h, mover))
    mine = h.click_payload(mover, menu, menu.custom_ids()[0], [value])
    view = await h.bot.service.view(game_id, other.id)
    held = next(p for p in view["players"] if p["name"] == other.name)["materials"]
    theirs = exchange_moves(held, view["supply_available"])
    assert theirs, "the seed leaves the other player 3 materials to exchange"
    options = {"give": counts_text(theirs[0]["give"]), "take": theirs[0]["take"]}
    before = await logged(h, game_id)
    await h.slash(other, "meduris exchange", **options)
    sent = await h.feed_at_once(mine)
    assert not [s for s in sent if "since that was sent" in s.content], sent
    assert [m["player"] for m in exchanges((await logged(h, game_id))[len(before) :])] == [
        other.name,
        mover.name,
    ]
