"""Canonical JSON of Roads & Boats orders: exact round trips and specific errors."""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import RuleError
from rules.roads_and_boats import data
from rules.roads_and_boats.orders import (
    BUILDING,
    FILLS,
    MAX_COUNT,
    MOVEMENT,
    PRODUCTION,
    WONDER,
    Breed,
    Bricks,
    Bridge,
    Build,
    Demolish,
    Destroy,
    Follow,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    Process,
    Research,
    Road,
    SetDown,
    Shaft,
    Stay,
    Transfer,
    Unload,
    Upgrade,
    Wall,
    make_goods,
    orders_from_json,
    orders_to_json,
)

EVERY_KIND: list[tuple[str, Order]] = [
    (PRODUCTION, Transfer(make_goods({"board": 2}), "C4", "red-donkey-1")),
    (PRODUCTION, Process("C4", "red-donkey-1")),
    (
        PRODUCTION,
        Process("C4", "C4", 2, make_goods({"trunk": 1, "board": 1}), "red-wagon-1", None, None),
    ),
    (PRODUCTION, Process("B2", "red-donkey-2", donkey="red-donkey-2")),
    (PRODUCTION, Process("B3", "red-donkey-1", launch="B4")),
    (PRODUCTION, Research("rowing", "red-donkey-1", ("red-donkey-1", "C4"))),
    (PRODUCTION, Upgrade("B3", "rowboat_factory")),
    (PRODUCTION, Breed("D2", breed=False)),
    (PRODUCTION, Destroy("red-donkey-3")),
    (MOVEMENT, SetDown("red-wagon-1", "red-raft-1")),
    (
        MOVEMENT,
        Move(
            "red-donkey-1",
            (
                Load(make_goods({"board": 2})),
                Follow(2),
                Go("C5"),
                Unload(make_goods({"board": 1}), "red-wagon-1"),
                Stay(1),
                Stay(1, "C5"),
                PickUp("red-donkey-2"),
                Load(make_goods({"stone": 1}), "red-wagon-1"),
            ),
        ),
    ),
    (BUILDING, Build("sawmill", "C4.n", ("red-donkey-1", "C4.n"))),
    (BUILDING, Build("mine", "E5", fill="gold")),
    (BUILDING, Road("C4", "C5")),
    (BUILDING, Bridge("C4", "C4.n", "C4.s", ("red-donkey-1",))),
    (BUILDING, Wall("C4", "C5", 3)),
    (BUILDING, Demolish("C4", "D4", ("C4",))),
    (BUILDING, Shaft("E5", FILLS[-1])),
    (WONDER, Bricks(3, make_goods({"board": 4, "stone": 2}), ("red-donkey-1", "A1"))),
]


@pytest.mark.parametrize(("phase", "order"), EVERY_KIND)
def test_every_kind_round_trips(phase: str, order: Order) -> None:
    orders = PhaseOrders((order,))
    data_ = orders_to_json(orders)
    assert orders_from_json(data_, phase) == orders
    assert orders_to_json(orders_from_json(data_)) == data_


def test_defaults_are_left_out_of_the_json() -> None:
    assert orders_to_json(PhaseOrders((Process("C4", "red-donkey-1"),))) == {
        "orders": [{"kind": "process", "tile": "C4", "source": "red-donkey-1"}]
    }
    assert orders_to_json(PhaseOrders((Shaft("E5"),)))["orders"][0] == {
        "kind": "shaft",
        "tile": "E5",
    }


def _error(data_: Any, phase: str | None = None) -> RuleError:
    with pytest.raises(RuleError) as caught:
        orders_from_json(data_, phase)
    return caught.value


def test_errors_name_the_order_and_the_fault() -> None:
    good = {"kind": "destroy", "transporter": "red-donkey-3"}
    err = _error({"orders": [good, {"kind": "fly", "to": "moon"}]})
    assert err.message.key == "rnb.orders.unknown_kind"
    assert err.message.params == {"order": 2, "kind": "fly"}
    assert "Order 2" in str(err)

    err = _error({"orders": [good]}, MOVEMENT)
    assert err.message.key == "rnb.orders.wrong_phase"
    assert "production phase" in str(err)

    err = _error({"orders": [{"kind": "wall", "tile": "C4", "toward": "C5", "tokens": 0}]})
    assert err.message.key == "rnb.orders.bad_count"

    err = _error(
        {
            "orders": [
                {
                    "kind": "transfer",
                    "goods": {"bords": 1},
                    "source": "C4",
                    "target": "red-donkey-1",
                }
            ]
        }
    )
    assert err.message.key == "rnb.orders.unknown_good"
    assert err.message.params["good"] == "bords"

    err = _error({"orders": [{"kind": "destroy", "transporter": "x", "colour": "red"}]})
    assert err.message.key == "rnb.orders.unknown_field"

    err = _error({"orders": [{"kind": "move", "transporter": "x", "steps": [{"step": "fly"}]}]})
    assert err.message.key == "rnb.orders.unknown_step"

    err = _error({"orders": [{"kind": "shaft", "tile": "E5", "fill": "silver"}]})
    assert err.message.key == "rnb.orders.bad_fill"

    assert _error({"orders": {}}).message.key == "rnb.orders.not_orders"
    assert _error([]).message.key == "rnb.orders.not_orders"


