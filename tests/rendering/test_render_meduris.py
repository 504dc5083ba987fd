"""The Meduris board image: a valid, bounded PNG that shows the view, and only what the viewer
may see."""

from __future__ import annotations

import copy
import io
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from meduris_views import MATERIALS, PUBLIC, STAGES, meduris_view
from PIL import Image, ImageChops, ImageStat

from rendering import meduris
from rendering.draw import fitted
from rendering.meduris import render as render_board

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500 * 1024


def decode(png: bytes) -> Image.Image:
    assert png.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


def names(view: dict[str, Any]) -> list[str]:
    return [row["name"] for row in view["players"]]


@pytest.mark.parametrize("stage", STAGES)
@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_stage_renders_a_bounded_png_1600_wide(players: int, stage: str) -> None:
    for seed in range(2):
        for viewer in (PUBLIC, "ann"):
            png = render_board(meduris_view(players, stage, seed, viewer=viewer))
            image = decode(png)
            assert image.width == meduris.WIDTH == 1600
            assert 1150 < image.height < 1500
            assert len(png) <= MAX_BYTES


def test_png_matches_the_drawn_board_closely() -> None:
    view = meduris_view(4, "druid_final", 3, viewer="cy")
    drawn = meduris.board_image(view).convert("RGB")
    decoded = decode(meduris.render(view)).convert("RGB")
    difference = ImageStat.Stat(ImageChops.difference(drawn, decoded)).mean
    assert max(difference) < 1.0


def with_materials_everywhere(view: dict[str, Any]) -> dict[str, Any]:
    leaky = copy.deepcopy(view)
    for k, row in enumerate(leaky["players"]):
        row["materials"] = {m: 7 + k for m in MATERIALS}
    return leaky


def without_materials(view: dict[str, Any]) -> dict[str, Any]:
    clean = copy.deepcopy(view)
    for row in clean["players"]:
        row.pop("materials", None)
    return clean


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_public_board_shows_no_materials_even_if_the_view_leaks_them(players: int) -> None:
    for stage in STAGES:
        view = meduris_view(players, stage, 1)
        public = render_board(view)
        assert render_board(without_materials(view)) == public
        assert render_board(with_materials_everywhere(view)) == public


def test_a_private_board_shows_only_the_viewers_own_materials() -> None:
    view = meduris_view(3, "play", 2, viewer="bob")
    own = render_board(view)
    leaky = with_materials_everywhere(view)
    leaky_rows = {row["name"]: row for row in leaky["players"]}
    leaky_rows["bob"]["materials"] = copy.deepcopy(
        next(row for row in view["players"] if row["name"] == "bob")["materials"]
    )
    assert render_board(leaky) == own


def test_the_viewers_own_materials_change_their_image() -> None:
    view = meduris_view(3, "play", 2, viewer="bob")
    bob = next(row for row in view["players"] if row["name"] == "bob")
    first = render_board(view)
    richer = copy.deepcopy(view)
    next(row for row in richer["players"] if row["name"] == "bob")["materials"]["copper"] += 3
    assert render_board(richer) != first
    assert render_board(without_materials(view)) != first
    assert bob["materials"]


def test_a_public_view_with_a_player_name_as_viewer_is_not_a_leak() -> None:
    """The public board is the same whoever is the viewer if nobody's materials are in it."""
    view = meduris_view(2, "play", 4)
    as_bob = dict(view, viewer="bob")
    assert render_board(as_bob) == render_board(view)


def bad(change: Callable[[dict[str, Any]], Any]) -> dict[str, Any]:
    view = meduris_view(3, "play", 1)
    change(view)
    return view


