"""The Imhotep board as one PNG (~1600 px wide), drawn from `GAME.view(...)` alone.

Layout, top to bottom: a header (round, whose turn, the result at game end); the five sites
(pyramid, temple, obelisks; burial chamber, market); the round's four ships with their ship
and slot numbers as the commands take them, counted from 1 (`rules.core.counted`; slot 1 is
the bow, drawn at the left); one panel
per player. Everything that does not depend on the view's contents (background, panels,
titles, the pyramid's empty spaces with their points) is drawn once per table shape and cached.

A view from `GAME.view_since` also tells what happened since the last image: the header names
the round that ended ("Round 1 / 6 done"), each site shows the ship that unloaded there with
its cargo in unloading order, the market shows who took which card, and the final header says
how a tie on points was broken.

Every word drawn comes from one table, `LABELS[locale]` (English: `LABELS["en"]`, Italian:
`LABELS["it"]`, in the rulebook's words with their accents); another language is
plugged in by adding its table with the same keys and rendering with `locale=`.

Only the view is read, so nothing a viewer may not see can reach the image.
"""

from __future__ import annotations

import contextvars
import functools
import math
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from PIL import Image, ImageDraw

from rendering.draw import (
    Box,
    canvas,
    chip,
    chip_width,
    encode_png,
    fitted,
    palette,
    panel,
    text,
    text_width,
)
from rendering.kept_parts import KeptParts, Part
from rendering.names import SEAT_WORDS, board_name
from rules.core import counted

WIDTH = 1600
MARGIN = 20
GAP = 16

# Palette: dark Nile-blue page, sandstone panels, high-contrast ink.
PAGE = "#1B2F45"
HEADER_INK = "#FFFFFF"
SAND = "#F2E7CF"
SAND_DARK = "#DCC79C"
SAND_DEEP = "#C4A874"
BORDER = "#5B4126"
INK = "#2B1D0E"
INK_SOFT = "#6E5538"
GOLD = "#E8B923"
WATER = "#2C6A94"
WATER_LIGHT = "#3F82AE"
HULL = "#7B4A22"
HULL_DARK = "#4E2E12"
HULL_SAILED = "#8E8478"
WHITE = "#FFFFFF"
OUTLINE = "#2B2B2B"
WATER_INK = "#E4EEF6"
CARD_EDGE = "#1A1A1A"
SLOT_SAILED = "#BDB4A6"
SLOT_NUMBER = "#9C8660"
HULL_SAILED_EDGE = "#5B554E"
BLACK_BEVEL = "#5A5A5A"
WATER_EDGE = "#163A55"
CAN_SAIL = "#2E7D32"

STONE_COLOURS: dict[str, tuple[str, str]] = {
    # colour: (fill, outline) — light stones get a dark outline so they read on sand.
    "black": ("#1A1A1A", "#000000"),
    "white": (WHITE, OUTLINE),
    "brown": ("#8A5427", "#3A1F08"),
    "gray": ("#9C9C9C", OUTLINE),
}
UNKNOWN_STONE = ("#D04A8C", OUTLINE)

