"""The production phase (rulebook "Fase produzione").

Order of events, one phase:
1. when the phase opens, every mine draws from its bag (before the order of play is settled);
2. when it resolves, primary producers put their good on their region (with or without a
   transporter there);
3. each player in sequence-chart order runs their orders: moving goods between their
   transporters and the tile (`Transfer`), feeding secondary producers and transporter
   factories (`Process`, sharing each building's capacity for the phase), research and the
   free factory upgrades it allows, breeding declines and transporters to destroy;
4. unattended production: each producer with capacity left uses complete sets lying on its
   region (coal burners and papermills boards before trunks); a transporter made so is
   unclaimed and destroyed;
5. livestock breeds (exact pairs alone on an otherwise empty pasture);
6. the transporter limit (8, 5 land, 5 water) is enforced.

Two geese and a paper left lying together are discarded after every step that can leave them so
(`metaphysics`): each order, and the unattended production (a papermill's paper).
"""

from __future__ import annotations

from collections.abc import Mapping

from rules.core import Event, RuleError, event, register_templates

from . import data
from .access import (
    bank_group,
    ensure_lying,
    own_transporter,
    pay,
    plan_payment,
    reach,
    reaches,
    region_of_place,
)
from .metaphysics import discard_lying
from .orders import (
    Breed,
    Destroy,
    Order,
    Process,
    Research,
    Transfer,
    Upgrade,
)
from .running import Reliance
from .state import Position, State, Transporter, add_to, has, take_from

register_templates(
    {
        "rnb.production.mine_draw": "The mine on {tile} yields {good}.",
        "rnb.production.mine_empty": "The mine on {tile} is exhausted.",
        "rnb.production.no_producer": "There is no secondary producer or factory on {tile}.",
        "rnb.production.capacity": (
            "The {building} on {tile} can make only {left} more this phase, not {count}."
        ),
        "rnb.production.bad_inputs": "The {building} on {tile} cannot use {inputs}.",
        "rnb.production.missing_inputs": "{source} lacks {missing} for the {building} on {tile}.",
        "rnb.production.no_carrier": (
            "Goods taken from the tile need one of your transporters to take the output: "
            "name it with 'onto'."
        ),
        "rnb.production.no_donkey": "The wagon factory on {tile} needs one of your donkeys there.",
        "rnb.production.no_launch": "No free water next to the {building} on {tile} to launch at.",
        "rnb.production.bad_launch": "{launch} is not where the {building} on {tile} can launch.",
        "rnb.production.made": "{player} makes {count} {output} at {tile}.",
        "rnb.production.new_transporter": "{player} builds {transporter} at {tile}.",
        "rnb.production.unattended": "The {building} on {tile} makes {count} {output} by itself.",
        "rnb.production.unclaimed": (
            "The {building} on {tile} builds a {output} nobody claims; it is destroyed."
        ),
        "rnb.production.transfer_same": "A transfer needs two different ends.",
        "rnb.production.not_connected": "{source} and {target} are not on one bank or bridged.",
        "rnb.production.too_full": "{transporter} can carry only {free} more goods.",
        "rnb.production.goods_at_sea": (
            "Goods and geese cannot be left on the open sea ({place}); only an oil rig's tile"
            " holds them."
        ),
        "rnb.production.carrying": (
            "{transporter} and {other} cannot take goods while one carries the other."
        ),
        "rnb.production.unknown_project": "There is no research project {project!r}.",
        "rnb.production.already_researched": "You have already researched {project}.",
        "rnb.production.researched": "{player} researches {project}.",
        "rnb.production.research_not_carried": (
            "Research takes 2 geese and 1 paper carried by your transporters on {tile}, and"
            " they do not carry them all (geese and paper lying on a tile are never research)."
        ),
        "rnb.production.research_lying": (
            "Research uses only geese and paper your transporters carry, not goods lying on"
            " {source} (those are discarded as soon as two geese and a paper lie together)."
        ),
        "rnb.production.upgrade_not_researched": (
            "You may upgrade to a {to} only in the phase you research it."
        ),
        "rnb.production.cannot_upgrade": "The {building} on {tile} cannot become a {to}.",
        "rnb.production.upgraded": "{player} upgrades the {building} on {tile} to a {to}.",
        "rnb.production.no_presence": "You have no transporter on {tile}.",
        "rnb.production.bred": "On {tile} a pair of {animal}s breeds a third.",
        "rnb.production.destroyed": "{player}'s {transporter} is destroyed (transporter limit).",
        "rnb.production.not_transporter_order": "{transporter} is not a transporter of yours.",
        "rnb.production.output_left": (
            "Order {order}: {transporter} has room for {room} of the {count} {output} made;"
            " the other {left} are left on {place}."
        ),
        "rnb.production.destroy_passed": (
            "{transporter} was not destroyed as you ordered: only a transporter of the kind over"
            " the limit standing at a transporter factory may be, if one does;"
            " {victims} went instead."
        ),
        "rnb.production.destroy_unneeded": (
            "{transporter} is not destroyed: you are within the transporter limit."
        ),
    }
)

