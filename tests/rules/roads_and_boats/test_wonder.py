"""Wonder phase and wonder scoring (rulebook "Fase della meraviglia", "Determinazione")."""

from __future__ import annotations

import pytest
from state_helpers import make_state, orders, put

from rules.core import RuleError
from rules.roads_and_boats import data, scoring, wonder
from rules.roads_and_boats.orders import Bricks, make_goods
from rules.roads_and_boats.phase_orders import run_player_orders


def home_state(players: tuple[str, ...] = ("ann", "bob")):  # type: ignore[no-untyped-def]
    s = make_state(players=players, phase="wonder")
    s.player("ann").home = "C2"
    put(s, "ann", "donkey", "C2")
    s.add_goods("C2", {"board": 20})
    return s


def test_row_example_three_five_one() -> None:
    """Six player bricks on a row: blue 2 -> 3 points, red 3 -> 5, yellow 1 -> 1; neutral bricks
    do not count."""
    s = make_state(players=("blue", "red", "yellow"))
    s.wonder = [None] * 12 + ["blue", "blue", "red", "red", "red"] + ["yellow"]
    # row 4 (5 spaces): blue 2/5 -> 4, red 3/5 -> 6; row 5, the top one, incomplete: yellow 10
    assert scoring.wonder_points(s) == {"blue": 4, "red": 6, "yellow": 10}
    six = ["blue", "blue", "red", "red", "red", "yellow"]
    s.wonder = [None] * 32 + six  # row 8 holds 6 spaces: the rulebook's row of six
    assert scoring.wonder_points(s) == {"blue": 3, "red": 5, "yellow": 1}


def test_price_rises_per_brick_and_after_seventeen() -> None:
    s = home_state()
    assert wonder.brick_price(s, "ann", 3) == 6
    wonder.run_order(s, "ann", Bricks(2, make_goods({"board": 3})))
    assert wonder.brick_price(s, "ann", 1) == 3  # third brick this phase
    with pytest.raises(RuleError):
        wonder.run_order(s, "ann", Bricks(1, make_goods({"board": 2})))
    s.phase_data = {}
    s.wonder = [None] * data.PRICE_STEP_BRICKS
    assert wonder.brick_price(s, "ann", 2) == 2 + 3


def test_goods_from_home_with_a_transporter_there() -> None:
    s = home_state()
    with pytest.raises(RuleError):
        wonder.run_order(s, "bob", Bricks(1, make_goods({"board": 1})))
    s.transporters.clear()
    with pytest.raises(RuleError):
        wonder.run_order(s, "ann", Bricks(1, make_goods({"board": 1})))


def test_irrigation_at_45_and_end_at_the_player_count_space() -> None:
    s = home_state(("ann", "bob", "cat", "dan"))
    s.wonder = ["bob"] * 44
    wonder.neutral_brick(s)
    assert s.irrigated and s.terrain("C2") == "pasture"
    s.wonder = ["bob"] * 68
    events = run_player_orders(s, "ann", orders(Bricks(2, make_goods({"board": 5}))))
    assert s.end_reason == "wonder" and len(s.wonder) == 69
    assert events


def test_last_neutral_brick_ends_the_game() -> None:
    s = home_state()
    s.wonder = [None] * (data.NEUTRAL_BRICKS - 1)
    wonder.neutral_brick(s)
    assert s.end_reason == "neutral_bricks"


def test_wealth_counts_only_goods_on_own_transporters() -> None:
    s = home_state()
    put(s, "ann", "wagon", "C2", {"gold": 1, "coins": 1, "stock": 1})
    s.add_goods("C2", {"gold": 5})
    assert scoring.wealth(s, "ann") == {"gold": 10, "coins": 40, "stock": 120}
    s.temple = ["bob", "ann"]
    s.transporters.clear()
    assert scoring.ranking(s) == [["bob"], ["ann"]]  # tie: closest to the temple wins


def test_bricks_past_the_end_space_are_not_paid_for() -> None:
    """The game ends as soon as a brick covers the end space (IT3: "Non appena un mattone viene
    costruito sullo spazio in cui vi è disegnato il numero di giocatori … il gioco finisce");
    the bricks of the order not placed are not paid for. The order pays the price of all it
    asks for; of that, only the placed bricks' price is taken, goods worth no points first."""
    s = make_state(phase="wonder")
    s.player("ann").home = "C2"
    d = put(s, "ann", "donkey", "C2", {"gold": 8, "board": 1})
    s.wonder = [None] * 61  # two players: the game ends on space 62
    assert wonder.brick_price(s, "ann", 3) == 9
    wonder.run_order(s, "ann", Bricks(3, make_goods({"gold": 8, "board": 1}), sources=(d,)))
    assert s.wonder.count("ann") == 1 and s.end_reason == "wonder"
    assert s.transporters[d].cargo == {"gold": 7}  # 1 board + 1 gold paid the one brick
    assert scoring.wealth(s, "ann")["gold"] == 70
