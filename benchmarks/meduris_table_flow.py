"""How often the table waits in Meduris: small harvests asked at once, and forced choices.

Plays random 3-player games with the demo policy the way the service does (every decision
pending is answered; a decision `Game.forced_move` finds forced is played by the service) and
counts, for each `any`/`return` roll that asked anyone, whether all the players concerned were
asked together, and how many answers each harvest needed in turn (the waits: a player asked
only after others answered). Forced decisions are counted by kind. Before issue 17 every
harvest went in turn (with three players, two of them waited on each) and every forced
decision waited for a click.

Run: .venv/bin/python benchmarks/meduris_table_flow.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter

from rules.meduris import GAME, State

HARVEST = ("take_material", "return_material")


def play(seed: int, counts: Counter[str]) -> None:
    rng = random.Random(seed)
    state: State = GAME.new_game(["ann", "bob", "cid"], {}, seed)
    asking: set[str] | None = None
    while True:
        pending = GAME.pending(state)
        if not pending:
            return
        harvest = [d for d in pending if d.kind in HARVEST]
        if harvest and asking is None:
            counts["harvests"] += 1
            asking = {d.player for d in harvest}
            counts["harvests asked at once" if len(harvest) > 1 else "harvests asked in turn"] += 1
        if not harvest:
            asking = None
        elif any(d.player not in asking for d in harvest):
            counts["players asked after another answered"] += 1
            asking |= {d.player for d in harvest}
        decision = pending[-1]  # the last of those asked together answers first
        forced = GAME.forced_move(state, decision.player)
        if forced is not None:
            counts[f"forced {decision.kind}"] += 1
            move = forced
        else:
            move = GAME.demo_move(state, decision.player, rng)
        counts["decisions"] += 1
        state, _ = GAME.apply(state, decision.player, move)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.games = 2
    counts: Counter[str] = Counter()
    start = time.perf_counter()
    for seed in range(args.games):
        play(seed, counts)
    elapsed = time.perf_counter() - start
    print(f"{args.games} three-player games in {elapsed:.1f} s, {counts['decisions']} decisions")
    for key in sorted(counts):
        if key != "decisions":
            print(f"  {key:<40} {counts[key]:6d}  ({counts[key] / args.games:.1f} per game)")


if __name__ == "__main__":
    main()