BAD_VIEWS: dict[str, tuple[Callable[[dict[str, Any]], Any], str]] = {
    "no ring": (lambda v: v.pop("ring"), "missing 'ring'"),
    "one player": (lambda v: v.update(players=v["players"][:1]), "1 players"),
    "twins": (lambda v: v["players"][1].update(name="ann"), "share a name"),
    "no druid": (lambda v: v.pop("druid"), "missing 'druid'"),
    "no highlands": (lambda v: v.pop("highlands"), "missing 'highlands'"),
    "player without score": (lambda v: v["players"][0].pop("score"), "missing 'score'"),
    "space without cost": (lambda v: v["ring"][3].pop("cost"), r"ring\[3\] is missing 'cost'"),
    "druid without rock": (lambda v: v["druid"].pop("rock"), "missing 'rock'"),
    "highland missing": (lambda v: v["highlands"].pop("wool"), "missing 'wool'"),
    "rune missing": (lambda v: v["runes"].pop("4"), "missing '4'"),
    "short ring": (lambda v: v["ring"].pop(), "ring has 31 spaces"),
    "unknown stage": (lambda v: v.update(stage="lunch"), "unknown stage"),
    "odd ring size": (lambda v: v.update(ring_size=33), "ring_size must be 32 or 40"),
    "round as text": (lambda v: v.update(round="3"), "wrong type"),
    "unknown die face": (lambda v: v.update(die="sheep"), "unknown die face"),
    "stranger's hut": (
        lambda v: v["ring"][5].update(building={"kind": "hut", "owner": "zed"}),
        "not at the table",
    ),
    "bad building": (
        lambda v: v["ring"][5].update(building={"kind": "castle", "owner": "ann"}),
        "building kind",
    ),
    "cost of three": (lambda v: v["ring"][2].update(cost=["wood"] * 3), "not two materials"),
    "druid off board": (lambda v: v["druid"].update(space=99), "druid out of the board"),
    "tall highland": (lambda v: v["highlands"].update(wood=["ann"] * 4), "max 3"),
    "ritual off ring": (lambda v: v.update(ritual={"space": -1, "owner": "ann"}), "ritual"),
    "settlement not spaces": (lambda v: v.update(settlements=[["a"]]), "settlement"),
    "pending without kind": (lambda v: v.update(pending=[{"player": "ann"}]), "missing 'kind'"),
    "over without ranking": (lambda v: v.update(stage="over"), "missing 'ranking'"),
    "stranger in ranking": (
        lambda v: v.update(stage="over", ranking=[["zed"]], breakdown={}),
        "ranking names 'zed'",
    ),
}


@pytest.mark.parametrize("case", sorted(BAD_VIEWS))
def test_a_malformed_view_raises_a_clear_value_error(case: str) -> None:
    change, message = BAD_VIEWS[case]
    with pytest.raises(ValueError, match=message):
        meduris.render(bad(change))


def test_a_view_that_is_not_a_dict_raises_a_value_error() -> None:
    with pytest.raises(ValueError, match="must be a dict"):
        meduris.render([])  # type: ignore[arg-type]


def other_player(view: dict[str, Any], name: str) -> str:
    return next(p for p in names(view) if p != name)


def first_empty(view: dict[str, Any]) -> int:
    return next(s["space"] for s in view["ring"] if s["building"] is None and s["token"] is None)


def first_hut(view: dict[str, Any]) -> dict[str, Any]:
    return next(s for s in view["ring"] if s["building"] and s["building"]["kind"] == "hut")


