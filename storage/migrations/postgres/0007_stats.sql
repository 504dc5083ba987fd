-- Statistics of finished games, per guild and game kind (docs/stats-and-threads.md).
-- `results`: one row per finished game that was recorded, keyed by the game, so that a retry
-- or a second process never counts a game twice; `counted` says whether the guild's settings
-- let it count (an abandoned game, say, is recorded as skipped, never silently dropped).
-- `result_seats`: each seat's place (1 = first, ties share a place), score and rating
-- before and after the game; `rated` is false for a seat the guild's settings leave out
-- (a stand-in). `ratings`: the current rating and totals of each player per guild and game.
-- `stats_settings`: how a guild counts abandoned games and games with stand-ins.

CREATE TABLE results (
    game_id      BIGINT PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id     BIGINT  NOT NULL,
    kind         TEXT    NOT NULL,
    outcome      TEXT    NOT NULL CHECK (outcome IN ('over', 'abandoned')),
    counted      INTEGER NOT NULL,
    scoreboard   TEXT,
    finished_at  DOUBLE PRECISION NOT NULL
);
CREATE INDEX results_by_guild ON results (guild_id, kind, finished_at);

CREATE TABLE result_seats (
    game_id       BIGINT  NOT NULL REFERENCES results (game_id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    user_id       BIGINT  NOT NULL,
    name          TEXT    NOT NULL,
    place         INTEGER NOT NULL CHECK (place >= 1),
    score         INTEGER NOT NULL,
    stood_in      INTEGER NOT NULL DEFAULT 0,
    rated         INTEGER NOT NULL,
    mu_before     DOUBLE PRECISION,
    sigma_before  DOUBLE PRECISION,
    mu_after      DOUBLE PRECISION,
    sigma_after   DOUBLE PRECISION,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX result_seats_by_user ON result_seats (user_id);

CREATE TABLE ratings (
    guild_id    BIGINT  NOT NULL,
    kind        TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    mu          DOUBLE PRECISION NOT NULL,
    sigma       DOUBLE PRECISION NOT NULL,
    played      INTEGER NOT NULL DEFAULT 0,
    won         INTEGER NOT NULL DEFAULT 0,
    place_sum   INTEGER NOT NULL DEFAULT 0,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (guild_id, kind, user_id)
);

CREATE TABLE stats_settings (
    guild_id   BIGINT  PRIMARY KEY,
    abandoned  TEXT NOT NULL DEFAULT 'skip' CHECK (abandoned IN ('skip', 'count')),
    stand_ins  TEXT NOT NULL DEFAULT 'skip_seat'
               CHECK (stand_ins IN ('count', 'skip_seat', 'skip_game'))
);
