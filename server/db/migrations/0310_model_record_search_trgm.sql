-- The list keyword is `search_text LIKE '%…%'`: with a leading wildcard no btree helps, and the planner
-- scanned every record of every model. A trigram index answers it from the index (CJK characters get
-- trigrams too). pg_trgm is created by 0099.
CREATE INDEX IF NOT EXISTS model_record_search_trgm_idx ON model_record USING gin (search_text gin_trgm_ops);
ANALYZE model_record;
