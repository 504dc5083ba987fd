-- As ../0009_languages.sql: the language of a channel's posts and of a user's DMs.

CREATE TABLE channel_languages (
    channel_id  BIGINT  PRIMARY KEY,
    locale      TEXT    NOT NULL
);

CREATE TABLE user_languages (
    user_id     BIGINT  PRIMARY KEY,
    locale      TEXT    NOT NULL
);
