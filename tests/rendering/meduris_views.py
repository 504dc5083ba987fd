"""Hand-built Meduris views following the view contract of issue 9, for renderer tests and
benchmarks (the rules engine is written in parallel, so these do not come from it).

They are consistent the way an engine's views are: the rings are the spec's tables, buildings
belong to seated players, settlements are the runs of 2+ adjacent huts, each rune is held by a
player with a hut in its district, bonus tokens lie at least 3 spaces apart, highlands hold at
most 3 workers, and a player's materials appear only in that player's own view.
"""

from __future__ import annotations

import random
from typing import Any

NAMES = ("ann", "bob", "cy", "dora")
COLOURS = ("purple", "blue", "light_green", "red")
MATERIALS = ("wood", "wool", "copper", "stone")
STAGES = ("setup", "play", "last_turns", "druid_final", "over")
PUBLIC = "@public"

_LETTERS = {"W": "wood", "L": "wool", "C": "copper", "S": "stone"}
# The spec's tables, one string per district: "space:materials ...".
RING_32 = (
    "0:L+C 1:S+W 2:L+C 3:W+C 4:S+W",
    "5:W+L 6:C+L 7:W+S",
    "8:S+C 9:L+S 10:C+W 11:C+L",
    "12:S+C 13:L+W",
    "14:W+C 15:S+C 16:W+L",
    "17:S+L 18:S+W 19:L+C 20:W+S 21:L+S",
    "22:W+C 23:W+L 24:C+S",
    "25:W+S 26:L+W 27:C+L 28:C+W",
    "29:L+S 30:S+C 31:L+S",
)
RING_40 = (
    "0:C+S 1:W+S 2:W+C 3:L+C 4:W+L 5:C+S",
    "6:W+S 7:W+C 8:L+C 9:L+S",
    "10:C+S 11:W+S 12:C+S 13:W+L 14:L+C",
    "15:W+C 16:L+S 17:W+S",
    "18:L+C 19:L+S 20:W+S 21:W+L",
    "22:W+C 23:L+C 24:W+L 25:C+S 26:L+S 27:W+L",
    "28:W+C 29:W+S 30:C+S 31:W+S",
    "32:L+S 33:W+L 34:C+S 35:W+C 36:L+C",
    "37:L+S 38:W+L 39:W+C",
)
TOKENS = ("points", "points", "free_hut", "free_hut", "druid", "druid")
BREAKDOWN_SOURCES = ("start", "bonus", "offerings", "rune_counts", "temples", "runes")


def empty_ring(n_players: int) -> list[dict[str, Any]]:
    table = RING_40 if n_players == 4 else RING_32
    ring = []
    for district, row in enumerate(table):
        for entry in row.split():
            space, pair = entry.split(":")
            ring.append(
                {
                    "space": int(space),
                    "district": district,
                    "cost": [_LETTERS[letter] for letter in pair.split("+")],
                    "building": None,
                    "token": None,
                }
            )
    return ring


def settlements(ring: list[dict[str, Any]]) -> list[list[int]]:
    """Runs of 2+ adjacent huts on the cyclic ring, a run across the river kept whole."""
    size = len(ring)
    is_hut = [bool(s["building"] and s["building"]["kind"] == "hut") for s in ring]
    if all(is_hut):
        return [list(range(size))]
    start = next(i for i in range(size) if not is_hut[i])
    groups: list[list[int]] = []
    run: list[int] = []
    for k in range(1, size + 1):
        i = (start + k) % size
        if is_hut[i]:
            run.append(i)
        else:
            if len(run) >= 2:
                groups.append(run)
            run = []
    return groups


