"""PNG files of paletted images, compressed with ISA-L's deflate.

A board is about 1600 x 1500 palette indices, 2.3 MB before compression. zlib deflates that
at a few hundred MB/s, so at every level that gives a small file (1-3) the compression took
10 ms of the board's ~30; ISA-L's deflate (`isal`) makes the same stream format at level 1
in about 1.3 ms, and the file is as small as zlib's level 3 (boards are flat colours: ~70 KB).
Pillow cannot use another deflate, so the few chunks of a paletted PNG are written here:
no row filters (a palette index has no arithmetic neighbours, which is why Pillow leaves
paletted rows unfiltered too) and one IDAT chunk.

The rows, each after its filter byte, are laid out in a buffer kept by each thread and
reused: a new 2.3 MB block per board costs its page faults again (about 1 ms, as much as
the compression).
"""

from __future__ import annotations

import struct
import threading
import zlib

from isal import isal_zlib
from PIL import Image

SIGNATURE = b"\x89PNG\r\n\x1a\n"
LEVEL = 1
"""ISA-L level 1: measured on boards, level 2 is no smaller and level 3 is ten times slower."""

_local = threading.local()


def _buffer(size: int) -> bytearray:
    """This thread's buffer of at least `size` bytes for the filtered rows."""
    buffer: bytearray | None = getattr(_local, "buffer", None)
    if buffer is None or len(buffer) < size:
        buffer = _local.buffer = bytearray(size)
    return buffer


def _chunk(kind: bytes, data: bytes) -> bytes:
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def paletted_png(image: Image.Image) -> bytes:
    """The PNG of a "P" image: 8-bit indices and its palette (colour type 3)."""
    if image.mode != "P":
        raise ValueError(f"a paletted image is needed, not mode {image.mode}")
    width, height = image.size
    colours = image.getpalette() or []
    # each row starts with its filter byte (0, none): Pillow's raw encoder, given a row stride
    # one byte longer than a row, writes each row followed by a zero byte, which serves as the
    # next row's filter byte once a zero is put before the first row and the last one dropped
    rows = image.tobytes("raw", "P", width + 1)
    with memoryview(_buffer(len(rows)))[: len(rows)] as filtered:
        filtered[0] = 0
        filtered[1:] = memoryview(rows)[:-1]
        idat = isal_zlib.compress(filtered, LEVEL)
    header = struct.pack(">IIBBBBB", width, height, 8, 3, 0, 0, 0)
    return b"".join(
        (
            SIGNATURE,
            _chunk(b"IHDR", header),
            _chunk(b"PLTE", bytes(colours[: 3 * 256])),
            _chunk(b"IDAT", idat),
            _chunk(b"IEND", b""),
        )
    )
