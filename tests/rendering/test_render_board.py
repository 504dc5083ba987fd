"""`render_board` (contract 2) dispatches on the view's game and rejects what it cannot draw."""

from __future__ import annotations

import pytest
from imhotep_views import mid_game_view

from rendering import games, imhotep, render_board


def test_dispatches_to_the_game_renderer() -> None:
    view = mid_game_view(2)
    assert render_board(view) == imhotep.render(view)
    assert "imhotep" in games()


@pytest.mark.parametrize("view", [{"game": "chess"}, {}, {"game": None}, {"game": ["imhotep"]}])
def test_unknown_game_is_a_clear_value_error(view: dict) -> None:
    with pytest.raises(ValueError, match="no board renderer for game"):
        render_board(view)
