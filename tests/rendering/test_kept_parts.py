"""Kept board parts: a part pasted from an earlier board is the pixels drawing it would give,
and a part whose drawing runs out of its box is drawn every time, with the parts after it."""

from __future__ import annotations

from collections.abc import Callable

from PIL import Image, ImageDraw

from rendering.kept_parts import KeptParts, Part, PixelBox

LEFT: PixelBox = (10, 10, 60, 60)
RIGHT: PixelBox = (60, 10, 110, 60)


def _board() -> Image.Image:
    return Image.new("L", (120, 70), 20)


def _square(image: Image.Image, box: PixelBox, shade: int, reach: int = 0) -> Callable[[], None]:
    """Draws a square in `box`, running `reach` px out of its right edge."""

    def draw() -> None:
        x0, y0, x1, y1 = box
        ImageDraw.Draw(image).rectangle((x0 + 5, y0 + 5, x1 - 1 + reach, y1 - 5), fill=shade)

    return draw


def _drawn(parts: list[tuple[str, PixelBox, int, int]], kept: KeptParts) -> Image.Image:
    """`parts` (key, box, shade, reach) drawn through `kept` on a new board."""
    image = _board()
    kept.draw(
        image, [Part(k, box, _square(image, box, shade, reach)) for k, box, shade, reach in parts]
    )
    return image


def _direct(parts: list[tuple[str, PixelBox, int, int]]) -> Image.Image:
    image = _board()
    for _, box, shade, reach in parts:
        _square(image, box, shade, reach)()
    return image


def test_a_kept_part_is_pasted_and_gives_the_pixels_of_drawing_it() -> None:
    kept = KeptParts(8)
    first = [("a", LEFT, 100, 0), ("b", RIGHT, 200, 0)]
    assert _drawn(first, kept).tobytes() == _direct(first).tobytes()
    pasted: list[str] = []
    image = _board()
    kept.draw(
        image,
        [Part("a", LEFT, lambda: pasted.append("a")), Part("b", RIGHT, lambda: pasted.append("b"))],
    )
    assert pasted == []  # both came from what was kept
    assert image.tobytes() == _direct(first).tobytes()


def test_a_part_running_out_of_its_box_is_never_pasted_nor_are_the_parts_after_it() -> None:
    kept = KeptParts(8)
    spilling = [("a", LEFT, 100, 20), ("b", RIGHT, 200, 0)]
    for _ in range(3):  # "b" drawn over "a"'s spill is never kept: pasted, it would hide it
        assert _drawn(spilling, kept).tobytes() == _direct(spilling).tobytes()
    alone = [("b", RIGHT, 200, 0)]
    assert _drawn(alone, kept).tobytes() == _direct(alone).tobytes()


def test_the_oldest_part_goes_when_more_are_kept_than_asked() -> None:
    kept = KeptParts(1)
    _drawn([("a", LEFT, 100, 0)], kept)
    _drawn([("b", LEFT, 150, 0)], kept)
    drawn: list[str] = []
    kept.draw(_board(), [Part("a", LEFT, lambda: drawn.append("a"))])
    assert drawn == ["a"]
