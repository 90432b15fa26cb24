-- 数据接口: named queries (read-only SQL on a data source, parameters bound) or static JSON, called by
-- designed pages' select/tree widgets and by reports. Who may call one: every signed-in user
-- (access_mode 'login') or the holders of the listed roles ('roles'); the super administrator and
-- the 数据接口 menu's holders (to test) always.
CREATE TABLE data_interface (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  category text NOT NULL DEFAULT '',
  data_type text NOT NULL CHECK (data_type IN ('sql', 'static')),
  source_id text NOT NULL DEFAULT '0',
  query_text text NOT NULL DEFAULT '',
  static_data text NOT NULL DEFAULT '',
  -- [{name, label, defaultValue, required}]
  parameters jsonb NOT NULL DEFAULT '[]',
  timeout_ms integer NOT NULL DEFAULT 5000 CHECK (timeout_ms BETWEEN 100 AND 60000),
  max_rows integer NOT NULL DEFAULT 1000 CHECK (max_rows BETWEEN 1 AND 10000),
  access_mode text NOT NULL DEFAULT 'login' CHECK (access_mode IN ('login', 'roles')),
  role_ids text[] NOT NULL DEFAULT '{}',
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX data_interface_code_idx ON data_interface (lower(en_code));
