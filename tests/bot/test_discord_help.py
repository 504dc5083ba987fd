"""`/help` through real payloads: it tells what the bot does (stats, away, taking a move back,
stand-ins and the table's vote, a game in a thread) in English and Italian, every message within
Discord's 2000 characters with no paragraph cut, and every command it names is one the bot has."""

from __future__ import annotations

import re

import pytest
from harness import CHANNEL_ID, Harness, Sent

from bot.replies import MESSAGE_LIMIT, paragraph_messages

COMMAND = re.compile(r"`/([a-z-]+)(?: ([a-z-]+))?")


def paragraphs(sent: list[Sent]) -> list[str]:
    replies = [s for s in sent if s.ephemeral and s.content]
    assert replies and len(replies) == len([s for s in sent if s.content]), "all private"
    assert all(len(s.content) <= MESSAGE_LIMIT for s in replies)
    return [p for s in replies for p in s.content.split("\n\n")]


@pytest.mark.parametrize(
    ("locale", "words"),
    [
        (
            "en-US",
            (
                "`/stats player`",
                "`/stats top`",
                "`/away set until:friday`",
                "**Take back**",
                "`/game standin-vote`",
                "`/game standin-off`",
                "`thread:True`",
            ),
        ),
        (
            "it",
            (
                "`/stats player`",
                "`/away set until:venerdì`",
                "**Ritira la mossa**",
                "`/game standin-vote`",
                "`thread:True`",
                "sostituto",
            ),
        ),
    ],
)
async def test_help_tells_what_the_bot_does(
    harness: Harness, locale: str, words: tuple[str, ...]
) -> None:
    h = harness
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="meduris")
    await h.slash(bob, "game join")
    parts = paragraphs(await h.slash(ann, "help", locale=locale))
    text = "\n\n".join(parts)
    for word in words:
        assert word in text, word
    assert parts[-1].startswith("**Meduris"), "the game here comes last"
    for part in parts:
        assert part.startswith("**"), f"a paragraph was cut: {part[:60]!r}"


async def test_every_command_the_help_names_is_one_the_bot_has(harness: Harness) -> None:
    h = harness
    tree = {c.name: c for c in h.bot.tree.get_commands()}
    known = {
        (name, sub.name) for name, group in tree.items() for sub in getattr(group, "commands", [])
    }
    ann = h.user("ann")
    for locale in ("en-US", "it"):
        text = "\n\n".join(paragraphs(await h.slash(ann, "help", locale=locale)))
        named = COMMAND.findall(text)
        assert named
        for group, sub in named:
            assert group in tree, group
            assert not sub or (group, sub) in known, f"/{group} {sub}"
        groups = {group for group, _ in named}
        assert {"game", "orders", "mod", "away", "stats"} <= groups, groups


async def test_the_longest_help_fits_discords_limit(harness: Harness) -> None:
    """In a channel with Roads & Boats (the longest list of commands) and in Italian (the
    longest words), the help still fits Discord's limit, every paragraph whole."""
    h = harness
    ann = h.user("ann")
    await h.slash(ann, "game create", game="roads_and_boats")
    parts = paragraphs(await h.slash(ann, "help", locale="it", channel_id=CHANNEL_ID))
    assert parts[0].startswith("**meeplepost**")
    assert parts[-1].startswith("**Roads & Boats")
    assert all(p.startswith("**") for p in parts)


def test_paragraphs_go_whole_into_as_few_messages_as_fit() -> None:
    assert paragraph_messages(["a" * 10, "b" * 10, "c" * 10], limit=22) == [
        "a" * 10 + "\n\n" + "b" * 10,
        "c" * 10,
    ]
    assert paragraph_messages(["a" * 10, "b" * 10], limit=21) == ["a" * 10, "b" * 10]
    assert paragraph_messages(["a" * 10], limit=5) == ["a" * 10], (
        "one too long is send_ephemeral's to cut"
    )
