"""The Roads & Boats legend: every symbol of the board, drawn by the board's code, with its name.

Map features (terrain, river, road, bridge, wall) are drawn on a small real map of two or three
tiles with the map's own functions; chips (goods, transporters, buildings, notes) are the pile
items the map uses. Names come from the board's label table (`roads_and_boats_words`) and, for
what only the legend says, from `LEGEND` here, in the same languages.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Mapping

from PIL import ImageDraw

from rendering.draw import Box, text
from rendering.legend import Entry, Section, Style, Symbol, legend_png
from rendering.roads_and_boats_map import (
    SQRT3,
    Geometry,
    Item,
    building_item,
    draw_arrow,
    draw_bridge,
    draw_road,
    draw_terrain,
    draw_wall,
    good_item,
    note_item,
    tab,
    token,
    transporter_item,
)
from rendering.roads_and_boats_style import (
    BORDER,
    EMPTY_BRICK,
    GOLD,
    GOODS,
    HEX_EDGE,
    INK,
    INK_SOFT,
    LABEL_BG,
    NEUTRAL,
    PAGE,
    PANEL,
    PLAYER_COLOURS,
    RIVER,
    TERRAIN_COLOURS,
    WHITE,
    player_colours,
)
from rendering.roads_and_boats_words import LABELS_IT, Words
from rules.roads_and_boats.board import Board, TileSpec
from rules.roads_and_boats.data import TRANSPORTERS

LEGEND: dict[str, dict[str, str]] = {
    "en": {
        "title": "Roads & Boats: the board's symbols",
        "section.map": "On the map",
        "section.players": "Players",
        "map.tab": "a tile's name, as orders write it",
        "map.home": "a player's home tile, in their colour",
        "map.start": "a start tile you may choose",
        "map.river": "river: boats sail on it, it splits a tile into banks",
        "map.road": "road",
        "map.bridge": "bridge over the river",
        "map.wall": "wall in its builder's colour, with its height",
        "map.building": "a building, by its name",
        "map.mine": "mine: the goods left in it",
        "map.new": "built in the phase just played",
        "map.more": "more goods than fit: see the crowded tiles",
        "map.produced": "goods produced in the phase just played",
        "goods.count": "a number of goods: 3 boards",
        "transporter.owned": "a player's wagon 1 with 1 stone on it",
        "transporter.carrying": "a wagon carrying a donkey",
        "players.colour": "each player's colour and score, in the header and their panel",
        "wonder.brick": "a wonder brick, in the colour of whoever laid it",
        "wonder.neutral_brick": "a neutral wonder brick",
        "wonder.empty": "a place still free in the wonder",
    },
    "it": {
        "title": "Roads & Boats: i simboli del tabellone",
        "section.map": "Sulla mappa",
        "section.players": "Giocatori",
        "map.tab": "il nome di un tassello, come lo scrivono gli ordini",
        "map.home": "il tassello di casa di un giocatore, nel suo colore",
        "map.start": "un tassello di partenza che puoi scegliere",
        "map.river": "fiume: le barche vi navigano, divide un tassello in sponde",
        "map.road": "strada",
        "map.bridge": "ponte sul fiume",
        "map.wall": "muro nel colore di chi l'ha costruito, con la sua altezza",
        "map.building": "un edificio, con il suo nome",
        "map.mine": "miniera: le merci che vi restano",
        "map.new": "costruito nella fase appena giocata",
        "map.more": "più merci di quante ne entrino: vedi i tasselli affollati",
        "map.produced": "merci prodotte nella fase appena giocata",
        "goods.count": "un numero di merci: 3 tavole",
        "transporter.owned": "il carro 1 di un giocatore con 1 pietra a bordo",
        "transporter.carrying": "un carro che porta un asino",
        "players.colour": "il colore e il punteggio di ogni giocatore, in alto e nel suo riquadro",
        "wonder.brick": "un mattone della meraviglia, nel colore di chi l'ha posato",
        "wonder.neutral_brick": "un mattone neutrale della meraviglia",
        "wonder.empty": "un posto ancora libero nella meraviglia",
    },
}
"""What only the legend says, per language (the symbols' own names are the board's labels)."""

BOARD_LABELS: dict[str, Mapping[str, str]] = {"it": LABELS_IT}
SIZE = 24
"""Chips a little larger than on the map: the legend is read at Discord's inline width."""
RADIUS = 32.0
"""Hex radius of the small maps."""

