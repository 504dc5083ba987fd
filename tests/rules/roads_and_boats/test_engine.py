"""The engine through `bot.gamelog`: start tiles, order of play, phases, views, whole games."""

from __future__ import annotations

import random

import pytest
from state_helpers import demo_step

from bot import gamelog
from rules.core import PUBLIC, RuleError
from rules.roads_and_boats import GAME
from rules.roads_and_boats.engine import start_regions

PLAYERS = ["ann", "bob", "cat"]


def started(seed: int = 3, players: list[str] = PLAYERS) -> gamelog.Table:
    table = gamelog.new_table(GAME, players, {}, seed)
    while GAME.pending(table.state)[0].kind == "start":
        d = GAME.pending(table.state)[0]
        gamelog.advance(
            table, d.player, GAME.move_to_json(GAME.default_move(table.state, d.player))
        )
    return table


def play(table: gamelog.Table, seed: int, max_steps: int = 3000) -> None:
    rng = random.Random(seed)
    for _ in range(max_steps):
        if not demo_step(table, rng):
            return
    raise AssertionError("the game did not end")


def test_start_tiles_in_sequence_order_with_start_goods() -> None:
    table = gamelog.new_table(GAME, PLAYERS, {}, 5)
    state = table.state
    first = GAME.pending(state)[0]
    assert first.kind == "start" and first.player == state.sequence[0]
    with pytest.raises(RuleError):
        gamelog.advance(
            table, state.sequence[1], {"type": "start", "tile": start_regions(state)[0]}
        )
    region = start_regions(state)[0]
    gamelog.advance(table, first.player, {"type": "start", "tile": region})
    assert table.state.goods[region] == {"board": 5, "goose": 2, "stone": 1}
    assert len(table.state.transporters_of(first.player)) == 3
    tile = table.state.board.tile_of(region)
    close = [
        r
        for r in start_regions(table.state)
        if table.state.board.distance(table.state.board.tile_of(r), tile) < 2
    ]
    assert not close


def test_turn_loop_phases_and_phase_keys() -> None:
    table = started()
    d = GAME.pending(table.state)
    assert {x.phase for x in d} == {"t1.production"} and all(x.simultaneous for x in d)
    for phase in ("t1.production", "t1.movement", "t1.building", "t1.wonder"):
        assert GAME.pending(table.state)[0].phase == phase
        for x in GAME.pending(table.state):
            gamelog.advance(
                table, x.player, {"type": "orders", "phase": phase, "orders": {"orders": []}}
            )
    assert GAME.pending(table.state)[0].phase == "t2.production"
    assert table.state.wonder == [None]  # the neutral brick


def test_check_orders_names_the_problem_and_changes_nothing() -> None:
    table = started()
    state = table.state
    player = GAME.pending(state)[0].player
    before = GAME.to_json(state)
    with pytest.raises(RuleError) as err:
        GAME.check_orders(
            state,
            player,
            {"orders": [{"kind": "research", "project": "rowing", "transporter": "nobody"}]},
        )
    assert "nobody" in str(err.value)
    with pytest.raises(RuleError):
        GAME.check_orders(
            state, player, {"orders": [{"kind": "move", "transporter": "x", "steps": []}]}
        )
    assert GAME.to_json(state) == before


def test_failed_order_at_resolution_is_reported_privately() -> None:
    table = started()
    state = table.state
    name = state.sequence[0]
    home = state.player(name).home
    assert home is not None
    donkey = state.transporters_of(name)[0].id
    # both orders are fine alone; the second cannot run after the first took the stones
    orders = {
        "orders": [
            {"kind": "transfer", "goods": {"stone": 1}, "source": home, "target": donkey},
            {"kind": "transfer", "goods": {"stone": 1}, "source": home, "target": donkey},
        ]
    }
    new, events = GAME.resolve(state, {name: orders})
    private = [e for e in events if e.private_to == name]
    assert len(private) == 1
    assert new.transporters[donkey].cargo == {"stone": 1}
    assert state.transporters[donkey].cargo == {}


