"""Which goods a player can reach, and taking them: shared by production, building and wonder.

A transporter reaches the regions it touches (its bank, every bank of the river it floats on,
its dock's bank) and, over bridges, the other banks of its tile (rulebook: goods cross a river
only over a bridge or by a boat on the river). A player may use goods lying on a region they
reach and goods on their own transporters there; never another player's transporter.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from rules.core import RuleError, register_templates

from . import data
from .running import Reliance
from .state import Player, Position, State, Transporter, has, take_from

register_templates(
    {
        "rnb.access.unknown_transporter": "There is no transporter {transporter}.",
        "rnb.access.not_yours": "{transporter} is not yours.",
        "rnb.access.out_of_reach": "{source} is out of reach of {place}.",
        "rnb.access.unknown_place": "{place} is not a region or tile of this map.",
        "rnb.access.missing_goods": "Not enough goods at {place}: {missing} missing.",
        "rnb.access.no_transporter": "You have no transporter that reaches {place}.",
        "rnb.access.not_lying": (
            "The {goods} on {place} were not there at your turn ({missing} missing)."
        ),
    }
)


def bank_group(state: State, region: str) -> frozenset[str]:
    """The regions of one tile joined to `region` by bridges (itself included)."""
    group = {region}
    frontier = [region]
    while frontier:
        here = frontier.pop()
        for a, b in state.bridges:
            for x, y in ((a, b), (b, a)):
                if x == here and y not in group:
                    group.add(y)
                    frontier.append(y)
    return frozenset(group)


def reach(state: State, pos: Position) -> frozenset[str]:
    """The regions a transporter at `pos` can take goods from or put goods on."""
    out: set[str] = set()
    for region in state.touches(pos):
        out |= bank_group(state, region)
    return frozenset(out)


def reaches(state: State, t: Transporter, region: str) -> bool:
    return region in reach(state, t.pos)


def own_transporter(state: State, player: str, tid: str) -> Transporter:
    t = state.transporters.get(tid)
    if t is None:
        raise RuleError("rnb.access.unknown_transporter", transporter=tid)
    if t.owner != player:
        raise RuleError("rnb.access.not_yours", transporter=tid)
    return t


def region_of_place(state: State, place: str) -> str:
    """A region name from a place an order names (a bank, or the label of an undivided tile)."""
    if place in state.board.regions:
        return place
    if place in state.board.tiles:
        state.board.region(place)  # raises "which bank" for a divided tile
    raise RuleError("rnb.access.unknown_place", place=place)


def present(state: State, player: str, region: str) -> list[Transporter]:
    """The player's free (not carried) transporters that reach a region."""
    return [
        t
        for t in state.transporters_of(player)
        if t.carried_by is None and reaches(state, t, region)
    ]


def require_presence(state: State, player: str, region: str) -> None:
    if not present(state, player, region):
        raise RuleError("rnb.access.no_transporter", place=region)


Plan = list[tuple[str, dict[str, int]]]
"""(transporter id or region name, goods taken from it)."""


def plan_payment(
    state: State,
    player: str,
    needed: Mapping[str, int],
    regions: Iterable[str],
    sources: Sequence[str] = (),
    carried_only: bool = False,
    reliance: Reliance | None = None,
) -> Plan:
    """Where `needed` comes from: `sources` in order (the player's transporters reaching one of
    `regions`, or those regions), by default the player's transporters there then the regions.
    RuleError if something is out of reach or the goods fall short; with a `reliance` (a phase
    where others may leave goods on tiles first) goods short on the first region among the
    sources are assumed left there first."""
    allowed = set(regions)
    if not sources:
        ids = [t.id for t in state.transporters_of(player) if reach(state, t.pos) & allowed]
        sources = ids + ([] if carried_only else sorted(allowed))
    piles: list[tuple[str, Mapping[str, int]]] = []
    for source in sources:
        if source in state.transporters:
            t = own_transporter(state, player, source)
            if not reach(state, t.pos) & allowed:
                raise RuleError("rnb.access.out_of_reach", source=source, place=sorted(allowed)[0])
            piles.append((source, t.cargo))
        else:
            region = region_of_place(state, source)
            if region not in allowed or carried_only:
                raise RuleError("rnb.access.out_of_reach", source=source, place=sorted(allowed)[0])
            piles.append((region, state.goods.get(region, {})))
    plan: Plan = []
    left = dict(needed)
    for name, pile in piles:
        taken = {g: min(n, pile.get(g, 0)) for g, n in left.items() if n and pile.get(g, 0)}
        if taken:
            plan.append((name, taken))
            for g, n in taken.items():
                left[g] -= n
    missing = {g: n for g, n in left.items() if n > 0}
    lying = [name for name, _ in piles if name not in state.transporters]
    if missing and reliance is not None and lying:
        place = lying[0]
        for good, n in sorted(missing.items()):
            have = state.goods.get(place, {}).get(good, 0)
            reliance.goods(place, good, have, have + n)
        state.add_goods(place, missing)
        return plan_payment(state, player, needed, regions, sources, carried_only)
    if missing:
        raise RuleError(
            "rnb.access.missing_goods",
            place=sorted(allowed)[0],
            missing=", ".join(f"{n} {g}" for g, n in sorted(missing.items())),
        )
    return plan


def pay(state: State, plan: Plan) -> None:
    """Takes the planned goods (planned on this very state)."""
    for name, goods in plan:
        if name in state.transporters:
            cargo = state.transporters[name].cargo
            assert has(cargo, goods)
            take_from(cargo, goods)
        else:
            state.take_goods(name, goods)


def ensure_lying(
    state: State, region: str, goods: Mapping[str, int], reliance: Reliance | None
) -> None:
    """Checks that `goods` lie on `region`. At resolution RuleError if not; at submission (a
    phase where others may leave goods on tiles first) what is missing is assumed left there
    first: it is noted and added to the trial state."""
    pile = state.goods.get(region, {})
    missing = {g: n - pile.get(g, 0) for g, n in sorted(goods.items()) if pile.get(g, 0) < n}
    if not missing:
        return
    if reliance is None:
        raise RuleError(
            "rnb.access.not_lying",
            place=region,
            goods=goods_text(goods),
            missing=goods_text(missing),
        )
    for good in missing:
        reliance.goods(region, good, pile.get(good, 0), goods[good])
    state.add_goods(region, missing)


def goods_text(goods: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {g}" for g, n in sorted(goods.items()) if n)


def deciders(state: State) -> list[str]:
    """Players with something to decide in the open phase (the others are ready at once)."""
    if state.phase not in data.PHASES or state.step != "orders":
        return []
    if state.phase != "wonder":
        owners = {t.owner for t in state.transporters.values()}
        return [p.name for p in state.players if p.name in owners]
    return [p.name for p in state.players if _may_reach_home(state, p)]


def any_decider(state: State) -> bool:
    """Whether `deciders` names anyone, stopping at the first: asked after every play (is the
    game over?), where listing them all would walk every transporter's reach in a wonder phase."""
    if state.phase not in data.PHASES or state.step != "orders":
        return False
    if state.phase != "wonder":
        names = {p.name for p in state.players}
        return any(t.owner in names for t in state.transporters.values())
    return any(_may_reach_home(state, p) for p in state.players)


def _may_reach_home(state: State, player: Player) -> bool:
    """Whether one of the player's transporters reaches their home (a wonder phase's decider)."""
    home = player.home
    if home is None:
        return False
    return any(home in reach(state, t.pos) for t in state.transporters_of(player.name))
