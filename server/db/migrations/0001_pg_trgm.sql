-- Trigram indexes make the lists' Search (ILIKE '%…%') an index lookup instead of a scan of every row.
-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: the database owner may create it.
-- PGlite loads it in server/db/open.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
