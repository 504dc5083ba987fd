"""A game is a plug-in: a throwaway game registered here through the public API alone is played
from `/game create` to its end through real discord.py payloads, with no edit outside this file.

Pebbles: a pile of pebbles; players take 1 or 2 in turn; whoever takes the last one wins.
"""

from __future__ import annotations

import dataclasses
import io
import random
from collections.abc import AsyncIterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands, ui
from discord.ext import commands
from fakeclock import FakeClock
from harness import Harness, last_prompt, running_bot
from PIL import Image, ImageDraw

from bot import registry
from bot.adapter import Adapter, adapter
from bot.cogs.common import channel_game
from bot.discord_parts import DiscordParts
from bot.gameplugin import CreateOption, GamePlugin
from bot.replies import report_error
from bot.service.actor import Actor
from rules.core import Decision, Event, Game, RuleError, event, register_templates

register_templates(
    {
        "pebbles.took": "{player} took {count}; {left} left.",
        "pebbles.bad_count": "Take 1 or 2 pebbles, and no more than are left ({left}).",
        "pebbles.bad_move": "A Pebbles move is {{'type': 'take', 'count': 1 or 2}}.",
    }
)


@dataclass(frozen=True)
class Take:
    count: int


class Pebbles(Game[dict[str, Any], Take]):
    name = "pebbles"
    title = "Pebbles"
    min_players = 2
    max_players = 3

    def new_game(
        self,
        players: list[str],
        options: Mapping[str, Any],
        seed: int,
        fixed: Mapping[str, Any] | None = None,
    ) -> dict[str, Any]:
        return {
            "players": list(players),
            "left": int(options["pebbles"]),
            "turn": 0,
            "winner": None,
        }

    def default_options(self) -> dict[str, Any]:
        return {"pebbles": 7}

    def pending(self, state: dict[str, Any]) -> list[Decision]:
        if state["winner"] is not None:
            return []
        return [Decision(state["players"][state["turn"]], "take")]

    def parse_move(self, data: Mapping[str, Any]) -> Take:
        if data.get("type") != "take" or data.get("count") not in (1, 2):
            raise RuleError("pebbles.bad_move")
        return Take(int(data["count"]))

    def move_to_json(self, move: Take) -> dict[str, Any]:
        return {"type": "take", "count": move.count}

    def apply(
        self, state: dict[str, Any], player: str, move: Take
    ) -> tuple[dict[str, Any], list[Event]]:
        if move.count > state["left"]:
            raise RuleError("pebbles.bad_count", left=state["left"])
        left = state["left"] - move.count
        after = {**state, "left": left, "turn": (state["turn"] + 1) % len(state["players"])}
        if left == 0:
            after["winner"] = player
        return after, [event("pebbles.took", player=player, count=move.count, left=left)]

    def legal_moves(self, state: dict[str, Any], player: str) -> list[Take]:
        if not self.pending(state) or self.pending(state)[0].player != player:
            return []
        return [Take(n) for n in (1, 2) if n <= state["left"]]

    def default_move(self, state: dict[str, Any], player: str) -> Take:
        return Take(1)

    def view(self, state: dict[str, Any], viewer: str) -> dict[str, Any]:
        return {"game": self.name, "left": state["left"], "winner": state["winner"]}

    def to_json(self, state: dict[str, Any]) -> dict[str, Any]:
        return dict(state)

    def from_json(self, data: Mapping[str, Any]) -> dict[str, Any]:
        return dict(data)

    def round_number(self, state: dict[str, Any]) -> int:
        return 1

    def scores(self, state: dict[str, Any]) -> dict[str, int]:
        return {p: int(p == state["winner"]) for p in state["players"]}

    def breakdown(self, state: dict[str, Any]) -> dict[str, dict[str, int]]:
        return {p: {"win": s} for p, s in self.scores(state).items()}

    def ranking(self, state: dict[str, Any]) -> list[list[str]]:
        winner = state["winner"]
        return [[winner], [p for p in state["players"] if p != winner]]


GAME = Pebbles()


def render(view: dict[str, Any]) -> bytes:
    image = Image.new("RGB", (200, 40), "white")
    ImageDraw.Draw(image).text((5, 5), f"{view['left']} pebbles", fill="black")
    out = io.BytesIO()
    image.save(out, format="PNG")
    return out.getvalue()


class TakeButton(ui.DynamicItem[ui.Button[Any]], template=r"mp:peb:(?P<game>[0-9]+):(?P<n>[12])"):
    def __init__(self, game_id: int, count: int) -> None:
        super().__init__(ui.Button(label=f"take {count}", custom_id=f"mp:peb:{game_id}:{count}"))
        self.game_id, self.count = game_id, count

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: ui.Item[Any], match: Any
    ) -> TakeButton:
        return cls(int(match["game"]), int(match["n"]))

    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        bot = adapter(interaction)
        try:
            actor = await bot.actor(interaction)
            move = {"type": "take", "count": self.count}
            await bot.run_service(interaction, bot.service.submit_move(actor, self.game_id, move))
        except Exception as error:
            await report_error(interaction, error)


