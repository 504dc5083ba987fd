"""Whole games pinned bit for bit: the engine is tuned for speed again and again, and every
change must play the same games from the same seeds.

Each game is played from its seed (2, 3 and 4 players) by uniform random choices among
`legal_moves` or by the demo policy, with an exchange now and then, and a state loaded from its
JSON now and then (a loaded state starts without the memos the engine keeps). The digest covers,
per move, the pending decisions, the listed moves in their order, the move, its events and
whether it may be taken back, then the final state, views and ranking. The pinned digests were
taken from the engine before this round's speed work (`main` at 33418be); a change in them means
a game plays differently: find out why before touching them.
"""

from __future__ import annotations

import hashlib
import json
import random
from typing import Any

from meduris_scenarios import maybe_exchange

from rules.core import PUBLIC
from rules.meduris import GAME

UNIFORM_DIGEST = "3157eeebecccba2d2a1c67d92dcd96851d58560be51939c5797ed3d4b5cd0675"
DEMO_DIGEST = "51bd01aa18825082040110a9b05a5f9ac84d89dbe8dffb467e319842426504fa"


def _games_digest(games: int, demo: bool) -> str:
    digest = hashlib.sha256()

    def add(value: Any) -> None:
        digest.update(json.dumps(value, sort_keys=True).encode())

    for seed in range(games):
        rng = random.Random(seed)
        state = GAME.new_game([f"p{i}" for i in range(2 + seed % 3)], {}, seed)
        played = 0
        while True:
            pending = GAME.pending(state)
            add([d.to_json() for d in pending])
            if not pending:
                break
            if rng.random() < 0.03:
                state = maybe_exchange(state, rng)
            player = pending[0].player
            listed = GAME.legal_moves(state, player)
            add([GAME.move_to_json(m) for m in listed])
            move = GAME.demo_move(state, player, rng) if demo else rng.choice(listed)
            before = state
            state, events = GAME.apply(state, player, move)
            add([player, GAME.move_to_json(move), [e.to_json() for e in events]])
            add(GAME.undoable(before, player, move, events))
            played += 1
            if played % 7 == 0:
                state = GAME.from_json(json.loads(json.dumps(GAME.to_json(state))))
        add(GAME.to_json(state))
        add(GAME.view(state, PUBLIC))
        add([GAME.view(state, name) for name in state.players])
        add(GAME.ranking(state))
    return digest.hexdigest()


def test_uniform_random_games_play_as_pinned() -> None:
    assert _games_digest(45, demo=False) == UNIFORM_DIGEST


def test_demo_games_play_as_pinned() -> None:
    assert _games_digest(30, demo=True) == DEMO_DIGEST
