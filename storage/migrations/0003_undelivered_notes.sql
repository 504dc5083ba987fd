-- Private notes the bot could not deliver (a player's DMs closed, Discord down): kept until the
-- player's next interaction shows them, then deleted. `game_id` is NULL for a note about no
-- game in particular. Also from this version on, JSON columns of 256 bytes or more hold
-- zlib-compressed JSON as a BLOB (storage.database._dump); older TEXT rows stay readable.

CREATE TABLE notes (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER REFERENCES games (id) ON DELETE CASCADE,
    user_id     INTEGER NOT NULL,
    text        TEXT    NOT NULL,
    created_at  REAL    NOT NULL
);
CREATE INDEX notes_by_user ON notes (user_id, id);
