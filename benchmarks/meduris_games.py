"""Random full Meduris games per second through the rules core (target: >= 150 games/s with
uniform random legal moves, issue 19).

Each game is played by `Game.pending` + a move choice + `Game.apply`, the way the service plays
it. Four figures: moves chosen uniformly from `legal_moves` (payments included, exchanges not),
moves from the `demo_move` policy, and each with a state `to_json` + `from_json` after every
move (what storing a snapshot per move would cost; a state loaded from JSON also starts without
the board's build slots kept by `rules/meduris/buildslots.py`, as in the service after a load).
2, 3 and 4 players by seed.

On a shared machine, compare figures from the same run: `--rounds R` measures every mode R
times, interleaved.

Run: .venv/bin/python benchmarks/meduris_games.py [--games N] [--rounds R] [--quick]
(`--quick`: 6 games, one round, a few seconds: CI runs it so the benchmark keeps working.)
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable

from rules.meduris import GAME, Move, State

Chooser = Callable[[State, str, random.Random], Move]


def uniform(state: State, player: str, rng: random.Random) -> Move:
    return rng.choice(GAME.legal_moves(state, player))


def demo(state: State, player: str, rng: random.Random) -> Move:
    return GAME.demo_move(state, player, rng)


def play(seed: int, choose: Chooser, snapshot: bool) -> int:
    """Plays one game (2-4 players by seed); returns its number of moves."""
    rng = random.Random(seed)
    players = [f"p{i}" for i in range(2 + seed % 3)]
    state = GAME.new_game(players, {}, seed)
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
    """Prints games per wall-clock second and per CPU second of this process (the machine is
    shared: the second figure is what the code costs, the first what it got)."""
    start, cpu = time.perf_counter(), time.process_time()
    moves = sum(play(seed, choose, snapshot) for seed in range(games))
    elapsed, used = time.perf_counter() - start, time.process_time() - cpu
    print(
        f"{name:<28} {games / elapsed:8.1f} games/s ({games / used:6.1f} per CPU s)"
        f"  {moves / elapsed:9.0f} moves/s  ({moves / games:.0f} moves/game, {games} games"
        f" in {elapsed:.2f} s)"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--rounds", type=int, default=1)
    parser.add_argument("--quick", action="store_true", help="6 games, one round")
    args = parser.parse_args()
    if args.quick:
        args.games, args.rounds = 6, 1
    for _ in range(args.rounds):
        measure("uniform legal_moves", args.games, uniform)
        measure("demo_move policy", args.games, demo)
        measure("uniform + JSON snapshot", args.games, uniform, snapshot=True)
        measure("demo_move + JSON snapshot", args.games, demo, snapshot=True)


if __name__ == "__main__":
    main()