PHASE = "production"


# --- opening: mine draws ------------------------------------------------------------------------


def open_phase(state: State) -> list[Event]:
    """Draws every mine's token and prepares the phase's memory."""
    draws: dict[str, str | None] = {}
    events: list[Event] = []
    for tile, building in sorted(state.buildings.items()):
        if building.kind != "mine" or building.bag is None:
            continue
        good = _draw(state, tile, building.bag)
        draws[tile] = good
        if good is None:
            events.append(event("rnb.production.mine_empty", tile=tile))
        else:
            events.append(event("rnb.production.mine_draw", tile=tile, good=good))
    state.phase_data = {"mine_draws": draws, "used": {}, "researched": {}, "no_breed": {}}
    state.phase_data["destroy"] = {}
    return events


def _draw(state: State, tile: str, bag: dict[str, int]) -> str | None:
    if sum(bag.values()) == 0:
        return None
    fixed = state.fixed.get("mine_draws", {}).get(tile, [])
    if fixed and bag.get(fixed[0], 0) > 0:
        good = str(fixed.pop(0))
    elif state.options.get("solo_puzzle"):
        good = "gold" if bag.get("gold", 0) >= bag.get("iron", 0) else "iron"
    else:
        pick = state.rng.randrange(sum(bag.values()))
        good = "gold" if pick < bag.get("gold", 0) else "iron"
    take_from(bag, {good: 1})
    return good


# --- resolution ---------------------------------------------------------------------------------


def primary_output(state: State) -> None:
    """Primary producers and mines put their good on their own region."""
    draws: Mapping[str, str | None] = state.phase_data.get("mine_draws", {})
    for tile, building in sorted(state.buildings.items()):
        good = data.PRIMARY_OUTPUT.get(building.kind)
        if building.kind == "mine":
            good = draws.get(tile)
        if good is not None:
            state.add_goods(building.region, {good: 1})


def run_order(
    state: State, player: str, order: Order, number: int = 0, reliance: Reliance | None = None
) -> list[Event]:
    """Runs one production order (`number` names it in notes); with a `reliance` (at
    submission) goods missing on a tile are assumed left there first by an earlier player.
    Geese and paper the order leaves lying together are discarded before the next one."""
    events = _run_order(state, player, order, number, reliance)
    return events + discard_lying(state)


def _run_order(
    state: State, player: str, order: Order, number: int, reliance: Reliance | None
) -> list[Event]:
    if isinstance(order, Transfer):
        return transfer(state, player, order, reliance)
    if isinstance(order, Process):
        return process(state, player, order, number, reliance)
    if isinstance(order, Research):
        return research(state, player, order)
    if isinstance(order, Upgrade):
        return upgrade(state, player, order)
    if isinstance(order, Breed):
        _known_tile(state, order.tile)
        if not order.breed:
            _declines(state).setdefault(player, []).append(order.tile)
        return []
    if isinstance(order, Destroy):
        own_transporter(state, player, order.transporter)
        state.phase_data.setdefault("destroy", {}).setdefault(player, []).append(order.transporter)
        return []
    raise RuleError("rnb.orders.wrong_phase", order=number, kind=order.kind, phase=PHASE)


