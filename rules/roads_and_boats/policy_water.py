"""The demo policy's boats: empty boats sail to goods lying on a shore and load them, loaded
boats sail to a port (the home's bank, or the bank of the player's boat factory) and unload.

A boat move is offered as alternatives, best first (a round trip in one move, then out to the
goods, then a step towards them or home, then any step); the policy keeps the first one that
works, so a path the map's walls or docking forbid is simply passed over.
"""

from __future__ import annotations

import random
from collections import deque
from collections.abc import Callable

from .orders import Go, Load, Move, Step, Unload, make_goods
from .state import State, Transporter

Path = tuple[str, ...]


def boat_moves(
    state: State,
    boat: Transporter,
    ports: tuple[str, ...],
    fetchable: Callable[[str], dict[str, int]],
    rng: random.Random,
) -> tuple[Move, ...]:
    """Alternative moves for one boat, best first."""
    paths = _paths(state, boat.pos.place)
    near = {p: path for p, path in paths.items() if len(path) <= boat.spec.moves}
    options: list[Move] = []
    if boat.cargo:
        options += _to_port(state, boat, ports, near)
    else:
        options += _to_goods(state, boat, ports, near, fetchable)
    if boat.cargo:
        goals = _port_positions(state, ports)
    else:
        goals = _goods_positions(state, paths, fetchable)
    reachable = [p for p in goals if p in paths]
    far = [paths[p] for p in sorted(reachable, key=lambda p: (len(paths[p]), p))]
    for path in far[:2]:
        step = _prefix(state, path, boat.spec.moves)
        if step:
            options.append(Move(boat.id, tuple(Go(p) for p in step)))
    wander = list(state.board.water_moves(boat.pos.place))
    rng.shuffle(wander)
    options += [Move(boat.id, (Go(p),)) for p in wander]
    return tuple(options)


def _to_port(
    state: State, boat: Transporter, ports: tuple[str, ...], near: dict[str, Path]
) -> list[Move]:
    here = _touching(state, boat.pos.place, ports)
    if here is not None:
        return [Move(boat.id, (Unload(make_goods(boat.cargo), here),))]
    out: list[Move] = []
    for place, path in sorted(near.items(), key=lambda kv: (len(kv[1]), kv[0])):
        port = _touching(state, place, ports)
        if port is not None:
            steps: tuple[Step, ...] = (*_goes(path), Unload(make_goods(boat.cargo), port))
            out.append(Move(boat.id, steps))
    return out[:3]


def _to_goods(
    state: State,
    boat: Transporter,
    ports: tuple[str, ...],
    near: dict[str, Path],
    fetchable: Callable[[str], dict[str, int]],
) -> list[Move]:
    """Out to the most goods within reach; home again in the same move when it is near."""
    out: list[Move] = []
    scored: list[tuple[int, int, str, str, dict[str, int]]] = []
    for place, path in near.items():
        for region in state.board.water_regions(place):
            goods = _take(fetchable(region), boat.spec.capacity)
            if goods:
                scored.append((-sum(goods.values()), len(path), place, region, goods))
    for _, _, place, region, goods in sorted(scored)[:3]:
        path = near[place]
        load = Load(make_goods(goods), region)
        back = _way_back(state, boat, path, ports)
        if back is not None:
            unload = Unload(make_goods(goods), back[1])
            out.append(Move(boat.id, (*_goes(path), load, *_goes(back[0]), unload)))
        out.append(Move(boat.id, (*_goes(path), load)))
    return out


def _way_back(
    state: State, boat: Transporter, path: Path, ports: tuple[str, ...]
) -> tuple[Path, str] | None:
    """The way from the end of `path` back to a port, when the whole trip fits in one move."""
    if not path or state.board.docks.get(path[-1]) is not None:
        return None
    back = _paths(state, path[-1])
    for place, way in sorted(back.items(), key=lambda kv: (len(kv[1]), kv[0])):
        port = _touching(state, place, ports)
        if port is not None and len(path) + len(way) <= boat.spec.moves:
            return way, port
    return None


def _goes(path: Path) -> tuple[Step, ...]:
    return tuple(Go(p) for p in path)


def _paths(state: State, start: str) -> dict[str, Path]:
    """Shortest water paths from `start` (a boat docks only at the end of a path)."""
    board = state.board
    paths: dict[str, Path] = {start: ()}
    queue = deque([start])
    while queue:
        place = queue.popleft()
        if place != start and place in board.docks:
            continue
        for nxt in board.water_moves(place):
            if nxt not in paths:
                paths[nxt] = (*paths[place], nxt)
                queue.append(nxt)
    return paths


def _prefix(state: State, path: Path, moves: int) -> Path:
    """As much of `path` as one move covers (a dock only as its very end)."""
    step = path[:moves]
    while step and step[-1] in state.board.docks and len(step) < len(path):
        step = step[:-1]
    return step


def _touching(state: State, place: str, ports: tuple[str, ...]) -> str | None:
    regions = state.board.water_regions(place)
    return next((r for r in ports if r in regions), None)


def _port_positions(state: State, ports: tuple[str, ...]) -> list[str]:
    return [p for region in ports for p in state.board.launch_positions(region)]


def _goods_positions(
    state: State, paths: dict[str, Path], fetchable: Callable[[str], dict[str, int]]
) -> list[str]:
    return [p for p in paths if p and any(fetchable(r) for r in state.board.water_regions(p))]


def _take(goods: dict[str, int], room: int) -> dict[str, int]:
    out: dict[str, int] = {}
    for good, n in sorted(goods.items(), key=lambda kv: (-kv[1], kv[0])):
        k = min(n, room)
        if k:
            out[good] = k
            room -= k
    return out
