"""How much of Roads & Boats the demo policy shows: seeded 4-player games of 20 turns.

Each game is played straight on the rules core (`GAME.demo_move` for the start tiles,
`GAME.demo_orders` then `GAME.resolve` for every phase), as `bot/demo.py` does through the
service. Every order list is also judged by `GAME.check_orders`; a refusal is counted (it is a
bug of the policy), and so is a set of geese and paper the policy left lying (discarded).
Prints, per feature, in how many games it was used and how often in all, then turns/s.
Run: `.venv/bin/python benchmarks/rnb_demo_coverage.py [--games N]`.
"""

from __future__ import annotations

import argparse
import random
import time
from collections import Counter
from dataclasses import dataclass, field

from rules.core import Event, RuleError
from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import Position, State

PLAYERS = ("ann", "bob", "cat", "dan")
TURNS = 20
FEATURES = (
    "donkey bred",
    "wagon built",
    "truck built",
    "raft built",
    "rowboat built",
    "steamer built",
    "boat move on a river",
    "boat move at sea",
    "road",
    "bridge",
    "wall",
    "research",
    "factory upgraded",
    "mine built",
    "mint built",
    "coins minted",
    "stock exchange built",
    "stock issued",
    "papermill built",
    "wonder brick",
    "refused orders",
    "research goods discarded",
)


@dataclass
class GameCount:
    """What one game used, feature -> times."""

    used: Counter[str] = field(default_factory=Counter)
    turns: int = 0


def play(seed: int, turns: int = TURNS, check: bool = True) -> tuple[State, GameCount]:
    """One seeded 4-player game of the demo policy up to `turns` whole turns (or its end)."""
    state = GAME.new_game(list(PLAYERS), {"map": {"generate": {}}}, seed)
    rng = random.Random(seed)
    count = GameCount()
    while GAME.pending(state) and state.turn <= turns:
        pending = GAME.pending(state)
        if not pending[0].simultaneous:
            d = pending[0]
            state, _ = GAME.apply(state, d.player, GAME.demo_move(state, d.player, rng))
            continue
        orders = {d.player: GAME.demo_orders(state, d.player, rng) for d in pending}
        if check:
            for player, given in orders.items():
                try:
                    GAME.check_orders(state, player, given)
                except RuleError:
                    count.used["refused orders"] += 1
        before = state
        state, events = GAME.resolve(state, orders)
        tally(before, state, events, count.used)
        if state.phase == "production" and state.turn != before.turn:
            count.turns += 1
    return state, count


def tally(before: State, after: State, events: list[Event], used: Counter[str]) -> None:
    """The features one phase's resolution used, read from its events and the state."""
    for e in events:
        key, params = e.message.key, e.message.params
        if key == "rnb.production.new_transporter":
            kind = params["transporter"].split("-")[1]  # colour-kind-number, maybe destroyed
            used[f"{kind} built"] += 1
        elif key == "rnb.production.bred" and params.get("animal") == "donkey":
            used["donkey bred"] += 1
        elif key in ("rnb.production.made", "rnb.production.unattended"):
            if params["output"] == "coins":
                used["coins minted"] += params["count"]
            elif params["output"] == "stock":
                used["stock issued"] += params["count"]
        elif key == "rnb.production.researched":
            used["research"] += 1
        elif key == "rnb.production.metaphysics":
            used["research goods discarded"] += 1
        elif key == "rnb.production.upgraded":
            used["factory upgraded"] += 1
        elif key == "rnb.building.road_built":
            used["road"] += 1
        elif key == "rnb.building.bridge_built":
            used["bridge"] += 1
        elif key == "rnb.building.wall_built":
            used["wall"] += 1
        elif key == "rnb.building.built" and params["building"] in WATCHED_BUILDINGS:
            used[f"{WATCHED_BUILDINGS[params['building']]} built"] += 1
    if before.phase == "movement":
        for tid, t in after.transporters.items():
            old = before.transporters.get(tid)
            if t.spec.water and old is not None and old.pos != t.pos:
                used[f"boat move {water_kind(after, old.pos, t.pos)}"] += 1
    if before.phase == "wonder":
        bricks = sum(1 for owner in after.wonder if owner in PLAYERS)
        used["wonder brick"] += bricks - sum(1 for owner in before.wonder if owner in PLAYERS)


WATCHED_BUILDINGS = {
    "mine": "mine",
    "mint": "mint",
    "stock_exchange": "stock exchange",
    "papermill": "papermill",
}


def water_kind(state: State, start: Position, end: Position) -> str:
    """'at sea' when the move starts or ends at sea or docked, else 'on a river'."""
    for pos in (start, end):
        if ":" in pos.place or state.terrain(state.board.tile_of(pos.place)) == "sea":
            return "at sea"
    return "on a river"


def report(counts: list[GameCount], seconds: float) -> None:
    games = len(counts)
    print(f"{games} games of {TURNS} turns, {len(PLAYERS)} players")
    print(f"{'feature':24} {'games':>7} {'total':>7} {'per game':>9}")
    for feature in FEATURES:
        in_games = sum(1 for c in counts if c.used[feature])
        total = sum(c.used[feature] for c in counts)
        print(f"{feature:24} {in_games:>4}/{games:<2} {total:>7} {total / games:>9.1f}")
    turns = sum(c.turns for c in counts)
    print(f"{turns} turns in {seconds:.1f} s: {turns / seconds:.1f} turns/s (policy + check)")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=5)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--no-check", action="store_true", help="skip check_orders (speed)")
    parser.add_argument("--quick", action="store_true", help="tiny sizes, in seconds (CI)")
    args = parser.parse_args()
    if args.quick:
        args.games = 1
    start = time.perf_counter()
    counts = [
        play(seed, check=not args.no_check)[1]
        for seed in range(args.first_seed, args.first_seed + args.games)
    ]
    report(counts, time.perf_counter() - start)


if __name__ == "__main__":
    main()
