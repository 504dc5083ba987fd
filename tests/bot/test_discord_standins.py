"""Stand-in players through real discord.py payloads: /mod standin hands a seat to the game's
built-in player, which plays whenever the seat is awaited, and /mod standin-off hands it back.
Runs on both backends (see `BOTH_BACKENDS`)."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, User
from test_discord_imhotep import open_game, whose_turn

from bot import gamelog, registry
from bot.gamelog import Table
from bot.service.standin_play import standin_move
from bot.service.stats import stood_in_seats
from rules.imhotep.moves import Sail

NOT_MODERATOR = "Only members with Manage Server or the moderator role can use /mod."
FELL_BACK = "no longer passed the check"


def channel(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.posted)


async def started(h: Harness, game: str, names: tuple[str, ...], **options: Any) -> list[User]:
    users = [h.user(name) for name in names]
    await h.slash(users[0], "game create", game=game, **options)
    for user in users[1:]:
        await h.slash(user, "game join")
    await h.slash(users[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return users


@pytest.mark.parametrize(
    ("game", "names", "options"),
    [
        ("imhotep", ("ann", "bob"), {}),
        ("meduris", ("ann", "bob"), {}),
        ("roads_and_boats", ("ann",), {"solo_puzzle": True}),
    ],
)
async def test_stand_ins_finish_a_game_with_no_refused_move(
    harness: Harness, game: str, names: tuple[str, ...], options: dict[str, Any]
) -> None:
    h = harness
    users = await started(h, game, names, **options)
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent: list[Sent] = []
    for user in users:
        sent += await h.slash(mod, "mod standin", player=user)
    text = channel(sent)
    assert f"mod handed {users[0].name}'s seat to the built-in player (stand-in)" in text
    assert f"{users[-1].name} (stand-in):" in text
    if game == "roads_and_boats":
        assert f"{users[0].name} (stand-in) gave their orders." in text
    assert "The bot played a default move" not in text
    assert not [s for s in h.sent if FELL_BACK in s.content or "went wrong" in s.content]
    finished = await h.bot.service.game(info.id)
    assert finished.status == "over"
    assert "Game over" in text or "game is over" in text.lower()
    assert await h.bot.service.db.had_standin(info.id)
    moves = await h.bot.service.db.moves(info.id)
    assert moves and all(m.user_id is None for m in moves)
    seats = await h.bot.service.db.seats(info.id)
    assert await stood_in_seats(h.bot.service.db, info.id, seats) == {s.seat for s in seats}


async def test_a_seat_handed_back_still_counts_as_stood_in(harness: Harness) -> None:
    h = harness
    _ann, bob, game_id = await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod standin", player=bob)
    await h.slash(mod, "mod standin-off", player=bob)
    db = h.bot.service.db
    seats = await db.seats(game_id)
    assert not any(s.standin for s in seats)
    bobs = {s.seat for s in seats if s.user_id == bob.id}
    assert await stood_in_seats(db, game_id, seats) == bobs


async def test_a_stand_in_plays_when_its_seat_is_awaited_and_hands_back(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    other = bob if mover is ann else ann
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod standin", player=mover)
    assert f"{mover.name} (stand-in):" in channel(sent)
    assert await h.bot.service.db.move_count(game_id) == 1
    assert await whose_turn(h, game_id, {ann.id: ann, bob.id: bob}) is other
    status = await h.slash(other, "game status")
    assert any(f"{mover.name}'s seat is played by a stand-in." in s.content for s in status)
    refused = await h.slash(mover, "imhotep take")
    assert refused[0].ephemeral and "You are not playing in game" in refused[0].content

    sent = await h.slash(mod, "mod standin-off", player=mover)
    assert f"mod handed {mover.name}'s seat back: {mover.name} plays it again." in channel(sent)
    assert any(mover.id in s.pinged for s in sent)
    await h.slash(other, "imhotep take")
    sent = await h.slash(mover, "imhotep take")
    assert not sent[0].ephemeral or "not playing" not in sent[0].content
    assert await h.bot.service.db.move_count(game_id) == 3
    assert not (await h.bot.service.db.seats(game_id))[0].standin


async def test_a_stand_in_choice_the_rules_refuse_falls_back_on_the_default_and_says_so(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    engine = registry.engine("imhotep")
    monkeypatch.setattr(engine, "demo_move", lambda state, player, rng: Sail(9, "market"))
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod standin", player=mover)
    text = channel(sent)
    assert f"The stand-in's choice for {mover.name} did not pass the rules" in text
    assert await h.bot.service.db.move_count(game_id) == 1
    [move] = await h.bot.service.db.moves(game_id)
    assert move.move == {"player": mover.name, "type": "take_stones"}
    assert not [s for s in sent if s.kind == "dm"]


async def test_stand_in_requests_that_cannot_apply_are_refused(harness: Harness) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    sent = await h.slash(mod, "mod standin", player=bob)
    assert sent[-1].ephemeral and "has not started yet" in sent[-1].content
    await h.slash(ann, "game start")
    await h.slash(mod, "mod pause")
    sent = await h.slash(mod, "mod standin", player=bob)
    assert sent[-1].ephemeral and "is paused; a moderator can resume it" in sent[-1].content
    await h.slash(mod, "mod resume")
    sent = await h.slash(ann, "mod standin", player=bob)
    assert [(s.ephemeral, s.content) for s in sent] == [(True, NOT_MODERATOR)]
    stranger = h.user("cy")
    sent = await h.slash(mod, "mod standin", player=stranger)
    assert sent[-1].ephemeral and sent[-1].content == "That user has no seat in this game."
    sent = await h.slash(mod, "mod standin-off", player=bob)
    assert sent[-1].ephemeral and sent[-1].content == "That player's seat has no stand-in."
    twice = [h.slash_payload(mod, "mod standin", player=bob) for _ in range(2)]
    sent = await h.feed_at_once(*twice)
    answers = [s for s in sent if s.kind in ("response", "followup", "edit")]
    refusals = [s for s in answers if "since that was sent" in s.content or "already" in s.content]
    assert len(refusals) == 1, answers
    log = [e.action for e in await h.bot.service.db.actions(1)]
    assert log.count("standin") == 1


async def test_stand_in_posts_in_italian(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(mod, "mod standin", player=mover)
    sent = await h.slash(mod, "mod standin", player=mover, locale="it")
    assert sent[-1].ephemeral
    assert sent[-1].content == f"Il posto di {mover.name} ha già un sostituto."


def _perturbed_imhotep(state: Any, seat: str, rng: random.Random) -> Any:
    """Everything hidden from `seat` changed: the deck's order and the state's generator."""
    other = copy.deepcopy(state)
    rng.shuffle(other.deck)
    other.rng = rng.randrange(2**31)
    return other


def _perturbed_meduris(state: Any, seat: str, rng: random.Random) -> Any:
    """Everything hidden from `seat` changed: the other players' materials (each keeps their
    count, which every player sees) and the state's generator (the next dice)."""
    other = copy.deepcopy(state)
    for player in other.players:
        if player != seat:
            held = other.materials[player]
            kinds = list(held)
            counts = [held[k] for k in kinds]
            rng.shuffle(counts)
            other.materials[player] = dict(zip(kinds, counts, strict=True))
    other.rng = rng.randrange(2**31)
    return other


