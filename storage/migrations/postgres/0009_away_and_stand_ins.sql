-- As ../0009_away_and_stand_ins.sql: one period of absence per user (`away`), and the stand-in
-- mark of a seat handed to the built-in player.

CREATE TABLE away (
    user_id  BIGINT           PRIMARY KEY,
    starts   DOUBLE PRECISION NOT NULL,
    ends     DOUBLE PRECISION NOT NULL CHECK (ends > starts),
    set_at   DOUBLE PRECISION NOT NULL
);

ALTER TABLE seats ADD COLUMN standin INTEGER NOT NULL DEFAULT 0;
