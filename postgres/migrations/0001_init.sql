-- acedrex schema 1: games with their open-game indexes, ratings, names, channel links,
-- settings. The game record itself is the service's JSON (versioned inside, `v`); the
-- columns beside it are what queries select and sort on.

CREATE SEQUENCE game_ids;

CREATE TABLE games (
    id            BIGINT PRIMARY KEY,
    -- Incremented by every save; writers compare-and-set on it.
    rev           BIGINT  NOT NULL,
    variant       TEXT    NOT NULL,
    channel       TEXT    NOT NULL,
    phase         TEXT    NOT NULL,
    -- A challenge or a game in progress.
    open          BOOLEAN NOT NULL,
    last_activity BIGINT  NOT NULL,
    record        JSONB   NOT NULL
);
-- `games` in a channel and the clock's rounds look at open games only.
CREATE INDEX games_open_by_channel ON games (channel, id) WHERE open;
CREATE INDEX games_open ON games (id) WHERE open;

-- The people of each open game (a player's `games`).
CREATE TABLE open_game_players (
    user_id TEXT   NOT NULL,
    game    BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    PRIMARY KEY (user_id, game)
);
CREATE INDEX open_game_players_game ON open_game_players (game);

CREATE TABLE ratings (
    variant TEXT             NOT NULL,
    user_id TEXT             NOT NULL,
    rating  DOUBLE PRECISION NOT NULL,
    record  JSONB            NOT NULL,
    PRIMARY KEY (variant, user_id)
);
-- The leaderboard of a game.
CREATE INDEX ratings_board ON ratings (variant, rating DESC);
CREATE INDEX ratings_user ON ratings (user_id);

CREATE TABLE names (
    user_id TEXT PRIMARY KEY,
    name    TEXT NOT NULL
);

CREATE TABLE channel_links (
    channel TEXT PRIMARY KEY,
    game    BIGINT NOT NULL
);

CREATE TABLE settings (
    user_id TEXT NOT NULL,
    key     TEXT NOT NULL,
    value   TEXT NOT NULL,
    PRIMARY KEY (user_id, key)
);
