-- Data dictionaries (spec §7 Dictionary): a tree of types, each holding items (a tree when is_tree = 1).
CREATE TABLE dictionary_type (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  parent_id text NOT NULL DEFAULT '-1',
  full_name text NOT NULL,
  en_code text NOT NULL,
  is_tree integer NOT NULL DEFAULT 0 CHECK (is_tree IN (0, 1)),
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description text,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Types are looked up by enCode (Data/Selector accepts 'gender'), so the code is unique regardless of case.
CREATE UNIQUE INDEX dictionary_type_code_uq ON dictionary_type (lower(en_code));
CREATE INDEX dictionary_type_parent_idx ON dictionary_type (parent_id);

CREATE TABLE dictionary_data (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  dictionary_type_id text NOT NULL REFERENCES dictionary_type(id),
  parent_id text NOT NULL DEFAULT '-1',
  full_name text NOT NULL,
  en_code text NOT NULL,
  simple_spelling text NOT NULL DEFAULT '',
  sort_code integer NOT NULL DEFAULT 0,
  enabled_mark integer NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  description text,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX dictionary_data_code_uq ON dictionary_data (dictionary_type_id, lower(en_code));
CREATE INDEX dictionary_data_parent_idx ON dictionary_data (dictionary_type_id, parent_id);
