"""bot.demo: a whole Imhotep game through the real service, with board images."""

from __future__ import annotations

from pathlib import Path

import pytest
from PIL import Image

from bot.demo import run_demo
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
