"""/mod through real discord.py: who may use it, range checks, export and import."""

from __future__ import annotations

import json

import pytest
from harness import CHANNEL_ID, MANAGE_GUILD, Harness, Role, Upload
from test_discord_imhotep import open_game, whose_turn
from test_discord_lobby_answers import answered_by_post

NOT_MODERATOR = "Only members with Manage Server or the moderator role can use /mod."


async def test_mod_is_refused_to_a_member_without_the_permission(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    for user in (ann, bob):
        sent = await h.slash(user, "mod pause")
        assert [(s.ephemeral, s.content) for s in sent] == [(True, NOT_MODERATOR)]
    assert (await h.bot.service.game(game_id)).status == "running"

    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod pause")
    assert (await h.bot.service.game(game_id)).status == "paused"
    assert answered_by_post(sent).content == "mod paused the game."


async def test_the_moderator_role_opens_mod_but_not_setup(harness: Harness) -> None:
    h = harness
    await open_game(h)
    role = Role(555_000_000_000_000_001, "referees")
    h.add_guild_roles(role)
    referee = h.user("referee", roles=(role.id,))
    assert (await h.slash(referee, "mod pause"))[0].content == NOT_MODERATOR

    admin = h.user("admin", permissions=MANAGE_GUILD)
    sent = await h.slash(admin, "mod setup", role=role)
    assert sent[0].ephemeral and f"<@&{role.id}>" in sent[0].content

    sent = await h.slash(referee, "mod pause")
    assert answered_by_post(sent).content == "referee paused the game."
    assert (await h.bot.service.game_in_channel(CHANNEL_ID)).status == "paused"  # type: ignore[union-attr]
    sent = await h.slash(referee, "mod setup", role=role)
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, "You need the Manage Server permission for this.")
    ]


async def test_a_moderator_command_is_answered_with_its_post(harness: Harness) -> None:
    """What a moderator did is told once, in the channel, as the command's public response: no
    private copy of the same line. A refusal stays private."""
    h = harness
    ann, bob, game_id = await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    waiting = await whose_turn(h, game_id, {ann.id: ann, bob.id: bob})
    idle = bob if waiting is ann else ann
    cyd = h.user("cyd")
    answers = [
        answered_by_post(await h.slash(mod, "mod pause")).content,
        answered_by_post(await h.slash(mod, "mod resume")).content,
        answered_by_post(await h.slash(mod, "mod standin", player=idle)).content,
        answered_by_post(await h.slash(mod, "mod standin-off", player=idle)).content,
        answered_by_post(await h.slash(mod, "mod replace", old=idle, new=cyd)).content,
    ]
    name = idle.name
    assert answers == [
        "mod paused the game.",
        f"{waiting.mention}\nmod resumed the game.",
        f"mod handed {name}'s seat to the built-in player (stand-in) until {name} takes it back"
        " (/game standin-off) or a moderator hands it back (/mod standin-off).",
        f"{idle.mention}\nmod handed {name}'s seat back: {name} plays it again.",
        f"{cyd.mention}\n{name} is now played by a new player.",
    ]
    refused = await h.slash(mod, "mod resume")
    assert [s.ephemeral for s in refused] == [True]


async def test_option_ranges_are_checked_by_the_handler(harness: Harness) -> None:
    h = harness
    await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod extend", minutes=0)
    assert [(s.ephemeral, s.content) for s in sent] == [
        (True, "minutes must be between 1 and 10080; you gave 0.")
    ]
    sent = await h.slash(mod, "mod settings", reminders="soon")
    assert sent[0].ephemeral and "soon" in sent[0].content
    sent = await h.slash(mod, "mod rollback", moves=-2)
    assert sent[0].ephemeral and "moves must be between" in sent[0].content


async def test_export_then_import_in_another_channel(harness: Harness) -> None:
    h = harness
    ann, bob, game_id = await open_game(h)
    await h.slash(ann, "imhotep take")
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod export")
    answer = [s for s in sent if s.kind in ("response", "followup") and s.files]
    assert len(answer) == 1 and answer[0].ephemeral
    replay = json.loads(answer[0].files[0][1])
    assert replay["game"] == "imhotep" and replay["moves"] == [
        {"player": "ann", "type": "take_stones"}
    ]

    other = 920_000_000_000_000_777
    bad = await h.slash(mod, "mod import", file=Upload("x.json", b"{nope"), channel_id=other)
    assert bad[-1].ephemeral and "That file is not a replay" in bad[-1].content
    sent = await h.slash(
        mod,
        "mod import",
        file=Upload("game.json", json.dumps(replay).encode()),
        seats=f"ann={ann.mention}, bob={bob.mention}",
        channel_id=other,
    )
    imported = await h.bot.service.game_in_channel(other)
    assert imported is not None and imported.id != game_id
    assert await h.bot.service.view(imported.id) == await h.bot.service.view(game_id)
    assert any(s.posted and s.channel_id == other for s in sent)