def _declines(state: State) -> dict[str, list[str]]:
    """Player -> tiles where they decline to let their own donkeys breed. (A state saved by an
    older version holds a plain list of tiles here: it is read as nobody's.)"""
    declines = state.phase_data.get("no_breed")
    if not isinstance(declines, dict):
        declines = state.phase_data["no_breed"] = {}
    return declines


def finish_phase(state: State) -> list[Event]:
    """Unattended production, research goods it leaves lying, breeding, the transporter limit."""
    events = unattended(state)
    events += discard_lying(state)
    events += breed(state)
    events += enforce_limits(state)
    return events


# --- transfers ----------------------------------------------------------------------------------


def _end_reach(state: State, player: str, end: str) -> tuple[frozenset[str], Transporter | None]:
    if end in state.transporters:
        t = own_transporter(state, player, end)
        return reach(state, t.pos), t
    return bank_group(state, region_of_place(state, end)), None


def _ferry_tiles(state: State, player: str) -> set[str]:
    """Tiles where the player has a boat on the river: it ferries goods between the banks."""
    return {
        t.pos.place
        for t in state.transporters_of(player)
        if t.pos.afloat
        and t.pos.place in state.board.tiles
        and state.board.tiles[t.pos.place].is_land
    }


def transfer(
    state: State, player: str, order: Transfer, reliance: Reliance | None = None
) -> list[Event]:
    if order.source == order.target:
        raise RuleError("rnb.production.transfer_same")
    src_zone, src_t = _end_reach(state, player, order.source)
    dst_zone, dst_t = _end_reach(state, player, order.target)
    ferried = (
        {state.board.tile_of(r) for r in src_zone}
        & {state.board.tile_of(r) for r in dst_zone}
        & _ferry_tiles(state, player)
    )
    if not (src_zone & dst_zone) and not ferried:
        raise RuleError("rnb.production.not_connected", source=order.source, target=order.target)
    if src_t is None and dst_t is None:
        region = region_of_place(state, order.source)
        if not any(reaches(state, t, region) for t in state.transporters_of(player)):
            raise RuleError("rnb.access.no_transporter", place=region)
    goods = dict(order.goods)
    if src_t is None:
        ensure_lying(state, region_of_place(state, order.source), goods, reliance)
    elif not has(src_t.cargo, goods):
        raise RuleError(
            "rnb.access.missing_goods", place=order.source, missing=_missing(src_t.cargo, goods)
        )
    if dst_t is not None:
        _check_free_hands(dst_t)
    else:
        _check_not_open_sea(state, region_of_place(state, order.target))
    if dst_t is not None and dst_t.free < sum(goods.values()):
        raise RuleError("rnb.production.too_full", transporter=dst_t.id, free=dst_t.free)
    if src_t is not None:
        take_from(src_t.cargo, goods)
    else:
        state.take_goods(region_of_place(state, order.source), goods)
    if dst_t is not None:
        add_to(dst_t.cargo, goods)
    else:
        state.add_goods(region_of_place(state, order.target), goods)
    return []


def _check_not_open_sea(state: State, region: str) -> None:
    """Nothing is left lying on a sea tile without an oil rig (IT3 "Oche": "Le oche non possono
    essere lasciate sole in mare"; "Impianti Offshore": "non è possibile abbandonare le merci sul
    tassello")."""
    tile = state.board.tile_of(region)
    rig = state.buildings.get(tile)
    if state.board.tiles[tile].is_sea and (rig is None or rig.kind != "oil_rig"):
        raise RuleError("rnb.production.goods_at_sea", place=region)


