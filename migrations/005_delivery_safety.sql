-- Issue 25: the channel always shows the truth.

-- The request (a Discord interaction id) a move answered: when a store connection drops
-- during the commit, the host asks whether that move is stored and tells the player the
-- truth ("saved" or "not saved"); a game never stores the same request twice.
ALTER TABLE moves ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX moves_request ON moves (game_id, request_id);

-- Which process holds an outbox row's claim (a token made at its start): at start-up a
-- process releases the claims of its shard's games held by others (processes that are
-- gone); kept after a release, it says the row's post may already be in the channel.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
