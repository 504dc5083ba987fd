"""Each rule of a turn, of the sites, of the market, of the blue cards and of the round end."""

from __future__ import annotations

from typing import Any

import pytest
from imhotep_scenarios import DECK, edit, play, ships, start

from rules.core import RuleError
from rules.imhotep import GAME, Pass, State
from rules.imhotep.data import PYRAMID_POINTS


def refused(state: State, player: str, move: dict[str, Any]) -> str:
    """The error text of a refused move; also checks the state was left as it was."""
    before = GAME.to_json(state)
    with pytest.raises(RuleError) as info:
        play(state, player, move)
    assert GAME.to_json(state) == before
    return str(info.value)


def sail(ship: int, site: str) -> dict[str, Any]:
    return {"type": "sail", "ship": ship, "site": site}


def place(ship: int, slot: int) -> dict[str, Any]:
    return {"type": "place_stone", "ship": ship, "slot": slot}


TAKE = {"type": "take_stones"}


# --- whose turn --------------------------------------------------------------------------------


def test_turns_go_round_in_seat_order() -> None:
    s = start(("ann", "bob", "cy"))
    s, _ = play(s, "ann", TAKE)
    assert GAME.pending(s)[0].player == "bob"
    s, _ = play(s, "bob", TAKE)
    s, _ = play(s, "cy", place(0, 0))
    assert GAME.pending(s)[0].player == "ann"


def test_not_your_turn_and_unknown_player() -> None:
    s = start()
    assert "It is ann's turn, not bob's" in refused(s, "bob", TAKE)
    assert "zed is not playing" in refused(s, "zed", TAKE)
    assert "No market card is waiting" in refused(s, "ann", {"type": "take_card", "card": "statue"})


# --- take stones -------------------------------------------------------------------------------


def test_take_stones_takes_three_but_never_above_five() -> None:
    s = start()
    s, events = play(s, "ann", TAKE)  # ann 2 -> 5
    assert (s.sled["ann"], s.quarry["ann"]) == (5, 25)
    assert events[0].english() == (
        "ann took 3 stones from the quarry: now 5 on the sled, 25 in the quarry."
    )
    s, _ = play(s, "bob", TAKE)  # bob 3 -> 5: only 2
    assert (s.sled["bob"], s.quarry["bob"]) == (5, 25)


def test_take_stones_limited_by_the_quarry() -> None:
    s = edit(start(), sled={"ann": 0, "bob": 3}, quarry={"ann": 1, "bob": 27})
    s, _ = play(s, "ann", TAKE)
    assert (s.sled["ann"], s.quarry["ann"]) == (1, 0)


def test_take_stones_refused_with_full_sled_or_empty_quarry() -> None:
    s = edit(start(), sled={"ann": 5, "bob": 3})
    assert "sled is full (5 stones)" in refused(s, "ann", TAKE)
    s = edit(start(), sled={"ann": 0, "bob": 3}, quarry={"ann": 0, "bob": 27})
    assert "quarry is empty" in refused(s, "ann", TAKE)


# --- place a stone -----------------------------------------------------------------------------


def test_place_stone_moves_one_stone_from_the_sled() -> None:
    s = start(round_cards=[[4, 3, 2, 2]])
    s, events = play(s, "ann", place(1, 2))
    assert s.ships[1].slots == [None, None, "ann"]
    assert s.sled["ann"] == 1
    assert events[0].english() == "ann placed a stone on ship 1, slot 2."


def test_place_stone_errors() -> None:
    s = start(round_cards=[[4, 3, 2, 2]])
    assert "Ship 2 has no slot 4." in refused(s, "ann", place(2, 4))
    assert "There is no ship 4" in refused(s, "ann", place(4, 0))
    assert "There is no ship -1" in refused(s, "ann", place(-1, 0))
    taken = ships(s, (["bob", None, None, None], None), ([None] * 3, "temple"))
    assert "Slot 0 of ship 0 already holds bob's stone" in refused(taken, "ann", place(0, 0))
    assert "Ship 1 has already sailed to the temple" in refused(taken, "ann", place(1, 0))
    empty = edit(s, sled={"ann": 0, "bob": 3})
    assert "no stone on your sled" in refused(empty, "ann", place(0, 0))


