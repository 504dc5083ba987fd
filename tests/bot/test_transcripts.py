"""Three turns of each game through Discord payloads, in English and in Italian, read as a
player reads them: words, not identifiers; plural forms from the catalogue; players count from 1.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from harness import CHANNEL_ID, Harness, Sent, User, choices_of, iter_components, last_prompt
from test_discord_meduris import panel_of, picks, prefer_builds
from test_discord_roads_and_boats import ANN_MOVES
from wordcheck import problems

LOCALES = {"en": "en-US", "it": "it"}


def shown(sent: list[Sent]) -> Iterator[str]:
    """Every text a player reads: contents, embeds, and the labels of components."""
    for message in sent:
        yield message.content
        for embed in message.data.get("embeds") or []:
            yield embed.get("title") or ""
            yield embed.get("description") or ""
            for embed_field in embed.get("fields") or []:
                yield f"{embed_field['name']}\n{embed_field['value']}"
        for item in iter_components(message.components):
            yield item.get("label") or ""
            yield item.get("placeholder") or ""
            for option in item.get("options") or []:
                yield option.get("label") or ""
                yield option.get("description") or ""


async def open_game(h: Harness, game: str, names: tuple[str, ...], locale: str) -> list[User]:
    users = [h.user(name) for name in names]
    options: dict[str, Any] = {"map": "twin-valleys"} if game == "roads_and_boats" else {}
    await h.slash(users[0], "game create", game=game, locale=locale, **options)
    for user in users[1:]:
        await h.slash(user, "game join", locale=locale)
    await h.slash(users[0], "game start", locale=locale)
    return users


async def pending(h: Harness) -> list[tuple[int, Any]]:
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    return list(await h.bot.service.pending(info.id))


async def play(
    h: Harness,
    user: User,
    message: Sent,
    choose: Callable[[Sent], tuple[str, str | None]],
    locale: str,
) -> None:
    """`user` makes one move from `message`, clicking in `locale`, following "choose…" steps."""
    for _ in range(6):
        custom_id, value = choose(message)
        values = None if value is None else [value]
        sent = await h.click(user, message, custom_id, values, locale=locale)
        steps = [s for s in sent if s.ephemeral and s.custom_ids()]
        if not steps:
            return
        message = steps[-1]
    raise AssertionError("a move took more than 6 steps")


async def three_turns_of_imhotep(h: Harness, locale: str) -> None:
    users = await open_game(h, "imhotep", ("ann", "bob"), locale)
    rng = random.Random(3)
    for _ in range(3 * len(users)):
        prompt = last_prompt(h.sent)
        assert prompt is not None
        [(user_id, _)] = await pending(h)
        user = next(u for u in users if u.id == user_id)
        await h.slash(user, "game status", locale=locale)
        await play(h, user, prompt, lambda message: rng.choice(choices_of(message)), locale)


async def three_turns_of_meduris(h: Harness, locale: str) -> None:
    users = await open_game(h, "meduris", ("ann", "bob", "cid"), locale)
    rng = random.Random(5)
    for _ in range(3 * len(users) + 4):
        [(user_id, _)] = await pending(h)
        user = next(u for u in users if u.id == user_id)
        await play(h, user, panel_of(h, user), lambda m: prefer_builds(picks(m), rng), locale)


async def three_turns_of_roads_and_boats(h: Harness, locale: str) -> None:
    ann, bob = await open_game(h, "roads_and_boats", ("ann", "bob"), locale)
    homes = {ann.id: "E3", bob.id: "C3"}
    for _ in range(2):
        [(user_id, _)] = await pending(h)
        await h.slash(
            ann if user_id == ann.id else bob, "rnb start", tile=homes[user_id], locale=locale
        )
    for turn in (1, 2, 3):
        for user in (ann, bob):
            if turn == 1 and user is ann:
                await h.slash(
                    ann, "orders submit", text=ANN_MOVES, phase="t1.movement", ready=True,
                    channel_id=None, locale=locale,
                )  # fmt: skip
            await h.slash(user, "orders show", channel_id=None, locale=locale)
        for _ in range(4):
            for user in (ann, bob):
                await h.slash(user, "orders ready", channel_id=None, locale=locale)
    await h.slash(ann, "game history", phase="t1.movement", locale=locale)


PLAYS = {
    "imhotep": three_turns_of_imhotep,
    "meduris": three_turns_of_meduris,
    "roads_and_boats": three_turns_of_roads_and_boats,
}


@pytest.mark.parametrize("language", sorted(LOCALES))
@pytest.mark.parametrize("game", sorted(PLAYS))
async def test_three_turns_read_in_words(harness: Harness, game: str, language: str) -> None:
    h = harness
    h.guild_locale = LOCALES[language]
    await PLAYS[game](h, LOCALES[language])
    texts = [text for text in shown(h.sent) if text]
    assert len(texts) > 20
    found = sorted({problem for text in texts for problem in problems(text, language)})
    assert found == [], "\n".join(found)


def test_the_check_finds_what_it_looks_for() -> None:
    assert problems("ann builds a raft_factory on C3.", "en")
    assert problems("1 hut(s)", "en")
    assert problems("bob took 1 stones.", "en")
    assert problems("ann produce 2 board.", "it")
    assert not problems("ann builds a raft factory on C3 (south-west).", "en")
    assert not problems("bob prende 1 pietra.", "it")
    assert problems("ann ha mosso red-donkey-2: C3 > C4.sw.", "it")
    assert problems("Ordine 1: red-raft-1 non ti appartiene.", "it")
    assert not problems("ann ha mosso asino-rosso-2: C3 > C4.so.", "it")
    assert not problems("ann moved red-donkey-2: C3 > C4.sw.", "en")
    assert not problems("Scrivi `muovi red-donkey-1 a C4.sw` o in italiano.", "it")
    assert not re.search("x", "")
