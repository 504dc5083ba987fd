"""The turn message's text: kept by the process that writes it, read back only where another
process may have written it too, and a message someone deleted is posted anew."""

from __future__ import annotations

from harness import CHANNEL_ID, Harness, last_prompt
from test_discord_imhotep import open_game, slash_for, whose_turn

from bot.delivery import TURN
from bot.service.actor import Actor
from bot.service.outcomes import Outcome, Post
from rules.core import Message


async def test_a_slash_move_reads_the_turn_message_back_only_where_others_write(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    for _ in range(3):
        player = await whose_turn(h, game_id, users)
        before = await h.bot.service.tracked_message(game_id, TURN)
        assert before is not None
        legal = await h.bot.service.legal_moves(Actor(player.id, player.name), game_id)
        path, options = slash_for(legal[0])
        sent = await h.slash(player, path, **options)
        edits = [s for s in sent if s.kind == "edit" and s.path.endswith("{message_id}")]
        assert [int(e.message["id"]) for e in edits if e.message] == [before[1]]
        assert edits[0].components == []  # the old turn message loses its choices
        assert [s for s in sent if s.kind == "channel"]  # and the next player gets a new one
    if h.bot.service.db.shared:  # another process may have written it: read every time
        assert len(h.fetched) == 3
    else:
        assert h.fetched == []


async def test_a_deleted_turn_message_is_posted_anew_whole(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    player = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    tracked = await h.bot.service.tracked_message(game_id, TURN)
    assert tracked is not None
    h.delete_message(tracked[1])
    said = [Message("discord.turn.nothing_pending")]
    post = Post(CHANNEL_ID, said, game_id, prompt=[player.id], turn="same", done=said)
    start = len(h.sent)
    await h.bot.deliver(Outcome(game_id=game_id, posts=[post]))
    posts = [s for s in h.sent[start:] if s.kind == "channel"]
    assert len(posts) == 1
    assert posts[0].content == f"{player.mention}\nThere is nothing for you to decide now."
    assert posts[0].pinged == [player.id]
    assert last_prompt(h.sent) is posts[0]
    renewed = await h.bot.service.tracked_message(game_id, TURN)
    assert renewed is not None and renewed[1] == int(posts[0].message["id"])  # type: ignore[index]
