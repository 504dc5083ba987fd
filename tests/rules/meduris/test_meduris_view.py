"""The view contract the renderer and the Discord layer are written against, and hidden
materials."""

from __future__ import annotations

import json

from meduris_scenarios import build, druid_on_ring, holding, play, started

from rules.core import MODERATOR, PUBLIC
from rules.meduris import GAME

PLAYER_KEYS = {
    "name",
    "colour",
    "score",
    "huts_left",
    "temples_left",
    "huts_built",
    "temples_built",
    "runes",
}
TOP_KEYS = {
    "game",
    "viewer",
    "round",
    "stage",
    "ring_size",
    "approximate_ring",
    "players",
    "ring",
    "druid",
    "runes",
    "highlands",
    "supply_available",
    "die",
    "current_player",
    "pending",
    "ritual",
    "settlements",
    "last_turns_left",
    "scores",
}


def test_view_shape_mid_game() -> None:
    s = build(started(tokens={"20": "druid"}), huts={20: "bob", 30: "ann", 31: "ann", 0: "bob"})
    s = build(s, temples={5: "ann"})
    s.runes[2] = "bob"
    druid_on_ring(s, 20)
    holding(s, "ann", wood=1, copper=1)
    s, _ = play(s, "ann", {"type": "build_temple", "space": 3})
    view = GAME.view(s, "ann")
    assert set(view) == TOP_KEYS
    json.dumps(view)
    assert view["stage"] == "play"
    assert view["ring_size"] == 32 and view["approximate_ring"] is False
    assert [p["name"] for p in view["players"]] == ["ann", "bob"]
    assert set(view["players"][0]) == PLAYER_KEYS | {"materials"}
    assert set(view["players"][1]) == PLAYER_KEYS
    assert view["players"][1]["runes"] == [2]
    assert view["players"][0]["temples_built"] == 2
    assert view["ring"][20] == {
        "space": 20,
        "district": 5,
        "cost": ["wood", "stone"],
        "building": {"kind": "hut", "owner": "bob"},
        "token": "druid",
    }
    assert view["ring"][5]["building"] == {"kind": "temple", "owner": "ann"}
    assert view["druid"] == {"rock": 3, "space": 30}
    assert view["ritual"] == {"space": 30, "owner": "ann"}
    assert view["pending"] == [{"player": "ann", "kind": "offer"}]
    assert view["settlements"] == [[30, 31, 0]]
    assert view["runes"]["2"] == "bob" and view["runes"]["0"] is None
    assert view["highlands"]["wood"] == ["ann", "ann"]
    assert view["supply_available"] == {m: True for m in ("wood", "wool", "copper", "stone")}
    assert view["die"] == "wool"
    assert view["current_player"] == "ann"
    assert view["round"] == 1
    assert view["last_turns_left"] is None
    assert view["scores"] == {"ann": 5, "bob": 5}
    assert "ranking" not in view and "breakdown" not in view


def test_materials_only_in_their_owners_view() -> None:
    s = holding(started(), "ann", wood=3, stone=7)
    holding(s, "bob", copper=2)
    assert GAME.view(s, "ann")["players"][0]["materials"] == {
        "wood": 3,
        "wool": 0,
        "copper": 0,
        "stone": 7,
    }
    for viewer in (PUBLIC, MODERATOR, "bob"):
        view = GAME.view(s, viewer)
        assert "materials" not in view["players"][0]
        text = json.dumps(view)
        assert '"materials"' not in text or viewer == "bob"


def test_four_player_view_is_flagged_approximate() -> None:
    s = GAME.new_game(["a", "b", "c", "d"], {}, 5)
    view = GAME.view(s, PUBLIC)
    assert view["ring_size"] == 40 and view["approximate_ring"] is True
    assert view["stage"] == "setup" and view["round"] == 0
    assert view["current_player"] is None
    assert len(view["ring"]) == 40
