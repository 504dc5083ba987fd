"""The Roads & Boats game state: everything that changes during a game, as plain data.

The map's topology (tiles, terrains, rivers, regions, sides) is the `Board` of `board.py` and
never changes; the state refers to it by tile label and region index. What players add to the
map — roads, bridges, walls, buildings, mines — and everything that moves — goods, geese,
transporters — lives here.

Callers never see a state change: every engine function works on `State.clone()`. The whole
state, including the RNG, round-trips through `to_json` / `from_json` exactly.

Places:
- a *region* is `(tile label, region index)`: one bank of a land tile (a tile without a river
  has region 0 only), or a sea tile (region 0). Goods and geese lie on regions.
- a transporter's `Position` is a region (`where="land"`), a tile's river (`where="river"`,
  touching every region of the tile), a sea tile (`where="sea"`), or a shore side of a land tile
  where a boat is docked (`where="dock"`, `side` is the side it came through, `region` its bank).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import data
from .board import Board

JSON = dict[str, Any]
Region = tuple[str, int]
"""(tile label, region index)."""

LAND, RIVER, SEA, DOCK = "land", "river", "sea", "dock"
WHERE = (LAND, RIVER, SEA, DOCK)


def region_key(region: Region) -> str:
    """A region as a JSON key: 'B3/1'."""
    return f"{region[0]}/{region[1]}"


def parse_region_key(key: str) -> Region:
    tile, _, index = key.rpartition("/")
    return (tile, int(index))


@dataclass(frozen=True)
class Position:
    """Where a transporter is (see the module docstring)."""

    tile: str
    region: int | None = 0
    where: str = LAND
    side: int | None = None

    def to_json(self) -> JSON:
        out: JSON = {"tile": self.tile, "where": self.where}
        if self.region is not None:
            out["region"] = self.region
        if self.side is not None:
            out["side"] = self.side
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Position:
        return cls(str(d["tile"]), d.get("region"), str(d.get("where", LAND)), d.get("side"))

    @property
    def on_water(self) -> bool:
        return self.where in (RIVER, SEA, DOCK)


@dataclass
class Transporter:
    """A donkey, wagon, truck, raft, rowboat or steamer of one player.

    `id` ('red-donkey-1') is stable for the whole game; `label` ('D1') is the short name printed
    on the board next to the owner's colour. A carried transporter keeps its carrier's position
    and carries nothing itself."""

    id: str
    owner: str
    kind: str
    label: str
    pos: Position
    cargo: dict[str, int] = field(default_factory=dict)
    carrying: str | None = None
    carried_by: str | None = None

    @property
    def spec(self) -> data.TransporterKind:
        return data.TRANSPORTERS[self.kind]

    @property
    def load(self) -> int:
        return sum(self.cargo.values())

    @property
    def free(self) -> int:
        return self.spec.capacity - self.load

    def to_json(self) -> JSON:
        out: JSON = {
            "id": self.id,
            "owner": self.owner,
            "kind": self.kind,
            "label": self.label,
            "pos": self.pos.to_json(),
            "cargo": dict(sorted(self.cargo.items())),
        }
        if self.carrying is not None:
            out["carrying"] = self.carrying
        if self.carried_by is not None:
            out["carried_by"] = self.carried_by
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Transporter:
        return cls(
            str(d["id"]),
            str(d["owner"]),
            str(d["kind"]),
            str(d["label"]),
            Position.from_json(d["pos"]),
            {str(k): int(v) for k, v in d.get("cargo", {}).items()},
            d.get("carrying"),
            d.get("carried_by"),
        )


@dataclass
class Building:
    """The one building of a tile, on one of its regions. A mine also has a bag of gold/iron."""

    kind: str
    region: int
    builder: str | None = None
    bag: dict[str, int] | None = None
    mine_number: int | None = None

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind, "region": self.region}
        if self.builder is not None:
            out["builder"] = self.builder
        if self.bag is not None:
            out["bag"] = dict(sorted(self.bag.items()))
        if self.mine_number is not None:
            out["mine_number"] = self.mine_number
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Building:
        bag = d.get("bag")
        return cls(
            str(d["kind"]),
            int(d["region"]),
            d.get("builder"),
            None if bag is None else {str(k): int(v) for k, v in bag.items()},
            d.get("mine_number"),
        )


@dataclass
class Wall:
    """A wall on the side between two tiles. `owner` None: only neutral tokens are left
    (after a demolition); they block nobody but count towards the next wall's height."""

    owner: str | None
    height: int

    def blocks(self, player: str) -> bool:
        return self.owner is not None and self.owner != player


def wall_key(a: str, b: str) -> tuple[str, str]:
    return (a, b) if a <= b else (b, a)


def road_key(a: Region, b: Region) -> tuple[Region, Region]:
    return (a, b) if a <= b else (b, a)


