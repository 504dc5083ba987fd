"""The Roads & Boats board as one PNG (1600 px wide), drawn from views alone.

Top to bottom: a header (the phase, what it did, who still owes orders); the map (cropped to the
land and its coast) with the sidebar at its right (a key to terrains, goods, transporters and
arrows, then the full contents of tiles too crowded to show at a readable size); below, the
wonder row by row and one panel per player.

`render(view)` draws the board as it stands. Given the same viewer's view from before a phase
resolved and that phase's key, it also shows what the phase did: arrows in the owner's colour
for every transporter that moved, gold marks on what was built and produced, and a caption.
Given a player's own pending orders, their private image shows the planned moves as dashed
arrows. Every word comes from `roads_and_boats_words.LABELS`, replaceable per render.

Modules: `_map` (geometry, terrain, piles, arrows), `_changes` (what a phase did, as data),
`_words` (the label table), `_style` (colours, sizes).
"""

from __future__ import annotations

import functools
import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering import roads_and_boats_style as style
from rendering.draw import Box, chip_width, encode_png, palette, panel, text, text_width
from rendering.names import board_name
from rendering.roads_and_boats_changes import (
    NO_CHANGES,
    Arrow,
    Changes,
    caption,
    changes,
    planned,
)
from rendering.roads_and_boats_map import (
    MAP_W,
    Fitted,
    Geometry,
    Item,
    board_of,
    draw_arrow,
    draw_arrows,
    draw_bridge,
    draw_pile,
    draw_road,
    draw_terrain,
    draw_tile_label,
    draw_wall,
    fit,
    flow,
    full_items,
    geometry,
    in_play,
    label_marks,
    note_item,
    paint_rows,
    pile_box,
    piles,
    produced_badge,
    rows_height,
    settle,
    shown_tiles,
    tab,
    token,
    transporter_item,
)
from rendering.roads_and_boats_style import (
    BORDER,
    BOTTOM_H,
    EMPTY_BRICK,
    GAP,
    GOLD,
    GOODS,
    HEX_EDGE,
    INK,
    INK_SOFT,
    LABEL_BG,
    MARGIN,
    NEUTRAL,
    PAGE,
    PANEL,
    PLAYER_COLOURS,
    RIVER,
    SIDE_W,
    TERRAIN_COLOURS,
    TEXT_ON,
    UNKNOWN_PLAYER,
    WHITE,
    WIDTH,
    player_colours,
)
from rendering.roads_and_boats_words import Headline, Words, phase_of_key, turn_title
from rules.roads_and_boats.board import Board, Tile
from rules.roads_and_boats.data import TRANSPORTERS

__all__ = [
    "GOLD",
    "GOODS",
    "LABEL_BG",
    "PLAYER_COLOURS",
    "TERRAIN_COLOURS",
    "Geometry",
    "Scene",
    "board_image",
    "board_of",
    "headline",
    "render",
    "scene",
]

HEADER_ROWS = (44, 100, 150, 196)
"""Centre lines of the header's rows: phase and scores; who is awaited; what changed (or, at
the end, the ranking and its tie-breaks)."""
HEADER_ONE = 128
"""Header height with two rows (the board as it stands); three rows say what a phase did."""
HEADER_TWO = 176
SIDE_SIZE = 19
"""Text size in the sidebar: readable at half scale."""


# ---------------------------------------------------------------- the view


@dataclass(frozen=True)
class Seat:
    name: str
    label: str
    colour: str
    home: str | None
    research: tuple[str, ...]


def _seats(view: Mapping[str, Any], words: Words) -> list[Seat]:
    """Players in seat order with their names as the board draws them."""
    return [
        Seat(
            str(p["name"]),
            board_name(str(p["name"]), words("player.default", n=i + 1)),
            str(p.get("colour", "")),
            p.get("home"),
            tuple(p.get("research", ())),
        )
        for i, p in enumerate(view["players"])
    ]


# ---------------------------------------------------------------- what one image shows


@dataclass(frozen=True)
class Scene:
    """Everything one image shows, laid out, before a pixel is drawn (tests read it)."""

    view: Mapping[str, Any]
    words: Words
    seats: list[Seat]
    board: Board
    geo: Geometry
    header_h: int
    headline: Headline
    found: Changes
    moved: tuple[Arrow, ...]
    plans: tuple[Arrow, ...]
    fitted: list[Fitted]
    ranking: tuple[str, ...]
    height: int
    section_h: float
    wonder: Box
    players: tuple[Box, ...]


