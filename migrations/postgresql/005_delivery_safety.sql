-- Issue 25: the channel always shows the truth (PostgreSQL twin of ../005_delivery_safety.sql).

-- The request (a Discord interaction id) a move answered: when a store connection drops
-- during the commit, the host asks whether that move is stored and tells the player the
-- truth ("saved" or "not saved"); the same request is never stored twice.
ALTER TABLE moves ADD COLUMN request_id TEXT;
CREATE UNIQUE INDEX moves_request ON moves (request_id);

-- Which process holds an outbox row's claim (a token made at its start): a process
-- releases the claims of its shard that no live deliverer of its own holds at start-up,
-- and a claim lives only while its holder renews it (``claimed_at``).
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
