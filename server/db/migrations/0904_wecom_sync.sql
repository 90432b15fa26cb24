-- 企业号组织: which of our organisations/users is which WeCom department/member (kept across syncs,
-- so a renamed department stays the same department), and every sync: its preview (the plan and the
-- fingerprint of the data it was computed from) and, once applied, its report.
CREATE TABLE wecom_link (
  kind text NOT NULL CHECK (kind IN ('department', 'user')),
  local_id text NOT NULL,
  wecom_id text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, local_id),
  UNIQUE (kind, wecom_id)
);

CREATE TABLE wecom_sync (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  direction text NOT NULL CHECK (direction IN ('toLocal', 'toWecom')),
  organize_id text NOT NULL,
  -- tree_path of the organisation at preview time: whose history this is (scoped admins see their subtree's)
  organize_path text NOT NULL,
  organize_name text NOT NULL,
  status text NOT NULL DEFAULT 'preview' CHECK (status IN ('preview', 'applied')),
  basis text NOT NULL,
  changes jsonb NOT NULL,
  counts jsonb NOT NULL,
  applied_counts jsonb,
  failures jsonb NOT NULL DEFAULT '[]',
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  applied_by text,
  applied_at timestamptz
);
CREATE INDEX wecom_sync_time_idx ON wecom_sync (created_at DESC, id);