CHANGES: tuple[Callable[[dict[str, Any]], Any], ...] = (
    lambda v: v["ring"][first_empty(v)].update(building={"kind": "hut", "owner": "ann"}),
    lambda v: v["ring"][first_empty(v)].update(building={"kind": "temple", "owner": "cy"}),
    lambda v: first_hut(v)["building"].update(
        owner=other_player(v, first_hut(v)["building"]["owner"])
    ),
    lambda v: v["ring"][first_empty(v)].update(token="points"),
    lambda v: v["ring"][7].update(cost=["stone", "stone"]),
    lambda v: v["ring"][7].update(district=(v["ring"][7]["district"] + 1) % 9),
    lambda v: v["settlements"].append([first_empty(v), first_empty(v) + 1]),
    lambda v: v["druid"].update(space=(v["druid"]["space"] or 0) + 1, rock=3),
    lambda v: v["druid"].update(space=None, rock=2),
    lambda v: v.update(ritual={"space": 3, "owner": "bob"}),
    lambda v: v["runes"].update({"2": other_player(v, v["runes"]["2"] or "")}),
    lambda v: v["highlands"]["stone"].insert(0, "cy") if len(v["highlands"]["stone"]) < 3 else None,
    lambda v: v["highlands"].update(wood=v["highlands"]["wool"], wool=v["highlands"]["wood"]),
    lambda v: v["supply_available"].update(copper=not v["supply_available"]["copper"]),
    lambda v: v.update(die="any" if v["die"] != "any" else "return"),
    lambda v: v.update(round=v["round"] + 1),
    lambda v: v.update(stage="last_turns", last_turns_left=2),
    lambda v: v.update(approximate_ring=not v["approximate_ring"]),
    lambda v: v.update(pending=[{"player": "cy", "kind": "take_material"}]),
    lambda v: v["players"][0].update(score=v["players"][0]["score"] + 10),
    lambda v: v["players"][1].update(huts_left=v["players"][1]["huts_left"] - 1),
    lambda v: v["players"][1].update(temples_left=v["players"][1]["temples_left"] - 1),
    lambda v: v["players"][2].update(runes=[*v["players"][2]["runes"], 8]),
)


def test_each_change_of_the_view_changes_the_image() -> None:
    base = meduris_view(3, "play", 5)
    first = render_board(base)
    variants = []
    for change in CHANGES:
        view = copy.deepcopy(base)
        change(view)
        variants.append(render_board(view))
    assert first not in variants
    assert len(set(variants)) == len(variants)


def test_a_hut_is_drawn_in_its_owners_colour_on_its_space() -> None:
    view = meduris_view(4, "play", 6)
    image = meduris.board_image(view).convert("RGB")
    box = meduris.layout(40, 4, False)
    colours = {row["name"]: row["colour"] for row in view["players"]}
    huts = [s for s in view["ring"] if s["building"] and s["building"]["kind"] == "hut"]
    assert huts
    for space in huts:
        cx, cy = meduris.space_parts(box.tiles[space["space"]], box.sides[space["space"]]).centre
        fill = meduris.PLAYER_COLOURS[colours[space["building"]["owner"]]][0]
        expected = Image.new("RGB", (1, 1), fill).getpixel((0, 0))
        assert image.getpixel((int(cx - 15), int(cy + 5))) == expected, space


def test_the_final_ranking_replaces_the_highlands_at_game_end() -> None:
    over = meduris_view(3, "over", 2)
    playing = copy.deepcopy(over)
    playing.update(stage="druid_final")
    box = meduris.layout(32, 3, False).final
    crop = (int(box[0]), int(box[1]), int(box[2]), int(box[3]))
    a = meduris.board_image(over).crop(crop)
    b = meduris.board_image(playing).crop(crop)
    assert ImageChops.difference(a, b).getbbox() is not None
    changed = copy.deepcopy(over)
    changed["breakdown"]["ann"]["rune_counts"] += 5
    assert render_board(changed) != render_board(over)


def test_status_line_follows_the_stage_and_the_pending_decision() -> None:
    view = meduris_view(3, "play", 1)
    table = meduris.Table.of(view, meduris._words(None))
    view.update(current_player="bob", pending=[{"player": "bob", "kind": "turn"}])
    assert meduris._status(view, table) == ("bob to play", "bob")
    view.update(pending=[{"player": "cy", "kind": "offer", "space": 4}])
    assert meduris._status(view, table) == ("cy makes an offering", "cy")
    view.update(pending=[{"player": "cy", "kind": "brand_new"}])
    assert meduris._status(view, table) == ("cy: brand_new", "cy")
    returns = [{"player": p, "kind": "return_material"} for p in ("cy", "ann")]
    view.update(pending=returns)
    assert meduris._status(view, table) == ("cy, ann return a material", None)
    view.update(pending=returns[:1])
    assert meduris._status(view, table) == ("cy returns a material", "cy")
    over = meduris_view(3, "over", 1)
    over["ranking"] = [["ann", "cy"], ["bob"]]
    assert meduris._status(over, table) == ("Shared win: ann, cy", None)
    over["ranking"] = [["bob"], ["ann", "cy"]]
    assert meduris._status(over, table) == ("bob wins!", "bob")


