"""A sailing reads as a sentence in the channel: who sailed which ship where, and whose stones
were unloaded there, in order (or what they score, or who takes a card), in English and
Italian, through real payloads; a ship with one stone speaks of one stone."""

from __future__ import annotations

import re
from typing import Any

import pytest
from harness import Harness, Sent
from test_discord_imhotep import import_game, scenario, slash_for

from bot import i18n, registry
from rules.core import Message
from rules.imhotep import GAME

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
        "ann sailed ship 3 to the pyramid and unloaded it there; points: ann +2, bob +1."
    ),
    ("en-US", "market"): (
        "bob sailed ship 4 to the market and unloaded it there; the cards are taken in this "
        "order: bob, ann."
    ),
    ("it", "temple"): (
        "ann ha condotto la barca 3 al Tempio e vi ha scaricato nell'ordine le pietre di ann, bob."
    ),
    ("it", "pyramid"): (
        "ann ha condotto la barca 3 alla Piramide e l'ha scaricata; punti: ann +2, bob +1."
    ),
    ("it", "market"): (
        "bob ha condotto la barca 4 al Mercato e l'ha scaricata; le carte si prendono in "
        "quest'ordine: bob, ann."
    ),
}


def posted(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.posted)


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


ONE_STONE = {
    ("en-US", "temple"): "bob sailed ship 3 to the temple and unloaded ann's stone there.",
    ("en-US", "market"): "bob sailed ship 3 to the market and unloaded it there; ann takes a card.",
    ("it", "temple"): "bob ha condotto la barca 3 al Tempio e vi ha scaricato la pietra di ann.",
    (
        "it",
        "market",
    ): "bob ha condotto la barca 3 al Mercato e l'ha scaricata; ann prende una carta.",
}


@pytest.mark.parametrize("site", ["temple", "market"])
@pytest.mark.parametrize("locale", ["en-US", "it"])
async def test_a_ship_with_one_stone_says_one_stone(
    harness: Harness, locale: str, site: str
) -> None:
    h = harness
    h.guild_locale = locale
    loaded = [{"player": "ann", "type": "place_stone", "ship": 2, "slot": 0}]
    _, bob, _ = await import_game(h, scenario(["statue"] * 4, loaded))
    sent = await h.slash(bob, "imhotep sail", ship=3, site=site)
    assert ONE_STONE[(locale, site)] in posted(sent)


DECK = ["statue"] * 4 + ["chisel", "paved_path", "decoration_obelisks", "hammer"]
ROUND_TWO = {
    "en-US": "the market shows chisel, paved path, obelisks decoration, hammer.",
    "it": "al Mercato ci sono Scalpello, Strada lastricata, Decorazione: Obelischi, Martello.",
}
STONES_TAKEN = {
    "en-US": re.compile(
        r"\w+ took \d stones? from the quarry: now \d on the sled, \d+ in the quarry\."
    ),
    "it": re.compile(
        r"\w+ ha preso \d pietre? dalla cava: ora ne ha \d sul tassello stoccaggio e \d+ "
        r"nella cava\."
    ),
}
CARD_TAKEN = {
    "en-US": re.compile(r"\w+ took the statue card from the market\."),
    "it": re.compile(r"\w+ ha preso la carta Statua dal Mercato\."),
}
PREFERRED = ("sail", "take_card", "place_stone", "take_stones")


def first_round() -> list[dict[str, Any]]:
    """A first round played out by the engine (sail when a ship may sail, else load a stone,
    else take stones), up to and with the move that ends it."""
    replay = scenario(DECK, [])
    state = GAME.new_game(["ann", "bob"], replay["options"], replay["seed"], replay["fixed"])
    moves: list[dict[str, Any]] = []
    while GAME.round_number(state) == 1:
        [decision] = GAME.pending(state)
        legal = [GAME.move_to_json(m) for m in GAME.legal_moves(state, decision.player)]
        move = min(legal, key=lambda m: PREFERRED.index(m["type"]))
        state, _ = GAME.apply(state, decision.player, GAME.parse_move(move))
        moves.append({"player": decision.player, **move})
    return moves


@pytest.mark.parametrize("locale", ["en-US", "it"])
async def test_a_round_reads_in_words(harness: Harness, locale: str) -> None:
    """Stones taken say where they went, a market card taken is named as a card, and the next
    round's market is listed in words, not ids."""
    h = harness
    h.guild_locale = locale
    moves = first_round()
    assert {"take_stones", "take_card"} <= {m["type"] for m in moves}
    ann, bob, game_id = await import_game(h, scenario(DECK, []))
    start = len(h.sent)
    for seq, move in enumerate(moves):
        if await h.bot.service.db.move_count(game_id) > seq:
            continue  # a move its player had no choice about: the bot made it
        user = ann if move["player"] == "ann" else bob
        command, options = slash_for({k: v for k, v in move.items() if k != "player"})
        sent = await h.slash(user, command, locale=locale, **options)
        assert not [s.content for s in sent if s.ephemeral and "turn" in s.content]
    said = "\n".join(s.content for s in h.sent[start:])
    assert ROUND_TWO[locale] in said
    assert STONES_TAKEN[locale].search(said)
    assert CARD_TAKEN[locale].search(said)


@pytest.mark.parametrize(
    ("locale", "ships", "line"),
    [
        ("en-US", "2", "round 3 ends with ship 3 unsailed; any stones on board go back"),
        ("en-US", "0, 2", "round 3 ends with ships 1, 3 unsailed; any stones on board go back"),
        ("it", "2", "il giro 3 finisce con la barca 3 non condotta; le pietre rimaste a bordo"),
        ("it", "0, 2", "il giro 3 finisce con le barche 1, 3 non condotte; le pietre rimaste"),
    ],
)
def test_a_stuck_round_names_one_ship_as_one(locale: str, ships: str, line: str) -> None:
    registry.install()
    stuck = Message("imhotep.round_stuck", {"round": 3, "ships": ships})
    assert line in i18n.render(stuck, locale)