def scene(
    view: Mapping[str, Any],
    *,
    before: Mapping[str, Any] | None = None,
    resolved_phase: str | None = None,
    own_orders: Mapping[str, Any] | None = None,
    labels: Mapping[str, str] | None = None,
    paths: Mapping[str, Sequence[str]] | None = None,
) -> Scene:
    words = Words(labels)
    seats = _seats(view, words)
    board = board_of(view)
    phase = phase_of_key(resolved_phase)[1] if resolved_phase else ""
    known = changes(before, view, phase, paths) if before is not None and phase else None
    found = known or NO_CHANGES
    plans = planned(view, own_orders)
    places = [str(t["place"]) for t in view["transporters"]]
    places += [p for arrow in found.moved for p in arrow.places]
    top_line = headline(view, words, seats, resolved_phase, known)
    ranking = ranking_lines(view, words, seats)
    header_h = HEADER_TWO if top_line.caption else HEADER_ONE
    if ranking:
        header_h = HEADER_ONE + 48 * len(ranking)
    geo = geometry(board, shown_tiles(board, places), header_h + GAP, in_play(board, view, places))
    carried = {str(t["carried_by"]): t for t in view["transporters"] if t.get("carried_by")}
    fitted = settle(
        [fit(p, geo, words, carried, found) for p in piles(board, geo, view, found.produced)],
        board,
        geo,
    )
    side_h = _sidebar_height(fitted, words, carried, found)
    section_h = max(geo.height, math.ceil(side_h / 40) * 40)  # few heights: the base is cached
    top = header_h + GAP + section_h + GAP
    wonder, players = _bottom(top, len(seats))
    return Scene(
        view,
        words,
        seats,
        board,
        geo,
        header_h,
        top_line,
        found,
        found.moved,
        plans,
        fitted,
        ranking,
        math.ceil(top + BOTTOM_H + MARGIN),
        section_h,
        wonder,
        players,
    )


