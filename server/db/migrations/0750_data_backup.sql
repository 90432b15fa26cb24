-- 数据备份: one row per backup file under DATA_DIR/backups. The row is the catalogue of files; it is
-- itself never backed up or restored (a restore must not forget the backups made since).
CREATE TABLE data_backup (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  file_name text NOT NULL UNIQUE,
  -- manual: 立即备份; scheduled: a 定时任务 run (the only kind retention deletes); preRestore: the
  -- state just before a restore; upload: a file brought from elsewhere
  kind text NOT NULL CHECK (kind IN ('manual', 'scheduled', 'preRestore', 'upload')),
  state text NOT NULL CHECK (state IN ('running', 'done', 'failed')),
  file_size bigint NOT NULL DEFAULT 0,
  table_count integer NOT NULL DEFAULT 0,
  row_count bigint NOT NULL DEFAULT 0,
  source_kind text NOT NULL DEFAULT '',
  error text,
  -- hostname:pid of the process writing it, and its last sign of life: a running row whose writer
  -- is gone (killed, crashed) is marked failed and its half file removed
  instance text NOT NULL DEFAULT '',
  heartbeat_at timestamptz NOT NULL DEFAULT now(),
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  restored_at timestamptz
);
CREATE INDEX data_backup_created_idx ON data_backup (created_at DESC);
