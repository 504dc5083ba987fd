"""Which font draws each character: the bundled DejaVu Sans, then a CJK font found on the system.

Pillow has no font fallback (a character its font lacks draws as a box), so text is split into
runs by each font's character map, read once with fontTools. No drawing happens here and Pillow
is not imported, so the bot can ask what a board can draw (see `rendering.names`) cheaply.

A CJK font is looked for where systems keep fonts (and in `MEEPLEPOST_FONT_DIRS`, a path list);
if none is found, the characters no font has are replaced by a stand-in (`rendering.names`).
Bold text takes a bold CJK font when the system has one (Noto Sans CJK ships one); most
systems have only a regular CJK face (WenQuanYi Micro Hei, Droid Sans Fallback), and then the
drawing thickens it with a stroke (`Face.bold` false), so a name in bold looks bold in any script.
"""

from __future__ import annotations

import functools
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from fontTools.ttLib import TTCollection, TTFont, TTLibError

FONT_DIR = Path(__file__).with_name("fonts")
REGULAR = FONT_DIR / "DejaVuSans.ttf"
BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"

# a CJK font must have these to be taken (the commonest surname and "thunder", as in 李雷)
_CJK_PROBE = "李雷中"
# file-name fragments of the CJK fonts systems ship (Noto/Source Han, WenQuanYi, Droid, Arphic,
# Microsoft, Apple, IPA/Takao, Nanum); only files whose name has one are opened
_CJK_NAMES = (
    "cjk",
    "sourcehan",
    "notosanssc",
    "notosanstc",
    "notosansjp",
    "notosanskr",
    "notoserifcjk",
    "wqy",
    "droidsansfallback",
    "uming",
    "ukai",
    "msyh",
    "msjh",
    "simhei",
    "simsun",
    "yugoth",
    "malgun",
    "pingfang",
    "hiragino",
    "stheiti",
    "ipag",
    "ipaexg",
    "takao",
    "nanum",
)
_SYSTEM_DIRS = (
    "/usr/share/fonts",
    "/usr/local/share/fonts",
    "~/.local/share/fonts",
    "~/.fonts",
    "/System/Library/Fonts",
    "/Library/Fonts",
    "C:/Windows/Fonts",
)


@dataclass(frozen=True)
class Face:
    """One font file (and its index inside a .ttc collection) with the characters it has."""

    path: str
    index: int
    chars: frozenset[int]
    bold: bool = False
    """Whether the face is drawn bold by itself (else bold text is thickened by a stroke)."""


def _cmap(path: Path, index: int = 0) -> frozenset[int]:
    if path.suffix.lower() in (".ttc", ".otc"):
        collection = TTCollection(str(path), lazy=True)
        font = collection.fonts[index]
    else:
        font = TTFont(str(path), lazy=True, fontNumber=index)
    try:
        return frozenset(font.getBestCmap() or {})
    finally:
        font.close()


_WEIGHTS = ("bold", "black", "heavy", "semibold", "demibold", "medium", "light", "thin")
"""File-name weight words: a regular face has none ("NotoSansCJK-Regular.ttc"); a bold face has
"bold" but not "semi"/"demi"."""


def _weight_of(path: Path) -> str:
    name = path.name.lower()
    if "bold" in name and not any(w in name for w in ("semibold", "demibold")):
        return "bold"
    return "other" if any(w in name for w in _WEIGHTS) else "regular"


def _candidates(dirs: Iterable[str]) -> Iterator[Path]:
    for folder in dirs:
        root = Path(folder).expanduser()
        if not root.is_dir():
            continue
        for path in sorted(root.rglob("*")):
            name = path.name.lower().replace("-", "").replace("_", "").replace(" ", "")
            if path.suffix.lower() in (".ttf", ".otf", ".ttc", ".otc") and any(
                fragment in name for fragment in _CJK_NAMES
            ):
                yield path


