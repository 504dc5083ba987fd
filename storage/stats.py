"""The statistics tables: finished games' results, players' ratings, a guild's counting rules.

A mix-in of `Database` (its statements, written once for both backends, reach the backend
through `Database`'s helpers). A result is keyed by its game: recording one twice does nothing,
so a retried or repeated game end never counts twice. Ratings are read for update: the rows of
the players of a game are created if missing and locked (a no-op UPDATE takes PostgreSQL's row
locks; SQLite's one writer holds the file already) before they are read, so two games ending at
once in two processes each rate from the other's result.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from storage.backend import Row

ABANDONED_RULES = ("skip", "count")
"""How a guild counts an abandoned game: not at all, or ranked as it stood when abandoned."""
STAND_IN_RULES = ("count", "skip_seat", "skip_game")
"""How a guild counts a game where a seat was played by a stand-in: as any game, without that
seat's player, or not at all."""


@dataclass(frozen=True)
class StatsSettingsRow:
    guild_id: int
    abandoned: str
    stand_ins: str


@dataclass(frozen=True)
class ResultRow:
    game_id: int
    guild_id: int
    kind: str
    outcome: str
    """"over" or "abandoned"."""
    counted: bool
    scoreboard: str | None
    """Which best-score table the game's scores belong to (a custom map), if any."""
    finished_at: float


@dataclass(frozen=True)
class ResultSeatRow:
    game_id: int
    seat: int
    user_id: int
    name: str
    place: int
    """1 for the first; tied players share a place."""
    score: int
    stood_in: bool
    rated: bool
    mu_before: float | None = None
    sigma_before: float | None = None
    mu_after: float | None = None
    sigma_after: float | None = None


@dataclass(frozen=True)
class RatingRow:
    guild_id: int
    kind: str
    user_id: int
    mu: float
    sigma: float
    played: int
    won: int
    place_sum: int
    updated_at: float


@dataclass(frozen=True)
class RatingPoint:
    """A player's rating after one rated game."""

    game_id: int
    at: float
    mu: float
    sigma: float


@dataclass(frozen=True)
class BestScore:
    game_id: int
    user_id: int
    name: str
    score: int
    at: float


