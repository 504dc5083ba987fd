"""The paletted PNG writer: any reader decodes the image it was given, index for index."""

from __future__ import annotations

import io
import random

import pytest
from imhotep_views import mid_game_view
from PIL import Image

from rendering import imhotep
from rendering.png import paletted_png


def _decoded(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    image.load()
    return image


def test_a_board_decodes_to_the_same_indices_and_colours() -> None:
    board = imhotep.board_image(mid_game_view(3)).quantize(
        palette=imhotep._palette(), dither=Image.Dither.NONE
    )
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


def test_an_image_without_a_palette_is_refused() -> None:
    with pytest.raises(ValueError, match="mode RGB"):
        paletted_png(Image.new("RGB", (4, 4)))
