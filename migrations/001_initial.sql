-- Cavern Host schema, version 1. Times are Unix seconds (REAL), ids are Discord snowflakes.

-- Server-wide settings: the role whose members may moderate games.
CREATE TABLE guild_settings (
    guild_id          INTEGER PRIMARY KEY,
    moderator_role_id INTEGER
);

-- Per-channel settings; NULL means "use the bot's default".
CREATE TABLE channel_settings (
    channel_id      INTEGER PRIMARY KEY,
    guild_id        INTEGER,
    allowed_games   TEXT,              -- JSON list of game keys; NULL = every game
    reminder_hours  REAL,
    timeout_hours   REAL,
    thread_per_game INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE games (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER,
    channel_id     INTEGER NOT NULL,
    game_key       TEXT    NOT NULL,
    seed           INTEGER NOT NULL,
    options        TEXT    NOT NULL DEFAULT '{}',
    players_wanted INTEGER,
    status         TEXT    NOT NULL
                   CHECK (status IN ('lobby', 'active', 'paused', 'finished', 'aborted')),
    state          TEXT,               -- engine snapshot (JSON); NULL in the lobby
    version        INTEGER NOT NULL DEFAULT 0,
    rules_version  INTEGER,
    reminder_hours REAL    NOT NULL,
    timeout_hours  REAL    NOT NULL,
    created_by     INTEGER NOT NULL,
    created_at     REAL    NOT NULL,
    started_at     REAL,
    ended_at       REAL,
    end_reason     TEXT,               -- finished, resigned, aborted
    result         TEXT                -- JSON list of places (lists of seats) once ended
);
-- One open game per channel (a thread is a channel).
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active', 'paused');
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL,         -- join order in the lobby, 0-based seat once started
    user_id  INTEGER,                  -- NULL: kicked, the seat waits for a replacement
    name     TEXT    NOT NULL,
    resigned INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

-- The move log: rows are only ever appended; an undo stamps undone_at and nothing is
-- deleted, so the log of live moves alone rebuilds the game and history stays visible.
CREATE TABLE moves (
    game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq       INTEGER NOT NULL,
    seat      INTEGER NOT NULL,
    option_id TEXT    NOT NULL,
    user_id   INTEGER,
    played_at REAL    NOT NULL,
    events    TEXT    NOT NULL DEFAULT '[]',   -- the engine's events of this move (JSON)
    reveals   INTEGER NOT NULL DEFAULT 0,      -- it turned up hidden or random information
    undone_at REAL,
    PRIMARY KEY (game_id, seq)
);

-- Consents to undo the last move, valid only while the game is at that version.
CREATE TABLE undo_votes (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    version INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    PRIMARY KEY (game_id, version, user_id)
);

-- One row per player who must act: stored deadlines, so a restart neither loses nor
-- repeats a reminder.
CREATE TABLE reminders (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    user_id       INTEGER NOT NULL,
    waiting_since REAL    NOT NULL,
    next_due      REAL    NOT NULL,
    sent          INTEGER NOT NULL DEFAULT 0,
    timeout_due   REAL    NOT NULL,
    timeout_sent  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, user_id)
);
CREATE INDEX reminders_by_due ON reminders (next_due);

CREATE TABLE user_prefs (
    user_id    INTEGER PRIMARY KEY,
    dm_notify  INTEGER NOT NULL DEFAULT 0
);
