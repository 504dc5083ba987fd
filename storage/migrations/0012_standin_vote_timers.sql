-- A timer of a third kind: `standin-vote` (bot/service/standin_vote.py), a look at a game's open
-- stand-in votes after a move and at the earliest one's end, which rewrites the message of a
-- vote that closed with no ballot. SQLite cannot change a CHECK in place: the table is rebuilt
-- with the same columns, rows and indexes.

CREATE TABLE timers_kinds (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    kind        TEXT    NOT NULL CHECK (kind IN ('deadline', 'reminder', 'standin-vote')),
    due         REAL,
    remaining   REAL,
    payload     TEXT    NOT NULL DEFAULT '{}',
    CHECK ((due IS NULL) <> (remaining IS NULL))
);
INSERT INTO timers_kinds (id, game_id, kind, due, remaining, payload)
    SELECT id, game_id, kind, due, remaining, payload FROM timers;
DROP TABLE timers;
ALTER TABLE timers_kinds RENAME TO timers;
CREATE INDEX timers_by_due ON timers (due) WHERE due IS NOT NULL;
CREATE INDEX timers_by_game ON timers (game_id);