names = st.sampled_from(["A1", "C4", "C4.n", "B2.s:e", "red-donkey-1", "blue-raft-2"])
goods = st.dictionaries(st.sampled_from(data.GOODS), st.integers(1, 9), min_size=1).map(make_goods)
steps = st.one_of(
    st.builds(Go, names),
    st.builds(Load, goods, st.none() | names),
    st.builds(Unload, goods, st.none() | names),
    st.builds(PickUp, names),
    st.builds(Follow, st.integers(1, 5), st.none() | names),
    st.builds(Stay, st.integers(1, 5), st.none() | names),
)
sources = st.lists(names, max_size=3).map(tuple)
orders_strategy = st.one_of(
    st.builds(Transfer, goods, names, names),
    st.builds(
        Process,
        names,
        names,
        st.integers(1, 6),
        st.just(()) | goods,
        st.none() | names,
        st.none() | names,
        st.none() | names,
    ),
    st.builds(Research, st.sampled_from(data.RESEARCH), names, sources),
    st.builds(Upgrade, names, st.sampled_from(list(data.FACTORY_LADDERS["water"]))),
    st.builds(Breed, names, st.booleans()),
    st.builds(Destroy, names),
    st.builds(Move, names, st.lists(steps, max_size=6).map(tuple)),
    st.builds(SetDown, names, names, st.none() | names),
    st.builds(
        Build,
        st.sampled_from(list(data.BUILDINGS)),
        names,
        sources,
        st.none() | st.sampled_from(list(data.MINE_FILLS)),
    ),
    st.builds(Road, names, names, sources),
    st.builds(Bridge, names, st.none() | names, st.none() | names, sources),
    st.builds(Wall, names, names, st.integers(1, 5), sources),
    st.builds(Demolish, names, names, sources),
    st.builds(Shaft, names, st.sampled_from(list(data.MINE_FILLS)), sources),
    st.builds(Bricks, st.integers(1, 5), goods, sources),
)


@settings(max_examples=200, deadline=None)
@given(st.lists(orders_strategy, max_size=6))
def test_json_round_trip_property(orders: list[Order]) -> None:
    phase_orders = PhaseOrders(tuple(orders))
    assert orders_from_json(orders_to_json(phase_orders)) == phase_orders


@pytest.mark.parametrize(
    "order",
    [
        {
            "kind": "move",
            "transporter": "red-donkey-1",
            "steps": [{"step": "follow", "count": None}],
        },
        {"kind": "move", "transporter": "red-donkey-1", "steps": [{"step": "stay", "count": None}]},
        {"kind": "bricks", "count": None, "pay": {"board": 1}},
        {"kind": "wall", "tile": "C4", "toward": "C5", "tokens": None},
        {"kind": "process", "tile": "C4", "source": "red-donkey-1", "count": None},
    ],
)
def test_a_null_count_is_refused(order: dict[str, Any]) -> None:
    err = _error({"orders": [order]})
    assert err.message.key == "rnb.orders.bad_count"
    assert "Order 1" in str(err)


@pytest.mark.parametrize(
    ("order", "key"),
    [
        (
            {"kind": "transfer", "goods": None, "source": "C4", "target": "red-donkey-1"},
            "rnb.orders.bad_goods",
        ),
        (
            {"kind": "move", "transporter": "x", "steps": [{"step": "load", "goods": None}]},
            "rnb.orders.bad_goods",
        ),
        (
            {"kind": "move", "transporter": "x", "steps": [{"step": "unload", "goods": None}]},
            "rnb.orders.bad_goods",
        ),
        ({"kind": "bricks", "count": 1, "pay": None}, "rnb.orders.bad_goods"),
        (
            {"kind": "process", "tile": "C4", "source": "red-donkey-1", "inputs": None},
            "rnb.orders.bad_goods",
        ),
        ({"kind": "road", "a": "C4", "b": "C5", "sources": None}, "rnb.orders.bad_sources"),
    ],
)
def test_null_goods_or_sources_are_refused(order: dict[str, Any], key: str) -> None:
    """null is not "no goods": a required goods field must list goods, an optional one is
    left out rather than set to null."""
    assert _error({"orders": [order]}).message.key == key


def test_counts_have_the_text_languages_upper_bound() -> None:
    """Counts above MAX_COUNT could not be written back as text orders."""
    bricks = {"kind": "bricks", "count": MAX_COUNT + 1, "pay": {"board": 1}}
    assert _error({"orders": [bricks]}).message.key == "rnb.orders.bad_count"
    bricks = {"kind": "bricks", "count": 1, "pay": {"board": 10**30}}
    assert _error({"orders": [bricks]}).message.key == "rnb.orders.bad_goods"
    bricks = {"kind": "bricks", "count": MAX_COUNT, "pay": {"board": MAX_COUNT}}
    assert orders_from_json({"orders": [bricks]}).orders == (
        Bricks(MAX_COUNT, make_goods({"board": MAX_COUNT})),
    )
