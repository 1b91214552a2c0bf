-- The PostgreSQL twin of ../009_processes.sql (BIGINT numbers, DOUBLE PRECISION times).
-- The bot processes serving this database (bot/presence.py, issue 42 item 7): each announces
-- itself at start-up with the shards it serves and keeps a heartbeat; a second process
-- claiming shards already served refuses to start, instead of answering every interaction
-- twice. A row whose heartbeat stopped (the process was killed) no longer counts.
CREATE TABLE processes (
    id           TEXT    PRIMARY KEY,       -- hostname:pid:start time
    hostname     TEXT    NOT NULL,
    pid          BIGINT  NOT NULL,
    shard_count  BIGINT,                    -- NULL: all shards (Discord says how many)
    shard_ids    TEXT,                      -- JSON list; NULL: every shard
    started_at   DOUBLE PRECISION NOT NULL,
    heartbeat_at DOUBLE PRECISION NOT NULL
);