def _check_free_hands(t: Transporter) -> None:
    """No goods onto a carrier or a carried transporter (IT3 "Trasportare i trasportatori":
    "Né l'uno né l'altro trasportatore può trasportare niente altro mentre uno sta trasportando
    l'altro")."""
    other = t.carrying or t.carried_by
    if other is not None:
        raise RuleError("rnb.production.carrying", transporter=t.id, other=other)


def _missing(pile: Mapping[str, int], goods: Mapping[str, int]) -> str:
    return ", ".join(
        f"{n - pile.get(g, 0)} {g}" for g, n in sorted(goods.items()) if pile.get(g, 0) < n
    )


# --- secondary producers and factories ------------------------------------------------------


def _known_tile(state: State, tile: str) -> str:
    state.board.tile(tile)
    return tile


def runs_left(state: State, tile: str) -> int:
    building = state.buildings[tile]
    used: int = state.phase_data.setdefault("used", {}).get(tile, 0)
    return data.RECIPES[building.kind].max_runs - used


def _inputs(
    recipe: data.Recipe, count: int, pile: Mapping[str, int], fixed: Mapping[str, int]
) -> dict[str, int]:
    """The goods `count` runs consume: fixed inputs plus wood (as ordered, else boards first)."""
    need = {g: n * count for g, n in recipe.inputs.items()}
    wood = recipe.wood * count
    if wood:
        if fixed:
            chosen = dict(fixed)
        else:
            boards = min(wood, max(0, pile.get("board", 0) - need.get("board", 0)))
            chosen = {"board": boards, "trunk": wood - boards}
        add_to(need, chosen)
    return {g: n for g, n in need.items() if n}


def process(
    state: State, player: str, order: Process, number: int = 0, reliance: Reliance | None = None
) -> list[Event]:
    tile = _known_tile(state, order.tile)
    building = state.buildings.get(tile)
    if building is None or building.kind not in data.RECIPES:
        raise RuleError("rnb.production.no_producer", tile=tile)
    recipe = data.RECIPES[building.kind]
    left = runs_left(state, tile)
    if order.count > left:
        raise RuleError(
            "rnb.production.capacity",
            building=building.kind,
            tile=tile,
            left=left * recipe.output_count,
            count=order.count * recipe.output_count,
        )
    fixed = dict(order.inputs)
    if fixed and (
        not recipe.wood
        or set(fixed) - set(data.WOOD)
        or sum(fixed.values()) != recipe.wood * order.count
    ):
        raise RuleError(
            "rnb.production.bad_inputs", building=building.kind, tile=tile, inputs=str(fixed)
        )
    source_t: Transporter | None = None
    region: str | None = None
    if order.source in state.transporters:
        source_t = own_transporter(state, player, order.source)
        if not reaches(state, source_t, building.region):
            raise RuleError("rnb.access.out_of_reach", source=order.source, place=building.region)
        pile: Mapping[str, int] = source_t.cargo
    else:
        region = region_of_place(state, order.source)
        if region not in bank_group(state, building.region):
            raise RuleError("rnb.access.out_of_reach", source=order.source, place=building.region)
        pile = state.goods.get(region, {})
    onto = source_t
    if order.onto is not None:
        onto = own_transporter(state, player, order.onto)
        if not reaches(state, onto, building.region):
            raise RuleError("rnb.access.out_of_reach", source=order.onto, place=building.region)
    makes_transporter = recipe.output in data.TRANSPORTERS
    if onto is None and not makes_transporter:
        raise RuleError("rnb.production.no_carrier")
    if onto is not None and not makes_transporter:
        _check_free_hands(onto)
    if onto is None and not any(
        reaches(state, t, building.region) for t in state.transporters_of(player)
    ):
        raise RuleError("rnb.production.no_presence", tile=tile)
    need = _inputs(recipe, order.count, pile, fixed)
    if region is not None:
        ensure_lying(state, region, need, reliance)
    elif not has(pile, need):
        raise RuleError(
            "rnb.production.missing_inputs",
            source=order.source,
            missing=_missing(pile, need),
            building=building.kind,
            tile=tile,
        )
    donkey = _donkey(state, player, order, building.region) if recipe.donkeys else None
    launch = _launch(state, player, order, building.kind, building.region, tile)
    # everything checked: change the state
    if source_t is not None:
        take_from(source_t.cargo, need)
    else:
        state.take_goods(region_of_place(state, order.source), need)
    used = state.phase_data.setdefault("used", {})
    used[tile] = used.get(tile, 0) + order.count
    if makes_transporter:
        return _make_transporter(
            state, player, recipe.output, building.region, tile, donkey, launch
        )
    out = recipe.output_count * order.count
    assert onto is not None
    room = min(out, onto.free) if onto.id in state.transporters else 0
    if room:
        add_to(onto.cargo, {recipe.output: room})
    events = [
        event("rnb.production.made", player=player, count=out, output=recipe.output, tile=tile)
    ]
    if out - room:
        state.add_goods(building.region, {recipe.output: out - room})
        events.append(
            event(
                "rnb.production.output_left",
                private_to=player,
                order=number,
                transporter=onto.id,
                room=room,
                count=out,
                output=recipe.output,
                left=out - room,
                place=building.region,
            )
        )
    return events


