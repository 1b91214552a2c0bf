-- The PostgreSQL twin of ../007_web_table.sql.
-- The web table (web/, issue 37): secrets the host keeps for itself (the key that signs
-- personal links, generated on first start when WEB_SECRET is not set), and whether a
-- server lets anyone with a link watch its games (/mod config web_spectators:).
CREATE TABLE host_secrets (
    name  TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
ALTER TABLE guild_settings ADD COLUMN web_spectators INTEGER NOT NULL DEFAULT 0;
