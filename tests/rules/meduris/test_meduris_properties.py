"""Property tests: random legal games end, refused moves change nothing, JSON round-trips,
every listed move is legal, materials are conserved and no view shows another player's
materials."""

from __future__ import annotations

import json
import random
from dataclasses import fields
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from meduris_scenarios import random_game

from rules.core import MODERATOR, PUBLIC, RuleError, known_keys
from rules.meduris import GAME, State
from rules.meduris.board import group_size, group_sizes, temple_points
from rules.meduris.data import DIE_FACES, MATERIAL_TOTAL, MATERIALS
from rules.meduris.legal import build_choices
from rules.meduris.state import copy_state, draw, roll

FAST = settings(max_examples=25, deadline=None)


games = st.builds(
    random_game,
    players=st.integers(2, 4),
    seed=st.integers(0, 2**40),
    steps=st.integers(0, 300),
    choices=st.integers(0, 2**32),
    demo=st.booleans(),
)


def _conserved(s: State) -> None:
    for material in MATERIALS:
        held = sum(s.materials[name][material] for name in s.players)
        assert held + s.supply[material] == MATERIAL_TOTAL
        assert s.supply[material] >= 0


@FAST
@given(players=st.integers(2, 4), seed=st.integers(0, 2**40), demo=st.booleans())
def test_random_games_end(players: int, seed: int, demo: bool) -> None:
    s = random_game(players, seed, 5000, seed, demo)
    assert GAME.is_over(s)
    assert s.stage == "over"
    assert all(score >= 0 for score in GAME.scores(s).values())
    assert sorted(n for group in GAME.ranking(s) for n in group) == sorted(s.players)
    _conserved(s)


@FAST
@given(s=games)
def test_listed_moves_are_legal_and_state_round_trips(s: State) -> None:
    _conserved(s)
    data = GAME.to_json(s)
    assert GAME.to_json(GAME.from_json(json.loads(json.dumps(data)))) == data
    for decision in GAME.pending(s):
        moves = GAME.legal_moves(s, decision.player)
        assert moves
        for move in moves:
            assert GAME.parse_move(GAME.move_to_json(move)) == move
            GAME.apply(s, decision.player, move)
        assert GAME.default_move(s, decision.player) in moves or decision.kind == "turn"
        GAME.apply(s, decision.player, GAME.default_move(s, decision.player))
    deciders = {decision.player for decision in GAME.pending(s)}
    for name in s.players:
        if name not in deciders:
            assert GAME.legal_moves(s, name) == []
    assert GAME.to_json(s) == data


any_move = st.fixed_dictionaries(
    {
        "type": st.sampled_from(
            [
                "place_worker",
                "take_material",
                "return_material",
                "big_harvest",
                "build_hut",
                "build_temple",
                "offer",
                "exchange",
            ]
        ),
    },
    optional={
        "highland": st.sampled_from([*MATERIALS, "gold"]),
        "material": st.sampled_from(MATERIALS),
        "from": st.sampled_from(MATERIALS),
        "to": st.sampled_from(MATERIALS),
        "level": st.integers(-1, 3),
        "space": st.integers(-1, 41),
        "pay": st.dictionaries(st.sampled_from(MATERIALS), st.integers(0, 4), max_size=4),
        "materials": st.lists(st.sampled_from(MATERIALS), max_size=2),
        "give": st.dictionaries(st.sampled_from(MATERIALS), st.integers(0, 3), max_size=3),
        "take": st.sampled_from(MATERIALS),
        "druid_token": st.booleans(),
    },
)


@settings(max_examples=150, deadline=None)
@given(s=games, data=any_move, who=st.integers(0, 3))
def test_a_refused_move_changes_nothing(s: State, data: dict[str, Any], who: int) -> None:
    before = GAME.to_json(s)
    player = s.players[who % len(s.players)]
    try:
        move = GAME.parse_move(data)
        after, events = GAME.apply(s, player, move)
    except RuleError as error:
        assert error.message.key in known_keys()
        assert str(error)
    else:
        for item in events:
            item.english()
        _conserved(after)
    assert GAME.to_json(s) == before


