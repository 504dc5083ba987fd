"""Boards in palette indices: the PNG writer (any reader decodes the image it was given, index
for index), text blended as the RGB drawing would be, and a colour off the palette refused."""

from __future__ import annotations

import io
import random

import pytest
from imhotep_views import mid_game_view
from PIL import Image, ImageDraw

from rendering import imhotep
from rendering.draw import canvas, encode_png, palette, text
from rendering.png import paletted_png


def _decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_a_board_decodes_to_the_same_indices_and_colours() -> None:
    board = imhotep.board_image(mid_game_view(3))
    decoded = _decoded(paletted_png(board))
    assert decoded.mode == "P"
    assert decoded.size == board.size
    assert decoded.tobytes() == board.tobytes()
    assert decoded.convert("RGB").tobytes() == board.convert("RGB").tobytes()


def test_noise_with_every_index_round_trips() -> None:
    rng = random.Random(3)
    image = Image.frombytes("P", (257, 31), bytes(rng.randrange(256) for _ in range(257 * 31)))
    image.putpalette([rng.randrange(256) for _ in range(768)])
    decoded = _decoded(paletted_png(image))
    assert decoded.tobytes() == image.tobytes()
    assert decoded.getpalette() == image.getpalette()


def test_a_smaller_image_after_a_larger_one_takes_none_of_its_rows() -> None:
    """The rows are laid out in a reused buffer: what a larger image left there is not read."""
    rng = random.Random(5)
    images = []
    for width, height in [(300, 200), (7, 3), (301, 5), (1, 1), (300, 200)]:
        pixels = bytes(rng.randrange(256) for _ in range(width * height))
        image = Image.frombytes("P", (width, height), pixels)
        image.putpalette([rng.randrange(256) for _ in range(768)])
        images.append(image)
    for image in images:
        assert _decoded(paletted_png(image)).tobytes() == image.tobytes()


def test_an_image_without_a_palette_is_refused() -> None:
    with pytest.raises(ValueError, match="mode RGB"):
        paletted_png(Image.new("RGB", (4, 4)))


def test_a_colour_the_palette_lacks_is_refused_not_given_another_colours_slot() -> None:
    colours = palette(["#000000", "#FFFFFF"], [])
    image = canvas((8, 8), "#000000", colours)
    ImageDraw.Draw(image).rectangle((0, 0, 3, 3), fill="#FF0000")
    with pytest.raises(ValueError, match="palette lacks"):
        encode_png(image, colours)


def test_text_drawn_in_palette_indices_equals_text_drawn_in_rgb_then_mapped() -> None:
    colours = imhotep._palette()
    flat = canvas((300, 100), imhotep.SAND, colours)
    rgb = Image.new("RGB", (300, 100), imhotep.SAND)
    for image in (flat, rgb):
        pen = ImageDraw.Draw(image)
        pen.rectangle((150, 50, 300, 100), fill=imhotep.GOLD)
        text(pen, (10, 25), "Piramide 李雷", 30, imhotep.INK, anchor="lm")
        text(pen, (120, 75), "Tomba", 30, imhotep.INK, bold=True, anchor="lm")  # on two grounds
    mapped = rgb.quantize(palette=colours, dither=Image.Dither.NONE)
    assert flat.convert("RGB").tobytes() == mapped.convert("RGB").tobytes()
