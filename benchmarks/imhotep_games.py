"""Random full Imhotep games per second through the rules core (target: >= 100 games/s).

Each game is played by `Game.pending` + a move choice + `Game.apply`, the way the service plays
it. Three figures: moves chosen uniformly from `legal_moves` (the complete list, levers and
chisels included), moves from the `demo_move` policy, and the demo policy with a state
`to_json` + `from_json` after every move (what storing a snapshot per move would cost).

Run: .venv/bin/python benchmarks/imhotep_games.py [--games N] [--quick]
(`--quick`: 6 games, a few seconds: CI runs it so the benchmark keeps working.)
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from rules.imhotep import GAME, Move, State

Chooser = Callable[[State, str, random.Random], Move]


def uniform(state: State, player: str, rng: random.Random) -> Move:
    return rng.choice(GAME.legal_moves(state, player))


def demo(state: State, player: str, rng: random.Random) -> Move:
    return GAME.demo_move(state, player, rng)


def play(seed: int, choose: Chooser, snapshot: bool) -> int:
    """Plays one game (2-4 players by seed); returns its number of moves."""
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(2 + seed % 3)]
    state = GAME.new_game(players, {"pharaohs_wrath": seed % 2 == 0}, seed)
    moves = 0
    while True:
        pending = GAME.pending(state)
        if not pending:
            return moves
        player = pending[0].player
        state, _ = GAME.apply(state, player, choose(state, player, rng))
        if snapshot:
            state = GAME.from_json(GAME.to_json(state))
        moves += 1


def measure(name: str, games: int, choose: Chooser, snapshot: bool = False) -> None:
    start = time.perf_counter()
    moves = sum(play(seed, choose, snapshot) for seed in range(games))
    elapsed = time.perf_counter() - start
    print(
        f"{name:<28} {games / elapsed:8.1f} games/s  {moves / elapsed:9.0f} moves/s"
        f"  ({moves / games:.0f} moves/game, {games} games in {elapsed:.2f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--quick", action="store_true", help="6 games")
    args = parser.parse_args()
    if args.quick:
        args.games = 6
    measure("uniform legal_moves", args.games, uniform)
    measure("demo_move policy", args.games, demo)
    measure("demo_move + JSON snapshot", args.games, demo, snapshot=True)


if __name__ == "__main__":
    main()
