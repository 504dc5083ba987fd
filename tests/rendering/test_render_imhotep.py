"""The Imhotep board image: a valid, bounded PNG that shows the view and nothing else."""

from __future__ import annotations

import copy
import io
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from imhotep_views import finished_view, mid_game_view
from PIL import Image, ImageChops, ImageDraw, ImageStat

from rendering import imhotep
from rendering.imhotep import render as render_board

PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
MAX_BYTES = 500 * 1024


def decode(png: bytes) -> Image.Image:
    assert png.startswith(PNG_SIGNATURE)
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    image.load()
    return image


@pytest.mark.parametrize("players", [2, 3, 4])
def test_mid_game_board_is_a_bounded_png_1600_wide(players: int) -> None:
    for seed in range(3):
        png = render_board(mid_game_view(players, seed))
        image = decode(png)
        assert image.width == imhotep.WIDTH == 1600
        assert 1200 < image.height < 1700
        assert len(png) <= MAX_BYTES


@pytest.mark.parametrize("players", [2, 3, 4])
def test_finished_game_renders_ranking_and_breakdown(players: int) -> None:
    over = finished_view(players, tie=players == 3)
    png = render_board(over)
    image = decode(png)
    assert image.width == 1600
    assert len(png) <= MAX_BYTES
    assert imhotep._status(over, imhotep._labels(over["players"]))[0].startswith("Game over")


def test_png_matches_the_drawn_board_closely() -> None:
    view = mid_game_view(4, 3)
    drawn = imhotep.board_image(view).convert("RGB")
    decoded = decode(imhotep.render(view)).convert("RGB")
    difference = ImageStat.Stat(ImageChops.difference(drawn, decoded)).mean
    assert max(difference) < 1.0


def other_than(player: str | None, view: dict) -> str:
    return next(p for p in view["players"] if p != player)


def unvisited_site(view: dict) -> str:
    visited = {ship["sailed_to"] for ship in view["ships"]}
    return next(s for s in imhotep.SITES if s not in visited)


def test_each_change_of_the_view_changes_the_image() -> None:
    base = mid_game_view(3, 4)
    first = render_board(base)
    variants = []
    for change in (
        lambda v: v["sites"]["pyramid"].append(v["players"][0]),
        lambda v: v["sites"]["temple"][0].append(v["players"][1]),
        lambda v: v["sites"]["burial_chamber"].append(v["players"][2]),
        lambda v: v["sites"]["obelisks"].update({v["players"][0]: 9}),
        lambda v: v["sites"]["market"]["display"].pop(),
        lambda v: v["ships"][3]["slots"].__setitem__(0, other_than(v["ships"][3]["slots"][0], v)),
        lambda v: v["ships"][2].update(
            sailed_to=unvisited_site(v), slots=[None] * v["ships"][2]["size"]
        ),
        lambda v: v["scores"].update({v["players"][1]: 99}),
        lambda v: v["sleds"].update({v["players"][2]: 5 - v["sleds"][v["players"][2]]}),
        lambda v: v["quarries"].update({v["players"][0]: 29}),
        lambda v: v["cards"][v["players"][0]].append("hammer"),
        lambda v: v.update(round=1 + v["round"] % 6),
        lambda v: v.update(deck_size=33),
    ):
        view = copy.deepcopy(base)
        change(view)
        variants.append(render_board(view))
    assert first not in variants
    assert len(set(variants)) == len(variants)


def test_pyramid_spaces_show_the_stones_in_placement_order() -> None:
    view = mid_game_view(4, 3)
    view["sites"]["pyramid"] = ["ann", "bob", "cy", "dora", "bob"]
    image = imhotep.board_image(view).convert("RGB")
    box = imhotep.layout(4, False).pyramid
    for k, player in enumerate(view["sites"]["pyramid"]):
        level, column, row, _ = imhotep.PYRAMID_SPACES[k]
        x0, y0, x1, y1 = imhotep.pyramid_cell(box, level, column, row)
        centre = image.getpixel((int((x0 + x1) / 2), int((y0 + y1) / 2)))
        fill = imhotep.STONE_COLOURS[view["colours"][player]][0]
        assert centre == Image.new("RGB", (1, 1), fill).getpixel((0, 0)), (k, player)


