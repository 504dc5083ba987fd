"""Meduris played through real discord.py payloads: DM panels, slash commands, exchanges, and
the leak scan (no player's materials reach anyone else: channel, DMs, images, labels)."""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from fakeclock import FakeClock
from harness import CHANNEL_ID, UNDO, Harness, Sent, User, iter_components, running_bot

from bot import i18n, registry
from bot.games.meduris.cog import (
    COMMAND_MOVES,
    build_move,
    command_options,
    counts_text,
    offer_move,
    parse_counts,
)
from bot.games.meduris.components import exchange_moves, facets, holdings_words
from bot.numbering import from_typed
from bot.service.actor import Actor
from rendering.meduris import render
from rules.core import PUBLIC
from rules.meduris import GAME

GENERIC_ERROR = "Something went wrong"
STARTS: dict[int, list[Sent]] = {}
"""What "/game start" sent, per harness."""


# --- playing ---------------------------------------------------------------------------------


async def open_game(h: Harness, players: int) -> tuple[list[User], int]:
    """A started game of `players` (what "/game start" sent is kept in `STARTS`)."""
    users = [h.user(name) for name in ("ann", "bob", "cid", "dee")[:players]]
    await h.slash(users[0], "game create", game="meduris")
    for user in users[1:]:
        await h.slash(user, "game join")
    sent = await h.slash(users[0], "game start")
    STARTS[id(h)] = sent
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return users, info.id


async def decider(h: Harness, game_id: int, users: list[User]) -> tuple[User, str]:
    """Who decides now, and what kind of decision: of the decisions pending together (a small
    harvest asks everyone at once), the last, so that they are answered out of turn order."""
    user_id, decision = (await h.bot.service.pending(game_id))[-1]
    return next(u for u in users if u.id == user_id), decision.kind


def panel_of(h: Harness, user: User) -> Sent:
    """`user`'s DM panel: the one DM that carries components now."""
    [panel] = h.live(user=user)
    return panel


def picks(message: Sent, *, exchange: bool = False) -> list[tuple[str, str | None]]:
    """Every (custom id, select value) a player could pick; the exchange only if asked."""
    found: list[tuple[str, str | None]] = []
    for item in iter_components(message.components):
        if item.get("type") == 2 and not item.get("disabled"):
            if item["custom_id"].endswith(":b:exchange") and not exchange:
                continue
            if item["custom_id"].startswith(UNDO):
                continue  # no move: the Undo button beside the next choices
            found.append((item["custom_id"], None))
        elif item.get("type") == 3:
            found.extend((item["custom_id"], option["value"]) for option in item["options"])
    return found


def path_of(choice: tuple[str, str | None]) -> tuple[str, ...]:
    custom_id, value = choice
    if value is not None:
        return tuple(value.split("|"))
    return tuple(custom_id.split(":b:", 1)[1].split("|"))


def seq_of(message: Sent) -> int:
    return int(picks(message, exchange=True)[0][0].split(":")[3])


async def click(
    h: Harness, user: User, message: Sent, choice: tuple[str, str | None]
) -> list[Sent]:
    custom_id, value = choice
    return await h.click(user, message, custom_id, None if value is None else [value])


def prefer_builds(options: list[tuple[str, str | None]], rng: random.Random) -> Any:
    """Random, but a build when one is offered (random harvests alone never end a game)."""
    builds = [c for c in options if path_of(c)[0] in ("hut", "temple")]
    return rng.choice(builds if builds and rng.random() < 0.8 else options)


async def play_by_panel(
    h: Harness, user: User, panel: Sent, rng: random.Random
) -> tuple[list[Sent], tuple[str, ...]]:
    """`user` makes one move from their DM panel, following "choose…" steps; returns what was
    sent and the facets of the move made."""
    message, start = panel, len(h.sent)
    for _ in range(6):
        choice = prefer_builds(picks(message), rng)
        sent = await click(h, user, message, choice)
        steps = [s for s in sent if s.ephemeral and picks(s)]
        if not steps:
            return h.sent[start:], path_of(choice)
        message = steps[-1]
    raise AssertionError("a move took more than 6 steps")


async def logged(h: Harness, game_id: int) -> list[dict[str, Any]]:
    return [row.move for row in await h.bot.service.db.moves(game_id)]


# --- the leak scan ---------------------------------------------------------------------------


