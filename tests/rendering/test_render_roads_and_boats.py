"""The Roads & Boats board image, from the engine's own views."""

from __future__ import annotations

import copy
import io
from concurrent.futures import ThreadPoolExecutor

import pytest
from PIL import Image
from rnb_views import busy_state, busy_view, played_views

from rendering import roads_and_boats as rnb
from rendering.roads_and_boats import render as render_board
from rules.core import PUBLIC
from rules.roads_and_boats import GAME
from rules.roads_and_boats.board import SIDE_INDEX

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
    geo = rnb.geometry(board)
    occupied = {board.tile_of(r) for r in view["goods"]} | set(view["buildings"])
    occupied |= {t["tile"] for t in view["transporters"]}
    quiet = [
        t
        for t in board.tiles.values()
        if t.label not in occupied and not t.river_sides and t.is_land
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
        point = (round(a[0] * 0.8 + b[0] * 0.2), round(a[1] * 0.8 + b[1] * 0.2))
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
    size = max(13, round(geo.radius / 5.2))
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
    geo = rnb.geometry(board)
    for player in view["players"]:
        tile = board.tiles[board.tile_of(player["home"])]
        assert tab_pixel(image, geo, tile) == rgb(rnb.PLAYER_COLOURS[player["colour"]][0])


def test_suggested_starts_are_marked_only_while_starts_are_chosen() -> None:
    state = GAME.new_game(["ann", "bob"], GAME.default_options(), 5)
    view = GAME.view(state, PUBLIC)
    board = rnb.board_of(view)
    geo = rnb.geometry(board)
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
    geo = rnb.geometry(board)
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
