-- A game's version: bumped by every write to the game's row, seats or move log, in the same
-- transaction. A process whose cached copy of a game has another version knows it is stale
-- (on PostgreSQL, several processes write the same games).

ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
