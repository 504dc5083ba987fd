"""The Roads & Boats board image, from the engine's own views."""

from __future__ import annotations

import copy
import io
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from typing import Any

import pytest
from PIL import Image, ImageChops, ImageDraw
from rnb_views import busy_state, busy_view, in_movement, moved, played_views, step_orders

from rendering import roads_and_boats as rnb
from rendering.roads_and_boats import render as render_board
from rendering.roads_and_boats_changes import Arrow, caption, changes, paths_from_events, planned
from rendering.roads_and_boats_map import (
    MAP_W,
    Fitted,
    in_play,
    label_size,
    pile_box,
    piles,
    place_anchor,
    wrap,
)
from rendering.roads_and_boats_style import MARGIN, WIDTH
from rendering.roads_and_boats_words import LABELS_IT, Words
from rules.core import PUBLIC
from rules.roads_and_boats import GAME
from rules.roads_and_boats.board import SIDE_INDEX
from rules.roads_and_boats.data import BUILDINGS, TRANSPORTERS

MAX_BYTES = 500 * 1024


def decode(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def rgb(colour: str) -> tuple[int, int, int]:
    value = Image.new("RGB", (1, 1), colour).getpixel((0, 0))
    assert isinstance(value, tuple)
    return value[0], value[1], value[2]


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_busy_board_is_a_bounded_png_1600_wide(players: int) -> None:
    png = render_board(busy_view(players))
    image = decode(png)
    assert image.width == 1600
    assert len(png) <= MAX_BYTES


@pytest.mark.parametrize("players", [2, 4])
def test_views_of_a_played_game_render_up_to_its_end(players: int) -> None:
    views = played_views(players, seed=players)
    assert views[-1]["over"]
    boards = [render_board(v) for v in views]
    for png in boards:
        assert decode(png).width == 1600
        assert len(png) <= MAX_BYTES
    assert len(set(boards)) > len(boards) // 2


def test_every_change_on_the_map_changes_the_image() -> None:
    state = busy_state(2)
    base = render_board(GAME.view(state, PUBLIC))
    home = state.players[0].home
    assert home is not None
    changes = []
    for change in (
        lambda s: s.add_goods(home, {"gold": 1}),
        lambda s: s.wonder.append(s.names[0]),
        lambda s: s.walls.update(
            {next(iter(s.walls)): type(next(iter(s.walls.values())))(s.names[1], 5)}
        ),
        lambda s: s.roads.clear(),
        lambda s: s.bridges.clear(),
        lambda s: s.transporters.pop(next(t for t in s.transporters if "steamer" in t)),
        lambda s: s.buildings.pop(next(iter(s.buildings))),
    ):
        changed = state.clone()
        change(changed)
        changes.append(render_board(GAME.view(changed, PUBLIC)))
    assert base not in changes
    assert len(set(changes)) == len(changes)


def test_terrain_and_walls_are_drawn_where_the_board_puts_them() -> None:
    view = busy_view(3)
    image = rnb.board_image(view)
    board = rnb.board_of(view)
    geo = rnb.scene(view).geo
    occupied = {board.tile_of(r) for r in view["goods"]} | set(view["buildings"])
    occupied |= {t["tile"] for t in view["transporters"]}
    shown = in_play(board, view, [str(t["place"]) for t in view["transporters"]])
    quiet = [
        t
        for t in board.tiles.values()
        if t.label not in occupied and not t.river_sides and t.is_land and t.label in shown
    ]
    assert quiet
    for tile in quiet:
        x, y = geo.centre(tile)
        assert image.getpixel((round(x), round(y + geo.radius * 0.3))) == rgb(
            rnb.TERRAIN_COLOURS[board.terrain(tile.label)]
        ), tile.label
    for edge, wall in view["walls"].items():
        label, _, side = edge.partition(":")
        a, b = geo.side_ends(board.tiles[label], SIDE_INDEX[side])
        point = (round(a[0] * 0.7 + b[0] * 0.3), round(a[1] * 0.7 + b[1] * 0.3))
        assert image.getpixel(point) == rgb(rnb.PLAYER_COLOURS[wall["colour"]][0]), edge


def test_a_players_standing_answers_do_not_reach_the_image() -> None:
    state = busy_state(3)
    own = GAME.view(state, state.names[0])
    assert "standing" in own["players"][0]
    assert render_board(own) == render_board(GAME.view(state, PUBLIC))


def test_extra_keys_in_a_view_are_ignored() -> None:
    view = busy_view(2)
    leaky = copy.deepcopy(view)
    leaky["orders"] = {"ann": {"moves": ["D1 to C4"]}}
    leaky["rng"] = [3, [1, 2, 3], None]
    assert render_board(leaky) == render_board(view)


def test_concurrent_renders_equal_sequential_ones() -> None:
    views = [busy_view(n) for n in (1, 2, 3, 4)] * 2
    sequential = [render_board(v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        assert list(pool.map(render_board, views)) == sequential


def test_crowded_banks_shrink_their_text_but_stay_on_the_page() -> None:
    state = busy_state(2)
    home = state.players[0].home
    assert home is not None
    state.add_goods(home, {good: 3 for good in rnb.GOODS})
    decode(render_board(GAME.view(state, PUBLIC)))


def tab_pixel(image: Image.Image, geo: rnb.Geometry, tile: object) -> tuple[int, int, int]:
    """The commonest colour of a tile's label tab: its fill."""
    x, y = geo.centre(tile)  # type: ignore[arg-type]
    y -= geo.radius * 0.8
    size = label_size(geo)
    tab = image.crop(
        (round(x - size), round(y - size * 0.5), round(x + size), round(y + size * 0.5))
    )
    colours = tab.getcolors(4096)
    assert colours
    value = max(colours)[1]
    assert isinstance(value, tuple)
    return value[0], value[1], value[2]


def test_home_tiles_are_labelled_in_their_owners_colour() -> None:
    view = busy_view(4)
    image = rnb.board_image(view)
    board = rnb.board_of(view)
    geo = rnb.scene(view).geo
    for player in view["players"]:
        tile = board.tiles[board.tile_of(player["home"])]
        assert tab_pixel(image, geo, tile) == rgb(rnb.PLAYER_COLOURS[player["colour"]][0])


def test_suggested_starts_are_marked_only_while_starts_are_chosen() -> None:
    state = GAME.new_game(["ann", "bob"], GAME.default_options(), 5)
    view = GAME.view(state, PUBLIC)
    board = rnb.board_of(view)
    geo = rnb.scene(view).geo
    starts = [board.tiles[label] for label in view["map"]["starts"]]
    assert starts
    choosing = rnb.board_image(view)
    later = rnb.board_image({**view, "phase": "production", "turn": 1})
    for tile in starts:
        assert tab_pixel(choosing, geo, tile) == rgb(rnb.GOLD)
        assert tab_pixel(later, geo, tile) == rgb(rnb.LABEL_BG)


def test_irrigation_paints_deserts_as_pasture() -> None:
    view = busy_view(2)
    board = rnb.board_of(view)
    geo = rnb.scene(view).geo
    occupied = {board.tile_of(r) for r in view["goods"]} | set(view["buildings"])
    occupied |= {t["tile"] for t in view["transporters"]}
    deserts = [
        t
        for t in board.tiles.values()
        if t.terrain == "desert" and not t.river_sides and t.label not in occupied
    ]
    assert deserts
    dry, wet = rnb.board_image(view), rnb.board_image({**view, "irrigated": True})
    for tile in deserts:
        x, y = geo.centre(tile)
        point = (round(x - geo.radius * 0.5), round(y + geo.radius * 0.3))
        assert dry.getpixel(point) == rgb(rnb.TERRAIN_COLOURS["desert"])
        assert wet.getpixel(point) == rgb(rnb.TERRAIN_COLOURS["pasture"])


# ---------------------------------------------------------------- what a phase did


def resolved(
    players: int = 2, viewer: str = PUBLIC
) -> tuple[dict[str, Any], dict[str, Any], list[dict[str, Any]]]:
    """Views before and after the first movement phase (every donkey one step), its events."""
    before, after, events = moved(players)
    return GAME.view(before, viewer), GAME.view(after, viewer), [e.to_json() for e in events]


def moved_ids(before: dict[str, Any], after: dict[str, Any]) -> set[str]:
    places = {t["id"]: t["place"] for t in before["transporters"]}
    return {t["id"] for t in after["transporters"] if places.get(t["id"]) != t["place"]}


def test_the_header_names_the_resolved_phase_and_what_it_did() -> None:
    before, after, _ = resolved()
    scene = rnb.scene(after, before=before, resolved_phase="t1.movement")
    count = len(moved_ids(before, after))
    assert count > 1
    assert scene.headline.title == "Turn 1 - Movement"
    assert scene.headline.caption == f"{count} transporters moved"
    assert scene.headline.status.startswith("Now: Turn 1 - Building")
    standing = rnb.scene(after)
    assert (standing.headline.title, standing.headline.caption) == ("Turn 1 - Building", "")
    assert not standing.headline.resolved
    unknown = rnb.scene(after, resolved_phase="t1.movement")
    assert (unknown.headline.title, unknown.headline.caption) == ("Turn 1 - Movement", "")
    assert unknown.headline.resolved


def test_labels_replace_the_words_of_the_header() -> None:
    before, after, _ = resolved()
    italian = {
        "header.turn": "Turno {turn} - {phase}",
        "phase.movement": "Movimento",
        "caption.moved": "{n} trasportatori mossi",
    }
    scene = rnb.scene(after, before=before, resolved_phase="t1.movement", labels=italian)
    assert scene.headline.title == "Turno 1 - Movimento"
    assert scene.headline.caption.endswith("trasportatori mossi")
    assert render_board(after) != rnb.render(after, labels={"key.goods": "Merci"})


def test_every_moved_transporter_gets_an_arrow_in_its_owners_colour() -> None:
    before, after, _ = resolved()
    scene = rnb.scene(after, before=before, resolved_phase="t1.movement")
    assert {a.transporter for a in scene.moved} == moved_ids(before, after)
    colours = {t["id"]: t["colour"] for t in after["transporters"]}
    assert all(a.colour == colours[a.transporter] for a in scene.moved)
    shown, bare = rnb.draw_scene(scene), rnb.board_image(after)
    for arrow in scene.moved:
        fill = rgb(rnb.PLAYER_COLOURS[arrow.colour][0])
        box = arrow_box(scene, arrow)
        assert owner_pixels(shown, box, fill) > owner_pixels(bare, box, fill) + 40, arrow


def arrow_box(scene: rnb.Scene, arrow: Arrow) -> tuple[int, int, int, int]:
    """The box around an arrow's places, grown by half a hex."""
    points = [place_anchor(scene.board, scene.geo, p) for p in arrow.places]
    xs = [p[0] for p in points if p is not None]
    ys = [p[1] for p in points if p is not None]
    grow = scene.geo.radius / 2
    return (
        round(min(xs) - grow),
        round(min(ys) - grow),
        round(max(xs) + grow),
        round(max(ys) + grow),
    )


def owner_pixels(image: Image.Image, box: tuple[int, int, int, int], fill: tuple[int, ...]) -> int:
    colours = image.crop(box).getcolors(1 << 16) or []
    return sum(n for n, colour in colours if colour == fill)


def test_arrows_follow_the_path_the_events_give() -> None:
    before, after, events = resolved()
    paths = paths_from_events(events)
    assert set(paths) == moved_ids(before, after)
    mover = sorted(paths)[0]
    start, end = paths[mover][0], paths[mover][-1]
    detour = {mover: [start, end, start, end]}
    scene = rnb.scene(after, before=before, resolved_phase="t1.movement", paths=detour)
    assert next(a for a in scene.moved if a.transporter == mover).places == (
        start,
        end,
        start,
        end,
    )
    wrong = {mover: ["Z9", end]}
    scene = rnb.scene(after, before=before, resolved_phase="t1.movement", paths=wrong)
    assert next(a for a in scene.moved if a.transporter == mover).places == (start, end)


def test_new_buildings_and_produced_goods_are_found_and_counted() -> None:
    state = busy_state(2)
    home = state.players[0].home
    assert home is not None
    grown = state.clone()
    tile = next(t for t in grown.board.land if t not in grown.buildings)
    region = grown.board.tiles[tile].regions[0]
    grown.buildings[tile] = type(next(iter(grown.buildings.values())))("quarry", region)
    grown.add_goods(home, {"board": 2, "stone": 1})
    grown.wonder.append(grown.names[1])
    before, after = GAME.view(state, PUBLIC), GAME.view(grown, PUBLIC)
    found = changes(before, after, "production")
    assert found.buildings == {tile}
    assert found.produced == {grown.board.tile_of(home): {"board": 2, "stone": 1}}
    assert found.bricks == 1
    names = {grown.names[1]: "Bob"}
    assert caption(found, Words(), names) == (
        "3 goods produced, 1 building built, 1 wonder brick (Bob 1)"
    )
    assert changes(before, after, "movement").produced == {}
    marked = rnb.render(after, before=before, resolved_phase="t7.production")
    assert marked != rnb.render(after, before=after, resolved_phase="t7.production")


# ---------------------------------------------------------------- own orders


def test_another_players_orders_never_reach_an_image() -> None:
    state = in_movement(2)
    ann, bob = state.names
    orders = step_orders(state, ann)
    assert orders["orders"]
    public = GAME.view(state, PUBLIC)
    assert rnb.render(public, own_orders=orders) == rnb.render(public)
    bobs = GAME.view(state, bob)
    assert rnb.render(bobs, own_orders=orders) == rnb.render(bobs)
    assert rnb.scene(GAME.view(state, ann), own_orders=orders).plans


def test_the_private_image_differs_from_the_public_by_the_planned_arrows_only() -> None:
    state = in_movement(2)
    ann = state.names[0]
    orders = step_orders(state, ann)
    own = GAME.view(state, ann)
    scene = rnb.scene(own, own_orders=orders)
    assert {a.transporter for a in scene.plans} == {o["transporter"] for o in orders["orders"]}
    private, public = rnb.draw_scene(scene), rnb.board_image(GAME.view(state, PUBLIC))
    assert private.size == public.size
    changed = ImageChops.difference(private, public).convert("L").point(lambda v: 255 * (v > 0))
    assert changed.getbbox() is not None
    near = Image.new("L", private.size, 0)
    for arrow in scene.plans:
        ImageDraw.Draw(near).rectangle(arrow_box(scene, arrow), fill=255)
    assert ImageChops.subtract(changed, near).getbbox() is None


def test_planned_arrows_read_the_canonical_move_orders() -> None:
    state = in_movement(2)
    ann = state.names[0]
    view = GAME.view(state, ann)
    mine = next(t for t in view["transporters"] if t["owner"] == ann)
    orders = {
        "orders": [
            {"kind": "move", "transporter": mine["id"], "steps": [
                {"step": "go", "place": "B2"}, {"step": "load", "goods": {"board": 1}},
                {"step": "go", "place": "B3"},
            ]},
            {"kind": "set_down", "carrier": mine["id"], "transporter": "x"},
        ]
    }  # fmt: skip
    assert planned(view, orders) == (
        Arrow(mine["id"], mine["colour"], (mine["place"], "B2", "B3")),
    )
    assert planned(view, {"orders": "nonsense"}) == ()


# ---------------------------------------------------------------- names


@pytest.mark.parametrize("kind", sorted(BUILDINGS))
def test_building_names_are_whole_and_wrap_without_a_cut(kind: str) -> None:
    name = Words()(f"building.{kind}")
    assert name.lower().replace(" ", "_") == kind
    assert " ".join(wrap(name, 18, 30)) == name


def test_transporter_and_good_names_in_the_key_are_whole() -> None:
    words = Words()
    assert all(words(f"transporter.{k}") == k for k in TRANSPORTERS)
    assert all(words(f"good.{g}") == g for g in rnb.GOODS)


def test_a_crowded_tile_is_listed_whole_in_the_sidebar() -> None:
    state = busy_state(2)
    home = state.players[0].home
    assert home is not None
    state.add_goods(home, {good: 3 for good in rnb.GOODS})
    scene = rnb.scene(GAME.view(state, PUBLIC))
    crowded = [f.pile.place for f in scene.fitted if f.crowded]
    assert home in crowded
    alone = [f for f in scene.fitted if not f.pile.transporters and not f.pile.goods]
    assert alone
    assert not any(f.crowded for f in alone)


def test_every_word_drawn_comes_from_the_label_table() -> None:
    before, after, events = resolved(4)
    over = played_views(2, seed=2, every=1000)[-1]
    state = in_movement(2)
    ann = state.names[0]
    scenes = [
        rnb.scene(busy_view(4)),
        rnb.scene(
            after, before=before, resolved_phase="t1.movement", paths=paths_from_events(events)
        ),
        rnb.scene(over, before=over, resolved_phase="t20.wonder"),
        rnb.scene(GAME.view(state, ann), own_orders=step_orders(state, ann)),
        rnb.scene(GAME.view(GAME.new_game(["ann", "bob"], GAME.default_options(), 1), PUBLIC)),
    ]
    for scene in scenes:
        rnb.draw_scene(scene)
        assert scene.words.missing == set()


def test_the_map_is_cropped_to_the_tiles_in_play_and_shows_them_whole() -> None:
    """Land nobody has reached, beyond one tile from what is in play, is left off; what is
    in play and the land next to it is inside the frame."""
    view = played_views(4, 3, every=40)[-1]
    scene = rnb.scene(view)
    board, geo = scene.board, scene.geo
    shown = in_play(board, view, [str(t["place"]) for t in view["transporters"]])
    land = {t.label for t in board.tiles.values() if t.is_land}
    assert shown and shown < land
    frame = (MARGIN, geo.top, MARGIN + MAP_W, geo.top + geo.height)
    for label in shown:
        for x, y in geo.corners(board.tiles[label]):
            assert frame[0] - 1 <= x <= frame[2] + 1 and frame[1] - 1 <= y <= frame[3] + 1, label
    whole = rnb.geometry(board, frozenset(), geo.top)
    assert geo.radius > whole.radius  # the reached land is drawn larger than the whole map


@pytest.fixture(scope="module")
def late_views() -> list[dict[str, Any]]:
    return played_views(4, 3, every=40)


def test_boat_piles_keep_off_the_banks_piles(late_views: list[dict[str, Any]]) -> None:
    """Boats on a river or at a dock move along the water rather than sit on a bank's pile
    (a building's name above all): the area they cover only shrinks, and does somewhere."""
    before_total = after_total = 0.0
    for view in late_views:
        s = rnb.scene(view)
        banks = [pile_box(f) for f in s.fitted if not f.pile.afloat]
        own_spot = {p.place: p.anchor for p in piles(s.board, s.geo, view)}
        for f in s.fitted:
            if f.pile.afloat and f.rows:
                unsettled = Fitted(replace(f.pile, anchor=own_spot[f.pile.place]), f.rows, False)
                before_total += sum(overlap(pile_box(unsettled), b) for b in banks)
                after_total += sum(overlap(pile_box(f), b) for b in banks)
    assert after_total < before_total


def overlap(a: tuple[float, ...], b: tuple[float, ...]) -> float:
    w, h = min(a[2], b[2]) - max(a[0], b[0]), min(a[3], b[3]) - max(a[1], b[1])
    return w * h if w > 0 and h > 0 else 0.0


def test_the_header_has_the_scores_and_the_final_board_ranks_with_the_tie_break(
    late_views: list[dict[str, Any]],
) -> None:
    view = copy.deepcopy(late_views[-1])
    assert view["over"]
    order = [group[0] for group in view["ranking"]]
    view["scores"][order[1]] = view["scores"][order[0]]  # a tie the temple row broke
    s = rnb.scene(view)
    points = view["scores"][order[0]]
    assert s.ranking[0].startswith(f"1st {order[0]} {points} · 2nd {order[1]} {points}")
    assert s.ranking[1] == (
        f"{order[0]} and {order[1]} tie on {points} points: {order[0]} prays nearer the temple"
    )
    italian = rnb.scene(view, labels=LABELS_IT)
    assert italian.ranking[0].startswith(f"1º {order[0]} {points} · 2º {order[1]}")
    assert "prega più vicino al tempio" in italian.ranking[1]
    # during the game the header carries each player's score (drawn at the top right)
    playing = rnb.scene(late_views[-2])
    assert not playing.ranking
    image = rnb.draw_scene(playing)
    header = image.crop((WIDTH // 2, 0, WIDTH, playing.header_h))
    for seat in playing.seats:
        fill = rgb(rnb.PLAYER_COLOURS[seat.colour][0])
        assert fill in {colour for _, colour in header.getcolors(1 << 16) or []}, seat.name
