"""The Imhotep legend: stones, ships, market cards and the board's marks, drawn by the board's
own functions (`rendering.imhotep`) in the reader's words.

The board draws its words in the locale of the image being drawn (a context variable), so the
legend sets it the same way while it draws. Names on the samples come from the board's label
table; what only the legend says is in `LEGEND`, in the same languages.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from PIL import ImageDraw

from rendering.draw import Box, chip, chip_width
from rendering.imhotep import (
    BORDER,
    CARD_COLOURS,
    CARD_H,
    CARD_W,
    GOLD,
    INK,
    PAGE,
    SAND,
    STONE_COLOURS,
    WATER,
    WATER_EDGE,
    WHITE,
    _arrival_tag,
    _locale,
    _ship,
    _sled,
    card,
    label,
    stone,
)
from rendering.legend import Entry, Section, Style, Symbol, legend_png

LEGEND: dict[str, dict[str, str]] = {
    "en": {
        "title": "Imhotep: the board's symbols",
        "section.stones": "Stones",
        "section.ships": "Ships",
        "section.cards": "Market cards",
        "section.marks": "Marks",
        "stone": "a stone of the {colour} player",
        "stone.top": "on top of a temple column: 1 point at the end of each round",
        "sled": "your sled: the stones you can place (up to 5)",
        "ship.waiting": "a ship in port: its slots, the bow is slot 1; it may sail once "
        "it carries the stones it says",
        "ship.sailed": "a ship that sailed this round, and where to",
        "ship.here": "on a site: the ship that docked there this round",
        "ship.arrived": "the stones a ship just unloaded here, bow first",
        "card.red": "red: its effect happens at once",
        "card.green": "green decoration: points at the end of the game",
        "card.violet": "violet statue: points at the end of the game",
        "card.blue": "blue: play it on a later turn, in place of an action",
        "card.held": "a card a player holds (x2: two of them)",
        "mark.to_play": "the player whose turn it is",
        "mark.picks": "a player who must take a market card now",
    },
    "it": {
        "title": "Imhotep: i simboli del tabellone",
        "section.stones": "Pietre",
        "section.ships": "Barche",
        "section.cards": "Carte mercato",
        "section.marks": "Segni",
        "stone": "una pietra del giocatore {colour}",
        "stone.top": "in cima a una colonna del tempio: 1 punto alla fine di ogni giro",
        "sled": "il tuo tassello stoccaggio: le pietre che puoi piazzare (al massimo 5)",
        "ship.waiting": "una barca in porto: le sue caselle, la prua è la casella 1; può "
        "salpare quando porta le pietre indicate",
        "ship.sailed": "una barca condotta in questo giro, e dove",
        "ship.here": "su un luogo: la barca arrivata lì in questo giro",
        "ship.arrived": "le pietre appena scaricate qui da una barca, dalla prua",
        "card.red": "rossa: ha effetto immediato",
        "card.green": "verde, decorazione: punti alla fine della partita",
        "card.violet": "viola, statua: punti alla fine della partita",
        "card.blue": "blu: giocala in un turno successivo, al posto di un'azione",
        "card.held": "una carta in mano a un giocatore (x2: due uguali)",
        "mark.to_play": "il giocatore di turno",
        "mark.picks": "un giocatore che deve prendere ora una carta mercato",
    },
}
"""What only the legend says, per language (the symbols' own names are the board's labels)."""

STYLE = Style(page=PAGE, title=GOLD, panel=SAND, border=BORDER, ink=INK)
COLOURS = {"black": "a", "white": "b", "brown": "c", "gray": "d"}
"""Each stone colour with a stand-in player, for the board's functions that take players."""
SHIP_W, SHIP_H = 290, 250
LEGEND_CARD_W = CARD_W + 32
"""A card a little wider than on the board, so its effect line is whole."""