SITES = ("pyramid", "temple", "burial_chamber", "obelisks", "market")

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "title": "IMHOTEP",
        "site.pyramid": "Pyramid",
        "site.temple": "Temple",
        "site.burial_chamber": "Burial Chamber",
        "site.obelisks": "Obelisks",
        "site.market": "Market",
        "hint.pyramid": "scores at once",
        "hint.temple": "each top stone: 1 pt per round",
        "hint.obelisks": "at game end by height: {points}",
        "hint.burial_chamber": "at game end, each group: 1/3/6/10/15",
        "hint.market": "1 card per stone",
        "pyramid.beyond": "Beyond 14:",
        "pyramid.beyond_points": "1 pt each",
        "round": "Round {round} / {rounds}",
        "round.done": "Round {round} / {rounds} done",
        "status.wins": "Game over - {name} wins!",
        "status.shared": "Game over - shared win: {names}",
        "status.over": "Game over",
        "status.picks": "{name} picks a market card",
        "status.to_play": "{name} to play",
        "status.next_round": "Round {round}: {name} to play",
        "tie.sled": "{name} wins the tie on stones left on the sled ({stones} to {other}; "
        "both {points} points)",
        "tie.shared": "Tied on points and on stones left on the sled: the win is shared",
        "seat": SEAT_WORDS["en"],
        "ship": "Ship {index}",
        "ship.here": "Ship {index} here",
        "ship.can_sail": "can sail",
        "ship.slots": "{size} slots, sails with {min_load}+",
        "ship.slot": "1 slot, sails with {min_load}+",
        "ship.sailed": "Sailed to {site}",
        "ship.bow": "bow = slot {slot}",
        "market.deck": "Deck {deck}  -  Discards {discards}",
        "market.to_pick": "To pick: {names}",
        "market.taken": "Taken:",
        "player.points": "points",
        "player.picks": "picks a card",
        "player.to_play": "to play",
        "player.tie": "{place} (tie)",
        "player.sled": "Sled",
        "player.quarry": "Quarry: {count}",
        "player.no_cards": "No cards",
        "place.1": "1st",
        "place.2": "2nd",
        "place.3": "3rd",
        "place.4": "4th",
        "colour.black": "black",
        "colour.white": "white",
        "colour.brown": "brown",
        "colour.gray": "gray",
        "source.pyramid": "Pyramid",
        "source.temple": "Temple",
        "source.burial_chamber": "Burial Chamber",
        "source.obelisks": "Obelisks",
        "source.decorations": "Decorations",
        "source.statues": "Statues",
        "source.blue_cards": "Blue cards",
        "source.pharaohs_wrath": "Pharaoh's wrath",
        # Cards: the name on the card ("|" breaks the line), its effect, its short name on chips.
        "card.entrance": "Entrance",
        "card.sarcophagus": "Sarco-|phagus",
        "card.paved_path": "Paved|Path",
        "card.decoration_pyramid": "Decor|Pyramid",
        "card.decoration_temple": "Decor|Temple",
        "card.decoration_burial_chamber": "Decor|Burial",
        "card.decoration_obelisks": "Decor|Obelisks",
        "card.statue": "Statue",
        "card.lever": "Lever",
        "card.hammer": "Hammer",
        "card.sail": "Sail",
        "card.chisel": "Chisel",
        "effect.entrance": "stone to Pyramid",
        "effect.sarcophagus": "stone to Burial",
        "effect.paved_path": "stone to Obelisk",
        "effect.decoration_pyramid": "1 pt / 3 stones",
        "effect.decoration_temple": "1 pt / 3 stones",
        "effect.decoration_burial_chamber": "1 pt / 3 stones",
        "effect.decoration_obelisks": "1 pt / 3 stones",
        "effect.statue": "1/3/6/10/15",
        "effect.lever": "sail, pick order",
        "effect.hammer": "take 3 + place 1",
        "effect.sail": "place 1 + sail",
        "effect.chisel": "place 2 stones",
        "short.entrance": "Entrance",
        "short.sarcophagus": "Sarcophagus",
        "short.paved_path": "Paved Path",
        "short.decoration_pyramid": "Decor Pyr.",
        "short.decoration_temple": "Decor Temple",
        "short.decoration_burial_chamber": "Decor Burial",
        "short.decoration_obelisks": "Decor Obel.",
        "short.statue": "Statue",
        "short.lever": "Lever",
        "short.hammer": "Hammer",
        "short.sail": "Sail",
        "short.chisel": "Chisel",
    },
    "it": {
        "title": "IMHOTEP",
        "site.pyramid": "Piramide",
        "site.temple": "Tempio",
        "site.burial_chamber": "Tomba",
        "site.obelisks": "Obelischi",
        "site.market": "Mercato",
        "hint.pyramid": "punti subito",
        "hint.temple": "pietra in cima: 1 pt a giro",
        "hint.obelisks": "a fine partita per altezza: {points}",
        "hint.burial_chamber": "a fine partita, ogni gruppo: 1/3/6/10/15",
        "hint.market": "1 carta per pietra",
        "pyramid.beyond": "Oltre 14:",
        "pyramid.beyond_points": "1 pt l'una",
        "round": "Giro {round} / {rounds}",
        "round.done": "Giro {round} / {rounds} finito",
        "status.wins": "Partita finita - vince {name}!",
        "status.shared": "Partita finita - vittoria condivisa: {names}",
        "status.over": "Partita finita",
        "status.picks": "{name} prende una carta al Mercato",
        "status.to_play": "Tocca a {name}",
        "status.next_round": "Giro {round}: tocca a {name}",
        "tie.sled": "{name} vince lo spareggio per le pietre sul tassello stoccaggio "
        "({stones} a {other}; entrambi {points} punti)",
        "tie.shared": "Pari nei punti e nelle pietre sul tassello stoccaggio: vittoria condivisa",
        "seat": SEAT_WORDS["it"],
        "ship": "Barca {index}",
        "ship.here": "Qui la barca {index}",
        "ship.can_sail": "pronta",
        "ship.slots": "{size} caselle, salpa con {min_load}+",
        "ship.slot": "1 casella, salpa con {min_load}+",
        "ship.sailed": "Condotta: {site}",
        "ship.bow": "prua = casella {slot}",
        "market.deck": "Mazzo {deck}  -  Scarti {discards}",
        "market.to_pick": "Prendono: {names}",
        "market.taken": "Prese:",
        "player.points": "punti",
        "player.picks": "prende una carta",
        "player.to_play": "di turno",
        "player.tie": "{place} (pari)",
        "player.sled": "Stoccaggio",
        "player.quarry": "Cava: {count}",
        "player.no_cards": "Nessuna carta",
        "place.1": "1º",
        "place.2": "2º",
        "place.3": "3º",
        "place.4": "4º",
        "colour.black": "nero",
        "colour.white": "bianco",
        "colour.brown": "marrone",
        "colour.gray": "grigio",
        "source.pyramid": "Piramide",
        "source.temple": "Tempio",
        "source.burial_chamber": "Tomba",
        "source.obelisks": "Obelischi",
        "source.decorations": "Decorazioni",
        "source.statues": "Statue",
        "source.blue_cards": "Carte blu",
        "source.pharaohs_wrath": "Ira del faraone",
        "card.entrance": "Entrata",
        "card.sarcophagus": "Sarco-|fago",
        "card.paved_path": "Strada|lastricata",
        "card.decoration_pyramid": "Decoraz.|Piramide",
        "card.decoration_temple": "Decoraz.|Tempio",
        "card.decoration_burial_chamber": "Decoraz.|Tomba",
        "card.decoration_obelisks": "Decoraz.|Obelischi",
        "card.statue": "Statua",
        "card.lever": "Leva",
        "card.hammer": "Martello",
        "card.sail": "Vela",
        "card.chisel": "Scalpello",
        "effect.entrance": "pietra: Piramide",
        "effect.sarcophagus": "pietra: Tomba",
        "effect.paved_path": "pietra: Obelischi",
        "effect.decoration_pyramid": "1 pt / 3 pietre",
        "effect.decoration_temple": "1 pt / 3 pietre",
        "effect.decoration_burial_chamber": "1 pt / 3 pietre",
        "effect.decoration_obelisks": "1 pt / 3 pietre",
        "effect.statue": "1/3/6/10/15",
        "effect.lever": "salpa, scegli ordine",
        "effect.hammer": "prendi 3 + metti 1",
        "effect.sail": "metti 1 + salpa",
        "effect.chisel": "metti 2 pietre",
        "short.entrance": "Entrata",
        "short.sarcophagus": "Sarcofago",
        "short.paved_path": "Strada lastr.",
        "short.decoration_pyramid": "Decor. Pir.",
        "short.decoration_temple": "Decor. Tempio",
        "short.decoration_burial_chamber": "Decor. Tomba",
        "short.decoration_obelisks": "Decor. Obel.",
        "short.statue": "Statua",
        "short.lever": "Leva",
        "short.hammer": "Martello",
        "short.sail": "Vela",
        "short.chisel": "Scalpello",
    },
}
"""Every word on the board, per locale; templates use `str.format` fields."""

_locale: contextvars.ContextVar[str] = contextvars.ContextVar("imhotep_locale", default="en")
"""The locale of the image being drawn (a context variable: renders run in several threads)."""


def label(key: str, **params: Any) -> str:
    """The label `key` of the current locale, filled in; English where the locale lacks it."""
    table = LABELS.get(_locale.get(), LABELS["en"])
    template = table.get(key, LABELS["en"].get(key, key))
    return template.format(**params) if params else template


def _known(prefix: str, name: str) -> bool:
    return f"{prefix}.{name}" in LABELS["en"]


# Pyramid spaces in filling order: (level, column, row, points). Level 0 is the 3x3 base, filled
# column by column, each column top to bottom; level 1 the 2x2; level 2 the top.
PYRAMID_SPACES: tuple[tuple[int, int, int, int], ...] = (
    (0, 0, 0, 2), (0, 0, 1, 1), (0, 0, 2, 3),
    (0, 1, 0, 2), (0, 1, 1, 4), (0, 1, 2, 3),
    (0, 2, 0, 2), (0, 2, 1, 1), (0, 2, 2, 3),
    (1, 0, 0, 2), (1, 0, 1, 3),
    (1, 1, 0, 1), (1, 1, 1, 3),
    (2, 0, 0, 4),
)  # fmt: skip

OBELISK_POINTS = {2: "10 / 1", 3: "12 / 6 / 1", 4: "15 / 10 / 5 / 1"}

RED, GREEN, VIOLET, BLUE = "#B3261E", "#2E7D32", "#6A1B9A", "#1556B0"
CARD_GREY = "#5F5F5F"

