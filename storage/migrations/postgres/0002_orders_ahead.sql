-- As ../0002_orders_ahead.sql: orders given ahead for a later phase of the turn.

CREATE TABLE orders_ahead (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player      TEXT    NOT NULL,
    phase       TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    orders      BYTEA   NOT NULL,
    ready       INTEGER NOT NULL DEFAULT 0,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player, phase)
);
