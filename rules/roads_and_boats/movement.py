"""The movement phase: one player's `move` and `set_down` orders, run in the order given.

Rules (rulebook "FASE DEI MOVIMENTI"; English original p. 10-12; spec decisions 5 and 6):
- every transporter moves once per phase; a land transporter crosses to a neighbouring tile
  along a road (both ends' regions joined by a road) or, a donkey only, off road; a donkey moves
  1 tile off road or up to 2 along roads, never a mix; wagons 3 and trucks 4, roads only;
- no land transporter crosses a river except over a bridge (crossing a bridge inside a tile
  costs nothing); nobody passes another player's wall (neutral walls let everyone through);
- boats move along rivers and between sea tiles, 1 point per step (3 raft, 4 rowboat,
  6 steamer); moving from the sea onto a coast is docking, which ends the move; a docked boat
  leaves only to the sea tile it came from; only the wall's owner docks on a walled coast;
- along the path a transporter loads and unloads goods on the regions it touches and to and
  from its owner's other transporters there, within its capacity (at sea: geese only, taken
  up from the sea tile, or an oil rig's goods); no good is moved by two
  transporters of the same player in one phase (goods already moved stay behind);
- a transporter may pick up an unmoved transporter of its owner; neither carries anything else
  while one carries the other; it is set down only at the start of a later movement phase
  (a `set_down` order, before any `move`), a boat only on a river or a sea shore;
- geese follow a transporter without being loaded and stay where told (or where it stops);
  beside a boat on a river they keep to their bank and never cross it without a bridge;
  geese at sea follow a boat leaving their sea tile when no other transporter stays with them.

Goods are only exchanged with the player's own transporters: the rulebook lets owners agree to
hand goods over, which simultaneous secret orders cannot express (see the orders doc).
"""

from __future__ import annotations

import copy
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from rules.core import Event, RuleError, event, register_templates

from . import data
from .board import Board
from .metaphysics import discarded, discards
from .orders import (
    MOVEMENT,
    PHASE_OF_KIND,
    Follow,
    Go,
    Goods,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    SetDown,
    Stay,
    Unload,
)
from .running import Reliance, reported, run_each
from .state import Position, State, Transporter, pair_key

Units = dict[tuple[str, str | None], int]
"""Goods by (good, id of the player's transporter that moved it this phase or None)."""

LAND, RIVER, SEA, DOCK = "land", "river", "sea", "dock"
"""Where a transporter is, as far as moving is concerned."""

WATER_MARK = "~"
"""Prefix of a water position in a transporter's touch set (boats meet boats there)."""


@dataclass
class _Tracker:
    """One player's movement so far: piles with their movers, positions, who carries whom.

    The state is written only when the player's whole phase is done, so a failed order is
    undone by going back to a fork of the tracker.
    """

    ground: dict[str, Units] = field(default_factory=dict)
    cargo: dict[str, Units] = field(default_factory=dict)
    pos: dict[str, Position] = field(default_factory=dict)
    carrying: dict[str, str | None] = field(default_factory=dict)
    carried_by: dict[str, str | None] = field(default_factory=dict)
    moved: set[str] = field(default_factory=set)
    ordered: set[str] = field(default_factory=set)

    def fork(self) -> _Tracker:
        return copy.deepcopy(self)


@dataclass
class _Herd:
    """Geese following a transporter together, by the transporter that moved them (None: not
    moved yet this phase)."""

    banks: frozenset[str] | None
    """Where these geese are: a bank and the banks bridged to it, or a sea tile; None when
    they may be on any region the transporter touches (they swam in from the sea)."""
    movers: dict[str | None, int] = field(default_factory=dict)

    def count(self) -> int:
        return sum(self.movers.values())


@dataclass
class _Trip:
    """What one `move` order has done so far."""

    tiles: int = 0
    off_road: bool = False
    docked: bool = False
    path: list[str] = field(default_factory=list)
    herds: list[_Herd] = field(default_factory=list)
    """The geese following the transporter, by where they are: geese walk along the banks
    beside a boat on a river and do not cross it without a bridge (IT3 "Oche")."""
    notes: list[Event] = field(default_factory=list)
    """What the rules changed in the order, told to the player (geese at sea following)."""

    def following(self) -> int:
        return sum(herd.count() for herd in self.herds)

    def flock(self) -> dict[str | None, int]:
        """The following geese by the transporter that moved them."""
        out: dict[str | None, int] = {}
        for herd in self.herds:
            for mover, n in herd.movers.items():
                out[mover] = out.get(mover, 0) + n
        return out


def resolve_movement(state: State, player: str, orders: PhaseOrders) -> list[Event]:
    """Runs `player`'s movement orders on `state` (changed in place: pass a working copy).

    An order that fails is skipped, with a private "rnb.orders.failed" event to its owner; the
    orders before and after it still run.
    """
    return reported(player, run_each(Mover(state, player), orders))


