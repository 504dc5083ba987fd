"""bot.demo: a whole Imhotep game through the real service, with board images."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PIL import Image

from bot import gamelog
from bot.demo import run_demo
from bot.gamelog import image_view
from bot.registry import engine as get_game
from rendering import imhotep
from rules.core import RuleError


async def test_the_imhotep_demo_finishes_with_images_and_scores(tmp_path: Path):
    result = await run_demo("imhotep", 2, 4, tmp_path / "out")
    assert set(result["scores"]) == {"Ann", "Bob"}
    ranked = [p for group in result["ranking"] for p in group]
    assert sorted(ranked) == ["Ann", "Bob"]
    points = [result["scores"][group[0]] for group in result["ranking"]]
    assert points == sorted(points, reverse=True) and points[0] > 0
    assert [Path(p).name for p in result["images"]] == [f"round-{n:02d}.png" for n in range(1, 7)]
    for path in result["images"]:
        with Image.open(path) as image:
            assert image.format == "PNG" and image.width >= 800
    assert result["moves"] > 30


async def test_the_demo_is_deterministic_per_seed(tmp_path: Path):
    first = await run_demo("imhotep", 3, 9, tmp_path / "a")
    second = await run_demo("imhotep", 3, 9, tmp_path / "b")
    assert first["scores"] == second["scores"] and first["moves"] == second["moves"]
    assert Path(first["images"][-1]).read_bytes() == Path(second["images"][-1]).read_bytes()


async def test_a_bad_player_count_is_refused(tmp_path: Path):
    with pytest.raises(RuleError) as err:
        await run_demo("imhotep", 5, 1, tmp_path)
    assert err.value.message.key == "demo.bad_players"
    assert str(err.value) == "Imhotep is played by 2 to 4 players; got 5."


async def test_the_roads_and_boats_demo_goes_through_secret_orders(tmp_path: Path):
    result = await run_demo("roads_and_boats", 1, 2, tmp_path)
    assert list(result["scores"]) == ["Ann"] and result["ranking"] == [["Ann"]]
    names = [Path(p).name for p in result["images"]]
    assert names and all(n.startswith("turn-") for n in names if not n.startswith("round-"))
    assert sum(n.startswith("turn-") for n in names) > 10
    with Image.open(result["images"][-1]) as image:
        assert image.format == "PNG"


def round_views(replay: dict[str, Any]) -> dict[int, dict[str, Any]]:
    """Round -> the view drawn after it, rebuilt from the demo's replay file as the demo draws
    it: the moves since the last image, told by `image_view`."""
    game = get_game(replay["game"])
    table = gamelog.new_table(
        game, replay["players"], replay["options"], replay["seed"], replay.get("fixed")
    )
    before, since, views = table.state, [], {}
    for move in replay["moves"]:
        number, over = game.round_number(table.state), game.is_over(table.state)
        gamelog.advance(table, move["player"], move)
        since.append(move)
        if game.round_number(table.state) != number or (game.is_over(table.state) and not over):
            views[number] = image_view(game, before, since, table.state)
            before, since = table.state, []
    return views


async def test_each_round_image_names_the_round_it_was_drawn_after(tmp_path: Path):
    result = await run_demo("imhotep", 3, 7, tmp_path)
    views = round_views(json.loads(Path(result["replay"]).read_text(encoding="utf-8")))
    assert sorted(views) == list(range(1, 7))
    for number, view in views.items():
        path = tmp_path / f"round-{number:02d}.png"
        assert path.read_bytes() == imhotep.render(view)  # the saved image is this view
        round_text, status, _ = imhotep.header_text(view)
        assert round_text == f"Round {number} / 6 done"
        if number < 6:
            assert status.startswith(f"Round {number + 1}: ") and status.endswith(" to play")
    # Seed 7: Bob and Cy both score 30; Bob keeps 3 stones on his sled, Cy 2.
    assert imhotep.header_text(views[6])[1:] == (
        "Game over - Bob wins!",
        "Bob wins the tie on stones left on the sled (3 to 2; both 30 points)",
    )


async def test_the_demo_replay_file_is_what_mod_export_writes(tmp_path: Path):
    result = await run_demo("imhotep", 2, 4, tmp_path)
    replay = json.loads(Path(result["replay"]).read_text(encoding="utf-8"))
    assert set(replay) == {"game", "players", "options", "seed", "moves"}
    assert len(replay["moves"]) == result["moves"]
    assert all(isinstance(move.get("player"), str) for move in replay["moves"])
