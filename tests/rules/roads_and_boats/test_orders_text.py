"""The text order language: every kind parses to the canonical orders, errors name the line."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_orders_json import EVERY_KIND, orders_strategy

from rules.core import RuleError
from rules.roads_and_boats.orders import (
    MOVEMENT,
    Bricks,
    Build,
    Follow,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    Process,
    Stay,
    Unload,
    Wall,
    make_goods,
    orders_from_json,
    orders_to_json,
)
from rules.roads_and_boats.ordertext import format_orders, parse_orders


@pytest.mark.parametrize(("phase", "order"), EVERY_KIND)
def test_every_kind_round_trips_through_text(phase: str, order: Order) -> None:
    orders = PhaseOrders((order,))
    text = format_orders(orders)
    assert parse_orders(text, phase) == orders
    assert orders_from_json(orders_to_json(parse_orders(text))) == orders


def test_what_people_type() -> None:
    text = """
    # my donkey's errand
    Move red-donkey-1: load 2 boards, to B3 C3 then unload 1 board into red-wagon-1; follow 2 geese
    move donkey-2 -> B2.n, pick up raft-1, stay 1 goose at B2.n
    """
    parsed = parse_orders(text, MOVEMENT, colour="red")
    assert parsed.orders == (
        Move(
            "red-donkey-1",
            (
                Load(make_goods({"board": 2})),
                Go("B3"),
                Go("C3"),
                Unload(make_goods({"board": 1}), "red-wagon-1"),
                Follow(2),
            ),
        ),
        Move("red-donkey-2", (Go("B2.n"), PickUp("red-raft-1"), Stay(1, "B2.n"))),
    )


def test_one_line_with_bars() -> None:
    parsed = parse_orders("move red-donkey-1 to B3 | destroy red-wagon-1", colour="red")
    assert [o.kind for o in parsed.orders] == ["move", "destroy"]
    with pytest.raises(RuleError) as caught:
        parse_orders("move red-donkey-1 to B3 | fly")
    assert caught.value.message.params["line"] == 2


def test_other_spellings() -> None:
    assert parse_orders("process c4 from red-donkey-1 3x using 1 trunk and 1 board").orders == (
        Process("C4", "red-donkey-1", 3, make_goods({"trunk": 1, "board": 1})),
    )
    assert parse_orders("build stone factory at B2.S from red-donkey-1").orders == (
        Build("stone_factory", "B2.s", ("red-donkey-1",)),
    )
    assert parse_orders("wall C4 to C5 x3 from C4").orders == (Wall("C4", "C5", 3, ("C4",)),)
    assert parse_orders("move red-donkey-1 C4 c5.n:e").orders == (
        Move("red-donkey-1", (Go("C4"), Go("C5.n:e"))),
    )
    assert parse_orders("brick 2 pay 3 stones").orders == (Bricks(2, make_goods({"stone": 3})),)


@pytest.mark.parametrize(
    ("text", "key", "line"),
    [
        ("move red-donkey-1 to C4\nfly to the moon", "rnb.text.unknown_order", 2),
        ("\n\nmove red-donkey-1 load 2 bords", "rnb.text.unknown_good", 3),
        ("move red-donkey-1 jump C4", "rnb.text.unknown_step", 1),
        ("wall C4 toward C5 tokens 0", "rnb.text.bad_number", 1),
        ("transfer 2 boards from C4", "rnb.text.missing", 1),
        ("destroy red-donkey-1 now", "rnb.text.unexpected", 1),
        ("shaft E5 fill silver", "rnb.text.bad_fill", 1),
        ("bricks 2 pay 3 stone", "rnb.text.wrong_phase", 1),
    ],
)
def test_errors_name_the_line(text: str, key: str, line: int) -> None:
    with pytest.raises(RuleError) as caught:
        parse_orders(text, MOVEMENT if key == "rnb.text.wrong_phase" else None)
    assert caught.value.message.key == key
    assert caught.value.message.params["line"] == line
    assert str(caught.value).startswith(f"Line {line}:")


@settings(max_examples=200, deadline=None)
@given(st.lists(orders_strategy, max_size=6))
def test_text_round_trip_property(orders: list[Order]) -> None:
    phase_orders = PhaseOrders(tuple(orders))
    assert parse_orders(format_orders(phase_orders)) == phase_orders


HUGE = "9" * 5000


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ("move red-donkey-1 load ² boards", "rnb.text.bad_number"),
        ("move red-donkey-1 follow ³ geese", "rnb.text.bad_number"),
        ("move red-donkey-1 stay ٣ geese", "rnb.text.bad_number"),
        ("bricks ² pay 1 board", "rnb.text.bad_number"),
        ("wall C4 toward C5 tokens １", "rnb.text.bad_number"),
        (f"move red-donkey-1 load {HUGE} boards", "rnb.text.too_big"),
        (f"move red-donkey-1 follow {HUGE} geese", "rnb.text.too_big"),
        (f"process C4 from C4 x{HUGE}", "rnb.text.too_big"),
        (f"process C4 from C4 {HUGE}x", "rnb.text.too_big"),
        (f"process C4 from C4 times {HUGE}", "rnb.text.too_big"),
        ("bricks 1000 pay 1 board", "rnb.text.too_big"),
        ("bricks " + "a" * 5000 + " pay 1 board", "rnb.text.bad_number"),
    ],
)
def test_numbers_are_ascii_digits_within_bounds(text: str, key: str) -> None:
    with pytest.raises(RuleError) as caught:
        parse_orders(text)
    assert caught.value.message.key == key
    assert str(caught.value).startswith("Line 1:")
    assert len(str(caught.value)) < 200


def test_the_largest_number_round_trips() -> None:
    parsed = parse_orders("process C4 from C4 x999 using 999 boards")
    assert parsed.orders == (Process("C4", "C4", 999, make_goods({"board": 999})),)
    assert parse_orders(format_orders(parsed)) == parsed
    assert orders_from_json(orders_to_json(parsed)) == parsed


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("move red-donkey-1 to B3 and unload 1 board", "move red-donkey-1 to B3, unload 1 board"),
        ("move red-donkey-1 load 1 board and to B3", "move red-donkey-1 load 1 board, to B3"),
        (
            "move red-donkey-1 to B3, unload 1 board and load 1 stone",
            "move red-donkey-1 to B3, unload 1 board, load 1 stone",
        ),
        (
            "move red-donkey-1 unload 1 board into C4 and to B3",
            "move red-donkey-1 unload 1 board into C4, to B3",
        ),
        ("move red-donkey-1 to B3 then unload 1 board", "move red-donkey-1 to B3, unload 1 board"),
        (
            "move red-donkey-1 pick up red-donkey-2 and to B3",
            "move red-donkey-1 pick up red-donkey-2, to B3",
        ),
        ("move red-donkey-1 follow 2 geese and to B3", "move red-donkey-1 follow 2 geese, to B3"),
        (
            "move red-donkey-1 stay 1 goose at B3.n and to C3 and C4",
            "move red-donkey-1 stay 1 goose at B3.n, to C3 C4",
        ),
        (
            "move red-donkey-1 load 2 boards then to B3 and C3",
            "move red-donkey-1 load 2 boards, to B3 C3",
        ),
        (
            "research rowing with red-donkey-1 from red-donkey-1 and C4",
            "research rowing with red-donkey-1 from red-donkey-1, C4",
        ),
        (
            "build sawmill at C4 from red-donkey-1 and C4",
            "build sawmill at C4 from red-donkey-1, C4",
        ),
        (
            "bricks 3 pay 4 boards and 2 stones from red-donkey-1 and A1",
            "bricks 3 pay 4 boards, 2 stones from red-donkey-1, A1",
        ),
        (
            "process C4 from C4 x2 using 1 board and 1 trunk and onto red-wagon-1",
            "process C4 from C4 x2 using 1 board, 1 trunk onto red-wagon-1",
        ),
        ("transfer 1 board and 1 stone from C4 to red-donkey-1", None),
        ("bridge C4 between C4.n and C4.s", "bridge C4 between C4.n and C4.s"),
        ("bridge C4 between - and -", "bridge C4"),
        ("bridge C4 between C4.n C4.s", "bridge C4 between C4.n and C4.s"),
        ("wall C4 toward C5 tokens 3 and from C4", "wall C4 toward C5 tokens 3 from C4"),
    ],
)
def test_and_is_an_optional_separator_between_parts(text: str, canonical: str | None) -> None:
    """The docs: commas, semicolons, `then` and `and` between the parts are optional."""
    parsed = parse_orders(text)
    if canonical is not None:
        assert format_orders(parsed) == canonical
    assert parse_orders(format_orders(parsed)) == parsed


def test_a_trailing_colon_before_a_comma_is_punctuation() -> None:
    parsed = parse_orders("move red-donkey-1: to B2.n:, load 2 boards")
    assert parsed.orders == (Move("red-donkey-1", (Go("B2.n"), Load(make_goods({"board": 2})))),)
    assert parse_orders(format_orders(parsed)) == parsed
