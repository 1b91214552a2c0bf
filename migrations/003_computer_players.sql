-- Computer players: a seat may be played by the computer at a level (rules/ai LEVELS);
-- such a seat has no user. NULL: a member plays it (or it awaits one after a kick).
ALTER TABLE seats ADD COLUMN computer TEXT;
