"""Hand-built Imhotep views (the shape of `Imhotep.view`), for renderer tests and benchmarks.

They are consistent the way an engine's views are: every stone belongs to a seated player,
sleds hold at most 5, ships' slots match their size, the temple has 4 columns with 2 players.
"""

from __future__ import annotations

import random
from typing import Any

COLOURS = ("black", "white", "brown", "gray")
NAMES = ("ann", "bob", "cy", "dora")
SHIP_MIN = {4: 3, 3: 2, 2: 1, 1: 1}
CARDS = (
    ["entrance", "sarcophagus", "paved_path"] * 2
    + ["decoration_pyramid", "decoration_temple", "decoration_burial_chamber"] * 2
    + ["decoration_obelisks"] * 2
    + ["statue"] * 10
    + ["lever", "hammer"] * 2
    + ["sail", "chisel"] * 3
)
SITES = ("market", "pyramid", "temple", "burial_chamber", "obelisks")


def mid_game_view(
    n_players: int, seed: int = 1, *, players: tuple[str, ...] | None = None
) -> dict[str, Any]:
    """A view in the middle of round 2..5: stones on every site, two ships sailed, one loading."""
    rng = random.Random(seed)
    names = list(players or NAMES[:n_players])
    stones = lambda k: [rng.choice(names) for _ in range(k)]  # noqa: E731
    deck = CARDS.copy()
    rng.shuffle(deck)
    sizes = rng.choice([[4, 3, 2, 1], [4, 3, 3, 2], [3, 3, 2, 1], [4, 4, 2, 1]])
    sailed_sites = rng.sample(SITES, 2)
    ships = []
    for index, size in enumerate(sizes):
        sailed = sailed_sites[index] if index < 2 else None
        slots = [None] * size if sailed else [rng.choice([*names, None]) for _ in range(size)]
        ships.append(
            {
                "index": index,
                "size": size,
                "min_load": SHIP_MIN[size],
                "slots": slots,
                "sailed_to": sailed,
            }
        )
    temple_columns = 4 if n_players == 2 else 5
    temple = [stones(rng.randint(0, 3)) for _ in range(temple_columns)]
    current = names[rng.randrange(n_players)]
    picking = "market" in sailed_sites and rng.random() < 0.5
    picks = names[:2] if picking else []
    return {
        "game": "imhotep",
        "viewer": "@public",
        "players": names,
        "colours": dict(zip(names, COLOURS, strict=False)),
        "round": rng.randint(2, 5),
        "rounds": 6,
        "over": False,
        "current_player": None if picking else current,
        "pending": [{"player": p, "kind": "take_card"} for p in picks[:1]]
        or [{"player": current, "kind": "turn"}],
        "scores": {p: rng.randint(0, 30) for p in names},
        "breakdown": {
            p: {"pyramid": rng.randint(0, 15), "temple": rng.randint(0, 8)} for p in names
        },
        "sleds": {p: rng.randint(0, 5) for p in names},
        "quarries": {p: rng.randint(5, 25) for p in names},
        "ships": ships,
        "sites": {
            "pyramid": stones(rng.randint(3, 16)),
            "temple": temple,
            "burial_chamber": stones(rng.randint(2, 14)),
            "obelisks": {p: rng.randint(0, 6) for p in names},
            "market": {"display": deck[: 4 - len(picks)] if picking else deck[:4], "picks": picks},
        },
        "cards": {p: [deck.pop() for _ in range(rng.randint(0, 4))] for p in names},
        "deck_size": rng.randint(4, 25),
        "discard_size": rng.randint(0, 10),
        "ranking": None,
    }


def finished_view(n_players: int, seed: int = 2, *, tie: bool = False) -> dict[str, Any]:
    """A view after round 6: ships sailed, full sites, final scores with breakdown and ranking."""
    rng = random.Random(seed)
    view = mid_game_view(n_players, seed)
    names = view["players"]
    stones = lambda k: [rng.choice(names) for _ in range(k)]  # noqa: E731
    for index, ship in enumerate(view["ships"]):
        ship["slots"] = [None] * ship["size"]
        ship["sailed_to"] = SITES[index + 1]
    view["sites"]["pyramid"] = stones(19)
    view["sites"]["temple"] = [stones(rng.randint(2, 9)) for _ in view["sites"]["temple"]]
    view["sites"]["burial_chamber"] = stones(31)
    view["sites"]["obelisks"] = {p: rng.randint(0, 14) for p in names}
    view["sites"]["market"] = {"display": [], "picks": []}
    breakdown = {
        p: {
            source: rng.randint(0, 20)
            for source in (
                "pyramid",
                "temple",
                "burial_chamber",
                "obelisks",
                "decorations",
                "statues",
                "blue_cards",
            )
        }
        for p in names
    }
    scores = {p: sum(b.values()) for p, b in breakdown.items()}
    if tie:
        scores[names[1]] = scores[names[0]]
    order = sorted(names, key=lambda p: -scores[p])
    ranking: list[list[str]] = []
    for p in order:
        if ranking and scores[ranking[-1][0]] == scores[p] and tie:
            ranking[-1].append(p)
        else:
            ranking.append([p])
    view.update(
        over=True,
        round=6,
        current_player=None,
        pending=[],
        scores=scores,
        breakdown=breakdown,
        ranking=ranking,
        deck_size=3,
        discard_size=17,
    )
    return view
