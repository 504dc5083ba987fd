"""Statistics and ratings of finished games, per guild and game: recorded as a game ends.

`record_game_end` runs inside the transaction that ends a game (its last move, or an abandon),
keyed by the game id: a game is recorded once, whatever retries follow. A rollback that takes
a finished game back before its end withdraws its result in its own transaction
(`withdraw_game_end`), so the game counts once more, and only once, when it ends again. Each seat
gets its place from the engine's final ranking (tied players share a place) and its score; the
ranked players' ratings move by OpenSkill's Plackett-Luce model, which rates any number of
players in one game, ties included. What counts is the guild's to decide (`stats_settings`):
an abandoned game may count as it stood or not at all; a seat played by a stand-in may count,
be left out, or leave the whole game out. A game left out is still recorded, and `/stats` says
how many were, so nothing is dropped silently. `Stats.rebuild` records every finished game again
from its log, in the order the games ended (`meeplepost db stats-rebuild`).

Ratings are shown as OpenSkill's cautious estimate, mu - 3 sigma: it starts at 0 and rises as
a player's results become surer, so one lucky game does not top the leaderboard.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterable, Mapping, Sequence

from openskill.models import PlackettLuce

from bot import registry
from bot.gamelog import Table
from bot.service.access import require_moderator
from bot.service.actor import Actor
from bot.service.outcomes import Outcome, ServiceError
from bot.service.tables import Tables
from rules.core import Message, register_templates
from storage import Database, GameRow, SeatRow
from storage.stats import (
    ABANDONED_RULES,
    STAND_IN_RULES,
    RatingRow,
    ResultRow,
    ResultSeatRow,
    StatsSettingsRow,
)

register_templates(
    {
        "service.stats.unknown_kind": "There is no game called {game!r}; choose one of: {choices}.",
        "service.stats.no_games": "{player} has no finished game recorded on this server yet.",
        "service.stats.no_games_kind": "{player} has no finished game of {title} recorded on this "
        "server yet.",
        "service.stats.player_head": "Statistics of {player} on this server:",
        "service.stats.player_line": "{title}: {played} games played, {won} won, average place "
        "{average}, rating {rating}.",
        "service.stats.skipped": "{count} of their games were recorded but not counted, by this "
        "server's rules.",
        "service.stats.top_head": "The best {title} players on this server:",
        "service.stats.top_line": "{place}. {player}: rating {rating}, {played} games, {won} won.",
        "service.stats.top_none": "No game of {title} has been counted on this server yet.",
        "service.stats.best_head": "Best scores on the map {board}:",
        "service.stats.best_line": "{place}. {player}: {score} points (game {game_id}).",
        "service.stats.rules_head": "How this server counts its games:",
        "service.stats.rule_abandoned_skip": "An abandoned game does not count.",
        "service.stats.rule_abandoned_count": "An abandoned game counts as it stood when it "
        "was abandoned.",
        "service.stats.rule_stand_ins_count": "A seat played by a stand-in counts for its player.",
        "service.stats.rule_stand_ins_skip_seat": "A seat played by a stand-in does not count "
        "for its player; the others' results count.",
        "service.stats.rule_stand_ins_skip_game": "A game with a seat played by a stand-in "
        "does not count at all.",
        "service.stats.bad_abandoned": "{value!r} is not a way to count abandoned games; choose "
        "do not count or count as it stood. Nothing was changed.",
        "service.stats.bad_stand_ins": "{value!r} is not a way to count stand-ins; choose count "
        "the seat, skip the seat or skip the game. Nothing was changed.",
        "service.stats.withdrawn": "The game had ended: its result and the rating changes it "
        "made are withdrawn from the statistics, and it counts again when it ends again.",
    }
)

MODEL = PlackettLuce()
"""OpenSkill's Plackett-Luce model at its defaults (mu 25, sigma 25/3)."""
LEADERBOARD_SIZE = 10
BEST_SCORES_SHOWN = 5


def shown_rating(mu: float, sigma: float) -> float:
    """The rating players see: the cautious estimate mu - 3 sigma, to one decimal."""
    return round(mu - 3 * sigma, 1)


def places(ranking: Sequence[Sequence[str]]) -> dict[str, int]:
    """Each player's place from a ranking in groups of tied players: 1, 1, 3…"""
    found: dict[str, int] = {}
    before = 0
    for group in ranking:
        for player in group:
            found[player] = before + 1
        before += len(group)
    return found