def meduris_view(
    n_players: int,
    stage: str = "play",
    seed: int = 1,
    *,
    viewer: str = PUBLIC,
    players: tuple[str, ...] | None = None,
) -> dict[str, Any]:
    """A view at `stage`: the further the game, the fuller the ring."""
    rng = random.Random(seed * 10 + n_players)
    names = list(players or NAMES[:n_players])
    ring = empty_ring(n_players)
    size = len(ring)
    huts_each = 12 if n_players == 2 else 8
    fill = {"setup": 0, "play": 0.25, "last_turns": 0.75, "druid_final": 0.95, "over": 1.0}[stage]
    token_start = rng.randrange(size)
    for k, token in enumerate(rng.sample(TOKENS, len(TOKENS))):
        ring[(token_start + k * (size // 6)) % size]["token"] = token
    built = {p: {"hut": 0, "temple": 0} for p in names}
    free = list(range(size))
    rng.shuffle(free)
    wanted = round(fill * min(size - 2, n_players * (huts_each + 2)))
    for space in free[:wanted]:
        owner = rng.choice(names)
        kind = "temple" if rng.random() < 0.15 and built[owner]["temple"] < 2 else "hut"
        if kind == "hut" and built[owner]["hut"] >= huts_each:
            continue
        if kind == "temple" and ring[space]["token"]:
            kind = "hut"
        ring[space]["building"] = {"kind": kind, "owner": owner}
        built[owner][kind] += 1
        if kind == "hut" and ring[space]["token"] != "druid":
            ring[space]["token"] = None
    runes: dict[str, str | None] = {str(d): None for d in range(9)}
    for space in ring:
        if space["building"] and space["building"]["kind"] == "hut" and rng.random() < 0.7:
            runes[str(space["district"])] = space["building"]["owner"]
    hut_spaces = [s["space"] for s in ring if s["building"] and s["building"]["kind"] == "hut"]
    if stage == "setup":
        druid: dict[str, Any] = {"rock": 0, "space": None}
    elif len(hut_spaces) < 4:
        druid = {"rock": min(3, len(hut_spaces)), "space": None}
    else:
        druid = {"rock": 3, "space": rng.choice(hut_spaces)}
    workers = [p for p in names for _ in range(3 if n_players == 2 else 2)]
    rng.shuffle(workers)
    if stage == "setup":
        workers = workers[: rng.randint(1, len(workers) - 1)]
    highlands: dict[str, list[str]] = {m: [] for m in MATERIALS}
    for worker in workers:
        room = [m for m in MATERIALS if len(highlands[m]) < 3]
        highlands[rng.choice(room)].append(worker)
    scores = {p: rng.randint(0, 6 + int(40 * fill)) for p in names}
    player_rows = []
    for colour, name in zip(COLOURS, names, strict=False):
        row: dict[str, Any] = {
            "name": name,
            "colour": colour,
            "score": scores[name],
            "huts_left": huts_each - built[name]["hut"],
            "temples_left": 2 - built[name]["temple"],
            "huts_built": built[name]["hut"],
            "temples_built": built[name]["temple"],
            "runes": sorted(int(d) for d, holder in runes.items() if holder == name),
        }
        if name == viewer:
            row["materials"] = {m: rng.randint(0, 4) for m in MATERIALS}
        player_rows.append(row)
    current = rng.choice(names)
    view: dict[str, Any] = {
        "game": "meduris",
        "viewer": viewer,
        "round": 0 if stage == "setup" else rng.randint(2, 9) + int(10 * fill),
        "stage": stage,
        "ring_size": size,
        "approximate_ring": size == 40,
        "players": player_rows,
        "ring": ring,
        "druid": druid,
        "runes": runes,
        "highlands": highlands,
        "supply_available": {m: rng.random() < 0.85 for m in MATERIALS},
        "die": None if stage == "setup" else rng.choice([*MATERIALS, "any", "return"]),
        "current_player": current,
        "pending": [{"player": current, "kind": "place_worker" if stage == "setup" else "turn"}],
        "ritual": None,
        "settlements": settlements(ring),
        "last_turns_left": rng.randint(1, n_players - 1) if stage == "last_turns" else None,
        "scores": scores,
    }
    if druid["space"] is not None and stage in ("play", "druid_final"):
        owner = ring[druid["space"]]["building"]["owner"]
        view["ritual"] = {"space": druid["space"], "owner": owner}
        view["pending"] = [{"player": owner, "kind": "offer", "space": druid["space"]}]
        view["current_player"] = current if stage == "play" else None
    if stage == "over":
        _finish(view, rng)
    return view


def _finish(view: dict[str, Any], rng: random.Random) -> None:
    names = [p["name"] for p in view["players"]]
    breakdown = {p: {s: rng.randint(0, 14) for s in BREAKDOWN_SOURCES} for p in names}
    scores = {p: sum(b.values()) for p, b in breakdown.items()}
    ranking: list[list[str]] = []
    for p in sorted(names, key=lambda p: -scores[p]):
        if ranking and scores[ranking[-1][0]] == scores[p]:
            ranking[-1].append(p)
        else:
            ranking.append([p])
    for row in view["players"]:
        row["score"] = scores[row["name"]]
    view.update(
        scores=scores,
        breakdown=breakdown,
        ranking=ranking,
        current_player=None,
        pending=[],
        die=None,
        ritual=None,
    )


def all_views() -> list[dict[str, Any]]:
    """Every stage for 2, 3 and 4 players, public and private, a few seeds each."""
    return [
        meduris_view(n, stage, seed, viewer=viewer)
        for n in (2, 3, 4)
        for stage in STAGES
        for seed in range(2)
        for viewer in (PUBLIC, NAMES[seed % n])
    ]