def test_a_label_table_replaces_the_words_drawn() -> None:
    view = meduris_view(2, "play", 3)
    english = meduris.render(view)
    assert meduris.render(view, labels={}) == english
    italian = meduris.render(view, labels={"wood": "Legno", "round": "Turno {n}"})
    assert italian != english
    assert meduris.render(view) == english


def test_an_unknown_label_key_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown Meduris label keys: wod"):
        meduris.render(meduris_view(2, "play", 3), labels={"wod": "Legno"})


@pytest.mark.parametrize(
    "labels", [{"round": "Turno {x}"}, {"round": "Turno"}, {"wood": "{n} Legno"}, {"wood": 3}]
)
def test_a_label_with_other_placeholders_is_refused(labels: dict[str, Any]) -> None:
    with pytest.raises(ValueError, match="must be text with the fields of"):
        meduris.render(meduris_view(2, "play", 3), labels=labels)


def test_a_crowded_board_still_fits() -> None:
    """One player holding all nine runes, full highlands, every space built."""
    view = meduris_view(4, "over", 7, viewer="ann")
    for space in view["ring"]:
        if space["building"] is None:
            space["building"] = {"kind": "hut", "owner": "dora"}
    view["settlements"] = [list(range(view["ring_size"]))]
    view["runes"] = {str(d): "ann" for d in range(9)}
    view["players"][0]["runes"] = list(range(9))
    view["highlands"] = {m: ["ann", "bob", "cy"] for m in MATERIALS}
    png = render_board(view)
    assert len(png) <= MAX_BYTES
    decode(png)


def test_cached_static_layer_is_never_drawn_on() -> None:
    a = meduris_view(4, "druid_final", 1, viewer="ann")
    b = meduris_view(4, "over", 1)
    first = render_board(a)
    render_board(b)
    assert render_board(a) == first


def test_concurrent_renders_equal_sequential_ones() -> None:
    views = [meduris_view(n, stage, 1) for n in (2, 3, 4) for stage in STAGES]
    sequential = [render_board(v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(render_board, views))
    assert parallel == sequential


def test_names_outside_the_font_and_long_names_still_render() -> None:
    players = ("Niccolò", "🦀", "a-very-long-display-name-that-goes-on-and-on", "Zoë")
    view = meduris_view(4, "over", 2, viewer="Zoë", players=players)
    table = meduris.Table.of(view, meduris._words(None))
    assert table.names["Niccolò"] == "Niccolò"  # drawn as written
    assert table.names["Zoë"] == "Zoë"
    assert table.names["🦀"] == "Player 2"
    decode(render_board(view))


def test_unknown_colours_fall_back_instead_of_failing() -> None:
    view = meduris_view(2, "play", 3)
    view["players"][0]["colour"] = "black"
    decode(render_board(view))


@pytest.mark.parametrize("labels", [None, meduris.LABELS_IT], ids=["en", "it"])
def test_no_word_on_the_board_is_cut_short(monkeypatch: pytest.MonkeyPatch, labels: Any) -> None:
    """Every word drawn into a fixed width fits it whole (a bonus token read "gra…" in
    Italian): the fitted text is the text."""
    cut: list[str] = []
    drawn = meduris.text

    def whole(draw: Any, xy: Any, content: str, size: int, fill: Any, **kw: Any) -> float:
        if kw.get("max_width") is not None:
            shown, _ = fitted(content, size, kw["max_width"], kw.get("bold", False))
            if shown != content:
                cut.append(f"{content!r} drawn as {shown!r}")
        return drawn(draw, xy, content, size, fill, **kw)

    monkeypatch.setattr(meduris, "text", whole)
    for stage in ("setup", "play"):
        for seed in range(3):
            render_board(meduris_view(4, stage, seed), labels=labels)
    assert cut == []
