-- The language a channel's posts and a user's DMs are written in, as Discord last told it (a
-- channel: its server's language; a user: their client's), stored so that every bot process
-- sharing the database answers alike: a post by a timer, or a DM to a player who last used
-- the bot through another process, is written in the language learned there.

CREATE TABLE channel_languages (
    channel_id  INTEGER PRIMARY KEY,
    locale      TEXT    NOT NULL
);

CREATE TABLE user_languages (
    user_id     INTEGER PRIMARY KEY,
    locale      TEXT    NOT NULL
);
