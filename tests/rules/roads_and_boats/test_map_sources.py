"""Where maps come from: the text format, the generator, the fixed maps and the map option."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import RuleError
from rules.roads_and_boats.board import Board, hex_distance
from rules.roads_and_boats.mapformat import format_map, parse_map
from rules.roads_and_boats.mapgen import LAND_PER_PLAYER, generate, suggest_starts
from rules.roads_and_boats.maps import FIXED_MAPS, board_from_option, fixed_map

LITTLE = """
# a comment line
name: Little island
starts: B2
S  S     S        S
 S  P~se  R       S   # trailing comment
S  S     W~nw-se  S

 S  S     S       S
"""


def test_text_format_reads_headers_rows_and_comments() -> None:
    board = parse_map(LITTLE)
    assert board.name == "Little island"
    assert board.suggested_starts == ("B2",)
    assert board.tiles["B2"].river == "source"
    assert board.regions_of("C3") == ("C3.sw", "C3.ne")
    assert len(board.tiles) == 16


def test_text_format_round_trips() -> None:
    board = parse_map(LITTLE)
    assert parse_map(format_map(board)) == board
    for name in FIXED_MAPS:
        fixed = fixed_map(name)
        assert parse_map(format_map(fixed)) == fixed


@pytest.mark.parametrize(
    ("text", "key", "params"),
    [
        ("colour: red\nS S", "rnb.mapformat.bad_header", {"line": 1, "setting": "colour"}),
        ("S S\n S Q S", "rnb.mapformat.bad_tile", {"line": 2}),
        ("S S\n\nS P~ne-e-w S", "rnb.mapformat.bad_tile", {"line": 3}),
        ("starts: 7x\nS P S", "rnb.mapformat.bad_start", {"line": 1, "tile": "7x"}),
        ("S S\nstarts: B²\nS P S", "rnb.mapformat.bad_start", {"line": 2, "tile": "B²"}),
        ("# only a comment", "rnb.mapformat.no_rows", {}),
        ("S P S\n\n" + " ".join(["S"] * 27), "rnb.mapformat.too_wide", {"line": 3}),
        ("S S S\n S P~e R\nS S S", "rnb.map.river_broken", {"tile": "B2"}),
        ("starts: A1\nS P S", "rnb.map.bad_start", {"tile": "A1"}),
        ("starts: B1 B2\nS P S\n S P S", "rnb.map.starts_too_close", {"tile": "B1"}),
    ],
)
def test_text_format_errors_name_the_line_or_tile(text: str, key: str, params: dict) -> None:
    with pytest.raises(RuleError) as err:
        parse_map(text)
    assert err.value.message.key == key
    for name, value in params.items():
        assert err.value.message.params[name] == value


def test_bad_tile_error_says_what_is_wrong() -> None:
    with pytest.raises(RuleError) as err:
        parse_map("S S\n S Q S")
    assert "Q" in str(err.value) and "Line 2" in str(err.value)


def test_fixed_maps_match_the_docs_table() -> None:
    sizes = {name: (len(fixed_map(name).land), len(fixed_map(name).sea)) for name in FIXED_MAPS}
    assert sizes == {"twin-valleys": (32, 28), "inland-sea": (65, 45)}
    # the inland sea's channel: a boat from the northern bay reaches the lake through G4 and G5
    board = fixed_map("inland-sea")
    assert "G4" in board.water_moves("G3") and "F5" in board.water_moves("G5")


@pytest.mark.parametrize("name", sorted(FIXED_MAPS))
def test_fixed_maps_are_valid_and_seat_their_players(name: str) -> None:
    spec = FIXED_MAPS[name]
    board = fixed_map(name)
    assert len(board.suggested_starts) == spec.max_players
    assert len(board.land) >= 10 * spec.max_players
    assert any(tile.river == "junction" for tile in board.tiles.values())
    for players in range(spec.min_players, spec.max_players + 1):
        assert board_from_option(name, players, seed=0) == board


def test_generator_is_deterministic_and_follows_the_rulebook() -> None:
    for players in (1, 2, 3, 4):
        for seed in (0, 1):
            board = generate(players, seed)
            assert generate(players, seed) == board
            assert len(board.land) == LAND_PER_PLAYER * players
            # sea all round: no land tile on the edge of the map
            assert all(board.tiles[lb].is_land for lb in board.land)
            assert all(len(board.neighbours(lb)) == 6 for lb in board.land)
            starts = board.suggested_starts
            assert len(starts) == players
            assert all(hex_distance(a, b) >= 2 for a in starts for b in starts if a != b)
    assert generate(2, 0) != generate(2, 1)


@settings(max_examples=30, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_generated_maps_are_valid(players: int, seed: int) -> None:
    board = generate(players, seed)
    # a Board validates on construction; check the river invariants once more directly
    for label in board.land:
        tile = board.tiles[label]
        for side in tile.river_sides:
            other = board.tiles[tile.neighbours[side] or ""]
            assert other.is_sea or (side + 3) % 6 in other.river_sides
    assert Board.from_json(board.to_json()) == board
    assert board.start_options([], players)


def test_generator_refuses_bad_player_counts() -> None:
    with pytest.raises(RuleError) as err:
        generate(5, 0)
    assert err.value.message.key == "rnb.mapgen.bad_players"


def test_start_options_never_strand_a_later_player() -> None:
    # a strip of five land tiles B2..F2: three starts fit only as B2, D2, F2
    board = Board.from_rows(["S S S S S S S", " S P P P P P S", "S S S S S S S"])
    assert board.start_allowed("C2", [])
    assert board.start_options([], 3) == ("B2", "D2", "F2")  # C2 or E2 would strand someone
    assert board.start_options(["B2"], 2) == ("D2", "F2")
    assert board.start_options(["D2"], 2) == ("B2", "F2")
    assert board.start_options([], 4) == ()
    assert set(suggest_starts(board, 3) or ()) == {"B2", "D2", "F2"}


def test_map_option_forms() -> None:
    assert board_from_option(None, 2, seed=5) == generate(2, 5)
    assert board_from_option({"generate": {}}, 3, seed=5) == generate(3, 5)
    assert board_from_option({"generate": {"seed": 9}}, 2, seed=5) == generate(2, 9)
    assert board_from_option({"text": LITTLE}, 1, seed=0).name == "Little island"
    for bad, key in [
        ("atlantis", "rnb.maps.unknown"),
        (42, "rnb.maps.bad_option"),
        ({"text": LITTLE}, "rnb.maps.too_small"),
    ]:
        with pytest.raises(RuleError) as err:
            board_from_option(bad, 2, seed=0)
        assert err.value.message.key == key
    with pytest.raises(RuleError) as err:
        board_from_option("inland-sea", 2, seed=0)
    assert err.value.message.key == "rnb.maps.wrong_players"


@pytest.mark.parametrize(
    ("option", "key", "setting"),
    [
        ({"generate": {"players": "x"}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"players": None}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"players": 2.7}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"players": True}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"players": 5}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"players": 0}}, "rnb.maps.bad_setting", "players"),
        ({"generate": {"seed": [1]}}, "rnb.maps.bad_setting", "seed"),
        ({"generate": {"seed": "7"}}, "rnb.maps.bad_setting", "seed"),
        ({"generate": {"seed": 10**5000}}, "rnb.maps.bad_setting", "seed"),
        ({"generate": {"seed": -1}}, "rnb.maps.bad_setting", "seed"),
        ({"generate": {"land_per_player": 0}}, "rnb.maps.bad_setting", "land_per_player"),
        ({"generate": {"land_per_player": -5}}, "rnb.maps.bad_setting", "land_per_player"),
        ({"generate": {"land_per_player": 1}}, "rnb.maps.bad_setting", "land_per_player"),
        ({"generate": {"land_per_player": 10**6}}, "rnb.maps.bad_setting", "land_per_player"),
        ({"generate": {"land_per_player": 12.0}}, "rnb.maps.bad_setting", "land_per_player"),
        ({"generate": {"size": 3}}, "rnb.maps.unknown_setting", "size"),
    ],
)
def test_generate_settings_are_checked(option: object, key: str, setting: str) -> None:
    with pytest.raises(RuleError) as err:
        board_from_option(option, 2, seed=0)
    assert err.value.message.key == key
    assert err.value.message.params["setting"] == setting
    assert setting in str(err.value) and len(str(err.value)) < 200


@pytest.mark.parametrize(
    "option",
    [
        {"generate": None},
        {"generate": [1]},
        {"generate": {}, "text": "S P S"},
        {"generate": {}, "colour": "red"},
        {"text": None},
        ["twin-valleys"],
    ],
)
def test_malformed_map_options_are_refused(option: object) -> None:
    with pytest.raises(RuleError) as err:
        board_from_option(option, 2, seed=0)
    assert err.value.message.key == "rnb.maps.bad_option"


def test_generate_settings_at_their_bounds() -> None:
    settings_ = {"players": 2, "seed": 2**63 - 1, "land_per_player": 2}
    assert len(board_from_option({"generate": settings_}, 2, seed=0).land) == 4
    settings_ = {"players": 1, "seed": 0, "land_per_player": 30}
    assert len(board_from_option({"generate": settings_}, 1, seed=0).land) == 30
