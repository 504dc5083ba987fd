-- As ../0004_standing_orders.sql: standing orders (`orders` NULL: the phase's defaults).

CREATE TABLE standing_orders (
    game_id     BIGINT  NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player      TEXT    NOT NULL,
    slot        TEXT    NOT NULL,
    user_id     BIGINT  NOT NULL,
    orders      BYTEA,
    updated_at  DOUBLE PRECISION NOT NULL,
    PRIMARY KEY (game_id, player, slot)
);
