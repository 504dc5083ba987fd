-- A game's version, for a database several processes write (PostgreSQL): bumped in the
-- transaction of every write to the game's row, seats or move log, so that a process whose
-- cached copy of a game has another version knows it is stale. SQLite's one writer keeps it 0;
-- the column is here so that both schemas, and `db migrate-to`, are the same.

ALTER TABLE games ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