@dataclass
class LeakScan:
    """Checks everything the bot sent against the views of that moment: the channel's board
    is the public view's, a DM's or a reply's board is its recipient's own view, and no text
    or label anyone receives shows another player's materials."""

    h: Harness
    game_id: int
    users: list[User]
    boards_every: int = 1
    """Boards are compared on every this many checks (drawing the expected ones dominates)."""
    checked: int = 0
    boards: dict[str, int] = field(default_factory=dict)

    async def holdings(self) -> dict[int, str]:
        """Each player's materials as their panel words them (also the other languages')."""
        words = {}
        for user in self.users:
            view = await self.h.bot.service.view(self.game_id, user.id)
            mine = next(p for p in view["players"] if p.get("materials") is not None)
            words[user.id] = holdings_words(mine["materials"], None)
        return words

    async def check(self, sent: list[Sent], actor: User | None) -> None:
        holdings = await self.holdings()
        for item in sent:
            recipient = self._recipient(item, actor)
            texts = [item.content, *self._labels(item), *self._embeds(item)]
            if recipient is None:
                assert not item.ephemeral and not item.custom_ids(), item
                assert "materials" not in item.content.lower(), item.content
            for user_id, words in holdings.items():
                if user_id != recipient and words != holdings.get(recipient or 0):
                    assert not any(words in text for text in texts), (words, texts)
            for name, data in item.files:
                assert name == "board.png"
                if self.checked % self.boards_every:
                    continue
                expected = render(await self.h.bot.service.view(self.game_id, recipient))
                assert data == expected, f"{item.kind} board is not the view of its recipient"
                key = "public" if recipient is None else "private"
                self.boards[key] = self.boards.get(key, 0) + 1
            self.checked += 1

    @staticmethod
    def _recipient(item: Sent, actor: User | None) -> int | None:
        """Who reads `item`: a DM's user (also an edit of a DM), an interaction's user (its
        private answers), or everyone (None: the channel's posts and their edits)."""
        if item.dm_user is not None:
            return item.dm_user
        if item.ephemeral:
            assert actor is not None
            return actor.id
        return None

    @staticmethod
    def _embeds(item: Sent) -> list[str]:
        texts = []
        for embed in item.data.get("embeds") or []:
            texts += [str(embed.get("title") or ""), str(embed.get("description") or "")]
            for entry in embed.get("fields") or []:
                texts += [str(entry.get("name")), str(entry.get("value"))]
        return texts

    @staticmethod
    def _labels(item: Sent) -> list[str]:
        texts = []
        for component in iter_components(item.components):
            texts += [str(component.get("label") or ""), str(component.get("placeholder") or "")]
            texts += [str(o.get("label")) for o in component.get("options") or []]
        return texts


# --- whole games -------------------------------------------------------------------------------


QUERIES: list[tuple[str, dict[str, Any]]] = [
    ("game history", {"last": 50}),
    ("game status", {}),
    ("game board", {}),
]


async def play_whole_game(h: Harness, players: int, seed: int, boards_every: int = 1) -> LeakScan:
    """From /game create to the end, every decision made by clicking the decider's DM panel;
    each click is checked: exactly the move chosen was logged, and nothing leaked."""
    users, game_id = await open_game(h, players)
    scan = LeakScan(h, game_id, users, boards_every)
    await scan.check(STARTS[id(h)], users[0])
    rng = random.Random(seed)
    kinds: set[str] = set()
    offers_by_others = 0
    for turn in range(2000):
        info = await h.bot.service.game(game_id)
        if info.status == "over":
            break
        if turn % 25 == 24:  # what any player may ask for in the channel
            asker = rng.choice(users)
            for command, options in QUERIES:
                await scan.check(await h.slash(asker, command, **options), asker)
        user, kind = await decider(h, game_id, users)
        panel = panel_of(h, user)
        pending_since = info.moves if kind != "take_material" and kind != "return_material" else 0
        assert pending_since <= seq_of(panel) <= info.moves, "the decider's latest panel is live"
        legal = await h.bot.service.legal_moves(Actor(user.id, ""), game_id)
        view = await h.bot.service.view(game_id)
        size = view["ring_size"]
        offered = {path_of(c) for c in picks(panel)}
        legal_paths = {facets(m, size) for m in legal}
        assert all(any(f[: len(o)] == o for f in legal_paths) for o in offered)
        before = await logged(h, game_id)
        sent, chosen = await play_by_panel(h, user, panel, rng)
        assert not [s for s in sent if GENERIC_ERROR in s.content], sent
        move = {facets(m, size): m for m in legal}[chosen]
        assert (await logged(h, game_id))[len(before)] == {"player": user.name, **move}
        await scan.check(sent, user)
        kinds.add(kind)
        if kind == "offer" and view["current_player"] != user.name:
            offers_by_others += 1
    else:
        raise AssertionError("the game does not end")
    assert kinds >= {"place_worker", "turn", "offer"}, kinds
    assert offers_by_others, "no offering was decided by a player other than the builder"
    final = [s for s in h.sent if s.posted][-1]
    assert "The game is over." in final.content
    view = await h.bot.service.view(game_id)
    for name, points in view["scores"].items():
        assert f"{name}: {points} points" in final.content or f", {name}: {points}" in final.content
    return scan


