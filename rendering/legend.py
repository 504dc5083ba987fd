"""A board's legend: each symbol drawn by the game's own renderer, its name beside it.

A game's legend module (`rendering/<game>_legend.py`) lists sections of entries, each a symbol
painted with the board's drawing code and its name in the reader's words; this module lays them
out in panels of one or two columns and encodes the page. The page is narrower than a board
(1000 px) and its words larger, so the names stay readable at Discord's inline width (550 px).
"""

from __future__ import annotations

import io
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering.draw import Box, Colour, panel, text, text_width

WIDTH = 1000
MARGIN = 20
PAD = 18
TITLE_SIZE = 40
HEAD_SIZE = 30
LABEL_SIZE = 26
LINE_H = 32
ROW_GAP = 12
COLUMN_GAP = 24
SYMBOL_GAP = 16

Paint = Callable[[ImageDraw.ImageDraw, Box], None]


@dataclass(frozen=True)
class Symbol:
    """A sample as the board draws it, painted inside a box of its size."""

    width: float
    height: float
    paint: Paint


@dataclass(frozen=True)
class Entry:
    symbol: Symbol
    label: str


@dataclass(frozen=True)
class Section:
    title: str
    entries: tuple[Entry, ...]
    columns: int = 2


@dataclass(frozen=True)
class Style:
    """The board's colours, so the legend looks like the page it explains."""

    page: Colour
    title: Colour
    panel: Colour
    border: Colour
    ink: Colour


def wrap(line: str, size: int, max_width: float) -> list[str]:
    """The words of `line` in as few lines as fit `max_width`; a longer word keeps its line."""
    out: list[str] = []
    for word in line.split():
        if out and text_width(out[-1] + " " + word, size) <= max_width:
            out[-1] += " " + word
        else:
            out.append(word)
    return out or [line]


@dataclass(frozen=True)
class Row:
    cells: tuple[tuple[Entry, list[str]], ...]
    """Each entry with its label cut into lines."""
    height: float


@dataclass(frozen=True)
class Laid:
    """A section laid out: the widths of its symbol and label columns, and its rows."""

    symbol_w: float
    label_w: float
    rows: tuple[Row, ...]


def layout(section: Section, inner: float = WIDTH - 2 * MARGIN - 2 * PAD) -> Laid:
    """The section's entries row by row, left to right, in `inner` px (a panel's inside)."""
    columns = max(1, section.columns)
    column_w = (inner - COLUMN_GAP * (columns - 1)) / columns
    symbol_w = min(max(e.symbol.width for e in section.entries), column_w * 0.6)
    label_w = column_w - symbol_w - SYMBOL_GAP
    rows: list[Row] = []
    for start in range(0, len(section.entries), columns):
        cells = tuple(
            (entry, wrap(entry.label, LABEL_SIZE, label_w))
            for entry in section.entries[start : start + columns]
        )
        height = max(max(e.symbol.height, len(lines) * LINE_H) for e, lines in cells)
        rows.append(Row(cells, height))
    return Laid(symbol_w, label_w, tuple(rows))


def _section_height(rows: Sequence[Row]) -> float:
    return PAD + HEAD_SIZE + ROW_GAP + sum(r.height + ROW_GAP for r in rows) + PAD - ROW_GAP


def legend_image(title: str, sections: Sequence[Section], style: Style) -> Image.Image:
    """The legend page: the title, then one panel per section."""
    inner = WIDTH - 2 * MARGIN - 2 * PAD
    laid = [(s, layout(s, inner)) for s in sections if s.entries]
    height = MARGIN + TITLE_SIZE + MARGIN
    height += sum(_section_height(done.rows) + MARGIN for _, done in laid)
    image = Image.new("RGB", (WIDTH, round(height)), style.page)
    draw = ImageDraw.Draw(image)
    text(draw, (MARGIN, MARGIN), title, TITLE_SIZE, style.title, bold=True, max_width=WIDTH)
    y = MARGIN + TITLE_SIZE + MARGIN
    for section, done in laid:
        bottom = y + _section_height(done.rows)
        panel(draw, (MARGIN, y, WIDTH - MARGIN, bottom), style.panel, style.border)
        text(draw, (MARGIN + PAD, y + PAD), section.title, HEAD_SIZE, style.ink, bold=True)
        _rows(draw, section, done, y + PAD + HEAD_SIZE + ROW_GAP, inner, style)
        y = bottom + MARGIN
    return image


def _rows(
    draw: ImageDraw.ImageDraw,
    section: Section,
    done: Laid,
    top: float,
    inner: float,
    style: Style,
) -> None:
    columns = max(1, section.columns)
    column_w = (inner - COLUMN_GAP * (columns - 1)) / columns
    symbol_w = done.symbol_w
    for row in done.rows:
        middle = top + row.height / 2
        for k, (entry, lines) in enumerate(row.cells):
            left = MARGIN + PAD + k * (column_w + COLUMN_GAP)
            symbol = entry.symbol
            sx = left + (symbol_w - min(symbol.width, symbol_w)) / 2
            sy = middle - symbol.height / 2
            symbol.paint(draw, (sx, sy, sx + symbol.width, sy + symbol.height))
            label_x = left + symbol_w + SYMBOL_GAP
            first = middle - LINE_H * (len(lines) - 1) / 2
            for n, line in enumerate(lines):
                text(draw, (label_x, first + n * LINE_H), line, LABEL_SIZE, style.ink, anchor="lm")
        top += row.height + ROW_GAP


def legend_png(title: str, sections: Sequence[Section], style: Style) -> bytes:
    """The page as a 256-colour PNG: a legend has few colours, and an adaptive palette keeps
    it a third of the size of the RGB file for a tenth of the time `optimize` takes."""
    image = legend_image(title, sections, style)
    paletted = image.quantize(256, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, "PNG", compress_level=6)
    return out.getvalue()
