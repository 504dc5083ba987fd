"""A small chart of ratings over time: one line per series, game by game.

Pure: the caller passes the words (title, axis labels) in the reader's language and the points
as plain numbers; the chart draws them with the bundled fonts and returns PNG bytes. The x axis
counts rated games (1, 2, 3…), not dates: play-by-post games end weeks apart, and a rating only
moves when a game ends.
"""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from rendering.draw import text, text_width
from rendering.names import board_name

WIDTH, HEIGHT = 800, 400
MARGIN_LEFT, MARGIN_RIGHT, MARGIN_TOP, MARGIN_BOTTOM = 70, 24, 56, 56
BACKGROUND = (250, 248, 242)
AXIS = (90, 90, 90)
GRID = (222, 218, 208)
INK = (30, 30, 30)
LINE_COLOURS = [(36, 99, 176), (196, 78, 32), (46, 140, 70), (140, 60, 160), (180, 140, 20)]
"""One colour per series, in order (a chart shows at most this many lines)."""
TITLE_SIZE, LABEL_SIZE, TICK_SIZE = 22, 16, 14


@dataclass(frozen=True)
class Series:
    label: str
    values: Sequence[float]
    """The rating after each rated game, oldest first."""


def _ticks(low: float, high: float, count: int = 5) -> list[float]:
    """Round values between `low` and `high` for the y axis's grid lines."""
    span = max(high - low, 1.0)
    raw = span / count
    magnitude = 10 ** len(str(int(raw))) / 10 if raw >= 1 else 1.0
    step = next(s * magnitude for s in (1, 2, 5, 10) if s * magnitude >= raw)
    first = (low // step) * step
    found = []
    value = first
    while value <= high + step / 2:
        found.append(value)
        value += step
    return found


def rating_chart(title: str, x_label: str, series: Sequence[Series]) -> bytes:
    """The chart as PNG: every series' values against the rated game's number (from 1)."""
    shown = [s for s in series if s.values][: len(LINE_COLOURS)]
    if not shown:
        raise ValueError("a chart needs at least one series with a value")
    image = Image.new("RGB", (WIDTH, HEIGHT), BACKGROUND)
    draw = ImageDraw.Draw(image)
    text(
        draw, (WIDTH / 2, 16), title, TITLE_SIZE, INK, bold=True, anchor="mt", max_width=WIDTH - 40
    )
    values = [v for s in shown for v in s.values]
    ticks = _ticks(min(values), max(values))
    low, high = ticks[0], ticks[-1] if ticks[-1] > ticks[0] else ticks[0] + 1
    games = max(len(s.values) for s in shown)
    left, right = MARGIN_LEFT, WIDTH - MARGIN_RIGHT
    top, bottom = MARGIN_TOP, HEIGHT - MARGIN_BOTTOM

    def x_of(index: int) -> float:
        return left + (right - left) * (index / max(games - 1, 1))

    def y_of(value: float) -> float:
        return bottom - (bottom - top) * ((value - low) / (high - low))

    for tick in ticks:
        y = y_of(tick)
        draw.line([(left, y), (right, y)], fill=GRID, width=1)
        text(draw, (left - 8, y), f"{tick:g}", TICK_SIZE, AXIS, anchor="rm")
    draw.line([(left, top), (left, bottom), (right, bottom)], fill=AXIS, width=2)
    every = max(1, games // 10)
    for index in range(0, games, every):
        text(draw, (x_of(index), bottom + 6), str(index + 1), TICK_SIZE, AXIS, anchor="mt")
    text(draw, (WIDTH / 2, HEIGHT - 8), x_label, LABEL_SIZE, AXIS, anchor="mb")
    legend_x = left + 8.0
    for number, (item, colour) in enumerate(zip(shown, LINE_COLOURS, strict=False)):
        points = [(x_of(i), y_of(v)) for i, v in enumerate(item.values)]
        if len(points) > 1:
            draw.line(points, fill=colour, width=3, joint="curve")
        for px, py in points:
            draw.ellipse([px - 4, py - 4, px + 4, py + 4], fill=colour)
        label = board_name(item.label, f"{number + 1}")
        draw.rectangle([legend_x, top + 6, legend_x + 14, top + 20], fill=colour)
        text(draw, (legend_x + 20, top + 13), label, LABEL_SIZE, INK, anchor="lm", max_width=200)
        legend_x += 20 + min(text_width(label, LABEL_SIZE), 200) + 24
    out = io.BytesIO()
    image.save(out, "PNG", optimize=True)
    return out.getvalue()
