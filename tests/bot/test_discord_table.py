"""The table, not a flood: what three players receive over the first three turns each, counted
through Discord payloads, and the rules delivery keeps (a click edits what was clicked, one
post per turn that changes hands, no older message with live components).

A board drawn at once goes with its post or DM (one request); one that must wait for a worker
follows its words in an edit (issue 19: the answer never waits for a board). Paced play draws
every board at once: before boards went with their posts, Imhotep made 27 edits here, Meduris
120 and Roads & Boats 47.

Main (before bot/delivery.py) sent, for the same plays: Imhotep 13 posts, 13 private replies,
9 old messages with live components; Meduris 26 posts, 26 pings, 23 DMs, 29 private
replies, 20 old live; Roads & Boats 16 private replies and 11 old live.
"""

from __future__ import annotations

import random

from harness import (
    CHANNEL_ID,
    Harness,
    Tally,
    choice_ids,
    choices_of,
    click_choice,
    last_prompt,
)
from tables import decider, open_game, panel_picks, play_imhotep, play_meduris, play_roads_and_boats

LOBBY = 4
"""/game create, two /game join and /game start: a post each, which answers the command (its
actor reads it once, not again in a private answer)."""


def mentions_kept_on_edits(h: Harness) -> bool:
    """Every edit of a channel message that names players passes allowed_mentions again
    (Discord does not keep them between edits)."""
    for sent in h.sent:
        if sent.kind != "edit" and sent.response_type != 7:
            continue
        if sent.dm_user is not None or "<@" not in sent.content or "content" not in sent.data:
            continue
        if "allowed_mentions" not in sent.data or not sent.data["allowed_mentions"].get("users"):
            return False
    return True


async def test_imhotep_makes_one_post_per_turn_and_no_private_replies(harness: Harness) -> None:
    tally, users, game_id = await play_imhotep(harness, 9)
    # an Undo button on the answer to each move that can be taken back; the next play takes
    # it off (8 edits more); the last one's stays until the next play
    assert tally == Tally(
        channel_posts=LOBBY + 9, pings=10, dms=0, private_replies=0, edits=17, old_live=1
    )
    assert mentions_kept_on_edits(harness)
    [live] = [m for m in harness.live() if choice_ids(m)]
    assert live.message is not None
    assert (await decider(harness, game_id, users))[0].mention in live.content


async def test_meduris_edits_the_turn_while_it_stays_with_one_player(harness: Harness) -> None:
    tally, _, _ = await play_meduris(harness, 9)
    # 11 of the edits take an Undo button off the answer to the move before
    assert tally == Tally(
        channel_posts=LOBBY + 19, pings=22, dms=22, private_replies=3, edits=75, old_live=0
    )
    assert mentions_kept_on_edits(harness)


async def test_roads_and_boats_panels_leave_no_live_components_behind(harness: Harness) -> None:
    tally, users, _ = await play_roads_and_boats(harness, 3)
    # 2 of the edits take an Undo button off (a start tile's answer, before the next one)
    assert tally == Tally(
        channel_posts=13, pings=15, dms=12, private_replies=8, edits=28, old_live=0
    )
    for user in users:
        assert len(harness.live(user=user)) <= 1


async def test_a_click_that_passes_the_turn_edits_the_clicked_post_and_posts_anew(
    harness: Harness,
) -> None:
    h = harness
    users, game_id = await open_game(h, "imhotep")
    rng = random.Random(1)
    passed = 0
    for _ in range(4):
        user, _ = await decider(h, game_id, users)
        prompt = last_prompt(h.sent)
        assert prompt is not None
        buttons = [c for c in choices_of(prompt) if c[1] is None or c[1].startswith("place|")]
        sent = await click_choice(h, user, prompt, rng.choice(buttons))
        if [s for s in sent if s.ephemeral]:
            continue  # a choice in steps: the step menu is the private part
        nxt, _ = await decider(h, game_id, users)
        clicked = h.current(prompt)
        assert not [s for s in sent if s.created and s.ephemeral], "no private reply"
        assert [s.response_type for s in sent if s.kind == "response"] == [7]
        if nxt is user:
            continue
        assert not choice_ids(clicked), "the clicked post keeps no choices (an Undo at most)"
        assert f"→ {user.name}" in clicked.content, "what was done is written in it"
        [post] = [s for s in sent if s.posted]
        assert nxt.mention in post.content and post.pinged == [nxt.id]
        assert post.custom_ids() and [n for n, _ in h.files_of(post)] == ["board.png"]
        assert [m.message for m in h.live() if choice_ids(m)] == [h.current(post).message]
        passed += 1
    assert passed >= 3


async def test_a_meduris_panel_click_answers_in_the_panel(harness: Harness) -> None:
    h = harness
    users, game_id = await open_game(h, "meduris")
    rng = random.Random(2)
    answered = 0
    for _ in range(6):
        user, _ = await decider(h, game_id, users)
        [panel] = h.live(user=user)
        custom_id, value = rng.choice(panel_picks(panel))
        sent = await h.click(user, panel, custom_id, None if value is None else [value])
        if [s for s in sent if s.ephemeral and s.created]:
            continue  # a step menu (the choice continues privately)
        nxt, _ = await decider(h, game_id, users)
        assert [s.response_type for s in sent if s.kind == "response"] == [7]
        answered += 1
        if nxt is user:
            assert h.current(panel).custom_ids(), "the same panel offers the next decision"
            assert not [s for s in sent if s.kind == "dm"], "and no new DM"
        else:
            assert not choice_ids(h.current(panel))
            assert [s.dm_user for s in sent if s.kind == "dm" and s.custom_ids()] == [nxt.id]
        for other in users:
            assert len(h.live(user=other)) <= 1
        assert len(h.live(channel_id=CHANNEL_ID)) == 0  # the channel side has no components
    assert answered >= 4
