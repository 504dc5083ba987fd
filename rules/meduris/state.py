"""The Meduris game state, its cheap copy and its lossless JSON form.

The engine never changes a state it was given: `apply` copies it (`fork`) and changes only
the copy, so a move refused halfway leaves the caller's state untouched.

Randomness: `rng` is one integer. Whenever the game needs chance (bonus tokens, a die roll) it
seeds `random.Random(rng)`, draws, and stores the next 64 random bits as the new `rng`, so the
RNG survives JSON as a plain number.
"""

from __future__ import annotations

import random
from _random import Random as _MersenneTwister
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rules.core import JSON

Building = tuple[str, str]
"""(kind, owner): kind is "hut" or "temple"."""


@dataclass(slots=True)
class State:
    players: tuple[str, ...]
    seed: int
    rng: int
    fixed_dice: list[str]
    """Die results still to come from the replay's `fixed.dice`, first roll first."""
    stage: str
    """"setup", "play", "last_turns", "druid_final" or "over"."""
    placed: int
    """Workers placed during setup."""
    highlands: dict[str, list[str]]
    """Material -> owners of its workers, bottom first."""
    supply: dict[str, int]
    materials: dict[str, dict[str, int]]
    buildings: list[Building | None]
    """Per ring space."""
    tokens: dict[int, str]
    """Space -> bonus token still on the board (a druid token under its hut stays listed)."""
    runes: list[str | None]
    """Per district: who holds its rune stone."""
    huts_left: dict[str, int]
    temples_left: dict[str, int]
    builds: int
    """Huts and temples built so far (the druid's first moves count them)."""
    druid_rock: int
    druid_space: int | None
    current: int
    """Seat whose turn it is (the roller)."""
    turns_started: int
    die: str | None
    harvest_queue: list[str]
    """Players still to take (`any`) or return (`return`) a material, the next one first."""
    ritual: int | None
    """Space of the hut whose owner must answer the druid now."""
    final_visits: list[int]
    """The druid's last round: hut spaces still to visit after the current ritual."""
    last_turns_left: int | None
    """Turns still to be played once the end is triggered, the current one included."""
    points: dict[str, dict[str, int]]
    """Player -> breakdown source -> points."""
    build_slots: object = field(default=None, compare=False, repr=False)
    """A memo of `buildslots.slots_of` (where builds may go on this board), not part of the
    game: never stored, never compared, shared by copies (it is never changed, only
    replaced)."""


def copy_state(s: State) -> State:
    """A copy sharing nothing mutable with `s`: a `fork` that owns every field it could change
    from the start."""
    c = fork(s)
    c.fixed_dice = s.fixed_dice[:]
    c.highlands = {m: stack[:] for m, stack in s.highlands.items()}
    c.materials = {name: held.copy() for name, held in s.materials.items()}
    c.buildings = s.buildings[:]
    c.tokens = s.tokens.copy()
    c.runes = s.runes[:]
    c.huts_left = s.huts_left.copy()
    c.temples_left = s.temples_left.copy()
    c.harvest_queue = s.harvest_queue[:]
    c.final_visits = s.final_visits[:]
    c.points = {name: pts.copy() for name, pts in s.points.items()}
    return c


def fork(s: State) -> State:
    """The engine's copy of `s` to change. The supply (nearly every move changes it) and the
    outer dict of materials (most moves pay or gain some) are copied at once; every other list
    and dict, and each player's materials, stays shared with `s` until changed, and the engine
    changes them only through the `own_*` functions below, `held`, `scored` and `stack`, which
    copy them first (a move changes one or two of them, and every move makes a copy; the
    highlands and the points change in a move out of three or fewer, so `stack` and `scored`
    copy their outer dict too). Fields are set one by one on a bare instance: the dataclass
    constructor's keyword arguments cost a third of the copy."""
    c: State = object.__new__(State)
    c.players = s.players
    c.seed = s.seed
    c.rng = s.rng
    c.fixed_dice = s.fixed_dice
    c.stage = s.stage
    c.placed = s.placed
    c.highlands = s.highlands
    c.supply = s.supply.copy()
    c.materials = s.materials.copy()
    c.buildings = s.buildings
    c.tokens = s.tokens
    c.runes = s.runes
    c.huts_left = s.huts_left
    c.temples_left = s.temples_left
    c.builds = s.builds
    c.druid_rock = s.druid_rock
    c.druid_space = s.druid_space
    c.current = s.current
    c.turns_started = s.turns_started
    c.die = s.die
    c.harvest_queue = s.harvest_queue
    c.ritual = s.ritual
    c.final_visits = s.final_visits
    c.last_turns_left = s.last_turns_left
    c.points = s.points
    c.build_slots = s.build_slots
    return c


def held(s: State, player: str) -> dict[str, int]:
    """`player`'s materials in a fork, theirs alone from now on, to change."""
    own = s.materials[player] = s.materials[player].copy()
    return own


def scored(s: State, player: str) -> dict[str, int]:
    """`player`'s points in a fork, theirs alone from now on, to change."""
    points = s.points = s.points.copy()
    own = points[player] = points[player].copy()
    return own


