"""Roads & Boats views for renderer tests, made by the engine's own `view` from real states.

`busy_view` starts a real game (start tiles chosen by the demo policy), then puts on the map
what a game shows later on — roads, a bridge, walls, buildings, a mine with its bag, goods,
boats on a river, at sea and docked, a donkey carried by a wagon, wonder bricks — so every
kind of thing the renderer draws appears in one view shaped exactly as the engine shapes it.
"""

from __future__ import annotations

import random
from typing import Any

from rules.core import PUBLIC
from rules.roads_and_boats import GAME
from rules.roads_and_boats.state import Building, Position, State, Wall, pair_key

NAMES = ("ann", "bob", "cy", "dora")


def started(n_players: int, seed: int = 3) -> State:
    """A new game past the start-tile choice."""
    state = GAME.new_game(list(NAMES[:n_players]), GAME.default_options(), seed)
    rng = random.Random(seed)
    while (pending := GAME.pending(state)) and pending[0].kind == "start":
        player = pending[0].player
        state, _ = GAME.apply(state, player, GAME.demo_move(state, player, rng))
    return state


def busy_state(n_players: int, seed: int = 3) -> State:
    state = started(n_players, seed)
    board = state.board
    state.turn = 7
    for seat, player in enumerate(state.players):
        home = player.home
        assert home is not None
        tile = board.tile_of(home)
        link = next(iter(board.land_links(home)), None)
        if link is not None:
            state.roads.add(pair_key(home, link.region))
            neighbour_tile = board.tile_of(link.region)
            if neighbour_tile not in state.buildings:
                kind = ("sawmill", "woodcutter", "papermill", "coal_burner")[seat]
                state.buildings[neighbour_tile] = Building(kind, link.region)
                state.add_goods(link.region, {"trunk": 2, "board": seat + 1})
        edge = next(e for e in board.edges.values() if e.wall_allowed and tile in e.tiles)
        state.walls[edge.name] = Wall(player.name, seat + 1)
        wagon = state.new_transporter(player.name, "wagon", Position(home))
        wagon.cargo = {"stone": 1}
        donkey = next(t for t in state.transporters_of(player.name) if t.kind == "donkey")
        donkey.carried_by, wagon.carrying = wagon.id, donkey.id
        state.add_goods(home, {"clay": 1, "paper": 1})
    mountain = next(
        t for t in board.land if board.tiles[t].terrain == "mountains" and t not in state.buildings
    )
    state.buildings[mountain] = Building(
        "mine", board.tiles[mountain].regions[0], bag={"gold": 2, "iron": 3}, mine_number=1
    )
    river_tile = next(t for t in board.land if len(board.tiles[t].regions) >= 2)
    banks = board.tiles[river_tile].regions
    state.bridges.add(pair_key(*board.bridges(river_tile)[0]))
    state.add_goods(banks[1], {"gold": 2, "iron": 1, "fuel": 1})
    owner = state.players[0].name
    raft = state.new_transporter(owner, "raft", Position(river_tile, afloat=True))
    raft.cargo = {"coins": 1, "stock": 1}
    sea = board.sea[len(board.sea) // 2]
    state.new_transporter(state.players[-1].name, "steamer", Position(sea, afloat=True)).cargo = {
        "iron": 2
    }
    dock = next(iter(board.docks))
    state.new_transporter(owner, "rowboat", Position(dock, afloat=True)).cargo = {"goose": 2}
    state.wonder = [state.names[k % n_players] if k % 3 else None for k in range(30)]
    return state


def busy_view(n_players: int, seed: int = 3, viewer: str = PUBLIC) -> dict[str, Any]:
    return GAME.view(busy_state(n_players, seed), viewer)


def played_views(n_players: int, seed: int, every: int = 6) -> list[dict[str, Any]]:
    """Public views along one game played by the engine's demo policy, the last one at its end."""
    rng = random.Random(seed)
    state = GAME.new_game(list(NAMES[:n_players]), GAME.default_options(), seed)
    views = []
    step = 0
    while pending := GAME.pending(state):
        simultaneous = [d for d in pending if d.simultaneous]
        if simultaneous:
            orders = {d.player: GAME.demo_orders(state, d.player, rng) for d in simultaneous}
            state, _ = GAME.resolve(state, orders)
        else:
            player = pending[0].player
            state, _ = GAME.apply(state, player, GAME.demo_move(state, player, rng))
        step += 1
        if step % every == 0:
            views.append(GAME.view(state, PUBLIC))
    views.append(GAME.view(state, PUBLIC))
    return views


def step_orders(state: State, player: str) -> dict[str, Any]:
    """Canonical movement orders sending each of `player`'s land transporters one step off road,
    to the first neighbouring land region the board offers."""
    orders = []
    for t in sorted(state.transporters_of(player), key=lambda t: t.id):
        if t.carried_by or t.pos.afloat or t.spec.water:
            continue
        link = next(iter(state.board.land_links(t.pos.place)), None)
        if link is not None:
            orders.append(
                {
                    "kind": "move",
                    "transporter": t.id,
                    "steps": [{"step": "go", "place": link.region}],
                }
            )
    return {"orders": orders}


def in_movement(n_players: int, seed: int = 3) -> State:
    """A new game in its first movement phase (production resolved with no orders)."""
    state = started(n_players, seed)
    while state.phase != "movement":
        state, _ = GAME.resolve(state, {d.player: {"orders": []} for d in GAME.pending(state)})
    return state


def moved(n_players: int, seed: int = 3) -> tuple[State, State, list[Any]]:
    """The first movement phase resolved with every donkey one step away: (before, after,
    the phase's events)."""
    before = in_movement(n_players, seed)
    orders = {d.player: step_orders(before, d.player) for d in GAME.pending(before)}
    after, events = GAME.resolve(before, orders)
    return before, after, events
