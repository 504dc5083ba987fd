"""The path from a move's payload to its answer, through real discord.py: what it leaves
behind (nothing of discord.py's view store), what it works out again (no prompt label), the
deferral of a slow call, and the Undo button's ready payload."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import discord
import pytest
from harness import EPHEMERAL, Harness
from test_discord_imhotep import open_game, whose_turn

from bot import discord_app, i18n
from bot.catalogue import Localisation
from bot.dynamic_view import DynamicView
from bot.games.imhotep.components import prompt_view
from bot.service.outcomes import Outcome
from bot.undo_button import UndoButton, undo_view


def view_timeouts() -> list[asyncio.Task[Any]]:
    """discord.py's tasks that wait for a stored view's timeout."""
    return [
        task
        for task in asyncio.all_tasks()
        if task.get_coro().__qualname__.endswith("timeout_task_impl")  # type: ignore[union-attr]
    ]


async def test_a_move_leaves_no_view_or_timeout_task_behind(harness: Harness) -> None:
    """The answer carries the Undo button on an ephemeral message; discord.py would keep its
    view and a task waiting 15 minutes for its timeout, though the button is a DynamicItem
    answered from the database. Nothing is kept, and the button still works."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    sent = await h.slash(mover, "imhotep take")
    answer = sent[0]
    assert answer.ephemeral and any(c.startswith("mp:undo:") for c in answer.custom_ids())
    assert view_timeouts() == []
    store = h.bot._connection._view_store
    assert store._views == {} and store._synced_message_views == {}
    [undo] = [c for c in answer.custom_ids() if c.startswith("mp:undo:")]
    await h.click(mover, answer, undo)
    assert await h.bot.service.db.move_count(game_id) == 0


async def test_a_second_prompt_of_the_same_choices_formats_nothing_again(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Option labels, placeholders and button words are worked out once per language."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    formatted: list[str] = []
    original = Localisation.format

    def counting(self: Localisation, identifier: str, args: Any) -> str | None:
        formatted.append(identifier)
        return original(self, identifier, args)

    monkeypatch.setattr(Localisation, "format", counting)
    for locale in ("en-US", "it"):
        first = await prompt_view(h.bot, game_id, [mover.id], locale)
        assert first is not None
        formatted.clear()
        again = await prompt_view(h.bot, game_id, [mover.id], locale)
        assert again is not None and formatted == []
        assert again.to_components() == first.to_components()


async def test_a_slow_call_is_deferred_then_answered(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A call still running after DEFER_AFTER gets the interaction deferred (Discord drops an
    interaction unanswered for 3 s); its answer follows the deferral."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    submit = h.bot.service.submit_in_channel  # a move command in the game's channel

    async def slow(*args: Any, **kwargs: Any) -> Outcome:
        await asyncio.sleep(0.2)
        return await submit(*args, **kwargs)

    monkeypatch.setattr(discord_app, "DEFER_AFTER", 0.01)
    monkeypatch.setattr(h.bot.service, "submit_in_channel", slow)
    sent = await h.slash(mover, "imhotep take")
    assert [(s.kind, s.response_type) for s in sent[:2]] == [("response", 5), ("followup", None)]
    assert sent[0].data["flags"] == EPHEMERAL
    assert sent[1].ephemeral and mover.name in sent[1].content
    assert await h.bot.service.db.move_count(game_id) == 1


async def test_a_fast_call_answers_in_one_request(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    sent = await h.slash(mover, "imhotep take")
    assert (sent[0].kind, sent[0].response_type) == ("response", 4)
    assert i18n.text("discord.done") not in sent[0].content


@pytest.mark.parametrize("locale", ["en-US", "it"])
def test_the_undo_buttons_payload_is_the_one_discord_py_makes_of_its_item(locale: str) -> None:
    """The answer's Undo button goes as a ready payload: the same JSON, byte for byte, as
    discord.py's view of an `UndoButton`, and the same button once another view takes it in
    (a player's next choices with the Undo button beside them)."""
    label = i18n.text("discord.button.undo", locale)
    made = DynamicView().add_item(UndoButton(7, 12, 1234567890123, label)).to_components()
    prebuilt = undo_view(7, {"undo": [12, 1234567890123]}, locale)
    assert prebuilt is not None
    assert json.dumps(prebuilt.to_components()) == json.dumps(made)
    taken_in = DynamicView()
    for item in prebuilt.children:
        taken_in.add_item(item)
    assert json.dumps(taken_in.to_components()) == json.dumps(made)
    assert undo_view(7, {}, locale) is None and undo_view(None, {"undo": [1, 2]}, locale) is None


def test_a_prebuilt_view_takes_no_item_its_payload_would_leave_out() -> None:
    prebuilt = undo_view(7, {"undo": [12, 3]}, "en-US")
    assert prebuilt is not None
    with pytest.raises(TypeError):
        prebuilt.add_item(UndoButton(7, 13, 4))


def test_an_ephemeral_followup_makes_no_item_of_a_prebuilt_view(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """discord.py asks an ephemeral followup's view whether it is dispatchable (walking its
    items); a prebuilt view says no without making them."""
    made: list[UndoButton] = []
    real_init = UndoButton.__init__

    def counted(self: UndoButton, *args: Any, **kwargs: Any) -> None:
        made.append(self)
        real_init(self, *args, **kwargs)

    monkeypatch.setattr(UndoButton, "__init__", counted)
    prebuilt = undo_view(7, {"undo": [12, 3]}, "en-US")
    assert prebuilt is not None
    assert prebuilt.timeout is None and not prebuilt.is_dispatchable()
    assert made == []


async def test_a_server_command_is_looked_up_once(
    harness: Harness, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The tree's check needs the command only in DMs (guild-only commands are refused
    there); in a server, discord.py's own lookup for the options is the only one."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    looked_up: list[str] = []
    original = discord_app.MeeplepostTree._get_app_command_options

    def counting(self: Any, data: Any) -> Any:
        looked_up.append(data["name"])
        return original(self, data)

    monkeypatch.setattr(discord_app.MeeplepostTree, "_get_app_command_options", counting)
    sent = await h.slash(mover, "imhotep take")
    assert sent[0].ephemeral and looked_up == ["imhotep"]


async def test_whatever_listens_for_interactions_still_hears_them(harness: Harness) -> None:
    """The bot's own dispatch (which also looks at component clicks) still hands every
    interaction to discord.py's: a `wait_for`, a listener and an `@bot.event` handler each
    hear a move, and the move is answered as before."""
    h = harness
    ann, bob, game_id = await open_game(h)
    heard: list[str] = []

    async def listener(interaction: discord.Interaction[Any]) -> None:
        heard.append(f"listener {interaction.command.name if interaction.command else None}")

    async def on_interaction(interaction: discord.Interaction[Any]) -> None:
        heard.append(f"event {interaction.type.name}")

    waiting = asyncio.ensure_future(h.bot.wait_for("interaction"))
    await asyncio.sleep(0)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    sent = await h.slash(mover, "imhotep take")
    assert sent[0].ephemeral and waiting.done() and waiting.result().user.id == mover.id
    h.bot.add_listener(listener, "on_interaction")
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    await h.slash(mover, "imhotep take")
    h.bot.remove_listener(listener, "on_interaction")
    h.bot.event(on_interaction)
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    await h.slash(mover, "imhotep take")
    await asyncio.sleep(0)
    assert heard == ["listener take", "event application_command"]
