-- acedrex schema 3: game numbers handed out densely. A sequence skips numbers (a
-- number taken for a write that is then rolled back, up to 32 after a crash), and
-- players type these numbers; this one-row counter is changed in a transaction and
-- hands an unused number out again (see `next_id`).

CREATE TABLE game_counter (
    only_row    BOOLEAN PRIMARY KEY DEFAULT true CHECK (only_row),
    -- The last number handed out.
    last        BIGINT      NOT NULL,
    -- When it was handed out.
    reserved_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
INSERT INTO game_counter (last) SELECT COALESCE(MAX(id), 0) FROM games;
