-- Keyword search over users with a leading wildcard: a trigram index instead of a full scan.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
CREATE INDEX users_search_trgm_idx ON users
  USING gin ((account || ' ' || real_name || ' ' || coalesce(mobile, '') || ' ' || quick_query) gin_trgm_ops);
