"""Board topology: labels, banks, links across sides, bridges, the boats' water network."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import RuleError
from rules.roads_and_boats.board import (
    RIVER_SHAPES,
    SIDE_INDEX,
    SIDES,
    Board,
    coords_of,
    hex_distance,
    label_of,
    neighbour_coords,
    river_sides_of,
)
from rules.roads_and_boats.mapgen import generate

# A small island: a river rises on B2, flows se through C3 (straight, nw-se) into the sea at C4.
#   row 1:  A1 S   B1 S   C1 S    D1 S
#   row 2:     A2 S   B2 P~se C2 R    D2 S
#   row 3:  A3 S   B3 S   C3 W~nw-se  D3 S
#   row 4:     A4 S   B4 S    C4 S    D4 S
ISLAND = [
    "S  S     S        S",
    " S  P~se  R       S",
    "S  S     W~nw-se  S",
    " S  S     S       S",
]


@pytest.fixture(scope="module")
def island() -> Board:
    return Board.from_rows(ISLAND, name="island")


def one_tile(token: str) -> Board:
    """A single land tile B2 with sea all round: rivers may end anywhere in the sea."""
    return Board.from_rows(["S S S", f" S {token} S", "S S S"])


def test_labels_and_coordinates_round_trip() -> None:
    assert label_of(2, 3) == "C4"
    assert coords_of("C4") == (2, 3)
    with pytest.raises(RuleError) as err:
        coords_of("4C")
    assert err.value.message.key == "rnb.map.bad_label"


@pytest.mark.parametrize("label", ["B²", "B٣", "B１", "É4", "ß4", "A" + "9" * 5000, "A0", "B"])
def test_labels_are_an_ascii_letter_and_ascii_digits(label: str) -> None:
    with pytest.raises(RuleError) as err:
        coords_of(label)
    assert err.value.message.key == "rnb.map.bad_label"
    assert len(str(err.value)) < 200


def test_neighbours_are_symmetric_on_both_row_parities() -> None:
    for col, row in [(3, 2), (3, 3)]:
        for side in range(6):
            ncol, nrow = neighbour_coords(col, row, side)
            assert neighbour_coords(ncol, nrow, (side + 3) % 6) == (col, row)
            assert hex_distance(label_of(col, row), label_of(ncol, nrow)) == 1


def test_even_rows_are_shifted_right(island: Board) -> None:
    assert island.neighbour("B2", SIDE_INDEX["se"]) == "C3"
    assert island.neighbour("B2", SIDE_INDEX["sw"]) == "B3"
    assert island.neighbour("B3", SIDE_INDEX["ne"]) == "B2"
    assert island.neighbour("B3", SIDE_INDEX["nw"]) == "A2"
    assert island.neighbour("A1", SIDE_INDEX["nw"]) is None


def test_every_shape_and_rotation_has_distinct_bank_names() -> None:
    expected_regions = {"source": 1, "straight": 2, "wide_bend": 2, "sharp_bend": 2, "junction": 3}
    for shape, count in expected_regions.items():
        for rotation in range(6):
            sides = "-".join(SIDES[s] for s in sorted(river_sides_of(shape, rotation)))
            board = one_tile(f"P~{sides}")
            regions = board.regions_of("B2")
            assert len(regions) == count == len(set(regions))
            halves = [h for r in regions for h in board.region(r).halves]
            assert sorted(halves) == [(s, h) for s in range(6) for h in (0, 1)]
    assert set(RIVER_SHAPES) == set(expected_regions)


def test_straight_river_banks(island: Board) -> None:
    assert island.regions_of("C3") == ("C3.sw", "C3.ne")
    assert island.region("C3.ne").sides == (0, 1, 2, 5)  # ne, e and one half of se and nw
    assert island.region("C3.sw").sides == (2, 3, 4, 5)
    assert island.bridges("C3") == (("C3.sw", "C3.ne"),)
    assert island.bridges("B2") == ()  # a source never needs a bridge


def test_bare_label_of_a_divided_tile_asks_for_the_bank(island: Board) -> None:
    with pytest.raises(RuleError) as err:
        island.region("C3")
    assert err.value.message.key == "rnb.map.which_bank"
    assert err.value.message.params["banks"] == "C3.sw, C3.ne"
    assert island.region("C2").tile == "C2"


def test_a_source_reaches_both_banks_across_its_river_side(island: Board) -> None:
    assert {link.region for link in island.land_links("B2")} == {"C2", "C3.ne", "C3.sw"}
    assert {link.region for link in island.land_links("C2")} == {"B2", "C3.ne"}
    assert {link.region for link in island.land_links("C3.sw")} == {"B2"}
    link = island.link("C2", "C3.ne")
    assert link is not None and SIDES[link.side] == "sw" and link.edge == "C2:sw"
    assert island.link("C2", "C3.sw") is None  # across the river


def test_parallel_roads_on_both_banks_of_a_river_side() -> None:
    board = Board.from_rows(["S S S S", " S P~e-w R~e-w S", "S S S S"])
    assert {(a.region) for a in board.land_links("B2.n")} == {"C2.n"}
    assert {(a.region) for a in board.land_links("B2.s")} == {"C2.s"}
    assert board.edge("B2:e").river


def test_edges_have_one_canonical_name(island: Board) -> None:
    assert island.edge("C3:w").name == "B3:e"
    assert island.edge_between("B2", "C3") == "B2:se"
    assert island.edge_at("C3", SIDE_INDEX["nw"]) == "B2:se"
    assert not island.edge("A1:e").wall_allowed  # between two sea tiles
    assert island.edge("B2:nw").coast and island.edge("B2:nw").wall_allowed
    with pytest.raises(RuleError):
        island.edge("A1:nw")


def test_boats_follow_the_river_to_the_sea_and_dock(island: Board) -> None:
    assert island.water_moves("B2") == ("C3",)
    assert set(island.water_moves("C3")) == {"B2", "C4"}
    assert "C3" in island.water_moves("C4")
    # at the mouth a boat docks on a chosen bank
    assert {"C3.ne:se", "C3.sw:se"} <= set(island.water_moves("C4"))
    dock = island.docks["C3.sw:se"]
    assert dock.mouth and dock.region == "C3.sw" and dock.sea == "C4"
    assert island.water_moves("C3.sw:se") == ("C4",)
    assert island.water_regions("C3") == ("C3.sw", "C3.ne")
    assert island.water_regions("C3.sw:se") == ("C3.sw",)
    assert island.water_regions("C4") == ()
    assert island.water_edge("C4", "C3.sw:se") == "C3:se"
    assert island.launch_positions("C3.ne") == ("C3", "C3.ne:e", "C3.ne:se")
    assert island.launch_positions("C2") == island.docks_of_region("C2")


def test_shore_and_starts(island: Board) -> None:
    assert island.is_shore("C2") and island.is_shore("B2")
    assert not island.is_shore("C4")
    assert island.start_allowed("B2", [])
    assert not island.start_allowed("C2", ["B2"])  # neighbours
    assert not island.start_allowed("A1", [])  # sea


def test_irrigated_desert_is_pasture() -> None:
    board = one_tile("D")
    assert board.terrain("B2") == "desert"
    assert board.terrain("B2", irrigated=True) == "pasture"


def test_rows_and_json_round_trip(island: Board) -> None:
    again = Board.from_rows(island.to_rows())
    assert again.tiles == island.tiles
    strip = ["S S S S S", " S P P P S", "S S S S S"]
    marked = Board.from_rows(strip, name="strip", starts=["D2", "B2"])
    assert marked.suggested_starts == ("B2", "D2")
    assert Board.from_json(marked.to_json()) == marked
    assert Board.from_json(marked.to_json()).to_json() == marked.to_json()
    assert marked != island and hash(marked) != hash(island)


def test_each_reader_of_the_rows_gets_its_own_list(island: Board) -> None:
    rows = island.to_rows()
    rows.append("S")
    snapshot = island.to_json()
    snapshot["rows"].clear()  # type: ignore[attr-defined]
    assert island.to_rows() == rows[:-1] != []
    assert island.to_json()["rows"] == rows[:-1]


@pytest.mark.parametrize(
    ("rows", "key", "tile"),
    [
        (["S S S", " S P~e-w"], "rnb.map.river_off_map", "B2"),
        (["S S S", " S P~e R", "S S S"], "rnb.map.river_broken", "B2"),
        (["S S S S", " S P~e P~w S", "S S S S"], "rnb.map.river_without_mouth", "B2"),
        (["S S S", " S S~e S"], "rnb.map.river_at_sea", "B2"),
        (["P S . . P"], "rnb.map.not_connected", "E1"),
        (["S S S", " S P~ne-e-w S"], "rnb.map.bad_river_sides", "B2"),
    ],
)
def test_validator_names_the_faulty_tile(rows: list[str], key: str, tile: str) -> None:
    with pytest.raises(RuleError) as err:
        Board.from_rows(rows)
    assert err.value.message.key == key
    assert err.value.message.params["tile"] == tile


def test_junction_has_three_banks_and_needs_two_bridges() -> None:
    board = one_tile("P~ne-se-w")
    assert board.regions_of("B2") == ("B2.e", "B2.sw", "B2.nw")
    pairs = board.bridges("B2")
    assert len(pairs) == 3 and all(a != b for a, b in pairs)
    with pytest.raises(RuleError) as err:
        board.region("B2")
    assert str(err.value) == "A river divides B2: say which bank (B2.e, B2.sw, B2.nw)."
    assert set(board.launch_positions("B2.e")) == {"B2", "B2.e:ne", "B2.e:e", "B2.e:se"}


def test_loading_the_same_map_shares_one_board(island: Board) -> None:
    stored = island.to_json()
    assert Board.from_json(stored) is Board.from_json(dict(stored))


def test_geometry_gives_the_renderer_rivers_regions_roads_and_docks(island: Board) -> None:
    geometry = island.geometry()
    tiles = {tile["label"]: tile for tile in geometry["tiles"]}  # type: ignore[attr-defined]
    assert tiles["C3"]["river_sides"] == ["se", "nw"]
    assert [r["name"] for r in tiles["C3"]["regions"]] == ["C3.sw", "C3.ne"]
    links = {tuple(link["regions"]): link for link in geometry["links"]}  # type: ignore[attr-defined]
    # from the source B2 into C3 there are two roads, one per bank, each through one half
    assert links[("B2", "C3.ne")]["side"] == "se" and links[("B2", "C3.ne")]["halves"] == [0]
    assert links[("B2", "C3.sw")]["halves"] == [1]
    assert links[("B2", "C2")]["halves"] == [0, 1]
    docks = {dock["name"]: dock for dock in geometry["docks"]}  # type: ignore[attr-defined]
    assert docks["C3.ne:se"]["halves"] == [0] and docks["C3.sw:se"]["halves"] == [1]


def test_geometry_is_made_once_per_board(island: Board) -> None:
    """Every view carries the map's geometry: made once, it costs nothing per view (issue 19)."""
    assert island.geometry() is island.geometry()


