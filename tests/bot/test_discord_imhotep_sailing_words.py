"""A sailing reads as a sentence in the channel: who sailed which ship where, and whose stones
were unloaded there, in order (or what they score, or who takes a card), in English and
Italian, through real payloads."""

from __future__ import annotations

import pytest
from harness import Harness, Sent
from test_discord_imhotep import import_game, scenario

LOADED = [
    {"player": "ann", "type": "place_stone", "ship": 2, "slot": 0},
    {"player": "bob", "type": "place_stone", "ship": 2, "slot": 1},
    {"player": "ann", "type": "place_stone", "ship": 3, "slot": 1},
    {"player": "bob", "type": "place_stone", "ship": 3, "slot": 0},
]
"""Ships 3 and 4 (as players count them) loaded: ann then bob, and bob then ann."""

LINES = {
    ("en-US", "temple"): (
        "ann sailed ship 3 to the temple and unloaded there, in this order, the stones of ann, bob."
    ),
    ("en-US", "pyramid"): (
        "ann sailed ship 3 to the pyramid and unloaded its stones there; they score ann +2, bob +1."
    ),
    ("en-US", "market"): (
        "bob sailed ship 4 to the market and unloaded its stones there: bob, ann take a card "
        "each, in this order."
    ),
    ("it", "temple"): (
        "ann ha condotto la barca 3 al Tempio e vi ha scaricato, in quest'ordine, le pietre di "
        "ann, bob."
    ),
    ("it", "pyramid"): (
        "ann ha condotto la barca 3 alla Piramide e vi ha scaricato le sue pietre, che fanno "
        "guadagnare ann +2, bob +1."
    ),
    ("it", "market"): (
        "bob ha condotto la barca 4 al Mercato e vi ha scaricato le sue pietre: prendono una "
        "carta ciascuno, in quest'ordine, bob, ann."
    ),
}


def posted(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.kind == "channel")


@pytest.mark.parametrize("site", ["temple", "pyramid"])
@pytest.mark.parametrize("locale", ["en-US", "it"])
async def test_a_sailing_says_whose_stones_went_where(
    harness: Harness, locale: str, site: str
) -> None:
    h = harness
    h.guild_locale = locale
    ann, bob, _ = await import_game(h, scenario(["statue"] * 4, LOADED))
    sent = await h.slash(ann, "imhotep sail", ship=3, site=site)
    assert LINES[(locale, site)] in posted(sent)
    sent = await h.slash(bob, "imhotep sail", ship=4, site="market")
    assert LINES[(locale, "market")] in posted(sent)
