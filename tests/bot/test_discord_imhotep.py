"""Imhotep played through real discord.py: slash commands, buttons and selects, offline."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from harness import (
    CHANNEL_ID,
    MANAGE_GUILD,
    Harness,
    Sent,
    Upload,
    User,
    choice_ids,
    choices_of,
    choose_by_components,
    iter_components,
    last_prompt,
    running_bot,
)

from bot.facets import narrow
from bot.games.imhotep.cog import command_options
from bot.games.imhotep.components import facets
from bot.service.actor import Actor

GENERIC_ERROR = "Something went wrong"


async def open_game(h: Harness, **options: Any) -> tuple[User, User, int]:
    ann, bob = h.user("ann"), h.user("bob")
    await h.slash(ann, "game create", game="imhotep", **options)
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "game start")
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return ann, bob, info.id


async def whose_turn(h: Harness, game_id: int, users: dict[int, User]) -> User:
    pending = await h.bot.service.pending(game_id)
    assert len(pending) == 1
    return users[pending[0][0]]


def slash_for(move: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The /imhotep command a player would type for a move (replay JSON)."""
    kind = move["type"]
    if kind == "take_stones":
        return "imhotep take", {}
    if kind == "pass":
        return "imhotep pass", {}
    path = {"place_stone": "place", "sail": "sail", "take_card": "pick", "play_card": "play"}
    return f"imhotep {path[kind]}", command_options(move)


async def assert_prompt_is_legal(h: Harness, game_id: int, prompt: Sent, user: User) -> None:
    """Every option under a prompt is (or leads only to) a legal move of the prompted player."""
    legal = {facets(m) for m in await h.bot.service.legal_moves(Actor(user.id, ""), game_id)}
    assert legal
    for custom_id, value in choices_of(prompt):
        chosen = tuple(value.split("|")) if value else (custom_id.rsplit(":", 1)[1],)
        assert any(f[: len(chosen)] == chosen for f in legal), (chosen, legal)
    assert user.mention in prompt.content


async def test_a_whole_game_through_commands_and_components(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    rng = random.Random(5)
    turns = 0
    not_first = 0
    while (await h.bot.service.game(game_id)).status != "over":
        user = await whose_turn(h, game_id, users)
        prompt = last_prompt(h.sent)
        assert prompt is not None
        legal = await h.bot.service.legal_moves(Actor(user.id, ""), game_id)
        view_before, log_before = await h.bot.service.view(game_id), await logged(h, game_id)
        start = len(h.sent)
        if turns % 3 == 2:
            move = rng.choice(legal)
            path, options = slash_for(move)
            await h.slash(user, path, **options)
        else:
            await assert_prompt_is_legal(h, game_id, prompt, user)
            _, chosen = await choose_by_components(h, user, prompt, rng)
            move = {facets(m): m for m in legal}[chosen]
        replies = [s for s in h.sent[start:] if s.created and s.ephemeral and not choice_ids(s)]
        if turns % 3 == 2:  # a command gets a short private answer: what it did
            assert len(replies) == 1 and user.name in replies[0].content
        else:  # a click gets none: the message clicked says what was done, and its
            # components go unless the same player decides again (then they are the next)
            assert not replies
            if choice_ids(h.current(prompt)):
                assert await whose_turn(h, game_id, users) is user
        assert not [s for s in h.sent[start:] if GENERIC_ERROR in s.content]
        # exactly the chosen move was applied, once, and the game moved on; after it only
        # moves that left their player no choice, played by the service
        rows = await h.bot.service.db.moves(game_id)
        mine = len(log_before) + 1
        assert [r.move for r in rows[:mine]] == [*log_before, {"player": user.name, **move}]
        assert all(r.user_id is None for r in rows[mine:])
        assert await h.bot.service.view(game_id) != view_before
        not_first += move != legal[0]
        turns += 1
        assert turns < 400, "the game does not end"
    assert not_first > turns // 2, "too few turns tell the chosen move from the first legal one"

    view = await h.bot.service.view(game_id)
    assert view["over"] and view["ranking"]
    final = [s for s in h.sent if s.posted][-1]
    assert "The game is over." in final.content
    for name, points in view["scores"].items():
        assert f"{name}: {points} points" in final.content or f", {name}: {points}" in final.content
    assert [name for name, _ in h.files_of(final)] == ["board.png"]
    assert h.files_of(final)[0][1].startswith(b"\x89PNG")
    assert not final.custom_ids()


async def test_others_clicking_are_refused_and_nothing_changes(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    carol = h.user("carol")
    mover = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    other = bob if mover is ann else ann
    prompt = last_prompt(h.sent)
    assert prompt is not None
    before = await h.bot.service.view(game_id)
    custom_id, value = choices_of(prompt)[0]
    values = None if value is None else [value]

    sent = await h.click(carol, prompt, custom_id, values)
    assert [(s.ephemeral, s.content) for s in sent] == [(True, "You are not in this game.")]
    sent = await h.click(other, prompt, custom_id, values)
    assert [(s.ephemeral, s.content) for s in sent] == [(True, f"It is {mover.name}'s turn.")]
    sent = await h.slash(other, "imhotep take")
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, f"It is not your turn: waiting for {mover.name}.")
    ]
    sent = await h.slash(carol, "imhotep take")
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, f"You are not playing in game #{game_id}.")
    ]
    assert await h.bot.service.view(game_id) == before