async def stood_in_seats(db: Database, game_id: int, seats: Iterable[SeatRow]) -> set[int]:
    """The seats a stand-in played for part of the game: those handed to the bot (kicked, so
    absent now, or kicked earlier and handed back to someone), and those handed to the built-in
    player by `/mod standin` (marked now, or named by a "standin" entry of the log). A new kind
    of stand-in adds its marker here."""
    kicked: set[object] = set()
    handed: set[object] = set()
    for entry in await db.actions(game_id):
        if entry.action == "kick":
            kicked.add(entry.detail.get("user"))
        elif entry.action == "replace" and entry.detail.get("old") in kicked:
            kicked.add(entry.detail.get("new"))  # the seat goes on, with a stand-in's past
        elif entry.action == "standin":
            handed.update(entry.detail.get("seats", []))
    return {
        s.seat for s in seats if s.absent or s.standin or s.user_id in kicked or s.name in handed
    }


def _counted(outcome: str, stood_in: set[int], rules: StatsSettingsRow) -> bool:
    if outcome == "abandoned" and rules.abandoned != "count":
        return False
    return not (stood_in and rules.stand_ins == "skip_game")


async def record_game_end(
    db: Database, row: GameRow, table: Table, outcome: str, at: float
) -> bool:
    """Inside the transaction that ends the game: records its result and moves the ratings.
    Nothing for a game outside a guild, or one recorded already (False then)."""
    if row.guild_id is None or await db.has_result(row.id):
        return False
    game = table.game
    seats = await db.seats(row.id)
    rules = await db.stats_settings(row.guild_id)
    stood_in = await stood_in_seats(db, row.id, seats)
    counted = _counted(outcome, stood_in, rules)
    place_of = places(game.ranking(table.state))
    scores = game.scores(table.state)
    rated_users: set[int] = set()
    rated: list[SeatRow] = []
    for seat in seats:
        skipped = seat.seat in stood_in and rules.stand_ins != "count"
        if counted and not skipped and seat.user_id not in rated_users:
            rated_users.add(seat.user_id)
            rated.append(seat)
    if len(rated) < 2:
        rated = []  # a rating compares players: one alone (a solo puzzle) moves nothing
    before = await db.ratings_for_update(
        row.guild_id,
        row.kind,
        [s.user_id for s in rated],
        mu=MODEL.mu,
        sigma=MODEL.sigma,
        at=at,
    )
    ranked = [(s.user_id, float(place_of.get(s.name, len(rated)))) for s in rated]
    after = _rate(ranked, {user: (r.mu, r.sigma) for user, r in before.items()})
    results = []
    for seat in seats:
        old = before.get(seat.user_id) if seat in rated else None
        new = after.get(seat.user_id) if seat in rated else None
        results.append(
            ResultSeatRow(
                row.id,
                seat.seat,
                seat.user_id,
                seat.name,
                place_of.get(seat.name, len(seats)),
                int(scores.get(seat.name, 0)),
                seat.seat in stood_in,
                seat in rated,
                None if old is None else old.mu,
                None if old is None else old.sigma,
                None if new is None else new[0],
                None if new is None else new[1],
            )
        )
    scoreboard = registry.plugin(row.kind).scoreboard
    result = ResultRow(
        row.id,
        row.guild_id,
        row.kind,
        outcome,
        counted,
        None if scoreboard is None or outcome != "over" else scoreboard(row.options),
        at,
    )
    await db.add_result(result, results)
    for seat in rated:
        old = before[seat.user_id]
        mu, sigma = after[seat.user_id]
        place = place_of.get(seat.name, len(seats))
        await db.put_rating(
            RatingRow(
                row.guild_id,
                row.kind,
                seat.user_id,
                mu,
                sigma,
                old.played + 1,
                old.won + (place == 1),
                old.place_sum + place,
                at,
            )
        )
    return True


def _rate(
    ranked: Sequence[tuple[int, float]], before: Mapping[int, tuple[float, float]]
) -> dict[int, tuple[float, float]]:
    """New (mu, sigma) of each (user, place) of `ranked`, each player a team of one."""
    if not ranked:
        return {}
    teams = [[MODEL.rating(mu=before[user][0], sigma=before[user][1])] for user, _ in ranked]
    new = MODEL.rate(teams, ranks=[place for _, place in ranked])
    return {user: (team[0].mu, team[0].sigma) for (user, _), team in zip(ranked, new, strict=True)}


