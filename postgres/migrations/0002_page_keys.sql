-- acedrex schema 2 (records of format 3): unlisted game pages. A game of a private
-- conversation has a random `page_key` in its record and its page is reached by it
-- only (`/game/ID-KEY`). Which conversations older games were played in is not known,
-- so every older game but the terminal's gets a key: 122 random bits from
-- gen_random_uuid() (PostgreSQL's strong random source), as 32 hex digits.

UPDATE games
   SET record = jsonb_set(record, '{page_key}',
                          to_jsonb(replace(gen_random_uuid()::text, '-', '')))
 WHERE record->>'v' = '2'
   AND COALESCE(record->>'channel', '') NOT LIKE 'terminal:%'
   AND (record->'page_key' IS NULL OR record->'page_key' = 'null'::jsonb);

UPDATE games   SET record = jsonb_set(record, '{v}', '3') WHERE record->>'v' = '2';
UPDATE ratings SET record = jsonb_set(record, '{v}', '3') WHERE record->>'v' = '2';
