"""The text format for a custom Roads & Boats map (documented in `docs/roads-and-boats-maps.md`).

A map file is optional ``key: value`` lines (tile tokens never hold a colon) and the map rows,
top row first, one token per tile from column A::

    # a comment
    name: Little island
    starts: B2 D4
    S  S     S        S
     S  P~se  R       S
    S  S     W~nw-se  S
     S  S     S       S

Tokens: a terrain letter (``P`` pasture, ``W`` woods, ``R`` rock, ``M`` mountains, ``D`` desert,
``S`` sea), or ``.`` for no tile; a land tile may add ``~`` and its river sides joined by ``-``
(any one side: a source; any two: straight or a bend; three alternating: a junction); ``*`` after
a token marks a suggested start tile. Indentation is ignored (even rows are always drawn half a hex
to the right). Errors name the line, or the tile when the map breaks a map rule.
"""

from __future__ import annotations

from rules.core import RuleError, register_templates
from rules.roads_and_boats.board import Board, coords_of, label_of, parse_tile_token, shorten

HEADER_KEYS = ("name", "starts")
MAX_COLUMNS = 26
"""Columns are lettered A-Z."""
MAX_ROWS = 40
"""Rows a map may have: a check costs about 0.8 ms a tile, so 26 x 40 tiles take under 1 s,
and a tall map (2,000 rows of two tiles fit in 8 KB, 3 s to check) is refused at once."""

register_templates(
    {
        "rnb.mapformat.bad_header": "Line {line}: unknown setting {setting} (use name or starts).",
        "rnb.mapformat.bad_tile": "Line {line}: {reason}",
        "rnb.mapformat.too_wide": (
            "Line {line}: this row has {columns} tiles; a map is at most {most} columns wide"
            " (A to Z)."
        ),
        "rnb.mapformat.no_rows": "The map text has no map rows.",
        "rnb.mapformat.too_tall": "Line {line}: a map has at most {most} rows.",
        "rnb.mapformat.bad_start": "Line {line}: start {tile} is not a tile label like C4.",
    }
)


def parse_map(text: str, name: str = "custom") -> Board:
    """A validated Board from map text; RuleError naming the line or the faulty tile."""
    rows: list[str] = []
    starts: list[str] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].rstrip()
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        if colon:
            key = key.strip().lower()
            if key == "name":
                name = value.strip()
            elif key == "starts":
                starts.extend(_parse_starts(value, number))
            else:
                raise RuleError("rnb.mapformat.bad_header", line=number, setting=key)
            continue
        if len(rows) == MAX_ROWS:
            raise RuleError("rnb.mapformat.too_tall", line=number, most=MAX_ROWS)
        _check_row(line, len(rows), number)
        rows.append(line)
    if not rows:
        raise RuleError("rnb.mapformat.no_rows")
    return Board.from_rows(rows, name=name, starts=starts)


def format_map(board: Board) -> str:
    """The map text of a board; `parse_map` reads it back to an equal board."""
    return "\n".join([f"name: {board.name}", *board.to_rows()]) + "\n"


def _parse_starts(value: str, line: int) -> list[str]:
    labels = value.replace(",", " ").split()
    for label in labels:
        try:
            coords_of(label)
        except RuleError:
            raise RuleError("rnb.mapformat.bad_start", line=line, tile=shorten(label)) from None
    return [label.upper() for label in labels]


def _check_row(line: str, row: int, number: int) -> None:
    """Token errors carry the line number, so a typo is easy to find in a long map."""
    tokens = line.split()
    if len(tokens) > MAX_COLUMNS:
        raise RuleError(
            "rnb.mapformat.too_wide", line=number, columns=len(tokens), most=MAX_COLUMNS
        )
    for col, token in enumerate(tokens):
        if token == ".":
            continue
        try:
            parse_tile_token(label_of(col, row), token)
        except RuleError as err:
            raise RuleError(
                "rnb.mapformat.bad_tile", line=number, reason=err.message.english()
            ) from None
