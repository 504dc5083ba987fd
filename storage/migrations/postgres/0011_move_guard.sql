-- A move batch's guard (storage/batch.py `Guard`), called first in the batch's one simple
-- query: locks the game's row, then raises, which rolls back the whole query, when the game is
-- not at the version its writer read (want_version, NULL: any), its log is not want_seq moves
-- long, or a move was logged after issued_before (NULL: any time). A function's plan is kept
-- by the session; the DO block it replaces was compiled again for every move.

CREATE FUNCTION move_guard(
    game BIGINT, want_seq INTEGER, want_version BIGINT, issued_before DOUBLE PRECISION
) RETURNS VOID LANGUAGE plpgsql AS $$
DECLARE
    at_version BIGINT;
    last_seq INTEGER;
    last_at DOUBLE PRECISION;
BEGIN
    SELECT version INTO at_version FROM games WHERE id = game FOR UPDATE;
    SELECT seq, created_at INTO last_seq, last_at FROM moves WHERE game_id = game
        ORDER BY seq DESC LIMIT 1;
    IF want_version IS NOT NULL AND at_version IS DISTINCT FROM want_version THEN
        RAISE EXCEPTION 'game % is at version %, not %', game, at_version, want_version
            USING ERRCODE = 'MPSTL';
    END IF;
    IF COALESCE(last_seq, 0) <> want_seq THEN
        RAISE EXCEPTION 'game % has % moves, not %', game, COALESCE(last_seq, 0), want_seq
            USING ERRCODE = 'MPSTL';
    END IF;
    IF issued_before IS NOT NULL AND last_at > issued_before THEN
        RAISE EXCEPTION 'game %: move % was logged after the command', game, last_seq
            USING ERRCODE = 'MPMOV';
    END IF;
END $$;
