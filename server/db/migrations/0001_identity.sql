-- Identity and permission: organisations, departments, positions, users, roles, menus, grants, sessions, logs.
CREATE TABLE organize (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  parent_id text NOT NULL DEFAULT '-1',
  category text NOT NULL CHECK (category IN ('company', 'department')),
  en_code text NOT NULL,
  full_name text NOT NULL,
  short_name text,
  manager_id text,
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  -- '/rootId/childId/.../selfId/' so "this organisation and below" is one prefix match
  tree_path text NOT NULL DEFAULT '',
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX organize_parent_idx ON organize (parent_id);
CREATE INDEX organize_path_idx ON organize (tree_path text_pattern_ops);

CREATE TABLE position (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  organize_id text NOT NULL REFERENCES organize(id),
  full_name text NOT NULL,
  en_code text NOT NULL,
  type text,
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX position_org_idx ON position (organize_id);

CREATE TABLE role (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL UNIQUE,
  type text,
  global_mark integer NOT NULL DEFAULT 1,
  organize_id text,
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);

CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  account text NOT NULL UNIQUE,
  real_name text NOT NULL,
  quick_query text NOT NULL DEFAULT '',
  gender integer NOT NULL DEFAULT 1,
  mobile text,
  email text,
  birthday timestamptz,
  organize_id text NOT NULL REFERENCES organize(id),
  department_id text REFERENCES organize(id),
  head_icon text NOT NULL DEFAULT '',
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  is_administrator boolean NOT NULL DEFAULT false,
  password_hash text NOT NULL,
  theme text,
  language text,
  portal_id text NOT NULL DEFAULT '',
  prev_login_time timestamptz,
  prev_login_ip text,
  prev_login_ip_name text,
  last_login_time timestamptz,
  last_login_ip text,
  last_login_ip_name text,
  login_count integer NOT NULL DEFAULT 0,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE INDEX users_org_idx ON users (organize_id);
CREATE INDEX users_dept_idx ON users (department_id);
CREATE INDEX users_created_idx ON users (created_at DESC, id);
CREATE INDEX users_sort_idx ON users (sort_code, created_at DESC, id);

CREATE TABLE user_relation (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  object_type text NOT NULL CHECK (object_type IN ('Role', 'Position')),
  object_id text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (user_id, object_type, object_id)
);
CREATE INDEX user_relation_object_idx ON user_relation (object_type, object_id);

CREATE TABLE module (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  parent_id text NOT NULL DEFAULT '-1',
  type integer NOT NULL CHECK (type BETWEEN 1 AND 8),
  en_code text NOT NULL UNIQUE,
  full_name text NOT NULL,
  icon text NOT NULL DEFAULT '',
  url_address text NOT NULL DEFAULT '',
  link_target text NOT NULL DEFAULT '_self',
  property_json text NOT NULL DEFAULT '{}',
  category text NOT NULL DEFAULT 'Web',
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  is_hidden integer NOT NULL DEFAULT 0,
  -- when set, list queries of this module are narrowed by the caller's granted data schemes
  use_data_permission integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);

CREATE TABLE module_button (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  module_id text NOT NULL REFERENCES module(id) ON DELETE CASCADE,
  en_code text NOT NULL,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);
CREATE TABLE module_column (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  module_id text NOT NULL REFERENCES module(id) ON DELETE CASCADE,
  en_code text NOT NULL,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);
CREATE TABLE module_form (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  module_id text NOT NULL REFERENCES module(id) ON DELETE CASCADE,
  en_code text NOT NULL,
  full_name text NOT NULL,
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);
CREATE TABLE module_data_scheme (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  module_id text NOT NULL REFERENCES module(id) ON DELETE CASCADE,
  en_code text NOT NULL,
  full_name text NOT NULL,
  -- all | organize | organizeAndBelow | department | self
  scope text NOT NULL,
  condition_json text NOT NULL DEFAULT '[]',
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (module_id, en_code)
);

-- item_type: module | button | column | form | resource; object_type: Role | Position | User
CREATE TABLE authorize (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  item_type text NOT NULL,
  item_id text NOT NULL,
  object_type text NOT NULL,
  object_id text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (object_type, object_id, item_type, item_id)
);
CREATE INDEX authorize_item_idx ON authorize (item_type, item_id);

-- Per-user top-level menu configuration (菜单配置).
CREATE TABLE module_user (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  module_id text NOT NULL REFERENCES module(id) ON DELETE CASCADE,
  is_hidden integer NOT NULL DEFAULT 0,
  sort_code integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, module_id)
);

CREATE TABLE user_session (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  token_hash text NOT NULL UNIQUE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  last_active_at timestamptz NOT NULL DEFAULT now(),
  ip text,
  ip_address_name text,
  user_agent text,
  locked boolean NOT NULL DEFAULT false,
  ended_at timestamptz,
  -- logout | forced | displaced
  ended_reason text
);
CREATE INDEX user_session_user_idx ON user_session (user_id);

CREATE TABLE sys_log (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- 1 login, 3 operation, 4 exception
  category integer NOT NULL,
  user_id text,
  user_name text,
  ip text,
  ip_address_name text,
  request_url text,
  request_method text,
  request_duration integer,
  abstracts text,
  platform text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sys_log_user_idx ON sys_log (user_id, created_at DESC);

CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  window_start timestamptz NOT NULL DEFAULT now(),
  locked_until timestamptz
);

CREATE TABLE sys_config (
  key text PRIMARY KEY,
  value text NOT NULL
);
