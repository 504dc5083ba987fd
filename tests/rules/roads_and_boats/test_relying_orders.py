"""Orders that count on what players earlier in the sequence do first in the same phase.

IT3 "Fase dei movimenti": "Le merci che vengono scaricate sui tasselli possono essere trasportate
solo da un altro giocatore che si muove successivamente." The check refuses only what can never
work whatever the others do; the rest is accepted with a warning, and at resolution an order
that does not work at its turn is skipped with a private note.
"""

from __future__ import annotations

from typing import Any

import pytest
from state_helpers import build, make_state, put

from rules.core import Event, RuleError
from rules.roads_and_boats import GAME
from rules.roads_and_boats.orders import (
    Bricks,
    Build,
    Demolish,
    Follow,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    Transfer,
    Unload,
    Wall,
    make_goods,
    orders_to_json,
)
from rules.roads_and_boats.state import State
from rules.roads_and_boats.state import Wall as WallToken


def js(*items: Order) -> dict[str, Any]:
    return orders_to_json(PhaseOrders(tuple(items)))


def boards(n: int) -> tuple[tuple[str, int], ...]:
    return make_goods({"board": n})


def notes_for(events: list[Event], player: str) -> list[str]:
    """Keys of the errors of `player`'s orders skipped at resolution."""
    return [
        e.message.params["error"]["key"]
        for e in events
        if e.message.key == "rnb.orders.failed" and e.private_to == player
    ]


def bob_plays_first(s: State, place: str = "D2") -> None:
    """bob, with a donkey at home, plays before ann: her orders may count on him."""
    put(s, "bob", "donkey", place)
    s.player("bob").home = place
    s.sequence = ["bob", "ann"]


def relay(first: str) -> tuple[State, str, str, dict[str, Any], dict[str, Any]]:
    """Ann's donkey brings 2 boards from B2 and drops them on C2; bob's donkey on C2 is told
    to load them and take them to D2 (his home side)."""
    s = make_state(phase="movement")
    s.sequence = [first, "bob" if first == "ann" else "ann"]
    ann = put(s, "ann", "donkey", "B2", {"board": 2})
    bob = put(s, "bob", "donkey", "C2")
    ann_orders = js(Move(ann, (Go("C2"), Unload(boards(2)))))
    bob_orders = js(Move(bob, (Load(boards(2)), Go("D2"))))
    return s, ann, bob, ann_orders, bob_orders


def test_dropped_goods_are_carried_on_by_a_later_player() -> None:
    s, _, bob, ann_orders, bob_orders = relay("ann")
    assert GAME.check_orders(s, "ann", ann_orders) == []
    warnings = GAME.check_orders(s, "bob", bob_orders)
    assert [w.key for w in warnings] == ["rnb.relies.goods_none"]
    assert warnings[0].english() == (
        "Order 1: C2 has no board now; this works only if a player earlier in the sequence"
        " leaves 2 there first."
    )
    new, events = GAME.resolve(s, {"ann": ann_orders, "bob": bob_orders})
    assert new.transporters[bob].pos.place == "D2"
    assert new.transporters[bob].cargo == {"board": 2}
    assert "C2" not in new.goods
    assert notes_for(events, "bob") == []


def test_the_first_player_cannot_count_on_anyone_and_such_an_order_is_refused() -> None:
    """Nobody plays before bob: nothing can leave the boards first, so the order is refused at
    submission, named; were it sent anyway (a replay), resolution skips it whole."""
    s, _, bob, ann_orders, bob_orders = relay("bob")
    with pytest.raises(RuleError) as refused:
        GAME.check_orders(s, "bob", bob_orders)
    assert refused.value.message.key == "rnb.relies.nobody_earlier"
    assert refused.value.message.english() == (
        "Order 1 would fail at your turn: the 2 board on C2 were not there when yellow-donkey-1"
        " came to take them (there were 0). Nobody gives orders before you in this phase, so"
        " nothing can change that first: this order can never work."
    )
    assert GAME.check_orders(s, "ann", ann_orders) == []
    new, events = GAME.resolve(s, {"ann": ann_orders, "bob": bob_orders})
    assert new.transporters[bob].pos.place == "C2"  # the whole order is skipped
    assert new.transporters[bob].cargo == {}
    assert new.goods["C2"] == {"board": 2}  # ann's drop happened
    assert notes_for(events, "bob") == ["rnb.move.goods_gone"]
    note = next(e for e in events if e.private_to == "bob")
    assert "were not there when yellow-donkey-1 came to take them" in note.english()


def test_two_players_counting_on_the_same_goods() -> None:
    s = make_state(phase="movement")
    s.add_goods("C2", {"board": 2})
    ann = put(s, "ann", "donkey", "C2")
    bob = put(s, "bob", "donkey", "C2")
    ann_orders = js(Move(ann, (Load(boards(2)), Go("B2"))))
    bob_orders = js(Move(bob, (Load(boards(2)), Go("D2"))))
    assert GAME.check_orders(s, "ann", ann_orders) == []
    assert GAME.check_orders(s, "bob", bob_orders) == []
    new, events = GAME.resolve(s, {"ann": ann_orders, "bob": bob_orders})
    assert new.transporters[ann].cargo == {"board": 2}
    assert new.transporters[bob].cargo == {} and new.transporters[bob].pos.place == "C2"
    assert notes_for(events, "bob") == ["rnb.move.goods_gone"]
    assert notes_for(events, "ann") == []


