"""Anything a player sends — mutated or garbage JSON orders, text orders — gets a RuleError
from the engine's entry points (check_orders, check_orders_ahead, preview, orders_from_text,
orders_to_text, resolve), never another exception.

States come from a short demo game on a fixed map, one per simultaneous phase, so the orders
meet real transporters, goods, geese and buildings.
"""

from __future__ import annotations

import copy
import functools
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from state_helpers import demo_step

from bot import gamelog
from rules.core import RuleError
from rules.roads_and_boats import GAME, data
from rules.roads_and_boats.orders import PHASE_OF_KIND
from rules.roads_and_boats.state import State

PHASES = ("production", "movement", "building", "wonder")


@functools.cache
def phase_states() -> dict[str, State]:
    """The first order step of each phase after a couple of demo turns."""
    table = gamelog.new_table(GAME, ["ann", "bob"], {"map": "twin-valleys"}, 7)
    rng = random.Random(7)
    found: dict[str, State] = {}
    for _ in range(400):
        pending = GAME.pending(table.state)
        if pending and pending[0].simultaneous and table.state.turn >= 2:
            found.setdefault(table.state.phase, table.state.clone())
        if len(found) == len(PHASES) or not demo_step(table, rng):
            break
    assert set(found) == set(PHASES)
    return found


