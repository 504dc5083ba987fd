-- A move's whole batch as one function call (storage/postgres.py `run_batch`): its guard
-- (`move_guard`, 0011), then its statements (SQL text, values written in), then the game's
-- tracked messages, read in the same round trip because the move's answer reads them next
-- (which message a click edits). A simple query of several statements returns no rows to
-- asyncpg; a call does, and its plan is kept by the session. One statement, so one
-- transaction (or part of the open one): a guard or statement that raises rolls back all.

CREATE FUNCTION move_batch(
    game BIGINT,
    want_seq INTEGER,
    want_version BIGINT,
    issued_before DOUBLE PRECISION,
    statements TEXT[]
) RETURNS TABLE (purpose TEXT, channel_id BIGINT, message_id BIGINT)
LANGUAGE plpgsql AS $$
DECLARE
    statement TEXT;
BEGIN
    PERFORM move_guard(game, want_seq, want_version, issued_before);
    FOREACH statement IN ARRAY statements LOOP
        EXECUTE statement;
    END LOOP;
    RETURN QUERY SELECT m.purpose, m.channel_id, m.message_id FROM messages m
        WHERE m.game_id = game;
END $$;

-- A write to a game's secret orders (SQL text, values written in), then the game's orders as
-- they stand, with the game's row locked first (storage/postgres.py `write_orders`): two
-- players getting ready at once through two processes take turns, and the second reads the
-- first's orders (each statement of a function sees what committed before it began), so its
-- request resolves the phase. One round trip.

CREATE FUNCTION orders_write(game BIGINT, statement TEXT) RETURNS SETOF orders
LANGUAGE plpgsql AS $$
BEGIN
    PERFORM 1 FROM games WHERE id = game FOR UPDATE;
    EXECUTE statement;
    RETURN QUERY SELECT * FROM orders o WHERE o.game_id = game ORDER BY o.player;
END $$;
