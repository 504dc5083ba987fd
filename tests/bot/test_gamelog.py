"""bot.gamelog against a tiny test-only game with both sequential moves and a secret phase."""

from __future__ import annotations

import copy
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot import gamelog
from rules.core import Decision, Event, Game, RuleError, event, register_templates

register_templates(
    {
        "tally.bad_move": "Bad move {move}.",
        "tally.not_your_turn": "Not your turn, {player}.",
        "tally.added": "{player} adds {n}.",
        "tally.bad_bid": "A bid is 0..{most}.",
        "tally.bid_won": "{player} wins the bid.",
        "tally.your_bid": "You bid {bid}.",
    }
)


@dataclass(frozen=True)
class Add:
    n: int


class Tally(Game[dict[str, Any], Add]):
    """Players add 1..3 in turn; at 5 everybody bids secretly; the game ends at 10."""

    name = "tally"
    title = "Tally"
    min_players = 2
    max_players = 3

    def new_game(self, players, options, seed, fixed=None):
        return {"players": list(players), "total": 0, "turn": 0, "bidding": False, "won": {}}

    def default_options(self):
        return {}

    def pending(self, state):
        if state["total"] >= 10:
            return []
        if state["bidding"]:
            return [Decision(p, "bid", True, "bid") for p in state["players"]]
        return [Decision(state["players"][state["turn"]], "turn")]

    def parse_move(self, data: Mapping[str, Any]) -> Add:
        if data.get("type") != "add" or data.get("n") not in (1, 2, 3):
            raise RuleError("tally.bad_move", move=dict(data))
        return Add(data["n"])

    def move_to_json(self, move):
        return {"type": "add", "n": move.n}

    def apply(self, state, player, move):
        if state["bidding"] or state["players"][state["turn"]] != player:
            raise RuleError("tally.not_your_turn", player=player)
        new = copy.deepcopy(state)
        new["total"] += move.n
        new["turn"] = (new["turn"] + 1) % len(new["players"])
        new["bidding"] = state["total"] < 5 <= new["total"]
        return new, [event("tally.added", player=player, n=move.n)]

    def check_orders(self, state, player, orders):
        if orders.get("bid") not in range(4):
            raise RuleError("tally.bad_bid", most=3)
        return []

    def default_orders(self, state, player):
        return {"bid": 0}

    def resolve(self, state, orders_by_player):
        bids = {p: orders_by_player.get(p, {"bid": 0})["bid"] for p in state["players"]}
        winner = max(state["players"], key=lambda p: bids[p])
        new = copy.deepcopy(state)
        new["bidding"] = False
        new["won"][winner] = new["won"].get(winner, 0) + 1
        events: list[Event] = [event("tally.bid_won", player=winner)]
        events += [event("tally.your_bid", private_to=p, bid=b) for p, b in bids.items()]
        return new, events

    def default_move(self, state, player):
        return Add(1)

    def view(self, state, viewer):
        return {"game": "tally", "total": state["total"]}

    def to_json(self, state):
        return copy.deepcopy(state)

    def from_json(self, data):
        return copy.deepcopy(dict(data))

    def round_number(self, state):
        return 1

    def scores(self, state):
        return {p: state["won"].get(p, 0) for p in state["players"]}

    def breakdown(self, state):
        return {p: {"bids": s} for p, s in self.scores(state).items()}

    def ranking(self, state):
        return [[p] for p in sorted(state["players"], key=lambda p: -self.scores(state)[p])]


GAME = Tally()


def table() -> gamelog.Table:
    return gamelog.new_table(GAME, ["ann", "bob"], {}, 1)


def test_sequential_move_with_and_without_player():
    t = table()
    assert [e.english() for e in gamelog.advance(t, "ann", {"type": "add", "n": 2})] == [
        "ann adds 2."
    ]
    gamelog.advance(t, "bob", {"player": "bob", "type": "add", "n": 1})
    assert t.state["total"] == 3
    assert t.state["turn"] == 0


@pytest.mark.parametrize(
    ("player", "move", "key"),
    [
        ("cy", {"type": "add", "n": 1}, "log.unknown_player"),
        ("ann", {"player": "bob", "type": "add", "n": 1}, "log.player_mismatch"),
        ("ann", {"type": "add", "n": 9}, "tally.bad_move"),
        ("ann", {"type": "add", "n": 1}, "tally.not_your_turn"),
        ("bob", {"type": "orders", "phase": "bid", "orders": {"bid": 1}}, "log.no_orders_pending"),
    ],
)
def test_rejected_moves_leave_the_table_unchanged(player, move, key):
    t = table()
    gamelog.advance(t, "ann", {"type": "add", "n": 1})
    before = copy.deepcopy((t.state, t.buffered))
    with pytest.raises(RuleError) as err:
        gamelog.advance(t, player, move)
    assert err.value.message.key == key
    assert (t.state, t.buffered) == before


def bidding_table() -> gamelog.Table:
    t = table()
    gamelog.advance(t, "ann", {"type": "add", "n": 3})
    gamelog.advance(t, "bob", {"type": "add", "n": 2})
    assert t.state["bidding"]
    return t


def test_orders_are_buffered_until_everyone_has_sent_them():
    t = bidding_table()
    assert gamelog.waiting_for(t) == ["ann", "bob"]
    assert gamelog.advance(t, "bob", {"type": "orders", "phase": "bid", "orders": {"bid": 2}}) == []
    assert t.buffered == {"bob": {"bid": 2}}
    assert t.state["bidding"]
    assert gamelog.waiting_for(t) == ["ann"]
    events = gamelog.advance(t, "ann", {"type": "orders", "phase": "bid", "orders": {"bid": 1}})
    assert t.buffered == {}
    assert not t.state["bidding"]
    assert t.state["won"] == {"bob": 1}
    assert events[0].english() == "bob wins the bid."
    assert {e.private_to for e in events[1:]} == {"ann", "bob"}