# --- sail --------------------------------------------------------------------------------------


def test_sail_needs_the_minimum_load() -> None:
    s = start(round_cards=[[4, 3, 2, 2]])
    s = ships(s, (["ann", "bob", None, None], None), (["ann", None, None], None))
    assert "Ship 1 needs at least 2 stones to sail; it has 1." in refused(
        s, "ann", sail(1, "temple")
    )
    assert "Ship 0 needs at least 3 stones to sail; it has 2." in refused(
        s, "ann", sail(0, "temple")
    )


def test_one_ship_per_site_per_round_and_never_twice() -> None:
    s = start(round_cards=[[4, 3, 2, 2]])
    s = ships(s, ([None] * 4, "temple"), (["ann", "bob", None], None), (["bob", None], None))
    assert "Ship 0 has already sailed to the temple this round" in refused(
        s, "ann", sail(1, "temple")
    )
    assert "already sailed to the temple" in refused(s, "ann", sail(0, "pyramid"))
    s, _ = play(s, "ann", sail(1, "obelisks"))
    assert s.ships[1].sailed_to == "obelisks"


def test_a_sailing_lists_the_stones_owners_and_the_pickers_as_lists() -> None:
    """One owner called "Doe, Jane" is one item: the words count the list, not its commas."""
    jane = "Doe, Jane"
    s = ships(
        start((jane, "bob"), round_cards=[[4, 3, 2, 2]]),
        ([None] * 4, None),
        ([None] * 3, None),
        ([jane, None], None),
        ([jane, "bob"], None),
    )
    s, events = play(s, jane, sail(2, "temple"))
    assert events[0].message.params["stones"] == [jane]
    assert events[0].english().endswith("the stones of Doe, Jane.")
    s, events = play(s, "bob", sail(3, "market"))
    assert events[0].message.params["pickers"] == [jane, "bob"]


def test_any_player_may_sail_any_ship() -> None:
    s = ships(start(), (["bob", "bob", "bob", None], None), ([None] * 3, None))
    s, _ = play(s, "ann", sail(0, "obelisks"))
    assert s.obelisks == {"ann": 0, "bob": 3}


def test_pyramid_fills_in_order_and_scores_at_once() -> None:
    s = ships(start(), (["ann", None, "bob", "ann"], None), ([None] * 3, None))
    s, events = play(s, "ann", sail(0, "pyramid"))
    assert s.pyramid == ["ann", "bob", "ann"]
    assert GAME.scores(s) == {"ann": 2 + 3, "bob": 1}
    assert events[0].english() == (
        "ann sailed ship 0 to the pyramid and unloaded it there; points: ann +5, bob +1."
    )
    assert GAME.breakdown(s)["ann"]["pyramid"] == 5


def test_pyramid_spaces_and_extra_stones() -> None:
    assert PYRAMID_POINTS == (2, 1, 3, 2, 4, 3, 2, 1, 3, 2, 3, 1, 3, 4)
    s = edit(start(), pyramid=["bob"] * 13)
    s = ships(s, (["ann", "ann", "ann", None], None), ([None] * 3, None))
    s, _ = play(s, "ann", sail(0, "pyramid"))
    assert GAME.scores(s)["ann"] == 4 + 1 + 1


def test_temple_fills_left_to_right_then_stacks() -> None:
    # The rulebook's example: 4 stones on the first level, a ship brings brown, brown, white.
    s = start(("black", "white", "brown"))
    s = edit(s, temple=["black", "white", "black", "white"])
    s = ships(s, (["brown", "brown", "white", None], None), ([None] * 3, None))
    s, _ = play(s, "black", sail(0, "temple"))
    columns = GAME.view(s, "black")["sites"]["temple"]
    assert columns == [["black", "brown"], ["white", "white"], ["black"], ["white"], ["brown"]]


