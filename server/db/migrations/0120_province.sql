-- Administrative areas (spec §7 Province). id is the GB/T 2260 code; parent_id '-1' for provinces.
CREATE TABLE province (
  id text PRIMARY KEY,
  parent_id text NOT NULL DEFAULT '-1',
  full_name text NOT NULL,
  en_code text NOT NULL,
  type text NOT NULL CHECK (type IN ('province', 'city', 'district')),
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description text,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX province_code_uq ON province (en_code);
CREATE INDEX province_parent_idx ON province (parent_id, sort_code);
