"""The view (`Game.view` in rules/core.py), hidden information, immutability and readable events."""

from __future__ import annotations

import json
import random

import pytest
from imhotep_scenarios import DECK, edit, play, ships, start

from rules.core import PUBLIC, RuleError, english_template, known_keys
from rules.imhotep import GAME, PlaceStone
from rules.imhotep.messages import TEMPLATES

VIEW_KEYS = {
    "game",
    "viewer",
    "players",
    "colours",
    "round",
    "rounds",
    "over",
    "current_player",
    "pending",
    "scores",
    "breakdown",
    "sleds",
    "quarries",
    "ships",
    "sites",
    "cards",
    "deck_size",
    "discard_size",
    "ranking",
}


def test_view_has_every_contract_key() -> None:
    s = start(("ann", "bob", "cy"), round_cards=[[4, 3, 2, 1]])
    s, _ = play(s, "ann", {"type": "place_stone", "ship": 1, "slot": 2})
    view = GAME.view(s, PUBLIC)
    assert set(view) == VIEW_KEYS
    assert view["game"] == "imhotep"
    assert view["viewer"] == PUBLIC
    assert view["rounds"] == 6
    assert view["pending"] == [{"player": "bob", "kind": "turn"}]
    assert view["current_player"] == "bob"
    assert view["ships"][1] == {
        "index": 1,
        "size": 3,
        "min_load": 2,
        "slots": [None, None, "ann"],
        "sailed_to": None,
    }
    assert [ship["min_load"] for ship in view["ships"]] == [3, 2, 1, 1]
    assert set(view["sites"]) == {"pyramid", "temple", "burial_chamber", "obelisks", "market"}
    assert view["sites"]["temple"] == [[], [], [], [], []]
    assert view["sites"]["market"] == {"display": DECK[:4], "picks": []}
    assert view["cards"] == {"ann": [], "bob": [], "cy": []}
    assert view["ranking"] is None
    assert view["deck_size"] == 30
    assert view["discard_size"] == 0
    assert set(view["breakdown"]["ann"]) == {
        "pyramid",
        "temple",
        "burial_chamber",
        "obelisks",
        "decorations",
        "statues",
        "blue_cards",
        "pharaohs_wrath",
    }
    json.dumps(view)


def test_view_does_not_depend_on_deck_order_or_future_round_cards() -> None:
    deck = ["statue", "lever", "entrance", "hammer", "sail", "chisel", "paved_path", "sarcophagus"]
    a = start(round_cards=[[4, 3, 2, 2], [4, 3, 3, 1], [4, 2, 2, 1]], deck=deck)
    future = [list(card) for card in reversed(a.round_cards[1:])]
    b = edit(a, deck=list(reversed(a.deck)), round_cards=[[4, 3, 2, 2], *future])
    assert GAME.to_json(a)["deck"] != GAME.to_json(b)["deck"]
    assert GAME.to_json(a)["round_cards"] != GAME.to_json(b)["round_cards"]
    for viewer in ("ann", "bob", PUBLIC):
        view = GAME.view(a, viewer)
        assert view == GAME.view(b, viewer)
        text = json.dumps(view)
        assert "paved_path" not in text
        assert "sarcophagus" not in text


def test_apply_never_mutates_its_input() -> None:
    s = start()
    before = GAME.to_json(s)
    after, _ = GAME.apply(s, "ann", PlaceStone(0, 0))
    assert GAME.to_json(s) == before
    assert after is not s
    assert after.ships[0].slots[0] == "ann"
    assert s.ships[0].slots[0] is None
    with pytest.raises(RuleError):
        GAME.apply(s, "ann", PlaceStone(0, 9))
    assert GAME.to_json(s) == before


def test_same_moves_same_state() -> None:
    def run() -> dict[str, object]:
        rng = random.Random(5)
        s = GAME.new_game(["a", "b", "c"], {"pharaohs_wrath": True}, 99)
        for _ in range(60):
            player = GAME.pending(s)[0].player
            s, _ = GAME.apply(s, player, rng.choice(GAME.legal_moves(s, player)))
        return GAME.to_json(s)

    assert run() == run()


def test_every_event_of_random_games_renders_in_english() -> None:
    used = set()
    for seed in range(30):
        rng = random.Random(seed)
        s = GAME.new_game([f"p{i}" for i in range(2 + seed % 3)], {"pharaohs_wrath": True}, seed)
        while GAME.pending(s):
            player = GAME.pending(s)[0].player
            s, events = GAME.apply(s, player, GAME.demo_move(s, player, rng))
            for e in events:
                assert e.private_to is None
                assert "{" not in e.english()
                used.add(e.message.key)
    assert {"imhotep.sailed_pyramid", "imhotep.took_card", "imhotep.game_end"} <= used


def test_templates_are_registered() -> None:
    for key, text in TEMPLATES.items():
        assert key.startswith("imhotep.")
        assert key in known_keys()
        assert english_template(key) == text


def test_sailing_event_reads_like_the_channel_line() -> None:
    s = ships(start(), (["ann", "bob", "ann", "bob"], None), ([None] * 3, None))
    _, events = play(s, "ann", {"type": "sail", "ship": 0, "site": "pyramid"})
    assert events[0].english() == (
        "ann sailed ship 0 to the pyramid and unloaded it there; points: ann +5, bob +3."
    )
