"""Drawing primitives shared by the board renderers: fonts, fitted text, panels, palettes.

Text is drawn with the bundled DejaVu Sans (regular and a real bold face), and with a CJK font
found on the system for the characters DejaVu lacks (bold from its bold face, or thickened by a
stroke when the system has no bold CJK face): Pillow has no font fallback, so text is cut
into runs by each font's character map (`rendering.glyphs`) and the runs are drawn left to
right, each advancing by its font's `getlength`. Pillow lays each run out with Raqm when it has
it and with its basic layout otherwise; the boards' text needs no more. Fonts are cached per
thread because the renderers may run concurrently.

A board may be drawn straight in palette indices (`canvas`): its flat shapes take their colour's
index, and its anti-aliased text is blended in RGB over the pixels under it and mapped to the
nearest palette colour, exactly as quantising the whole RGB image would map them (a label on a
flat ground, the common case, is blended and mapped once and then pasted). The PNG then needs
no quantising of the whole image, and copying and filling move a byte a pixel, not four.
"""

from __future__ import annotations

import functools
import math
import threading
from collections.abc import Iterable

from PIL import Image, ImageColor, ImageDraw, ImageFont

from rendering.glyphs import face as font_face
from rendering.glyphs import runs
from rendering.png import paletted_png

Colour = str | tuple[int, int, int]
Box = tuple[float, float, float, float]

_local = threading.local()


def font(size: int, bold: bool = False, face: int = 0) -> ImageFont.FreeTypeFont:
    """Font number `face` of `glyphs.face_of` at `size` px, cached for this thread."""
    cache: dict[tuple[int, bool, int], ImageFont.FreeTypeFont] | None = getattr(
        _local, "fonts", None
    )
    if cache is None:
        cache = {}
        _local.fonts = cache
    key = (size, bold, face)
    loaded = cache.get(key)
    if loaded is None:
        chosen = font_face(face, bold)
        loaded = ImageFont.truetype(chosen.path, size=size, index=chosen.index)
        cache[key] = loaded
    return loaded


def stroke(size: int, bold: bool, face: int) -> int:
    """The stroke that makes a run bold when its font has no bold face (0 when it has)."""
    return max(1, round(size / 40)) if bold and not font_face(face, bold).bold else 0


def _advance(piece: str, size: int, bold: bool, face: int) -> float:
    """How far a run moves the pen: its font's advance, and its stroke on both sides."""
    return font(size, bold, face).getlength(piece) + 2 * stroke(size, bold, face)


@functools.lru_cache(maxsize=8192)
def text_width(text: str, size: int, bold: bool = False) -> float:
    return sum(_advance(piece, size, bold, face) for face, piece in runs(text, bold))


def fitted(
    text: str, size: int, max_width: float, bold: bool = False, min_size: int = 16
) -> tuple[str, int]:
    """The largest size down to `min_size` at which `text` fits; else truncated with '…'."""
    while size > min_size and text_width(text, size, bold) > max_width:
        size -= 2
    if text_width(text, size, bold) <= max_width:
        return text, size
    while len(text) > 1 and text_width(text + "…", size, bold) > max_width:
        text = text[:-1]
    return text.rstrip() + "…", size


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
    at = (round(xy[0]) + dx, round(xy[1]) + dy)
    image = draw._image  # Pillow keeps the image an ImageDraw draws on here
    if image.mode == "P":
        _blend_in_palette(image, at, (content, size, bold, anchor), fill)
    else:
        draw.bitmap(at, mask, fill=fill)
    return text_width(content, size, bold)


_COLOURS = "meeplepost.colours"
"""`Image.info` key of a canvas's palette as bytes (copies of the image keep it)."""

TextKey = tuple[str, int, bool, str]
"""What names a text mask: content, size, bold, anchor."""


def _blend_in_palette(image: Image.Image, at: tuple[int, int], key: TextKey, fill: Colour) -> None:
    """Text on a paletted image: its covered pixels blended in RGB, mapped to the palette.

    A board draws about seventy labels, so the ground is read and the patch pasted through
    Pillow's core image (the `Image` methods' checks and palette copies cost more than the
    pixels of a label)."""
    mask, _ = _text_mask(*key)
    x, y = at
    box = (x, y, x + mask.size[0], y + mask.size[1])
    core = image.im
    low, high = core.crop(box).getextrema()
    colours = image.info.get(_COLOURS) or bytes(image.getpalette() or [])
    if low == high:  # a flat ground: the blend is the same every time
        patch = _flat_patch(key, fill, int(low), colours)
    else:
        patch = _mapped(_blended(image.crop(box).convert("RGB"), mask, fill), colours)
    core.paste(patch.im, box, _covered(key).im)