@pytest.mark.parametrize(
    ("kind", "perturb"),
    [("imhotep", _perturbed_imhotep), ("meduris", _perturbed_meduris)],
)
def test_the_stand_in_reads_nothing_hidden_from_its_seat(kind: str, perturb: Any) -> None:
    """At every decision of whole games, the stand-in's move is the same when everything its
    seat may not see is changed (the seat's own view staying the same)."""
    game = registry.engine(kind)
    rng = random.Random(5)
    checked = 0
    for seed in range(3):
        players = ["ann", "bob", "cid"]
        table = gamelog.new_table(game, players, {}, seed)
        while not game.is_over(table.state):
            decision = next(d for d in game.pending(table.state) if not d.simultaneous)
            seat = decision.player
            move = standin_move(seed, table, seat)
            hidden = perturb(table.state, seat, rng)
            if game.view(hidden, seat) == game.view(table.state, seat):
                changed = Table(game, players, hidden)
                assert standin_move(seed, changed, seat) == move
                checked += 1
            gamelog.advance(table, seat, {"player": seat, **move})
    assert checked > 150


@pytest.mark.parametrize(
    ("locale", "line"),
    [
        (
            "en-US",
            "Mod Ruth handed bob's seat to the built-in player (stand-in) until bob takes it back "
            "(/game standin-off) or a moderator hands it back (/mod standin-off).",
        ),
        (
            "it",
            "Mod Ruth ha affidato il posto di bob al giocatore automatico (sostituto), finché bob "
            "non lo riprende (/game standin-off) o un moderatore non lo restituisce "
            "(/mod standin-off).",
        ),
    ],
)
async def test_the_channel_hears_which_moderator_handed_a_seat_to_the_stand_in(
    harness: Harness, locale: str, line: str
) -> None:
    h = harness
    h.guild_locale = locale
    _, bob = await started(h, "imhotep", ("ann", "bob"))
    mod = h.user("Mod Ruth", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod standin", player=bob, locale=locale)
    assert line in channel(sent)
