-- 报表设计: report definitions (contract/report/definition.ts) over a data interface or a designed
-- page's records. A type-5 menu entry whose propertyJson.moduleId is a report's id opens it; the
-- report's readers are that menu's holders, under that menu's data permission.
CREATE TABLE data_report (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  category text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  definition jsonb NOT NULL,
  version integer NOT NULL DEFAULT 1,
  sort_code integer NOT NULL DEFAULT 0,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX data_report_code_idx ON data_report (lower(en_code));

-- Every saved definition, newest last; restoring one saves it again as a new version.
CREATE TABLE data_report_version (
  report_id text NOT NULL REFERENCES data_report (id) ON DELETE CASCADE,
  version integer NOT NULL,
  definition jsonb NOT NULL,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (report_id, version)
);
