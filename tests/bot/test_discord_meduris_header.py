"""Meduris' board header, through real payloads: when a die's "return" makes several players
give a material back at once, the header names every one of them (it named the first only),
in the reader's language."""

from __future__ import annotations

import random
from typing import Any

import pytest
from harness import Harness
from test_discord_meduris import open_game

from bot.service.actor import Actor
from rendering import meduris


async def to_a_return_by_several(h: Harness, game_id: int) -> list[str]:
    """Plays random legal moves until several players owe a return at once; who owes one."""
    rng = random.Random(0)
    for _ in range(3000):
        pending = await h.bot.service.pending(game_id)
        owing = [d.player for _, d in pending if d.kind == "return_material"]
        if len(owing) >= 2:
            return owing
        actor = Actor(pending[0][0], "")
        move = rng.choice(await h.bot.service.legal_moves(actor, game_id))
        await h.bot.service.submit_move(actor, game_id, move)
    raise AssertionError("no return by several players came up")


async def test_the_header_names_every_player_who_owes_a_return(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    h = harness
    users, game_id = await open_game(h, 4)
    owing = await to_a_return_by_several(h, game_id)
    drawn: list[str] = []
    draw = meduris.text

    def recorded(*args: Any, **kwargs: Any) -> float:
        drawn.append(args[2])
        return draw(*args, **kwargs)

    monkeypatch.setattr(meduris, "text", recorded)
    for locale, words in (("en-US", "return a material"), ("it", "restituiscono un materiale")):
        drawn.clear()
        sent = await h.slash(users[0], "game board", locale=locale)
        assert [name for s in sent for name, _ in s.files] == ["board.png"]
        assert f"{', '.join(owing)} {words}" in drawn, drawn[:6]
