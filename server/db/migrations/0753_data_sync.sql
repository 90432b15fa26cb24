-- 数据同步: copy a table from one source to another, full or incremental by a key column, in batches.
-- One row per job with the state of its last run; the run's report is the row itself (copied rows,
-- timings, error). A running job whose process died is marked failed like a backup (heartbeat).
CREATE TABLE data_sync_job (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  from_source_id text NOT NULL DEFAULT '0',
  from_table text NOT NULL,
  to_source_id text NOT NULL DEFAULT '0',
  to_table text NOT NULL,
  mode text NOT NULL DEFAULT 'full' CHECK (mode IN ('full', 'incremental')),
  key_column text NOT NULL,
  batch_size integer NOT NULL DEFAULT 1000 CHECK (batch_size BETWEEN 1 AND 50000),
  -- incremental: the greatest key copied so far (text form), where the next run starts
  last_key text,
  state text NOT NULL DEFAULT 'idle' CHECK (state IN ('idle', 'running', 'done', 'failed', 'cancelled')),
  copied bigint NOT NULL DEFAULT 0,
  total bigint NOT NULL DEFAULT 0,
  error text,
  -- set by 取消 on any instance; the run checks it between batches
  cancel_requested boolean NOT NULL DEFAULT false,
  instance text NOT NULL DEFAULT '',
  heartbeat_at timestamptz,
  started_at timestamptz,
  finished_at timestamptz,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
