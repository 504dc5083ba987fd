"""Parts of a board kept drawn, pasted on the next board that shows them the same.

A move changes a part or two of a board (one ship of four, say); its next board would draw all
the others again. A part here is drawn once per key, in its box, straight on the board, and a
copy of its box is kept (per thread: renderers may run concurrently); a later board whose part
has the same key gets the copy pasted. The pixels are the same as drawing it, on three
conditions, the first two the caller's and the last checked here:

- the key holds everything the part's drawing reads;
- nothing drawn before the parts reaches into their boxes (a part's box is the same ground on
  every board that asks for its key);
- a part's drawing stays in its box: when drawn, the pixels up to `REACH` around its box are
  compared before and after; a part that drew outside is never kept, and, since a paste would
  cover what it drew into the next parts' boxes, the parts after it on that board are drawn,
  not pasted or kept. Every element of a part starts inside its box, so whatever runs out of
  it changes the pixels along its edge.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass

from PIL import Image, ImageChops

PixelBox = tuple[int, int, int, int]

REACH = 64
"""How far around its box a part's drawing is checked for running out (px)."""


@dataclass(frozen=True)
class Part:
    key: Hashable
    box: PixelBox
    draw: Callable[[], None]
    """Draws the part on the board, in `box`."""


class KeptParts:
    """The last `size` parts drawn by a thread, by key (None: a part that drew outside its box)."""

    def __init__(self, size: int) -> None:
        self.size = size
        self._local = threading.local()

    def _kept(self) -> OrderedDict[Hashable, Image.Image | None]:
        kept: OrderedDict[Hashable, Image.Image | None] | None = getattr(self._local, "kept", None)
        if kept is None:
            kept = self._local.kept = OrderedDict()
        return kept

    def draw(self, image: Image.Image, parts: Sequence[Part]) -> None:
        """Draws `parts` on `image` in order, each pasted when kept."""
        kept = self._kept()
        pasting = True
        for part in parts:
            if not pasting:
                part.draw()
                continue
            if part.key in kept:
                kept.move_to_end(part.key)
                copy = kept[part.key]
                if copy is not None:
                    image.paste(copy, part.box[:2])
                    continue
                part.draw()
                pasting = False
                continue
            copy = _drawn_inside(image, part)
            kept[part.key] = copy
            if len(kept) > self.size:
                kept.popitem(last=False)
            pasting = copy is not None


def _drawn_inside(image: Image.Image, part: Part) -> Image.Image | None:
    """Draws `part`; a copy of its box, or None when its drawing ran out of it."""
    x0, y0, x1, y1 = part.box
    left, top = max(0, x0 - REACH), max(0, y0 - REACH)
    around = (left, top, min(image.width, x1 + REACH), min(image.height, y1 + REACH))
    before = image.crop(around)
    part.draw()
    # the indices' difference is non-zero where a pixel changed
    changed = ImageChops.difference(before, image.crop(around)).getbbox()
    if changed is not None and (
        changed[0] < x0 - left
        or changed[1] < y0 - top
        or changed[2] > x1 - left
        or changed[3] > y1 - top
    ):
        return None
    return image.crop(part.box)
