"""The Roads & Boats game state: everything that changes during a game, as plain data.

The map's topology (tiles, terrains, rivers, regions, sides) is the `Board` of `board.py` and
never changes; the state refers to it by the board's own names. What players add to the map —
roads, bridges, walls, buildings, mines — and everything that moves — goods, geese,
transporters — lives here.

Callers never see a state change: every engine function works on `State.clone()`. The whole
state, including the RNG, round-trips through `to_json` / `from_json` exactly.

Places (board names):
- a *region* is a region name of the board: one bank of a land tile ("C4.n"), a whole undivided
  tile ("C4"), or a sea tile ("A1"). Goods and geese lie on regions.
- a transporter's `Position` is a region (`afloat=False`), or for a boat afloat a water position
  of the board (`afloat=True`): a land tile's river or a sea tile (its label), or a docking
  position ("C4:se", "C4.n:e"). A boat on a river touches every bank of its tile.
- a wall stands on an edge (the board's canonical edge name, "C4:e"); a road joins two regions of
  neighbouring tiles; a bridge joins two regions of one tile.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from . import data
from .board import Board

JSON = dict[str, Any]


@dataclass(frozen=True)
class Position:
    """Where a transporter is: a region on land, or a water position when `afloat`."""

    place: str
    afloat: bool = False

    def to_json(self) -> JSON:
        return {"place": self.place, "afloat": self.afloat}

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Position:
        return cls(str(d["place"]), bool(d.get("afloat", False)))


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

    def copy(self) -> Transporter:
        return Transporter(
            id=self.id,
            owner=self.owner,
            kind=self.kind,
            label=self.label,
            pos=self.pos,
            cargo=dict(sorted(self.cargo.items())),
            carrying=self.carrying,
            carried_by=self.carried_by,
        )

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
    """The one building of a tile, standing on one of its regions. A mine has a bag too, and
    `upgrade`: the research its fills used ('specialisation' or 'enlargement'; None while it
    has had only plain fills — never both on one mine)."""

    kind: str
    region: str
    builder: str | None = None
    bag: dict[str, int] | None = None
    mine_number: int | None = None
    upgrade: str | None = None

    def to_json(self) -> JSON:
        out: JSON = {"kind": self.kind, "region": self.region}
        if self.builder is not None:
            out["builder"] = self.builder
        if self.bag is not None:
            out["bag"] = dict(sorted(self.bag.items()))
        if self.mine_number is not None:
            out["mine_number"] = self.mine_number
        if self.upgrade is not None:
            out["upgrade"] = self.upgrade
        return out

    def copy(self) -> Building:
        bag = None if self.bag is None else dict(sorted(self.bag.items()))
        return Building(
            kind=self.kind,
            region=self.region,
            builder=self.builder,
            bag=bag,
            mine_number=self.mine_number,
            upgrade=self.upgrade,
        )

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Building:
        bag = d.get("bag")
        return cls(
            str(d["kind"]),
            str(d["region"]),
            d.get("builder"),
            None if bag is None else {str(k): int(v) for k, v in bag.items()},
            d.get("mine_number"),
            d.get("upgrade"),
        )


@dataclass
class Wall:
    """A wall on an edge. `owner` None: only neutral tokens are left (after a demolition);
    they block nobody but count towards the next wall's height."""

    owner: str | None
    height: int

    def blocks(self, player: str) -> bool:
        return self.owner is not None and self.owner != player


def pair_key(a: str, b: str) -> tuple[str, str]:
    """A road or bridge as the sorted pair of the regions it joins."""
    return (a, b) if a <= b else (b, a)


@dataclass
class Player:
    """One seat: colour, home region, research done, transporter numbering, standing answers.

    `standing` holds the answers used when the order of play is determined without asking:
    `request` ('never'|'always'|'ask'), `leave_prayer` ('never'|'always'|'ask') and
    `positions` (preferred sequence-chart positions, best first; [] means 'ask me')."""

    name: str
    colour: str
    home: str | None = None
    research: list[str] = field(default_factory=list)
    numbers: dict[str, int] = field(default_factory=dict)
    standing: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> JSON:
        return {
            "name": self.name,
            "colour": self.colour,
            "home": self.home,
            "research": list(self.research),
            "numbers": dict(sorted(self.numbers.items())),
            "standing": _copy_json(self.standing),
        }

    def copy(self) -> Player:
        return Player(
            name=self.name,
            colour=self.colour,
            home=self.home,
            research=list(self.research),
            numbers=dict(sorted(self.numbers.items())),
            standing=_copy_json(self.standing),
        )

    @classmethod
    def from_json(cls, d: Mapping[str, Any]) -> Player:
        return cls(
            str(d["name"]),
            str(d["colour"]),
            d.get("home"),
            [str(r) for r in d.get("research", [])],
            {str(k): int(v) for k, v in d.get("numbers", {}).items()},
            _copy_json(d.get("standing", {})),
        )


def default_standing() -> JSON:
    return {"request": "never", "leave_prayer": "never", "positions": [1]}


