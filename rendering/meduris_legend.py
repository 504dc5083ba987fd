"""The Meduris legend: materials, pieces, bonus tokens, rune stones and the die, drawn by the
board's own functions (`rendering.meduris`) with the board's words (`LABELS`, `LABELS_IT`) and,
for what only the legend says, `LEGEND` here in the same languages.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PIL import ImageDraw

from rendering.draw import Box, chip, chip_width
from rendering.legend import Entry, Section, Style, Symbol, legend_png
from rendering.meduris import (
    BORDER,
    DRUID_PIECE,
    GOLD,
    INK,
    LABELS,
    LABELS_IT,
    MATERIALS,
    OUTLINE,
    PAGE,
    PARCHMENT,
    PLAYER_COLOURS,
    SETTLEMENT,
    WHITE,
    Table,
    _die,
    _temple_shape,
    _token,
    druid_figure,
    hut_shape,
    material_icon,
    meeple,
    rune_stone,
)

LEGEND: dict[str, dict[str, str]] = {
    "en": {
        "title": "Meduris: the board's symbols",
        "section.materials": "Materials",
        "section.pieces": "Pieces",
        "section.ring": "On the ring",
        "section.die": "The die",
        "worker": "a worker, in its player's colour, on a highland of the mountain",
        "hut": "a hut",
        "temple": "a temple",
        "settlement": "huts side by side: one settlement",
        "druid": "the druid",
        "rune_free": "a district's rune stone that nobody holds yet",
        "rune_held": "a rune stone held by the player of its colour",
        "token_points": "bonus token «{word}»: a hut built here scores 2 points",
        "token_free_hut": "bonus token «{word}»: a hut built here costs nothing",
        "token_druid": "bonus token «{word}»: a hut built here keeps it for a later offering",
        "supply_empty": "no more of this material in the supply",
        "die_material": "the workers on that highland produce",
        "die_any": "each player takes a material of their choice",
        "die_return": "each player gives a material back",
    },
    "it": {
        "title": "Meduris: i simboli del tabellone",
        "section.materials": "Materiali",
        "section.pieces": "Pezzi",
        "section.ring": "Sul tabellone",
        "section.die": "Il dado",
        "worker": "un lavoratore, nel colore del suo giocatore, su un altopiano della montagna",
        "hut": "una capanna",
        "temple": "un tempio",
        "settlement": "capanne vicine: un insediamento",
        "druid": "il druido",
        "rune_free": "la pietra runica di un territorio, ancora di nessuno",
        "rune_held": "una pietra runica del giocatore del suo colore",
        "token_points": "gettone bonus «{word}»: una capanna costruita qui vale 2 punti",
        "token_free_hut": "gettone bonus «{word}»: una capanna costruita qui non costa nulla",
        "token_druid": "gettone bonus «{word}»: la capanna costruita qui lo tiene per un "
        "dono al druido",
        "supply_empty": "la riserva di questo materiale è finita",
        "die_material": "producono i lavoratori su quell'altopiano",
        "die_any": "ogni giocatore prende un materiale a scelta",
        "die_return": "ogni giocatore restituisce un materiale",
    },
}
"""What only the legend says, per language (the symbols' own names are the board's labels)."""

BOARD_LABELS: dict[str, Mapping[str, str]] = {"it": LABELS_IT}
STYLE = Style(page=PAGE, title=GOLD, panel=PARCHMENT, border=BORDER, ink=INK)
PURPLE = PLAYER_COLOURS["purple"]
BLUE = PLAYER_COLOURS["blue"]


Shape = Callable[[ImageDraw.ImageDraw, Box, str, str], None]


def _shape(shape: Shape, width: float, height: float) -> Symbol:
    """A symbol painted by one of the board's shape functions, in a player's colours."""

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        shape(draw, box, *PURPLE)

    return Symbol(width, height, paint)


def _material(material: str) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        material_icon(draw, box, material)

    return Symbol(40, 40, paint)


def _settlement() -> Symbol:
    """Two huts joined by the band the board draws under a settlement."""

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        a = (box[0] + 28, box[1] + 30)
        b = (box[2] - 28, box[1] + 30)
        draw.line((*a, *b), fill=SETTLEMENT, width=16)
        for cx, cy in (a, b):
            draw.ellipse((cx - 8, cy - 8, cx + 8, cy + 8), fill=SETTLEMENT)
            hut_shape(draw, (cx - 28, cy - 28, cx + 28, cy + 26), *BLUE)

    return Symbol(130, 58, paint)


def _druid() -> Symbol:
    """The druid's piece as the board places it."""

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        x, y = (box[0] + box[2]) / 2, (box[1] + box[3]) / 2
        draw.ellipse((x - 28, y - 28, x + 28, y + 28), fill=DRUID_PIECE, outline=WHITE, width=3)
        druid_figure(draw, (x - 18, y - 22, x + 18, y + 22))

    return Symbol(58, 58, paint)


