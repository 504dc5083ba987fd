"""The order language in Italian: read as the English is, written for an Italian reader, and
every Italian text reads back to the same orders."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from test_orders_json import EVERY_KIND, orders_strategy

from rules.core import RuleError
from rules.roads_and_boats import data
from rules.roads_and_boats import ordertext_it as it
from rules.roads_and_boats.orders import (
    Breed,
    Bricks,
    Bridge,
    Build,
    Demolish,
    Follow,
    Go,
    Load,
    Move,
    Order,
    PhaseOrders,
    PickUp,
    Process,
    Research,
    SetDown,
    Shaft,
    Stay,
    Transfer,
    Unload,
    Upgrade,
    Wall,
    make_goods,
)
from rules.roads_and_boats.ordertext import format_orders, parse_orders


@pytest.mark.parametrize(("phase", "order"), EVERY_KIND)
def test_every_kind_round_trips_through_italian(phase: str, order: Order) -> None:
    orders = PhaseOrders((order,))
    text = format_orders(orders, "it")
    assert text != format_orders(orders), "written in Italian, not English"
    assert parse_orders(text, phase) == orders


@settings(max_examples=200, deadline=None)
@given(st.lists(orders_strategy, max_size=6))
def test_italian_round_trip_property(orders: list[Order]) -> None:
    phase_orders = PhaseOrders(tuple(orders))
    assert parse_orders(format_orders(phase_orders, "it")) == phase_orders


def test_what_an_italian_player_types() -> None:
    """The rulebook's words, either edition ("assi" and "tavole"), without the player's colour,
    with Italian separators; the same orders as the English."""
    italian = """
    # il giro dell'asino
    Muovi asino-1: carica 2 assi, a B3 C3 poi scarica 1 tavola in carro-1; segui 2 oche
    muovi asino-2 -> B2.n, raccogli zattera-1, resta 1 oca in B2.n
    """
    english = """
    move red-donkey-1 load 2 boards, to B3 C3, unload 1 board into red-wagon-1, follow 2 geese
    move red-donkey-2 to B2.n, pick up red-raft-1, stay 1 goose at B2.n
    """
    parsed = parse_orders(italian, colour="red")
    assert parsed == parse_orders(english)
    assert parsed.orders[0] == Move(
        "red-donkey-1",
        (
            Load(make_goods({"board": 2})),
            Go("B3"),
            Go("C3"),
            Unload(make_goods({"board": 1}), "red-wagon-1"),
            Follow(2),
        ),
    )


@pytest.mark.parametrize(
    ("italian", "order"),
    [
        (
            "trasferisci 2 tavole da C4 ad asino-rosso-1",
            Transfer(make_goods({"board": 2}), "C4", "red-donkey-1"),
        ),
        (
            "trasforma C4 da C4 x2 usando 1 tavola e 1 tronco su carro-rosso-1",
            Process("C4", "C4", 2, make_goods({"board": 1, "trunk": 1}), "red-wagon-1"),
        ),
        (
            "trasforma B2 da asino-rosso-2 asino asino-rosso-2",
            Process("B2", "red-donkey-2", donkey="red-donkey-2"),
        ),
        ("trasforma B3 da asino-rosso-1 vara B3:o", Process("B3", "red-donkey-1", launch="B3:w")),
        (
            "ricerca barche a remi con asino-rosso-1 da asino-rosso-1, C4",
            Research("rowing", "red-donkey-1", ("red-donkey-1", "C4")),
        ),
        ("ricerca nuovi filoni con asino-rosso-1", Research("new_shafts", "red-donkey-1")),
        (
            "aggiorna B3 a fabbrica di barche a remi",
            Upgrade("B3", "rowboat_factory"),
        ),
        ("non riprodurre D2", Breed("D2", False)),
        ("riproduci D2", Breed("D2", True)),
        (
            "posa zattera-rossa-1 da carro-rosso-1 in B2",
            SetDown("red-wagon-1", "red-raft-1", "B2"),
        ),
        (
            "costruisci bruciatore a carbone in C4.so da asino-rosso-1 e C4.so",
            Build("coal_burner", "C4.sw", ("red-donkey-1", "C4.sw")),
        ),
        ("costruisci miniera in E5 riempi oro", Build("mine", "E5", (), "gold")),
        ("costruisci falegnameria in C4", Build("woodcutter", "C4")),
        ("ponte C4 tra C4.n e C4.s", Bridge("C4", "C4.n", "C4.s")),
        ("muro C4 verso C5 pezzi 3", Wall("C4", "C5", 3)),
        ("muro C4 verso C5 gettoni 3 da C4", Wall("C4", "C5", 3, ("C4",))),
        ("demolisci muro C4 verso D4 da C4", Demolish("C4", "D4", ("C4",))),
        ("filone E5 riempi grande", Shaft("E5", "large")),
        ("mattoni 3 paga 4 tavole, 2 pietre", Bricks(3, make_goods({"board": 4, "stone": 2}))),
        ("mattoni 1 paga 1 carburante", Bricks(1, make_goods({"fuel": 1}))),
    ],
)
def test_each_italian_order_reads(italian: str, order: Order) -> None:
    assert parse_orders(italian).orders == (order,)


def test_a_transporter_is_read_in_either_language_and_either_order() -> None:
    expected = PhaseOrders((Move("green-steamer-2", (Go("F7"),)),))
    for name in ("nave-verde-2", "verde-nave-2", "green-steamer-2", "battello-verde-2"):
        assert parse_orders(f"muovi {name} a F7") == expected
        assert parse_orders(f"move {name} to F7") == expected
    assert parse_orders("move nave-2 to F7", colour="green") == expected


def test_colours_agree_with_the_transporter_when_written() -> None:
    orders = parse_orders(
        "destroy red-raft-1\ndestroy yellow-steamer-2\ndestroy green-wagon-3\ndestroy blue-donkey-4"
    )
    assert format_orders(orders, "it").splitlines() == [
        "distruggi zattera-rossa-1",
        "distruggi nave-gialla-2",
        "distruggi carro-verde-3",
        "distruggi asino-blu-4",
    ]


def test_banks_are_written_with_the_italian_compass() -> None:
    """Ovest is "o": C4.w is C4.o, and nw, sw are no, so; the others are the same."""
    for english, italian in (("w", "o"), ("nw", "no"), ("sw", "so"), ("n", "n"), ("se", "se")):
        orders = parse_orders(f"move red-donkey-1 to C4.{english} D4.n:{english}")
        text = format_orders(orders, "it")
        assert text == f"muovi asino-rosso-1 a C4.{italian} D4.n:{italian}"
        assert parse_orders(text) == orders


def test_a_unload_then_a_step_is_not_an_unload_into_the_tile() -> None:
    """ "a" is "to": "scarica 1 tavola, a C6" unloads where it is, then goes to C6."""
    assert parse_orders("muovi asino-rosso-1 scarica 1 tavola, a C6").orders == (
        Move("red-donkey-1", (Unload(make_goods({"board": 1})), Go("C6"))),
    )


def test_every_good_building_research_and_fill_has_an_italian_name_that_reads_back() -> None:
    assert set(it.GOODS) == set(data.GOODS)
    assert set(it.BUILDINGS) == set(data.BUILDINGS)
    assert set(it.RESEARCH) == set(data.RESEARCH)
    assert set(it.FILLS) == set(data.MINE_FILLS)
    assert set(it.TRANSPORTERS) == set(data.TRANSPORTERS)
    assert set(it.COLOURS) == set(data.COLOURS)
    for building in data.BUILDINGS:
        orders = PhaseOrders((Build(building, "C4"),))
        assert parse_orders(format_orders(orders, "it")) == orders
    for good in data.GOODS:
        for n in (1, 3):
            orders = PhaseOrders((Bricks(1, make_goods({good: n})),))
            assert parse_orders(format_orders(orders, "it")) == orders


def test_geese_and_pick_up_in_italian() -> None:
    orders = PhaseOrders(
        (
            Move(
                "red-raft-1",
                (PickUp("red-donkey-2"), Go("E2"), Follow(1, "E2.n"), Stay(3, "D2.o")),
            ),
        )
    )
    orders = parse_orders(format_orders(orders, "it"))
    assert format_orders(orders, "it") == (
        "muovi zattera-rossa-1 raccogli asino-rosso-2, a E2, segui 1 oca da E2.n, "
        "resta 3 oche in D2.o"
    )


def test_an_unknown_italian_verb_names_the_line_and_both_languages_verbs() -> None:
    with pytest.raises(RuleError) as caught:
        parse_orders("muovi asino-rosso-1 a C4\nvola sulla luna")
    message = caught.value.message
    assert message.key == "rnb.text.unknown_order" and message.params["line"] == 2
    assert "muovi" in message.params["choices"] and "move" in message.params["choices"]


def test_another_language_is_written_in_english() -> None:
    orders = parse_orders("build sawmill at C4")
    assert format_orders(orders, "de") == format_orders(orders) == "build sawmill at C4"


@pytest.mark.parametrize(
    ("text", "key", "named"),
    [
        ("muovi asino-rosso-1 carica 2 bordi", "rnb.text.unknown_good", "tavole, pietre"),
        ("move red-donkey-1 load 2 bords", "rnb.text.unknown_good", "board, stone"),
        ("filone E5 riempi argento", "rnb.text.bad_fill", "misto, oro, ferro, grande"),
        ("shaft E5 fill silver", "rnb.text.bad_fill", "mixed, gold, iron, large"),
    ],
)
def test_a_mistake_on_an_italian_line_lists_the_italian_words(
    text: str, key: str, named: str
) -> None:
    with pytest.raises(RuleError) as caught:
        parse_orders(text)
    assert caught.value.message.key == key
    assert named in caught.value.message.params["choices"]


def test_a_missing_word_on_an_italian_line_is_named_in_italian() -> None:
    with pytest.raises(RuleError) as caught:
        parse_orders("trasferisci 2 tavole C4 ad asino-rosso-1")
    assert caught.value.message.key == "rnb.text.expected"
    assert caught.value.message.params["what"] == "'da'"