# Text is the only anti-aliased drawing, so the PNG palette is every flat colour plus the blends
# of each (ink, ground) pair that text is drawn with.
TEXT_ON = (
    (GOLD, PAGE), (HEADER_INK, PAGE), (INK, SAND), (INK_SOFT, SAND), (INK, SAND_DARK),
    (INK, SAND_DEEP), (INK, GOLD), (WHITE, WATER), (WATER_INK, WATER), (WATER_INK, WATER_LIGHT),
    (WHITE, WATER_LIGHT), (WHITE, HULL), (WHITE, HULL_SAILED), (SLOT_NUMBER, SAND_DARK),
    (WHITE, CAN_SAIL),
    (WHITE, RED), (WHITE, GREEN), (WHITE, VIOLET), (WHITE, BLUE), (WHITE, CARD_GREY),
)  # fmt: skip

CARD_COLOURS: dict[str, str] = {
    "entrance": RED,
    "sarcophagus": RED,
    "paved_path": RED,
    "decoration_pyramid": GREEN,
    "decoration_temple": GREEN,
    "decoration_burial_chamber": GREEN,
    "decoration_obelisks": GREEN,
    "statue": VIOLET,
    "lever": BLUE,
    "hammer": BLUE,
    "sail": BLUE,
    "chisel": BLUE,
}
"""Each market card's colour, in the order cards are listed on a player's panel."""


def _card_lines(name: str) -> list[str]:
    if _known("card", name):
        return label(f"card.{name}").split("|")
    return [_unknown_name(name)]


def _card_short(name: str) -> str:
    return label(f"short.{name}") if _known("short", name) else _unknown_name(name)


def _unknown_name(name: str) -> str:
    return name.replace("_", " ").title()


@dataclass(frozen=True)
class Layout:
    """Panel boxes for one table shape; the players' row grows at game end for the breakdown."""

    height: int
    header: Box
    pyramid: Box
    temple: Box
    obelisks: Box
    burial_chamber: Box
    market: Box
    ships: Box
    players: tuple[Box, ...]


HEADER_H = 92
ROW1_H = 480
ROW2_H = 300
SHIPS_H = 248
PLAYERS_H = 250
PLAYERS_H_OVER = 350


@functools.lru_cache(maxsize=16)
def layout(n_players: int, over: bool) -> Layout:
    right = WIDTH - MARGIN
    y1 = HEADER_H + GAP
    y2 = y1 + ROW1_H + GAP
    y3 = y2 + ROW2_H + GAP
    y4 = y3 + SHIPS_H + GAP
    players_h = PLAYERS_H_OVER if over else PLAYERS_H
    seats = max(n_players, 1)
    panel_w = (WIDTH - 2 * MARGIN - (seats - 1) * GAP) / seats
    players = tuple(
        (MARGIN + i * (panel_w + GAP), y4, MARGIN + i * (panel_w + GAP) + panel_w, y4 + players_h)
        for i in range(n_players)
    )
    return Layout(
        height=y4 + players_h + MARGIN,
        header=(0, 0, WIDTH, HEADER_H),
        pyramid=(MARGIN, y1, 410, y1 + ROW1_H),
        temple=(426, y1, 1026, y1 + ROW1_H),
        obelisks=(1042, y1, right, y1 + ROW1_H),
        burial_chamber=(MARGIN, y2, 870, y2 + ROW2_H),
        market=(886, y2, right, y2 + ROW2_H),
        ships=(MARGIN, y3, right, y3 + SHIPS_H),
        players=players,
    )


def render(view: dict[str, Any], locale: str = "en") -> bytes:
    """PNG bytes of the board for one Imhotep view (`Imhotep.view`), with the
    words of `LABELS[locale]`."""
    return encode_png(board_image(view, locale), _palette())


@functools.lru_cache(maxsize=1)
def _palette() -> Image.Image:
    flat = [
        c for c in globals().values() if isinstance(c, str) and c.startswith("#") and len(c) == 7
    ]
    flat += [c for pair in STONE_COLOURS.values() for c in pair] + list(UNKNOWN_STONE)
    return palette(flat, TEXT_ON)


def board_image(view: dict[str, Any], locale: str = "en") -> Image.Image:
    token = _locale.set(locale)
    try:
        return _board_image(view, locale)
    finally:
        _locale.reset(token)


def _board_image(view: dict[str, Any], locale: str) -> Image.Image:
    players: list[str] = list(view["players"])
    sites = view["sites"]
    over = bool(view["over"])
    image = _static_layer(len(players), len(sites["temple"]), over, locale).copy()
    draw = ImageDraw.Draw(image)
    box = layout(len(players), over)
    names = _labels(players)
    colours = {p: view["colours"].get(p, "") for p in players}
    docked = {s["sailed_to"]: s["index"] for s in view["ships"] if s.get("sailed_to")}
    arrived = arrivals(view)

    table = (len(players), len(sites["temple"]), over)
    _header(draw, box.header, view, names)
    for site in SITES:
        if site == "market":
            continue  # kept with the market's panel: `_market_part`
        if site in arrived:
            _arrival_tag(draw, getattr(box, site), arrived[site], colours)
        elif site in docked:
            _docked_tag(draw, getattr(box, site), site, docked[site])
    _pyramid(draw, box.pyramid, sites["pyramid"], colours)
    _temple(draw, box.temple, sites["temple"], colours)
    _obelisks(draw, box.obelisks, players, sites["obelisks"], colours, names)
    _burial_chamber(draw, box.burial_chamber, sites["burial_chamber"], colours)
    market = _market_part(draw, box.market, view, names, table)
    _kept_markets.draw(image, [market])
    _ships(draw, box.ships, view["ships"], colours, table)
    for seat, player in enumerate(players):
        _player(draw, box.players[seat], view, player, names[player], colours[player])
    return image


def _labels(players: list[str]) -> dict[str, str]:
    """Names as drawn: as written, or the seat's stand-in when a character has no glyph."""
    return {p: board_name(p, label("seat", n=i + 1)) for i, p in enumerate(players)}


def _since(view: Mapping[str, Any]) -> Mapping[str, Any]:
    since = view.get("since")
    return since if isinstance(since, Mapping) else {}


def _recap_round(since: Mapping[str, Any]) -> int | None:
    """The round the recap is about: the latest one in which a ship sailed or a card was
    taken (a recap may span a round's end)."""
    rounds = [
        int(item["round"]) for item in [*since.get("voyages", []), *since.get("cards_taken", [])]
    ]
    return max(rounds) if rounds else None


def arrivals(view: Mapping[str, Any]) -> dict[str, Mapping[str, Any]]:
    """Site -> the voyage (from the view's recap) of the ship that unloaded there."""
    since = _since(view)
    shown = _recap_round(since)
    return {v["site"]: v for v in since.get("voyages", []) if v["round"] == shown}