def test_temple_has_four_spaces_with_two_players() -> None:
    s = edit(start(), temple=["ann", "bob", "ann", "bob", "bob"])
    assert GAME.view(s, "ann")["sites"]["temple"] == [["ann", "bob"], ["bob"], ["ann"], ["bob"]]


def test_burial_chamber_and_obelisks_take_stones_in_unloading_order() -> None:
    s = ships(
        start(round_cards=[[4, 3, 2, 2]]),
        (["bob", "ann", None, "bob"], None),
        (["ann", "ann", None], None),
    )
    s, events = play(s, "ann", sail(0, "burial_chamber"))
    assert s.burial_chamber == ["bob", "ann", "bob"]
    assert events[0].english() == (
        "ann sailed ship 0 to the burial chamber and unloaded there, in this order, the stones of "
        "bob, ann, bob."
    )
    s, _ = play(s, "bob", sail(1, "obelisks"))
    assert s.obelisks == {"ann": 2, "bob": 0}


# --- the market --------------------------------------------------------------------------------


def market_state(players: tuple[str, ...] = ("ann", "bob")) -> State:
    s = start(players, round_cards=[[4, 3, 2, 2]] if len(players) == 2 else None)
    return ships(s, (["bob", "ann", None, "bob"], None), ([None] * 3, None))


def test_market_picks_follow_the_unloading_order() -> None:
    s, events = play(market_state(), "ann", sail(0, "market"))
    assert [(d.player, d.kind) for d in GAME.pending(s)] == [("bob", "take_card")]
    assert s.display == DECK[:4]
    assert events[0].english() == (
        "ann sailed ship 0 to the market and unloaded it there; the cards are taken in "
        "this order: bob, ann, bob."
    )
    view = GAME.view(s, "ann")
    assert view["current_player"] is None
    assert view["sites"]["market"]["picks"] == ["bob", "ann", "bob"]
    assert "bob takes a market card now, not ann" in refused(
        s, "ann", {"type": "take_card", "card": "statue"}
    )
    assert "first take a card from the market" in refused(s, "bob", TAKE)
    assert "There is no chisel on the market" in refused(
        s, "bob", {"type": "take_card", "card": "chisel"}
    )
    s, _ = play(s, "bob", {"type": "take_card", "card": "statue"})
    assert GAME.pending(s)[0].player == "ann"
    s, _ = play(s, "ann", {"type": "take_card", "card": "lever"})
    s, _ = play(s, "bob", {"type": "take_card", "card": "hammer"})
    assert s.cards == {"ann": ["lever"], "bob": ["statue", "hammer"]}
    assert s.display == ["entrance"]
    # The stones went home and the turn passes to the player after the one who sailed.
    assert s.quarry == {"ann": 28 + 1, "bob": 27 + 2}
    assert [(d.player, d.kind) for d in GAME.pending(s)] == [("bob", "turn")]


def test_red_card_places_a_stone_from_the_quarry_at_once() -> None:
    s, _ = play(market_state(), "ann", sail(0, "market"))
    s, events = play(s, "bob", {"type": "take_card", "card": "entrance"})
    assert s.pyramid == ["bob"]
    assert GAME.scores(s)["bob"] == 2
    assert s.quarry["bob"] == 26
    assert s.cards["bob"] == []
    assert s.discard == ["entrance"]
    assert events[-1].english() == (
        "bob's entrance puts a stone on the pyramid: bob scores 2 points."
    )


