"""Production phase rules on small hand-made maps (rulebook "Fase produzione")."""

from __future__ import annotations

import pytest
from state_helpers import build, make_state, orders, put

from rules.core import RuleError
from rules.roads_and_boats import production
from rules.roads_and_boats.orders import (
    Breed,
    Destroy,
    Process,
    Research,
    Transfer,
    Upgrade,
    make_goods,
)
from rules.roads_and_boats.phase_orders import run_player_orders
from rules.roads_and_boats.state import State, Wall


def resolve(state: State, by_player: dict[str, object]) -> list[object]:
    production.primary_output(state)
    events: list[object] = []
    for name in state.sequence:
        if name in by_player:
            events += run_player_orders(state, name, by_player[name])  # type: ignore[arg-type]
    events += production.finish_phase(state)
    return events


def test_primary_producers_work_without_transporters() -> None:
    s = make_state()
    build(s, "B2", "woodcutter")
    build(s, "D2", "quarry")
    resolve(s, {})
    assert s.goods["B2"] == {"trunk": 1}
    assert s.goods["D2"] == {"stone": 1}


def test_conflict_round_sawmill_capacity_goes_by_sequence() -> None:
    """Rulebook example: blue (first) turns 1 trunk into 2 boards; yellow's 3 trunks give only
    4 more boards, the sawmill's 6 being used up; the third trunk stays on the donkey."""
    s = make_state(players=("blue", "yellow"))
    s.sequence = ["blue", "yellow"]
    build(s, "C2", "sawmill")
    b = put(s, "blue", "donkey", "C2", {"trunk": 1})
    y = put(s, "yellow", "wagon", "C2", {"trunk": 3})
    events = resolve(
        s,
        {
            "blue": orders(Process("C2", b, 1)),
            "yellow": orders(Process("C2", y, 3)),
        },
    )
    assert s.transporters[b].cargo == {"board": 2}
    assert s.transporters[y].cargo == {"trunk": 3}
    failed = [e for e in events if getattr(e, "private_to", None) == "yellow"]
    assert failed, "yellow's order for 6 boards must fail: only 4 are left"
    s2 = make_state(players=("blue", "yellow"))
    build(s2, "C2", "sawmill")
    b2 = put(s2, "blue", "donkey", "C2", {"trunk": 1})
    y2 = put(s2, "yellow", "wagon", "C2", {"trunk": 3})
    resolve(s2, {"blue": orders(Process("C2", b2)), "yellow": orders(Process("C2", y2, 2))})
    assert s2.transporters[y2].cargo == {"board": 2, "trunk": 1}  # wagon holds 3: 4 boards, 1 left
    assert s2.goods["C2"] == {"board": 2}


def test_papermill_serves_the_first_in_sequence_only() -> None:
    s = make_state(players=("yellow", "red"))
    build(s, "C2", "papermill")
    y = put(s, "yellow", "donkey", "C2", {"board": 2})
    r = put(s, "red", "donkey", "C2", {"trunk": 2})
    resolve(s, {"yellow": orders(Process("C2", y)), "red": orders(Process("C2", r))})
    assert s.transporters[y].cargo == {"paper": 1}
    assert s.transporters[r].cargo == {"trunk": 2}


def test_goods_from_the_tile_need_a_carrier_and_output_goes_onto_it() -> None:
    s = make_state()
    build(s, "C2", "stone_factory")
    s.add_goods("C2", {"clay": 2})
    d = put(s, "ann", "donkey", "C2")
    with pytest.raises(RuleError):
        production.process(s, "ann", Process("C2", "C2", 1))
    production.process(s, "ann", Process("C2", "C2", 1, onto=d))
    assert s.transporters[d].cargo == {"stone": 2}
    assert s.goods["C2"] == {"clay": 1}


def test_unattended_coal_burner_uses_boards_before_trunks() -> None:
    s = make_state()
    build(s, "C2", "coal_burner")
    s.add_goods("C2", {"board": 3, "trunk": 3})
    resolve(s, {})
    assert s.goods["C2"] == {"fuel": 3}
    s2 = make_state()
    build(s2, "C2", "coal_burner")
    s2.add_goods("C2", {"board": 1, "trunk": 2})
    resolve(s2, {})
    assert s2.goods["C2"] == {"fuel": 1, "trunk": 1}


