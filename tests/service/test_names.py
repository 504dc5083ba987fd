"""Names in text as the boards draw them: a name no font has keeps its board stand-in beside it."""

from __future__ import annotations

from bot.service.names import as_on_board


def test_only_names_no_font_draws_get_their_stand_in() -> None:
    seated = ["ann", "Ελένη", "🦀", "🦀🦀"]
    text = "Seat order: ann, Ελένη, 🦀, 🦀🦀. 🦀🦀 won."
    assert as_on_board(text, seated, "en") == (
        "Seat order: ann, Ελένη, 🦀 (Player 3), 🦀🦀 (Player 4). 🦀🦀 (Player 4) won."
    )
    assert as_on_board("🦀: 3 punti", seated, "it") == "🦀 (Giocatore 3): 3 punti"


def test_text_without_such_a_name_is_left_as_it_is() -> None:
    assert as_on_board("ann: your move.", ["ann", "bob"], "en") == "ann: your move."