@pytest.mark.parametrize(
    ("card", "site"), [("sarcophagus", "burial_chamber"), ("paved_path", "obelisks")]
)
def test_other_red_cards(card: str, site: str) -> None:
    s = start(round_cards=[[4, 3, 2, 2]], deck=[card, "statue", "statue", "statue"])
    s = ships(s, (["bob", None, "ann", "ann"], None), ([None] * 3, None))
    s, _ = play(s, "ann", sail(0, "market"))
    s, _ = play(s, "bob", {"type": "take_card", "card": card})
    if site == "obelisks":
        assert s.obelisks["bob"] == 1
    else:
        assert s.burial_chamber == ["bob"]


def test_red_card_cannot_use_stones_still_at_the_market() -> None:
    s = edit(market_state(), quarry={"ann": 28, "bob": 0})
    s, _ = play(s, "ann", sail(0, "market"))
    s, events = play(s, "bob", {"type": "take_card", "card": "entrance"})
    assert s.pyramid == []
    assert s.discard == ["entrance"]
    assert "quarry is empty: the entrance is discarded" in events[-1].english()
    s, _ = play(s, "ann", {"type": "take_card", "card": "statue"})
    s, _ = play(s, "bob", {"type": "take_card", "card": "lever"})
    assert s.quarry["bob"] == 2


# --- blue cards --------------------------------------------------------------------------------


def holding(card: str, sled: int = 2) -> State:
    s = start(round_cards=[[4, 3, 2, 2]])
    return edit(s, cards={"ann": [card], "bob": []}, sled={"ann": sled, "bob": 3})


def test_hammer_takes_stones_then_places_one() -> None:
    s, events = play(
        holding("hammer", 0), "ann", {"type": "play_card", "card": "hammer", "ship": 1, "slot": 0}
    )
    assert s.sled["ann"] == 2
    assert s.ships[1].slots[0] == "ann"
    assert s.cards["ann"] == []
    assert s.discard == ["hammer"]
    assert [e.message.key for e in events] == [
        "imhotep.played_card",
        "imhotep.took_stones",
        "imhotep.placed",
    ]
    assert GAME.pending(s)[0].player == "bob"


def test_hammer_placement_is_optional_but_taking_is_not() -> None:
    s, _ = play(holding("hammer", 1), "ann", {"type": "play_card", "card": "hammer"})
    assert s.sled["ann"] == 4
    full = holding("hammer", 5)
    assert "sled is full" in refused(
        full, "ann", {"type": "play_card", "card": "hammer", "ship": 0, "slot": 0}
    )


def test_chisel_places_two_stones_on_one_or_two_ships() -> None:
    move = {
        "type": "play_card",
        "card": "chisel",
        "stones": [{"ship": 0, "slot": 3}, {"ship": 0, "slot": 1}],
    }
    s, _ = play(holding("chisel"), "ann", move)
    assert s.ships[0].slots == [None, "ann", None, "ann"]
    assert s.sled["ann"] == 0
    move["stones"] = [{"ship": 0, "slot": 0}, {"ship": 2, "slot": 1}]
    s, _ = play(holding("chisel"), "ann", move)
    assert (s.ships[0].slots[0], s.ships[2].slots[1]) == ("ann", "ann")


def test_chisel_needs_two_stones_and_two_free_slots() -> None:
    move = {
        "type": "play_card",
        "card": "chisel",
        "stones": [{"ship": 0, "slot": 0}, {"ship": 0, "slot": 1}],
    }
    assert "you have 1 on your sled" in refused(holding("chisel", 1), "ann", move)
    blocked = ships(holding("chisel"), ([None, "bob", None, None], None), ([None] * 3, None))
    assert "already holds bob's stone" in refused(blocked, "ann", move)


def test_sail_card_stone_counts_toward_the_minimum_load() -> None:
    s = ships(holding("sail"), (["bob", "bob", None, None], None), ([None] * 3, None))
    assert "needs at least 3 stones" in refused(s, "ann", sail(0, "obelisks"))
    move = {"type": "play_card", "card": "sail", "ship": 0, "slot": 3, "site": "obelisks"}
    s, _ = play(s, "ann", move)
    assert s.obelisks == {"ann": 1, "bob": 2}
    assert s.ships[0].sailed_to == "obelisks"


