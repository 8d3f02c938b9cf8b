-- acedrex: tournaments. Their numbers come from the games' counter (a `#N` names one
-- thing), so `id` never collides with a game's. The record is the service's JSON; the
-- columns beside it are what queries select on.

CREATE TABLE tournaments (
    id      BIGINT  PRIMARY KEY,
    -- Incremented by every save; writers compare-and-set on it.
    rev     BIGINT  NOT NULL,
    channel TEXT    NOT NULL,
    -- Open or running (not finished).
    live    BOOLEAN NOT NULL,
    record  JSONB   NOT NULL
);
CREATE INDEX tournaments_live ON tournaments (id) WHERE live;
-- `tournament standings` in a channel finds its tournaments.
CREATE INDEX tournaments_by_channel ON tournaments (channel, id);