def test_geese_another_players_boat_brings_are_taken_over_in_the_same_phase() -> None:
    """IT3 "Oche": geese left by one player's transporter follow another player's transporter
    passing by, if that player wishes."""
    s = make_state(phase="movement")
    s.add_goods("A2", {"goose": 2})
    raft = put(s, "ann", "raft", "A2")
    bob = put(s, "bob", "donkey", "B2")
    ann_orders = js(Move(raft, (Follow(2), Go("B2:w"))))  # docks: the geese stay on B2
    bob_orders = js(Move(bob, (Follow(2), Go("C2"))))
    assert [w.key for w in GAME.check_orders(s, "bob", bob_orders)] == ["rnb.relies.goods_none"]
    new, events = GAME.resolve(s, {"ann": ann_orders, "bob": bob_orders})
    assert new.goods.get("C2") == {"goose": 2}
    assert "A2" not in new.goods and "B2" not in new.goods
    assert notes_for(events, "bob") == []


def test_what_can_never_work_is_still_refused() -> None:
    """A wall is never built or demolished in the movement phase: no earlier player can open
    the way, so relying on dropped goods does not save an order through another's wall."""
    s, _, bob, _, _ = relay("ann")
    s.walls[s.board.edge_between("C2", "D2") or ""] = WallToken("ann", 1)
    with pytest.raises(RuleError) as caught:
        GAME.check_orders(s, "bob", js(Move(bob, (Load(boards(2)), Go("D2")))))
    assert caught.value.message.key == "rnb.move.wall"
    with pytest.raises(RuleError) as caught:  # a donkey carries 2, whatever lies there
        GAME.check_orders(s, "bob", js(Move(bob, (Load(boards(3)),))))
    assert caught.value.message.key == "rnb.move.over_capacity"


def test_an_order_that_fails_only_because_an_earlier_relying_order_runs_is_accepted() -> None:
    """Order 1 relies on 2 boards being left on C2; order 2 loads 1 more onto the same
    transporter. If order 1 runs, order 2 is over capacity; but order 1 may be skipped (only 1
    board left there), and then order 2 works: it is accepted with a warning."""
    s = make_state(phase="production")
    bob_plays_first(s)
    d = put(s, "ann", "donkey", "C2")
    orders = js(
        Transfer(boards(2), "C2", d),
        Transfer(boards(1), "C2", d),
    )
    warnings = GAME.check_orders(s, "ann", orders)
    assert [w.key for w in warnings] == ["rnb.relies.goods_none", "rnb.relies.own_order_fails"]


def test_preview_says_which_orders_rely_on_others() -> None:
    s, _, _, _, bob_orders = relay("ann")
    view, events = GAME.preview(s, "bob", bob_orders)
    assert [e.message.key for e in events] == ["rnb.relies.preview"]
    assert events[0].private_to == "bob"
    text = events[0].english()
    assert "relies on other players" in text and "it is skipped" in text
    assert view["viewer"] == "bob"


def test_a_failing_order_leaves_nothing_behind() -> None:
    """At resolution a failed order is undone whole: the state is as if it had not been
    given."""
    s = make_state(phase="production")
    bob_plays_first(s)
    donkey = put(s, "ann", "donkey", "C2")
    s.add_goods("C2", {"stone": 1})
    stone = Transfer(make_goods({"stone": 1}), "C2", donkey)
    both = js(stone, Transfer(boards(1), "C2", donkey))
    assert [w.key for w in GAME.check_orders(s, "ann", both)] == ["rnb.relies.goods_none"]
    new, events = GAME.resolve(s, {"ann": both})
    once, _ = GAME.resolve(s, {"ann": js(stone)})
    assert notes_for(events, "ann") == ["rnb.access.not_lying"]
    assert GAME.to_json(new) == GAME.to_json(once)


def test_geese_left_alone_at_sea_follow_the_boat_and_the_player_is_told() -> None:
    s = make_state(phase="movement")
    s.add_goods("A2", {"goose": 2})
    raft = put(s, "ann", "raft", "A2")
    orders = js(Move(raft, (Go("A1"),)))
    warnings = GAME.check_orders(s, "ann", orders)
    assert [w.key for w in warnings] == ["rnb.move.geese_at_sea"]
    new, events = GAME.resolve(s, {"ann": orders})
    told = [e for e in events if e.message.key == "rnb.move.geese_at_sea"]
    assert told and told[0].private_to == "ann"
    assert new.goods.get("A1") == {"goose": 2}