def _replay_bytes(players: str = '["ann", "bob"]', seed: str = "1", moves: str = "[]") -> bytes:
    return f'{{"game": "imhotep", "players": {players}, "seed": {seed}, "moves": {moves}}}'.encode()


@pytest.mark.parametrize(
    ("data", "reason"),
    [
        (_replay_bytes(seed="9" * 5000), "it holds a number longer than 4300 digits"),
        (
            _replay_bytes(moves="[" * 100_000 + "]" * 100_000),
            "its lists or objects are nested too deeply",
        ),
        (
            _replay_bytes(players='["\\ud800", "bob"]'),
            "it holds a string that is not valid Unicode text: '\\ud800'",
        ),
    ],
    ids=["5000-digit number", "deep nesting", "lone surrogate"],
)
async def test_import_of_a_file_json_cannot_hand_on_says_why(
    harness: Harness, data: bytes, reason: str
) -> None:
    """The loader's ValueError/RecursionError/bad text become the "not a replay" answer, not
    the generic "something went wrong"."""
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(mod, "mod import", file=Upload("game.json", data))
    answers = [(s.ephemeral, s.content) for s in sent if s.kind in ("response", "followup")]
    assert answers[-1] == (True, f"That file is not a replay: {reason}.")
    assert not [s for s in sent if s.posted]
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_import_refuses_a_seed_the_database_cannot_hold(harness: Harness) -> None:
    h = harness
    mod = h.user("mod", permissions=MANAGE_GUILD)
    sent = await h.slash(
        mod, "mod import", file=Upload("game.json", _replay_bytes(seed=str(2**63)))
    )
    answers = [(s.ephemeral, s.content) for s in sent if s.kind in ("response", "followup")]
    assert answers[-1] == (
        True,
        'The replay is invalid: "seed" must be an integer from -9223372036854775808 to '
        "9223372036854775807",
    )
    assert await h.bot.service.game_in_channel(CHANNEL_ID) is None


async def test_the_host_manages_their_own_lobby_but_not_once_it_runs(harness: Harness) -> None:
    h = harness
    ann, bob, cy = h.user("ann"), h.user("bob"), h.user("cy")
    await h.slash(ann, "game create", game="imhotep")
    await h.slash(bob, "game join")
    sent = await h.slash(ann, "mod settings", deadline_minutes=120)
    assert sent[0].ephemeral and "120 min" in sent[0].content
    sent = await h.slash(bob, "mod settings", deadline_minutes=60)
    assert "Only members with Manage Server" in sent[0].content
    await h.slash(cy, "game join")
    sent = await h.slash(ann, "mod kick", user=cy)
    assert any("cy" in s.content for s in sent if s.posted)
    await h.slash(ann, "game start")
    sent = await h.slash(ann, "mod settings", deadline_minutes=60)
    assert "Only members with Manage Server" in sent[0].content


@pytest.mark.parametrize(
    ("locale", "back", "out"),
    [
        (
            "en-US",
            "mod rolled back one move: the game is back at its start.",
            "mod took bob out of the game;",
        ),
        (
            "it",
            "mod ha annullato una mossa: la partita torna al suo inizio.",
            "mod ha tolto bob dalla partita;",
        ),
    ],
)
async def test_a_rollback_and_a_kick_say_what_the_moderator_did(
    harness: Harness, locale: str, back: str, out: str
) -> None:
    """A rollback to the start says so (no "move 0"); a kicked player did not leave."""
    h = harness
    h.guild_locale = locale
    ann, bob, _ = await open_game(h)
    mod = h.user("mod", permissions=MANAGE_GUILD)
    await h.slash(ann, "imhotep take")
    sent = await h.slash(mod, "mod rollback", moves=1, locale=locale)
    said = [s.content for s in sent if s.posted]
    assert any(back in text for text in said), said
    assert not any(" 0" in text for text in said), said

    sent = await h.slash(mod, "mod kick", user=bob, locale=locale)
    said = [s.content for s in sent if s.posted or s.ephemeral]
    assert any(out in text for text in said), said
