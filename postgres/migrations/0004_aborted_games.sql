-- acedrex schema 4 (records of format 4): aborted games (phase `Aborted`, no result)
-- and rematch challenges (`rematch_of`). Older records cannot hold either, so they keep
-- their shape; only their version changes.

UPDATE games   SET record = jsonb_set(record, '{v}', '4') WHERE record->>'v' = '3';
UPDATE ratings SET record = jsonb_set(record, '{v}', '4') WHERE record->>'v' = '3';