@functools.lru_cache(maxsize=4096)
def _flat_patch(key: TextKey, fill: Colour, ground: int, colours: bytes) -> Image.Image:
    """A text in `fill` over palette colour `ground`, in palette indices. Never mutated."""
    rgb = (colours[3 * ground], colours[3 * ground + 1], colours[3 * ground + 2])
    mask, _ = _text_mask(*key)
    return _mapped(_blended(Image.new("RGB", mask.size, rgb), mask, fill), colours)


def _blended(ground: Image.Image, mask: Image.Image, fill: Colour) -> Image.Image:
    ground.paste(fill, (0, 0), mask)  # the blend `ImageDraw.bitmap` makes
    return ground


def _mapped(rgb: Image.Image, colours: bytes) -> Image.Image:
    return rgb.quantize(palette=_palette_image(colours), dither=Image.Dither.NONE)


@functools.lru_cache(maxsize=16)
def _palette_image(colours: bytes) -> Image.Image:
    image = Image.new("P", (1, 1))
    image.putpalette(colours)
    return image


@functools.lru_cache(maxsize=4096)
def _covered(key: TextKey) -> Image.Image:
    """The pixels a text touches at all, as a paste mask that copies them whole."""
    mask, _ = _text_mask(*key)
    return mask.point([0] + [255] * 255)


@functools.lru_cache(maxsize=4096)
def _text_mask(
    content: str, size: int, bold: bool, anchor: str
) -> tuple[Image.Image, tuple[int, int]]:
    """Coverage mask of a text and its offset from the anchor point.

    Each run is placed with the anchor's vertical part, from a left edge moved by the anchor's
    horizontal part over the whole width. Boards repeat the same labels on every render, and
    rasterising them is most of the drawing time, so masks are kept. They are never mutated.
    """
    horizontal, vertical = anchor[0], anchor[1]
    total = text_width(content, size, bold)
    x = {"l": 0.0, "m": -total / 2, "r": -total}[horizontal]
    placed: list[tuple[float, ImageFont.FreeTypeFont, str, int]] = []
    boxes: list[tuple[float, float, float, float]] = []
    for face, piece in runs(content, bold):
        chosen = font(size, bold, face)
        width = stroke(size, bold, face)
        box = chosen.getbbox(piece, anchor="l" + vertical, stroke_width=width)
        boxes.append((x + width + box[0], box[1], x + width + box[2], box[3]))
        placed.append((x + width, chosen, piece, width))
        x += _advance(piece, size, bold, face)
    if not boxes:
        return Image.new("L", (1, 1), 0), (0, 0)
    left = math.floor(min(b[0] for b in boxes))
    top = math.floor(min(b[1] for b in boxes))
    right = math.ceil(max(b[2] for b in boxes))
    bottom = math.ceil(max(b[3] for b in boxes))
    mask = Image.new("L", (max(1, right - left), max(1, bottom - top)), 0)
    pen = ImageDraw.Draw(mask)
    for start, chosen, piece, width in placed:
        pen.text(
            (start - left, -top),
            piece,
            font=chosen,
            fill=255,
            anchor="l" + vertical,
            stroke_width=width,
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


def canvas(size: tuple[int, int], ground: Colour, colours: Image.Image) -> Image.Image:
    """A paletted image of `size` on the palette of `colours` (see `palette`), filled with
    `ground`, to draw a board on in palette indices."""
    image = Image.new("P", size)
    image.putpalette(colours.getpalette() or [])
    image.info[_COLOURS] = bytes(colours.getpalette() or [])
    ImageDraw.Draw(image).rectangle((0, 0, size[0], size[1]), fill=ground)
    return image


def encode_png(image: Image.Image, colours: Image.Image) -> bytes:
    """PNG of `image` mapped onto the palette image `colours` (see `palette`); an image drawn
    in palette indices (`canvas`) is already."""
    if image.mode != "P":
        image = image.quantize(palette=colours, dither=Image.Dither.NONE)
    elif image.getpalette() != colours.getpalette():
        # Pillow gives a colour missing from the palette a slot some other colour may hold
        raise ValueError("a colour was drawn that the board's palette lacks")
    return paletted_png(image)