def _donkey(state: State, player: str, order: Process, region: str) -> Transporter:
    if order.donkey is not None:
        d = own_transporter(state, player, order.donkey)
        if d.kind == "donkey" and d.carried_by is None and reaches(state, d, region):
            return d
        raise RuleError("rnb.production.no_donkey", tile=order.tile)
    for d in state.transporters_of(player):
        if (
            d.kind == "donkey"
            and d.carried_by is None
            and d.carrying is None
            and reaches(state, d, region)
        ):
            return d
    raise RuleError("rnb.production.no_donkey", tile=order.tile)


def launch_options(state: State, player: str | None, region: str) -> list[Position]:
    """Where a new boat from a factory on `region` may go: the tile's river, or a shore side not
    walled by another player (for an unclaimed boat, `player` None, not walled at all)."""
    out: list[Position] = []
    for place in state.board.launch_positions(region):
        dock = state.board.docks.get(place)
        if dock is not None:
            wall = state.walls.get(dock.edge)
            if wall is not None and wall.owner is not None and wall.owner != player:
                continue
        out.append(Position(place, afloat=True))
    return out


def _launch(
    state: State, player: str, order: Process, kind: str, region: str, tile: str
) -> Position | None:
    output = data.RECIPES[kind].output
    if output not in data.TRANSPORTERS or not data.TRANSPORTERS[output].water:
        return None
    options = launch_options(state, player, region)
    if not options:
        raise RuleError("rnb.production.no_launch", building=kind, tile=tile)
    if order.launch is None:
        return options[0]
    for pos in options:
        dock = state.board.docks.get(pos.place)
        if order.launch == pos.place or (dock is not None and dock.sea == order.launch):
            return pos
    raise RuleError("rnb.production.bad_launch", launch=order.launch, building=kind, tile=tile)


def _make_transporter(
    state: State,
    player: str,
    kind: str,
    region: str,
    tile: str,
    donkey: Transporter | None,
    launch: Position | None,
) -> list[Event]:
    leftovers: dict[str, int] = {}
    if donkey is not None:
        leftovers = dict(donkey.cargo)
        state.remove_transporter(donkey.id)
    pos = launch if launch is not None else Position(region)
    new = state.new_transporter(player, kind, pos)
    if leftovers:
        room = min(sum(leftovers.values()), new.free)
        for good in sorted(leftovers):
            n = min(leftovers[good], room)
            if n:
                add_to(new.cargo, {good: n})
                leftovers[good] -= n
                room -= n
        state.add_goods(region, {g: n for g, n in leftovers.items() if n})
    return [event("rnb.production.new_transporter", player=player, transporter=new.id, tile=tile)]