class StatsTables:
    """Repository methods for the statistics tables (mixed into `Database`)."""

    if TYPE_CHECKING:

        async def _write(self, sql: str, params: Sequence[Any] = ()) -> None: ...
        async def _all(self, sql: str, params: Sequence[Any] = ()) -> list[Row]: ...
        async def _one(self, sql: str, params: Sequence[Any] = ()) -> Row | None: ...
        def transaction(self) -> Any: ...

    # -- a guild's counting rules ----------------------------------------------------------------

    async def stats_settings(self, guild_id: int) -> StatsSettingsRow:
        row = await self._one("SELECT * FROM stats_settings WHERE guild_id = ?", (guild_id,))
        if row is None:
            return StatsSettingsRow(guild_id, ABANDONED_RULES[0], STAND_IN_RULES[1])
        return StatsSettingsRow(guild_id, row["abandoned"], row["stand_ins"])

    async def set_stats_settings(
        self, guild_id: int, *, abandoned: str | None = None, stand_ins: str | None = None
    ) -> StatsSettingsRow:
        """Changes the given rules (None keeps one); the settings as they now are."""
        async with self.transaction():
            current = await self.stats_settings(guild_id)
            new = StatsSettingsRow(
                guild_id, abandoned or current.abandoned, stand_ins or current.stand_ins
            )
            await self._write(
                "INSERT INTO stats_settings (guild_id, abandoned, stand_ins) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET abandoned = excluded.abandoned,"
                " stand_ins = excluded.stand_ins",
                (guild_id, new.abandoned, new.stand_ins),
            )
        return new

    # -- results ---------------------------------------------------------------------------------

    async def has_result(self, game_id: int) -> bool:
        row = await self._one("SELECT 1 FROM results WHERE game_id = ?", (game_id,))
        return row is not None

    async def add_result(self, result: ResultRow, seats: Iterable[ResultSeatRow]) -> bool:
        """Records a finished game and its seats; False (nothing written) when it is recorded
        already."""
        async with self.transaction():
            if await self.has_result(result.game_id):
                return False
            await self._write(
                "INSERT INTO results (game_id, guild_id, kind, outcome, counted, scoreboard,"
                " finished_at) VALUES (?, ?, ?, ?, ?, ?, ?)",
                (
                    result.game_id,
                    result.guild_id,
                    result.kind,
                    result.outcome,
                    int(result.counted),
                    result.scoreboard,
                    result.finished_at,
                ),
            )
            for s in seats:
                await self._write(
                    "INSERT INTO result_seats (game_id, seat, user_id, name, place, score,"
                    " stood_in, rated, mu_before, sigma_before, mu_after, sigma_after)"
                    " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (
                        s.game_id,
                        s.seat,
                        s.user_id,
                        s.name,
                        s.place,
                        s.score,
                        int(s.stood_in),
                        int(s.rated),
                        s.mu_before,
                        s.sigma_before,
                        s.mu_after,
                        s.sigma_after,
                    ),
                )
        return True

    async def result(self, game_id: int) -> tuple[ResultRow, list[ResultSeatRow]] | None:
        row = await self._one("SELECT * FROM results WHERE game_id = ?", (game_id,))
        if row is None:
            return None
        seats = await self._all(
            "SELECT * FROM result_seats WHERE game_id = ? ORDER BY seat", (game_id,)
        )
        return self._result(row), [self._result_seat(s) for s in seats]

    @staticmethod
    def _result(row: Row) -> ResultRow:
        return ResultRow(
            row["game_id"],
            row["guild_id"],
            row["kind"],
            row["outcome"],
            bool(row["counted"]),
            row["scoreboard"],
            row["finished_at"],
        )

    @staticmethod
    def _result_seat(row: Row) -> ResultSeatRow:
        return ResultSeatRow(
            row["game_id"],
            row["seat"],
            row["user_id"],
            row["name"],
            row["place"],
            row["score"],
            bool(row["stood_in"]),
            bool(row["rated"]),
            row["mu_before"],
            row["sigma_before"],
            row["mu_after"],
            row["sigma_after"],
        )

    async def finished_games(self) -> list[Row]:
        """Every finished or abandoned game of a guild that was started, in the order they
        ended (for a rebuild of the statistics from the logs)."""
        return await self._all(
            "SELECT id FROM games WHERE guild_id IS NOT NULL AND status IN ('over', 'abandoned')"
            " AND EXISTS (SELECT 1 FROM snapshots s WHERE s.game_id = games.id)"
            " ORDER BY updated_at, id"
        )

    async def delete_result(self, game_id: int) -> None:
        """Forgets a game's result and its seats (a rollback took the game back before its end);
        the ratings are the caller's to put right."""
        async with self.transaction():
            await self._write("DELETE FROM result_seats WHERE game_id = ?", (game_id,))
            await self._write("DELETE FROM results WHERE game_id = ?", (game_id,))

    async def results_after(self, result: ResultRow) -> list[tuple[ResultRow, list[ResultSeatRow]]]:
        """The results of the guild's games of the same kind recorded after `result` (in the
        order the ratings took them: by end, then game id), each with its seats."""
        rows = await self._all(
            "SELECT * FROM results WHERE guild_id = ? AND kind = ?"
            " AND (finished_at > ? OR (finished_at = ? AND game_id > ?))"
            " ORDER BY finished_at, game_id",
            (result.guild_id, result.kind, result.finished_at, result.finished_at, result.game_id),
        )
        if not rows:
            return []
        seats = await self._all(
            "SELECT s.* FROM result_seats s JOIN results r ON r.game_id = s.game_id"
            " WHERE r.guild_id = ? AND r.kind = ?"
            " AND (r.finished_at > ? OR (r.finished_at = ? AND r.game_id > ?))"
            " ORDER BY s.game_id, s.seat",
            (result.guild_id, result.kind, result.finished_at, result.finished_at, result.game_id),
        )
        by_game: dict[int, list[ResultSeatRow]] = {}
        for seat in seats:
            by_game.setdefault(seat["game_id"], []).append(self._result_seat(seat))
        return [(self._result(r), by_game.get(r["game_id"], [])) for r in rows]

    async def put_seat_ratings(self, seat: ResultSeatRow) -> None:
        """Rewrites a recorded seat's rating before and after its game (a rating recomputed
        after an earlier game was withdrawn)."""
        await self._write(
            "UPDATE result_seats SET mu_before = ?, sigma_before = ?, mu_after = ?,"
            " sigma_after = ? WHERE game_id = ? AND seat = ?",
            (
                seat.mu_before,
                seat.sigma_before,
                seat.mu_after,
                seat.sigma_after,
                seat.game_id,
                seat.seat,
            ),
        )

    async def clear_stats(self) -> None:
        """Forgets every result and rating (the rebuild then records them again)."""
        async with self.transaction():
            await self._write("DELETE FROM result_seats")
            await self._write("DELETE FROM results")
            await self._write("DELETE FROM ratings")

    # -- ratings ---------------------------------------------------------------------------------

    async def ratings_for_update(
        self,
        guild_id: int,
        kind: str,
        user_ids: Iterable[int],
        *,
        mu: float,
        sigma: float,
        at: float,
    ) -> dict[int, RatingRow]:
        """Inside a transaction: the players' ratings, new ones at (`mu`, `sigma`), each row
        locked until the commit (in user order, so two games never wait on each other)."""
        users = sorted(set(user_ids))
        for user_id in users:
            await self._write(
                "INSERT INTO ratings (guild_id, kind, user_id, mu, sigma, updated_at)"
                " VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, kind, user_id) DO NOTHING",
                (guild_id, kind, user_id, mu, sigma, at),
            )
            await self._write(
                "UPDATE ratings SET mu = mu WHERE guild_id = ? AND kind = ? AND user_id = ?",
                (guild_id, kind, user_id),
            )
        found = {}
        for user_id in users:
            row = await self._one(
                "SELECT * FROM ratings WHERE guild_id = ? AND kind = ? AND user_id = ?",
                (guild_id, kind, user_id),
            )
            if row is not None:
                found[user_id] = self._rating(row)
        return found

    async def put_rating(self, rating: RatingRow) -> None:
        await self._write(
            "UPDATE ratings SET mu = ?, sigma = ?, played = ?, won = ?, place_sum = ?,"
            " updated_at = ? WHERE guild_id = ? AND kind = ? AND user_id = ?",
            (
                rating.mu,
                rating.sigma,
                rating.played,
                rating.won,
                rating.place_sum,
                rating.updated_at,
                rating.guild_id,
                rating.kind,
                rating.user_id,
            ),
        )

    @staticmethod
    def _rating(row: Row) -> RatingRow:
        return RatingRow(
            row["guild_id"],
            row["kind"],
            row["user_id"],
            row["mu"],
            row["sigma"],
            row["played"],
            row["won"],
            row["place_sum"],
            row["updated_at"],
        )

    async def ratings_of_user(self, guild_id: int, user_id: int) -> list[RatingRow]:
        """The player's rating and totals in each game they played in the guild."""
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND user_id = ? AND played > 0 ORDER BY kind",
            (guild_id, user_id),
        )
        return [self._rating(r) for r in rows]

    async def leaderboard(self, guild_id: int, kind: str, limit: int) -> list[RatingRow]:
        """The guild's best rated players of a game (by the rating's cautious estimate)."""
        rows = await self._all(
            "SELECT * FROM ratings WHERE guild_id = ? AND kind = ? AND played > 0"
            " ORDER BY mu - 3 * sigma DESC, played DESC, user_id LIMIT ?",
            (guild_id, kind, limit),
        )
        return [self._rating(r) for r in rows]

    async def rating_history(self, guild_id: int, kind: str, user_id: int) -> list[RatingPoint]:
        """The player's rating after each of their rated games of `kind`, oldest first."""
        rows = await self._all(
            "SELECT r.game_id, r.finished_at, s.mu_after, s.sigma_after FROM result_seats s"
            " JOIN results r ON r.game_id = s.game_id WHERE r.guild_id = ? AND r.kind = ?"
            " AND s.user_id = ? AND s.rated = 1 AND s.mu_after IS NOT NULL"
            " ORDER BY r.finished_at, r.game_id",
            (guild_id, kind, user_id),
        )
        return [RatingPoint(r[0], r[1], r[2], r[3]) for r in rows]

    async def latest_names(self, guild_id: int, kind: str) -> dict[int, str]:
        """Each player's seat name in their latest recorded game of `kind` in the guild."""
        rows = await self._all(
            "SELECT s.user_id, s.name FROM result_seats s JOIN results r ON r.game_id = s.game_id"
            " WHERE r.guild_id = ? AND r.kind = ? ORDER BY r.finished_at, r.game_id",
            (guild_id, kind),
        )
        return {r[0]: r[1] for r in rows}

    async def skipped_games(self, guild_id: int, user_id: int) -> int:
        """How many of the player's recorded games the guild's rules left out (a game not
        counted, or their seat played by a stand-in; not a game with no one to compare with)."""
        row = await self._one(
            "SELECT COUNT(*) FROM result_seats s JOIN results r ON r.game_id = s.game_id"
            " WHERE r.guild_id = ? AND s.user_id = ? AND s.rated = 0"
            " AND (r.counted = 0 OR s.stood_in = 1)",
            (guild_id, user_id),
        )
        return 0 if row is None else int(row[0])

    async def best_scores(
        self, guild_id: int, kind: str, limit: int
    ) -> list[tuple[str, BestScore]]:
        """Per scoreboard (a custom map) of the guild's games of `kind`: the best scores,
        highest first, at most `limit` each."""
        rows = await self._all(
            "SELECT r.scoreboard, r.game_id, s.user_id, s.name, s.score, r.finished_at"
            " FROM result_seats s JOIN results r ON r.game_id = s.game_id"
            " WHERE r.guild_id = ? AND r.kind = ? AND r.scoreboard IS NOT NULL"
            " AND r.outcome = 'over' AND s.stood_in = 0"
            " ORDER BY r.scoreboard, s.score DESC, r.finished_at, r.game_id",
            (guild_id, kind),
        )
        found: list[tuple[str, BestScore]] = []
        taken: dict[str, int] = {}
        for r in rows:
            board = r[0]
            if taken.get(board, 0) < limit:
                taken[board] = taken.get(board, 0) + 1
                found.append((board, BestScore(r[1], r[2], r[3], r[4], r[5])))
        return found