@dataclass
class State:
    """A whole game. `phase` is 'start' (start tiles being chosen), one of data.PHASES, or
    'over'. `step` is where the phase is: 'request' / 'leave_prayer' / 'position' while the
    order of play is being determined, 'orders' while orders are collected.
    `phase_data` holds what one phase needs between its steps (the mines' draws, who asked
    for the order of play, answers so far); it is emptied when the phase ends."""

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
    goods: dict[str, dict[str, int]] = field(default_factory=dict)
    """Region name -> goods lying there."""
    buildings: dict[str, Building] = field(default_factory=dict)
    """Tile label -> its one building."""
    roads: set[tuple[str, str]] = field(default_factory=set)
    bridges: set[tuple[str, str]] = field(default_factory=set)
    walls: dict[str, Wall] = field(default_factory=dict)
    """Canonical edge name -> wall."""
    wonder: list[str | None] = field(default_factory=list)
    """Bricks in placement order: a player name, or None for a neutral brick."""
    irrigated: bool = False
    mines_built: int = 0
    phase_data: JSON = field(default_factory=dict)
    fixed: JSON = field(default_factory=dict)
    """Randomness fixed by a replay file ({"mine_draws": {"F5": ["gold", ...]}}), consumed as
    it is used."""
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

    def goods_at(self, region: str) -> dict[str, int]:
        """The goods lying on a region (a copy; change them with add_goods/take_goods)."""
        return dict(self.goods.get(region, {}))

    def transporters_of(self, owner: str) -> list[Transporter]:
        return [t for t in self.transporters.values() if t.owner == owner]

    def tile_of(self, pos: Position) -> str:
        """The tile a transporter is on (a docked boat is on its land tile)."""
        if pos.afloat:
            dock = self.board.docks.get(pos.place)
            return dock.tile if dock is not None else pos.place
        return self.board.tile_of(pos.place)

    def touches(self, pos: Position) -> tuple[str, ...]:
        """The regions a transporter can reach goods on without moving: its region, every bank
        of the river it floats on, its dock's bank; at sea the sea tile itself (an oil rig)."""
        if not pos.afloat:
            return (pos.place,)
        regions = self.board.water_regions(pos.place)
        return regions if regions else (pos.place,)

    def transporters_on_tile(self, tile: str) -> list[Transporter]:
        return [t for t in self.transporters.values() if self.tile_of(t.pos) == tile]

    def terrain(self, tile: str) -> str:
        """The terrain now: deserts count as pasture once irrigated."""
        return self.board.terrain(tile, self.irrigated)

    def neutral_bricks_left(self) -> int:
        """Neutral bricks still in the supply; the solo puzzle's prebuilt rows are not from it."""
        prebuilt = (
            sum(data.WONDER_ROWS[: data.SOLO_PUZZLE_PREBUILT_ROWS])
            if self.options.get("solo_puzzle")
            else 0
        )
        return data.NEUTRAL_BRICKS - sum(1 for b in self.wonder if b is None) + prebuilt

    # --- changes (engine only) ------------------------------------------------------------------

    def add_goods(self, region: str, goods: Mapping[str, int]) -> None:
        pile = self.goods.setdefault(region, {})
        add_to(pile, goods)
        if not pile:
            del self.goods[region]

    def take_goods(self, region: str, goods: Mapping[str, int]) -> None:
        """Removes goods from a region; callers check availability first."""
        pile = self.goods.setdefault(region, {})
        take_from(pile, goods)
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
        """Takes a transporter off the map with what it carries (its goods are lost with it;
        a transporter it carried is set free where it is)."""
        t = self.transporters.pop(tid)
        if t.carrying is not None and t.carrying in self.transporters:
            self.transporters[t.carrying].carried_by = None
        if t.carried_by is not None and t.carried_by in self.transporters:
            self.transporters[t.carried_by].carrying = None
        return t

    def move_transporter(self, tid: str, pos: Position) -> None:
        """Moves a transporter and the one it carries."""
        t = self.transporters[tid]
        t.pos = pos
        if t.carrying is not None:
            self.transporters[t.carrying].pos = pos

    def clone(self) -> State:
        """A deep copy sharing only the immutable board (and frozen positions): copied field by
        field, several times faster than a JSON round trip, which resolution and every order
        check would otherwise pay for each copy. Dicts come out in the order `to_json` writes
        them, so a clone iterates exactly like a state loaded from a snapshot."""
        rng = random.Random(0)  # its state is set next: seeding from the OS would be wasted
        rng.setstate(self.rng.getstate())
        return State(
            board=self.board,
            players=[p.copy() for p in self.players],
            options=_copy_json(self.options),
            rng=rng,
            turn=self.turn,
            phase=self.phase,
            step=self.step,
            temple=list(self.temple),
            sequence=list(self.sequence),
            transporters={k: t.copy() for k, t in self.transporters.items()},
            goods={r: dict(sorted(g.items())) for r, g in sorted(self.goods.items())},
            buildings={k: b.copy() for k, b in sorted(self.buildings.items())},
            roads=set(self.roads),
            bridges=set(self.bridges),
            walls={e: Wall(w.owner, w.height) for e, w in sorted(self.walls.items())},
            wonder=list(self.wonder),
            irrigated=self.irrigated,
            mines_built=self.mines_built,
            phase_data=_copy_json(self.phase_data),
            fixed=_copy_json(self.fixed),
            end_reason=self.end_reason,
        )

    def restore(self, saved: State) -> None:
        """Goes back, in place, to a `clone` taken earlier (which is not used afterwards)."""
        self.__dict__.update(saved.__dict__)

    # --- JSON ----------------------------------------------------------------------------------

    def to_json(self, with_board: bool = True) -> JSON:
        version, internal, gauss = self.rng.getstate()
        out: JSON = {
            "game": data.GAME_ID,
            "players": [p.to_json() for p in self.players],
            "options": _copy_json(self.options),
            "rng": [version, list(internal), gauss],
            "turn": self.turn,
            "phase": self.phase,
            "step": self.step,
            "temple": list(self.temple),
            "sequence": list(self.sequence),
            "transporters": [t.to_json() for t in self.transporters.values()],
            "goods": {r: dict(sorted(g.items())) for r, g in sorted(self.goods.items())},
            "buildings": {k: b.to_json() for k, b in sorted(self.buildings.items())},
            "roads": [list(r) for r in sorted(self.roads)],
            "bridges": [list(b) for b in sorted(self.bridges)],
            "walls": {
                e: {"owner": w.owner, "height": w.height} for e, w in sorted(self.walls.items())
            },
            "wonder": list(self.wonder),
            "irrigated": self.irrigated,
            "mines_built": self.mines_built,
            "phase_data": _copy_json(self.phase_data),
            "fixed": _copy_json(self.fixed),
            "end_reason": self.end_reason,
        }
        if with_board:
            out["board"] = self.board.to_json()
        return out

    @classmethod
    def from_json(cls, d: Mapping[str, Any], board: Board | None = None) -> State:
        rng = random.Random(0)  # its state is set next: seeding from the OS would be wasted
        version, internal, gauss = d["rng"]
        rng.setstate((version, tuple(internal), gauss))
        transporters = [Transporter.from_json(t) for t in d.get("transporters", [])]
        return cls(
            board=board if board is not None else Board.from_json(d["board"]),
            players=[Player.from_json(p) for p in d["players"]],
            options=_copy_json(d.get("options", {})),
            rng=rng,
            turn=int(d.get("turn", 0)),
            phase=str(d.get("phase", "start")),
            step=str(d.get("step", "orders")),
            temple=[str(x) for x in d.get("temple", [])],
            sequence=[str(x) for x in d.get("sequence", [])],
            transporters={t.id: t for t in transporters},
            goods={
                str(r): {str(g): int(n) for g, n in v.items()}
                for r, v in d.get("goods", {}).items()
            },
            buildings={str(k): Building.from_json(v) for k, v in d.get("buildings", {}).items()},
            roads={pair_key(str(a), str(b)) for a, b in d.get("roads", [])},
            bridges={pair_key(str(a), str(b)) for a, b in d.get("bridges", [])},
            walls={
                str(e): Wall(w.get("owner"), int(w["height"]))
                for e, w in d.get("walls", {}).items()
            },
            wonder=[None if b is None else str(b) for b in d.get("wonder", [])],
            irrigated=bool(d.get("irrigated", False)),
            mines_built=int(d.get("mines_built", 0)),
            phase_data=_copy_json(d.get("phase_data", {})),
            fixed=_copy_json(d.get("fixed", {})),
            end_reason=d.get("end_reason"),
        )