# --- research -----------------------------------------------------------------------------------


def research(state: State, player: str, order: Research) -> list[Event]:
    """Research pays with geese and paper the player's transporters on the tile carry: lying
    ones are never research (they are discarded, `metaphysics`)."""
    t = own_transporter(state, player, order.transporter)
    if order.project not in data.RESEARCH:
        raise RuleError("rnb.production.unknown_project", project=order.project)
    done = state.player(player).research
    if order.project in done:
        raise RuleError("rnb.production.already_researched", project=order.project)
    for source in order.sources:
        if source not in state.transporters:
            raise RuleError("rnb.production.research_lying", source=source)
    here = reach(state, t.pos)
    carriers = [
        c.id
        for c in state.transporters_of(player)
        if state.tile_of(c.pos) == state.tile_of(t.pos) and reach(state, c.pos) & here
    ]
    sources = order.sources or tuple(carriers)
    carried = {
        g: sum(state.transporters[c].cargo.get(g, 0) for c in sources) for g in data.RESEARCH_COST
    }
    if any(carried[g] < n for g, n in data.RESEARCH_COST.items()):
        raise RuleError("rnb.production.research_not_carried", tile=state.tile_of(t.pos))
    plan = plan_payment(state, player, data.RESEARCH_COST, here, sources, carried_only=True)
    pay(state, plan)
    done.append(order.project)
    state.phase_data.setdefault("researched", {}).setdefault(player, []).append(order.project)
    return [event("rnb.production.researched", player=player, project=order.project)]


def upgrade(state: State, player: str, order: Upgrade) -> list[Event]:
    tile = _known_tile(state, order.tile)
    researched = state.phase_data.get("researched", {}).get(player, [])
    if not any(data.RESEARCH_FACTORY.get(p) == order.to for p in researched):
        raise RuleError("rnb.production.upgrade_not_researched", to=order.to)
    building = state.buildings.get(tile)
    if building is None:
        raise RuleError("rnb.production.no_producer", tile=tile)
    ladder = next((lad for lad in data.FACTORY_LADDERS.values() if order.to in lad), ())
    if building.kind not in ladder or ladder.index(building.kind) >= ladder.index(order.to):
        raise RuleError(
            "rnb.production.cannot_upgrade", building=building.kind, tile=tile, to=order.to
        )
    if not any(state.tile_of(t.pos) == tile for t in state.transporters_of(player)):
        raise RuleError("rnb.production.no_presence", tile=tile)
    old = building.kind
    building.kind = order.to
    return [event("rnb.production.upgraded", player=player, building=old, tile=tile, to=order.to)]


# --- after the players ----------------------------------------------------------------------


def unattended(state: State) -> list[Event]:
    events: list[Event] = []
    for tile, building in sorted(state.buildings.items()):
        recipe = data.RECIPES.get(building.kind)
        if recipe is None or recipe.donkeys:
            continue
        boat = data.TRANSPORTERS.get(recipe.output)
        if boat is not None and boat.water and not launch_options(state, None, building.region):
            continue  # no outlet: the factory cannot build a boat (IT3), the goods stay
        runs = 0
        while runs < runs_left(state, tile):
            pile = state.goods.get(building.region, {})
            need = _inputs(recipe, 1, pile, {})
            if not need or not has(pile, need):
                break
            state.take_goods(building.region, need)
            runs += 1
            if recipe.output not in data.TRANSPORTERS:
                state.add_goods(building.region, {recipe.output: recipe.output_count})
        if not runs:
            continue
        used = state.phase_data.setdefault("used", {})
        used[tile] = used.get(tile, 0) + runs
        if recipe.output in data.TRANSPORTERS:
            events.append(
                event(
                    "rnb.production.unclaimed",
                    building=building.kind,
                    tile=tile,
                    output=recipe.output,
                )
            )
        else:
            events.append(
                event(
                    "rnb.production.unattended",
                    building=building.kind,
                    tile=tile,
                    count=runs * recipe.output_count,
                    output=recipe.output,
                )
            )
    return events


