"""A lobby's options changed by its host before the start (`GameService.set_options`): merged,
checked as at create, logged, announced in one line, previewed for the host; refusals change
nothing."""

from __future__ import annotations

import pytest
from service_support import ANN, BOB, CHANNEL, CY, GUILD, MOD, texts

from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from rules.core import RuleError
from rules.roads_and_boats.mapformat import parse_map

LITTLE_ISLAND = """
# a river rises on B2 and flows through C3 into the sea
name: Little island
S  S     S        S
 S  P~se  R       S
S  S     W~nw-se  S
 S  S     S       S
"""
ANN_COMMAND = "/test options"


async def lobby(service: GameService, kind: str, *seated) -> int:
    created = await service.create(ANN, GUILD, CHANNEL, kind, {}, seed=11)
    for actor in seated:
        await service.join(actor, CHANNEL)
    assert created.game_id is not None
    return created.game_id


async def unchanged(service: GameService, game_id: int) -> tuple[object, object]:
    """What a refused request must leave as it was: the stored options and the log."""
    row = await service.db.get_game(game_id)
    assert row is not None
    return row.options, await service.db.actions(game_id)


async def test_the_host_changes_an_option_and_the_game_starts_with_it(
    service: GameService, auction: str
) -> None:
    game_id = await lobby(service, auction, BOB)
    outcome = await service.set_options(ANN, CHANNEL, {"rounds": 3}, command=ANN_COMMAND)

    assert texts(outcome) == ["Ann changed the game's options (rounds)."]
    assert [line.english() for line in outcome.reply] == [
        "The options are set (rounds). This is how the game would begin with Ann, Bob; start "
        "it with /game start."
    ]
    assert outcome.data["image"].startswith(b"\x89PNG")
    assert outcome.data["options"] == {"rounds": 3}
    [logged] = await service.db.actions(game_id)
    assert (logged.user_id, logged.action, logged.detail) == (ANN.user_id, "options", {"rounds": 3})

    await service.start(ANN, CHANNEL)
    table = await service.table(game_id)
    assert table.state["rounds"] == 3


async def test_a_moderator_may_change_them_and_empty_options_only_read_them(
    service: GameService, auction: str
) -> None:
    game_id = await lobby(service, auction)
    await service.set_options(MOD, CHANNEL, {"rounds": 4}, command=ANN_COMMAND)
    before = await unchanged(service, game_id)

    read = await service.set_options(ANN, CHANNEL, {}, command=ANN_COMMAND)
    assert read.data == {"options": {"rounds": 4}}
    assert (read.posts, read.reply) == ([], [])
    assert await unchanged(service, game_id) == before


async def test_refusals_change_nothing(service: GameService, auction: str) -> None:
    game_id = await lobby(service, auction, BOB)
    before = await unchanged(service, game_id)

    with pytest.raises(ServiceError) as refused:
        await service.set_options(BOB, CHANNEL, {"rounds": 3}, command=ANN_COMMAND)
    assert refused.value.message.english() == "Only the host or a moderator can /test options."
    with pytest.raises(ServiceError) as refused:
        await service.set_options(ANN, CHANNEL, {"colour": "red"}, command=ANN_COMMAND)
    assert "Auction has no option 'colour'" in refused.value.message.english()
    with pytest.raises(ServiceError, match="must be a JSON object"):
        await service.set_options(ANN, CHANNEL, ["rounds"], command=ANN_COMMAND)  # type: ignore[arg-type]
    with pytest.raises(RuleError, match="Take 1 or 2 coins"):
        await service.set_options(ANN, CHANNEL, {"rounds": 0}, command=ANN_COMMAND)
    with pytest.raises(ServiceError, match="no game in this channel"):
        await service.set_options(ANN, CHANNEL + 1, {"rounds": 3}, command=ANN_COMMAND)
    assert await unchanged(service, game_id) == before

    await service.start(ANN, CHANNEL)
    for actor in (ANN, MOD):
        with pytest.raises(ServiceError, match="has already started"):
            await service.set_options(actor, CHANNEL, {"rounds": 3}, command=ANN_COMMAND)
    assert await unchanged(service, game_id) == before


async def test_a_custom_map_is_previewed_and_played(service: GameService) -> None:
    game_id = await lobby(service, "roads_and_boats")
    options = {"map": {"text": LITTLE_ISLAND}}
    outcome = await service.set_options(ANN, CHANNEL, options, command=ANN_COMMAND)
    assert texts(outcome) == ["Ann changed the game's options (map)."]
    assert "Little island" not in texts(outcome)[0]  # one line, not the map
    assert outcome.data["image"].startswith(b"\x89PNG")

    await service.start(ANN, CHANNEL)
    table = await service.table(game_id)
    assert table.state.board == parse_map(LITTLE_ISLAND)
    assert (await service.view(game_id))["map_name"] == "Little island"


async def test_a_bad_map_is_refused_naming_the_tile(service: GameService) -> None:
    game_id = await lobby(service, "roads_and_boats")
    before = await unchanged(service, game_id)
    off_map = LITTLE_ISLAND.replace("R       S\n", "R~w     S\n", 1)
    with pytest.raises(RuleError) as refused:
        await service.set_options(ANN, CHANNEL, {"map": {"text": off_map}}, command=ANN_COMMAND)
    assert "C2" in refused.value.message.english()
    with pytest.raises(RuleError, match="Line 6"):
        bad_token = LITTLE_ISLAND.replace("W~nw-se", "Q", 1)
        await service.set_options(ANN, CHANNEL, {"map": {"text": bad_token}}, command=ANN_COMMAND)
    assert await unchanged(service, game_id) == before


async def test_a_map_for_more_players_than_seated_is_previewed_with_sample_seats(
    service: GameService,
) -> None:
    """Seats come later: inland-sea (3-4 players) suits a lobby where the host sits alone, as
    at create; the preview fills the table up to the smallest size the map takes."""
    created = await service.create(ANN, GUILD, CHANNEL, "roads_and_boats", {"map": "inland-sea"})
    assert created.game_id is not None
    await service.join(BOB, CHANNEL)
    outcome = await service.set_options(ANN, CHANNEL, {"map": "inland-sea"}, command="/x")
    assert "begin with Ann, Bob, player1;" in outcome.reply[0].english()

    await service.join(CY, CHANNEL)
    with pytest.raises(RuleError, match="Map twin-valleys is for 1 to 2 players, not 3"):
        await service.set_options(ANN, CHANNEL, {"map": "twin-valleys"}, command="/x")
