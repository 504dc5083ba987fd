-- A timer of a third kind: `standin-vote` (bot/service/standin_vote.py), a look at a game's open
-- stand-in votes after a move and at the earliest one's end, which rewrites the message of a
-- vote that closed with no ballot.

ALTER TABLE timers DROP CONSTRAINT timers_kind_check;
ALTER TABLE timers ADD CONSTRAINT timers_kind_check
    CHECK (kind IN ('deadline', 'reminder', 'standin-vote'));
