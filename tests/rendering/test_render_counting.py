"""Boards number ships, slots, spaces, districts and levels as players count them, from 1.

The views keep the engine's numbers (from 0); every string the renderers draw is recorded and
must name ship 1 to 4, slots from 1, spaces 1 to 32 (or 40), districts 1 to 9, levels 1 to 3.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from imhotep_views import mid_game_view
from meduris_views import meduris_view

from rendering import imhotep, meduris


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[str]]:
    """Every string drawn by the two renderers, their cached layers drawn afresh."""
    strings: list[str] = []
    for module in (imhotep, meduris):
        original = module.text

        def recording(
            draw: Any, xy: Any, words: str, *args: Any, _draw: Any = original, **kwargs: Any
        ) -> Any:
            strings.append(words)
            return _draw(draw, xy, words, *args, **kwargs)

        monkeypatch.setattr(module, "text", recording)
        module._static_layer.cache_clear()
    yield strings
    for module in (imhotep, meduris):
        module._static_layer.cache_clear()


@pytest.mark.parametrize("locale", ["en", "it"])
def test_imhotep_ships_and_slots_from_1(drawn: list[str], locale: str) -> None:
    imhotep.render(mid_game_view(4), locale)
    ship = "Ship" if locale == "en" else "Barca"
    assert {f"{ship} {n}" for n in range(1, 5)} <= set(drawn), drawn
    assert f"{ship} 0" not in drawn
    assert ("bow = slot 1" if locale == "en" else "prua = casella 1") in drawn


@pytest.mark.parametrize(("players", "spaces"), [(2, 32), (4, 40)])
def test_meduris_spaces_from_1(drawn: list[str], players: int, spaces: int) -> None:
    view = meduris_view(players, "play")
    assert view["ring"][0]["space"] == 0  # the view counts from 0, the board from 1
    meduris.render(view)
    numbers = {int(s) for s in drawn if s.isdigit()}
    assert set(range(1, spaces + 1)) <= numbers, sorted(numbers)