def test_unclaimed_transporter_is_destroyed_and_its_goods_lost() -> None:
    s = make_state()
    build(s, "C2", "raft_factory")
    s.add_goods("C2", {"trunk": 2})
    resolve(s, {})
    assert "C2" not in s.goods
    assert not s.transporters


def test_breeding_exact_pairs_only() -> None:
    s = make_state()
    put(s, "ann", "donkey", "C2")
    put(s, "ann", "donkey", "C2")
    resolve(s, {})
    assert len(s.transporters) == 3
    resolve(s, {})
    assert len(s.transporters) == 3  # three donkeys do not breed


def test_breeding_needs_an_empty_pasture_and_may_be_declined() -> None:
    s = make_state()
    put(s, "ann", "donkey", "C2")
    put(s, "ann", "donkey", "C2")
    resolve(s, {"ann": orders(Breed("C2", breed=False))})
    assert len(s.transporters) == 2
    s.add_goods("C2", {"board": 1})
    resolve(s, {})
    assert len(s.transporters) == 2
    geese = make_state()
    geese.add_goods("C2", {"goose": 2})
    resolve(geese, {})
    assert geese.goods["C2"] == {"goose": 3}
    woods = make_state()
    put(woods, "ann", "donkey", "B2")
    put(woods, "ann", "donkey", "B2")
    resolve(woods, {})
    assert len(woods.transporters) == 2  # not a pasture


def test_research_and_upgrade_in_the_same_phase_then_build_the_new_boat() -> None:
    s = make_state()
    build(s, "B3", "raft_factory", "B3.n")
    d = put(s, "ann", "donkey", "B3.n", {"goose": 2})
    put(s, "ann", "donkey", "B3.n", {"paper": 1})
    s.add_goods("B3.n", {"board": 5})
    events = resolve(
        s,
        {
            "ann": orders(
                Research("rowing", d),
                Upgrade("B3", "rowboat_factory"),
                Process("B3", "B3.n", 1, onto=d),
            )
        },
    )
    assert not [e for e in events if getattr(e, "private_to", None)]
    assert s.buildings["B3"].kind == "rowboat_factory"
    assert s.player("ann").research == ["rowing"]
    boats = [t for t in s.transporters.values() if t.kind == "rowboat"]
    assert len(boats) == 1 and boats[0].pos.afloat and boats[0].pos.place == "B3"


def test_upgrade_only_in_the_phase_of_the_research() -> None:
    s = make_state()
    build(s, "B3", "raft_factory", "B3.n")
    put(s, "ann", "donkey", "B3.n")
    s.player("ann").research.append("rowing")
    with pytest.raises(RuleError):
        production.upgrade(s, "ann", Upgrade("B3", "rowboat_factory"))


def test_water_transporter_not_launched_when_walls_block_every_shore() -> None:
    s = make_state()
    build(s, "C2", "raft_factory")
    d = put(s, "ann", "donkey", "C2", {"trunk": 2})
    for side in (0, 5, 3):  # C2's sea sides: ne, nw, sw
        edge = s.board.edge_at("C2", side)
        assert edge is not None
        s.walls[edge] = Wall("bob", 1)
    with pytest.raises(RuleError):
        production.process(s, "ann", Process("C2", d))


def test_transporter_limit_destroys_chosen_one_at_a_factory_without_refund() -> None:
    s = make_state()
    build(s, "C2", "wagon_factory")
    ids = [put(s, "ann", "donkey", "B2") for _ in range(4)]
    at_factory = put(s, "ann", "donkey", "C2", {"board": 2})
    extra = put(s, "ann", "donkey", "C2")
    events = resolve(s, {"ann": orders(Destroy(extra))})
    assert extra not in s.transporters
    assert {*ids, at_factory} <= set(s.transporters)
    assert any("destroyed" in getattr(e, "english", lambda: "")() for e in events)


