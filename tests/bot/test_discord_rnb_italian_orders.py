"""Roads & Boats orders typed in Italian through real discord.py payloads: accepted, and shown
back in the reader's language (`/orders show`, the `/orders write` form, standing orders,
`/game history`)."""

from __future__ import annotations

from typing import Any

from harness import Harness, Sent
from test_discord_roads_and_boats import ANN_MOVES, BOB_MOVES, open_game

from rules.roads_and_boats.orders import orders_from_json
from rules.roads_and_boats.ordertext import parse_orders

ANN_MOVES_IT = "muovi asino-2 a D4 | muovi asino-3 a D4 | muovi asino-1 carica 1 tavola, a E4"
"""ANN_MOVES as an Italian player types them (her colour left out)."""

SHOWN_IT = (
    "muovi asino-rosso-2 a D4\nmuovi asino-rosso-3 a D4\nmuovi asino-rosso-1 carica 1 tavola, a E4"
)
SHOWN_EN = "move red-donkey-2 to D4\nmove red-donkey-3 to D4\nmove red-donkey-1 load 1 board, to E4"


def text_fields(components: list[dict[str, Any]]) -> list[str]:
    """The prefilled values of a form's text fields."""
    values: list[str] = []
    for component in components:
        if "components" in component:
            values.extend(text_fields(component["components"]))
        elif "component" in component:
            values.extend(text_fields([component["component"]]))
        elif component.get("type") == 4:
            values.append(str(component.get("value") or ""))
    return values


def orders_block(text: str) -> str:
    """The orders as `/orders show` quotes them (the preview's events follow in words)."""
    return text.split("```")[1].strip()


def replies(sent: list[Sent]) -> str:
    return "\n".join(s.content for s in sent if s.ephemeral)


async def test_orders_typed_in_italian_are_kept_and_shown_back_in_the_readers_language(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)

    sent = await h.slash(ann, "orders submit", text=ANN_MOVES_IT, channel_id=None, locale="it")
    assert sent[0].ephemeral and "Line" not in sent[0].content and "Riga" not in sent[0].content
    stored = (await h.bot.service.db.orders(game_id))["ann"]
    assert stored.phase == "t1.movement"
    assert orders_from_json(stored.orders) == parse_orders(ANN_MOVES)

    italian = replies(await h.slash(ann, "orders show", channel_id=None, locale="it"))
    assert orders_block(italian) == SHOWN_IT
    english = replies(await h.slash(ann, "orders show", channel_id=None))
    assert orders_block(english) == SHOWN_EN

    form = await h.slash(ann, "orders write", channel_id=None, locale="it")
    assert form[0].response_type == 9
    assert SHOWN_IT in text_fields(form[0].data["components"])
    form = await h.slash(ann, "orders write", channel_id=None)
    assert SHOWN_EN in text_fields(form[0].data["components"])

    await h.slash(
        ann, "orders standing", phase="t1.movement", mode="repeat", channel_id=None, locale="it"
    )
    standing = replies(await h.slash(ann, "orders standing", channel_id=None, locale="it"))
    assert "muovi asino-rosso-2 a D4" in standing and "move red" not in standing
    standing = replies(await h.slash(ann, "orders standing", channel_id=None))
    assert "move red-donkey-2 to D4" in standing

    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders submit", text=BOB_MOVES.replace("\n", " | "), ready=True)
    italian = (await h.slash(bob, "game history", phase="t1.movement", locale="it"))[0].content
    assert "muovi asino-rosso-2 a D4" in italian
    assert "muovi asino-giallo-1 carica 1 tavola, a D3" in italian
    assert "move " not in italian
    english = (await h.slash(bob, "game history", phase="t1.movement"))[0].content
    assert "move red-donkey-2 to D4" in english and "muovi" not in english


async def test_a_mistake_in_an_italian_order_names_its_line_and_changes_nothing(
    harness: Harness,
) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.slash(ann, "orders ready", channel_id=None)
    await h.slash(bob, "orders ready", channel_id=None)
    sent = await h.slash(
        ann, "orders submit", text="muovi asino-1 a D4 | muovi asino-2 carica 2 bordi", locale="it"
    )
    assert sent[0].ephemeral and "2" in sent[0].content and "bordi" in sent[0].content
    assert "ann" not in (await h.bot.service.db.orders(game_id))
