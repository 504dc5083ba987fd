-- As ../0008_threads.sql: whether `/game create` opens each new game of a guild in a thread.

CREATE TABLE thread_settings (
    guild_id  BIGINT  PRIMARY KEY,
    threads   INTEGER NOT NULL DEFAULT 0
);