async def test_selects_and_buttons_of_old_messages_work_after_a_restart(
    db_path: Any, clock: Any
) -> None:
    """Components are DynamicItems: a select and a button of messages posted before a restart
    still make exactly the move they name with a new bot (and service) on the same database."""
    async with running_bot(db_path, clock) as first:
        ann, bob, game_id = await open_game(first)
        users = {ann.id: ann, bob.id: bob}
        prompt = last_prompt(first.sent)
        assert prompt is not None
        mover = await whose_turn(first, game_id, users)
        other = bob if mover is ann else ann
        place_id = prompt.action_id("place")
        value = prompt.component(place_id)["options"][-1]["value"]
        first_service = first.bot.service
    _, spot = value.split("|")
    _, ship, slot = spot.split(":")
    placed = {"player": mover.name, "type": "place_stone", "ship": int(ship), "slot": int(slot)}

    async with running_bot(db_path, clock) as second:
        assert second.bot.service is not first_service
        log_before = await logged(second, game_id)
        sent = await second.click(mover, prompt, place_id, [value])
        assert [s.response_type for s in sent if s.kind == "response"] == [7]
        assert not [s for s in sent if s.ephemeral]
        assert GENERIC_ERROR not in sent[0].content
        assert await logged(second, game_id) == [*log_before, placed]
        next_prompt = last_prompt(sent)
        assert next_prompt is not None and other.mention in next_prompt.content
        before = await second.bot.service.view(game_id)

    async with running_bot(db_path, clock) as third:
        sent = await third.click(other, next_prompt, next_prompt.action_id("take"))
        assert [s.response_type for s in sent if s.kind == "response"] == [7]
        assert GENERIC_ERROR not in sent[0].content
        after = await third.bot.service.view(game_id)
        assert after["sleds"][other.name] > before["sleds"][other.name]
        assert (await logged(third, game_id))[-1] == {"player": other.name, "type": "take_stones"}
        post = last_prompt(sent)
        assert post is not None and post.files[0][0] == "board.png"


CHISEL_REPLAY = {
    "game": "imhotep",
    "players": ["ann", "bob"],
    "options": {"pharaohs_wrath": False},
    "seed": 3,
    "fixed": {
        "round_cards": [[4, 3, 2, 2]],
        "market_deck": ["chisel", "statue", "statue", "statue"],
    },
    "moves": [
        {"player": "ann", "type": "place_stone", "ship": 3, "slot": 0},
        {"player": "bob", "type": "sail", "ship": 3, "site": "market"},
        {"player": "ann", "type": "take_card", "card": "chisel"},
        {"player": "ann", "type": "take_stones"},
        {"player": "bob", "type": "take_stones"},
    ],
}


