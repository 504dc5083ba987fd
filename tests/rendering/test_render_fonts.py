"""Fonts on the boards: every label of both languages has its glyphs, players' names are drawn as
written in Latin with accents, Greek, Cyrillic and (with a CJK font on the machine) Chinese, and
without a CJK font a name is drawn as one stand-in that the text side writes beside it."""

from __future__ import annotations

import io
import random
import string
from collections.abc import Callable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest
from PIL import Image, ImageStat

from rendering import draw, glyphs, imhotep, meduris, names
from rendering import roads_and_boats as rnb
from rendering.roads_and_boats_words import LABELS as RNB_LABELS
from rendering.roads_and_boats_words import LABELS_IT as RNB_LABELS_IT
from rules.core import PUBLIC
from rules.imhotep import GAME as IMHOTEP
from rules.meduris import GAME as MEDURIS
from rules.roads_and_boats import GAME as ROADS_AND_BOATS

WRITTEN = ["Niccolò", "Ελένη", "Дмитрий", "李雷"]
LATIN = ["Niccolo", "Eleni", "Dmitri", "Li Lei"]
AS_MAIN_DREW_THEM = ["Niccolo", "Player 2", "Player 3", "Player 4"]
"""What the ASCII-only font drew for WRITTEN: accents dropped, other scripts as the seat."""

TABLES: dict[str, Mapping[str, str]] = {
    "imhotep en": imhotep.LABELS["en"],
    "imhotep it": imhotep.LABELS["it"],
    "meduris en": meduris.LABELS,
    "meduris it": {**meduris.LABELS, **meduris.LABELS_IT},
    "roads and boats en": RNB_LABELS,
    "roads and boats it": {**RNB_LABELS, **RNB_LABELS_IT},
}


def literal(template: str) -> str:
    """A label's own characters, its {fields} left out."""
    return "".join(text for text, _, _, _ in string.Formatter().parse(template))


@pytest.mark.parametrize("table", sorted(TABLES))
def test_every_label_has_its_glyphs_in_the_bundled_fonts(table: str) -> None:
    regular = glyphs._cmap(glyphs.REGULAR)
    bold = glyphs._cmap(glyphs.BOLD)
    for key, template in TABLES[table].items():
        missing = {ch for ch in literal(template) if ord(ch) not in regular or ord(ch) not in bold}
        assert not missing, (key, template, missing)


def test_the_bundled_fonts_cover_accents_greek_and_cyrillic() -> None:
    regular = glyphs._cmap(glyphs.REGULAR)
    for name in [*WRITTEN[:3], "Zoë", "Łukasz", "Ørsted", "Çağrı", "1º 2º …"]:
        assert all(ord(ch) in regular for ch in name), name


def test_the_stand_in_words_are_the_boards_own() -> None:
    """The text side's stand-in is the word each board draws for a seat, in both languages."""
    for language in ("en", "it"):
        stand_in = names.stand_in(3, language)
        assert imhotep.LABELS[language]["seat"].format(n=4) == stand_in
    assert meduris.LABELS["player"].format(n=4) == names.stand_in(3, "en")
    assert meduris.LABELS_IT["player"].format(n=4) == names.stand_in(3, "it")
    assert RNB_LABELS["player.default"].format(n=4) == names.stand_in(3, "en")
    assert RNB_LABELS_IT["player.default"].format(n=4) == names.stand_in(3, "it")


def forget_fonts() -> None:
    glyphs.primary.cache_clear()
    glyphs.fallback.cache_clear()
    draw.text_width.cache_clear()
    draw._text_mask.cache_clear()
    draw._local.__dict__.clear()