def test_sail_card_follows_the_sailing_conditions() -> None:
    s = ships(holding("sail"), (["bob", None, None, None], None), ([None] * 3, "market"))
    move = {"type": "play_card", "card": "sail", "ship": 0, "slot": 3, "site": "obelisks"}
    assert "needs at least 3 stones to sail; it has 2" in refused(s, "ann", move)
    s = ships(holding("sail"), (["bob", "bob", None, None], None), ([None] * 3, "market"))
    move["site"] = "market"
    assert "already sailed to the market" in refused(s, "ann", move)


def test_lever_chooses_the_unloading_order() -> None:
    s = ships(holding("lever"), (["ann", None, "bob", "bob"], None), ([None] * 3, None))
    move = {"type": "play_card", "card": "lever", "ship": 0, "site": "pyramid", "order": [2, 0, 3]}
    s, _ = play(s, "ann", move)
    assert s.pyramid == ["bob", "ann", "bob"]
    assert GAME.scores(s) == {"ann": 1, "bob": 5}


def test_lever_order_decides_market_picks() -> None:
    s = ships(holding("lever"), (["ann", None, "bob", "bob"], None), ([None] * 3, None))
    move = {"type": "play_card", "card": "lever", "ship": 0, "site": "market", "order": [3, 0, 2]}
    s, _ = play(s, "ann", move)
    assert s.picks == ["bob", "ann", "bob"]


def test_lever_order_must_list_the_occupied_slots() -> None:
    s = ships(holding("lever"), (["ann", None, "bob", "bob"], None), ([None] * 3, None))
    for order in ([0, 2], [0, 1, 2, 3], [0, 2, 2], []):
        move = {"type": "play_card", "card": "lever", "ship": 0, "site": "pyramid", "order": order}
        assert "each occupied slot of ship 0 exactly once (0, 2, 3)" in refused(s, "ann", move)


def test_blue_card_must_be_held() -> None:
    s = start()
    assert "You have no lever card" in refused(
        s, "ann", {"type": "play_card", "card": "lever", "ship": 0, "site": "temple", "order": []}
    )


# --- round end ---------------------------------------------------------------------------------


def last_ship_state(players: tuple[str, ...] = ("ann", "bob", "cy")) -> State:
    s = start(players, round_cards=[[4, 3, 2, 1], [3, 3, 2, 1]])
    return ships(
        s,
        ([None] * 4, "pyramid"),
        ([None] * 3, "temple"),
        ([None] * 2, "obelisks"),
        (["cy"], None),
    )


def test_round_ends_when_the_fourth_ship_sails() -> None:
    s = edit(last_ship_state(), current=1, temple=["ann", "bob", "cy", "ann", "ann", "bob"])
    s, events = play(s, "bob", sail(3, "burial_chamber"))
    assert s.round == 2
    assert [ship.size for ship in s.ships] == [3, 3, 2, 1]
    assert all(ship.sailed_to is None for ship in s.ships)
    # Temple tops (5 columns): bob, bob, cy, ann, ann.
    assert GAME.breakdown(s)["ann"]["temple"] == 2
    assert GAME.breakdown(s)["bob"]["temple"] == 2
    assert GAME.breakdown(s)["cy"]["temple"] == 1
    # The unsold cards are discarded and four new ones dealt.
    assert s.discard == DECK[:4]
    assert s.display == DECK[4:8]
    # The player after the one who sailed the fourth ship starts.
    assert GAME.pending(s)[0].player == "cy"
    keys = [e.message.key for e in events]
    assert keys == ["imhotep.sailed_site", "imhotep.temple_scores", "imhotep.round_start"]
    assert events[1].english() == "Round 1 ends; points from the temple: ann 2, bob 2, cy 1."