async def test_a_card_with_many_variants_is_chosen_in_steps(harness: Harness) -> None:
    """A chisel has more placements than one select holds: the player chooses in steps."""
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    replay = json.dumps(CHISEL_REPLAY).encode()
    sent = await h.slash(
        mod,
        "mod import",
        file=Upload("game.json", replay),
        seats=f"ann={ann.mention}, bob={bob.mention}",
    )
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None
    legal = await h.bot.service.legal_moves(Actor(ann.id, "ann"), info.id)
    chisels = [m for m in legal if m.get("card") == "chisel"]
    assert len(chisels) > 25
    prompt = last_prompt(h.sent)
    assert prompt is not None and ann.mention in prompt.content
    first = prompt.component(prompt.action_id("play"))["options"]
    assert 1 < len(first) <= 25
    assert all(o["value"].startswith("play|c:chisel|p:") for o in first)
    step = await h.click(ann, prompt, prompt.action_id("play"), [first[0]["value"]])
    assert len(step) == 1 and step[0].ephemeral
    second = step[0].component(step[0].action_id("more"))["options"]
    assert second and all(o["value"].startswith(first[0]["value"] + "|") for o in second)
    done = await h.click(ann, step[0], step[0].action_id("more"), [second[-1]["value"]])
    assert done[0].response_type == 7 and not choice_ids(done[0])  # the step, edited
    assert not [s for s in done if s.created and s.ephemeral]
    view = await h.bot.service.view(info.id)
    assert sum(slot == "ann" for ship in view["ships"] for slot in ship["slots"]) == 2
    assert view["cards"]["ann"] == []


