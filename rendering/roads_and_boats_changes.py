"""What a resolved phase did, read from two views of one viewer: before and after it.

Pure data, no drawing: which transporters moved (and by which places), what was built, which
goods were produced where, which bricks were laid; and the paths of a player's own pending move
orders. The map draws these as arrows and marks, the header sums them up in a caption.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from rendering.roads_and_boats_words import Words


@dataclass(frozen=True)
class Arrow:
    """A transporter's way over the map: board places (regions or water positions), first the
    one it left (or stands on, for a planned move), last the one it reached."""

    transporter: str
    colour: str
    places: tuple[str, ...]


@dataclass(frozen=True)
class Changes:
    moved: tuple[Arrow, ...] = ()
    buildings: frozenset[str] = frozenset()
    """Tiles with a new building."""
    roads: frozenset[tuple[str, str]] = frozenset()
    bridges: frozenset[tuple[str, str]] = frozenset()
    walls: frozenset[str] = frozenset()
    """Edges whose wall is new or higher."""
    produced: Mapping[str, Mapping[str, int]] = field(default_factory=dict)
    """Goods gained per tile in a production phase (on the ground and on transporters there)."""
    new_transporters: frozenset[str] = frozenset()
    lost_transporters: int = 0
    bricks: int = 0
    brick_owners: tuple[str | None, ...] = ()
    """Who laid the new bricks (None: a neutral one), in the wonder's order."""
    research: tuple[tuple[str, str], ...] = ()
    """(player, project) researched."""


NO_CHANGES = Changes()


def changes(
    before: Mapping[str, Any],
    after: Mapping[str, Any],
    phase: str,
    paths: Mapping[str, Sequence[str]] | None = None,
) -> Changes:
    """The difference the phase `phase` ('production', ...) made between two views.

    `paths` (transporter id -> places walked, start included) replaces the straight arrow from
    old to new place when it starts and ends where the views say."""
    old = {str(t["id"]): t for t in before["transporters"]}
    new = {str(t["id"]): t for t in after["transporters"]}
    moved = tuple(
        _arrow(old[tid], t, (paths or {}).get(tid))
        for tid, t in sorted(new.items())
        if tid in old and not t.get("carried_by") and _where(old[tid]) != _where(t)
    )
    return Changes(
        moved=moved,
        buildings=frozenset(set(after["buildings"]) - set(before["buildings"])),
        roads=_pairs(after["roads"]) - _pairs(before["roads"]),
        bridges=_pairs(after["bridges"]) - _pairs(before["bridges"]),
        walls=frozenset(
            edge
            for edge, wall in after["walls"].items()
            if int(wall.get("height", 0)) > int(before["walls"].get(edge, {}).get("height", 0))
        ),
        produced=_produced(before, after) if phase == "production" else {},
        new_transporters=frozenset(set(new) - set(old)),
        lost_transporters=len(set(old) - set(new)),
        bricks=max(0, len(after["wonder"]["owners"]) - len(before["wonder"]["owners"])),
        brick_owners=tuple(after["wonder"]["owners"][len(before["wonder"]["owners"]) :]),
        research=_research(before, after),
    )


def _where(transporter: Mapping[str, Any]) -> tuple[str, bool]:
    return str(transporter["place"]), bool(transporter["afloat"])


def _arrow(old: Mapping[str, Any], new: Mapping[str, Any], path: Sequence[str] | None) -> Arrow:
    start, end = str(old["place"]), str(new["place"])
    places = tuple(path) if path and path[0] == start and path[-1] == end else (start, end)
    return Arrow(str(new["id"]), str(new.get("colour", "")), places)


def _pairs(rows: Iterable[Sequence[str]]) -> frozenset[tuple[str, str]]:
    return frozenset((str(a), str(b)) for a, b in rows)


def tile_goods(view: Mapping[str, Any], tile_of: Mapping[str, str]) -> dict[str, dict[str, int]]:
    """Goods per tile: lying on its banks plus carried by transporters on it."""
    totals: dict[str, dict[str, int]] = {}
    for region, goods in view["goods"].items():
        pile = totals.setdefault(tile_of.get(region, region), {})
        for good, n in goods.items():
            pile[good] = pile.get(good, 0) + int(n)
    for t in view["transporters"]:
        pile = totals.setdefault(str(t.get("tile")), {})
        for good, n in t.get("cargo", {}).items():
            pile[good] = pile.get(good, 0) + int(n)
    return totals


