-- The first schema: games and their seats, the append-only move log (the source of truth),
-- snapshots for fast loading, secret orders, timers, guild settings, tracked messages and the
-- moderation log. Times are epoch seconds (REAL); JSON columns are TEXT.

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER,
    channel_id  INTEGER NOT NULL,
    kind        TEXT    NOT NULL,
    status      TEXT    NOT NULL
                CHECK (status IN ('lobby', 'running', 'paused', 'over', 'abandoned')),
    options     TEXT    NOT NULL DEFAULT '{}',
    seed        INTEGER NOT NULL,
    fixed       TEXT,
    host_id     INTEGER NOT NULL,
    settings    TEXT    NOT NULL DEFAULT '{}',
    created_at  REAL    NOT NULL,
    updated_at  REAL    NOT NULL
);

-- One active game per channel: finished and abandoned games stay for the record.
CREATE UNIQUE INDEX games_one_active_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'running', 'paused');

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,
    user_id  INTEGER NOT NULL,
    name     TEXT    NOT NULL,
    absent   INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, name)
);
CREATE INDEX seats_by_user ON seats (user_id);

CREATE TABLE moves (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 1),
    user_id     INTEGER,
    player      TEXT    NOT NULL,
    move        TEXT    NOT NULL,
    events      TEXT    NOT NULL DEFAULT '[]',
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE snapshots (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL CHECK (seq >= 0),
    state       TEXT    NOT NULL,
    created_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

CREATE TABLE orders (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player      TEXT    NOT NULL,
    phase       TEXT,
    user_id     INTEGER NOT NULL,
    orders      TEXT    NOT NULL,
    ready       INTEGER NOT NULL DEFAULT 0,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, player)
);

-- A running timer has `due`; a paused one has `remaining` (seconds) and no `due`.
CREATE TABLE timers (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('deadline', 'reminder')),
    due         REAL,
    remaining   REAL,
    payload     TEXT    NOT NULL DEFAULT '{}',
    CHECK ((due IS NULL) <> (remaining IS NULL))
);
CREATE INDEX timers_by_due ON timers (due) WHERE due IS NOT NULL;
CREATE INDEX timers_by_game ON timers (game_id);

CREATE TABLE guild_settings (
    guild_id        INTEGER PRIMARY KEY,
    moderator_role  INTEGER,
    defaults        TEXT NOT NULL DEFAULT '{}',
    locale          TEXT
);

CREATE TABLE messages (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    purpose     TEXT    NOT NULL,
    channel_id  INTEGER NOT NULL,
    message_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, purpose)
);

CREATE TABLE moderation_log (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    action      TEXT    NOT NULL,
    detail      TEXT    NOT NULL DEFAULT '{}',
    created_at  REAL    NOT NULL
);