async def _lock_later(
    db: Database, result: ResultRow, users: set[int]
) -> tuple[dict[int, RatingRow], list[tuple[ResultRow, list[ResultSeatRow]]]]:
    """The ratings of `users` and of every rated player of a later game of the result's guild
    and kind, locked, and those later results, read again until no new player turns up."""
    locked: dict[int, RatingRow] = {}
    while True:
        later = await db.results_after(result)
        wanted = users | {s.user_id for _, rows in later for s in rows if s.rated}
        if wanted <= locked.keys():
            return locked, later
        more = await db.ratings_for_update(
            result.guild_id,
            result.kind,
            wanted - locked.keys(),
            mu=MODEL.mu,
            sigma=MODEL.sigma,
            at=result.finished_at,
        )
        locked.update(more)


def _rating_before(seat: ResultSeatRow) -> tuple[float, float]:
    """A rated seat's rating before its game (`record_game_end` stores one for every rated
    seat)."""
    assert seat.mu_before is not None and seat.sigma_before is not None, seat
    return seat.mu_before, seat.sigma_before


async def withdraw_game_end(db: Database, game_id: int) -> bool:
    """Inside the transaction that takes a finished game back before its end (a rollback): its
    result is forgotten and the ratings are put right, as `Stats.rebuild` would have them
    without it, for what it touches: its players go back to their ratings before it and lose
    its totals, and every later game of the guild and kind with one of them (or with a player
    whose rating was put right in turn) is rated again from the corrected ratings, with the
    places and counting it was recorded with. False when the game had no result.

    The ratings rows are locked (in user order, as a game's end does) before the later results
    are read for good, so on PostgreSQL a game ending meanwhile in another process is either
    seen here or rates from what this writes."""
    found = await db.result(game_id)
    if found is None:
        return False
    result, seats = found
    await db.delete_result(game_id)
    withdrawn = {s.user_id: s for s in seats if s.rated}
    if not withdrawn:
        return True
    locked, later = await _lock_later(db, result, set(withdrawn))
    rating = {user: _rating_before(seat) for user, seat in withdrawn.items()}
    for _, rows in later:
        rated = [s for s in rows if s.rated]
        if not any(s.user_id in rating for s in rated):
            continue  # nobody whose rating moved: its figures stand as recorded
        before = {s.user_id: rating.get(s.user_id) or _rating_before(s) for s in rated}
        after = _rate([(s.user_id, float(s.place)) for s in rated], before)
        for seat in rated:
            (mu_before, sigma_before), (mu_after, sigma_after) = (
                before[seat.user_id],
                after[seat.user_id],
            )
            await db.put_seat_ratings(
                dataclasses.replace(
                    seat,
                    mu_before=mu_before,
                    sigma_before=sigma_before,
                    mu_after=mu_after,
                    sigma_after=sigma_after,
                )
            )
        rating.update(after)
    for user, (mu, sigma) in rating.items():
        old = locked[user]
        gone = withdrawn.get(user)
        played, won, place_sum = old.played, old.won, old.place_sum
        if gone is not None:
            played, won, place_sum = played - 1, won - (gone.place == 1), place_sum - gone.place
        await db.put_rating(
            dataclasses.replace(
                old, mu=mu, sigma=sigma, played=played, won=won, place_sum=place_sum
            )
        )
    return True


def _kind(game: str | None) -> str | None:
    if game is None:
        return None
    known = {p.name for p in registry.plugins()}
    if game not in known:
        choices = ", ".join(p.title for p in registry.plugins())
        raise ServiceError("service.stats.unknown_kind", game=game, choices=choices)
    return game


def rules_lines(rules: StatsSettingsRow) -> list[Message]:
    return [
        Message("service.stats.rules_head"),
        Message(f"service.stats.rule_abandoned_{rules.abandoned}"),
        Message(f"service.stats.rule_stand_ins_{rules.stand_ins}"),
    ]


