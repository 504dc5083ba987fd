"""`/rnb map` through real discord.py payloads: a custom Roads & Boats map from an attached file
or typed in a form, a fixed or generated one again, the private preview, and every refusal as a
private message that changes nothing."""

from __future__ import annotations

from typing import Any

from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Sent, Upload, User

from bot.games.roads_and_boats.maps import MAX_MAP_BYTES
from rules.roads_and_boats.mapformat import parse_map
from rules.roads_and_boats.maps import FIXED_MAPS

VALLEYS = "name: Our valleys\n" + FIXED_MAPS["twin-valleys"].text
"""A custom map for two: twin-valleys' rows under a name of our own."""
LITTLE_ISLAND = """name: Little island
S  S     S        S
 S  P~se  R       S
S  S     W~nw-se  S
 S  S     S       S
"""
"""Room for one start only."""
BROKEN_RIVER = VALLEYS.replace("R~e-w   P~w", "R~e-w   P~w-e", 1)
"""The river rising on C3 runs on east into D3, a woods tile with no river."""


def channel_posts(sent: list[Sent]) -> list[Sent]:
    return [s for s in sent if s.posted]


def private_answers(sent: list[Sent]) -> list[Sent]:
    """What the user alone sees: ephemeral answers with some content or files."""
    return [s for s in sent if s.ephemeral and (s.content or s.files)]


def form_field(modal: Sent) -> dict[str, Any]:
    """The form's text field (discord.py may wrap it in a label)."""

    def walk(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
        found = []
        for item in items:
            if item.get("type") == 4:
                found.append(item)
            found += walk(item.get("components") or [])
            if "component" in item:
                found += walk([item["component"]])
        return found

    [field] = walk(modal.data["components"])
    return field


async def lobby(h: Harness) -> tuple[User, User]:
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="roads_and_boats")
    await h.slash(bob, "game join")
    return ann, bob


async def stored_map(h: Harness) -> Any:
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    row = await h.bot.service.db.get_game(info.id)
    assert row is not None
    return row.options["map"]


async def refused(h: Harness, sent: list[Sent], before: Any) -> str:
    """The one private message of a refused request; nothing was posted or changed."""
    [answer] = private_answers(sent)
    assert not answer.files and not channel_posts(sent)
    assert await stored_map(h) == before
    return answer.content


async def test_a_map_file_is_previewed_to_the_host_and_the_game_starts_on_it(
    harness: Harness,
) -> None:
    h = harness
    ann, _ = await lobby(h)
    sent = await h.slash(ann, "rnb map", file=Upload("valleys.txt", VALLEYS.encode()))

    [preview] = private_answers(sent)
    assert "The options are set (map)" in preview.content and "ann, bob" in preview.content
    assert [name for name, _ in preview.files] == ["preview.png"]
    assert preview.files[0][1].startswith(b"\x89PNG")
    [note] = channel_posts(sent)
    assert note.content == "ann changed the game's options (map)." and not note.files
    assert await stored_map(h) == {"text": VALLEYS}

    sent = await h.slash(ann, "game start")
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    table = await h.bot.service.table(info.id)
    assert table.state.board == parse_map(VALLEYS)
    assert (await h.bot.service.view(info.id))["map_name"] == "Our valleys"

    sent = await h.slash(ann, "rnb map", generated=True)
    assert "has already started" in await refused(h, sent, {"text": VALLEYS})
    sent = await h.slash(ann, "rnb map")
    assert "has already started" in await refused(h, sent, {"text": VALLEYS})


async def test_the_form_is_prefilled_with_the_current_map_and_checks_it(
    harness: Harness,
) -> None:
    h = harness
    ann, _ = await lobby(h)
    [modal] = await h.slash(ann, "rnb map")
    assert modal.response_type == 9
    assert not form_field(modal).get("value")

    sent = await h.submit_modal(ann, modal, {"The map": VALLEYS})
    [preview] = private_answers(sent)
    assert [name for name, _ in preview.files] == ["preview.png"]
    assert [s.content for s in channel_posts(sent)] == ["ann changed the game's options (map)."]
    assert await stored_map(h) == {"text": VALLEYS}

    [modal] = await h.slash(ann, "rnb map")
    assert form_field(modal)["value"] == VALLEYS
    sent = await h.submit_modal(ann, modal, {"The map": BROKEN_RIVER})
    message = await refused(h, sent, {"text": VALLEYS})
    assert message == "Tile C3: the river on side e meets D3, which has no river there."

    sent = await h.submit_modal(ann, modal, {"The map": LITTLE_ISLAND})
    message = await refused(h, sent, {"text": VALLEYS})
    assert message == "This map has no room for 2 start tiles a tile apart."


