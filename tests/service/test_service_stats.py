"""Statistics and ratings: recorded once as a game ends, counted by the guild's rules."""

from __future__ import annotations

import dataclasses

import pytest
from service_support import ANN, BOB, CHANNEL, CY, GUILD, MOD

from bot import i18n, registry
from bot.service.core import GameService
from bot.service.outcomes import ServiceError
from bot.service.stats import MODEL, places, record_game_end, shown_rating, stood_in_seats


async def auction_game(service: GameService, players=(ANN, BOB), channel=CHANNEL) -> int:
    """A one-round Auction, started."""
    created = await service.create(players[0], GUILD, channel, "auction", {"rounds": 1}, seed=3)
    for actor in players[1:]:
        await service.join(actor, channel)
    await service.start(players[0], channel)
    assert created.game_id is not None
    return created.game_id


async def finish(service: GameService, game_id: int, bids: dict[int, int], players) -> None:
    """Everyone takes 2 coins, then bids: the highest bid wins the one round's point."""
    for actor in players:
        await service.submit_move(actor, game_id, {"type": "take", "n": 2})
    for actor in players:
        await service.submit_orders(actor, game_id, {"bid": bids[actor.user_id]}, ready=True)
    assert (await service.game(game_id)).status == "over"


def lines(outcome, locale: str = "en") -> list[str]:
    """The reply as a player reads it (the catalogue's words, plural forms included)."""
    return [i18n.render(line, locale) for line in outcome.reply]


def test_places_share_ties():
    assert places([["a"], ["b", "c"], ["d"]]) == {"a": 1, "b": 2, "c": 2, "d": 4}


async def test_a_finished_game_changes_both_players_stats_once(service: GameService, auction):
    game_id = await auction_game(service)
    await finish(service, game_id, {ANN.user_id: 2, BOB.user_id: 0}, (ANN, BOB))
    ann = await service.db.ratings_of_user(GUILD, ANN.user_id)
    bob = await service.db.ratings_of_user(GUILD, BOB.user_id)
    assert [(r.played, r.won, r.place_sum) for r in ann] == [(1, 1, 1)]
    assert [(r.played, r.won, r.place_sum) for r in bob] == [(1, 0, 2)]
    assert ann[0].mu > MODEL.mu > bob[0].mu
    # A second end of the same game (a retry) counts nothing more.
    row = await service.tables.row(game_id)
    seats = await service.db.seats(game_id)
    table = await service.tables.build(row, seats, await service.db.move_count(game_id))
    async with service.db.transaction():
        assert await record_game_end(service.db, row, table, "over", 0.0) is False
    assert await service.db.ratings_of_user(GUILD, ANN.user_id) == ann
    shown = lines(await service.stats.player(GUILD, ANN.user_id, "Ann"))
    rating = shown_rating(ann[0].mu, ann[0].sigma)
    assert f"Auction: one game played, one won, average place 1.0, rating {rating:.1f}." in shown
    italian = lines(await service.stats.player(GUILD, BOB.user_id, "Bob"), "it")
    assert italian[1].startswith("Auction: una partita giocata, nessuna vinta, piazzamento medio")
    assert "An abandoned game does not count." in shown


async def test_tied_players_share_a_place_and_move_alike(service: GameService, auction):
    game_id = await auction_game(service, (ANN, BOB, CY))
    await finish(service, game_id, {ANN.user_id: 2, BOB.user_id: 0, CY.user_id: 0}, (ANN, BOB, CY))
    recorded = await service.db.result(game_id)
    assert recorded is not None
    result, seats = recorded
    assert result.counted and result.outcome == "over"
    assert [(s.name, s.place, s.rated) for s in seats] == [
        ("Ann", 1, True),
        ("Bob", 2, True),
        ("Cy", 2, True),
    ]
    assert seats[1].mu_after == pytest.approx(seats[2].mu_after)


async def test_a_rollback_and_a_second_end_do_not_count_twice(service: GameService, auction):
    game_id = await auction_game(service)
    await finish(service, game_id, {ANN.user_id: 2, BOB.user_id: 0}, (ANN, BOB))
    before = await service.db.ratings_of_user(GUILD, BOB.user_id)
    await service.rollback(MOD, CHANNEL, 2)
    for actor in (ANN, BOB):
        await service.submit_orders(actor, game_id, {"bid": 1}, ready=True)
    assert (await service.game(game_id)).status == "over"
    assert await service.db.ratings_of_user(GUILD, BOB.user_id) == before


async def test_an_abandoned_game_counts_as_the_guild_decides(service: GameService, auction):
    first = await auction_game(service)
    await service.submit_move(ANN, first, {"type": "take", "n": 2})
    await service.abandon(MOD, CHANNEL)
    result = await service.db.result(first)
    assert result is not None and result[0].outcome == "abandoned" and not result[0].counted
    assert await service.db.ratings_of_user(GUILD, ANN.user_id) == []
    shown = lines(await service.stats.player(GUILD, ANN.user_id, "Ann"))
    assert shown[0] == "Ann has no finished game recorded on this server yet."
    assert "One of their games was recorded but not counted, by this server's rules." in shown

    await service.stats.settings(MOD, GUILD, abandoned="count")
    second = await auction_game(service)
    await service.submit_move(ANN, second, {"type": "take", "n": 2})
    await service.abandon(MOD, CHANNEL)
    counted = await service.db.result(second)
    assert counted is not None and counted[0].counted
    assert [r.played for r in await service.db.ratings_of_user(GUILD, ANN.user_id)] == [1]