async def prompt(bot: Adapter, game_id: int, user_ids: Any, locale: Any) -> ui.View | None:
    view = ui.View(timeout=None)
    info = await bot.service.game(game_id)
    names = {uid: name for name, uid in info.seats}
    for user_id in user_ids:
        for move in await bot.service.legal_moves(Actor(user_id, names[user_id]), game_id):
            view.add_item(TakeButton(game_id, move["count"]))
    return view


class PebblesCog(commands.GroupCog, group_name="pebbles", description="Pebbles moves"):
    def __init__(self, bot: Adapter) -> None:
        self.bot = bot
        super().__init__()

    @app_commands.command(description="Take pebbles")
    async def take(self, interaction: discord.Interaction[Any], count: int) -> None:
        info = await channel_game(interaction, GAME.name)
        actor = await self.bot.actor(interaction)
        move = {"type": "take", "count": count}
        await self.bot.run_service(interaction, self.bot.service.submit_move(actor, info.id, move))


DISCORD = DiscordParts(cog=PebblesCog, dynamic_items=(TakeButton,), prompt=prompt)

PLUGIN = GamePlugin(
    engine=GAME,
    render=render,
    create_options=(
        CreateOption(
            "pebbles", "Pebbles: how many", str, lambda v: {"pebbles": int(v)}, ("7", "10")
        ),
    ),
    rules_text={"en": ["Take 1 or 2 pebbles; whoever takes the last one wins."]},
    discord=__name__,
)


@pytest.fixture
async def pebbles_bot(db_path: Path, clock: FakeClock) -> AsyncIterator[Harness]:
    registry.register(PLUGIN)
    try:
        async with running_bot(db_path, clock) as running:
            yield running
    finally:
        registry.unregister(GAME.name)


async def test_a_registered_game_plays_from_create_to_the_end(pebbles_bot: Harness) -> None:
    h = pebbles_bot
    ann, bob = h.user("ann"), h.user("bob")
    rules = await h.slash(ann, "game rules", game="pebbles")
    assert "whoever takes the last one wins" in rules[0].content
    sent = await h.slash(ann, "game create", game="pebbles", pebbles="10")
    assert "opened a game of Pebbles" in sent[-1].content
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    players = {ann.id: ann, bob.id: bob}
    rng = random.Random(3)
    for _ in range(20):
        prompt_post = last_prompt(sent)
        if prompt_post is None:
            break
        mover = next(u for uid, u in players.items() if u.mention in prompt_post.content)
        custom_id = rng.choice(prompt_post.custom_ids())
        if rng.random() < 0.5:
            sent = await h.click(mover, prompt_post, custom_id)
        else:
            sent = await h.slash(mover, "pebbles take", count=int(custom_id[-1]))
    assert any("The game is over" in s.content for s in sent if s.posted)
    info = await h.bot.service.game_in_channel(sent[-1].channel_id or 0)
    assert info is None


async def test_another_games_option_is_refused_by_name(pebbles_bot: Harness) -> None:
    sent = await pebbles_bot.slash(
        pebbles_bot.user("ann"), "game create", game="imhotep", pebbles="7"
    )
    assert sent[0].ephemeral
    assert sent[0].content == (
        "The pebbles option belongs to Pebbles, not to Imhotep. Nothing was created."
    )


async def test_a_bad_move_of_the_game_is_refused_with_its_message(pebbles_bot: Harness) -> None:
    h = pebbles_bot
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="pebbles")
    await h.slash(bob, "game join")
    await h.slash(ann, "game start")
    sent = await h.slash(ann, "pebbles take", count=5)
    assert sent[0].ephemeral and "is {'type': 'take', 'count': 1 or 2}" in sent[0].content


async def test_a_game_with_private_turns_prompts_by_dm(db_path: Path, clock: FakeClock) -> None:
    """With `private_turns` the channel only pings; the mover's choices come by DM and work."""
    registry.register(dataclasses.replace(PLUGIN, private_turns=True))
    try:
        async with running_bot(db_path, clock) as h:
            ann, bob = h.user("ann"), h.user("bob")
            await h.slash(ann, "game create", game="pebbles")
            await h.slash(bob, "game join")
            sent = await h.slash(ann, "game start")
            [post] = [s for s in sent if s.posted]
            assert not post.custom_ids()
            info = await h.bot.service.game_in_channel(post.channel_id or 0)
            assert info is not None
            [(mover_id, _)] = await h.bot.service.pending(info.id)
            mover = ann if mover_id == ann.id else bob
            assert mover.mention in post.content
            [dm] = [s for s in sent if s.kind == "dm" and s.custom_ids()]
            assert dm.dm_user == mover.id and "your move" in dm.content
            done = await h.click(mover, dm, dm.custom_ids()[0])
            assert any("took" in s.content for s in done if s.posted)
    finally:
        registry.unregister(GAME.name)