def test_only_the_view_is_drawn_extra_keys_change_nothing() -> None:
    view = mid_game_view(4, 5)
    leaky = copy.deepcopy(view)
    leaky["deck"] = ["statue"] * 20
    leaky["round_cards"] = [[4, 3, 2, 1]] * 6
    leaky["sites"]["market"]["deck_order"] = ["lever", "sail"]
    assert render_board(leaky) == render_board(view)


def test_the_viewer_does_not_change_a_public_board() -> None:
    view = mid_game_view(2, 8)
    as_bob = dict(view, viewer="bob")
    assert render_board(as_bob) == render_board(view)


def test_cached_static_layer_is_never_drawn_on() -> None:
    a, b = mid_game_view(4, 1), finished_view(4, seed=5)
    first = render_board(a)
    render_board(b)
    assert render_board(a) == first


def test_concurrent_renders_equal_sequential_ones() -> None:
    views = [mid_game_view(n, seed) for n in (2, 3, 4) for seed in range(4)]
    sequential = [render_board(v) for v in views]
    with ThreadPoolExecutor(max_workers=4) as pool:
        parallel = list(pool.map(render_board, views))
    assert parallel == sequential


def test_names_outside_the_font_and_long_names_still_render() -> None:
    names = ("Niccolò", "🦀", "a-very-long-display-name-that-goes-on-and-on", "Zoë")
    view = mid_game_view(4, 2, players=names)
    labels = imhotep._labels(list(names))
    assert labels["Niccolò"] == "Niccolò"  # drawn as written
    assert labels["Zoë"] == "Zoë"
    assert labels["🦀"] == "Player 2"
    decode(render_board(view))


def test_status_line_follows_the_pending_decision() -> None:
    view = mid_game_view(3, 1)
    names = imhotep._labels(view["players"])
    view.update(current_player="bob", pending=[{"player": "bob", "kind": "turn"}])
    assert imhotep._status(view, names) == ("bob to play", "bob")
    view.update(current_player=None, pending=[{"player": "cy", "kind": "take_card"}])
    assert imhotep._status(view, names) == ("cy picks a market card", "cy")
    tied = finished_view(3, tie=True)
    assert "shared win" in imhotep._status(tied, imhotep._labels(tied["players"]))[0]


def test_unknown_cards_and_colours_fall_back_instead_of_failing() -> None:
    view = mid_game_view(2, 3)
    view["sites"]["market"]["display"] = ["mystery_card"]
    view["colours"][view["players"][0]] = "purple"
    decode(render_board(view))


def with_recap(view: dict, *, ended: list[int]) -> dict:
    """The view with a recap: ship 0 unloaded two stones at the pyramid, one card was taken."""
    recapped = copy.deepcopy(view)
    first, second = view["players"][:2]
    shown_round = ended[-1] if ended else view["round"]
    recapped["since"] = {
        "from_round": shown_round,
        "rounds_ended": ended,
        "voyages": [
            {"round": shown_round, "ship": 0, "size": 3, "site": "pyramid", "by": first,
             "cargo": [second, first]},
        ],
        "cards_taken": [{"round": shown_round, "player": second, "card": "statue"}],
    }  # fmt: skip
    return recapped


def test_header_names_the_round_that_ended_and_who_starts_the_next() -> None:
    view = mid_game_view(3, 1)
    view.update(round=3, current_player="bob", pending=[{"player": "bob", "kind": "turn"}])
    assert imhotep.header_text(view) == ("Round 3 / 6", "bob to play", "")
    assert imhotep.header_text(with_recap(view, ended=[2])) == (
        "Round 2 / 6 done",
        "Round 3: bob to play",
        "",
    )
    assert imhotep.header_text(with_recap(view, ended=[]))[0] == "Round 3 / 6"