def cards_taken(view: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    """The market cards taken in the recap's round, in order."""
    since = _since(view)
    shown = _recap_round(since)
    return [c for c in since.get("cards_taken", []) if c["round"] == shown]


# ---------------------------------------------------------------- static layer


@functools.lru_cache(maxsize=16)
def _static_layer(n_players: int, temple_columns: int, over: bool, locale: str) -> Image.Image:
    """Everything that depends only on the table's shape. Never mutated: callers copy it."""
    box = layout(n_players, over)
    image = canvas((WIDTH, box.height), PAGE, _palette())
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN + 4, HEADER_H / 2), label("title"), 48, GOLD, bold=True, anchor="lm")
    for site in SITES:
        site_box = getattr(box, site)
        hint = label(f"hint.{site}", points=OBELISK_POINTS.get(n_players, ""))
        panel(draw, site_box, SAND, BORDER)
        text(draw, (site_box[0] + 18, site_box[1] + 12), label(f"site.{site}"), 32, INK, bold=True)
        text(draw, (site_box[0] + 18, site_box[1] + 52), hint, 20, INK_SOFT)
    _pyramid_spaces(draw, box.pyramid)
    _temple_bases(draw, box.temple, temple_columns)
    panel(draw, box.ships, WATER, WATER_EDGE)
    for i in range(6):
        y = box.ships[1] + 40 + i * 34
        draw.line((box.ships[0] + 16, y, box.ships[2] - 16, y), fill=WATER_LIGHT, width=2)
    return image


# ---------------------------------------------------------------- stones


def stone(draw: ImageDraw.ImageDraw, bx: Box, colour: str) -> None:
    """A stone in its colour. A board draws a few dozen, of a handful of sizes: each is drawn
    once (per size, colour and sub-pixel offset) and pasted after."""
    x0, y0, x1, y1 = bx
    # moved by even pixels only: Pillow rounds halves to even, and an odd move would flip them
    left, top = math.floor(x0) & ~1, math.floor(y0) & ~1
    sprite, mask = _stone_sprite((x0 - left, y0 - top, x1 - left, y1 - top), colour)
    draw._image.paste(sprite, (left, top), mask)  # Pillow keeps the drawn-on image there


@functools.lru_cache(maxsize=512)
def _stone_sprite(bx: Box, colour: str) -> tuple[Image.Image, Image.Image]:
    """A stone drawn in `bx` (near the origin) in palette indices, and the mask of its pixels.
    Never mutated."""
    size = (math.ceil(bx[2]) + 1, math.ceil(bx[3]) + 1)
    sprite = canvas(size, PAGE, _palette())
    _draw_stone(ImageDraw.Draw(sprite), bx, colour)
    mask = Image.new("L", size, 0)
    width, radius = _stone_shape(bx)
    ImageDraw.Draw(mask).rounded_rectangle(bx, radius=radius, fill=255, outline=255, width=width)
    return sprite, mask


def _stone_shape(bx: Box) -> tuple[int, int]:
    """A stone's outline width and corner radius for its box."""
    side = bx[2] - bx[0]
    return max(2, round(side / 16)), max(3, round(side / 6))


def _draw_stone(draw: ImageDraw.ImageDraw, bx: Box, colour: str) -> None:
    fill, outline = STONE_COLOURS.get(colour, UNKNOWN_STONE)
    x0, y0, x1, y1 = bx
    width, radius = _stone_shape(bx)
    draw.rounded_rectangle(bx, radius=radius, fill=fill, outline=outline, width=width)
    if colour == "black":
        inset = width + 2
        draw.rounded_rectangle(
            (x0 + inset, y0 + inset, x1 - inset, y1 - inset),
            radius=max(2, radius - inset),
            outline=BLACK_BEVEL,
            width=1,
        )


HULL_MARGIN = 4
"""Room around a hull's points for its outline."""


def _hull(draw: ImageDraw.ImageDraw, x0: float, deck_y: float, body_w: float, sailed: bool) -> None:
    """A ship's hull from its bow tip at (`x0`, `deck_y` - 20): drawn once per shape and
    sub-pixel offset, then pasted (an outlined polygon makes Pillow allocate a mask as large
    as the board)."""
    left = (math.floor(x0) & ~1) - HULL_MARGIN  # even moves: see `stone`
    top = (math.floor(deck_y - 20) & ~1) - HULL_MARGIN
    sprite, mask = _hull_sprite(x0 - left, deck_y - top, body_w, sailed)
    draw._image.paste(sprite, (left, top), mask)


@functools.lru_cache(maxsize=64)
def _hull_sprite(
    x0: float, deck_y: float, body_w: float, sailed: bool
) -> tuple[Image.Image, Image.Image]:
    """A hull drawn near the origin in palette indices, and the mask of its pixels."""
    body_x = x0 + BOW
    stern = body_x + body_w
    hull_bottom = deck_y + SLOT + 30
    points = [
        (x0, deck_y - 20),
        (body_x, deck_y - 4),
        (stern, deck_y - 4),
        (stern + 16, deck_y - 16),
        (stern - 6, hull_bottom),
        (body_x + 4, hull_bottom),
    ]
    size = (math.ceil(stern + 16) + HULL_MARGIN + 1, math.ceil(hull_bottom) + HULL_MARGIN + 1)
    fill, edge = (HULL_SAILED, HULL_SAILED_EDGE) if sailed else (HULL, HULL_DARK)
    sprite = canvas(size, PAGE, _palette())
    ImageDraw.Draw(sprite).polygon(points, fill=fill, outline=edge, width=3)
    mask = Image.new("L", size, 0)
    ImageDraw.Draw(mask).polygon(points, fill=255, outline=255, width=3)
    return sprite, mask


