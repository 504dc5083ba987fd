"""`/game rules` carries the game's legend image, privately, in the reader's language, drawn
once per game and language."""

from __future__ import annotations

import dataclasses
import io

import pytest
from harness import Harness
from PIL import Image

from bot import registry
from bot.cogs.game import LEGEND_FILE

GAMES = ("imhotep", "meduris", "roads_and_boats")


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize(("locale", "language"), [("en-US", "en"), ("it", "it")])
async def test_rules_carry_the_legend_in_the_readers_language(
    game: str, locale: str, language: str, harness: Harness
) -> None:
    h = harness
    sent = await h.slash(h.user("ann"), "game rules", game=game, locale=locale)
    messages = [s for s in sent if s.content]
    assert messages and all(s.ephemeral for s in sent)
    with_files = [s for s in sent if s.files]
    assert len(with_files) == 1 and with_files[0] is messages[0], "on the first message only"
    (name, png), *others = with_files[0].files
    assert not others and name == LEGEND_FILE
    assert png == registry.plugin(game).render_legend(language)  # type: ignore[misc]
    assert Image.open(io.BytesIO(png)).format == "PNG"


async def test_the_legend_is_drawn_once_per_game_and_language(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The first ask defers while the legend is drawn; later asks answer at once with the same
    image; another language is drawn anew."""
    h = harness
    plugin = registry.plugin("meduris")
    drawn: list[str] = []
    render = plugin.render_legend
    assert render is not None

    def counting(language: str) -> bytes:
        drawn.append(language)
        return render(language)

    counted = dataclasses.replace(plugin, render_legend=counting)
    lookup = registry.plugin
    monkeypatch.setattr(
        registry, "plugin", lambda kind: counted if kind == "meduris" else lookup(kind)
    )
    first = await h.slash(h.user("ann"), "game rules", game="meduris")
    again = await h.slash(h.user("bob"), "game rules", game="meduris")
    italian = await h.slash(h.user("cy"), "game rules", game="meduris", locale="it")
    assert drawn == ["en", "it"]
    assert first[0].response_type == 5, "deferred while drawing"
    assert again[0].response_type == 4 and again[0].files == next(s for s in first if s.files).files
    assert next(s for s in italian if s.files).files != again[0].files


async def test_rules_in_a_dm_carry_the_legend(harness: Harness) -> None:
    h = harness
    sent = await h.slash(h.user("ann"), "game rules", game="imhotep", channel_id=None)
    assert [name for s in sent for name, _ in s.files] == [LEGEND_FILE]