class Mover:
    """Runs one player's movement orders (a `running.Runner`). The state is written only by
    `finish`, so a failed order is undone by going back to a fork of the tracker.

    With a `reliance` (at submission) goods and geese missing on a tile are assumed left there
    first by a player earlier in the sequence, and noted."""

    def __init__(self, state: State, player: str, reliance: Reliance | None = None) -> None:
        self.state = state
        self.board: Board = state.board
        self.player = player
        self.reliance = reliance
        self.tracker = _Tracker()
        self.moves_started = False

    def save(self) -> object:
        return self.tracker.fork()

    def restore(self, saved: object) -> None:
        assert isinstance(saved, _Tracker)
        self.tracker = saved

    def finish(self) -> None:
        self.write_back()

    # --- orders ----------------------------------------------------------------------------

    def run(self, number: int, order: Order) -> list[Event]:
        """Runs one order; geese and paper it leaves lying together are gone before the next
        (`metaphysics`: geese that followed a transporter lie where they stopped)."""
        events = self.run_order(number, order)
        return events + self.discard_lying()

    def discard_lying(self) -> list[Event]:
        events: list[Event] = []
        with_paper = {
            self.board.tile_of(region)
            for region, pile in self.tracker.ground.items()
            if _totals(pile).get("paper")
        }
        for tile in sorted(with_paper):
            piles = {r: _totals(self.ground(r)) for r in self.board.regions_of(tile)}
            plan = discards(piles)
            for region, goods in plan.items():
                pile = self.ground(region)
                for good, n in goods.items():
                    _take_units(pile, good, n)
            if plan:
                events.append(discarded(tile, plan.values()))
        return events

    def run_order(self, number: int, order: Order) -> list[Event]:
        if isinstance(order, SetDown):
            if self.moves_started:
                raise RuleError("rnb.move.set_down_first", order=number)
            return self.set_down(number, order)
        if isinstance(order, Move):
            self.moves_started = True
            return self.move(number, order)
        kind = str(getattr(order, "kind", type(order).__name__))
        raise RuleError(
            "rnb.orders.wrong_phase",
            order=number,
            kind=kind,
            phase=MOVEMENT,
            order_phase=PHASE_OF_KIND.get(kind, "?"),
        )

    def set_down(self, number: int, order: SetDown) -> list[Event]:
        carrier = self.own(number, order.carrier)
        cargo_id = order.transporter
        if self.carrying(carrier.id) != cargo_id:
            raise RuleError(
                "rnb.move.not_carrying", order=number, carrier=carrier.id, transporter=cargo_id
            )
        carried = self.own(number, cargo_id)
        pos = self.position(carrier.id)
        place = self.set_down_position(number, carrier, carried, pos, order.place)
        self.tracker.carrying[carrier.id] = None
        self.tracker.carried_by[carried.id] = None
        self.tracker.pos[carried.id] = place
        return [
            event(
                "rnb.move.set_down",
                player=self.player,
                carrier=carrier.id,
                transporter=carried.id,
                place=self.position_name(place),
            )
        ]

    def set_down_position(
        self,
        number: int,
        carrier: Transporter,
        carried: Transporter,
        pos: Position,
        place: str | None,
    ) -> Position:
        if carried.spec.water:
            options = self.boat_drop_places(pos)
        else:
            options = [
                self.land_position(r)
                for r in self.regions_touched(pos)
                if self.board.tiles[self.board.tile_of(r)].is_land
            ]
        names = [self.position_name(p) for p in options]
        if place is None:
            if len(options) == 1:
                return options[0]
            if not options:
                raise RuleError(
                    "rnb.move.cannot_set_down",
                    order=number,
                    transporter=carried.id,
                    place=self.position_name(pos),
                )
            raise RuleError(
                "rnb.move.set_down_where",
                order=number,
                transporter=carried.id,
                choices=", ".join(names),
            )
        if place not in names:
            raise RuleError(
                "rnb.move.set_down_not_there",
                order=number,
                transporter=carried.id,
                place=place,
                choices=", ".join(names) or "-",
            )
        return options[names.index(place)]

    def boat_drop_places(self, pos: Position) -> list[Position]:
        """Where a carried boat may be set down: "only at a river or a sea shore" (English
        original p. 12, which the Italian translations render as "sea"; see
        docs/roads-and-boats-orders.md). A boat on a river sets it down in that river, a boat
        on a shore (docked) on the same shore, a boat at open sea nowhere; a land carrier on
        its tile's river or a shore of its bank that no other player's wall closes (only the
        wall's owner docks there)."""
        where = self.where(pos)
        if where == SEA:
            return []
        if where in (RIVER, DOCK):
            return [pos]
        tile = self.board.tiles[self.board.tile_of(pos.place)]
        places = [Position(tile.label, True)] if tile.has_river else []
        return places + [
            Position(dock, True)
            for dock in self.board.docks_of_region(pos.place)
            if not self.walled(self.board.docks[dock].edge)
        ]

    def walled(self, edge: str) -> bool:
        """Whether another player's wall stands on `edge`."""
        wall = self.state.walls.get(edge)
        return wall is not None and wall.blocks(self.player)

    def move(self, number: int, order: Move) -> list[Event]:
        t = self.own(number, order.transporter)
        if t.id in self.tracker.ordered:
            raise RuleError("rnb.move.twice", order=number, transporter=t.id)
        self.tracker.ordered.add(t.id)
        carrier = self.carried_by(t.id)
        if carrier is not None:
            raise RuleError("rnb.move.is_carried", order=number, transporter=t.id, carrier=carrier)
        if t.id in self.tracker.moved:
            raise RuleError("rnb.move.twice", order=number, transporter=t.id)
        trip = _Trip(path=[self.position_name(self.position(t.id))])
        for step in order.steps:
            if isinstance(step, Go):
                self.go(number, t, trip, step.place)
            elif isinstance(step, Load):
                self.load(number, t, step.goods, step.source)
            elif isinstance(step, Unload):
                self.unload(number, t, step.goods, step.target)
            elif isinstance(step, PickUp):
                self.pick_up(number, t, step.transporter)
            elif isinstance(step, Follow):
                self.follow(number, t, trip, step.count, step.place)
            elif isinstance(step, Stay):
                self.stay(number, t, trip, step.count, step.place)
        for herd in trip.herds:
            if herd.count():
                region = self.geese_region(number, t, [herd], None)
                self.drop_geese(region, [herd], herd.count())
        if len(trip.path) == 1:
            return trip.notes
        moved = event(
            "rnb.move.moved", player=self.player, transporter=t.id, path=" > ".join(trip.path)
        )
        return [moved, *trip.notes]

    # --- steps -----------------------------------------------------------------------------

    def go(self, number: int, t: Transporter, trip: _Trip, place: str) -> None:
        pos = self.position(t.id)
        if t.spec.water:
            new = self.water_step(number, t, trip, pos, place)
        else:
            new = self.land_step(number, t, trip, pos, place)
        self.check_moved_once(number, t, trip)
        self.mark_moved(t.id, trip)
        if self.where(pos) == SEA:
            self.geese_at_sea_follow(number, t, trip, pos.place)
        self.herds_go(number, t, trip, pos, new)
        self.tracker.pos[t.id] = new
        carried = self.carrying(t.id)
        if carried is not None:
            self.tracker.pos[carried] = new
            self.tracker.moved.add(carried)
        self.tracker.moved.add(t.id)
        trip.path.append(self.position_name(new))

    def land_step(
        self, number: int, t: Transporter, trip: _Trip, pos: Position, place: str
    ) -> Position:
        here = pos.place
        here_tile = self.board.tile_of(here)
        reachable = self.bridged(here)
        if place == here:
            raise RuleError("rnb.move.same_tile", order=number, transporter=t.id, place=place)
        if place in self.board.regions and self.board.tile_of(place) == here_tile:
            if place not in reachable:
                raise RuleError("rnb.move.no_bridge", order=number, transporter=t.id, place=place)
            return self.land_position(place)
        target_tile = self.tile_named(number, place)
        if target_tile == here_tile:
            raise RuleError("rnb.move.same_tile", order=number, transporter=t.id, place=place)
        if self.board.side_between(here_tile, target_tile) is None:
            raise RuleError(
                "rnb.move.not_next", order=number, transporter=t.id, place=place, here=here
            )
        if self.board.tiles[target_tile].is_sea:
            raise RuleError("rnb.move.land_at_sea", order=number, transporter=t.id, place=place)
        crossings = [
            (start, link.region, self.has_road(start, link.region))
            for start in reachable
            for link in self.board.land_links(start)
            if self.board.tile_of(link.region) == target_tile
            and (place == target_tile or link.region == place)
        ]
        if not crossings:
            raise RuleError("rnb.move.river", order=number, transporter=t.id, place=place)
        wall = self.state.walls.get(self.board.edge_between(here_tile, target_tile) or "")
        if wall is not None and wall.blocks(self.player):
            raise RuleError(
                "rnb.move.wall",
                order=number,
                transporter=t.id,
                place=place,
                owner=wall.owner or "",
            )
        if trip.off_road:
            raise RuleError(
                "rnb.move.too_far",
                order=number,
                transporter=t.id,
                place=place,
                moves=data.DONKEY_OFF_ROAD_MOVES,
            )
        by_road = [c for c in crossings if c[2]]
        limit = t.spec.moves
        if by_road:
            chosen = by_road
        elif t.spec.roads_only:
            raise RuleError("rnb.move.needs_road", order=number, transporter=t.id, place=place)
        else:
            if trip.tiles > 0:
                raise RuleError("rnb.move.donkey_mix", order=number, transporter=t.id, place=place)
            chosen = crossings
            trip.off_road = True
            limit = data.DONKEY_OFF_ROAD_MOVES
        if trip.tiles + 1 > limit:
            raise RuleError(
                "rnb.move.too_far", order=number, transporter=t.id, place=place, moves=limit
            )
        targets = sorted({c[1] for c in chosen})
        if len(targets) > 1:
            raise RuleError(
                "rnb.move.which_bank",
                order=number,
                transporter=t.id,
                place=place,
                banks=", ".join(targets),
            )
        trip.tiles += 1
        return self.land_position(targets[0])

    def water_step(
        self, number: int, t: Transporter, trip: _Trip, pos: Position, place: str
    ) -> Position:
        here = self.position_name(pos)
        if trip.docked:
            raise RuleError("rnb.move.docked", order=number, transporter=t.id)
        if not self.board.is_water_position(place):
            raise RuleError("rnb.move.not_water", order=number, transporter=t.id, place=place)
        if place not in self.board.water_moves(here):
            raise RuleError(
                "rnb.move.not_next_water", order=number, transporter=t.id, place=place, here=here
            )
        wall = self.state.walls.get(self.board.water_edge(here, place))
        if wall is not None and wall.blocks(self.player):
            raise RuleError(
                "rnb.move.wall",
                order=number,
                transporter=t.id,
                place=place,
                owner=wall.owner or "",
            )
        if trip.tiles + 1 > t.spec.moves:
            raise RuleError(
                "rnb.move.too_far",
                order=number,
                transporter=t.id,
                place=place,
                moves=t.spec.moves,
            )
        trip.tiles += 1
        if place in self.board.docks:
            trip.docked = True
        return self.water_position(place)

    def load(self, number: int, t: Transporter, goods: Goods, source: str | None) -> None:
        self.check_free_hands(number, t)
        if sum(n for _, n in goods) + self.load_of(t.id) > t.spec.capacity:
            raise RuleError(
                "rnb.move.over_capacity",
                order=number,
                transporter=t.id,
                capacity=t.spec.capacity,
            )
        if source is not None and source in self.state.transporters:
            other = self.own(number, source)
            self.check_meets(number, t, other)
            self.check_free_hands(number, other)
            pile = self.cargo(other.id)
            where = other.id
        else:
            region = self.sea_geese(number, t, source, goods) or self.place_for(number, t, source)
            pile = self.ground(region)
            where = region
        loader = None if where in self.state.transporters else t.id
        taken = self.take(number, pile, goods, (t.id, None), where, loader)
        _add_units(self.cargo(t.id), taken)

    def unload(self, number: int, t: Transporter, goods: Goods, target: str | None) -> None:
        if target is not None and target in self.state.transporters:
            other = self.own(number, target)
            self.check_meets(number, t, other)
            self.check_free_hands(number, other)
            if sum(n for _, n in goods) + self.load_of(other.id) > other.spec.capacity:
                raise RuleError(
                    "rnb.move.over_capacity",
                    order=number,
                    transporter=other.id,
                    capacity=other.spec.capacity,
                )
            pile = self.cargo(other.id)
        else:
            region = self.place_for(number, t, target)
            if self.is_open_sea(region):
                raise RuleError("rnb.move.goods_at_sea", order=number, transporter=t.id)
            pile = self.ground(region)
        mine = self.cargo(t.id)
        others_first = [m for m, _ in sorted(_movers(mine), key=_mover_order(t.id))]
        taken = self.take(number, mine, goods, tuple(others_first), t.id, None)
        _add_units(pile, taken)

    def pick_up(self, number: int, t: Transporter, cargo_id: str) -> None:
        other = self.own(number, cargo_id)
        if other.id == t.id:
            raise RuleError("rnb.move.carry_self", order=number, transporter=t.id)
        self.check_meets(number, t, other)
        if other.id in self.tracker.moved:
            raise RuleError("rnb.move.already_moved", order=number, transporter=other.id)
        self.check_free_hands(number, t)
        self.check_free_hands(number, other)
        for who in (t, other):
            if self.load_of(who.id):
                raise RuleError("rnb.move.carry_loaded", order=number, transporter=who.id)
        self.tracker.carrying[t.id] = other.id
        self.tracker.carried_by[other.id] = t.id
        self.tracker.moved.add(other.id)

    def follow(
        self, number: int, t: Transporter, trip: _Trip, count: int, place: str | None
    ) -> None:
        region = self.sea_geese(number, t, place, (("goose", count),))
        if region is None:
            region = self.place_for(number, t, place)
        geese = (("goose", count),)
        taken = self.take(number, self.ground(region), geese, (t.id, None), region, t.id)
        self.join_herd(trip, frozenset(self.bridged(region)), taken)

    def sea_geese(self, number: int, t: Transporter, place: str | None, goods: Goods) -> str | None:
        """The open-sea tile `t` is on, when it takes up geese there (IT3 "Oche": geese follow
        a transporter leaving their tile if its owner wishes, and a boat passing by may take
        over geese another boat waits with); None elsewhere. Other goods are never taken up
        at sea."""
        pos = self.position(t.id)
        if self.where(pos) != SEA or self.has_oil_rig(pos.place) or place not in (None, pos.place):
            return None
        if any(good != "goose" for good, _ in goods):
            raise RuleError("rnb.move.goods_at_sea", order=number, transporter=t.id)
        return pos.place

    def join_herd(self, trip: _Trip, banks: frozenset[str] | None, geese: Units) -> None:
        herd = next((h for h in trip.herds if h.banks == banks), None)
        if herd is None:
            herd = _Herd(banks)
            trip.herds.append(herd)
        for (_, mover), n in geese.items():
            herd.movers[mover] = herd.movers.get(mover, 0) + n

    def herds_go(
        self, number: int, t: Transporter, trip: _Trip, old: Position, new: Position
    ) -> None:
        """The following geese come along one step: at sea onto the sea tile, on land onto
        the transporter's bank, along a river on the banks beside their own (they do not
        cross it without a bridge), and from the sea onto any bank."""
        where = self.where(new)
        for herd in trip.herds:
            if not herd.count():
                continue
            if where == SEA:
                herd.banks = frozenset([new.place])
            elif where == LAND:
                herd.banks = frozenset(self.bridged(new.place))
            elif herd.banks is None or self.where(old) == SEA:
                herd.banks = None
            else:
                herd.banks = self.banks_beside(number, t, herd.banks, new.place)
        merged: list[_Herd] = []
        for herd in trip.herds:
            same = next((h for h in merged if h.banks == herd.banks), None)
            if same is None:
                merged.append(herd)
                continue
            for mover, n in herd.movers.items():
                same.movers[mover] = same.movers.get(mover, 0) + n
        trip.herds = [herd for herd in merged if herd.count()]

    def banks_beside(
        self, number: int, t: Transporter, banks: frozenset[str], place: str
    ) -> frozenset[str]:
        """The banks of river tile `place` that geese on `banks` reach without crossing."""
        tile = self.board.tile_of(place)
        reached: set[str] = set()
        for bank in banks:
            for link in self.board.land_links(bank):
                if self.board.tile_of(link.region) == tile:
                    reached.update(self.bridged(link.region))
        if not reached:
            raise RuleError(
                "rnb.move.geese_left_behind",
                order=number,
                transporter=t.id,
                bank=", ".join(sorted(banks)),
                place=place,
            )
        return frozenset(reached)

    def stay(self, number: int, t: Transporter, trip: _Trip, count: int, place: str | None) -> None:
        following = trip.following()
        if count > following:
            raise RuleError(
                "rnb.move.not_following",
                order=number,
                transporter=t.id,
                count=count,
                following=following,
            )
        herds = [herd for herd in trip.herds if herd.count()]
        region = self.geese_region(number, t, herds, place)
        near = [h for h in herds if h.banks is None or region in h.banks]
        if sum(h.count() for h in near) < count:
            far = sorted(
                bank for h in herds if h.banks and region not in h.banks for bank in h.banks
            )
            raise RuleError("rnb.move.geese_river", order=number, place=region, bank=", ".join(far))
        self.drop_geese(region, near, count)

    def geese_region(
        self, number: int, t: Transporter, herds: list[_Herd], place: str | None
    ) -> str:
        """Where following geese stay: the region named, the sea tile the transporter is on,
        or the one region the transporter touches where these geese can be."""
        pos = self.position(t.id)
        if self.where(pos) == SEA and place in (None, pos.place):
            return pos.place
        if place is None:
            touched = self.regions_touched(pos)
            options = {
                region
                for herd in herds
                for region in touched
                if herd.banks is None or region in herd.banks
            }
            if len(options) == 1:
                return options.pop()
        return self.place_for(number, t, place)

    def drop_geese(self, region: str, herds: list[_Herd], count: int) -> None:
        pile = self.ground(region)
        for herd in herds:
            for mover in sorted(herd.movers, key=lambda m: m or ""):
                n = min(count, herd.movers[mover])
                if n:
                    pile[("goose", mover)] = pile.get(("goose", mover), 0) + n
                    herd.movers[mover] -= n
                    count -= n

    # --- checks ----------------------------------------------------------------------------

    def own(self, number: int, tid: str) -> Transporter:
        t = self.state.transporters.get(tid)
        if t is None:
            raise RuleError("rnb.move.unknown_transporter", order=number, transporter=tid)
        if t.owner != self.player:
            raise RuleError("rnb.move.not_yours", order=number, transporter=tid)
        return t

    def check_free_hands(self, number: int, t: Transporter) -> None:
        other = self.carrying(t.id) or self.carried_by(t.id)
        if other is not None:
            raise RuleError("rnb.move.hands_full", order=number, transporter=t.id, other=other)

    def check_meets(self, number: int, t: Transporter, other: Transporter) -> None:
        if not self.touch(t.id) & self.touch(other.id):
            raise RuleError("rnb.move.not_together", order=number, transporter=t.id, other=other.id)

    def check_moved_once(self, number: int, t: Transporter, trip: _Trip) -> None:
        movers = [m for m, _ in _movers(self.cargo(t.id))] + list(trip.flock())
        for mover in movers:
            if mover is not None and mover != t.id and self.units_of(t.id, trip, mover):
                raise RuleError("rnb.move.moved_twice", order=number, transporter=t.id, other=mover)

    def units_of(self, tid: str, trip: _Trip, mover: str) -> int:
        on_board = sum(n for (_, m), n in self.cargo(tid).items() if m == mover)
        return on_board + trip.flock().get(mover, 0)

    def mark_moved(self, tid: str, trip: _Trip) -> None:
        pile = self.cargo(tid)
        for (good, mover), n in list(pile.items()):
            if mover is None:
                del pile[(good, None)]
                pile[(good, tid)] = pile.get((good, tid), 0) + n
        for herd in trip.herds:
            if None in herd.movers:
                herd.movers[tid] = herd.movers.get(tid, 0) + herd.movers.pop(None)

    def geese_at_sea_follow(self, number: int, t: Transporter, trip: _Trip, sea: str) -> None:
        """Geese are never left alone at sea: with nobody else staying, they come along, even
        those the order told to stay there (reported to the player)."""
        if self.has_oil_rig(sea):
            return
        for tid, other in self.state.transporters.items():
            if tid == t.id or tid == self.carrying(t.id):
                continue
            where = self.position(tid) if other.owner == self.player else other.pos
            if where.afloat and where.place == sea:
                return
        pile = self.ground(sea)
        geese = sum(n for (good, _), n in pile.items() if good == "goose")
        for key in [key for key in pile if key[0] == "goose"]:
            del pile[key]
        if geese:
            self.join_herd(trip, frozenset([sea]), {("goose", t.id): geese})
            trip.notes.append(
                event(
                    "rnb.move.geese_at_sea",
                    private_to=self.player,
                    order=number,
                    count=geese,
                    sea=sea,
                    transporter=t.id,
                )
            )

    def take(
        self,
        number: int,
        pile: Units,
        goods: Goods,
        movers: tuple[str | None, ...],
        where: str,
        loader: str | None,
    ) -> Units:
        """Removes goods from a pile, using only units moved by `movers`, in that preference.

        `loader` is the transporter taking goods from the ground at `where` (None for a
        transporter's cargo): goods short there may be left by a player earlier in the
        sequence, so with a reliance they are assumed there (and noted)."""
        taken: Units = {}
        for good, count in goods:
            available = sum(pile.get((good, m), 0) for m in movers)
            if available < count and loader is not None and self.reliance is not None:
                self.reliance.goods(where, good, available, count)
                pile[(good, None)] = pile.get((good, None), 0) + count - available
                available = count
            if available < count:
                moved = sum(n for (g, m), n in pile.items() if g == good and m not in movers)
                key = "rnb.move.already_moved_goods" if moved else "rnb.move.not_enough"
                if loader is not None and not moved:
                    key = "rnb.move.goods_gone"
                raise RuleError(
                    key,
                    order=number,
                    good=good,
                    count=count,
                    available=available,
                    where=where,
                    transporter=loader or where,
                )
            for m in movers:
                n = min(count, pile.get((good, m), 0))
                if n:
                    pile[(good, m)] -= n
                    if not pile[(good, m)]:
                        del pile[(good, m)]
                    taken[(good, m)] = taken.get((good, m), 0) + n
                    count -= n
        return taken

    # --- places ----------------------------------------------------------------------------

    def place_for(self, number: int, t: Transporter, name: str | None) -> str:
        """The region where `t` loads/unloads: the one named, or the only one it touches."""
        touched = self.regions_touched(self.position(t.id))
        if name is not None:
            if name not in touched:
                raise RuleError("rnb.move.out_of_reach", order=number, transporter=t.id, place=name)
            return name
        if len(touched) == 1:
            return touched[0]
        if not touched:
            raise RuleError("rnb.move.goods_at_sea", order=number, transporter=t.id)
        raise RuleError(
            "rnb.move.say_bank", order=number, transporter=t.id, banks=", ".join(touched)
        )

    def regions_touched(self, pos: Position) -> list[str]:
        where = self.where(pos)
        if where == LAND:
            return [pos.place]
        if where == SEA:
            return [pos.place] if self.has_oil_rig(pos.place) else []
        return list(self.board.water_regions(pos.place))

    def touch(self, tid: str) -> set[str]:
        pos = self.position(tid)
        touched = set(self.regions_touched(pos))
        if pos.afloat:
            touched.add(WATER_MARK + pos.place)
        return touched

    def is_open_sea(self, region: str) -> bool:
        return self.board.tiles[self.board.tile_of(region)].is_sea and not self.has_oil_rig(
            self.board.tile_of(region)
        )

    def has_oil_rig(self, tile: str) -> bool:
        building = self.state.buildings.get(tile)
        return building is not None and building.kind == "oil_rig"

    def tile_named(self, number: int, place: str) -> str:
        if place in self.board.tiles:
            return place
        if place in self.board.regions:
            return self.board.tile_of(place)
        raise RuleError("rnb.move.unknown_place", order=number, place=place)

    def bridged(self, region: str) -> list[str]:
        """The banks reachable from `region` over bridges, `region` first."""
        tile = self.board.tile_of(region)
        built = [pair for pair in self.board.bridges(tile) if pair_key(*pair) in self.state.bridges]
        reached = [region]
        for current in reached:
            for a, b in built:
                other = b if a == current else a if b == current else None
                if other is not None and other not in reached:
                    reached.append(other)
        return reached

    def has_road(self, a: str, b: str) -> bool:
        return pair_key(a, b) in self.state.roads

    # --- names and positions ---------------------------------------------------------------

    def where(self, pos: Position) -> str:
        if not pos.afloat:
            return LAND
        if pos.place in self.board.docks:
            return DOCK
        return SEA if self.board.tiles[pos.place].is_sea else RIVER

    def region_name_of(self, pos: Position) -> str:
        """The bank a land transporter or a docked boat stands on."""
        dock = self.board.docks.get(pos.place) if pos.afloat else None
        return dock.region if dock is not None else pos.place

    def land_position(self, region: str) -> Position:
        return Position(region, False)

    def water_position(self, name: str) -> Position:
        return Position(name, True)

    def position_name(self, pos: Position) -> str:
        return pos.place

    # --- the tracker -----------------------------------------------------------------------

    def position(self, tid: str) -> Position:
        return self.tracker.pos.get(tid) or self.state.transporters[tid].pos

    def carrying(self, tid: str) -> str | None:
        if tid in self.tracker.carrying:
            return self.tracker.carrying[tid]
        return self.state.transporters[tid].carrying

    def carried_by(self, tid: str) -> str | None:
        if tid in self.tracker.carried_by:
            return self.tracker.carried_by[tid]
        return self.state.transporters[tid].carried_by

    def ground(self, region: str) -> Units:
        pile = self.tracker.ground.get(region)
        if pile is None:
            goods = self.state.goods.get(region, {})
            pile = {(good, None): n for good, n in goods.items() if n}
            self.tracker.ground[region] = pile
        return pile

    def cargo(self, tid: str) -> Units:
        pile = self.tracker.cargo.get(tid)
        if pile is None:
            goods = self.state.transporters[tid].cargo
            pile = {(good, None): n for good, n in goods.items() if n}
            self.tracker.cargo[tid] = pile
        return pile

    def load_of(self, tid: str) -> int:
        return sum(self.cargo(tid).values())

    def write_back(self) -> None:
        for region, pile in self.tracker.ground.items():
            key = region
            totals = _totals(pile)
            if totals:
                self.state.goods[key] = totals
            else:
                self.state.goods.pop(key, None)
        for tid, pile in self.tracker.cargo.items():
            self.state.transporters[tid].cargo = _totals(pile)
        for tid, pos in self.tracker.pos.items():
            self.state.transporters[tid].pos = pos
        for tid, carried in self.tracker.carrying.items():
            self.state.transporters[tid].carrying = carried
        for tid, carrier in self.tracker.carried_by.items():
            self.state.transporters[tid].carried_by = carrier


