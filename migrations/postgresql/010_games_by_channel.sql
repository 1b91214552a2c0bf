-- The PostgreSQL twin of ../010_games_by_channel.sql.
-- A channel's games by their order: its last game (``/game status``, a replay, the table's
-- page) was found by reading every row of games, finished ones included, at each look: a
-- server's games grow for ever, and a move looked several times.
CREATE INDEX games_by_channel ON games (channel_id, id);
