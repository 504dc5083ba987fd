-- Standing orders: a player's orders for one phase of the turn, repeated every turn until
-- changed (Roads & Boats: "movement"). `orders` NULL means "ready with the phase's default
-- orders". Secret like `orders`; adopted, checked, when each such phase opens.

CREATE TABLE standing_orders (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    player      TEXT    NOT NULL,
    slot        TEXT    NOT NULL,
    user_id     INTEGER NOT NULL,
    orders      BLOB,
    updated_at  REAL    NOT NULL,
    PRIMARY KEY (game_id, player, slot)
);
