-- 数据建模: the built-in database's tables made through 数据建模. Only these may be altered there: the
-- application's own tables change by migration, never by hand.
CREATE TABLE data_model_table (
  source_id text NOT NULL,
  table_name text NOT NULL,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (source_id, table_name)
);