def stack(s: State, highland: str) -> list[str]:
    """A highland's workers in a fork, its own from now on, to change."""
    highlands = s.highlands = s.highlands.copy()
    own = highlands[highland] = highlands[highland][:]
    return own


def own_buildings(s: State) -> list[Building | None]:
    """The ring's buildings in a fork, its own from now on, to change."""
    own = s.buildings = s.buildings[:]
    return own


def own_tokens(s: State) -> dict[int, str]:
    own = s.tokens = s.tokens.copy()
    return own


def own_runes(s: State) -> list[str | None]:
    own = s.runes = s.runes[:]
    return own


def own_huts_left(s: State) -> dict[str, int]:
    own = s.huts_left = s.huts_left.copy()
    return own


def own_temples_left(s: State) -> dict[str, int]:
    own = s.temples_left = s.temples_left.copy()
    return own


def own_harvest_queue(s: State) -> list[str]:
    own = s.harvest_queue = s.harvest_queue[:]
    return own


def own_fixed_dice(s: State) -> list[str]:
    own = s.fixed_dice = s.fixed_dice[:]
    return own


def own_final_visits(s: State) -> list[int]:
    own = s.final_visits = s.final_visits[:]
    return own


def draw(s: State) -> random.Random:
    """A generator seeded from the state's RNG, which moves on (s must be a fresh copy)."""
    rng = random.Random(s.rng)
    s.rng = rng.getrandbits(64)
    return rng


def roll(s: State, faces: Sequence[str]) -> str:
    """`draw(s).choice(faces)`, without `choice`'s two Python calls (every turn rolls): the
    same bits, as `random.Random.choice` takes them (3.11 to 3.13), the first
    `getrandbits(bit length of the number of faces)` below the number of faces. The generator
    is `random.Random`'s C base, the same Mersenne Twister seeded the same way from an integer:
    without `random.Random`'s Python `__init__` and `seed` around it (a quarter of a roll)."""
    rng = _MersenneTwister(s.rng)
    s.rng = rng.getrandbits(64)
    count = len(faces)
    bits = count.bit_length()
    index = rng.getrandbits(bits)
    while index >= count:
        index = rng.getrandbits(bits)
    return faces[index]


def state_to_json(s: State) -> JSON:
    return {
        "players": list(s.players),
        "seed": s.seed,
        "rng": s.rng,
        "fixed_dice": s.fixed_dice[:],
        "stage": s.stage,
        "placed": s.placed,
        "highlands": {m: stack[:] for m, stack in s.highlands.items()},
        "supply": dict(s.supply),
        "materials": {name: dict(held) for name, held in s.materials.items()},
        "buildings": [None if b is None else list(b) for b in s.buildings],
        "tokens": {str(space): kind for space, kind in s.tokens.items()},
        "runes": s.runes[:],
        "huts_left": dict(s.huts_left),
        "temples_left": dict(s.temples_left),
        "builds": s.builds,
        "druid_rock": s.druid_rock,
        "druid_space": s.druid_space,
        "current": s.current,
        "turns_started": s.turns_started,
        "die": s.die,
        "harvest_queue": s.harvest_queue[:],
        "ritual": s.ritual,
        "final_visits": s.final_visits[:],
        "last_turns_left": s.last_turns_left,
        "points": {name: dict(pts) for name, pts in s.points.items()},
    }


def _ints(data: Mapping[str, Any]) -> dict[str, int]:
    return {str(k): int(v) for k, v in data.items()}


def _optional_int(value: Any) -> int | None:
    return None if value is None else int(value)


def state_from_json(data: Mapping[str, Any]) -> State:
    return State(
        players=tuple(str(name) for name in data["players"]),
        seed=int(data["seed"]),
        rng=int(data["rng"]),
        fixed_dice=[str(face) for face in data["fixed_dice"]],
        stage=str(data["stage"]),
        placed=int(data["placed"]),
        highlands={str(m): [str(o) for o in stack] for m, stack in data["highlands"].items()},
        supply=_ints(data["supply"]),
        materials={str(name): _ints(held) for name, held in data["materials"].items()},
        buildings=[None if b is None else (str(b[0]), str(b[1])) for b in data["buildings"]],
        tokens={int(space): str(kind) for space, kind in data["tokens"].items()},
        runes=[None if r is None else str(r) for r in data["runes"]],
        huts_left=_ints(data["huts_left"]),
        temples_left=_ints(data["temples_left"]),
        builds=int(data["builds"]),
        druid_rock=int(data["druid_rock"]),
        druid_space=_optional_int(data["druid_space"]),
        current=int(data["current"]),
        turns_started=int(data["turns_started"]),
        die=None if data["die"] is None else str(data["die"]),
        harvest_queue=[str(name) for name in data["harvest_queue"]],
        ritual=_optional_int(data["ritual"]),
        final_visits=[int(space) for space in data["final_visits"]],
        last_turns_left=_optional_int(data["last_turns_left"]),
        points={str(k): _ints(v) for k, v in data["points"].items()},
    )
