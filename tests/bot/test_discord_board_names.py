"""Players' names on the board, through real payloads: a table of Niccolò, Ελένη, Дмитрий and 李雷
gets a board that differs from the same game's with their names in Latin letters, and from
what the ASCII-only font drew for them (accents dropped, other scripts as their seats)."""

from __future__ import annotations

import io
from pathlib import Path

from harness import running_bot
from PIL import Image

WRITTEN = ["Niccolò", "Ελένη", "Дмитрий", "李雷"]
LATIN = ["Niccolo", "Eleni", "Dmitri", "Li Lei"]
AS_MAIN_DREW_THEM = ["Niccolo", "Player 2", "Player 3", "Player 4"]


async def board_of(db: Path, players: list[str], locale: str) -> bytes:
    """The board `/game board` shows after a Meduris game of `players` starts (same seed)."""
    async with running_bot(db) as h:
        users = [h.user(name) for name in players]
        await h.slash(users[0], "game create", game="meduris", locale=locale)
        for user in users[1:]:
            await h.slash(user, "game join", locale=locale)
        await h.slash(users[0], "game start", locale=locale)
        sent = await h.slash(users[0], "game board", locale=locale)
        files = [f for s in sent for f in s.files]
        assert files and files[0][0] == "board.png", sent
        return Image.open(io.BytesIO(files[0][1])).convert("RGB").tobytes()


async def test_names_in_four_scripts_reach_the_board_as_written(tmp_path: Path) -> None:
    for locale in ("en-US", "it"):
        written = await board_of(tmp_path / f"written-{locale}.db", WRITTEN, locale)
        latin = await board_of(tmp_path / f"latin-{locale}.db", LATIN, locale)
        old = await board_of(tmp_path / f"old-{locale}.db", AS_MAIN_DREW_THEM, locale)
        assert written != latin
        assert written != old