def _totals(pile: Units) -> dict[str, int]:
    out: dict[str, int] = {}
    for (good, _), n in pile.items():
        if n:
            out[good] = out.get(good, 0) + n
    return dict(sorted(out.items()))


def _take_units(pile: Units, good: str, count: int) -> None:
    """Takes `count` of `good` from a pile, whoever moved them."""
    for key in sorted(
        (k for k in pile if k[0] == good), key=lambda k: (k[1] is not None, k[1] or "")
    ):
        n = min(count, pile[key])
        pile[key] -= n
        count -= n
        if not pile[key]:
            del pile[key]


def _add_units(pile: Units, units: Units) -> None:
    for key, n in units.items():
        pile[key] = pile.get(key, 0) + n


def _movers(pile: Units) -> Iterable[tuple[str | None, int]]:
    seen: dict[str | None, int] = {}
    for (_, mover), n in pile.items():
        seen[mover] = seen.get(mover, 0) + n
    return seen.items()


def _mover_order(tid: str) -> Callable[[tuple[str | None, int]], tuple[int, str]]:
    """Unloading gives up goods other transporters moved first, then this one's, then unmoved."""

    def rank(item: tuple[str | None, int]) -> tuple[int, str]:
        mover = item[0]
        if mover is None:
            return (2, "")
        return (1 if mover == tid else 0, mover)

    return rank


