"""Drawing primitives shared by the board renderers: fonts, fitted text, panels, PNG encoding.

Fonts come from `ImageFont.load_default(size=...)` (the scalable font Pillow bundles since
10.1), so a fresh machine renders the same image. That font covers ASCII only, so every
player-supplied string goes through `plain` first. Fonts are cached per thread because the
renderers run concurrently under `asyncio.to_thread`.
"""

from __future__ import annotations

import functools
import io
import math
import threading
import unicodedata
from collections.abc import Iterable

from PIL import Image, ImageColor, ImageDraw, ImageFont

Colour = str | tuple[int, int, int]
Box = tuple[float, float, float, float]

_local = threading.local()


def font(size: int) -> ImageFont.FreeTypeFont:
    """The bundled scalable font at `size` px, cached for this thread."""
    cache: dict[int, ImageFont.FreeTypeFont] | None = getattr(_local, "fonts", None)
    if cache is None:
        cache = {}
        _local.fonts = cache
    loaded = cache.get(size)
    if loaded is None:
        default = ImageFont.load_default(size=size)
        if not isinstance(default, ImageFont.FreeTypeFont):
            raise RuntimeError("Pillow >= 10.1 with FreeType is needed for scalable fonts")
        loaded = default
        cache[size] = loaded
    return loaded


def plain(text: str) -> str:
    """`text` reduced to printable ASCII (accents dropped, emoji removed): the font has no more."""
    decomposed = unicodedata.normalize("NFKD", text)
    kept = decomposed.encode("ascii", "ignore").decode("ascii")
    return " ".join("".join(ch for ch in kept if ch.isprintable()).split())


@functools.lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return font(size).getlength(text) + (2 if bold else 0)


def fitted(
    text: str, size: int, max_width: float, bold: bool = False, min_size: int = 16
) -> tuple[str, int]:
    """The largest size down to `min_size` at which `text` fits; else truncated with '..'."""
    while size > min_size and text_width(text, size, bold) > max_width:
        size -= 2
    if text_width(text, size, bold) <= max_width:
        return text, size
    while len(text) > 1 and text_width(text + "..", size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + "..", size


def text(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int,
    fill: Colour,
    *,
    bold: bool = False,
    anchor: str = "la",
    max_width: float | None = None,
) -> float:
    """Draws `content` (fitted to `max_width` if given); returns the width drawn."""
    if max_width is not None:
        content, size = fitted(content, size, max_width, bold)
    mask, (dx, dy) = _text_mask(content, size, bold, anchor)
    draw.bitmap((round(xy[0]) + dx, round(xy[1]) + dy), mask, fill=fill)
    return text_width(content, size, bold)


@functools.lru_cache(maxsize=4096)
def _text_mask(
    content: str, size: int, bold: bool, anchor: str
) -> tuple[Image.Image, tuple[int, int]]:
    """Coverage mask of a text and its offset from the anchor point.

    Boards repeat the same labels (digits, card names, player names) on every render, and
    rasterising them is most of the drawing time, so masks are kept. They are never mutated.
    """
    stroke = 1 if bold else 0
    box = font(size).getbbox(content, anchor=anchor, stroke_width=stroke)
    left, top = math.floor(box[0]), math.floor(box[1])
    right, bottom = math.ceil(box[2]), math.ceil(box[3])
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    ImageDraw.Draw(mask).text(
        (-left, -top),
        content,
        font=font(size),
        fill=255,
        anchor=anchor,
        stroke_width=stroke,
        stroke_fill=255,
    )
    return mask, (left, top)


def panel(
    draw: ImageDraw.ImageDraw,
    box: Box,
    fill: Colour,
    outline: Colour,
    width: int = 3,
    radius: int = 14,
) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def chip(
    draw: ImageDraw.ImageDraw,
    xy: tuple[float, float],
    content: str,
    size: int,
    fill: Colour,
    ink: Colour,
    *,
    anchor_right: bool = False,
    bold: bool = True,
    pad: int | None = None,
) -> float:
    """A rounded label at `xy` (top-left, or top-right with `anchor_right`); returns its width.

    `pad` is the space each side of the text (half the size unless given)."""
    width = chip_width(content, size, bold, pad)
    height = size + size // 2
    x, y = xy
    if anchor_right:
        x -= width
    draw.rounded_rectangle((x, y, x + width, y + height), radius=height // 2, fill=fill)
    text(draw, (x + width / 2, y + height / 2), content, size, ink, bold=bold, anchor="mm")
    return width


def chip_width(content: str, size: int, bold: bool = True, pad: int | None = None) -> float:
    return text_width(content, size, bold) + 2 * (size // 2 if pad is None else pad)


def palette(
    flat: Iterable[Colour], text_on: Iterable[tuple[Colour, Colour]], steps: int = 7
) -> Image.Image:
    """A 256-colour palette image: the flat colours, then `steps` blends of each (ink, ground).

    Quantising to a fixed palette is several times faster than an adaptive one and keeps the
    drawn colours exact; anti-aliased text edges fall on the nearest blend.
    """
    rgb: list[tuple[int, int, int]] = []
    for colour in flat:
        value = ImageColor.getrgb(colour) if isinstance(colour, str) else colour
        rgb.append((value[0], value[1], value[2]))
    for ink, ground in text_on:
        a = ImageColor.getrgb(ink) if isinstance(ink, str) else ink
        b = ImageColor.getrgb(ground) if isinstance(ground, str) else ground
        for k in range(1, steps + 1):
            t = k / (steps + 1)
            r, g, bl = (round(a[i] * t + b[i] * (1 - t)) for i in range(3))
            rgb.append((r, g, bl))
    unique = list(dict.fromkeys(rgb))
    if len(unique) > 256:
        raise ValueError(f"palette needs {len(unique)} colours; PNG palettes hold 256")
    unique += [unique[0]] * (256 - len(unique))
    image = Image.new("P", (1, 1))
    image.putpalette([channel for colour in unique for channel in colour])
    return image


def encode_png(image: Image.Image, colours: Image.Image) -> bytes:
    """PNG of `image` mapped onto the palette image `colours` (see `palette`)."""
    paletted = image.quantize(palette=colours, dither=Image.Dither.NONE)
    out = io.BytesIO()
    paletted.save(out, "PNG", compress_level=3)
    return out.getvalue()
