-- The turn on Discord: what the channel has been told, and what it still must be told.

-- Per game, what the channel knows (JSON, see bot/host/turn_policy.py TurnMemory): each
-- seat's decision stamp (a press stays valid while its seat's own decision is unchanged),
-- who already knows they must act (pinged once, never twice), and the current turn message.
ALTER TABLE games ADD COLUMN turn_memory TEXT NOT NULL DEFAULT '{}';

-- The outbox: what a stored change must announce, written in the same transaction as
-- the change and marked once posted, so a crash between commit and post is repaired at
-- start-up. ``claimed_at`` keeps two deliverers from posting the same row.
CREATE TABLE outbox (
    id           INTEGER PRIMARY KEY,
    game_id      INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id   INTEGER NOT NULL,
    version      INTEGER NOT NULL,
    plan         TEXT    NOT NULL,     -- the turn plan as JSON (no pictures)
    created_at   REAL    NOT NULL,
    claimed_at   REAL,
    delivered_at REAL
);
CREATE INDEX outbox_undelivered ON outbox (delivered_at, id);