def names_in(state: State) -> list[str]:
    some_regions = sorted(state.board.regions)[:: max(1, len(state.board.regions) // 12)]
    return [
        *sorted(state.transporters)[:8],
        *some_regions,
        *sorted(state.board.docks)[:4],
        *sorted(state.goods)[:6],
    ]


SEED_ORDERS: list[dict[str, Any]] = [
    {"kind": "transfer", "goods": {"board": 2}, "source": "C4", "target": "red-donkey-1"},
    {"kind": "process", "tile": "C4", "source": "C4", "count": 2, "inputs": {"board": 1}},
    {"kind": "process", "tile": "B3", "source": "red-donkey-1", "launch": "B3:e"},
    {"kind": "research", "project": "rowing", "transporter": "red-donkey-1", "sources": ["C4"]},
    {"kind": "upgrade", "tile": "B3", "to": "rowboat_factory"},
    {"kind": "breed", "tile": "D2", "breed": False},
    {"kind": "destroy", "transporter": "red-donkey-3"},
    {"kind": "set_down", "carrier": "red-wagon-1", "transporter": "red-raft-1", "place": "B2"},
    {
        "kind": "move",
        "transporter": "red-donkey-1",
        "steps": [
            {"step": "load", "goods": {"board": 1}},
            {"step": "follow", "count": 2},
            {"step": "go", "place": "C5"},
            {"step": "unload", "goods": {"board": 1}, "target": "C5"},
            {"step": "stay", "count": 1, "place": "C5"},
            {"step": "pick_up", "transporter": "red-donkey-2"},
        ],
    },
    {"kind": "build", "building": "sawmill", "place": "C4", "sources": ["red-donkey-1"]},
    {"kind": "build", "building": "mine", "place": "E5", "fill": "gold"},
    {"kind": "road", "a": "C4", "b": "C5"},
    {"kind": "bridge", "tile": "C4", "a": "C4.n", "b": "C4.s"},
    {"kind": "wall", "tile": "C4", "toward": "C5", "tokens": 2},
    {"kind": "demolish", "tile": "C4", "toward": "D4", "sources": ["C4"]},
    {"kind": "shaft", "tile": "E5", "fill": "large"},
    {"kind": "bricks", "count": 1, "pay": {"board": 1}, "sources": ["A1"]},
]

KEYS = sorted(
    {key for order in SEED_ORDERS for key in order}
    | {key for step in SEED_ORDERS[8]["steps"] for key in step}
    | {"onto", "donkey", "zz"}
)
WORDS = sorted(
    {
        *("kind", "step", "go", "load", "move", "goose", "board", "-", ""),
        *data.GOODS,
        *("transfer", "process", "research", "bricks", "wall", "set_down", "pick_up"),
    }
)


def scalars(names: list[str]) -> st.SearchStrategy[Any]:
    return st.one_of(
        st.none(),
        st.booleans(),
        st.integers(-2, 12),
        st.sampled_from([999, 1000, 2**63, 10**40]),
        st.floats(allow_nan=True, allow_infinity=True),
        st.sampled_from(names + WORDS),
        st.text(max_size=6),
    )


def json_values(names: list[str]) -> st.SearchStrategy[Any]:
    return st.recursive(
        scalars(names),
        lambda inner: st.one_of(
            st.lists(inner, max_size=3),
            st.dictionaries(st.sampled_from(KEYS + list(data.GOODS)) | st.text(max_size=3), inner),
        ),
        max_leaves=5,
    )


def mutate(draw: st.DrawFn, value: Any, names: list[str], depth: int = 0) -> Any:
    """One random change somewhere inside `value`."""
    if isinstance(value, dict) and value and depth < 4:
        key = draw(st.sampled_from(sorted(value)))
        action = draw(st.sampled_from(["set", "delete", "add", "inner"]))
        out = dict(value)
        if action == "delete":
            del out[key]
        elif action == "add":
            out[draw(st.sampled_from(KEYS) | st.text(max_size=3))] = draw(json_values(names))
        elif action == "set":
            out[key] = draw(json_values(names))
        else:
            out[key] = mutate(draw, out[key], names, depth + 1)
        return out
    if isinstance(value, list) and depth < 4:
        out_list = list(value)
        if not out_list or draw(st.integers(0, 4)) == 4:
            extra = copy.deepcopy(draw(st.sampled_from(SEED_ORDERS)))
            if depth or draw(st.booleans()):
                extra = draw(json_values(names))
            out_list.insert(draw(st.integers(0, len(out_list))), extra)
            return out_list
        index = draw(st.integers(0, len(out_list) - 1))
        out_list[index] = mutate(draw, out_list[index], names, depth + 1)
        return out_list
    return draw(json_values(names))


@st.composite
def garbage_orders(draw: st.DrawFn, state: State, player: str) -> Any:
    """Mostly orders of the open phase naming real things, a few fields changed; now and then
    a broken envelope or any JSON at all."""
    names = names_in(state)
    same_phase = [o for o in SEED_ORDERS if PHASE_OF_KIND[o["kind"]] == state.phase]
    seeds = st.sampled_from(SEED_ORDERS if draw(st.integers(0, 9)) == 9 else same_phase)
    orders = [copy.deepcopy(draw(seeds)) for _ in range(draw(st.integers(1, 3)))]
    for order in orders:  # meet the player's own transporters and real places now and then
        for key in ("transporter", "source", "target", "carrier", "tile", "place", "a", "b"):
            if key in order and draw(st.booleans()):
                order[key] = draw(st.sampled_from(names))
    mutated: Any = orders
    for _ in range(draw(st.integers(0, 3))):
        mutated = mutate(draw, mutated, names)
    payload: Any = {"orders": mutated}
    roll = draw(st.integers(0, 19))  # hypothesis favours 0: keep it for the common case
    if roll == 19:
        payload = draw(json_values(names))
    elif roll == 18:
        payload = mutate(draw, payload, names)
    return payload


def pick(draw: st.DrawFn) -> tuple[State, str]:
    state = phase_states()[draw(st.sampled_from(PHASES))]
    return state, draw(st.sampled_from(state.names))


def only_rule_errors(call: Any, *args: Any) -> Any:
    try:
        return call(*args)
    except RuleError:
        return None


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_garbage_json_orders_only_raise_rule_errors(data_: st.DataObject) -> None:
    state, player = pick(data_.draw)
    payload = data_.draw(garbage_orders(state, player))
    only_rule_errors(GAME.check_orders, state, player, payload)
    only_rule_errors(GAME.orders_to_text, payload)
    for ahead in GAME.phases_ahead(state, player):
        only_rule_errors(GAME.check_orders_ahead, state, player, ahead, payload)
    only_rule_errors(GAME.resolve, state, {player: payload})


TEXT_WORDS = [
    *("transfer", "take", "give", "process", "research", "upgrade", "breed", "no", "destroy"),
    *("move", "set", "down", "build", "road", "bridge", "wall", "demolish", "shaft", "bricks"),
    *("from", "to", "onto", "into", "at", "using", "times", "launch", "donkey", "with", "fill"),
    *("between", "toward", "tokens", "pay", "load", "unload", "go", "pick", "up", "follow"),
    *("stay", "geese", "goose", "boards", "stones", "and", "then", ",", ";", "|", "->", ":"),
    *("0", "1", "2", "3", "999", "1000", "x2", "3x", "²", "٣", "１", "9" * 5000, "x" + "9" * 50),
    *("-", "#", "mine", "gold", "large", "sawmill", "rowing", "stone", "factory", "new", "shafts"),
]


@st.composite
def garbage_text(draw: st.DrawFn, state: State, player: str) -> str:
    names = names_in(state)
    short = [n.split("-", 1)[1] if n.count("-") == 2 else n for n in names]
    words = st.sampled_from(TEXT_WORDS + names + short) | st.text(max_size=4)
    lines = draw(st.lists(st.lists(words, max_size=12), min_size=1, max_size=3))
    return "\n".join(" ".join(line) for line in lines)


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_garbage_text_orders_only_raise_rule_errors(data_: st.DataObject) -> None:
    state, player = pick(data_.draw)
    text = data_.draw(garbage_text(state, player))
    for phase in [None, *GAME.phases_ahead(state, player)]:
        payload = only_rule_errors(GAME.orders_from_text, state, player, text, phase)
        if payload is not None and phase is None:
            assert GAME.orders_from_text(state, player, GAME.orders_to_text(payload)) == payload
            only_rule_errors(GAME.check_orders, state, player, payload)
            only_rule_errors(GAME.preview, state, player, payload)
            only_rule_errors(GAME.resolve, state, {player: payload})


def test_the_audits_crashes_are_rule_errors() -> None:
    """The cases that used to raise AssertionError or ValueError through the engine."""
    state = phase_states()["movement"]
    player = state.names[0]
    mine = state.transporters_of(player)[0].id
    for step in ("follow", "stay"):
        payload = {
            "orders": [
                {"kind": "move", "transporter": mine, "steps": [{"step": step, "count": None}]}
            ]
        }
        with pytest.raises(RuleError, match="'count' must be a whole number"):
            GAME.check_orders(state, player, payload)
        _, events = GAME.resolve(state, {player: payload})
        assert [e.message.key for e in events if e.private_to == player] == ["rnb.orders.bad_json"]
    for text in ("move donkey-1 load ² boards", "move donkey-1 follow ³ geese"):
        with pytest.raises(RuleError, match=r"^Line 1: .* must be a whole number"):
            GAME.orders_from_text(state, player, text)