def add_to(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    """Adds goods to a cargo or pile in place, dropping zero counts."""
    for good, n in goods.items():
        pile[good] = pile.get(good, 0) + n
        if pile[good] == 0:
            del pile[good]


def take_from(pile: dict[str, int], goods: Mapping[str, int]) -> None:
    """Removes goods from a cargo or pile in place, dropping zero counts."""
    add_to(pile, {g: -n for g, n in goods.items()})


def has(pile: Mapping[str, int], goods: Mapping[str, int]) -> bool:
    return all(pile.get(g, 0) >= n for g, n in goods.items())


def total(goods: Iterable[Mapping[str, int]]) -> dict[str, int]:
    out: dict[str, int] = {}
    for g in goods:
        add_to(out, g)
    return out


def _copy_json(value: Any) -> Any:
    """A copy of JSON data (keys as strings, tuples as lists). Plain dicts, lists and scalars,
    nearly everything a state holds, are told by their exact type: `isinstance` against the
    abstract `Mapping` costs as much as the copy itself."""
    kind = type(value)
    if kind is str or kind is int or value is None or kind is bool:
        return value
    if kind is dict:
        return {str(k): _copy_json(v) for k, v in value.items()}
    if kind is list:
        return [_copy_json(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _copy_json(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_copy_json(v) for v in value]
    return value