class Stats:
    """`/stats`: a player's numbers, a game's leaderboard, the guild's counting rules."""

    def __init__(self, tables: Tables) -> None:
        self.tables = tables
        self.db = tables.db

    async def player(
        self, guild_id: int, user_id: int, name: str, game: str | None = None
    ) -> Outcome:
        """A player's numbers per game. `data["series"]`: (game title, rating after each rated
        game) for each game with two rated games or more, for a chart."""
        kind = _kind(game)
        ratings = [
            r for r in await self.db.ratings_of_user(guild_id, user_id) if kind in (None, r.kind)
        ]
        skipped = await self.db.skipped_games(guild_id, user_id)
        rules = rules_lines(await self.db.stats_settings(guild_id))
        if not ratings:
            if kind is None:
                none = Message("service.stats.no_games", {"player": name})
            else:
                title = registry.plugin(kind).title
                none = Message("service.stats.no_games_kind", {"player": name, "title": title})
            extra = [Message("service.stats.skipped", {"count": skipped})] if skipped else []
            return Outcome(reply=[none, *extra, *rules])
        lines = [Message("service.stats.player_head", {"player": name})]
        series: list[tuple[str, list[float]]] = []
        for rating in ratings:
            title = registry.plugin(rating.kind).title
            lines.append(
                Message(
                    "service.stats.player_line",
                    {
                        "title": title,
                        "played": rating.played,
                        "won": rating.won,
                        "average": f"{rating.place_sum / rating.played:.1f}",
                        "rating": f"{shown_rating(rating.mu, rating.sigma):.1f}",
                    },
                )
            )
            history = await self.db.rating_history(guild_id, rating.kind, user_id)
            if len(history) >= 2:
                series.append((title, [shown_rating(p.mu, p.sigma) for p in history]))
        if skipped:
            lines.append(Message("service.stats.skipped", {"count": skipped}))
        return Outcome(reply=[*lines, *rules], data={"series": series})

    async def top(self, guild_id: int, game: str) -> Outcome:
        """The game's leaderboard in the guild, and its best scores per custom map."""
        kind = _kind(game)
        assert kind is not None
        title = registry.plugin(kind).title
        best = await self.db.leaderboard(guild_id, kind, LEADERBOARD_SIZE)
        names = await self.db.latest_names(guild_id, kind)
        if not best:
            lines = [Message("service.stats.top_none", {"title": title})]
        else:
            lines = [Message("service.stats.top_head", {"title": title})]
            for place, rating in enumerate(best, start=1):
                lines.append(
                    Message(
                        "service.stats.top_line",
                        {
                            "place": place,
                            "player": names.get(rating.user_id, str(rating.user_id)),
                            "rating": f"{shown_rating(rating.mu, rating.sigma):.1f}",
                            "played": rating.played,
                            "won": rating.won,
                        },
                    )
                )
        board: str | None = None
        place = 0
        for name, score in await self.db.best_scores(guild_id, kind, BEST_SCORES_SHOWN):
            if name != board:
                board, place = name, 0
                lines.append(Message("service.stats.best_head", {"board": name}))
            place += 1
            lines.append(
                Message(
                    "service.stats.best_line",
                    {
                        "place": place,
                        "player": score.name,
                        "score": score.score,
                        "game_id": score.game_id,
                    },
                )
            )
        lines.extend(rules_lines(await self.db.stats_settings(guild_id)))
        return Outcome(reply=lines)

    async def settings(
        self,
        actor: Actor,
        guild_id: int,
        *,
        abandoned: str | None = None,
        stand_ins: str | None = None,
    ) -> Outcome:
        """Shows the guild's counting rules, or changes them (moderators)."""
        if abandoned is None and stand_ins is None:
            return Outcome(reply=rules_lines(await self.db.stats_settings(guild_id)))
        require_moderator(actor, "/stats rules")
        if abandoned is not None and abandoned not in ABANDONED_RULES:
            raise ServiceError("service.stats.bad_abandoned", value=abandoned)
        if stand_ins is not None and stand_ins not in STAND_IN_RULES:
            raise ServiceError("service.stats.bad_stand_ins", value=stand_ins)
        new = await self.db.set_stats_settings(guild_id, abandoned=abandoned, stand_ins=stand_ins)
        return Outcome(reply=rules_lines(new))

    async def rebuild(self) -> int:
        """Forgets every result and rating and records each finished game again from its log,
        in the order the games ended; returns how many were recorded."""
        recorded = 0
        async with self.db.transaction():
            await self.db.clear_stats()
            for found in await self.db.finished_games():
                row = await self.tables.row(int(found["id"]))
                seats = await self.db.seats(row.id)
                table = await self.tables.build(row, seats, await self.db.move_count(row.id))
                recorded += await record_game_end(self.db, row, table, row.status, row.updated_at)
        return recorded