async def test_a_two_player_game_by_dm_panels(harness: Harness) -> None:
    scan = await play_whole_game(harness, 2, seed=4)
    assert scan.boards["public"] > 20 and scan.boards["private"] > 20


async def test_a_three_player_game_by_dm_panels(harness: Harness) -> None:
    scan = await play_whole_game(harness, 3, seed=7, boards_every=4)
    assert scan.checked > 100


# --- restarts, exchanges ---------------------------------------------------------------------


async def play_until(
    h: Harness, game_id: int, users: list[User], kind: str, rng: random.Random
) -> User:
    """Plays by the panels until a decision of `kind` is pending; returns its decider."""
    for _ in range(500):
        user, pending = await decider(h, game_id, users)
        if pending == kind:
            return user
        await play_by_panel(h, user, panel_of(h, user), rng)
    raise AssertionError(f"no {kind} decision came")


async def test_a_ritual_goes_on_after_a_restart_with_the_panels_sent_before(
    db_path: Path, clock: FakeClock
) -> None:
    rng = random.Random(2)
    async with running_bot(db_path, clock) as first:
        users, game_id = await open_game(first, 2)
        owner = await play_until(first, game_id, users, "offer", rng)
        panel = panel_of(first, owner)
        ritual = (await first.bot.service.view(game_id))["ritual"]
        assert ritual is not None
    async with running_bot(db_path, clock) as second:
        before = await logged(second, game_id)
        choice = next(c for c in picks(panel) if path_of(c) == ("offer", "o:-"))
        sent = await click(second, owner, panel, choice)
        assert not [s for s in sent if s.ephemeral], "a successful click gets no private reply"
        assert not [s for s in sent if GENERIC_ERROR in s.content]
        after = await logged(second, game_id)
        assert after[: len(before)] == before
        assert after[len(before)] == {"player": owner.name, "type": "offer", "materials": []}
        assert any(f"offers nothing at space {ritual['space'] + 1}" in s.content for s in sent)
        # the same click again is refused: the panel was for a move now made
        again = await click(second, owner, panel, choice)
        assert again[0].ephemeral and await logged(second, game_id) == after


async def test_an_exchange_outside_ones_turn(harness: Harness) -> None:
    h = harness
    users, game_id = await open_game(h, 2)
    rng = random.Random(3)
    mover = await play_until(h, game_id, users, "turn", rng)
    other = next(u for u in users if u is not mover)
    panel = panel_of(h, mover)  # the decider's panel, drawn before anyone exchanges
    scan = LeakScan(h, game_id, users)
    # by command, in the channel, outside the turn (the reply only they see)
    view = await h.bot.service.view(game_id, other.id)
    held = next(p for p in view["players"] if p["name"] == other.name)["materials"]
    possible = exchange_moves(held, view["supply_available"])
    assert possible, "the seed gives the other player 3 materials to exchange"
    take = possible[-1]["take"]
    options = await h.autocomplete(other, "meduris exchange", "give", take=take)
    expected = [counts_text(m["give"]) for m in possible if m["take"] == take]
    assert [c["value"] for c in options] == expected
    sent = await h.slash(other, "meduris exchange", give=options[-1]["value"], take=take)
    assert sent[0].ephemeral and GENERIC_ERROR not in sent[0].content
    await scan.check(sent, other)
    assert (await logged(h, game_id))[-1] == {
        "player": other.name,
        "type": "exchange",
        "give": possible[-1]["give"],
        "take": take,
    }
    assert not [s for s in sent if s.posted], "the turn stays: its post is edited"
    assert f"{other.name} exchanged" in "\n".join(m["content"] for m in h.messages.values())
    assert not [s for s in sent if s.kind == "dm" and s.dm_user == mover.id], (
        "someone else's exchange does not DM the decider a new panel"
    )
    # the decider exchanges from their panel, in steps only they see
    exchange = next(c for c in panel.custom_ids() if c.endswith(":b:exchange"))
    step = await click(h, mover, panel, (exchange, None))
    await scan.check(step, mover)
    before = await logged(h, game_id)
    for _ in range(3):  # take which, then give which (one step when few are possible)
        [menu] = [s for s in step if s.ephemeral and picks(s)]
        stone = [c for c in picks(menu) if str(c[1]).startswith("exchange|t:stone")]
        step = await click(h, mover, menu, (stone or picks(menu))[0])
        await scan.check(step, mover)
        if not [s for s in step if s.ephemeral and picks(s)]:
            break
    [move] = (await logged(h, game_id))[len(before) :]
    assert move["type"] == "exchange" and move["player"] == mover.name
    # the decider's panel, edited in place after their exchange, goes on: side moves
    assert (await decider(h, game_id, users))[0] is mover
    assert not [s for s in step if s.kind == "dm"], "the mover's panel is edited, no new DM"
    sent, _ = await play_by_panel(h, mover, panel_of(h, mover), rng)
    assert not [s for s in sent if "no longer" in s.content or GENERIC_ERROR in s.content]
    assert not [s for s in sent if "since that was sent" in s.content]


