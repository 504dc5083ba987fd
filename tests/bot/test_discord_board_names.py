"""Players' names on the board, through real payloads: a table of Niccolò, Ελένη, Дмитрий and 李雷
gets a board that differs from the same game's with their names in Latin letters, and from
what the ASCII-only font drew for them (accents dropped, other scripts as their seats). The text
names them as the board does: a name no font on the machine can draw comes with the board's
stand-in beside it, in the reader's words."""

from __future__ import annotations

import io
from collections.abc import Iterator
from pathlib import Path

import pytest
from harness import CHANNEL_ID, Sent, running_bot
from PIL import Image

from rendering import draw, glyphs

WRITTEN = ["Niccolò", "Ελένη", "Дмитрий", "李雷"]
LATIN = ["Niccolo", "Eleni", "Dmitri", "Li Lei"]
AS_MAIN_DREW_THEM = ["Niccolo", "Player 2", "Player 3", "Player 4"]


async def board_of(db: Path, players: list[str], locale: str, game: str = "meduris") -> bytes:
    """The board `/game board` shows after a game of `players` starts (same seed)."""
    async with running_bot(db) as h:
        users = [h.user(name) for name in players]
        await h.slash(users[0], "game create", game=game, locale=locale)
        for user in users[1:]:
            await h.slash(user, "game join", locale=locale)
        await h.slash(users[0], "game start", locale=locale)
        sent = await h.slash(users[0], "game board", locale=locale)
        files = [f for s in sent for f in s.files]
        assert files and files[0][0] == "board.png", sent
        return Image.open(io.BytesIO(files[0][1])).convert("RGB").tobytes()


@pytest.mark.parametrize("game", ["imhotep", "meduris", "roads_and_boats"])
async def test_names_in_four_scripts_reach_the_board_as_written(tmp_path: Path, game: str) -> None:
    for locale in ("en-US", "it"):
        written = await board_of(tmp_path / f"written-{locale}.db", WRITTEN, locale, game)
        latin = await board_of(tmp_path / f"latin-{locale}.db", LATIN, locale, game)
        old = await board_of(tmp_path / f"old-{locale}.db", AS_MAIN_DREW_THEM, locale, game)
        assert written != latin
        assert written != old


def forget_fonts() -> None:
    glyphs.primary.cache_clear()
    glyphs.fallback.cache_clear()
    draw.text_width.cache_clear()
    draw._text_mask.cache_clear()
    draw._local.__dict__.clear()


@pytest.fixture
def no_cjk_font(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[None]:
    """A machine without a CJK font: the font folders point at an empty one."""
    empty = tmp_path / "fonts"
    empty.mkdir()
    monkeypatch.setattr(glyphs, "_SYSTEM_DIRS", ())
    monkeypatch.setenv("MEEPLEPOST_FONT_DIRS", str(empty))
    forget_fonts()
    yield
    monkeypatch.undo()
    forget_fonts()


async def opening(db: Path, players: list[str], locale: str) -> tuple[str, bytes]:
    """Every text a Meduris table of `players` is sent up to `/game status`, and its board."""
    async with running_bot(db) as h:
        users = [h.user(name) for name in players]
        sent: list[Sent] = []
        sent += await h.slash(users[0], "game create", game="meduris", locale=locale)
        for user in users[1:]:
            sent += await h.slash(user, "game join", locale=locale)
        sent += await h.slash(users[0], "game start", locale=locale)
        sent += await h.slash(users[0], "game status", locale=locale)
        shown = await h.slash(users[0], "game board", locale=locale)
        png = next(f[1] for s in shown for f in s.files if f[0] == "board.png")
        texts = "\n".join(s.content for s in [*sent, *shown] if s.content)
        return texts, Image.open(io.BytesIO(png)).convert("RGB").tobytes()


async def test_without_a_cjk_font_the_text_names_a_player_as_the_board_does(
    tmp_path: Path, no_cjk_font: None
) -> None:
    players = ["李雷", "Ελένη", "Niccolò"]
    texts, board = await opening(tmp_path / "cjk.db", players, "it")
    # the Italian answers (status) and the English channel posts (seat order) alike
    assert "李雷 (Giocatore 1): 5 punti" in texts
    assert "Seat order: 李雷 (Player 1), Ελένη, Niccolò." in texts
    assert "李雷" not in texts.replace("李雷 (Giocatore 1)", "").replace("李雷 (Player 1)", "")
    assert "Ελένη (" not in texts and "Niccolò (" not in texts
    # the board draws the stand-in the text gives: the same board as for a "Giocatore 1"
    _, stand_in = await opening(tmp_path / "seat.db", ["Giocatore 1", *players[1:]], "it")
    assert board == stand_in


async def test_with_a_cjk_font_the_text_gives_the_name_alone(tmp_path: Path) -> None:
    if glyphs.find_cjk(glyphs.font_dirs()) is None:
        pytest.skip("no CJK font on this machine (the stand-in is tested above)")
    texts, _ = await opening(tmp_path / "cjk.db", ["李雷", "Ελένη", "Niccolò"], "it")
    assert "Seat order: 李雷, Ελένη, Niccolò." in texts
    assert "Giocatore" not in texts and "Player 1" not in texts


async def test_game_list_and_mine_name_players_as_the_board_does(
    tmp_path: Path, no_cjk_font: None
) -> None:
    """`/game list` and `/game mine` name the awaited and the away as posts do: a name no font
    draws with the board's stand-in beside it, in the reader's language."""
    async with running_bot(tmp_path / "list.db") as h:
        li, eleni, niccolo = h.user("李雷"), h.user("Ελένη"), h.user("Niccolò")
        await h.slash(li, "game create", game="meduris")
        await h.slash(eleni, "game join")
        await h.slash(niccolo, "game join")
        await h.slash(li, "game start")
        await h.slash(li, "away set", until="in 5 days")
        info = await h.bot.service.game_in_channel(CHANNEL_ID)
        assert info is not None
        awaited = (await h.bot.service.pending(info.id))[0][0]
        watcher = niccolo if awaited != niccolo.id else eleni
        for locale, stand_in in (("en-US", "李雷 (Player 1)"), ("it", "李雷 (Giocatore 1)")):
            for command, reader in (("game list", li), ("game mine", watcher)):
                sent = await h.slash(reader, command, locale=locale)
                text = "\n".join(s.content for s in sent if s.content)
                assert f"{stand_in} " in text, text
                assert "李雷" not in text.replace(stand_in, ""), text
                assert "Ελένη (" not in text and "Niccolò (" not in text
