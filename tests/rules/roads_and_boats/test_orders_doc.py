"""Every example of docs/roads-and-boats-orders.md reads, and its JSON and text agree."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.roads_and_boats.orders import Move, PhaseOrders, orders_from_json, step_from_json
from rules.roads_and_boats.ordertext import parse_orders

DOC = Path(__file__).parents[3] / "docs" / "roads-and-boats-orders.md"


def table_examples() -> list[tuple[str, str]]:
    rows = []
    for line in DOC.read_text().splitlines():
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if len(cells) == 3 and cells[1].startswith("`{"):
            rows.append((cells[1].strip("`"), re.findall(r"`([^`]+)`", cells[2])[0]))
    return rows


def test_the_doc_has_an_example_of_every_kind_and_step() -> None:
    kinds = {json.loads(j).get("kind") or json.loads(j)["step"] for j, _ in table_examples()}
    assert kinds == {
        "transfer",
        "process",
        "research",
        "upgrade",
        "breed",
        "destroy",
        "set_down",
        "move",
        "go",
        "load",
        "unload",
        "pick_up",
        "follow",
        "stay",
        "build",
        "road",
        "bridge",
        "wall",
        "demolish",
        "shaft",
        "bricks",
    }


@pytest.mark.parametrize(("json_text", "text"), table_examples())
def test_json_and_text_examples_agree(json_text: str, text: str) -> None:
    data = json.loads(json_text)
    if "step" in data:
        expected = PhaseOrders((Move("red-donkey-1", (step_from_json(data, 1),)),))
        assert parse_orders(f"move red-donkey-1 {text}") == expected
    else:
        assert parse_orders(text) == orders_from_json({"orders": [data]})


def test_code_blocks_parse() -> None:
    blocks: list[str] = []
    lines: list[str] | None = None
    for line in DOC.read_text().splitlines():
        if line.startswith("```"):
            if lines is None:
                lines = [] if line == "```" else ["# not an orders block"]
                continue
            if lines and lines[0] != "# not an orders block":
                blocks.append("\n".join(lines))
            lines = None
        elif lines is not None:
            lines.append(line)
    assert len(blocks) >= 3
    for block in blocks:
        assert parse_orders(block).orders