def test_order_of_play_determination_conflict_example() -> None:
    """Rulebook: temple red, blue, yellow; blue asks and stops praying -> red, yellow, blue;
    blue (furthest) picks 1, yellow 2, red 3."""
    table = gamelog.new_table(GAME, ["red", "blue", "yellow"], {}, 11)
    while GAME.pending(table.state)[0].kind == "start":
        d = GAME.pending(table.state)[0]
        gamelog.advance(
            table, d.player, GAME.move_to_json(GAME.default_move(table.state, d.player))
        )
    for name in ("red", "blue", "yellow"):
        gamelog.advance(
            table,
            name,
            {
                "type": "standing",
                "standing": {"request": "ask", "leave_prayer": "ask", "positions": []},
            },
        )
    state = table.state
    state.temple = ["red", "blue", "yellow"]
    for x in GAME.pending(state):
        gamelog.advance(
            table, x.player, {"type": "orders", "phase": x.phase, "orders": {"orders": []}}
        )
    assert {d.kind for d in GAME.pending(table.state)} == {"request_order"}
    gamelog.advance(table, "red", {"type": "request_order", "answer": False})
    gamelog.advance(table, "yellow", {"type": "request_order", "answer": False})
    gamelog.advance(table, "blue", {"type": "request_order", "answer": True})
    assert GAME.pending(table.state)[0].player == "red"
    gamelog.advance(table, "red", {"type": "leave_prayer", "answer": False})
    gamelog.advance(table, "blue", {"type": "leave_prayer", "answer": True})
    gamelog.advance(table, "yellow", {"type": "leave_prayer", "answer": False})
    assert table.state.temple == ["red", "yellow", "blue"]
    assert GAME.pending(table.state)[0].player == "blue"
    assert GAME.forced_move(table.state, "blue") is None
    gamelog.advance(table, "blue", {"type": "choose_position", "position": 1})
    with pytest.raises(RuleError):
        gamelog.advance(table, "yellow", {"type": "choose_position", "position": 1})
    gamelog.advance(table, "yellow", {"type": "choose_position", "position": 2})
    forced = GAME.forced_move(table.state, "red")  # the last free position: the service plays it
    assert forced is not None
    assert GAME.move_to_json(forced) == {"type": "choose_position", "position": 3}
    gamelog.advance(table, "red", {"type": "choose_position", "position": 3})
    assert table.state.sequence == ["blue", "yellow", "red"]
    assert table.state.step == "orders"
    # next phase (the example's movement): red asks and stops praying -> yellow, blue, red;
    # red picks 1, blue 2, yellow 3
    for x in GAME.pending(table.state):
        gamelog.advance(
            table, x.player, {"type": "orders", "phase": x.phase, "orders": {"orders": []}}
        )
    assert table.state.phase == "building"
    for name, answer in (("red", True), ("yellow", False), ("blue", False)):
        gamelog.advance(table, name, {"type": "request_order", "answer": answer})
    for name, answer in (("red", True), ("yellow", False), ("blue", False)):
        assert GAME.pending(table.state)[0].player == name
        gamelog.advance(table, name, {"type": "leave_prayer", "answer": answer})
    assert table.state.temple == ["yellow", "blue", "red"]
    for name, position in (("red", 1), ("blue", 2), ("yellow", 3)):
        gamelog.advance(table, name, {"type": "choose_position", "position": position})
    assert table.state.sequence == ["red", "blue", "yellow"]


def test_views_show_standing_answers_only_to_their_owner() -> None:
    table = started()
    a, b = table.state.names[0], table.state.names[1]
    gamelog.advance(table, a, {"type": "standing", "standing": {"leave_prayer": "always"}})
    mine = GAME.view(table.state, a)
    assert (
        next(p for p in mine["players"] if p["name"] == a)["standing"]["leave_prayer"] == "always"
    )
    for viewer in (b, PUBLIC):
        view = GAME.view(table.state, viewer)
        assert all("standing" not in p for p in view["players"] if p["name"] != viewer)


