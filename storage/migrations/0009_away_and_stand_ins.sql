-- Away periods and stand-in players (issue 22). `away` holds one period of absence per user,
-- across all their games: from `starts` to `ends` (epoch seconds), set when `set_at`. A seat
-- handed to the built-in player has `standin` = 1; the moderation log keeps who handed it and
-- when ("standin" / "standin_off" entries), so a finished game tells whether it had a stand-in.

CREATE TABLE away (
    user_id  INTEGER PRIMARY KEY,
    starts   REAL    NOT NULL,
    ends     REAL    NOT NULL CHECK (ends > starts),
    set_at   REAL    NOT NULL
);

ALTER TABLE seats ADD COLUMN standin INTEGER NOT NULL DEFAULT 0;
