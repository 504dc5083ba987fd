"""Three players play the first turns of each game through Discord payloads, as players would:
every decision is a click on the message the bot sent them (the channel's turn post, a DM panel),
never a call to the service. What they received is counted with `Harness.tally`.

A turn is a player's turn: Imhotep's and Meduris' main actions (market picks, offerings and
materials taken on another's roll happen inside someone's turn), and a whole game turn of
Roads & Boats (every player ready for each of its phases).
"""

from __future__ import annotations

import random
from typing import Any

from harness import (
    CHANNEL_ID,
    UNDO,
    Harness,
    Sent,
    Tally,
    User,
    choose_by_components,
    iter_components,
    last_prompt,
)
from rnb_support import pick_start

from bot.service.actor import Actor

NAMES = ("ann", "bob", "cid")
GENERIC_ERROR = "Something went wrong"


async def open_game(h: Harness, game: str, **options: Any) -> tuple[list[User], int]:
    users = [h.user(name) for name in NAMES]
    await h.slash(users[0], "game create", game=game, **options)
    for user in users[1:]:
        await h.slash(user, "game join")
    await h.slash(users[0], "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return users, info.id


async def decider(h: Harness, game_id: int, users: list[User]) -> tuple[User, Any]:
    pending = await h.bot.service.pending(game_id)
    user_id, decision = pending[0]
    return next(u for u in users if u.id == user_id), decision


async def play_imhotep(h: Harness, turns: int, seed: int = 3) -> tuple[Tally, list[User], int]:
    """Imhotep from its start until `turns` main actions were made, by the channel's prompt."""
    start = len(h.sent)
    users, game_id = await open_game(h, "imhotep")
    rng = random.Random(seed)
    made = 0
    while made < turns:
        user, decision = await decider(h, game_id, users)
        prompt = last_prompt(h.sent)
        assert prompt is not None, "no message offers the pending decision"
        sent, _ = await choose_by_components(h, user, prompt, rng)
        assert not [s for s in sent if GENERIC_ERROR in s.content], sent
        made += decision.kind != "take_card"
    return h.tally(h.sent[start:]), users, game_id


def panel_picks(message: Sent) -> list[tuple[str, str | None]]:
    """What a Meduris panel offers, exchanges left out (a random exchange would never end),
    and the Undo button (no move)."""
    found: list[tuple[str, str | None]] = []
    for item in iter_components(message.components):
        if item.get("type") == 2 and item.get("disabled"):
            continue  # a label shown as a button: nobody can click it
        if item.get("type") == 2 and not item["custom_id"].endswith(":b:exchange"):
            if item["custom_id"].startswith(UNDO):
                continue
            found.append((item["custom_id"], None))
        elif item.get("type") == 3:
            found.extend((item["custom_id"], option["value"]) for option in item["options"])
    return found


async def play_meduris(h: Harness, turns: int, seed: int = 3) -> tuple[Tally, list[User], int]:
    """Meduris from its start until `turns` main actions were made, each decision clicked on
    the decider's latest DM panel (and its "choose…" steps)."""
    start = len(h.sent)
    users, game_id = await open_game(h, "meduris")
    rng = random.Random(seed)
    made = 0
    while made < turns:
        user, decision = await decider(h, game_id, users)
        message = h.live(user=user)[-1]
        for _ in range(6):
            custom_id, value = rng.choice(panel_picks(message))
            sent = await h.click(user, message, custom_id, None if value is None else [value])
            assert not [s for s in sent if GENERIC_ERROR in s.content], sent
            steps = [s for s in sent if s.ephemeral and panel_picks(s)]
            if not steps:
                break
            message = steps[-1]
        made += decision.kind == "turn"
    return h.tally(h.sent[start:]), users, game_id


async def play_roads_and_boats(
    h: Harness, turns: int, seed: int = 3
) -> tuple[Tally, list[User], int]:
    """Roads & Boats from its start: start tiles and the order of play chosen on the channel's
    prompt, then every phase of `turns` turns made ready from each player's DM panel."""
    start = len(h.sent)
    users, game_id = await open_game(h, "roads_and_boats")
    rng = random.Random(seed)
    while True:
        pending = await h.bot.service.pending(game_id)
        phase = next((d.phase for _, d in pending if d.phase), None)
        if phase is not None:
            break
        user, decision = await decider(h, game_id, users)
        prompt = last_prompt(h.sent)
        assert prompt is not None
        if decision.kind == "start":  # the start menu goes step by step: walk it to one tile
            legal = await h.bot.service.legal_moves(Actor(user.id, ""), game_id)
            await pick_start(h, user, prompt, rng.choice(legal)["tile"])
            continue
        choices = [
            (c["custom_id"], o["value"]) if c["type"] == 3 else (c["custom_id"], None)
            for c in iter_components(prompt.components)
            if c["type"] in (2, 3)
            for o in (c.get("options") or [{"value": None}])
        ]
        custom_id, value = rng.choice(choices)
        await h.click(user, prompt, custom_id, None if value is None else [value])
    while phase is not None and int(phase[1:].split(".")[0]) <= turns:
        for user_id, _ in await h.bot.service.pending(game_id):
            user = next(u for u in users if u.id == user_id)
            panel = h.live(user=user)[-1]
            ready = next(c for c in panel.custom_ids() if c.endswith(":ready"))
            sent = await h.click(user, panel, ready)
            assert not [s for s in sent if GENERIC_ERROR in s.content], sent
        pending = await h.bot.service.pending(game_id)
        phase = next((d.phase for _, d in pending if d.phase), None)
    return h.tally(h.sent[start:]), users, game_id