def _rune(colours: tuple[str, str] | None) -> Symbol:
    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        rune_stone(draw, ((box[0] + box[2]) / 2, (box[1] + box[3]) / 2), 4, colours)

    return Symbol(36, 34, paint)


def _bonus(token: str, table: Table) -> Symbol:
    height = 76 if token in ("druid", "free_hut") else 56

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        _token(draw, ((box[0] + box[2]) / 2, box[1] + 28), token, table, small=False)

    return Symbol(56, height, paint)


def _chip(content: str) -> Symbol:
    width = chip_width(content, 18)

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        chip(draw, (box[0], box[1]), content, 18, OUTLINE, WHITE)

    return Symbol(width, 27, paint)


def _die_face(face: str, table: Table) -> Symbol:
    """The die as the board draws it, with its name under it on the board's dark ground."""

    def paint(draw: ImageDraw.ImageDraw, box: Box) -> None:
        draw.rounded_rectangle(box, radius=12, fill=PAGE)
        _die(draw, (box[0] + 10, box[1] + 10, box[2] - 16, box[1] + 110), face, table)

    return Symbol(150, 150, paint)


def sections(language: str) -> list[Section]:
    """The legend's sections in `language` ("en", "it"; English for any other)."""
    table = Table({**LABELS, **BOARD_LABELS.get(language, {})}, {}, {})
    say = LEGEND.get(language, LEGEND["en"])
    materials = [Entry(_material(m), table.say(m)) for m in MATERIALS]
    pieces = [
        Entry(_shape(meeple, 44, 50), say["worker"]),
        Entry(_shape(hut_shape, 56, 54), say["hut"]),
        Entry(_shape(_temple_shape, 80, 58), say["temple"]),
        Entry(_settlement(), say["settlement"]),
        Entry(_druid(), say["druid"]),
    ]
    ring = [
        Entry(_rune(None), say["rune_free"]),
        Entry(_rune(PURPLE), say["rune_held"]),
        *(
            Entry(_bonus(t, table), say[f"token_{t}"].format(word=table.say(f"token_{t}")))
            for t in ("points", "free_hut", "druid")
        ),
        Entry(_chip(table.say("supply_empty")), say["supply_empty"]),
    ]
    die = [
        Entry(_die_face("copper", table), say["die_material"]),
        Entry(_die_face("any", table), say["die_any"]),
        Entry(_die_face("return", table), say["die_return"]),
    ]
    return [
        Section(say["section.materials"], tuple(materials)),
        Section(say["section.pieces"], tuple(pieces), columns=1),
        Section(say["section.ring"], tuple(ring), columns=1),
        Section(say["section.die"], tuple(die), columns=1),
    ]


def render_legend(language: str = "en") -> bytes:
    """PNG bytes of the legend in `language`."""
    say = LEGEND.get(language, LEGEND["en"])
    return legend_png(say["title"], sections(language), STYLE)