def test_round_ends_after_the_market_picks_of_the_fourth_ship() -> None:
    s = edit(last_ship_state(), current=2)
    s, _ = play(s, "cy", sail(3, "market"))
    assert s.round == 1
    s, _ = play(s, "cy", {"type": "take_card", "card": "lever"})
    assert s.round == 2
    assert s.cards["cy"] == ["lever"]
    assert s.discard == ["statue", "entrance", "hammer"]
    assert GAME.pending(s)[0].player == "ann"


def test_temple_example_of_the_rulebook() -> None:
    # Gray holds two top stones, white, brown and black one each.
    s = start(("black", "white", "brown", "gray"), round_cards=[[4, 4, 2, 1]])
    temple = ["gray", "white", "black", "brown", "white", "brown", "white", "gray", "black", "gray"]
    s = edit(s, temple=temple)
    s = ships(
        s,
        ([None] * 4, "pyramid"),
        ([None] * 4, "market"),
        ([None] * 2, "obelisks"),
        (["gray"], None),
    )
    s = edit(s, picks=[], current=3)
    s, _ = play(s, "gray", sail(3, "burial_chamber"))
    temple_points = {name: pts["temple"] for name, pts in GAME.breakdown(s).items()}
    assert temple_points == {"black": 1, "white": 1, "brown": 1, "gray": 2}


# --- pass and stuck rounds ---------------------------------------------------------------------


def stuck_state() -> State:
    s = start(round_cards=[[4, 3, 2, 2]])
    s = edit(s, sled={"ann": 0, "bob": 0}, quarry={"ann": 0, "bob": 0})
    return ships(
        s,
        (["ann", "bob", None, None], None),
        ([None] * 3, "pyramid"),
        ([None] * 2, "temple"),
        ([None] * 2, "obelisks"),
    )


def test_pass_only_without_any_legal_action() -> None:
    assert "pass only when no action is possible" in refused(start(), "ann", {"type": "pass"})
    s = stuck_state()
    assert GAME.legal_moves(s, "ann") == [Pass()]
    assert GAME.default_move(s, "ann") == Pass()
    s, events = play(s, "ann", {"type": "pass"})
    assert events[0].message.key == "imhotep.passed"
    assert GAME.pending(s)[0].player == "bob"


def test_a_full_circle_of_passes_ends_the_round() -> None:
    s, _ = play(stuck_state(), "ann", {"type": "pass"})
    s, events = play(s, "bob", {"type": "pass"})
    assert s.round == 2
    assert s.quarry == {"ann": 1, "bob": 1}
    assert events[0].message.key == "imhotep.passed"
    assert events[1].message.key == "imhotep.round_stuck"
    assert GAME.pending(s)[0].player == "ann"


# --- game end ----------------------------------------------------------------------------------


def final_round(players: tuple[str, ...] = ("ann", "bob"), wrath: bool = False) -> State:
    s = start(players, round_cards=[[4, 3, 2, 2]], wrath=wrath)
    s = edit(s, round=6)
    return ships(
        s,
        ([None] * 4, "pyramid"),
        ([None] * 3, "temple"),
        ([None] * 2, "obelisks"),
        (["ann", None], None),
    )


def test_game_ends_after_round_six_with_final_scoring() -> None:
    # ann's fourth burial stone joins her two in the first column: a group of 3.
    s = edit(
        final_round(),
        burial_chamber=["ann", "ann", "bob"],
        obelisks={"ann": 2, "bob": 1},
        cards={"ann": ["statue", "statue", "lever"], "bob": ["decoration_burial_chamber"]},
    )
    s, events = play(s, "ann", sail(3, "burial_chamber"))
    assert s.over
    assert GAME.pending(s) == []
    assert GAME.is_over(s)
    assert s.round == 6
    assert GAME.breakdown(s) == {
        "ann": {
            "pyramid": 0,
            "temple": 0,
            "burial_chamber": 6,
            "obelisks": 10,
            "decorations": 0,
            "statues": 3,
            "blue_cards": 1,
            "pharaohs_wrath": 0,
        },
        "bob": {
            "pyramid": 0,
            "temple": 0,
            "burial_chamber": 1,
            "obelisks": 1,
            "decorations": 1,
            "statues": 0,
            "blue_cards": 0,
            "pharaohs_wrath": 0,
        },
    }
    assert GAME.scores(s) == {"ann": 20, "bob": 3}
    assert GAME.ranking(s) == [["ann"], ["bob"]]
    assert events[-1].english() == "Game over. Final scores: ann 20, bob 3. ann wins."
    view = GAME.view(s, "bob")
    assert view["over"] is True
    assert view["ranking"] == [["ann"], ["bob"]]
    assert view["pending"] == []
    assert view["current_player"] is None
    assert "The game is over" in refused(s, "bob", TAKE)
    assert GAME.legal_moves(s, "bob") == []