def test_buffered_orders_never_reach_a_view() -> None:
    table = started()
    first = GAME.pending(table.state)[0]
    secret = {"orders": [{"kind": "breed", "tile": table.state.board.land[0], "breed": False}]}
    gamelog.advance(table, first.player, {"type": "orders", "phase": first.phase, "orders": secret})
    assert table.buffered
    for viewer in [*table.players, PUBLIC]:
        text = str(GAME.view(table.state, viewer))
        assert "breed" not in text


def test_whole_demo_game_ends_with_scores_and_a_living_economy() -> None:
    table = started(seed=2, players=["ann", "bob", "cat", "dan"])
    play(table, 2)
    state = table.state
    assert GAME.is_over(state)
    assert state.turn >= 10
    assert len(state.buildings) >= 6 and state.roads
    scores = GAME.scores(state)
    assert sum(scores.values()) > 0
    ranking = GAME.ranking(state)
    assert [p for group in ranking for p in group] == sorted(
        scores, key=lambda p: -scores[p]
    ) or len(ranking) == 4
    view = GAME.view(state, PUBLIC)
    assert view["over"] and view["ranking"] == ranking


def test_is_over_says_what_an_empty_pending_says_at_every_state() -> None:
    """`is_over` skips listing the deciders; it must still agree with `pending` everywhere:
    each state of a whole game, an orders step nobody can act in, a wonder phase nobody
    reaches home in."""
    table = started(seed=5, players=["ann", "bob"])
    rng = random.Random(5)
    wonder_seen = False
    while True:
        state = table.state
        assert GAME.is_over(state) == (not GAME.pending(state))
        if state.phase in ("production", "wonder") and state.step == "orders":
            stranded = state.clone()
            stranded.transporters = {}
            assert GAME.is_over(stranded) and not GAME.pending(stranded)
        if state.phase == "wonder" and state.step == "orders":
            wonder_seen = True
            homeless = state.clone()
            for player in homeless.players:
                player.home = None
            assert GAME.is_over(homeless) and not GAME.pending(homeless)
        if not demo_step(table, rng):
            break
    assert wonder_seen and GAME.is_over(table.state)


def test_solo_puzzle_prebuilds_four_rows_and_lasts_twenty_turns() -> None:
    table = gamelog.new_table(GAME, ["ann"], {"solo_puzzle": True}, 4)
    assert len(table.state.wonder) == 17
    play(table, 4)
    assert table.state.end_reason == "turns"
    assert table.state.turn == 20
    assert table.state.neutral_bricks_left() == 33 - 20


def test_bad_options_and_players() -> None:
    with pytest.raises(RuleError):
        GAME.new_game(["a", "a"], {}, 1)
    with pytest.raises(RuleError):
        GAME.new_game(["a", "b"], {"colour": "red"}, 1)
    with pytest.raises(RuleError):
        GAME.new_game(["a", "b"], {"solo_puzzle": True}, 1)


def test_text_orders_reach_the_engine_as_canonical_json() -> None:
    table = started()
    for _ in range(2):
        for d in GAME.pending(table.state):
            gamelog.advance(
                table, d.player, {"type": "orders", "phase": d.phase, "orders": {"orders": []}}
            )
    state = table.state
    assert state.phase == "building"
    name = GAME.pending(state)[0].player
    orders = GAME.demo_orders(state, name, random.Random(1))
    text = GAME.orders_to_text(orders)
    assert GAME.orders_from_text(state, name, text) == orders
    with pytest.raises(RuleError):
        GAME.orders_from_text(state, name, "move red-donkey-1 to C4")  # a movement order