def _bottom(top: float, n_players: int) -> tuple[Box, tuple[Box, ...]]:
    wonder = (MARGIN, top, MARGIN + 560, top + BOTTOM_H)
    left = wonder[2] + GAP
    cols = 2 if n_players > 2 else max(n_players, 1)
    rows = max(1, math.ceil(n_players / cols))
    cell_w = (WIDTH - MARGIN - left - (cols - 1) * GAP) / cols
    cell_h = (BOTTOM_H - (rows - 1) * GAP) / rows
    players = tuple(
        (
            left + (i % cols) * (cell_w + GAP),
            top + (i // cols) * (cell_h + GAP),
            left + (i % cols) * (cell_w + GAP) + cell_w,
            top + (i // cols) * (cell_h + GAP) + cell_h,
        )
        for i in range(n_players)
    )
    return wonder, players


# ---------------------------------------------------------------- entry points


def render(
    view: dict[str, Any],
    *,
    before: Mapping[str, Any] | None = None,
    resolved_phase: str | None = None,
    own_orders: Mapping[str, Any] | None = None,
    labels: Mapping[str, str] | None = None,
    paths: Mapping[str, Sequence[str]] | None = None,
) -> bytes:
    """PNG bytes of the board for one Roads & Boats view.

    `before`: the same viewer's view before the phase `resolved_phase` ("t3.movement", the
    engine's phase key) resolved; with both, the image names that phase and shows what it did.
    `paths`: transporter id -> places walked in it (`paths_from_events`), else arrows run
    straight. `own_orders`: the viewer's own pending orders (canonical JSON), drawn as dashed
    arrows; ignored unless the view is that player's. `labels`: replacements for `LABELS`.
    """
    image = board_image(
        view,
        before=before,
        resolved_phase=resolved_phase,
        own_orders=own_orders,
        labels=labels,
        paths=paths,
    )
    return encode_png(image, _palette())


@functools.lru_cache(maxsize=1)
def _palette() -> Image.Image:
    flat = [c for c in vars(style).values() if isinstance(c, str) and c.startswith("#")]
    flat += list(TERRAIN_COLOURS.values())
    flat += [c for pair in PLAYER_COLOURS.values() for c in pair] + list(UNKNOWN_PLAYER)
    flat += [c for fill, ink in GOODS.values() for c in (fill, ink)]
    return palette(flat, TEXT_ON, steps=5)


def board_image(view: Mapping[str, Any], **options: Any) -> Image.Image:
    return draw_scene(scene(view, **options))


def draw_scene(s: Scene) -> Image.Image:
    irrigated = bool(s.view["irrigated"])
    image = _base(s.board, s.geo, irrigated, s.header_h, s.section_h, s.height, len(s.seats)).copy()
    draw = ImageDraw.Draw(image)
    view, geo, board, found = s.view, s.geo, s.board, s.found
    for a, b in view["roads"]:
        draw_road(draw, board, geo, a, b, (a, b) in found.roads)
    for a, b in view["bridges"]:
        draw_bridge(draw, board, geo, a, b, (a, b) in found.bridges)
    for edge, wall in view["walls"].items():
        draw_wall(draw, board, geo, edge, wall, edge in found.walls)
    boxes = {f.pile.place: pile_box(f) for f in s.fitted}
    draw_arrows(draw, board, geo, s.moved, False, boxes)
    if s.plans:
        _planned_arrows(image, s, boxes)
    for fitted in s.fitted:
        draw_pile(draw, fitted)
    for label, goods in found.produced.items():
        produced_badge(draw, board, geo, label, goods, s.words)
    marks = label_marks(board, view)
    for tile in board.tiles.values():
        if _on_map(geo, tile):
            draw_tile_label(draw, geo, tile, marks[tile.label])
    _header(draw, s)
    _sidebar(draw, s, marks)
    _wonder(draw, s.wonder, view, s, s.found.bricks)
    for seat, player_box in zip(s.seats, s.players, strict=False):
        _player(draw, player_box, view, seat, s.words)
    return image


def _planned_arrows(image: Image.Image, s: Scene, boxes: Mapping[str, Box]) -> None:
    """Dashed arrows of the viewer's own orders, clipped to the map: the map's crop is the
    public one, so a planned trip into open sea must not spill onto the rest of the page."""
    layer = Image.new("RGBA", image.size, (0, 0, 0, 0))
    draw_arrows(ImageDraw.Draw(layer), s.board, s.geo, s.plans, True, boxes)
    clip = (MARGIN, round(s.geo.top), MARGIN + MAP_W, round(s.geo.top + s.geo.height))
    image.paste(layer.crop(clip), clip[:2], layer.crop(clip))


def _on_map(geo: Geometry, tile: Tile) -> bool:
    """Whether the tile's label tab lies inside the cropped map."""
    x, y = geo.centre(tile)
    y -= geo.radius * 0.8
    return (
        MARGIN + 20 <= x <= MAP_W + MARGIN - 20 and geo.top + 10 <= y <= geo.top + geo.height - 10
    )


# ---------------------------------------------------------------- static layer


@functools.lru_cache(maxsize=6)
def _base(
    board: Board,
    geo: Geometry,
    irrigated: bool,
    header_h: int,
    section_h: float,
    height: int,
    n_players: int,
) -> Image.Image:
    """Page, hexes and rivers (cropped to the map area), and the panel frames; never mutated.

    About 10 MB each: a few boards (games, crops) are kept."""
    image = Image.new("RGB", (WIDTH, height), PAGE)
    draw = ImageDraw.Draw(image)
    draw_terrain(draw, board, geo, irrigated)
    map_right = WIDTH - MARGIN - SIDE_W - GAP
    map_bottom = header_h + GAP + geo.height
    draw.rectangle((0, 0, WIDTH, header_h + GAP - 1), fill=PAGE)
    draw.rectangle((0, map_bottom, WIDTH, height), fill=PAGE)
    draw.rectangle((0, 0, MARGIN - 1, height), fill=PAGE)
    draw.rectangle((map_right, 0, WIDTH, height), fill=PAGE)
    draw.rectangle((MARGIN, header_h + GAP, map_right, map_bottom), outline=HEX_EDGE, width=2)
    top = header_h + GAP + section_h + GAP
    wonder, players = _bottom(top, n_players)
    panel(draw, wonder, PANEL, BORDER)
    for box in players:
        panel(draw, box, PANEL, BORDER)
    return image


# ---------------------------------------------------------------- header


def headline(
    view: Mapping[str, Any],
    words: Words,
    seats: list[Seat],
    resolved_phase: str | None,
    found: Changes | None,
) -> Headline:
    """The header's title, caption and status: the phase that resolved and what it did (with
    `resolved_phase`; `found` None when the view from before it is not known), else the phase
    now open."""
    names = {s.name: s.label for s in seats}
    status = _status(view, words, names)
    now_phase = str(view["phase"])
    now_turn = int(view["turn"]) if view["turn"] and now_phase not in ("start", "over") else None
    if not resolved_phase:
        return Headline(turn_title(words, now_turn, now_phase), "", status)
    turn, phase = phase_of_key(resolved_phase)
    title = turn_title(words, turn if turn is not None else now_turn, phase)
    if not view["over"]:
        now = words("header.next", phase=turn_title(words, now_turn, now_phase))
        status = f"{now} - {status}" if status else now
    return Headline(title, caption(found, words, names) if found else "", status, resolved=True)


def _status(view: Mapping[str, Any], words: Words, names: Mapping[str, str]) -> str:
    if view["over"]:
        first = (view.get("ranking") or [[]])[0]
        winners = [names.get(p, p) for p in first]
        if len(winners) == 1:
            return words("status.win", name=winners[0])
        return words("status.shared_win", names=", ".join(winners)) if winners else ""
    waiting: dict[str, list[str]] = {}
    for decision in view["pending"]:
        name = names.get(decision["player"], decision["player"])
        waiting.setdefault(decision["kind"], []).append(name)
    return " - ".join(
        words(f"status.{kind}", names=", ".join(who))
        if f"status.{kind}" in words.table
        else f"{', '.join(who)}: {kind.replace('_', ' ')}"
        for kind, who in waiting.items()
    )


def _header(draw: ImageDraw.ImageDraw, s: Scene) -> None:
    """Rows big enough to read at Discord's inline width (about a third of full size): the
    phase and the scores, whom the game waits for (or the final ranking), what changed."""
    right = WIDTH - MARGIN
    line = HEADER_ROWS[0]
    title_w = text(draw, (MARGIN + 4, line), s.words("title"), 34, GOLD, bold=True, anchor="lm")
    x = MARGIN + 4 + title_w + 28
    scores_x = right - _scores_width(s)
    room = scores_x - x - 40
    if s.headline.resolved:
        room -= chip_width(s.words("header.resolved"), 26) + 14
    shown_w = text(draw, (x, line), s.headline.title, 40, WHITE, bold=True, anchor="lm",
                   max_width=room)  # fmt: skip
    if s.headline.resolved:
        tag = s.words("header.resolved")
        tag_x = x + shown_w + 14
        tag_w = chip_width(tag, 26)
        draw.rounded_rectangle((tag_x, line - 19, tag_x + tag_w, line + 19), radius=9, fill=GOLD)
        text(draw, (tag_x + tag_w / 2, line), tag, 26, INK, bold=True, anchor="mm")
    if not s.view["over"]:
        _scores(draw, s, scores_x, line)
    rows = [(s.headline.status, GOLD, True), (s.headline.caption, WHITE, False)]
    if s.view["over"]:
        rows = [(s.headline.status, GOLD, True), *((row, WHITE, False) for row in s.ranking)]
    for (content, colour, bold), y in zip([r for r in rows if r[0]], HEADER_ROWS[1:], strict=False):
        text(draw, (MARGIN + 4, y), content, 32, colour, bold=bold, anchor="lm",
             max_width=right - MARGIN - 8)  # fmt: skip


SCORE_SIZE = 34


def _scores_width(s: Scene) -> float:
    if s.view["over"]:
        return 0
    return sum(
        40 + text_width(str(s.view["scores"].get(seat.name, 0)), SCORE_SIZE, True) + 24
        for seat in s.seats
    )


def _scores(draw: ImageDraw.ImageDraw, s: Scene, x: float, y: float) -> None:
    """Each player's colour and score, in seat order (the panels below name the colours)."""
    for seat in s.seats:
        fill, _ = player_colours(seat.colour)
        draw.rounded_rectangle((x, y - 15, x + 30, y + 15), radius=6, fill=fill, outline=WHITE,
                               width=2)  # fmt: skip
        score = str(s.view["scores"].get(seat.name, 0))
        x += 40 + text(draw, (x + 40, y), score, SCORE_SIZE, WHITE, bold=True, anchor="lm") + 24


def ranking_lines(view: Mapping[str, Any], words: Words, seats: list[Seat]) -> tuple[str, ...]:
    """At game end: the players in order with their places and scores, then each tie on points
    and how the temple row broke it (rulebook: the praying figure nearest the temple wins)."""
    ranking = view.get("ranking") or []
    if not view["over"] or not ranking:
        return ()
    names = {seat.name: seat.label for seat in seats}
    scores = view["scores"]
    place, entries = 1, []
    order = [player for group in ranking for player in group]
    for group in ranking:
        for player in group:
            rank = words(f"rank.{min(place, 4)}")
            if len(group) > 1:
                rank = words("rank.tie", rank=rank)
            entries.append(words("rank.entry", rank=rank, name=names.get(player, player),
                                 points=scores.get(player, 0)))  # fmt: skip
        place += len(group)
    lines = [" · ".join(entries)]
    for ahead, behind in itertools.pairwise(order):
        if scores.get(ahead, 0) == scores.get(behind, 0):
            lines.append(
                words("rank.temple", first=names.get(ahead, ahead),
                      second=names.get(behind, behind), points=scores.get(ahead, 0))
            )  # fmt: skip
    return tuple(lines)


# ---------------------------------------------------------------- sidebar


def _key_rows(words: Words) -> list[tuple[str, list[tuple[Item, str]]]]:
    """The key's sections: (heading, [(sample, words)])."""
    size = SIDE_SIZE
    terrain = [
        (_swatch(colour, size), words(f"terrain.{t}")) for t, colour in TERRAIN_COLOURS.items()
    ]
    goods = [(token(g, words.code(g), size), words(f"good.{g}")) for g in GOODS]
    kinds = [
        (
            note_item(words(f"letter.{k.name}"), size - 2, LABEL_BG),
            words(f"transporter.{k.name}"),
        )
        for k in TRANSPORTERS.values()
    ]
    return [
        (words("key.terrain"), terrain),
        (words("key.goods"), goods),
        (words("key.transporters"), kinds),
        (
            words("key.arrows"),
            [
                (_line_sample(False), words("key.moved")),
                (_line_sample(True), words("key.planned")),
            ],
        ),
    ]


def _swatch(colour: str, size: int) -> Item:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        r = size * 0.8
        cx = x + r
        corners = [
            (
                cx + r * math.cos(math.radians(90 - 60 * k)),
                y - r * math.sin(math.radians(90 - 60 * k)),
            )
            for k in range(6)
        ]
        draw.polygon(corners, fill=colour, outline=HEX_EDGE, width=2)

    return Item(size * 1.6, size * 1.6, paint)


def _line_sample(dashed: bool) -> Item:
    def paint(draw: ImageDraw.ImageDraw, x: float, y: float) -> None:
        draw_arrow(draw, [(x, y), (x + 44, y)], PLAYER_COLOURS["red"][0], 5, dashed)

    return Item(44, 20, paint)


KEY_ROW = 30
KEY_HEAD = 34


def _key_height(words: Words) -> float:
    return 16 + sum(
        KEY_HEAD + math.ceil(len(rows) / 2) * KEY_ROW + 6 for _, rows in _key_rows(words)
    )


def _tile_rows(
    fitted: Fitted, words: Words, carried: Mapping[str, Mapping[str, Any]], found: Changes
) -> list[list[Item]]:
    width = SIDE_W - 36
    groups = full_items(fitted.pile, SIDE_SIZE, words, carried, found, width)
    return [row for group in groups for row in flow(group, width, 6)]


def _sidebar_height(
    fitted: list[Fitted],
    words: Words,
    carried: Mapping[str, Mapping[str, Any]],
    found: Changes,
) -> float:
    crowded = [f for f in fitted if f.crowded]
    height = _key_height(words)
    if crowded:
        height += GAP + 16 + KEY_HEAD
        height += sum(
            KEY_HEAD + rows_height(_tile_rows(f, words, carried, found), 6) + 14 for f in crowded
        )
    return height


def _sidebar(draw: ImageDraw.ImageDraw, s: Scene, marks: Mapping[str, tuple[str, str]]) -> None:
    x0 = WIDTH - MARGIN - SIDE_W
    top = s.header_h + GAP
    key_h = _key_height(s.words)
    panel(draw, (x0, top, WIDTH - MARGIN, top + key_h), PANEL, BORDER)
    y: float = top + 10
    half = (SIDE_W - 28) / 2
    for heading, entries in _key_rows(s.words):
        text(draw, (x0 + 14, y + KEY_HEAD / 2), heading, 22, INK, bold=True, anchor="lm")
        y += KEY_HEAD
        for k, (sample, label) in enumerate(entries):
            cx = x0 + 14 + (k % 2) * half
            cy = y + (k // 2) * KEY_ROW + KEY_ROW / 2
            sample.paint(draw, cx, cy)
            text(draw, (cx + sample.width + 8, cy), label, SIDE_SIZE, INK, anchor="lm")
        y += math.ceil(len(entries) / 2) * KEY_ROW + 6
    crowded = [f for f in s.fitted if f.crowded]
    if not crowded:
        return
    carried = {str(t["carried_by"]): t for t in s.view["transporters"] if t.get("carried_by")}
    box_top = top + key_h + GAP
    panel(draw, (x0, box_top, WIDTH - MARGIN, top + s.section_h), PANEL, BORDER)
    y = box_top + 8
    text(draw, (x0 + 14, y + KEY_HEAD / 2), s.words("tiles.title"), 22, INK, bold=True, anchor="lm")
    y += KEY_HEAD
    homes = {seat.home: seat.label for seat in s.seats if seat.home}
    for f in crowded:
        name = f.pile.place
        tab_w = chip_width(name, 20) - 10
        tab(draw, (x0 + 14 + tab_w / 2, y + KEY_HEAD / 2), name, 20, marks[f.pile.tile])
        if f.pile.place in homes:
            note = s.words("tiles.home", name=homes[f.pile.place])
            text(draw, (x0 + 24 + tab_w, y + KEY_HEAD / 2), note, SIDE_SIZE, INK_SOFT,
                 anchor="lm")  # fmt: skip
        y += KEY_HEAD
        rows = _tile_rows(f, s.words, carried, s.found)
        y = paint_rows(draw, rows, x0 + SIDE_W / 2, y, 6) + 14


# ---------------------------------------------------------------- wonder, players


def _wonder(
    draw: ImageDraw.ImageDraw, box: Box, view: Mapping[str, Any], s: Scene, new_bricks: int
) -> None:
    """The wonder row by row from the bottom; bricks laid in the phase just resolved are
    ringed in gold."""
    seats, words = s.seats, s.words
    wonder = view["wonder"]
    owners: list[str | None] = list(wonder["owners"])
    colours: list[str | None] = list(wonder["bricks"])
    rows: list[int] = list(wonder["rows"])
    text(draw, (box[0] + 18, box[1] + 12), words("wonder.title"), 30, INK, bold=True)
    bricks = words.count("wonder.bricks", len(owners))
    count = words("wonder.count", bricks=bricks, neutral=wonder["neutral_left"])
    text(draw, (box[0] + 18, box[1] + 50), count, 20, INK_SOFT)
    pitch_y = (box[3] - box[1] - 100) / max(len(rows), 1)
    brick_h = pitch_y - 3
    brick_w = 36
    base_y = box[3] - 16
    centre_x = box[0] + 170
    special = {int(wonder["irrigation_space"]): RIVER, int(wonder["end_space"]): GOLD}
    index = 0
    for row, count_in_row in enumerate(rows):
        y1 = base_y - row * pitch_y
        x0 = centre_x - count_in_row * (brick_w + 3) / 2
        for k in range(count_in_row):
            cell = (x0 + k * (brick_w + 3), y1 - brick_h, x0 + k * (brick_w + 3) + brick_w, y1)
            if index < len(owners):
                colour = colours[index]
                fill = NEUTRAL if colour is None else player_colours(colour)[0]
                new = index >= len(owners) - new_bricks
                draw.rectangle(cell, fill=fill, outline=GOLD if new else INK, width=3 if new else 2)
            else:
                draw.rectangle(cell, fill=EMPTY_BRICK, outline=INK_SOFT, width=1)
            mark = special.get(index + 1)
            if mark is not None:
                draw.rectangle(
                    (cell[0] - 2, cell[1] - 2, cell[2] + 2, cell[3] + 2), outline=mark, width=3
                )
            index += 1
    _wonder_legend(draw, (box[0] + 330, box[1] + 100, box[2] - 14, box[3]), owners, seats, words)


def _wonder_legend(
    draw: ImageDraw.ImageDraw, area: Box, owners: list[str | None], seats: list[Seat], words: Words
) -> None:
    x, y = area[0], area[1]
    entries = [(player_colours(s.colour)[0], s.label, owners.count(s.name)) for s in seats]
    entries.append((NEUTRAL, words("wonder.neutral"), owners.count(None)))
    for fill, label, count in entries:
        draw.rectangle((x, y - 10, x + 28, y + 10), fill=fill, outline=INK, width=2)
        text(
            draw, (x + 38, y), f"{label} {count}", 22, INK, anchor="lm", max_width=area[2] - x - 40
        )
        y += 34
    y += 10
    for colour, key in ((RIVER, "wonder.irrigates"), (GOLD, "wonder.ends")):
        draw.rectangle((x, y - 10, x + 28, y + 10), outline=colour, width=3)
        text(draw, (x + 38, y), words(key), 18, INK_SOFT, anchor="lm")
        y += 28


def _player(
    draw: ImageDraw.ImageDraw, box: Box, view: Mapping[str, Any], seat: Seat, words: Words
) -> None:
    fill, _ = player_colours(seat.colour)
    x0, y0, x1 = box[0] + 16, box[1] + 14, box[2] - 16
    draw.rounded_rectangle(
        (x0, y0 + 2, x0 + 30, y0 + 32), radius=6, fill=fill, outline=INK, width=2
    )
    score = str(view["scores"].get(seat.name, 0))
    score_w = text(draw, (x1, y0 + 17), score, 34, INK, bold=True, anchor="rm")
    text(draw, (x0 + 40, y0 + 17), seat.label, 28, INK, bold=True, anchor="lm",
         max_width=x1 - x0 - 60 - score_w)  # fmt: skip
    facts = [words("player.home", tile=seat.home) if seat.home else words("player.no_home")]
    if seat.name in view["sequence"]:
        facts.append(words("player.plays", n=view["sequence"].index(seat.name) + 1))
    if seat.name in view["temple"]:
        facts.append(words("player.temple", n=view["temple"].index(seat.name) + 1))
    place = _rank(view, seat.name, words)
    if place:
        facts.insert(0, place)
    text(draw, (x0, y0 + 50), " - ".join(facts), 19, INK, anchor="lm", max_width=x1 - x0)
    y = y0 + 80
    own = [t for t in view["transporters"] if t["owner"] == seat.name and not t.get("carried_by")]
    carried = {t["carried_by"]: t for t in view["transporters"] if t.get("carried_by")}
    items = [transporter_item(t, 17, carried.get(t["id"]), words) for t in own]
    for row in flow(items, x1 - x0, 8)[:3]:
        x = float(x0)
        for item in row:
            item.paint(draw, x + 2, y)
            x += item.width + 8
        y += 30
    lines = []
    if seat.research:
        projects = ", ".join(words(f"research.{r}") for r in seat.research)
        lines.append(words("player.research", projects=projects))
    if view["over"]:
        parts = view["breakdown"].get(seat.name, {})
        lines.append(" - ".join(f"{words(f'score.{k}')} {v}" for k, v in parts.items()))
    for line in lines:
        if y + 10 > box[3]:
            break
        text(draw, (x0, y), line, 19, INK, anchor="lm", max_width=x1 - x0)
        y += 26


def _rank(view: Mapping[str, Any], player: str, words: Words) -> str:
    place = 1
    for group in view.get("ranking") or []:
        if player in group:
            rank = words(f"rank.{min(place, 4)}")
            return words("rank.tie", rank=rank) if len(group) > 1 else rank
        place += len(group)
    return ""