def test_tile_of_any_place(island: Board) -> None:
    assert [island.tile_of(p) for p in ("C3.ne", "C3", "C3.sw:se", "C4")] == ["C3"] * 3 + ["C4"]
    with pytest.raises(RuleError) as err:
        island.tile_of("Z9")
    assert err.value.message.key == "rnb.map.unknown_position"


@settings(max_examples=25, deadline=None)
@given(players=st.integers(1, 4), seed=st.integers(0, 10**6))
def test_relations_are_symmetric_on_generated_maps(players: int, seed: int) -> None:
    board = generate(players, seed)
    for name in board.regions:
        for link in board.land_links(name):
            back = board.link(link.region, name)
            assert back is not None and back.edge == link.edge
            assert board.edge(link.edge).tiles == tuple(
                sorted((board.tile_of(name), board.tile_of(link.region)), key=board.labels.index)
            )
    for pos in board.water_positions():
        for nxt in board.water_moves(pos):
            assert pos in board.water_moves(nxt)
            assert board.water_edge(pos, nxt) == board.water_edge(nxt, pos)
    for label in board.land:
        banks = board.regions_of(label)
        joined = {banks[0]}
        for _ in banks:  # bridges on every pair reach every bank
            joined |= {x for pair in board.bridges(label) if joined & set(pair) for x in pair}
        assert joined == set(banks)
