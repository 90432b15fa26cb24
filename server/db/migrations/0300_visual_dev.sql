-- Visual development (spec §7 Visual development): designer-authored pages and the records of their forms.
CREATE TABLE visual_dev (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  -- The page kind the renderer dispatches on (design §3).
  type text NOT NULL CHECK (type IN ('list', 'treeList', 'form', 'report', 'dictionary')),
  category text NOT NULL DEFAULT '',
  state integer NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  description text,
  sort_code integer NOT NULL DEFAULT 0,
  -- json, not jsonb: property order is the form's field order, and jsonb would sort the keys.
  page_schema json NOT NULL,
  -- Derived from the form's JSON Schema on every save: the storage name and [{vModel, label, type}].
  table_name text,
  fields jsonb NOT NULL DEFAULT '[]',
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modify_user_id text,
  updated_at timestamptz
);
CREATE UNIQUE INDEX visual_dev_code_uq ON visual_dev (lower(en_code));
CREATE INDEX visual_dev_category_idx ON visual_dev (category, sort_code);

-- One row per record of a model's form; the fields live in `data`. Data permission reads the three
-- placement columns, so they are real columns and never taken from `data`.
CREATE TABLE model_record (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  model_id text NOT NULL REFERENCES visual_dev(id) ON DELETE CASCADE,
  data jsonb NOT NULL,
  -- Lower-cased text of the schema's searchable fields, rewritten on every save (and for every record
  -- when the searchable fields change), so the keyword is one ILIKE on one column.
  search_text text NOT NULL DEFAULT '',
  organize_id text,
  department_id text,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modify_user_id text,
  updated_at timestamptz
);
-- The default list order; also serves "all records of a model" counts.
CREATE INDEX model_record_page_idx ON model_record (model_id, created_at DESC, id);
-- Lists narrowed by data permission (own school) keep the same order.
CREATE INDEX model_record_org_idx ON model_record (model_id, organize_id, created_at DESC, id);
CREATE INDEX model_record_creator_idx ON model_record (model_id, creator_user_id);
-- Equality filters from the search schema are jsonb containment (data @> '{"field": value}').
CREATE INDEX model_record_data_idx ON model_record USING gin (data jsonb_path_ops);