def test_transfer_across_a_river_needs_a_bridge_or_a_ferry() -> None:
    s = make_state()
    d = put(s, "ann", "donkey", "B3.n")
    s.add_goods("B3.s", {"stone": 1})
    with pytest.raises(RuleError):
        production.transfer(s, "ann", Transfer(make_goods({"stone": 1}), "B3.s", d))
    s.bridges.add(("B3.n", "B3.s"))
    production.transfer(s, "ann", Transfer(make_goods({"stone": 1}), "B3.s", d))
    assert s.transporters[d].cargo == {"stone": 1}


def test_mine_draws_follow_fixed_draws_and_empty_bags_stop() -> None:
    s = make_state(phase="movement")
    mine = build(s, "D3", "mine")
    mine.bag = {"gold": 1, "iron": 1}
    s.fixed = {"mine_draws": {"D3": ["iron"]}}
    production.open_phase(s)
    production.primary_output(s)
    assert s.goods["D3"] == {"iron": 1}
    production.open_phase(s)
    production.primary_output(s)
    assert s.goods["D3"] == {"iron": 1, "gold": 1}
    production.open_phase(s)
    assert s.phase_data["mine_draws"]["D3"] is None


def test_a_factory_fed_from_the_tile_builds_for_a_player_present() -> None:
    s = make_state()
    build(s, "C2", "raft_factory")
    s.add_goods("C2", {"trunk": 2})
    with pytest.raises(RuleError):
        production.process(s, "ann", Process("C2", "C2"))  # nobody of ann's there
    put(s, "ann", "donkey", "C2")
    production.process(s, "ann", Process("C2", "C2"))
    rafts = [t for t in s.transporters.values() if t.kind == "raft"]
    assert len(rafts) == 1 and rafts[0].owner == "ann" and rafts[0].pos.afloat


def test_only_the_owner_declines_breeding() -> None:
    """IT3 "Bestiame": "Gli asini non si riproducono se il loro proprietario non lo desidera" --
    another player's decline on the tile does not stop them; geese have no owner and breed."""
    s = make_state()
    put(s, "ann", "donkey", "C2")
    put(s, "ann", "donkey", "C2")
    put(s, "bob", "donkey", "B2")
    resolve(s, {"bob": orders(Breed("C2", breed=False))})
    assert len(s.transporters_of("ann")) == 3
    s = make_state()
    s.add_goods("C2", {"goose": 2})
    put(s, "bob", "donkey", "B2")
    resolve(s, {"bob": orders(Breed("C2", breed=False))})
    assert s.goods["C2"] == {"goose": 3}
    s = make_state()
    put(s, "ann", "donkey", "C2")
    put(s, "ann", "donkey", "C2")
    resolve(s, {"ann": orders(Breed("C2", breed=False))})
    assert len(s.transporters_of("ann")) == 2


def test_no_goods_onto_a_transporter_carrying_or_carried() -> None:
    """IT3 "Trasportare i trasportatori": "Né l'uno né l'altro trasportatore può trasportare
    niente altro mentre uno sta trasportando l'altro." -- neither a transfer nor a product may
    go onto the carrier or the transporter it carries."""
    s = make_state()
    w = put(s, "ann", "wagon", "C2")
    d = put(s, "ann", "donkey", "C2")
    s.transporters[w].carrying = d
    s.transporters[d].carried_by = w
    s.add_goods("C2", {"board": 3, "trunk": 1})
    build(s, "C2", "sawmill")
    for target in (w, d):
        with pytest.raises(RuleError) as err:
            production.run_order(s, "ann", Transfer(make_goods({"board": 1}), "C2", target))
        assert err.value.message.key == "rnb.production.carrying"
        with pytest.raises(RuleError) as err:
            production.run_order(s, "ann", Process("C2", "C2", 1, onto=target))
        assert err.value.message.key == "rnb.production.carrying"
    assert s.transporters[w].cargo == {} and s.transporters[d].cargo == {}
    assert s.goods["C2"] == {"board": 3, "trunk": 1}