def font_dirs() -> tuple[str, ...]:
    """Where a CJK font is looked for: `MEEPLEPOST_FONT_DIRS` first, then the system's places."""
    extra = os.environ.get("MEEPLEPOST_FONT_DIRS", "")
    return (*[d for d in extra.split(os.pathsep) if d], *_SYSTEM_DIRS)


def find_cjk(dirs: Iterable[str], bold: bool = False) -> Face | None:
    """The first font under `dirs` (in path order) that has the probe ideographs, if any: of the
    bold ones with `bold`, else of the regular ones first (a folder may list Black or Bold
    before Regular), then of any weight."""
    probe = {ord(ch) for ch in _CJK_PROBE}
    paths = list(_candidates(dirs))
    if bold:
        paths = [p for p in paths if _weight_of(p) == "bold"]
    else:
        paths.sort(key=lambda p: _weight_of(p) != "regular")
    for path in paths:
        try:
            chars = _cmap(path)
        except (OSError, TTLibError):  # a damaged or unreadable font file is skipped
            continue
        if probe <= chars:
            return Face(str(path), 0, chars, bold)
    return None


@functools.lru_cache(maxsize=2)
def primary(bold: bool = False) -> Face:
    """The bundled DejaVu Sans face."""
    main = BOLD if bold else REGULAR
    return Face(str(main), 0, _cmap(main), bold)


@functools.lru_cache(maxsize=2)
def fallback(bold: bool = False) -> Face | None:
    """The system's CJK font, looked for once and only when a character DejaVu lacks comes
    up (reading a CJK font's map takes most of a second; most boards never need it). For bold
    text its bold face if there is one, else the regular face (`Face.bold` false)."""
    if bold:
        found = find_cjk(font_dirs(), bold=True)
        if found is not None:
            return found
        return fallback(False)
    return find_cjk(font_dirs())


def face(index: int, bold: bool = False) -> Face:
    """Font number `index` of `face_of`: the bundled face, or the CJK fallback."""
    found = fallback(bold) if index else primary(bold)
    if found is None:
        raise LookupError("no fallback font on this machine")
    return found


def face_of(ch: str, bold: bool = False) -> int | None:
    """0 if the bundled face has `ch`, 1 if the CJK fallback has it, None if no font has it."""
    code = ord(ch)
    if code in primary(bold).chars:
        return 0
    found = fallback(bold)
    return 1 if found is not None and code in found.chars else None


@functools.lru_cache(maxsize=1)
def _in_both_bundled() -> frozenset[str]:
    """The characters both bundled faces have: drawable whatever the system's fonts are."""
    return frozenset(map(chr, primary(False).chars & primary(True).chars))


@functools.lru_cache(maxsize=1)
def _ascii_in_both_bundled() -> bool:
    """Whether both bundled faces have every printable ASCII character (DejaVu has)."""
    printable = (chr(code) for code in range(128) if chr(code).isprintable())
    return _in_both_bundled().issuperset(printable)


def drawable(text: str) -> bool:
    """Whether every character of `text` is in some board font (regular and bold alike).

    Every message the bot sends is checked: a text in ASCII alone (most English ones) passes
    at once; otherwise each distinct character is looked at once, and those of the bundled
    faces (nearly all) in one set difference."""
    if text.isascii() and _ascii_in_both_bundled():
        return True
    return all(
        face_of(ch, False) is not None and face_of(ch, True) is not None
        for ch in set(text) - _in_both_bundled()
        if ch.isprintable()
    )


def runs(text: str, bold: bool = False) -> list[tuple[int, str]]:
    """`text` cut into (font index, piece) runs; a character no font has goes to the first font.

    Spaces and marks join the run they sit in, so a word is not split around them."""
    out: list[tuple[int, str]] = []
    for ch in text:
        index = face_of(ch, bold)
        if index is None or (out and index != out[-1][0] and ch.isspace()):
            index = out[-1][0] if out else 0
        if out and out[-1][0] == index:
            out[-1] = (index, out[-1][1] + ch)
        else:
            out.append((index, ch))
    return out
