-- A season of play (bot/host/season.py): each finished game's result, kept for history
-- and profiles, and the ratings per server and game it fed (openskill, Plackett-Luce).
-- Written in the transaction that ends the game, so a game is recorded and rated once.

CREATE TABLE game_results (
    game_id      INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    guild_id     INTEGER,
    channel_id   INTEGER NOT NULL,
    game_key     TEXT    NOT NULL,
    options      TEXT    NOT NULL DEFAULT '{}',
    seats        INTEGER NOT NULL,
    end_reason   TEXT    NOT NULL,          -- finished, resigned
    started_at   REAL,
    ended_at     REAL    NOT NULL,
    moves        INTEGER NOT NULL,
    rounds       INTEGER,
    solo_goal    INTEGER,                   -- a solo game's goal, NULL when it has none
    solo_reached INTEGER,                   -- 1 when the solo goal was reached
    rated        INTEGER NOT NULL DEFAULT 0,
    rematch_id   INTEGER,                   -- the lobby its Rematch button opened
    -- The order this game was rated in among its server's games of the same game (taken
    -- under the lock of that leaderboard): the rebuild follows it, so it equals the
    -- ratings given one game at a time even when two games ended at once.
    rating_seq   INTEGER
);
CREATE INDEX game_results_by_guild ON game_results (guild_id, ended_at DESC, game_id DESC);
CREATE INDEX game_results_in_order ON game_results (guild_id, game_key, rating_seq);

-- One row per seat, plus one per member who left a seat (kicked or replaced: departed=1).
CREATE TABLE result_seats (
    game_id       INTEGER NOT NULL REFERENCES game_results (game_id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    guild_id      INTEGER,
    game_key      TEXT    NOT NULL,
    ended_at      REAL    NOT NULL,
    player_id     INTEGER,         -- a member's id; a computer level is negative; NULL: nobody
    name          TEXT    NOT NULL,
    place         INTEGER NOT NULL,
    score         INTEGER NOT NULL,
    breakdown     TEXT    NOT NULL DEFAULT '[]',   -- [[label, points], …] as the engine scored
    resigned      INTEGER NOT NULL DEFAULT 0,
    departed      INTEGER NOT NULL DEFAULT 0,
    rating_before INTEGER,
    rating_after  INTEGER
);
CREATE INDEX result_seats_of_game ON result_seats (game_id, seat);
CREATE INDEX result_seats_by_player ON result_seats (guild_id, player_id, ended_at DESC);

-- Members who left a running game's seat (kicked, replaced): ranked last when it ends.
CREATE TABLE seat_departures (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat    INTEGER NOT NULL,
    user_id INTEGER NOT NULL,
    name    TEXT    NOT NULL,
    PRIMARY KEY (game_id, user_id)
);

CREATE TABLE ratings (
    guild_id  INTEGER NOT NULL,     -- 0 outside a server
    game_key  TEXT    NOT NULL,
    player_id INTEGER NOT NULL,
    name      TEXT    NOT NULL,     -- the member's latest name in a game (not a mention)
    mu        REAL    NOT NULL,
    sigma     REAL    NOT NULL,
    ordinal   REAL    NOT NULL,     -- mu - 3 sigma: the leaderboard's order
    rating    INTEGER NOT NULL,     -- the ordinal in a friendly range, as shown
    games     INTEGER NOT NULL DEFAULT 0,
    wins      INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game_key, player_id)
);
CREATE INDEX ratings_board ON ratings (guild_id, game_key, ordinal DESC);

-- "/game mine": a member's seats without scanning every game.
CREATE INDEX seats_by_user ON seats (user_id);
