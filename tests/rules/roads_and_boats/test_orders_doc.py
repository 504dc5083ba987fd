"""Every example of docs/roads-and-boats-orders.md reads, and its JSON and text agree."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from rules.roads_and_boats.orders import Move, PhaseOrders, orders_from_json, step_from_json
from rules.roads_and_boats.ordertext import parse_orders

DOC = Path(__file__).parents[3] / "docs" / "roads-and-boats-orders.md"


def table_examples(doc: Path = DOC) -> list[tuple[str, str]]:
    rows = []
    for line in doc.read_text().splitlines():
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


def orders_blocks(doc: Path = DOC) -> list[str]:
    """The doc's code blocks of orders (fenced without a language), in order."""
    blocks: list[str] = []
    lines: list[str] | None = None
    for line in doc.read_text().splitlines():
        if line.startswith("```"):
            if lines is None:
                lines = [] if line == "```" else ["# not an orders block"]
                continue
            if lines and lines[0] != "# not an orders block":
                blocks.append("\n".join(lines))
            lines = None
        elif lines is not None:
            lines.append(line)
    return blocks


def test_code_blocks_parse() -> None:
    blocks = orders_blocks()
    assert len(blocks) >= 3
    for block in blocks:
        assert parse_orders(block).orders


DOC_IT = DOC.with_name("roads-and-boats-orders.it.md")


def test_every_english_example_has_an_italian_twin_that_reads_to_the_same_orders() -> None:
    """The Italian page holds the same table rows (the same JSON), with the text in Italian."""
    english = dict(table_examples())
    italian = dict(table_examples(DOC_IT))
    assert set(italian) == set(english)
    for json_text, text in italian.items():
        data = json.loads(json_text)
        if "step" in data:
            assert parse_orders(f"muovi asino-rosso-1 {text}") == parse_orders(
                f"move red-donkey-1 {english[json_text]}"
            )
        else:
            assert parse_orders(text) == parse_orders(english[json_text])
            assert text.split()[0] not in english[json_text].split(), "written in Italian"


def test_the_italian_code_blocks_are_the_english_ones() -> None:
    english, italian = orders_blocks(DOC), orders_blocks(DOC_IT)
    assert len(italian) == len(english) >= 3
    for ours, theirs in zip(italian, english, strict=True):
        assert parse_orders(ours) == parse_orders(theirs)
        assert "muovi" in ours and "move " not in ours