async def test_a_step_select_offered_before_a_restart_still_works(db_path: Any, clock: Any) -> None:
    """The ephemeral "choose…" select of a many-variant card, answered after a restart."""
    async with running_bot(db_path, clock) as first:
        ann, _, game_id = await import_game(first, CHISEL_REPLAY)
        prompt = last_prompt(first.sent)
        assert prompt is not None
        play_id = prompt.action_id("play")
        step = await first.click(
            ann, prompt, play_id, [prompt.component(play_id)["options"][0]["value"]]
        )
        options = step[0].component(step[0].action_id("more"))["options"]
        value = options[len(options) // 2]["value"]
        legal = await first.bot.service.legal_moves(Actor(ann.id, "ann"), game_id)
        move = {facets(m): m for m in legal}[tuple(value.split("|"))]
    async with running_bot(db_path, clock) as second:
        log_before = await logged(second, game_id)
        done = await second.click(ann, step[0], step[0].action_id("more"), [value])
        assert [s.response_type for s in done if s.kind == "response"] == [7]
        assert GENERIC_ERROR not in done[0].content
        assert await logged(second, game_id) == [*log_before, {"player": "ann", **move}]
        assert (await second.bot.service.view(game_id))["cards"]["ann"] == []


def test_narrow_offers_the_longest_prefixes_that_fit() -> None:
    slots = [f"p:{ship}:{slot}" for ship in range(4) for slot in range(4)]
    chisel = [("play", "c:chisel", a, b) for a in slots for b in slots if a != b]
    firsts = narrow(("play",), chisel)
    assert len(firsts) == 16 and all(len(f) == 3 for f in firsts)
    assert narrow(firsts[0], chisel) == sorted(f for f in chisel if f[:3] == firsts[0])
    hammer = [("play", "c:hammer", "n"), *(("play", "c:hammer", s) for s in slots)]
    assert narrow(("play",), chisel + hammer) == [("play", "c:chisel"), ("play", "c:hammer")]
    place = [("place", s) for s in slots]
    assert narrow(("place",), place) == sorted(place)


async def test_autocomplete_offers_only_legal_values(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    user = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    other = bob if user is ann else ann
    legal = await h.bot.service.legal_moves(Actor(user.id, ""), game_id)
    ships = sorted({m["ship"] for m in legal if m["type"] == "place_stone"})
    choices = await h.autocomplete(user, "imhotep place", "ship")
    assert sorted(c["value"] for c in choices) == [ship + 1 for ship in ships]
    assert "Ship 1" in [c["name"] for c in choices]
    slots = sorted({m["slot"] for m in legal if m["type"] == "place_stone" and m["ship"] == 0})
    choices = await h.autocomplete(user, "imhotep place", "slot", ship=1)
    assert sorted(c["value"] for c in choices) == [slot + 1 for slot in slots]
    assert await h.autocomplete(other, "imhotep place", "ship") == []


async def test_autocomplete_in_a_lobby_offers_nothing(harness: Harness) -> None:
    h = harness
    ann = h.user("ann")
    await h.slash(ann, "game create", game="imhotep")
    assert await h.autocomplete(ann, "imhotep place", "ship") == []
    assert await h.autocomplete(ann, "imhotep pick", "card", channel_id=CHANNEL_ID + 1) == []


# --- each /imhotep command submits exactly the move its options describe ------------------


def scenario(deck: list[str], moves: list[dict[str, Any]]) -> dict[str, Any]:
    """A two-player replay on round card 4-3-2-2 (ships 0-3 of sizes 4, 3, 2, 2)."""
    return {
        "game": "imhotep",
        "players": ["ann", "bob"],
        "options": {"pharaohs_wrath": False},
        "seed": 3,
        "fixed": {"round_cards": [[4, 3, 2, 2]], "market_deck": deck},
        "moves": moves,
    }


def holding(card: str) -> dict[str, Any]:
    """Ann's turn with `card` in hand and 4 stones on her sled; for the lever, ship 2 is full
    (ann at slot 0, bob at slot 1)."""
    moves = [
        {"player": "ann", "type": "place_stone", "ship": 3, "slot": 0},
        {"player": "bob", "type": "sail", "ship": 3, "site": "market"},
        {"player": "ann", "type": "take_card", "card": card},
        {"player": "ann", "type": "take_stones"},
        {"player": "bob", "type": "take_stones"},
    ]
    if card == "lever":
        moves += [
            {"player": "ann", "type": "place_stone", "ship": 2, "slot": 0},
            {"player": "bob", "type": "place_stone", "ship": 2, "slot": 1},
        ]
    return scenario([card, "statue", "statue", "statue"], moves)


async def import_game(h: Harness, replay: dict[str, Any]) -> tuple[User, User, int]:
    mod = h.user("mod", permissions=MANAGE_GUILD)
    ann, bob = h.user("ann"), h.user("bob")
    sent = await h.slash(
        mod,
        "mod import",
        file=Upload("game.json", json.dumps(replay).encode()),
        seats=f"ann={ann.mention}, bob={bob.mention}",
    )
    assert not [s for s in sent if GENERIC_ERROR in s.content], sent
    info = await h.bot.service.game_in_channel(CHANNEL_ID)
    assert info is not None and info.status == "running"
    return ann, bob, info.id


async def logged(h: Harness, game_id: int) -> list[dict[str, Any]]:
    """The game's move log (each move with its "player")."""
    return [row.move for row in await h.bot.service.db.moves(game_id)]


async def slash_applies(
    h: Harness, game_id: int, user: User, path: str, options: dict[str, Any], move: dict[str, Any]
) -> None:
    """`path options` from `user` logs exactly `move` (one new entry), which was legal and not
    simply the first legal move."""
    legal = await h.bot.service.legal_moves(Actor(user.id, user.name), game_id)
    assert move in legal and move != legal[0], (move, legal[:3])
    before = await logged(h, game_id)
    sent = await h.slash(user, path, **options)
    assert sent[0].ephemeral and GENERIC_ERROR not in sent[0].content, sent
    assert await logged(h, game_id) == [*before, {"player": user.name, **move}]


async def test_each_move_command_submits_the_move_its_options_describe(harness: Harness) -> None:
    h = harness
    replay = scenario(["statue", "hammer", "chisel", "sail"], [])
    ann, bob, game_id = await import_game(h, replay)
    # ships and slots are typed as players count them, from 1; the engine's are from 0
    place = {"type": "place_stone", "ship": 2, "slot": 1}
    await slash_applies(h, game_id, ann, "imhotep place", {"ship": 3, "slot": 2}, place)
    place = {"type": "place_stone", "ship": 3, "slot": 0}
    await slash_applies(h, game_id, bob, "imhotep place", {"ship": 4, "slot": 1}, place)
    sail = {"type": "sail", "ship": 3, "site": "market"}
    await slash_applies(h, game_id, ann, "imhotep sail", {"ship": 4, "site": "market"}, sail)
    pick = {"type": "take_card", "card": "chisel"}
    await slash_applies(h, game_id, bob, "imhotep pick", {"card": "chisel"}, pick)
    sail = {"type": "sail", "ship": 2, "site": "temple"}
    await slash_applies(h, game_id, bob, "imhotep sail", {"ship": 3, "site": "temple"}, sail)
    before = await logged(h, game_id)
    await h.slash(ann, "imhotep take")
    assert await logged(h, game_id) == [*before, {"player": "ann", "type": "take_stones"}]
    # pass is legal only when nothing else is; the engine's refusal shows a pass was sent
    sent = await h.slash(bob, "imhotep pass")
    assert [s.ephemeral for s in sent] == [True] and "pass only when" in sent[0].content
    assert len(await logged(h, game_id)) == len(before) + 1


BLUE_CARD_COMMANDS = [
    ("hammer", {"ship": 2, "slot": 3}, {"ship": 1, "slot": 2}),
    ("hammer", {}, {}),
    (
        "chisel",
        {"ship": 1, "slot": 4, "ship2": 2, "slot2": 3},
        {"stones": [{"ship": 0, "slot": 3}, {"ship": 1, "slot": 2}]},
    ),
    (
        "sail",
        {"ship": 3, "slot": 2, "site": "obelisks"},
        {"ship": 2, "slot": 1, "site": "obelisks"},
    ),
    (
        "lever",
        {"ship": 3, "site": "temple", "order": "2,1"},
        {"ship": 2, "site": "temple", "order": [1, 0]},
    ),
]
"""Each card's options as typed (ships and slots from 1) and the move's fields (from 0)."""


@pytest.mark.parametrize(("card", "options", "fields"), BLUE_CARD_COMMANDS)
async def test_play_submits_the_blue_card_with_every_option_given(
    harness: Harness, card: str, options: dict[str, Any], fields: dict[str, Any]
) -> None:
    h = harness
    ann, _, game_id = await import_game(h, holding(card))
    move = {"type": "play_card", "card": card, **fields}
    await slash_applies(h, game_id, ann, "imhotep play", {"card": card, **options}, move)
    assert (await h.bot.service.view(game_id))["cards"]["ann"] == []


HAMMER_HALF = 'The hammer\'s extra stone needs both "ship" and "slot"; you gave only {}.'
CHISEL_ALL = {"ship": 1, "slot": 1, "ship2": 2, "slot2": 2}
SAIL_ALL = {"ship": 3, "slot": 1, "site": "temple"}
LEVER_ALL = {"ship": 3, "site": "temple", "order": "2,1"}
HALF_GIVEN = [
    ("hammer", {"ship": 1}, HAMMER_HALF.format("ship")),
    ("hammer", {"slot": 2}, HAMMER_HALF.format("slot")),
    ("hammer", {"ship": 1, "slot": 2, "site": "temple"}, "hammer card does not use the site"),
    ("hammer", {"order": "1"}, "The hammer card does not use the order option"),
    ("chisel", {"ship": 1, "slot": 1, "ship2": 2}, "This card needs the slot2 option."),
    ("chisel", {"ship": 1, "slot2": 2, "ship2": 2}, "This card needs the slot option."),
    ("chisel", {**CHISEL_ALL, "site": "temple"}, "The chisel card does not use the site"),
    ("sail", {"ship": 3, "slot": 1}, "This card needs the site option."),
    ("sail", {"ship": 3, "site": "temple"}, "This card needs the slot option."),
    ("sail", {**SAIL_ALL, "ship2": 2}, "The sail card does not use the ship2 option"),
    ("lever", {"ship": 3, "site": "temple"}, "This card needs the order option."),
    ("lever", {"site": "temple", "order": "2,1"}, "This card needs the ship option."),
    ("lever", {**LEVER_ALL, "slot": 1}, "The lever card does not use the slot option"),
]


@pytest.mark.parametrize(("card", "options", "message"), HALF_GIVEN)
async def test_play_refuses_options_that_do_not_describe_one_move(
    harness: Harness, card: str, options: dict[str, Any], message: str
) -> None:
    """A card is never spent on a move the player did not fully describe: the half-given or
    foreign option is named, ephemeral, and the game is exactly as before."""
    h = harness
    ann, _, game_id = await import_game(h, holding(card))
    before = (await h.bot.service.view(game_id), await logged(h, game_id))
    assert before[0]["cards"]["ann"] == [card]
    sent = await h.slash(ann, "imhotep play", card=card, **options)
    assert [s.ephemeral for s in sent] == [True]
    assert message in sent[0].content
    assert (await h.bot.service.view(game_id), await logged(h, game_id)) == before


async def test_games_in_the_harness_are_reproducible(tmp_path: Any) -> None:
    """The harness gives the service a deterministic seed source: the same commands on two
    fresh bots deal the same game (and a failing run can be replayed)."""
    views = []
    for run in ("first", "second"):
        async with running_bot(tmp_path / f"{run}.db") as h:
            _, _, game_id = await open_game(h)
            row = await h.bot.service.db.get_game(game_id)
            assert row is not None and row.seed == 1
            views.append(await h.bot.service.view(game_id))
    assert views[0] == views[1]


# --- ships and slots as players count them ---------------------------------------------------


def option_labels(message: Sent) -> list[str]:
    return [
        option["label"]
        for item in iter_components(message.components)
        if item.get("type") == 3
        for option in item["options"]
    ]


async def test_ship_1_slot_1_typed_is_the_engines_first_and_reads_as_typed(
    harness: Harness,
) -> None:
    """A player types and reads ships and slots from 1; the engine and the log keep 0."""
    h = harness
    ann, bob, game_id = await open_game(h)
    users = {ann.id: ann, bob.id: bob}
    mover = await whose_turn(h, game_id, users)
    other = bob if mover is ann else ann
    prompt = last_prompt(h.sent)
    assert prompt is not None
    labels = option_labels(prompt)
    assert any(label.startswith("Ship 1 (size") and "slot 1" in label for label in labels)
    assert not [label for label in labels if "Ship 0" in label or "slot 0" in label], labels

    before = await logged(h, game_id)
    sent = await h.slash(mover, "imhotep place", ship=1, slot=1)
    placed = {"player": mover.name, "type": "place_stone", "ship": 0, "slot": 0}
    assert await logged(h, game_id) == [*before, placed]
    told = [s.content for s in sent if f"{mover.name} placed a stone on ship" in s.content]
    assert told and all("on ship 1, slot 1." in text for text in told), told

    sent = await h.slash(other, "imhotep place", ship=1, slot=1)
    assert sent[0].content == f"Slot 1 of ship 1 already holds {mover.name}'s stone."
    sent = await h.slash(other, "imhotep place", ship=1, slot=1, locale="it")
    assert sent[0].content == f"La casella 1 della barca 1 ha già una pietra di {mover.name}."
    for options, refusal in (
        ({"ship": 0, "slot": 2}, "ship must be between 1 and 4; you gave 0."),
        ({"ship": 2, "slot": 0}, "slot must be between 1 and 4; you gave 0."),
        ({"ship": 5, "slot": 1}, "ship must be between 1 and 4; you gave 5."),
    ):
        sent = await h.slash(other, "imhotep place", **options)
        assert [(s.ephemeral, s.content) for s in sent] == [(True, refusal)]
    assert await logged(h, game_id) == [*before, placed]