def test_an_accepted_move_changes_nothing_it_was_given() -> None:
    """`apply` shares lists and dicts with the state it was given until it changes them (all
    but the supply and the outer dicts of highlands, materials and points): every move of
    whole random games (and the demo's, with its exchanges; some with the replay's fixed dice)
    leaves the states before it exactly as they were."""
    for seed in range(12):
        rng = random.Random(seed)
        fixed = {"dice": [rng.choice(DIE_FACES) for _ in range(30)]} if seed % 3 == 0 else {}
        s = GAME.new_game([f"p{i}" for i in range(2 + seed % 3)], {}, seed, fixed)
        history: list[tuple[State, Any]] = []
        while GAME.pending(s):
            player = GAME.pending(s)[0].player
            if seed % 2:
                move = GAME.demo_move(s, player, rng)
            else:
                move = rng.choice(GAME.legal_moves(s, player))
            history.append((s, GAME.to_json(s)))
            s, _ = GAME.apply(s, player, move)
        for before, data in history:
            assert GAME.to_json(before) == data


@FAST
@given(s=games)
def test_a_copy_is_equal_and_shares_nothing_mutable(s: State) -> None:
    """`copy_state` sets each field by hand: a field added to `State` and forgotten there
    would be missing from every copy, or shared with the state it was copied from."""
    copy = copy_state(s)
    assert copy == s
    for field in fields(State):
        value = getattr(copy, field.name)
        if isinstance(value, list | dict):
            assert value is not getattr(s, field.name), field.name
        if isinstance(value, dict):
            for key, inner in value.items():
                if isinstance(inner, list | dict):
                    assert inner is not getattr(s, field.name)[key], (field.name, key)


@FAST
@given(s=games)
def test_no_view_holds_another_players_materials(s: State) -> None:
    for viewer in (*s.players, PUBLIC, MODERATOR):
        view = GAME.view(s, viewer)
        json.dumps(view)
        for entry in view["players"]:
            assert ("materials" in entry) == (entry["name"] == viewer)
            if entry["name"] == viewer:
                assert entry["materials"] == s.materials[viewer]


@FAST
@given(s=games)
def test_events_are_public_and_registered(s: State) -> None:
    rng = random.Random(1)
    for _ in range(20):
        pending = GAME.pending(s)
        if not pending:
            break
        player = pending[0].player
        s, events = GAME.apply(s, player, GAME.demo_move(s, player, rng))
        for item in events:
            assert item.private_to is None
            assert item.message.key.startswith("meduris.")
            assert item.message.key in known_keys()
            assert "{" not in item.english()


@FAST
@given(s=games)
def test_one_pass_group_sizes_match_the_board(s: State) -> None:
    sizes = group_sizes(s)
    assert sizes == [group_size(s, space) for space in range(len(s.buildings))]
    for player in s.players:
        for kind, space, _, _, huts in build_choices(s, player):
            if kind == "temple":
                assert huts == temple_points(s, space)


def test_a_roll_takes_the_bits_random_choice_takes() -> None:
    """`roll` spells out `random.Random.choice` for speed: the same face and the same next
    RNG as `draw(s).choice(faces)`, for any RNG value and any number of faces."""
    s = GAME.new_game(["p0", "p1"], {}, 3)
    rng = random.Random(11)
    for _ in range(3000):
        value = rng.getrandbits(64)
        faces = DIE_FACES[: rng.randint(1, len(DIE_FACES))]
        rolled, drawn = copy_state(s), copy_state(s)
        rolled.rng = drawn.rng = value
        assert roll(rolled, faces) == draw(drawn).choice(faces)
        assert rolled.rng == drawn.rng