def breed(state: State) -> list[Event]:
    """Exact pairs alone on an otherwise empty pasture breed one more (decision 2), unless the
    donkeys' owner declined on that tile (IT3 "Bestiame"); geese have no owner and always breed."""
    events: list[Event] = []
    declines = _declines(state)
    for tile in state.board.land:
        if state.terrain(tile) != "pasture" or tile in state.buildings:
            continue
        regions = state.board.regions_of(tile)
        lying = [state.goods.get(r, {}) for r in regions]
        here = state.transporters_on_tile(tile)
        if not here:
            piles = [(r, g) for r, g in zip(regions, lying, strict=True) if g]
            if len(piles) == 1 and piles[0][1] == {"goose": 2}:
                state.add_goods(piles[0][0], {"goose": 1})
                events.append(event("rnb.production.bred", tile=tile, animal="goose"))
            continue
        if any(lying) or len(here) != 2:
            continue
        a, b = here
        if tile in declines.get(a.owner, []):
            continue
        if (
            a.kind == b.kind == "donkey"
            and a.owner == b.owner
            and a.pos == b.pos
            and not a.cargo
            and not b.cargo
            and a.carrying is None
            and b.carrying is None
        ):
            state.new_transporter(a.owner, "donkey", a.pos)
            events.append(event("rnb.production.bred", tile=tile, animal="donkey"))
    return events


def _limit_broken(state: State, player: str) -> str | None:
    """Which limit the player breaks: 'land', 'water', 'total', or None."""
    mine = state.transporters_of(player)
    water = sum(1 for t in mine if t.spec.water)
    if len(mine) - water > data.LAND_TRANSPORTER_LIMIT:
        return "land"
    if water > data.WATER_TRANSPORTER_LIMIT:
        return "water"
    if len(mine) > data.TRANSPORTER_LIMIT:
        return "total"
    return None


def enforce_limits(state: State) -> list[Event]:
    """Destroys transporters over the limit, only those standing at a transporter factory, or
    any if none stands at one: the player's chosen ones first, then the newest (no refund).
    A chosen transporter left standing is reported to its owner (never silently ignored)."""
    events: list[Event] = []
    chosen = state.phase_data.get("destroy", {})
    for player in state.sequence:
        victims: list[str] = []
        while (which := _limit_broken(state, player)) is not None:
            victim = _next_to_destroy(state, player, which, chosen.get(player, []))
            state.remove_transporter(victim.id)
            victims.append(victim.id)
            events.append(event("rnb.production.destroyed", player=player, transporter=victim.id))
        for tid in dict.fromkeys(chosen.get(player, [])):
            if tid not in state.transporters:
                continue
            if victims:
                events.append(
                    event(
                        "rnb.production.destroy_passed",
                        private_to=player,
                        transporter=tid,
                        victims=", ".join(victims),
                    )
                )
            else:
                events.append(
                    event("rnb.production.destroy_unneeded", private_to=player, transporter=tid)
                )
    return events


def _next_to_destroy(state: State, player: str, which: str, chosen: list[str]) -> Transporter:
    def fits(t: Transporter) -> bool:
        return which == "total" or t.spec.water == (which == "water")

    def at_factory(t: Transporter) -> bool:
        b = state.buildings.get(state.tile_of(t.pos))
        return b is not None and data.BUILDINGS[b.kind].category == "factory"

    mine = [t for t in state.transporters_of(player) if fits(t)]
    # only those at a transporter factory may go; if none stands at one, any of them
    # (IT3: "il giocatore decide quali trasportatori distruggere tra tutti quelli presenti")
    pool = [t for t in mine if at_factory(t)] or mine
    ids = {t.id: t for t in pool}
    for tid in chosen:
        if tid in ids:
            return ids[tid]
    return pool[-1]