async def test_others_clicking_a_panel_are_refused(harness: Harness) -> None:
    h = harness
    users, game_id = await open_game(h, 2)
    mover, _ = await decider(h, game_id, users)
    other = next(u for u in users if u is not mover)
    panel = panel_of(h, mover)
    before = await logged(h, game_id)
    sent = await click(h, other, panel, picks(panel)[0])
    assert [(s.ephemeral, s.content) for s in sent] == [(True, f"It is {mover.name}'s turn.")]
    sent = await click(h, h.user("eve"), panel, picks(panel)[0])
    assert sent[0].ephemeral and "not playing" in sent[0].content
    assert await logged(h, game_id) == before


# --- the commands ------------------------------------------------------------------------------


def slash_for(move: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    path = {
        "place_worker": "place",
        "take_material": "take",
        "return_material": "return",
        "big_harvest": "harvest",
        "build_hut": "hut",
        "build_temple": "temple",
        "offer": "offer",
    }[move["type"]]
    options = command_options(move)
    if options.get("pay") == "exact":
        del options["pay"]
    return f"meduris {path}", options


async def test_a_game_played_by_slash_commands_with_autocomplete(harness: Harness) -> None:
    """Every decision made by `/meduris`, its options as autocomplete offers them."""
    h = harness
    users, game_id = await open_game(h, 2)
    rng = random.Random(11)
    made: set[str] = set()
    for _ in range(120):
        if not await h.bot.service.pending(game_id):
            break
        user, _ = await decider(h, game_id, users)
        legal = await h.bot.service.legal_moves(Actor(user.id, ""), game_id)
        builds = [m for m in legal if m["type"].startswith("build")]
        move = rng.choice(builds if builds and rng.random() < 0.7 else legal)
        path, options = slash_for(move)
        for name, value in options.items():
            if name in ("space", "pay", "from", "level", "materials"):
                filled = {k: v for k, v in options.items() if k != name and k != "pay"}
                offered = await h.autocomplete(user, path, name, **filled)
                assert value in [c["value"] for c in offered], (name, value, offered)
        before = await logged(h, game_id)
        sent = await h.slash(user, path, **options)
        assert sent[0].ephemeral and GENERIC_ERROR not in sent[0].content, sent
        assert (await logged(h, game_id))[len(before)] == {"player": user.name, **move}
        made.add(move["type"])
    assert {"place_worker", "big_harvest", "build_hut", "offer"} <= made, made


async def test_bad_command_input_is_refused_with_a_clear_message(harness: Harness) -> None:
    h = harness
    users, game_id = await open_game(h, 2)
    mover, _ = await decider(h, game_id, users)
    before = await logged(h, game_id)
    sent = await h.slash(mover, "meduris hut", space=3, pay="three woods")
    assert sent[0].ephemeral and "A payment lists materials" in sent[0].content
    sent = await h.slash(mover, "meduris offer", materials="gold")
    assert sent[0].ephemeral and "An offering is" in sent[0].content
    sent = await h.slash(mover, "meduris hut", space=3)
    assert sent[0].ephemeral and "the decision now is placing a worker" in sent[0].content
    assert await logged(h, game_id) == before


async def test_rules_in_both_languages_say_the_four_player_ring_is_approximate(
    harness: Harness,
) -> None:
    h = harness
    ann = h.user("ann")
    english = [s for s in await h.slash(ann, "game rules", game="meduris") if s.content]
    assert "approximation" in english[0].content
    assert "/meduris exchange" in "\n".join(s.content for s in english)
    italian = await h.slash(ann, "game rules", game="meduris", locale="it")
    assert "approssimazione" in next(s for s in italian if s.content).content


def test_meduris_words_read_in_italian() -> None:
    assert i18n.term("wood", "it") == "legno"


@pytest.mark.parametrize("players", [2, 4])
async def test_the_channel_board_is_the_public_view(harness: Harness, players: int) -> None:
    h = harness
    _, game_id = await open_game(h, players)
    [post] = [s for s in h.sent if s.posted and h.files_of(s)][-1:]
    view = await h.bot.service.view(game_id)
    assert view["viewer"] == PUBLIC and view["approximate_ring"] == (players == 4)
    assert h.files_of(post)[0][1] == render(view)


async def test_a_step_in_italian_speaks_italian(harness: Harness) -> None:
    """The next step of a choice is drawn in the clicker's language."""
    h = harness
    users, game_id = await open_game(h, 2)
    mover = await play_until(h, game_id, users, "turn", random.Random(5))
    panel = panel_of(h, mover)
    district = next(c for c in picks(panel) if path_of(c)[0] == "hut" and len(path_of(c)) == 2)
    custom_id, value = district
    step = await h.click(mover, panel, custom_id, [str(value)], locale="it")
    [menu] = [s for s in step if s.ephemeral and picks(s)]
    labels = [o["label"] for c in iter_components(menu.components) for o in c.get("options", [])]
    assert labels and all(label.startswith("Casella ") for label in labels), labels
    assert any("paghi" in label for label in labels), labels


EXAMPLE = re.compile(r"`/meduris (\w+) ([^`]*)`")
OPTION = re.compile(r"(\w+):(.*?)(?= \w+:|$)")


@pytest.mark.parametrize("language", ["en", "it"])
def test_every_example_of_the_how_to_play_is_a_well_formed_move(language: str) -> None:
    """Each `/meduris` example in `/game rules` names real options and makes a move the engine
    can read; each section fits a Discord embed field."""
    sections = registry.plugin("meduris").rules_text[language]
    assert all(len(section) <= 1000 for section in sections)
    examples = EXAMPLE.findall("\n".join(sections))
    assert {name for name, _ in examples} == set(COMMAND_MOVES)
    for name, text in examples:
        options = {key: value.strip() for key, value in OPTION.findall(text)}
        move = example_move(name, options)
        assert GAME.move_to_json(GAME.parse_move(move)) == move, (name, options)


def example_move(name: str, options: dict[str, str]) -> dict[str, Any]:
    """The move `/meduris <name>` makes with these options (as the cog builds it: spaces and
    levels typed from 1)."""
    if name == "hut":
        return build_move("build_hut", from_typed(int(options["space"])), options.get("pay"))
    if name == "temple":
        return build_move("build_temple", from_typed(int(options["space"])), options.get("pay"))
    if name == "offer":
        return offer_move(options["materials"], options.get("pay"))
    if name == "exchange":
        return {"type": "exchange", "give": parse_counts(options["give"]), "take": options["take"]}
    if name == "harvest":
        level = from_typed(int(options["level"]))
        return {"type": "big_harvest", "from": options["from"], "level": level, "to": options["to"]}
    field_name = "highland" if name == "place" else "material"
    return {"type": COMMAND_MOVES[name], field_name: options[field_name]}


async def test_a_build_chosen_in_steps_across_a_restart_on_the_four_player_ring(
    db_path: Path, clock: FakeClock
) -> None:
    """On the 40-space ring a hut is chosen by district, then space and payment; the step
    offered before a restart still builds exactly the hut picked after it."""
    rng = random.Random(8)
    async with running_bot(db_path, clock) as first:
        users, game_id = await open_game(first, 4)
        mover = await play_until(first, game_id, users, "turn", rng)
        panel = panel_of(first, mover)
        districts = [c for c in picks(panel) if path_of(c)[0] == "hut"]
        assert all(len(path_of(c)) == 2 for c in districts), "too many spaces for one select"
        custom_id, value = districts[-1]
        step = await first.click(mover, panel, custom_id, [str(value)])
        [menu] = [s for s in step if s.ephemeral and picks(s)]
        choice = picks(menu)[-1]
        legal = await first.bot.service.legal_moves(Actor(mover.id, ""), game_id)
        move = {facets(m, 40): m for m in legal}[path_of(choice)]
    assert move["type"] == "build_hut" and path_of(choice)[1] == str(value).split("|")[1]
    async with running_bot(db_path, clock) as second:
        before = await logged(second, game_id)
        done = await click(second, mover, menu, choice)
        assert not [s for s in done if GENERIC_ERROR in s.content]
        assert (await logged(second, game_id))[len(before)] == {"player": mover.name, **move}
        assert any(f"built a hut on space {move['space'] + 1}" in s.content for s in done)


# --- spaces and levels as players count them ---------------------------------------------------


def option_labels(message: Sent) -> list[str]:
    return [
        option["label"]
        for item in iter_components(message.components)
        if item.get("type") == 3
        for option in item["options"]
    ]


async def test_a_space_typed_from_1_is_the_engines_and_reads_as_typed(harness: Harness) -> None:
    """`/meduris hut space:N` builds on the engine's space N-1 and the table reads space N;
    the DM panel and autocomplete count districts and spaces from 1; 0 is refused."""
    h = harness
    users, game_id = await open_game(h, 2)
    mover = await play_until(h, game_id, users, "turn", random.Random(3))
    labels = option_labels(panel_of(h, mover))
    assert any(label.startswith("District 1,") for label in labels), labels
    assert not [label for label in labels if re.search(r"(District|Space) 0\b", label)], labels
    legal = await h.bot.service.legal_moves(Actor(mover.id, ""), game_id)
    hut = next(m for m in legal if m["type"] == "build_hut" and "pay" not in m)
    space = hut["space"] + 1
    offered = await h.autocomplete(mover, "meduris hut", "space")
    assert space in [c["value"] for c in offered]
    assert next(c["name"] for c in offered if c["value"] == space).startswith(f"Space {space} ")

    before = await logged(h, game_id)
    for command, options, refusal in (
        ("meduris hut", {"space": 0}, "space must be between 1 and 40; you gave 0."),
        ("meduris temple", {"space": 41}, "space must be between 1 and 40; you gave 41."),
        (
            "meduris harvest",
            {"from": "wood", "level": 0, "to": "stone"},
            "level must be between 1 and 3; you gave 0.",
        ),
    ):
        sent = await h.slash(mover, command, **options)
        assert [(s.ephemeral, s.content) for s in sent] == [(True, refusal)]
    assert await logged(h, game_id) == before

    sent = await h.slash(mover, "meduris hut", space=space)
    assert (await logged(h, game_id))[len(before)] == {"player": mover.name, **hut}
    assert any(f"built a hut on space {space} (district" in s.content for s in sent), sent


async def test_a_slash_exchange_after_a_panel_click_leaves_the_new_panel_its_choices(
    harness: Harness,
) -> None:
    """The panel carrying the last click's Undo is the one this play renews: the Undo goes
    before the renewal, never after it (which would wipe the new choices)."""
    h = harness
    users, game_id = await open_game(h, 2)
    rng = random.Random(5)
    tried = 0
    for _ in range(300):
        if tried == 3 or (await h.bot.service.game(game_id)).status == "over":
            break
        user, _kind = await decider(h, game_id, users)
        await play_by_panel(h, user, panel_of(h, user), rng)
        if (await decider(h, game_id, users))[0] is not user:
            continue
        live = h.live(user=user)
        if not (len(live) == 1 and any(c.startswith(UNDO) for c in live[0].custom_ids())):
            continue
        view = await h.bot.service.view(game_id, user.id)
        held = next(p for p in view["players"] if p["name"] == user.name)["materials"]
        possible = exchange_moves(held, view["supply_available"])
        if not possible:
            continue
        move = possible[-1]
        await h.slash(user, "meduris exchange", give=counts_text(move["give"]), take=move["take"])
        tried += 1
        assert (await decider(h, game_id, users))[0] is user
        after = h.live(user=user)
        assert len(after) == 1 and picks(after[0])
    assert tried > 0