def _produced(before: Mapping[str, Any], after: Mapping[str, Any]) -> dict[str, dict[str, int]]:
    tile_of = {r: r.partition(".")[0] for view in (before, after) for r in view["goods"]}
    old, new = tile_goods(before, tile_of), tile_goods(after, tile_of)
    gained: dict[str, dict[str, int]] = {}
    for tile, goods in sorted(new.items()):
        plus = {g: n - old.get(tile, {}).get(g, 0) for g, n in sorted(goods.items())}
        plus = {g: n for g, n in plus.items() if n > 0}
        if plus:
            gained[tile] = plus
    return gained


def _research(before: Mapping[str, Any], after: Mapping[str, Any]) -> tuple[tuple[str, str], ...]:
    known = {str(p["name"]): set(p.get("research", ())) for p in before["players"]}
    return tuple(
        (str(p["name"]), str(project))
        for p in after["players"]
        for project in p.get("research", ())
        if project not in known.get(str(p["name"]), set())
    )


def caption(found: Changes, words: Words, names: Mapping[str, str]) -> str:
    """One line saying what the phase did: '5 transporters moved, 2 buildings built'."""
    produced = sum(n for goods in found.produced.values() for n in goods.values())
    parts = [
        words.count(key, n)
        for key, n in (
            ("caption.moved", len(found.moved)),
            ("caption.produced", produced),
            ("caption.new_transporters", len(found.new_transporters)),
            ("caption.lost_transporters", found.lost_transporters),
            ("caption.built", len(found.buildings)),
            ("caption.roads", len(found.roads)),
            ("caption.bridges", len(found.bridges)),
            ("caption.walls", len(found.walls)),
        )
        if n
    ]
    if found.bricks:
        parts.append(_bricks(found, words, names))
    parts += [
        words("caption.research", player=names.get(p, p), project=words(f"research.{r}"))
        for p, r in found.research
    ]
    return ", ".join(parts) if parts else words("header.nothing")


def _bricks(found: Changes, words: Words, names: Mapping[str, str]) -> str:
    """'4 wonder bricks (ann 2, bob 1, neutral 1)'."""
    counts: dict[str, int] = {}
    for owner in found.brick_owners:
        who = words("wonder.neutral") if owner is None else names.get(owner, owner)
        counts[who] = counts.get(who, 0) + 1
    who = ", ".join(words("caption.brick_owner", name=name, n=n) for name, n in counts.items())
    total = words.count("caption.bricks", found.bricks)
    return f"{total} ({who})" if who else total


def planned(view: Mapping[str, Any], orders: Mapping[str, Any] | None) -> tuple[Arrow, ...]:
    """The paths of the viewer's own move orders (canonical JSON `{"orders": [...]}`), from
    where each transporter stands. Orders for transporters that are not the viewer's are left
    out, so another player's orders can never reach an image."""
    if not orders or not isinstance(orders.get("orders"), list):
        return ()
    mine = {str(t["id"]): t for t in view["transporters"] if t.get("owner") == view.get("viewer")}
    arrows = []
    for order in orders["orders"]:
        if not isinstance(order, Mapping) or order.get("kind") != "move":
            continue
        t = mine.get(str(order.get("transporter")))
        steps = order.get("steps")
        if t is None or not isinstance(steps, list):
            continue
        goes = [
            str(s["place"])
            for s in steps
            if isinstance(s, Mapping) and s.get("step") == "go" and "place" in s
        ]
        if goes:
            arrows.append(Arrow(str(t["id"]), str(t.get("colour", "")), (str(t["place"]), *goes)))
    return tuple(arrows)


def paths_from_events(events: Iterable[Mapping[str, Any]]) -> dict[str, list[str]]:
    """Transporter id -> places walked, from a phase's events in JSON (`Event.to_json()`):
    the public 'rnb.move.moved' events name every place of each move."""
    paths: dict[str, list[str]] = {}
    for item in events:
        message = item.get("message", {})
        if item.get("private_to") is None and message.get("key") == "rnb.move.moved":
            params = message.get("params", {})
            paths[str(params.get("transporter"))] = str(params.get("path", "")).split(" > ")
    return paths