def bridge_key(tile: str, r1: int, r2: int) -> tuple[str, int, int]:
    return (tile, min(r1, r2), max(r1, r2))


@dataclass
class Player:
    """One seat: colour, home, research done, transporter numbering and standing answers.

    `standing` holds the answers used when the order of play is determined without asking:
    `request` ('never'|'always'|'ask'), `leave_prayer` ('never'|'always'|'ask') and
    `positions` (preferred sequence-chart positions, best first; [] means 'ask me')."""

    name: str
    colour: str
    home: Region | None = None
    research: list[str] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)
    standing: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "colour": self.colour,
            "home": None if self.home is None else list(self.home),
            "research": list(self.research),
            "numbers": dict(sorted(self.numbers.items())),
            "standing": dict(self.standing),
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Player:
        home = d.get("home")
        return cls(
            str(d["name"]),
            str(d["colour"]),
            None if home is None else (str(home[0]), int(home[1])),
            [str(r) for r in d.get("research", [])],
            {str(k): int(v) for k, v in d.get("numbers", {}).items()},
            dict(d.get("standing", {})),
        )


DEFAULT_STANDING: dict[str, Any] = {"request": "never", "leave_prayer": "never", "positions": [1]}


@dataclass
class State:
    """A whole game. `phase` is 'start' (start tiles being chosen), one of data.PHASES, or
    'over'. `step` is where the phase is: 'request' / 'leave_prayer' / 'position' while the
    order of play is being determined, 'orders' while orders are collected.
    `phase_data` holds what one phase needs to remember between its steps (the mines' draws,
    who asked for the order of play, answers so far); it is emptied when the phase ends."""

    board: Board
    players: list[Player]
    options: JSON
    rng: random.Random
    turn: int = 0
    phase: str = "start"
    step: str = "orders"
    temple: list[str] = field(default_factory=list)
    """Praying figures, closest to the temple first (the tie-break order)."""
    sequence: list[str] = field(default_factory=list)
    """The sequence chart: sequence[0] plays first in a conflict."""
    transporters: dict[str, Transporter] = field(default_factory=dict)
    goods: dict[Region, dict[str, int]] = field(default_factory=dict)
    buildings: dict[str, Building] = field(default_factory=dict)
    roads: set[tuple[Region, Region]] = field(default_factory=set)
    bridges: set[tuple[str, int, int]] = field(default_factory=set)
    walls: dict[tuple[str, str], Wall] = field(default_factory=dict)
    wonder: list[str | None] = field(default_factory=list)
    """Bricks in placement order: a player name, or None for a neutral brick."""
    irrigated: bool = False
    mines_built: int = 0
    phase_data: JSON = field(default_factory=dict)
    fixed: JSON = field(default_factory=dict)
    """Randomness fixed by a replay file (e.g. {"mine_draws": {"F5": ["gold", ...]}}), consumed
    as it is used."""
    end_reason: str | None = None

    # --- lookups --------------------------------------------------------------------------------

    def player(self, name: str) -> Player:
        for p in self.players:
            if p.name == name:
                return p
        raise KeyError(name)

    @property
    def names(self) -> list[str]:
        return [p.name for p in self.players]

    def colour(self, name: str) -> str:
        return self.player(name).colour

    def goods_at(self, region: Region) -> dict[str, int]:
        """The goods lying on a region (a copy; change them with add_goods/take_goods)."""
        return dict(self.goods.get(region, {}))

    def transporters_of(self, owner: str) -> list[Transporter]:
        return [t for t in self.transporters.values() if t.owner == owner]

    def transporters_on_tile(self, tile: str) -> list[Transporter]:
        return [t for t in self.transporters.values() if t.pos.tile == tile]

    def terrain(self, tile: str) -> str:
        """The terrain now: deserts count as pasture once irrigated."""
        terrain = self.board.terrain(tile)
        return "pasture" if terrain == "desert" and self.irrigated else terrain

    def neutral_bricks_left(self) -> int:
        return data.NEUTRAL_BRICKS - sum(1 for b in self.wonder if b is None)

    # --- changes (engine only) ------------------------------------------------------------------

    def add_goods(self, region: Region, goods: Mapping[str, int]) -> None:
        pile = self.goods.setdefault(region, {})
        _add(pile, goods)
        if not pile:
            del self.goods[region]

    def take_goods(self, region: Region, goods: Mapping[str, int]) -> None:
        """Removes goods from a region; KeyError-free: callers check availability first."""
        pile = self.goods.setdefault(region, {})
        _sub(pile, goods)
        if not pile:
            del self.goods[region]

    def new_transporter(self, owner: str, kind: str, pos: Position) -> Transporter:
        player = self.player(owner)
        number = player.numbers.get(kind, 0) + 1
        player.numbers[kind] = number
        spec = data.TRANSPORTERS[kind]
        t = Transporter(
            f"{player.colour}-{kind}-{number}", owner, kind, f"{spec.letter}{number}", pos
        )
        self.transporters[t.id] = t
        return t

    def remove_transporter(self, tid: str) -> Transporter:
        """Takes a transporter off the map with what it carries (goods are lost with it)."""
        t = self.transporters.pop(tid)
        if t.carrying is not None and t.carrying in self.transporters:
            self.transporters[t.carrying].carried_by = None
        if t.carried_by is not None and t.carried_by in self.transporters:
            self.transporters[t.carried_by].carrying = None
        return t

    def move_transporter(self, tid: str, pos: Position) -> None:
        """Moves a transporter and whatever it carries."""
        t = self.transporters[tid]
        t.pos = pos
        if t.carrying is not None:
            self.transporters[t.carrying].pos = pos

    def clone(self) -> State:
        return State.from_json(self.to_json())

    # --- JSON ----------------------------------------------------------------------------------

    def to_json(self) -> JSON:
        version, internal, gauss = self.rng.getstate()
        return {
            "game": data.GAME_ID,
            "board": self.board.to_json(),
            "players": [p.to_json() for p in self.players],
            "options": dict(self.options),
            "rng": [version, list(internal), gauss],
            "turn": self.turn,
            "phase": self.phase,
            "step": self.step,
            "temple": list(self.temple),
            "sequence": list(self.sequence),
            "transporters": [t.to_json() for t in self.transporters.values()],
            "goods": {
                region_key(r): dict(sorted(g.items())) for r, g in sorted(self.goods.items())
            },
            "buildings": {k: b.to_json() for k, b in sorted(self.buildings.items())},
            "roads": [[list(a), list(b)] for a, b in sorted(self.roads)],
            "bridges": [list(b) for b in sorted(self.bridges)],
            "walls": [
                {"tiles": list(k), "owner": w.owner, "height": w.height}
                for k, w in sorted(self.walls.items())
            ],
            "wonder": list(self.wonder),
            "irrigated": self.irrigated,
            "mines_built": self.mines_built,
            "phase_data": _copy_json(self.phase_data),
            "fixed": _copy_json(self.fixed),
            "end_reason": self.end_reason,
        }

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> State:
        rng = random.Random()
        version, internal, gauss = d["rng"]
        rng.setstate((version, tuple(internal), gauss))
        transporters = [Transporter.from_json(t) for t in d.get("transporters", [])]
        return cls(
            board=Board.from_json(d["board"]),
            players=[Player.from_json(p) for p in d["players"]],
            options=dict(d.get("options", {})),
            rng=rng,
            turn=int(d.get("turn", 0)),
            phase=str(d.get("phase", "start")),
            step=str(d.get("step", "orders")),
            temple=[str(x) for x in d.get("temple", [])],
            sequence=[str(x) for x in d.get("sequence", [])],
            transporters={t.id: t for t in transporters},
            goods={
                parse_region_key(k): {str(g): int(n) for g, n in v.items()}
                for k, v in d.get("goods", {}).items()
            },
            buildings={str(k): Building.from_json(v) for k, v in d.get("buildings", {}).items()},
            roads={
                road_key((str(a[0]), int(a[1])), (str(b[0]), int(b[1])))
                for a, b in d.get("roads", [])
            },
            bridges={bridge_key(str(t), int(r1), int(r2)) for t, r1, r2 in d.get("bridges", [])},
            walls={
                wall_key(str(w["tiles"][0]), str(w["tiles"][1])): Wall(
                    w.get("owner"), int(w["height"])
                )
                for w in d.get("walls", [])
            },
            wonder=[None if b is None else str(b) for b in d.get("wonder", [])],
            irrigated=bool(d.get("irrigated", False)),
            mines_built=int(d.get("mines_built", 0)),
            phase_data=_copy_json(d.get("phase_data", {})),
            fixed=_copy_json(d.get("fixed", {})),
            end_reason=d.get("end_reason"),
        )


def _add(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    for good, n in goods.items():
        pile[good] = pile.get(good, 0) + n
        if pile[good] == 0:
            del pile[good]


def _sub(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    _add(pile, {g: -n for g, n in goods.items()})


def add_to(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    """Adds goods to a cargo or pile in place, dropping zero counts."""
    _add(pile, goods)


def take_from(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    """Removes goods from a cargo or pile in place, dropping zero counts."""
    _sub(pile, goods)


def has(pile: Mapping[str, int], goods: Mapping[str, int]) -> bool:
    return all(pile.get(g, 0) >= n for g, n in goods.items())


def total(goods: Iterable[Mapping[str, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for g in goods:
        _add(out, g)
    return out


def _copy_json(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy_json(v) for v in value]
    return value