STYLE = Style(page=PAGE, title=GOLD, panel=PANEL, border=BORDER, ink=INK)


def _from_item(item: Item) -> Symbol:
    """A pile item as a legend symbol (items paint from their left edge and middle height)."""
    return Symbol(
        item.width, item.height, lambda d, box: item.paint(d, box[0], box[1] + item.height / 2)
    )


def _hex(terrain: str) -> Symbol:
    """One hex of a terrain, in the map's colours and outline (a map needs land, so the sea's
    sample is the sea tile of a small map)."""
    specs = (TileSpec("A1", terrain), TileSpec("B1", "pasture"))
    tile = _board(specs if terrain == "sea" else specs[:1]).tiles["A1"]
    radius = RADIUS * 0.6

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        geo = Geometry(radius, (box[0] + SQRT3 / 2 * radius, box[1] + radius), box[1], 2 * radius)
        draw.polygon(geo.corners(tile), fill=TERRAIN_COLOURS[terrain], outline=HEX_EDGE, width=2)

    return Symbol(SQRT3 * radius, 2 * radius, paint)


def _tiny_map(
    specs: tuple[TileSpec, ...],
    extra: Callable[[ImageDraw.ImageDraw, Board, Geometry], None],
    scale: float = 1.0,
) -> Symbol:
    """A real map of one row of tiles (terrain and rivers), with `extra` drawn on it."""
    board = _board(specs)
    radius = RADIUS * scale
    width = len(specs) * SQRT3 * radius

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        geo = Geometry(radius, (box[0] + SQRT3 / 2 * radius, box[1] + radius), box[1], 2 * radius)
        draw_terrain(draw, board, geo, False)
        extra(draw, board, geo)

    return Symbol(width, 2 * radius, paint)


@functools.lru_cache(maxsize=8)
def _board(specs: tuple[TileSpec, ...]) -> Board:
    return Board(specs)


def _tab(label: str, mark: tuple[str, str]) -> Symbol:
    width = 2 * SIZE + 4

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        tab(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), label, SIZE, mark)

    return Symbol(width, SIZE * 1.3, paint)


def _arrow(dashed: bool) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        y = (box[1] + box[3]) / 2
        draw_arrow(draw, [(box[0], y), (box[2], y)], PLAYER_COLOURS["red"][0], 6, dashed)

    return Symbol(90, 28, paint)


def _brick(fill: str, outline: str, width: int = 2) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rectangle(box, fill=fill, outline=outline, width=width)

    return Symbol(40, 26, paint)


def _marked_brick(mark: str) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rectangle((box[0] + 2, box[1] + 2, box[2] - 2, box[3] - 2), fill=EMPTY_BRICK,
                       outline=INK_SOFT, width=1)  # fmt: skip
        draw.rectangle(box, outline=mark, width=3)

    return Symbol(44, 30, paint)


def _scores() -> Symbol:
    """The header's colour squares with their scores, as the board draws them."""
    scores = (("red", 12), ("yellow", 9))

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rounded_rectangle(box, radius=8, fill=PAGE)
        x, y = box[0] + 10, (box[1] + box[3]) / 2
        for colour, score in scores:
            fill, _ = player_colours(colour)
            draw.rounded_rectangle((x, y - 13, x + 26, y + 13), radius=6, fill=fill, outline=WHITE,
                                   width=2)  # fmt: skip
            x += 34 + text(draw, (x + 34, y), str(score), 28, WHITE, bold=True, anchor="lm") + 16

    return Symbol(190, 44, paint)