def test_transporter_limit_honours_the_choice_when_none_stands_at_a_factory() -> None:
    """IT3: "Se per qualsiasi ragione nessun trasportatore può essere distrutto … allora il
    giocatore decide quali trasportatori distruggere tra tutti quelli presenti nel gioco"."""
    s = make_state()
    chosen = put(s, "ann", "donkey", "B2", {"trunk": 2})
    others = [put(s, "ann", "donkey", "D2"), put(s, "ann", "donkey", "D2", {"stone": 1})]
    pair = [put(s, "ann", "donkey", "C2"), put(s, "ann", "donkey", "C2")]
    resolve(s, {"ann": orders(Destroy(chosen))})
    assert chosen not in s.transporters
    assert {*others, *pair} <= set(s.transporters)
    assert len(s.transporters_of("ann")) == 5
    # without a choice the newest goes (the donkey just bred)
    s = make_state()
    ids = [put(s, "ann", "donkey", "B2") for _ in range(3)]
    ids += [put(s, "ann", "donkey", "C2"), put(s, "ann", "donkey", "C2")]
    resolve(s, {})
    assert set(s.transporters) == set(ids)


def test_no_goods_or_geese_left_on_the_open_sea() -> None:
    """IT3 "Oche": "Le oche non possono essere lasciate sole in mare … (ma le oche possono essere
    scaricate su un impianto offshore, naturalmente)"; "Impianti Offshore": goods cannot be
    abandoned on the open sea. A transfer to a sea tile works only where an oil rig stands."""
    s = make_state()
    r = put(s, "ann", "raft", "C3", {"goose": 2, "board": 1})
    for goods in ({"goose": 2}, {"board": 1}):
        with pytest.raises(RuleError) as err:
            production.run_order(s, "ann", Transfer(make_goods(goods), r, "C3"))
        assert err.value.message.key == "rnb.production.goods_at_sea"
    assert "C3" not in s.goods and s.transporters[r].cargo == {"goose": 2, "board": 1}
    build(s, "C3", "oil_rig")
    production.run_order(s, "ann", Transfer(make_goods({"goose": 2}), r, "C3"))
    assert s.goods["C3"] == {"goose": 2}


def test_unattended_boat_factory_with_every_outlet_walled_does_not_work() -> None:
    """IT3: with every outlet walled "quella fabbrica non potrà costruire un trasportatore per
    mezzo acqua" -- unattended either: the goods stay on the tile."""
    s = make_state()
    build(s, "C2", "raft_factory")
    for side in (0, 5, 3):  # C2's sea sides: ne, nw, sw
        edge = s.board.edge_at("C2", side)
        assert edge is not None
        s.walls[edge] = Wall("bob", 1)
    s.add_goods("C2", {"trunk": 2})
    events = resolve(s, {})
    assert s.goods["C2"] == {"trunk": 2}
    assert not [e for e in events if "nobody claims" in getattr(e, "english", lambda: "")()]
    # one shore open: the factory builds the unclaimed raft and the goods are lost
    del s.walls[s.board.edge_at("C2", 3)]  # type: ignore[arg-type]
    s.phase_data = {}
    resolve(s, {})
    assert "C2" not in s.goods


def test_a_river_factory_launches_even_when_the_river_mouths_are_walled() -> None:
    """Interpretation (docs): the river of the factory's own tile is an outlet no wall can close
    (walls stand only between tiles, "NON nel mezzo di un tassello"), so the boat is launched
    there; walls across the river's exits only keep it from leaving."""
    s = make_state()
    build(s, "B3", "raft_factory", "B3.n")
    d = put(s, "ann", "donkey", "B3.n", {"trunk": 2})
    for side in range(6):
        edge = s.board.edge_at("B3", side)
        if edge is not None and s.board.edges[edge].wall_allowed:
            s.walls[edge] = Wall("bob", 1)
    production.process(s, "ann", Process("B3", d))
    rafts = [t for t in s.transporters.values() if t.kind == "raft"]
    assert len(rafts) == 1 and rafts[0].pos.place == "B3" and rafts[0].pos.afloat