async def test_back_to_a_fixed_or_a_generated_map(harness: Harness) -> None:
    h = harness
    ann, _ = await lobby(h)
    await h.slash(ann, "rnb map", file=Upload("valleys.txt", VALLEYS.encode()))
    sent = await h.slash(ann, "rnb map", fixed="twin-valleys")
    assert private_answers(sent)[0].files and await stored_map(h) == "twin-valleys"
    [modal] = await h.slash(ann, "rnb map")
    assert not form_field(modal).get("value")  # no custom map to prefill

    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "rnb map", generated=True)
    assert [s.content for s in channel_posts(sent)] == ["mod changed the game's options (map)."]
    assert await stored_map(h) == {"generate": {}}


async def test_bad_files_and_requests_are_refused_privately_and_change_nothing(
    harness: Harness,
) -> None:
    h = harness
    ann, bob = await lobby(h)
    before = await stored_map(h)

    sent = await h.slash(bob, "rnb map", fixed="twin-valleys")
    assert await refused(h, sent, before) == "Only the host or a moderator can /rnb map."
    sent = await h.slash(bob, "rnb map")
    assert [s.response_type for s in sent] != [9]  # no form for whom cannot send it
    assert await refused(h, sent, before) == "Only the host or a moderator can /rnb map."
    sent = await h.slash(bob, "rnb map", file=Upload("valleys.txt", VALLEYS.encode()))
    assert await refused(h, sent, before) == "Only the host or a moderator can /rnb map."

    latin1 = VALLEYS.replace("Our valleys", "Le valli più belle").encode("latin-1")
    sent = await h.slash(ann, "rnb map", file=Upload("valli.txt", latin1))
    assert await refused(h, sent, before) == (
        "valli.txt is not UTF-8 text (line 1 is not); save the map as plain UTF-8 text. "
        "Nothing changed."
    )
    huge = (VALLEYS + "#" * MAX_MAP_BYTES).encode()
    sent = await h.slash(ann, "rnb map", file=Upload("huge.txt", huge))
    assert await refused(h, sent, before) == (
        f"That file is too large ({len(huge)} bytes; at most {MAX_MAP_BYTES})."
    )
    bad_token = VALLEYS.replace("P~w", "P~x", 1)
    sent = await h.slash(ann, "rnb map", file=Upload("valleys.txt", bad_token.encode()))
    assert await refused(h, sent, before) == "Line 7: x is not a side (use ne, e, se, sw, w or nw)."
    sent = await h.slash(ann, "rnb map", file=Upload("v.txt", b"x"), fixed="twin-valleys")
    assert (await refused(h, sent, before)).startswith("Give one of file, fixed or generated")

    elsewhere = await h.slash(ann, "rnb map", generated=True, channel_id=CHANNEL_ID + 7)
    assert "no game in this channel" in private_answers(elsewhere)[0].content


async def test_a_form_left_open_while_the_lobby_changed_changes_nothing(
    harness: Harness,
) -> None:
    h = harness
    ann, _ = await lobby(h)
    [modal] = await h.slash(ann, "rnb map")
    await h.slash(ann, "game abandon")
    await h.slash(ann, "game create", game="roads_and_boats")
    before = await stored_map(h)
    sent = await h.submit_modal(ann, modal, {"The map": VALLEYS})
    message = await refused(h, sent, before)
    assert "This form was opened for game #" in message and "Nothing changed." in message


async def test_the_host_reads_the_form_and_the_refusals_in_italian(harness: Harness) -> None:
    h = harness
    ann, _ = await lobby(h)
    [modal] = await h.slash(ann, "rnb map", locale="it")
    assert modal.data["title"].startswith("La mappa della partita #")
    assert form_field(modal)["placeholder"].startswith("S  P~se  R  S (un simbolo per tassello")
    sent = await h.slash(ann, "rnb map", locale="it", file=Upload("v.txt", b"\xff"))
    assert private_answers(sent)[0].content.startswith("v.txt non è testo UTF-8 (la riga 1")
