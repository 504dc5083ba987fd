-- Orders given ahead for a later phase of the turn (Roads & Boats: "t3.building" while
-- t3.movement is open). Secret like `orders`; each row moves to `orders` when its phase opens,
-- and rows for a phase that can no longer open are dropped.

CREATE TABLE orders_ahead (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player      TEXT    NOT NULL,
    phase       TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    orders      TEXT    NOT NULL,
    ready       INTEGER NOT NULL DEFAULT 0,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, player, phase)
);
