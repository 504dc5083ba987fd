"""Walking Roads & Boats' start-tile menu through payloads, as a player would."""

from __future__ import annotations

from typing import Any

from harness import Harness, Sent, User, iter_components

from bot.games.roads_and_boats.start_menu import start_facets


def start_select(message: Sent) -> dict[str, Any]:
    [select] = [c for c in iter_components(message.components) if c["type"] == 3]
    return select


async def walk_start_menu(h: Harness, user: User, prompt: Sent, legal: list[str]) -> dict[str, str]:
    """Every start the menu under `prompt` leads to (value -> its label), opening each step
    that is not a start yet; nothing is chosen."""
    finals = {"|".join(start_facets(region)): region for region in legal}
    reached: dict[str, str] = {}
    steps = [prompt]
    while steps:
        message = steps.pop()
        select = start_select(message)
        for option in select["options"]:
            value = str(option["value"])
            if value in finals:
                reached[finals[value]] = str(option["label"])
                continue
            answer = await h.click(user, message, str(select["custom_id"]), [value])
            assert answer[0].ephemeral and answer[0].custom_ids(), answer[0].content
            assert "/rnb start" in answer[0].content
            steps.append(answer[0])
    return reached


async def pick_start(h: Harness, user: User, prompt: Sent, region: str) -> list[Sent]:
    """`user` chooses `region` in the menu, step by step; what the last pick sent."""
    wanted = start_facets(region)
    message = prompt
    for _ in range(4):
        select = start_select(message)
        values = [str(o["value"]) for o in select["options"]]
        value = next(v for v in values if wanted[: len(v.split("|"))] == tuple(v.split("|")))
        sent = await h.click(user, message, str(select["custom_id"]), [value])
        if tuple(value.split("|")) == wanted:
            return sent
        message = sent[0]
    raise AssertionError(f"{region} was not reached in 4 steps")