register_templates(
    {
        "rnb.move.moved": "{player} moved {transporter}: {path}.",
        "rnb.move.set_down": "{player} set down {transporter} from {carrier} at {place}.",
        "rnb.move.set_down_first": (
            "Order {order}: set down carried transporters before any move order."
        ),
        "rnb.move.not_carrying": "Order {order}: {carrier} is not carrying {transporter}.",
        "rnb.move.cannot_set_down": (
            "Order {order}: {transporter} cannot be set down at {place}"
            " (a boat only on a river or a sea shore, a land transporter only on land)."
        ),
        "rnb.move.set_down_where": (
            "Order {order}: say where to set down {transporter}: {choices}."
        ),
        "rnb.move.set_down_not_there": (
            "Order {order}: {transporter} cannot be set down at {place}; possible: {choices}."
        ),
        "rnb.move.twice": "Order {order}: {transporter} has already moved this phase.",
        "rnb.move.is_carried": (
            "Order {order}: {transporter} is carried by {carrier} and cannot move by itself."
        ),
        "rnb.move.no_bridge": (
            "Order {order}: {transporter} cannot reach {place}: there is no bridge to that bank."
        ),
        "rnb.move.same_tile": "Order {order}: {transporter} is already on {place}.",
        "rnb.move.not_next": (
            "Order {order}: {place} is not next to {here}, where {transporter} is at that point."
        ),
        "rnb.move.land_at_sea": "Order {order}: {transporter} cannot go to sea ({place}).",
        "rnb.move.river": (
            "Order {order}: {transporter} cannot reach {place}: a river without a bridge is"
            " in the way."
        ),
        "rnb.move.wall": (
            "Order {order}: {transporter} cannot pass {owner}'s wall on the way to {place}."
        ),
        "rnb.move.needs_road": (
            "Order {order}: {transporter} moves only along roads, and no road leads to {place}."
        ),
        "rnb.move.donkey_mix": (
            "Order {order}: {transporter} cannot go on to {place}: a donkey moves 1 tile off road"
            " or up to 2 along roads, not a mix."
        ),
        "rnb.move.too_far": (
            "Order {order}: {transporter} cannot reach {place}: it moves at most {moves}"
            " tile(s) this way."
        ),
        "rnb.move.which_bank": (
            "Order {order}: a river divides {place}: say which bank {transporter} goes to"
            " ({banks})."
        ),
        "rnb.move.docked": ("Order {order}: {transporter} has docked; docking ends its move."),
        "rnb.move.not_water": (
            "Order {order}: {transporter} moves only on rivers and at sea; {place} is neither"
            " a river, a sea tile nor a docking place."
        ),
        "rnb.move.not_next_water": (
            "Order {order}: {transporter} cannot sail from {here} to {place} in one step."
        ),
        "rnb.move.over_capacity": (
            "Order {order}: {transporter} carries at most {capacity} goods."
        ),
        "rnb.move.goods_at_sea": (
            "Order {order}: {transporter} is at sea: goods can only be exchanged with your boats"
            " there or an oil rig (geese there may also follow it or be loaded)."
        ),
        "rnb.move.carry_self": "Order {order}: {transporter} cannot carry itself.",
        "rnb.move.already_moved": (
            "Order {order}: {transporter} has already moved this phase and cannot be carried."
        ),
        "rnb.move.carry_loaded": (
            "Order {order}: {transporter} carries goods; neither transporter may carry anything"
            " else while one carries the other."
        ),
        "rnb.move.not_following": (
            "Order {order}: only {following} geese follow {transporter}, not {count}."
        ),
        "rnb.move.geese_river": (
            "Order {order}: geese do not cross a river without a bridge: they cannot go from"
            " {bank} to {place}."
        ),
        "rnb.move.geese_left_behind": (
            "Order {order}: the geese following {transporter} on {bank} cannot follow it to"
            " {place}: a river without a bridge is in the way (let them stay first)."
        ),
        "rnb.move.unknown_transporter": "Order {order}: there is no transporter {transporter}.",
        "rnb.move.not_yours": "Order {order}: {transporter} is not yours.",
        "rnb.move.hands_full": (
            "Order {order}: {transporter} is carrying or carried by {other} and cannot take or"
            " give goods."
        ),
        "rnb.move.not_together": (
            "Order {order}: {transporter} and {other} are not on the same tile and bank."
        ),
        "rnb.move.moved_twice": (
            "Order {order}: {transporter} cannot move goods your {other} already moved this phase."
        ),
        "rnb.move.not_enough": (
            "Order {order}: there are only {available} {good} at {where}, not {count}."
        ),
        "rnb.move.goods_gone": (
            "Order {order}: the {count} {good} on {where} were not there when {transporter}"
            " came to take them (there were {available})."
        ),
        "rnb.move.geese_at_sea": (
            "Order {order}: the {count} geese on {sea} follow {transporter} when it leaves:"
            " geese are never left alone at sea, and no other transporter stays with them."
        ),
        "rnb.move.already_moved_goods": (
            "Order {order}: only {available} {good} at {where} have not already been moved by"
            " another of your transporters this phase (you asked for {count})."
        ),
        "rnb.move.out_of_reach": (
            "Order {order}: {transporter} cannot reach {place} from where it is."
        ),
        "rnb.move.say_bank": "Order {order}: say which bank {transporter} uses ({banks}).",
        "rnb.move.unknown_place": "Order {order}: there is no tile or bank {place}.",
    }
)
