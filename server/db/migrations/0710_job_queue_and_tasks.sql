-- One persistent job queue for every area (server/jobs/queue.ts): workflow's node time limits and
-- 定时任务's runs. The workflow table becomes the shared one; leased jobs (scheduled tasks, run
-- outside a transaction) are `running` under a lease their instance renews.
ALTER TABLE flow_job RENAME TO job_queue;
ALTER INDEX flow_job_due_idx RENAME TO job_queue_due_idx;
ALTER TABLE job_queue DROP CONSTRAINT flow_job_state_check;
ALTER TABLE job_queue ADD CONSTRAINT job_queue_state_check CHECK (state IN ('queued', 'running', 'done', 'failed'));
ALTER TABLE job_queue ADD COLUMN locked_by text;
ALTER TABLE job_queue ADD COLUMN locked_until timestamptz;
CREATE INDEX job_queue_running_idx ON job_queue (locked_until) WHERE state = 'running';
-- The old name keeps answering for tools and tests that read it (a plain view: updatable too).
CREATE VIEW flow_job AS SELECT * FROM job_queue;

-- 定时任务 (JNPF TimeTask): a cron expression, the kind of work (server/kit/scheduledTasks.ts) and its
-- parameters. next_run_at is advanced in the transaction that queues a run, so with several
-- instances each due time queues exactly one run.
CREATE TABLE sys_task (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  kind text NOT NULL,
  cron text NOT NULL,
  params jsonb NOT NULL DEFAULT '{}',
  description text,
  enabled_mark integer NOT NULL DEFAULT 1,
  sort_code integer NOT NULL DEFAULT 0,
  keep_days integer NOT NULL DEFAULT 30,
  next_run_at timestamptz,
  last_run_at timestamptz,
  run_count integer NOT NULL DEFAULT 0,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX sys_task_due_idx ON sys_task (next_run_at) WHERE enabled_mark = 1;

-- Run history, kept keep_days per task.
CREATE TABLE sys_task_log (
  id bigserial PRIMARY KEY,
  task_id text NOT NULL REFERENCES sys_task(id) ON DELETE CASCADE,
  job_id bigint,
  trigger text NOT NULL CHECK (trigger IN ('schedule', 'manual')),
  state text NOT NULL CHECK (state IN ('running', 'success', 'failed')),
  started_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz,
  duration_ms integer,
  result text,
  error text,
  instance text
);
CREATE INDEX sys_task_log_task_idx ON sys_task_log (task_id, started_at DESC);
CREATE UNIQUE INDEX sys_task_log_job_idx ON sys_task_log (job_id) WHERE job_id IS NOT NULL;

-- The built-in tasks, on at night; their next run is computed when the scheduler first sees them.
INSERT INTO sys_task (en_code, full_name, kind, cron, params, description, sort_code, keep_days) VALUES
  ('purgeSessions', '清理过期会话与验证码', 'system.purgeSessions', '0 3 * * *', '{}', '删除已过期或已结束一周以上的会话、过期的登录验证码与扫码票据', 1, 30),
  ('trimLogs', '清理旧日志', 'system.trimLogs', '30 3 * * *', '{"keepDays": 180}', '删除 keepDays 天以前的系统日志', 2, 30),
  ('dbMaintenance', '数据库维护', 'system.dbMaintenance', '0 4 * * 0', '{}', 'VACUUM (ANALYZE)，清理一周前已完成的队列任务', 3, 90);
