-- Who paused a game (the moderator's name as shown when they paused it), so a player who
-- tries to move hears the game is paused, by whom, and that /mod resume continues it.
-- NULL for a game that is not paused, or was paused before this column existed.
ALTER TABLE games ADD COLUMN paused_by TEXT;