@pytest.fixture
def no_cjk_font(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """A machine without a CJK font, as CI machines are: no system folder, no extra folder."""
    monkeypatch.setattr(glyphs, "_SYSTEM_DIRS", ())
    monkeypatch.delenv("MEEPLEPOST_FONT_DIRS", raising=False)
    forget_fonts()
    yield
    monkeypatch.undo()
    forget_fonts()


# ---------------------------------------------------------------- boards of played games


def played_view(game: Any, players: list[str], seed: int, decisions: int) -> dict[str, Any]:
    """The public view after `decisions` decisions of the game's demo policy."""
    rng = random.Random(seed)
    state = game.new_game(players, game.default_options(), seed)
    for _ in range(decisions):
        pending = game.pending(state)
        if not pending:
            break
        simultaneous = [d for d in pending if d.simultaneous]
        if simultaneous:
            orders = {d.player: game.demo_orders(state, d.player, rng) for d in simultaneous}
            state, _ = game.resolve(state, orders)
        else:
            player = pending[0].player
            state, _ = game.apply(state, player, game.demo_move(state, player, rng))
    view: dict[str, Any] = game.view(state, PUBLIC)
    return view


Board = Callable[[list[str], str], bytes]


def imhotep_board(players: list[str], language: str) -> bytes:
    return imhotep.render(played_view(IMHOTEP, players, 5, 30), locale=language)


def meduris_board(players: list[str], language: str) -> bytes:
    labels = meduris.LABELS_IT if language == "it" else None
    return meduris.render(played_view(MEDURIS, players, 5, 30), labels=labels)


def rnb_board(players: list[str], language: str) -> bytes:
    labels = RNB_LABELS_IT if language == "it" else None
    return rnb.render(played_view(ROADS_AND_BOATS, players, 5, 12), labels=labels)


BOARDS: dict[str, Board] = {
    "imhotep": imhotep_board,
    "meduris": meduris_board,
    "roads and boats": rnb_board,
}


def pixels(png: bytes) -> bytes:
    return Image.open(io.BytesIO(png)).convert("RGB").tobytes()


@pytest.mark.parametrize("game", sorted(BOARDS))
@pytest.mark.parametrize("language", ["en", "it"])
def test_names_in_four_scripts_are_drawn_as_written(game: str, language: str) -> None:
    board = BOARDS[game]
    written = board(WRITTEN, language)
    assert pixels(written) != pixels(board(LATIN, language))
    # the ASCII-only font drew Niccolò as "Niccolo" and Ελένη, Дмитрий, 李雷 as their seats
    assert pixels(written) != pixels(board(AS_MAIN_DREW_THEM, language))


def test_without_a_cjk_font_the_board_and_the_text_share_the_stand_in(no_cjk_font: None) -> None:
    assert not glyphs.drawable("李雷") and glyphs.drawable("Ελένη Дмитрий Niccolò")
    assert names.board_name("李雷", names.stand_in(3)) == "Player 4"
    assert names.text_name("李雷", 3) == "李雷 (Player 4)"
    assert names.text_name("李雷", 3, "it") == "李雷 (Giocatore 4)"
    assert names.text_name("Ελένη", 1) == "Ελένη"
    # the board draws exactly what it draws for a player called by the stand-in
    for board in BOARDS.values():
        with_name = board(["ann", "bob", "cy", "李雷"], "en")
        assert pixels(with_name) == pixels(board(["ann", "bob", "cy", "Player 4"], "en"))


def test_a_character_no_font_has_gets_the_stand_in_on_any_machine() -> None:
    assert names.board_name("🦀", names.stand_in(1, "it")) == "Giocatore 2"
    assert names.text_name("🦀", 1) == "🦀 (Player 2)"
    assert names.board_name("  Zoë \n", "Player 1") == "Zoë"


def test_a_cjk_font_on_the_machine_draws_chinese_names() -> None:
    found = glyphs.find_cjk(glyphs.font_dirs())
    if found is None:
        pytest.skip("no CJK font on this machine (the stand-in is tested above)")
    assert glyphs.drawable("李雷")
    assert names.board_name("李雷", "Player 4") == "李雷"
    assert names.text_name("李雷", 3) == "李雷"
    assert [face for face, _ in glyphs.runs("Li 李雷")] == [0, 1]


def test_mixed_scripts_are_drawn_run_by_run() -> None:
    """A name in two fonts is as wide as its runs, and each run is drawn (no blank box)."""
    mixed = "Ann 李"
    runs = glyphs.runs(mixed)
    width = sum(draw.font(24, False, face).getlength(piece) for face, piece in runs)
    assert draw.text_width(mixed, 24) == pytest.approx(width)
    mask, _ = draw._text_mask(mixed, 24, False, "mm")
    alone, _ = draw._text_mask("Ann", 24, False, "mm")
    assert mask.width > alone.width and mask.getbbox() is not None


def test_bold_is_the_bold_face_not_a_stroke() -> None:
    assert draw.font(24, bold=True).getname()[1] == "Bold"
    assert draw.font(24).getname()[1] == "Book"


def test_a_bold_cjk_face_is_taken_for_bold_and_a_regular_one_for_the_rest(
    tmp_path: Path,
) -> None:
    """A folder listing Black and Bold before Regular: the regular text gets Regular, bold
    text gets Bold (a face that is bold by itself)."""
    found = glyphs.find_cjk(glyphs.font_dirs())
    if found is None:
        pytest.skip("no CJK font on this machine to copy")
    for name in ("NotoSansCJK-Black.ttc", "NotoSansCJK-Bold.ttc", "NotoSansCJK-Regular.ttc"):
        (tmp_path / name).symlink_to(found.path)
    regular = glyphs.find_cjk([str(tmp_path)])
    bold = glyphs.find_cjk([str(tmp_path)], bold=True)
    assert regular is not None and Path(regular.path).name == "NotoSansCJK-Regular.ttc"
    assert not regular.bold
    assert bold is not None and Path(bold.path).name == "NotoSansCJK-Bold.ttc" and bold.bold


def ink(content: str, bold: bool) -> int:
    mask, _ = draw._text_mask(content, 28, bold, "la")
    return int(ImageStat.Stat(mask).sum[0])


def test_a_cjk_name_in_bold_looks_bold_without_a_bold_cjk_face() -> None:
    """The system's only CJK face is regular (as WenQuanYi is): bold text thickens it with a
    stroke, as much heavier than regular as DejaVu's bold is, within reason."""
    found = glyphs.find_cjk(glyphs.font_dirs())
    if found is None:
        pytest.skip("no CJK font on this machine (the stand-in is drawn in DejaVu's bold)")
    if glyphs.find_cjk(glyphs.font_dirs(), bold=True) is not None:
        pytest.skip("this machine has a bold CJK face (tested above)")
    assert draw.stroke(28, True, 1) > 0 and draw.stroke(28, True, 0) == 0
    latin = ink("Niccolò", True) / ink("Niccolò", False)
    chinese = ink("李雷", True) / ink("李雷", False)
    assert chinese > 1.15 and chinese < latin * 1.6
    assert draw.text_width("李雷", 28, True) > draw.text_width("李雷", 28)