async def test_a_lobby_abandoned_is_not_recorded(service: GameService, auction):
    created = await service.create(ANN, GUILD, CHANNEL, "auction", {"rounds": 1})
    await service.abandon(ANN, CHANNEL)
    assert created.game_id is not None
    assert await service.db.result(created.game_id) is None


@pytest.mark.parametrize(
    ("rule", "rated"),
    [("count", [True, True, True]), ("skip_seat", [True, True, False]), ("skip_game", [])],
)
async def test_a_seat_played_by_a_stand_in(service: GameService, auction, rule, rated):
    await service.stats.settings(MOD, GUILD, stand_ins=rule)
    game_id = await auction_game(service, (ANN, BOB, CY))
    await service.kick(MOD, CHANNEL, CY.user_id)
    for actor in (ANN, BOB):
        await service.submit_move(actor, game_id, {"type": "take", "n": 2})
    for actor in (ANN, BOB):
        await service.submit_orders(actor, game_id, {"bid": 2 - actor.user_id + 1}, ready=True)
    recorded = await service.db.result(game_id)
    assert recorded is not None
    result, seats = recorded
    assert [s.stood_in for s in seats] == [False, False, True]
    assert result.counted is (rule != "skip_game")
    assert [s.rated for s in seats] == (rated or [False, False, False])
    assert await service.db.skipped_games(GUILD, CY.user_id) == (rule != "count")
    assert await service.db.skipped_games(GUILD, ANN.user_id) == (rule == "skip_game")


async def test_the_leaderboard_and_a_rebuild_from_the_logs(service: GameService, auction):
    for bids in ({ANN.user_id: 2, BOB.user_id: 0}, {ANN.user_id: 2, BOB.user_id: 1}):
        game_id = await auction_game(service)
        await finish(service, game_id, bids, (ANN, BOB))
    top = lines(await service.stats.top(GUILD, "auction"))
    assert top[0] == "The best Auction players on this server:"
    assert top[1].startswith("1. Ann: rating ") and top[1].endswith(", 2 games, 2 won.")
    assert top[2].startswith("2. Bob: rating ") and top[2].endswith(", 2 games, none won.")
    before = await service.db.ratings_of_user(GUILD, BOB.user_id)
    history = await service.db.rating_history(GUILD, "auction", ANN.user_id)
    assert len(history) == 2 and history[0].mu < history[1].mu
    assert await service.stats.rebuild() == 2
    after = await service.db.ratings_of_user(GUILD, BOB.user_id)
    assert [(r.mu, r.sigma, r.played) for r in after] == [(r.mu, r.sigma, r.played) for r in before]
    assert await service.db.rating_history(GUILD, "auction", ANN.user_id) == history


async def test_bad_requests_are_refused(service: GameService, auction):
    with pytest.raises(ServiceError, match="There is no game called 'chess'"):
        await service.stats.top(GUILD, "chess")
    with pytest.raises(ServiceError, match="There is no game called 'chess'"):
        await service.stats.player(GUILD, ANN.user_id, "Ann", "chess")
    with pytest.raises(ServiceError, match="moderator"):
        await service.stats.settings(ANN, GUILD, abandoned="count")
    with pytest.raises(ServiceError, match="not a way to count abandoned games"):
        await service.stats.settings(MOD, GUILD, abandoned="sometimes")
    with pytest.raises(ServiceError, match="not a way to count stand-ins"):
        await service.stats.settings(MOD, GUILD, stand_ins="never")
    assert (await service.db.stats_settings(GUILD)).abandoned == "skip"
    none = lines(await service.stats.top(GUILD, "auction"))
    assert none[0] == "No game of Auction has been counted on this server yet."


async def test_best_scores_are_kept_per_scoreboard(service: GameService, auction):
    """A game whose plug-in names a scoreboard (R&B: its map) keeps its best scores there;
    an abandoned game's scores never enter one."""
    plugin = registry.plugin("auction")
    registry.unregister("auction")
    registry.register(dataclasses.replace(plugin, scoreboard=lambda options: "Islands"))
    try:
        game_id = await auction_game(service)
        await finish(service, game_id, {ANN.user_id: 2, BOB.user_id: 0}, (ANN, BOB))
        other = await auction_game(service)
        await service.submit_move(ANN, other, {"type": "take", "n": 2})
        await service.abandon(MOD, CHANNEL)
        top = lines(await service.stats.top(GUILD, "auction"))
        start = top.index("Best scores on the map Islands:")
        assert top[start + 1 : start + 3] == [
            f"1. Ann: 1 point (game {game_id}).",
            f"2. Bob: 0 points (game {game_id}).",
        ]
        assert top[start + 3] == "How this server counts its games:"
    finally:
        registry.unregister("auction")
        registry.register(plugin)


async def test_a_seat_handed_back_after_a_stand_in_still_had_one(service: GameService, auction):
    game_id = await auction_game(service, (ANN, BOB, CY))
    await service.kick(MOD, CHANNEL, CY.user_id)
    await service.replace(MOD, CHANNEL, CY.user_id, 4)
    seats = await service.db.seats(game_id)
    assert [s.user_id for s in seats] == [ANN.user_id, BOB.user_id, 4]
    assert await stood_in_seats(service.db, game_id, seats) == {2}