def test_pharaohs_wrath_fines_players_missing_a_monument() -> None:
    s = edit(
        final_round(wrath=True),
        pyramid=["ann", "bob"],
        temple=["ann", "bob"],
        obelisks={"ann": 1, "bob": 0},
    )
    s, _ = play(s, "ann", sail(3, "burial_chamber"))
    assert GAME.breakdown(s)["ann"]["pharaohs_wrath"] == 0
    assert GAME.breakdown(s)["bob"]["pharaohs_wrath"] == -5


def test_wrath_may_take_a_score_below_zero_and_is_off_by_default() -> None:
    s, _ = play(final_round(wrath=True), "ann", sail(3, "burial_chamber"))
    assert GAME.scores(s) == {"ann": 1 - 5, "bob": -5}
    s, _ = play(final_round(), "ann", sail(3, "burial_chamber"))
    assert GAME.scores(s)["bob"] == 0


def test_tie_break_stones_on_the_sled_then_shared() -> None:
    s, _ = play(edit(final_round(), sled={"ann": 1, "bob": 4}), "ann", sail(3, "burial_chamber"))
    s = edit(s, points={"ann": {"pyramid": 5}, "bob": {"pyramid": 5}})
    assert GAME.ranking(s) == [["bob"], ["ann"]]
    s = edit(s, sled={"ann": 4, "bob": 4})
    assert GAME.ranking(s) == [["ann", "bob"]]


def test_shared_win_event() -> None:
    s = edit(final_round(), sled={"ann": 2, "bob": 2}, burial_chamber=["bob"])
    won, events = play(edit(s, obelisks={"ann": 1, "bob": 0}), "ann", sail(3, "burial_chamber"))
    assert GAME.scores(won) == {"ann": 1 + 10, "bob": 1}
    assert events[-1].message.key == "imhotep.game_end"
    tied, events = play(edit(s, obelisks={"ann": 1, "bob": 1}), "ann", sail(3, "burial_chamber"))
    assert GAME.scores(tied) == {"ann": 1 + 5, "bob": 1 + 5}
    assert GAME.ranking(tied) == [["ann", "bob"]]
    assert events[-1].english() == "Game over. Final scores: ann 6, bob 6. Shared win: ann, bob."


def test_empty_deck_reshuffles_the_discards() -> None:
    discards = ["statue", "lever", "hammer", "sail", "chisel", "entrance", "sarcophagus"]
    dealt = set()
    for rng in range(8):
        s = edit(last_ship_state(), current=1, deck=["paved_path"], discard=discards, rng=rng)
        s, _ = play(s, "bob", sail(3, "burial_chamber"))
        # The last deck card first, then the shuffled discards (with round 1's display).
        assert s.display[0] == "paved_path"
        assert sorted(s.display[1:] + s.deck) == sorted(discards + DECK[:4])
        assert s.discard == []
        dealt.add(tuple(s.display))
        again, _ = play(
            edit(last_ship_state(), current=1, deck=["paved_path"], discard=discards, rng=rng),
            "bob",
            sail(3, "burial_chamber"),
        )
        assert again.display == s.display
    assert len(dealt) > 1
