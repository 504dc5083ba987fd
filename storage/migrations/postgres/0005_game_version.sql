-- As ../0005_game_version.sql: a game's version, bumped by every write to the game.

ALTER TABLE games ADD COLUMN version BIGINT NOT NULL DEFAULT 0;