def test_a_tie_on_points_says_how_it_was_broken() -> None:
    view = finished_view(3)
    first, second = view["ranking"][0][0], view["ranking"][1][0]
    view["scores"][second] = view["scores"][first]
    view["sleds"].update({first: 4, second: 1})
    assert imhotep.header_text(view)[1:] == (
        f"Game over - {first} wins!",
        f"{first} wins the tie on stones left on the sled (4 to 1; both "
        f"{view['scores'][first]} points)",
    )
    shared = finished_view(3, tie=True)
    assert "shared" in imhotep.header_text(shared)[2]
    assert imhotep.header_text(finished_view(2))[2] == ""  # no tie, nothing to explain
    decode(render_board(view))


def test_the_recap_is_drawn_at_the_sites_and_the_market() -> None:
    view = mid_game_view(3, 6)
    recapped = with_recap(view, ended=[])
    assert imhotep.arrivals(recapped)["pyramid"]["cargo"] == view["players"][1::-1]
    assert [c["card"] for c in imhotep.cards_taken(recapped)] == ["statue"]
    plain_png, recap_png = render_board(view), render_board(recapped)
    assert plain_png != recap_png
    without_card = copy.deepcopy(recapped)
    without_card["since"]["cards_taken"] = []
    assert render_board(without_card) not in (plain_png, recap_png)
    assert len(recap_png) <= MAX_BYTES


def test_a_recap_spanning_a_round_end_shows_the_latest_rounds_voyages() -> None:
    view = with_recap(mid_game_view(3, 2), ended=[2])
    view["since"]["voyages"].insert(0, dict(view["since"]["voyages"][0], round=1, site="temple"))
    assert set(imhotep.arrivals(view)) == {"pyramid"}


def test_every_word_comes_from_the_label_table(monkeypatch: pytest.MonkeyPatch) -> None:
    view = with_recap(finished_view(3), ended=[6])
    english = imhotep.render(view)
    marked = {key: "~" + text for key, text in imhotep.LABELS["en"].items()}
    monkeypatch.setitem(imhotep.LABELS, "xx", marked)
    assert imhotep.render(view, "xx") != english
    assert imhotep.render(view) == english  # the locale is per render, not global
    partial = {"round.done": "Turno {round} / {rounds} finito"}
    monkeypatch.setitem(imhotep.LABELS, "it", partial)
    token = imhotep._locale.set("it")
    try:
        assert imhotep.header_text(view)[0] == "Turno 6 / 6 finito"
        assert imhotep.label("site.temple") == "Temple"  # a missing key falls back to English
    finally:
        imhotep._locale.reset(token)


@pytest.mark.parametrize("language", ["en", "it"])
def test_the_sled_word_is_whole_and_clear_of_the_sled(
    language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The Italian word ("Stoccaggio", the rulebook's tassello stoccaggio) reads whole, left of
    the sled's places, and the places stay inside a 4-player panel (x from 18 to 363)."""
    words: list[tuple[str, float]] = []
    drawn = imhotep.text

    def recorded(draw: Any, xy: Any, content: str, size: int, fill: Any, **kw: Any) -> float:
        width = drawn(draw, xy, content, size, fill, **kw)
        words.append((content, xy[0] + width))
        return width

    boxes: list[tuple[float, float, float, float]] = []

    class Pen(ImageDraw.ImageDraw):
        def rounded_rectangle(self, xy: Any, *args: Any, **kw: Any) -> None:
            boxes.append(tuple(xy))
            super().rounded_rectangle(xy, *args, **kw)

    monkeypatch.setattr(imhotep, "text", recorded)
    token = imhotep._locale.set(language)
    try:
        imhotep._sled(Pen(Image.new("RGB", (400, 80))), (18, 10), 363, 2, "brown")
    finally:
        imhotep._locale.reset(token)
    [(word, word_end)] = words
    assert word == imhotep.LABELS[language]["player.sled"] and "." not in word
    assert word_end < boxes[0][0] and boxes[0][2] <= 363
