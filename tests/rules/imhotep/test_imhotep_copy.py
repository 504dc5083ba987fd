"""`copy_state` copies every field into its own place: a state whose fields all hold values
of their own is copied field for field, and changing the copy's containers leaves it as it was."""

from __future__ import annotations

from dataclasses import fields

from rules.imhotep import GAME
from rules.imhotep.state import Ship, copy_state


def test_every_field_is_copied_to_its_own_place() -> None:
    s = GAME.new_game(["ann", "bob"], {}, 7)
    s.pharaohs_wrath, s.seed, s.rng, s.round = True, 11, 12, 3
    s.ships = [Ship(3, ["ann", None, "bob"], "temple")]
    s.sled, s.quarry, s.obelisks = {"ann": 1}, {"ann": 2}, {"ann": 4}
    s.pyramid, s.temple, s.burial_chamber = ["ann"], ["bob", "bob"], ["ann", "bob", "ann"]
    s.display, s.deck, s.discard = ["chisel"], ["hammer", "sail"], ["lever"] * 3
    s.picks, s.market_stones = ["bob"] * 4, ["ann"] * 5
    s.current, s.passes, s.over = 1, 2, True
    s.points = {"ann": {"pyramid": 5}, "bob": {"temple": 6}}
    copy = copy_state(s)
    for f in fields(s):
        assert getattr(copy, f.name) == getattr(s, f.name), f.name
    copy.ships[0].slots[1] = "bob"
    copy.sled["ann"] = 0
    copy.cards["ann"].append("hammer")
    copy.points["ann"]["pyramid"] = 0
    assert s.ships[0].slots == ["ann", None, "bob"]
    assert s.sled == {"ann": 1} and "hammer" not in s.cards["ann"]
    assert s.points["ann"] == {"pyramid": 5}
