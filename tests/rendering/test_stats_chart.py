"""The rating chart: a real PNG with one coloured line per series, names drawn as written."""

from __future__ import annotations

import io

import pytest
from PIL import Image

from rendering.stats_chart import HEIGHT, LINE_COLOURS, WIDTH, Series, rating_chart


def test_each_series_is_drawn_in_its_colour() -> None:
    png = rating_chart(
        "Valutazione di Zoë",
        "Partite valutate",
        [Series("Imhotep", [0.5, 2.0, 1.0]), Series("Meduris", [-1.0, 3.0])],
    )
    image = Image.open(io.BytesIO(png)).convert("RGB")
    assert image.size == (WIDTH, HEIGHT)
    colours = {colour for _, colour in image.getcolors(WIDTH * HEIGHT)}
    assert LINE_COLOURS[0] in colours and LINE_COLOURS[1] in colours
    assert LINE_COLOURS[2] not in colours


def test_one_point_and_flat_series_still_draw() -> None:
    png = rating_chart(
        "Rating", "Rated games", [Series("Imhotep", [1.0]), Series("Meduris", [1.0])]
    )
    assert png.startswith(b"\x89PNG")


def test_a_chart_without_values_is_refused() -> None:
    with pytest.raises(ValueError, match="at least one series"):
        rating_chart("Rating", "Rated games", [Series("Imhotep", [])])
