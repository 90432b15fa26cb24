-- 数据连接: external databases the data interfaces, 数据建模 and 数据同步 reach. The built-in database is
-- the implied source id '0' and has no row. The password is stored AES-256-GCM encrypted
-- (server/dataSource/secret.ts), never in clear and never answered.
CREATE TABLE data_source (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  db_type text NOT NULL CHECK (db_type IN ('postgresql', 'mysql')),
  host text NOT NULL,
  port integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
  user_name text NOT NULL DEFAULT '',
  password_enc text,
  database_name text NOT NULL DEFAULT '',
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX data_source_code_idx ON data_source (lower(en_code));