def test_preview_shows_the_result_without_changing_the_state() -> None:
    table = started()
    state = table.state
    name = state.sequence[0]
    home = state.player(name).home
    assert home is not None
    donkey = state.transporters_of(name)[0].id
    orders = {
        "orders": [{"kind": "transfer", "goods": {"board": 2}, "source": home, "target": donkey}]
    }
    before = GAME.to_json(state)
    view, _ = GAME.preview(state, name, orders)
    moved = next(t for t in view["transporters"] if t["id"] == donkey)
    assert moved["cargo"] == {"board": 2}
    assert GAME.to_json(state) == before


def test_conflict_round_movement_first_in_sequence_takes_the_gold() -> None:
    """Rulebook conflict round, movement: red plays first and takes the gold at the mine; the
    player after finds nothing left to load."""
    from state_helpers import build, make_state, put

    s = make_state(players=("red", "blue"), phase="movement")
    s.sequence = ["red", "blue"]
    build(s, "D3", "mine").bag = {"gold": 2, "iron": 2}
    s.add_goods("D3", {"gold": 1})
    r = put(s, "red", "donkey", "D2")
    b = put(s, "blue", "donkey", "C2")
    take = {"step": "load", "goods": {"gold": 1}}
    red = {
        "orders": [
            {"kind": "move", "transporter": r, "steps": [{"step": "go", "place": "D3"}, take]}
        ]
    }
    blue_steps = [{"step": "go", "place": "D3"}, take]
    blue = {"orders": [{"kind": "move", "transporter": b, "steps": blue_steps}]}
    GAME.check_orders(s, "blue", blue)  # fine alone
    new, events = GAME.resolve(s, {"red": red, "blue": blue})
    assert new.transporters[r].cargo == {"gold": 1}
    assert new.transporters[b].cargo == {}
    assert [e for e in events if e.private_to == "blue"]


def test_orders_ahead_for_a_later_phase_of_the_turn() -> None:
    table = started()
    state = table.state
    name = state.names[0]
    build = {"orders": [{"kind": "build", "building": "sawmill", "place": "C4"}]}
    GAME.check_orders_ahead(state, name, "t1.building", build)
    with pytest.raises(RuleError):
        GAME.check_orders_ahead(state, name, "t1.production", {"orders": []})
    with pytest.raises(RuleError):
        GAME.check_orders_ahead(state, name, "t2.building", build)
    with pytest.raises(RuleError):
        GAME.check_orders_ahead(state, name, "t1.wonder", build)  # a building order


@pytest.mark.parametrize(
    "move",
    [
        {"type": "start", "tile": "C4.n"},
        {"type": "request_order", "answer": True},
        {"type": "leave_prayer", "answer": False},
        {"type": "choose_position", "position": 2},
        {"type": "standing", "standing": {"leave_prayer": "ask", "positions": [2, 1]}},
    ],
)
def test_moves_round_trip(move: dict[str, object]) -> None:
    assert GAME.move_to_json(GAME.parse_move(move)) == move


@pytest.mark.parametrize(
    "move",
    [
        {"type": "dance"},
        {"type": "start"},
        {"type": "request_order", "answer": "yes"},
        {"type": "choose_position", "position": True},
        {"type": "standing", "standing": {"request": "sometimes"}},
        {"type": "standing", "standing": {"positions": [0]}},
        {"type": "standing", "standing": {"mood": "never"}},
    ],
)
def test_bad_moves_are_refused(move: dict[str, object]) -> None:
    with pytest.raises(RuleError):
        GAME.parse_move(move)


def test_moves_out_of_turn_change_nothing() -> None:
    table = gamelog.new_table(GAME, PLAYERS, {}, 5)
    before = GAME.to_json(table.state)
    with pytest.raises(RuleError):
        gamelog.advance(table, "ann", {"type": "choose_position", "position": 1})
    with pytest.raises(RuleError):
        first = GAME.pending(table.state)[0].player
        gamelog.advance(table, first, {"type": "start", "tile": "Z99"})
    assert GAME.to_json(table.state) == before
