-- Workflow (issue 14): flow definitions with released versions, running tasks, their nodes,
-- operators (to-do items), the action record, circulation, entrusts and the persistent job queue.

CREATE TABLE flow_engine (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  en_code text NOT NULL,
  full_name text NOT NULL,
  category text NOT NULL DEFAULT '',
  -- 0 发起流程 (launched from 发起流程), 1 功能流程 (bound to a designed page's records).
  type integer NOT NULL DEFAULT 0,
  -- The designed page (visual_dev id or its seeded model id) whose form the flow carries; '' = built-in form.
  form_id text NOT NULL DEFAULT '',
  icon text NOT NULL DEFAULT '',
  icon_background text NOT NULL DEFAULT '',
  -- The design being edited; a release copies it into flow_engine_version.
  flow_template_json json NOT NULL,
  -- The released version new launches use (0: never released).
  version integer NOT NULL DEFAULT 0,
  -- 1 released and launchable, 0 draft or stopped.
  enabled_mark integer NOT NULL DEFAULT 0,
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX flow_engine_code_idx ON flow_engine (lower(en_code));

CREATE TABLE flow_engine_version (
  flow_id text NOT NULL REFERENCES flow_engine(id) ON DELETE CASCADE,
  version integer NOT NULL,
  flow_template_json json NOT NULL,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (flow_id, version)
);

CREATE TABLE flow_task (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- A sub-flow's task points at its parent task and the parent's waiting node.
  parent_id text,
  parent_node_id text,
  en_code text NOT NULL DEFAULT '',
  full_name text NOT NULL,
  flow_urgent integer NOT NULL DEFAULT 1 CHECK (flow_urgent IN (1, 2, 3)),
  flow_id text NOT NULL REFERENCES flow_engine(id),
  flow_version integer NOT NULL,
  form_data jsonb NOT NULL DEFAULT '{}',
  -- 0 draft, 1 wait, 2 adopt, 3 reject, 4 revoke, 5 cancel (spec §3 "Flow status numbers"; 0 is JNPF's draft).
  status integer NOT NULL DEFAULT 0 CHECK (status BETWEEN 0 AND 5),
  this_step text NOT NULL DEFAULT '',
  completion integer NOT NULL DEFAULT 0,
  -- Approvers chosen by the initiator at launch: {nodeId: [userId…]}.
  candidates jsonb NOT NULL DEFAULT '{}',
  creator_user_id text NOT NULL,
  organize_id text,
  department_id text,
  start_time timestamptz,
  end_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX flow_task_creator_idx ON flow_task (creator_user_id, created_at DESC);
CREATE INDEX flow_task_org_idx ON flow_task (organize_id, created_at DESC);
CREATE INDEX flow_task_parent_idx ON flow_task (parent_id) WHERE parent_id IS NOT NULL;

-- One row per time a node became current; `active` rows are the task's current steps.
CREATE TABLE flow_task_node (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  task_id text NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  node_code text NOT NULL,
  node_name text NOT NULL DEFAULT '',
  node_type text NOT NULL,
  -- 0 or-sign (any one), 1 countersign (all).
  counter_sign integer NOT NULL DEFAULT 0,
  state text NOT NULL CHECK (state IN ('active', 'done', 'cancelled')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX flow_task_node_task_idx ON flow_task_node (task_id, created_at);

-- To-do items: who must act on an active node.
CREATE TABLE flow_task_operator (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  task_id text NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id text NOT NULL REFERENCES flow_task_node(id) ON DELETE CASCADE,
  node_code text NOT NULL,
  node_name text NOT NULL DEFAULT '',
  handle_id text NOT NULL,
  -- Entrusted: the approver the rule named, who handed the task to handle_id.
  entrust_from text,
  -- Added approver (加签): the operator who added this one; the node waits for them as well.
  parent_id text,
  state text NOT NULL CHECK (state IN ('pending', 'done', 'cancelled')),
  handle_status integer,
  handle_time timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_operator_todo_idx ON flow_task_operator (handle_id, created_at DESC) WHERE state = 'pending';
CREATE INDEX flow_operator_node_idx ON flow_task_operator (task_node_id);
CREATE INDEX flow_operator_task_idx ON flow_task_operator (task_id);

-- The action record: every submit, approval, rejection, transfer… with its comment.
CREATE TABLE flow_task_record (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  task_id text NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id text,
  node_code text NOT NULL DEFAULT '',
  node_name text NOT NULL DEFAULT '',
  handle_id text,
  entrust_from text,
  -- 0 reject, 1 agree, 2 submit, 3 withdraw, 4 cancel, 5 revoke, 6 add approver, 7 transfer, 8 urge, 9 timeout, 10 reassign
  handle_status integer NOT NULL,
  handle_opinion text NOT NULL DEFAULT '',
  file_list jsonb NOT NULL DEFAULT '[]',
  sign_img text NOT NULL DEFAULT '',
  operator_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flow_record_task_idx ON flow_task_record (task_id, created_at);
CREATE INDEX flow_record_done_idx ON flow_task_record (handle_id, created_at DESC) WHERE handle_status IN (0, 1, 7);

CREATE TABLE flow_task_circulate (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  task_id text NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  task_node_id text,
  node_code text NOT NULL DEFAULT '',
  node_name text NOT NULL DEFAULT '',
  user_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (task_id, node_code, user_id)
);
CREATE INDEX flow_circulate_user_idx ON flow_task_circulate (user_id, created_at DESC);

-- Parallel branches that reached their join, per container node.
CREATE TABLE flow_task_join (
  task_id text NOT NULL REFERENCES flow_task(id) ON DELETE CASCADE,
  container_id text NOT NULL,
  branch_id text NOT NULL,
  PRIMARY KEY (task_id, container_id, branch_id)
);

-- 流程委托: user_id hands their approvals (of flow_ids, or of every flow when empty) to to_user_id.
CREATE TABLE flow_delegate (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  flow_ids text[] NOT NULL DEFAULT '{}',
  start_time timestamptz NOT NULL,
  end_time timestamptz NOT NULL,
  description text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_time > start_time),
  CHECK (user_id <> to_user_id)
);
CREATE INDEX flow_delegate_user_idx ON flow_delegate (user_id, end_time);

-- The persistent job queue (node timeouts and reminders). A worker claims a due job with
-- FOR UPDATE SKIP LOCKED and runs it in the same transaction that marks it done, so a job's effect
-- and its completion commit together: once across instances, again after a crash mid-run.
CREATE TABLE flow_job (
  id bigserial PRIMARY KEY,
  kind text NOT NULL,
  payload jsonb NOT NULL DEFAULT '{}',
  run_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  done_at timestamptz
);
CREATE INDEX flow_job_due_idx ON flow_job (run_at) WHERE state = 'queued';