@contextmanager
def _speaking(language: str) -> Iterator[None]:
    """The board's words in `language` while the legend draws (as `imhotep.board_image` does)."""
    token = _locale.set(language)
    try:
        yield
    finally:
        _locale.reset(token)


def _stone(colour: str, ring: bool = False) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        if ring:
            draw.rounded_rectangle(box, radius=12, outline=GOLD, width=4)
            box = (box[0] + 4, box[1] + 4, box[2] - 4, box[3] - 4)
        stone(draw, box, colour)

    size = 52 if ring else 44
    return Symbol(size, size, paint)


def _sled_symbol() -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        _sled(draw, (box[0], box[1] + 4), box[2], 3, "brown")

    return Symbol(300, 54, paint)


def _ship_symbol(ship: dict[str, Any]) -> Symbol:
    """A ship on its water, drawn by the board's ship code."""

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rounded_rectangle(box, radius=12, fill=WATER, outline=WATER_EDGE, width=2)
        _ship(draw, box, ship, {v: k for k, v in COLOURS.items()})

    return Symbol(SHIP_W, SHIP_H, paint)


def _arrival() -> Symbol:
    voyage = {"ship": 2, "cargo": [COLOURS["gray"], COLOURS["black"]]}

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        _arrival_tag(draw, box, voyage, {v: k for k, v in COLOURS.items()})

    return Symbol(230, 62, paint)


def _chip(content: str, fill: str, ink: str = INK) -> Symbol:
    width = chip_width(content, 22)

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        chip(draw, (box[0], box[1]), content, 22, fill, ink)

    return Symbol(width, 33, paint)


def _card(name: str) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        card(draw, box, name)

    return Symbol(LEGEND_CARD_W, CARD_H, paint)


def sections(language: str) -> list[Section]:
    """The legend's sections in `language` (the symbols are painted later, so `render_legend`
    draws them within `_speaking` too)."""
    with _speaking(language):
        return _sections(language)


def _sections(language: str) -> list[Section]:
    say = LEGEND.get(language, LEGEND["en"])
    stones = [
        Entry(_stone(colour), say["stone"].format(colour=label(f"colour.{colour}")))
        for colour in STONE_COLOURS
    ]
    stones.append(Entry(_stone("white", ring=True), say["stone.top"]))
    waiting = {"index": 1, "size": 2, "min_load": 1, "slots": [COLOURS["black"], None]}
    sailed = {"index": 3, "size": 1, "min_load": 1, "slots": [None], "sailed_to": "temple"}
    ships = [
        Entry(_ship_symbol(waiting), say["ship.waiting"]),
        Entry(_ship_symbol(sailed), say["ship.sailed"]),
        Entry(_chip(label("ship.here", index=2), WATER, WHITE), say["ship.here"]),
        Entry(_arrival(), say["ship.arrived"]),
    ]
    cards = [
        Entry(_card("entrance"), say["card.red"]),
        Entry(_card("decoration_temple"), say["card.green"]),
        Entry(_card("statue"), say["card.violet"]),
        Entry(_card("hammer"), say["card.blue"]),
    ]
    held = f"{label('short.statue')} x2"
    marks = [
        Entry(_sled_symbol(), say["sled"]),
        Entry(_chip(held, CARD_COLOURS["statue"], WHITE), say["card.held"]),
        Entry(_chip(label("player.to_play"), GOLD), say["mark.to_play"]),
        Entry(_chip(label("player.picks"), GOLD), say["mark.picks"]),
    ]
    return [
        Section(say["section.stones"], tuple(stones)),
        Section(say["section.ships"], tuple(ships), columns=1),
        Section(say["section.cards"], tuple(cards)),
        Section(say["section.marks"], tuple(marks), columns=1),
    ]


def render_legend(language: str = "en") -> bytes:
    """PNG bytes of the legend in `language` ("en", "it"; English for any other)."""
    with _speaking(language):
        say = LEGEND.get(language, LEGEND["en"])
        return legend_png(say["title"], sections(language), STYLE)