def _docked_tag(draw: ImageDraw.ImageDraw, box: Box, site: str, ship_index: int) -> None:
    """The docked ship's tag at the panel's top right, made smaller rather than run into the
    site's title (the pyramid's panel is narrow)."""
    tag = label("ship.here", index=counted(ship_index))
    room = box[2] - box[0] - 18 - text_width(label(f"site.{site}"), 32, bold=True) - 24
    size = 22
    while size > 14 and chip_width(tag, size) > room:
        size -= 2
    chip(draw, (box[2] - 14, box[1] + 14 + (22 - size) // 2), tag, size, WATER, WHITE,
         anchor_right=True)  # fmt: skip


ARRIVAL_STONE = 26
ARRIVAL_STEP = 30


def _arrival_tag(
    draw: ImageDraw.ImageDraw, box: Box, voyage: Mapping[str, Any], colours: dict[str, str]
) -> None:
    """A small ship at the panel's top right: its number and the stones it unloaded here, in
    unloading order (bow first, at the left)."""
    cargo = list(voyage.get("cargo", []))
    name = label("ship", index=counted(voyage["ship"]))
    name_w = text_width(name, 22, bold=True)
    width = 12 + name_w + 10 + len(cargo) * ARRIVAL_STEP + 8
    x1, y0 = box[2] - 14, box[1] + 12
    x0, y1 = x1 - width, y0 + 38
    draw.rounded_rectangle((x0, y0, x1, y1), radius=10, fill=WATER, outline=WATER_EDGE, width=2)
    text(draw, (x0 + 12, (y0 + y1) / 2), name, 22, WHITE, bold=True, anchor="lm")
    x = x0 + 12 + name_w + 10
    top = (y0 + y1 - ARRIVAL_STONE) / 2
    for owner in cargo:
        stone(draw, (x, top, x + ARRIVAL_STONE, top + ARRIVAL_STONE), colours.get(owner, ""))
        x += ARRIVAL_STEP


# ---------------------------------------------------------------- header


def header_text(view: Mapping[str, Any]) -> tuple[str, str, str]:
    """The header's words: the round (the one that just ended when the view's recap ended
    one, as on the image drawn after it), the status, and a detail line (the tie-break)."""
    names = _labels(list(view["players"]))
    ended = _since(view).get("rounds_ended") or []
    rounds = view["rounds"]
    if ended:
        round_text = label("round.done", round=ended[-1], rounds=rounds)
    else:
        round_text = label("round", round=view["round"], rounds=rounds)
    status, _ = _status(view, names)
    return round_text, status, _tie_text(view, names)


def _header(
    draw: ImageDraw.ImageDraw, box: Box, view: dict[str, Any], names: dict[str, str]
) -> None:
    mid_y = (box[1] + box[3]) / 2
    round_text, status, detail = header_text(view)
    round_w = text(draw, (330, mid_y), round_text, 40, HEADER_INK, bold=True, anchor="lm")
    _, player = _status(view, names)
    x_right = box[2] - MARGIN
    status_y = mid_y - 16 if detail else mid_y
    room = x_right - (330 + round_w + 40) - (56 if player is not None else 0)
    width = text(
        draw, (x_right, status_y), status, 36, GOLD, bold=True, anchor="rm", max_width=room
    )
    if detail:
        text(
            draw,
            (x_right, mid_y + 26),
            detail,
            22,
            HEADER_INK,
            anchor="rm",
            max_width=x_right - (330 + round_w + 40),
        )
    if player is not None:
        left = x_right - width - 56
        stone(
            draw, (left, status_y - 21, left + 42, status_y + 21), view["colours"].get(player, "")
        )


def _status(view: Mapping[str, Any], names: dict[str, str]) -> tuple[str, str | None]:
    """The header's status line and the player it is about (for their stone), if one."""
    if view["over"]:
        ranking = view.get("ranking") or []
        first = ranking[0] if ranking else []
        winners = [names.get(p, p) for p in first]
        if len(winners) == 1:
            return label("status.wins", name=winners[0]), first[0]
        if winners:
            return label("status.shared", names=", ".join(winners)), None
        return label("status.over"), None
    for decision in view.get("pending") or []:
        if decision["kind"] == "take_card":
            player = decision["player"]
            return label("status.picks", name=names.get(player, player)), player
    current = view.get("current_player")
    if current is not None:
        name = names.get(current, current)
        if _since(view).get("rounds_ended"):
            return label("status.next_round", round=view["round"], name=name), current
        return label("status.to_play", name=name), current
    return "", None


def _tie_text(view: Mapping[str, Any], names: dict[str, str]) -> str:
    """Why the winner won when the best score was shared, else "". The view's ranking has
    applied the one tie-break (most stones left on the sled), so a winner who shares the best
    score won it on the sled, and a first place shared by several is still tied there."""
    ranking = view.get("ranking") or []
    if not view["over"] or not ranking:
        return ""
    if len(ranking[0]) > 1:
        return label("tie.shared")
    winner = ranking[0][0]
    points = view["scores"].get(winner, 0)
    rivals = [p for group in ranking[1:] for p in group if view["scores"].get(p) == points]
    if not rivals:
        return ""
    return label(
        "tie.sled",
        name=names.get(winner, winner),
        stones=view["sleds"].get(winner, 0),
        other=max(view["sleds"].get(p, 0) for p in rivals),
        points=points,
    )


# ---------------------------------------------------------------- pyramid

PYR_CELL = 60
PYR_LEVEL_GAP = 8


def pyramid_cell(box: Box, level: int, column: int, row: int) -> Box:
    """Levels are drawn stacked like the building: top, 2x2, then the 3x3 base at the bottom."""
    base_w = 3 * PYR_CELL
    centre_x = box[0] + 24 + base_w / 2
    bottom = box[3] - 20
    size = 3 - level
    level_top = {
        0: bottom - 3 * PYR_CELL,
        1: bottom - 5 * PYR_CELL - PYR_LEVEL_GAP,
        2: bottom - 6 * PYR_CELL - 2 * PYR_LEVEL_GAP,
    }[level]
    x = centre_x - size * PYR_CELL / 2 + column * PYR_CELL
    y = level_top + row * PYR_CELL
    return (x, y, x + PYR_CELL, y + PYR_CELL)


def _pyramid_spaces(draw: ImageDraw.ImageDraw, box: Box) -> None:
    for level in range(3):
        cells = [pyramid_cell(box, lv, c, r) for lv, c, r, _ in PYRAMID_SPACES if lv == level]
        x0 = min(c[0] for c in cells) - 6
        y0 = min(c[1] for c in cells) - 6
        x1 = max(c[2] for c in cells) + 6
        y1 = max(c[3] for c in cells) + 6
        draw.rounded_rectangle((x0, y0, x1, y1), radius=6, fill=SAND_DEEP, outline=BORDER, width=2)
    for level, column, row, points in PYRAMID_SPACES:
        cell = pyramid_cell(box, level, column, row)
        inner = (cell[0] + 2, cell[1] + 2, cell[2] - 2, cell[3] - 2)
        draw.rectangle(inner, fill=SAND_DARK, outline=BORDER, width=1)
        text(
            draw,
            ((cell[0] + cell[2]) / 2, (cell[1] + cell[3]) / 2),
            str(points),
            30,
            INK,
            bold=True,
            anchor="mm",
        )
    extra_x = box[0] + 24 + 3 * PYR_CELL + 28
    text(draw, (extra_x, box[1] + 92), label("pyramid.beyond"), 20, INK_SOFT)
    text(draw, (extra_x, box[1] + 116), label("pyramid.beyond_points"), 20, INK_SOFT)


def _pyramid(
    draw: ImageDraw.ImageDraw, box: Box, stones: list[str], colours: dict[str, str]
) -> None:
    for (level, column, row, _), player in zip(PYRAMID_SPACES, stones, strict=False):
        cell = pyramid_cell(box, level, column, row)
        stone(draw, (cell[0] + 5, cell[1] + 5, cell[2] - 5, cell[3] - 5), colours.get(player, ""))
    extra = stones[len(PYRAMID_SPACES) :]
    if not extra:
        return
    x0 = box[0] + 24 + 3 * PYR_CELL + 28
    per_row, size, step = 3, 40, 48
    rows_room = int((box[3] - 20 - (box[1] + 150)) // step)
    shown = extra if len(extra) <= per_row * rows_room else extra[: per_row * rows_room - 1]
    for i, player in enumerate(shown):
        x = x0 + (i % per_row) * step
        y = box[1] + 150 + (i // per_row) * step
        stone(draw, (x, y, x + size, y + size), colours.get(player, ""))
    if len(shown) < len(extra):
        i = len(shown)
        x = x0 + (i % per_row) * step
        y = box[1] + 150 + (i // per_row) * step
        text(
            draw,
            (x + size / 2, y + size / 2),
            f"+{len(extra) - len(shown)}",
            22,
            INK,
            bold=True,
            anchor="mm",
        )


# ---------------------------------------------------------------- temple

TEMPLE_STONE = 56
TEMPLE_STEP = 62


def _temple_columns(box: Box, columns: int) -> list[float]:
    """Left x of each column's stack."""
    inner_w = box[2] - box[0] - 40
    pitch = inner_w / max(columns, 1)
    return [box[0] + 20 + pitch * i + (pitch - TEMPLE_STONE) / 2 for i in range(columns)]


def _temple_bottom(box: Box) -> float:
    return box[3] - 46


def _temple_bases(draw: ImageDraw.ImageDraw, box: Box, columns: int) -> None:
    bottom = _temple_bottom(box)
    draw.rectangle(
        (box[0] + 14, bottom + 6, box[2] - 14, bottom + 30), fill=SAND_DEEP, outline=BORDER, width=2
    )
    for x in _temple_columns(box, columns):
        draw.rectangle(
            (x - 4, bottom - TEMPLE_STONE - 4, x + TEMPLE_STONE + 4, bottom + 4),
            fill=SAND_DARK,
            outline=BORDER,
            width=2,
        )


def _temple(
    draw: ImageDraw.ImageDraw, box: Box, columns: list[list[str]], colours: dict[str, str]
) -> None:
    bottom = _temple_bottom(box)
    room = int((bottom - (box[1] + 90)) // TEMPLE_STEP)
    for x, stack in zip(_temple_columns(box, len(columns)), columns, strict=False):
        hidden = 0 if len(stack) <= room else len(stack) - (room - 1)
        shown = stack[hidden:]
        level = 0
        if hidden:
            text(
                draw,
                (x + TEMPLE_STONE / 2, bottom - TEMPLE_STONE / 2),
                f"+{hidden}",
                26,
                INK,
                bold=True,
                anchor="mm",
            )
            level = 1
        for i, player in enumerate(shown):
            y1 = bottom - (level + i) * TEMPLE_STEP
            cell = (x, y1 - TEMPLE_STONE, x + TEMPLE_STONE, y1)
            if i == len(shown) - 1:
                draw.rounded_rectangle(
                    (cell[0] - 4, cell[1] - 4, cell[2] + 4, cell[3] + 4),
                    radius=12,
                    outline=GOLD,
                    width=4,
                )
            stone(draw, cell, colours.get(player, ""))


# ---------------------------------------------------------------- obelisks


def _obelisks(
    draw: ImageDraw.ImageDraw,
    box: Box,
    players: list[str],
    heights: dict[str, int],
    colours: dict[str, str],
    names: dict[str, str],
) -> None:
    pitch = (box[2] - box[0] - 40) / max(len(players), 1)
    base_y = box[3] - 60
    top_room = box[1] + 130
    for i, player in enumerate(players):
        centre = box[0] + 20 + pitch * (i + 0.5)
        height = int(heights.get(player, 0))
        colour = colours.get(player, "")
        draw.rectangle(
            (centre - 50, base_y, centre + 50, base_y + 14), fill=SAND_DEEP, outline=BORDER, width=2
        )
        label, size = fitted(names[player], 24, pitch - 10, bold=True)
        text(draw, (centre, base_y + 30), label, size, INK, bold=True, anchor="mm")
        slab = min(28.0, (base_y - top_room - 30) / max(height, 1))
        for level in range(height):
            y1 = base_y - level * slab
            half = 34 - 10 * level / max(height, 6)
            stone(draw, (centre - half, y1 - slab + 1, centre + half, y1 - 1), colour)
        top = base_y - height * slab
        if height:
            half = 34 - 10 * (height - 1) / max(height, 6)
            draw.polygon(
                [(centre - half, top), (centre + half, top), (centre, top - 26)],
                fill=GOLD,
                outline=BORDER,
            )
        text(draw, (centre, top - 50), str(height), 34, INK, bold=True, anchor="mm")


# ---------------------------------------------------------------- burial chamber

BURIAL_MIN_COLUMNS = 12


def _burial_chamber(
    draw: ImageDraw.ImageDraw, box: Box, stones: list[str], colours: dict[str, str]
) -> None:
    columns = max(BURIAL_MIN_COLUMNS, math.ceil(len(stones) / 3))
    area_w = box[2] - box[0] - 40
    area_h = box[3] - box[1] - 100
    pitch = min(area_w / columns, area_h / 3)
    x0 = box[0] + 20 + (area_w - pitch * columns) / 2
    y0 = box[1] + 86
    draw.rectangle(
        (x0 - 6, y0 - 6, x0 + pitch * columns + 6, y0 + pitch * 3 + 6),
        fill=SAND_DEEP,
        outline=BORDER,
        width=2,
    )
    for col in range(columns):
        for row in range(3):
            x, y = x0 + col * pitch, y0 + row * pitch
            draw.rectangle((x + 2, y + 2, x + pitch - 2, y + pitch - 2), fill=SAND_DARK)
    inset = max(3, pitch / 12)
    for k, player in enumerate(stones):
        x, y = x0 + (k // 3) * pitch, y0 + (k % 3) * pitch
        stone(
            draw,
            (x + inset, y + inset, x + pitch - inset, y + pitch - inset),
            colours.get(player, ""),
        )


# ---------------------------------------------------------------- market

CARD_W = 148
CARD_H = 164
CAPTION_MIN = 13
"""A card's effect caption shrinks down to this size before it is cut: it is read at full size
only, and a cut word ("stone to Obel…") tells nothing."""


def card(draw: ImageDraw.ImageDraw, bx: Box, name: str) -> None:
    lines = _card_lines(name)
    colour = CARD_COLOURS.get(name, CARD_GREY)
    effect = label(f"effect.{name}") if _known("effect", name) else ""
    draw.rounded_rectangle(bx, radius=12, fill=colour, outline=CARD_EDGE, width=3)
    draw.rounded_rectangle(
        (bx[0] + 7, bx[1] + 7, bx[2] - 7, bx[3] - 7), radius=8, outline=WHITE, width=1
    )
    centre_x = (bx[0] + bx[2]) / 2
    width = bx[2] - bx[0] - 20
    line_h = 34
    top = bx[1] + (bx[3] - bx[1] - 40) / 2 - line_h * (len(lines) - 1) / 2
    for i, line in enumerate(lines):
        text(
            draw,
            (centre_x, top + i * line_h),
            line,
            28,
            WHITE,
            bold=True,
            anchor="mm",
            max_width=width,
        )
    if effect:
        caption, size = fitted(effect, 18, width, min_size=CAPTION_MIN)
        text(draw, (centre_x, bx[3] - 24), caption, size, WHITE, anchor="mm")


TAKE_STONE = 24
TAKE_GAP = 12


def _takes_size(names: list[str], room: float) -> int:
    """The largest chip text size (18 down to 14) at which every card taken fits in `room`."""
    for size in (18, 16, 14):
        width = sum(TAKE_STONE + 6 + chip_width(name, size) + TAKE_GAP for name in names)
        if width <= room:
            return size
    return 14


MARKETS_KEPT = 64
"""Market panels drawn that a renderer thread keeps (about 210 KB each, 13 MB in all): a
game's market changes when a card is taken, and its panel is a sixth of the drawing."""

_kept_markets = KeptParts(MARKETS_KEPT)


def _market_part(
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: dict[str, Any],
    names: dict[str, str],
    table: tuple[int, int, bool],
) -> Part:
    """The market's panel with its ship's tag (`rendering.kept_parts`), keyed by all they read:
    the cards shown, the deck and discards, the cards taken (by whose colour), who picks, and
    the ship that unloaded or is docked there."""
    colours = {p: view["colours"].get(p, "") for p in view["players"]}
    voyage = arrivals(view).get("market")
    docked = {s["sailed_to"]: s["index"] for s in view["ships"] if s.get("sailed_to")}.get("market")
    market = view["sites"]["market"]
    key = (
        table,
        _locale.get(),
        repr(market.get("display", [])),
        view["deck_size"],
        view["discard_size"],
        tuple((view["colours"].get(c["player"], ""), c["card"]) for c in cards_taken(view)),
        tuple(names.get(p, p) for p in market.get("picks", [])),
        None
        if voyage is None
        else (voyage["ship"], tuple(colours.get(o, "") for o in voyage.get("cargo", []))),
        None if voyage is not None else docked,
    )

    def drawing() -> None:
        if voyage is not None:
            _arrival_tag(draw, box, voyage, colours)
        elif docked is not None:
            _docked_tag(draw, box, "market", docked)
        _market(draw, box, view, names)

    return Part(key, (int(box[0]), int(box[1]), int(box[2]), int(box[3])), drawing)


def _market(
    draw: ImageDraw.ImageDraw, box: Box, view: dict[str, Any], names: dict[str, str]
) -> None:
    market = view["sites"]["market"]
    display: list[str] = market.get("display", [])
    y = box[1] + 86
    slots = max(4, len(display))
    pitch = min(CARD_W + 16, (box[2] - box[0] - 40) / slots)
    width = min(CARD_W, pitch - 10)
    for i in range(slots):
        x = box[0] + 20 + i * pitch
        slot = (x, y, x + width, y + CARD_H)
        if i < len(display):
            card(draw, slot, display[i])
        else:
            draw.rounded_rectangle(slot, radius=12, outline=SAND_DEEP, width=3)
    deck = label("market.deck", deck=view["deck_size"], discards=view["discard_size"])
    text(draw, (box[2] - 18, box[1] + 62), deck, 20, INK, anchor="rm")
    colours = view["colours"]
    x, mid_y, right = box[0] + 20, box[3] - 24, box[2] - 18
    taken = [
        (pick["player"], pick["card"], _card_short(pick["card"])) for pick in cards_taken(view)
    ]
    if taken:
        x += text(draw, (x, mid_y), label("market.taken"), 20, INK, bold=True, anchor="lm") + 10
        size = _takes_size([name for _, _, name in taken], right - x)
        for player, card_name, name in taken:
            if x + TAKE_STONE + 6 + chip_width(name, size) > right:
                break
            half = TAKE_STONE / 2
            stone(draw, (x, mid_y - half, x + TAKE_STONE, mid_y + half), colours.get(player, ""))
            x += TAKE_STONE + 6
            colour = CARD_COLOURS.get(card_name, CARD_GREY)
            x += chip(draw, (x, mid_y - size * 0.75), name, size, colour, WHITE) + TAKE_GAP
    picks = [names.get(p, p) for p in market.get("picks", [])]
    if picks and x < right - 60:
        to_pick = label("market.to_pick", names=", ".join(picks))
        text(draw, (x, mid_y), to_pick, 20, INK, bold=True, anchor="lm", max_width=right - x)


# ---------------------------------------------------------------- ships

SLOT = 58
SLOT_GAP = 8
BOW = 46


SHIPS_KEPT = 256
"""Ships drawn that a renderer thread keeps (about 95 KB each, 24 MB in all): a move changes
one ship at most, so a game's next board finds its other ships drawn, even with the boards of a
few dozen other games drawn in between."""

_kept_ships = KeptParts(SHIPS_KEPT)


def _ships(
    draw: ImageDraw.ImageDraw,
    box: Box,
    ships: list[dict[str, Any]],
    colours: dict[str, str],
    table: tuple[int, int, bool],
) -> None:
    """The ships, each drawn in its area, or pasted as drawn on an earlier board when it shows
    the same (`rendering.kept_parts`): its words, numbers and the colours of its stones. Only
    the static layer (`table`, its shape) is under the ships when they are drawn."""
    count = max(len(ships), 4)
    pitch = (box[2] - box[0] - 20) / count
    areas = [
        (box[0] + 10 + i * pitch, box[1], box[0] + 10 + (i + 1) * pitch, box[3])
        for i in range(len(ships))
    ]
    if any(edge != int(edge) for area in areas for edge in area):  # only whole pixels are kept
        for area, ship in zip(areas, ships, strict=True):
            _ship(draw, area, ship, colours)
        return
    parts = [
        Part(
            (table, _locale.get(), area, _ship_key(ship, colours)),
            (int(area[0]), int(area[1]), int(area[2]), int(area[3])),
            functools.partial(_ship, draw, area, ship, colours),
        )
        for area, ship in zip(areas, ships, strict=True)
    ]
    _kept_ships.draw(draw._image, parts)  # Pillow keeps the image an ImageDraw draws on here


def _ship_key(ship: Mapping[str, Any], colours: dict[str, str]) -> tuple[Any, ...]:
    """All that `_ship` reads: the ship's fields, with the colours of the players on it."""
    slots = tuple(None if p is None else colours.get(p, "") for p in ship.get("slots", []))
    return (tuple(sorted((k, repr(v)) for k, v in ship.items() if k != "slots")), slots)


def _ship(
    draw: ImageDraw.ImageDraw, area: Box, ship: dict[str, Any], colours: dict[str, str]
) -> None:
    sailed = ship.get("sailed_to")
    size = int(ship["size"])
    x0 = area[0] + 14
    title = label("ship", index=counted(ship["index"]))
    title_w = text(draw, (x0, area[1] + 16), title, 32, WHITE, bold=True)
    loaded = sum(1 for player in ship.get("slots", []) if player is not None)
    if not sailed and loaded >= int(ship["min_load"]):
        chip(draw, (x0 + title_w + 14, area[1] + 20), label("ship.can_sail"), 20, CAN_SAIL, WHITE)
    load = label("ship.slots" if size != 1 else "ship.slot", size=size, min_load=ship["min_load"])
    text(draw, (x0, area[1] + 58), load, 20, WATER_INK, max_width=area[2] - x0 - 10)
    deck_y = area[1] + 110
    body_x = x0 + BOW
    body_w = size * (SLOT + SLOT_GAP) + SLOT_GAP
    hull_edge = HULL_SAILED_EDGE if sailed else HULL_DARK
    hull_bottom = deck_y + SLOT + 30
    _hull(draw, x0, deck_y, body_w, bool(sailed))
    for k in range(size):
        sx = body_x + SLOT_GAP + k * (SLOT + SLOT_GAP)
        slot_box = (sx, deck_y + 4, sx + SLOT, deck_y + 4 + SLOT)
        draw.rectangle(
            slot_box, fill=SAND_DARK if not sailed else SLOT_SAILED, outline=hull_edge, width=2
        )
        slots = ship.get("slots", [])
        player = slots[k] if k < len(slots) else None
        if player is not None:
            stone(
                draw,
                (sx + 5, slot_box[1] + 5, sx + SLOT - 5, slot_box[3] - 5),
                colours.get(player, ""),
            )
        elif not sailed:
            text(
                draw,
                (sx + SLOT / 2, slot_box[1] + SLOT / 2),
                str(counted(k)),
                28,
                SLOT_NUMBER,
                bold=True,
                anchor="mm",
            )
        number = str(counted(k))
        text(draw, (sx + SLOT / 2, hull_bottom - 13), number, 22, WHITE, bold=True, anchor="mm")
    if sailed:
        site = label(f"site.{sailed}") if _known("site", sailed) else str(sailed)
        chip(draw, (x0, hull_bottom + 12), label("ship.sailed", site=site), 22, GOLD, INK)
    else:
        text(draw, (x0, hull_bottom + 18), label("ship.bow", slot=counted(0)), 18, WATER_INK)


# ---------------------------------------------------------------- players


def _player(
    draw: ImageDraw.ImageDraw,
    box: Box,
    view: dict[str, Any],
    player: str,
    name: str,
    colour: str,
) -> None:
    kinds = [d["kind"] for d in view.get("pending", []) if d["player"] == player]
    active = bool(kinds)
    panel(draw, box, SAND, GOLD if active else BORDER, width=7 if active else 3)
    x0, y0, x1 = box[0] + 18, box[1] + 16, box[2] - 18
    stone(draw, (x0, y0 + 2, x0 + 40, y0 + 42), colour)
    score = str(view["scores"].get(player, 0))
    score_w = text(draw, (x1, y0 + 22), score, 52, INK, bold=True, anchor="rm")
    text(
        draw,
        (x0 + 52, y0 + 22),
        name,
        34,
        INK,
        bold=True,
        anchor="lm",
        max_width=x1 - x0 - 70 - score_w,
    )
    shown_colour = label(f"colour.{colour}") if _known("colour", colour) else colour
    colour_w = text(draw, (x0 + 52, y0 + 60), shown_colour, 20, INK_SOFT, anchor="lm")
    text(draw, (x1, y0 + 60), label("player.points"), 18, INK_SOFT, anchor="rm")
    status, first = _player_status(view, player, kinds, view.get("ranking") or [])
    if status:
        highlight = active or first
        chip(draw, (x0 + 64 + colour_w, y0 + 45), status, 20, GOLD if highlight else SAND_DEEP, INK)
    _sled(draw, (x0, y0 + 86), x1, int(view["sleds"].get(player, 0)), colour)
    quarry = int(view["quarries"].get(player, 0))
    text(
        draw, (x0, y0 + 164), label("player.quarry", count=quarry), 24, INK, bold=True, anchor="lm"
    )
    _held_cards(draw, (x0, y0 + 180, x1, box[3] - 12), view["cards"].get(player, []), view, player)


def _player_status(
    view: dict[str, Any], player: str, kinds: list[str], ranking: list[list[str]]
) -> tuple[str, bool]:
    """The chip next to a player's colour, and whether it names first place."""
    if view["over"]:
        place = 0
        for group in ranking:
            if player in group:
                shown = label(f"place.{min(place, 3) + 1}")
                if len(group) > 1:
                    shown = label("player.tie", place=shown)
                return shown, place == 0
            place += len(group)
        return "", False
    if "take_card" in kinds:
        return label("player.picks"), False
    if "turn" in kinds:
        return label("player.to_play"), False
    return "", False


def _sled(
    draw: ImageDraw.ImageDraw, xy: tuple[float, float], right: float, count: int, colour: str
) -> None:
    """The supply sled: its word, then its 5 places, as wide as the word leaves room for (the
    rulebook's "tassello stoccaggio" is written "Stoccaggio", longer than "Sled")."""
    x, y = xy
    word, size = fitted(label("player.sled"), 24, (right - x) * 0.4, bold=True, min_size=18)
    width = text(draw, (x, y + 22), word, size, INK, bold=True, anchor="lm")
    sx = x + max(66, width + 12)
    pitch = min(46, (right - sx - 6) / 5)
    cell_size = pitch - 6
    top = y + 22 - cell_size / 2
    draw.rounded_rectangle(
        (sx - 6, top - 6, sx + 5 * pitch, top + cell_size + 6),
        radius=8,
        fill=SAND_DEEP,
        outline=BORDER,
        width=2,
    )
    for k in range(5):
        cell = (sx + k * pitch, top, sx + k * pitch + cell_size, top + cell_size)
        if k < count:
            stone(draw, cell, colour)
        else:
            draw.rounded_rectangle(cell, radius=7, outline=SAND_DARK, width=2)


def _held_cards(
    draw: ImageDraw.ImageDraw, area: Box, cards: list[str], view: dict[str, Any], player: str
) -> None:
    x0, y0, x1, y1 = area
    if view["over"]:
        _breakdown(draw, (x0, y0, x1, y1), view["breakdown"].get(player, {}))
        y0 += _breakdown_height(view["breakdown"].get(player, {}), x1 - x0)
    if not cards:
        text(draw, (x0, y0 + 22), label("player.no_cards"), 20, INK_SOFT, anchor="lm")
        return
    x, y = x0, y0 + 6
    for name, count in sorted(Counter(cards).items(), key=lambda item: _card_order(item[0])):
        colour = CARD_COLOURS.get(name, CARD_GREY)
        shown = _card_short(name)
        if count > 1:
            shown += f" x{count}"
        width = chip_width(shown, 20)
        if x + width > x1 and x > x0:
            x, y = x0, y + 38
        if y + 32 > y1:
            return
        chip(draw, (x, y), shown, 20, colour, WHITE)
        x += width + 8


def _card_order(name: str) -> int:
    order = list(CARD_COLOURS)
    return order.index(name) if name in order else len(order)


BREAKDOWN_LINE = 26


def _breakdown_lines(breakdown: dict[str, int], width: float) -> list[str]:
    """The non-zero sources of a final score, wrapped to `width`."""
    parts = [f"{_source_label(k)} {v}" for k, v in breakdown.items() if v]
    lines: list[str] = []
    line = ""
    for part in parts:
        candidate = f"{line} \u00b7 {part}" if line else part
        if line and text_width(candidate, 20) > width:
            lines.append(line)
            line = part
        else:
            line = candidate
    if line:
        lines.append(line)
    return lines


def _source_label(source: str) -> str:
    if _known("source", source):
        return label(f"source.{source}")
    return source.replace("_", " ").capitalize()


def _breakdown_height(breakdown: dict[str, int], width: float) -> float:
    return len(_breakdown_lines(breakdown, width)) * BREAKDOWN_LINE + 10


def _breakdown(draw: ImageDraw.ImageDraw, area: Box, breakdown: dict[str, int]) -> None:
    for i, line in enumerate(_breakdown_lines(breakdown, area[2] - area[0])):
        text(draw, (area[0], area[1] + 14 + i * BREAKDOWN_LINE), line, 20, INK, anchor="lm")
