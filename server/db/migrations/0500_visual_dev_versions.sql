-- The designer (issue 13): every saved page schema is kept as a numbered version so a designer can
-- look back and restore, and an unsaved draft lives beside the running schema without changing it.
ALTER TABLE visual_dev ADD COLUMN version integer NOT NULL DEFAULT 1;
-- json, like page_schema: the property order is the form's field order.
ALTER TABLE visual_dev ADD COLUMN draft json;
ALTER TABLE visual_dev ADD COLUMN draft_saved_at timestamptz;
ALTER TABLE visual_dev ADD COLUMN draft_user_id text;

CREATE TABLE visual_dev_version (
  model_id text NOT NULL REFERENCES visual_dev(id) ON DELETE CASCADE,
  version integer NOT NULL,
  note text NOT NULL DEFAULT '',
  page_schema json NOT NULL,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (model_id, version)
);