def test_a_wall_another_player_may_demolish_first() -> None:
    s = make_state(phase="building")
    bob_plays_first(s)
    put(s, "ann", "donkey", "C2", {"stone": 2})
    edge = s.board.edge_between("C2", "D2") or ""
    s.walls[edge] = WallToken("bob", 1)
    warnings = GAME.check_orders(s, "ann", js(Wall("C2", "D2")))
    assert [w.key for w in warnings] == ["rnb.relies.wall_demolished"]
    with pytest.raises(RuleError):  # 2 tokens on a wall of 1 cost 2 + 3 stones: never here
        GAME.check_orders(s, "ann", js(Wall("C2", "D2", tokens=2)))
    s.walls.pop(edge)
    put(s, "ann", "donkey", "C2", {"board": 2})
    warnings = GAME.check_orders(s, "ann", js(Demolish("C2", "D2")))
    assert [w.key for w in warnings] == ["rnb.relies.wall_built"]


def test_building_goods_are_never_assumed() -> None:
    """In the building phase others only take goods from tiles: what is missing now is
    missing for good."""
    s = make_state(phase="building")
    put(s, "ann", "donkey", "C2", {"board": 1})
    with pytest.raises(RuleError):
        GAME.check_orders(s, "ann", js(Build("sawmill", "C2")))


def test_a_brick_price_that_needs_other_players_bricks_first() -> None:
    s = make_state(phase="wonder")
    bob_plays_first(s)
    s.player("ann").home = "C2"
    put(s, "ann", "donkey", "C2", {"board": 6})
    s.wonder = [None] * 15  # two bricks short of the first four rows (17 bricks)
    assert GAME.check_orders(s, "ann", js(Bricks(2, boards(3)))) == []
    for paid, others_first in ((4, 1), (5, 2)):
        warnings = GAME.check_orders(s, "ann", js(Bricks(2, boards(paid))))
        assert [w.key for w in warnings] == ["rnb.relies.brick_price"]
        assert warnings[0].params["bricks"] == others_first
    with pytest.raises(RuleError):  # no number of earlier bricks makes 2 bricks cost 6
        GAME.check_orders(s, "ann", js(Bricks(2, boards(6))))


def test_output_left_on_the_tile_is_reported() -> None:
    s = make_state(phase="production")
    build(s, "C2", "sawmill")
    d = put(s, "ann", "donkey", "C2", {"trunk": 1, "stone": 1})
    orders = {"orders": [{"kind": "process", "tile": "C2", "source": d}]}
    warnings = GAME.check_orders(s, "ann", orders)
    assert [w.key for w in warnings] == ["rnb.production.output_left"]
    _, events = GAME.resolve(s, {"ann": orders})
    told = [e.private_to for e in events if e.message.key == "rnb.production.output_left"]
    assert told == ["ann"]


def test_research_never_counts_on_goods_left_first() -> None:
    """Research pays with carried goods only (IT3 "Ricerca"), and nobody else can load a
    player's transporters: goods short there are refused at once."""
    s = make_state(phase="production")
    bob_plays_first(s)
    d = put(s, "ann", "donkey", "C2", {"goose": 1})
    s.add_goods("C2", {"goose": 1, "paper": 1})
    orders = {"orders": [{"kind": "research", "project": "rowing", "transporter": d}]}
    with pytest.raises(RuleError) as caught:
        GAME.check_orders(s, "ann", orders)
    assert "carried by your transporters on C2, and they do not carry them all" in str(caught.value)


def test_a_shaft_in_a_mine_another_player_may_build_first() -> None:
    s = make_state(phase="building")
    bob_plays_first(s)
    put(s, "ann", "donkey", "D3", {"iron": 1, "fuel": 1})
    shaft = {"orders": [{"kind": "shaft", "tile": "D3"}]}
    with pytest.raises(RuleError):  # no new_shafts research: never
        GAME.check_orders(s, "ann", shaft)
    s.player("ann").research.append("new_shafts")
    assert [w.key for w in GAME.check_orders(s, "ann", shaft)] == ["rnb.relies.mine_built"]
    build(s, "D3", "quarry")
    with pytest.raises(RuleError):  # one building per tile: no mine can come
        GAME.check_orders(s, "ann", shaft)


def test_in_a_solo_game_an_order_counting_on_others_is_refused_naming_it() -> None:
    s = make_state(phase="movement", players=("ann",))
    donkey, other = put(s, "ann", "donkey", "C2"), put(s, "ann", "donkey", "C2")
    fine = Move(donkey, (Go("D2"),))
    with pytest.raises(RuleError) as refused:
        GAME.check_orders(s, "ann", js(fine, Move(other, (Load(boards(1)), Go("D2")))))
    assert refused.value.message.key == "rnb.relies.nobody_earlier"
    assert refused.value.message.params["order"] == 2
    assert GAME.check_orders(s, "ann", js(fine)) == []


def test_a_player_earlier_in_the_sequence_with_nothing_to_decide_changes_nothing() -> None:
    """bob plays first but has no transporter: he gives no orders, so ann cannot count on him."""
    s = make_state(phase="production")
    s.sequence = ["bob", "ann"]
    donkey = put(s, "ann", "donkey", "C2")
    with pytest.raises(RuleError) as refused:
        GAME.check_orders(s, "ann", js(Transfer(boards(1), "C2", donkey)))
    assert refused.value.message.key == "rnb.relies.nobody_earlier"
