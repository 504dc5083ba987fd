"""`/game rules` as Discord receives it teaches each game at length in both languages: at least
3,000 characters of how to play for Roads & Boats and Meduris, in English and in Italian, each in
the reader's own words (issue 20)."""

from __future__ import annotations

import pytest
from harness import Harness
from test_transcripts import LOCALES, shown
from wordcheck import problems


@pytest.mark.parametrize("game", ["meduris", "roads_and_boats"])
@pytest.mark.parametrize("language", sorted(LOCALES))
async def test_rules_reach_discord_whole_and_in_words(
    game: str, language: str, harness: Harness
) -> None:
    h = harness
    sent = await h.slash(h.user("ann"), "game rules", game=game, locale=LOCALES[language])
    text = "\n".join(part for part in shown(sent) if part)
    assert len(text) >= 3000, len(text)
    assert problems(text, language) == []
    if language == "it":
        assert "vince" in text.lower()  # the goal, said in Italian