@pytest.mark.parametrize(
    ("player", "move", "key"),
    [
        ("bob", {"type": "orders", "phase": "bid", "orders": {"bid": 7}}, "tally.bad_bid"),
        ("bob", {"type": "orders", "phase": "move", "orders": {"bid": 1}}, "log.wrong_phase"),
        ("bob", {"type": "orders", "phase": "bid", "orders": [1]}, "log.orders_not_object"),
        ("ann", {"type": "orders", "phase": "bid", "orders": {"bid": 3}}, "log.orders_twice"),
        ("bob", {"type": "add", "n": 1}, "tally.not_your_turn"),
    ],
)
def test_bad_orders_leave_the_buffer_unchanged(player, move, key):
    t = bidding_table()
    gamelog.advance(t, "ann", {"type": "orders", "phase": "bid", "orders": {"bid": 1}})
    before = copy.deepcopy((t.state, t.buffered))
    with pytest.raises(RuleError) as err:
        gamelog.advance(t, player, move)
    assert err.value.message.key == key
    assert (t.state, t.buffered) == before


def test_replay_reproduces_the_state_and_snapshots_round_trip():
    moves = [
        {"player": "ann", "type": "add", "n": 3},
        {"player": "bob", "type": "add", "n": 3},
        {"player": "ann", "type": "orders", "phase": "bid", "orders": {"bid": 3}},
    ]
    t = gamelog.replay(GAME, ["ann", "bob"], {}, 1, moves)
    assert t.buffered == {"ann": {"bid": 3}}
    restored = gamelog.table_from_json(GAME, ["ann", "bob"], gamelog.table_to_json(t))
    gamelog.advance(restored, "bob", {"player": "bob", "type": "orders", "orders": {"bid": 0}})
    gamelog.advance(t, "bob", {"player": "bob", "type": "orders", "orders": {"bid": 0}})
    assert restored.state == t.state == {**t.state, "won": {"ann": 1}}


def test_replay_rejects_a_move_without_a_known_player():
    with pytest.raises(RuleError) as err:
        gamelog.replay(GAME, ["ann", "bob"], {}, 1, [{"type": "add", "n": 1}])
    assert err.value.message.key == "log.unknown_player"


MOVES = st.sampled_from(
    [
        ("ann", {"type": "add", "n": 1}),
        ("bob", {"type": "add", "n": 3}),
        ("ann", {"type": "add", "n": 7}),
        ("ann", {"type": "orders", "phase": "bid", "orders": {"bid": 2}}),
        ("bob", {"type": "orders", "phase": "bid", "orders": {"bid": 1}}),
        ("bob", {"type": "orders", "phase": "bid", "orders": {"bid": 9}}),
        ("cy", {"type": "add", "n": 1}),
    ]
)


@settings(max_examples=200, deadline=None)
@given(st.lists(MOVES, max_size=30))
def test_replaying_the_accepted_moves_reproduces_the_table(attempts):
    """Whatever is tried, a rejected move changes nothing and the accepted ones replay exactly."""
    t = table()
    accepted = []
    for player, move in attempts:
        before = copy.deepcopy((t.state, t.buffered))
        try:
            gamelog.advance(t, player, move)
        except RuleError:
            assert (t.state, t.buffered) == before
        else:
            accepted.append({"player": player, **move})
    again = gamelog.replay(GAME, ["ann", "bob"], {}, 1, accepted)
    assert (again.state, again.buffered) == (t.state, t.buffered)


def test_orders_checked_at_submission_are_not_checked_again_while_the_state_stands(monkeypatch):
    t = bidding_table()
    checked: list[tuple[str, int]] = []
    check = GAME.check_orders
    monkeypatch.setattr(
        GAME, "check_orders", lambda s, p, o: checked.append((p, o["bid"])) or check(s, p, o)
    )
    bid = {"type": "orders", "phase": "bid"}
    gamelog.check_orders(t, "ann", {**bid, "orders": {"bid": 1}})
    gamelog.check_orders(t, "bob", {**bid, "orders": {"bid": 2}})
    gamelog.check_orders(t, "bob", {**bid, "orders": {"bid": 3}})
    assert checked == [("ann", 1), ("bob", 2), ("bob", 3)]
    gamelog.advance(t, "bob", {**bid, "orders": {"bid": 2}})
    gamelog.advance(t, "ann", {**bid, "orders": {"bid": 0}})
    assert checked[3:] == [("ann", 0)]
    t.state = {**t.state, "bidding": True}
    gamelog.check_orders(t, "ann", {**bid, "orders": {"bid": 1}})
    assert checked[4:] == [("ann", 1)]


def test_orders_that_differ_only_where_json_writes_null_are_checked_each(monkeypatch):
    """NaN and infinities (which a player's JSON may hold) are not null: orders that differ
    only there are different orders, each checked by the engine."""
    t = bidding_table()
    checked: list[Any] = []
    check = GAME.check_orders
    monkeypatch.setattr(
        GAME, "check_orders", lambda s, p, o: checked.append(o["note"]) or check(s, p, o)
    )
    bid = {"type": "orders", "phase": "bid"}
    for value in (None, float("nan"), float("inf"), None, 1.5, 1.5, "null"):
        gamelog.check_orders(t, "ann", {**bid, "orders": {"bid": 1, "note": value}})
    assert [repr(v) for v in checked] == ["None", "nan", "inf", "1.5", "'null'"]