def sections(language: str) -> list[Section]:
    """The legend's sections in `language` ("en", "it"; English for any other)."""
    words = Words(BOARD_LABELS.get(language))
    say = LEGEND.get(language, LEGEND["en"]).__getitem__
    river_tile = (TileSpec("A1", "sea"), TileSpec("B1", "pasture", "straight", 1),
                  TileSpec("C1", "sea"))  # fmt: skip
    two = (TileSpec("A1", "pasture"), TileSpec("B1", "woods"))
    red = player_colours("red")
    wagon = {"kind": "wagon", "label": "W1", "colour": "red", "cargo": {"stone": 1}}
    donkey = {"kind": "donkey", "label": "D1", "colour": "red"}
    mine = {"kind": "mine", "bag": {"gold": 2, "iron": 3}}
    map_entries = [
        Entry(_tab("C4", (LABEL_BG, INK)), say("map.tab")),
        Entry(_tab("C4", red), say("map.home")),
        Entry(_tab("C4", (GOLD, INK)), say("map.start")),
        Entry(_tiny_map(river_tile, lambda d, b, g: None), say("map.river")),
        Entry(
            _tiny_map(two, lambda d, b, g: draw_road(d, b, g, "A1", "B1", False)), say("map.road")
        ),
        Entry(
            _tiny_map(river_tile, lambda d, b, g: draw_bridge(d, b, g, "B1.n", "B1.s", False)),
            say("map.bridge"),
        ),
        Entry(
            _tiny_map(
                two,
                lambda d, b, g: draw_wall(d, b, g, "A1:e", {"colour": "red", "height": 2}, False),
            ),
            say("map.wall"),
        ),
        Entry(
            _from_item(building_item({"kind": "sawmill"}, SIZE, words, 400, False)),
            say("map.building"),
        ),
        Entry(_from_item(building_item(mine, SIZE, words, 400, False)), say("map.mine")),
        Entry(
            _from_item(building_item({"kind": "woodcutter"}, SIZE, words, 400, True)),
            say("map.new"),
        ),
        Entry(_from_item(note_item(words.count("mark.more", 12), SIZE - 2)), say("map.more")),
        Entry(_from_item(note_item(words.goods({"board": 2}, "+"), SIZE - 2)), say("map.produced")),
    ]
    terrain = [Entry(_hex(t), words(f"terrain.{t}")) for t in TERRAIN_COLOURS]
    goods = [Entry(_from_item(token(g, words.code(g), SIZE)), words(f"good.{g}")) for g in GOODS]
    goods.append(Entry(_from_item(good_item("board", 3, SIZE, words)), say("goods.count")))
    transporters = [
        Entry(
            _from_item(note_item(words(f"letter.{k}"), SIZE - 2, LABEL_BG)),
            words(f"transporter.{k}"),
        )
        for k in TRANSPORTERS
    ]
    transporters += [
        Entry(_from_item(transporter_item(wagon, SIZE, None, words)), say("transporter.owned")),
        Entry(
            _from_item(transporter_item({**wagon, "cargo": {}}, SIZE, donkey, words)),
            say("transporter.carrying"),
        ),
    ]
    arrows = [
        Entry(_arrow(False), words("key.moved")),
        Entry(_arrow(True), words("key.planned")),
    ]
    players = [
        Entry(_scores(), say("players.colour")),
        Entry(_brick(red[0], INK), say("wonder.brick")),
        Entry(_brick(NEUTRAL, INK), say("wonder.neutral_brick")),
        Entry(_brick(EMPTY_BRICK, INK_SOFT, 1), say("wonder.empty")),
        Entry(_marked_brick(RIVER), words("wonder.irrigates")),
        Entry(_marked_brick(GOLD), words("wonder.ends")),
    ]
    return [
        Section(say("section.map"), tuple(map_entries), columns=1),
        Section(words("key.terrain"), tuple(terrain), columns=3),
        Section(words("key.goods"), tuple(goods), columns=3),
        Section(words("key.transporters"), tuple(transporters)),
        Section(words("key.arrows"), tuple(arrows)),
        Section(f"{say('section.players')} - {words('wonder.title')}", tuple(players), columns=1),
    ]


def render_legend(language: str = "en") -> bytes:
    """PNG bytes of the legend in `language`."""
    say = LEGEND.get(language, LEGEND["en"])
    return legend_png(say["title"], sections(language), STYLE)
