"""Building phase rules (rulebook "Fase delle costruzioni"), with the wall example's costs."""

from __future__ import annotations

import pytest
from state_helpers import build, make_state, put

from rules.core import RuleError
from rules.roads_and_boats import building
from rules.roads_and_boats.orders import Bridge, Build, Demolish, Road, Shaft, Wall
from rules.roads_and_boats.state import Position, State
from rules.roads_and_boats.state import Wall as WallToken


def stones(state: State, tid: str) -> int:
    return state.transporters[tid].cargo.get("stone", 0)


def test_building_needs_presence_terrain_and_goods() -> None:
    s = make_state(phase="building")
    d = put(s, "ann", "donkey", "B2", {"board": 1})
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("quarry", "B2"))  # woods, not rock
    with pytest.raises(RuleError):
        building.build(s, "bob", Build("woodcutter", "B2"))  # bob has no transporter there
    building.build(s, "ann", Build("woodcutter", "B2"))
    assert s.buildings["B2"].kind == "woodcutter"
    assert s.transporters[d].cargo == {}
    s.add_goods("B2", {"board": 2, "stone": 1})
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("sawmill", "B2"))  # one building per tile


def test_research_buildings_and_desert() -> None:
    s = make_state(phase="building")
    put(s, "ann", "donkey", "B3.n", {"board": 2})
    s.add_goods("B3.n", {"stone": 1})
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("rowboat_factory", "B3.n"))
    s.player("ann").research.append("rowing")
    building.build(s, "ann", Build("rowboat_factory", "B3.n"))
    desert = make_state(["S S S", " S D S", "S S S"], phase="building")
    put(desert, "ann", "donkey", "B2", {"board": 2})
    with pytest.raises(RuleError):
        building.build(desert, "ann", Build("woodcutter", "B2"))
    with pytest.raises(RuleError):
        building.build(desert, "ann", Build("sawmill", "B2"))


def test_a_boat_on_the_river_builds_on_either_bank_a_donkey_only_on_its_own() -> None:
    s = make_state(phase="building")
    put(s, "ann", "donkey", "B3.n", {"board": 2, "stone": 1})
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("sawmill", "B3.s"))
    boat = put(s, "bob", "raft", "B3", {"board": 2, "stone": 1})
    building.build(s, "bob", Build("sawmill", "B3.s"))
    assert s.buildings["B3"].region == "B3.s"
    assert s.transporters[boat].cargo == {}


def test_roads_and_bridges_cost_one_stone() -> None:
    s = make_state(phase="building")
    d = put(s, "ann", "donkey", "B2", {"stone": 2})
    building.road(s, "ann", Road("B2", "C2"))
    assert ("B2", "C2") in s.roads and stones(s, d) == 1
    with pytest.raises(RuleError):
        building.road(s, "ann", Road("B2", "C2"))
    with pytest.raises(RuleError):
        building.road(s, "ann", Road("B2", "D2"))  # not neighbours
    r = put(s, "ann", "donkey", "B3.n", {"stone": 1})
    building.bridge(s, "ann", Bridge("B3"))
    assert ("B3.n", "B3.s") in s.bridges and stones(s, r) == 0


def test_wall_example_costs_from_the_sea_docked_and_on_land() -> None:
    """Rulebook wall example: from the open sea a first token costs 1+2 = 3 stones, demolishing
    a 1-token wall 2+2 = 4 boards and rebuilding on its neutral token 2+2 = 4 stones; a docked
    raft builds for 1; on land demolishing 1 token costs 2 boards, 2 tokens 3; rebuilding on
    1 or 2 neutral tokens costs 2 or 3 stones."""
    s = make_state(phase="building")
    steamer = put(s, "ann", "steamer", "A3", {"stone": 7, "board": 4})
    edge = s.board.edge_between("A3", "B3")
    assert edge is not None
    building.wall(s, "ann", Wall("A3", "B3"))
    assert stones(s, steamer) == 4 and s.walls[edge].height == 1
    building.demolish(s, "ann", Demolish("A3", "B3"))
    assert s.transporters[steamer].cargo.get("board", 0) == 0
    assert s.walls[edge].owner is None and s.walls[edge].height == 1
    building.wall(s, "ann", Wall("A3", "B3"))
    assert stones(s, steamer) == 0 and s.walls[edge].height == 2

    raft = put(s, "bob", "raft", "B2:nw", {"stone": 1})
    building.wall(s, "bob", Wall("B2", s.board.docks["B2:nw"].sea))
    assert stones(s, raft) == 0

    land = make_state(phase="building")
    truck = put(land, "ann", "truck", "C2", {"board": 5, "stone": 5})
    h = land.board.edge_between("C2", "D2")
    j = land.board.edge_between("C2", "B2")
    assert h is not None and j is not None
    land.walls[h] = WallToken("bob", 1)
    land.walls[j] = WallToken("bob", 2)
    building.demolish(land, "ann", Demolish("C2", "D2"))
    building.demolish(land, "ann", Demolish("C2", "B2"))
    assert land.transporters[truck].cargo.get("board", 0) == 0
    building.wall(land, "ann", Wall("C2", "D2"))
    building.wall(land, "ann", Wall("C2", "B2"))
    assert stones(land, truck) == 0
    assert land.walls[h].height == 2 and land.walls[j].height == 3


