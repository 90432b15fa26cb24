-- 示例中心 项目甘特 (issue 18 item 2): project plans with tasks and finish-to-start dependencies.
CREATE TABLE ex_project (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  owner_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ex_project_task (
  project_id text NOT NULL REFERENCES ex_project(id) ON DELETE CASCADE,
  id text NOT NULL,
  name text NOT NULL,
  -- days since the project's day 0 (dates are whole days)
  start_day integer NOT NULL,
  duration integer NOT NULL CHECK (duration >= 1),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  depends_on text[] NOT NULL DEFAULT '{}',
  sort_code integer NOT NULL DEFAULT 0,
  PRIMARY KEY (project_id, id)
);
