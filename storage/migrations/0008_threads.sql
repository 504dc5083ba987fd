-- Whether `/game create` opens each new game of a guild in a thread of its channel (off unless
-- a moderator turns it on; the create command's `thread` option decides for one game).

CREATE TABLE thread_settings (
    guild_id  INTEGER PRIMARY KEY,
    threads   INTEGER NOT NULL DEFAULT 0
);