def test_reinforcing_k_tokens_costs_k_each_and_foreign_walls_are_closed() -> None:
    s = make_state(phase="building")
    d = put(s, "ann", "truck", "C2", {"stone": 6})
    building.wall(s, "ann", Wall("C2", "D2", tokens=3))
    assert stones(s, d) == 0
    put(s, "bob", "truck", "D2", {"stone": 9})
    with pytest.raises(RuleError):
        building.wall(s, "bob", Wall("D2", "C2"))


def test_a_wall_pushes_other_players_docked_boats_out_to_sea() -> None:
    s = make_state(phase="building")
    boat = put(s, "bob", "raft", "C2:ne")
    put(s, "ann", "donkey", "C2", {"stone": 1})
    dock = s.board.docks["C2:ne"]
    building.wall(s, "ann", Wall("C2", dock.sea))
    assert s.transporters[boat].pos == Position(dock.sea, afloat=True)


def test_new_shaft_refills_the_bag() -> None:
    s = make_state(phase="building")
    mine = build(s, "D3", "mine")
    mine.bag = {"gold": 0, "iron": 1}
    put(s, "ann", "donkey", "D3", {"iron": 1, "fuel": 1})
    with pytest.raises(RuleError):
        building.shaft(s, "ann", Shaft("D3"))
    s.player("ann").research.append("new_shafts")
    building.shaft(s, "ann", Shaft("D3"))
    assert mine.bag == {"gold": 3, "iron": 4}


def test_mine_fill_needs_its_research() -> None:
    s = make_state(phase="building")
    put(s, "ann", "donkey", "D3", {"board": 2})
    s.add_goods("D3", {"board": 1, "stone": 1})
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("mine", "D3", fill="gold"))
    s.player("ann").research.append("specialisation")
    with pytest.raises(RuleError):
        building.build(s, "ann", Build("sawmill", "D3", fill="gold"))
    building.build(s, "ann", Build("mine", "D3", fill="gold"))
    assert s.buildings["D3"].bag == {"gold": 4}
    assert s.buildings["D3"].mine_number == 1


def test_no_bridge_in_the_desert_before_irrigation() -> None:
    """IT3 / decision 5: "Prima dello sviluppo del sistema di irrigazione soltanto strade e mura
    possono essere costruite nel deserto." """
    rows = ["S S S S S", " S W P R S", "S D~w-e S M S", " S S S S S"]  # B3: desert, river
    s = make_state(rows, phase="building")
    d = put(s, "ann", "donkey", "B3.n", {"stone": 1})
    with pytest.raises(RuleError) as err:
        building.bridge(s, "ann", Bridge("B3"))
    assert err.value.message.key == "rnb.building.desert"
    assert not s.bridges and stones(s, d) == 1
    s.irrigated = True
    building.bridge(s, "ann", Bridge("B3"))
    assert s.bridges == {("B3.n", "B3.s")}


def test_specialisation_and_enlargement_never_on_one_mine() -> None:
    """Spec: "not both upgrades on one mine"; IT3 "Miniere": "Non potete unire la
    specializzazione ad una miniera grande." The first upgraded fill (at building or by a shaft)
    decides; plain 3 + 3 shafts go into any mine."""
    s = make_state(phase="building")
    s.player("ann").research += ["specialisation", "enlargement", "new_shafts"]
    put(s, "ann", "donkey", "D3", {"board": 3, "stone": 1})
    s.add_goods("D3", {"iron": 5, "fuel": 5})
    building.build(s, "ann", Build("mine", "D3", fill="large"))
    mine = s.buildings["D3"]
    assert mine.upgrade == "enlargement"
    for fill in ("gold", "iron"):
        with pytest.raises(RuleError) as err:
            building.shaft(s, "ann", Shaft("D3", fill=fill))
        assert err.value.message.key == "rnb.building.mine_upgrade"
    assert mine.bag == {"gold": 5, "iron": 5}
    building.shaft(s, "ann", Shaft("D3", fill="large"))
    building.shaft(s, "ann", Shaft("D3", fill="mixed"))
    assert mine.bag == {"gold": 13, "iron": 13}
    # a plain mine: its first specialised shaft makes it a specialised mine
    plain = build(s, "D3", "mine")
    plain.bag = {}
    building.shaft(s, "ann", Shaft("D3", fill="gold"))
    building.shaft(s, "ann", Shaft("D3", fill="iron"))
    assert plain.upgrade == "specialisation" and plain.bag == {"gold": 4, "iron": 4}
    with pytest.raises(RuleError):
        building.shaft(s, "ann", Shaft("D3", fill="large"))
    # the mine's upgrade survives a JSON round trip; a state saved without it still loads
    again = State.from_json(s.to_json())
    assert again.buildings["D3"].upgrade == "specialisation"
    raw = s.to_json()
    del raw["buildings"]["D3"]["upgrade"]
    assert State.from_json(raw).buildings["D3"].upgrade is None
