-- 示例中心 电子签章 (issue 18 item 2): seals and the record of every stamped PDF.
CREATE TABLE ex_seal (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  -- 'upload' or 'generated'
  source text NOT NULL,
  png bytea NOT NULL,
  organize_id text REFERENCES organize(id) ON DELETE SET NULL,
  creator_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ex_stamp_record (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  file_name text NOT NULL,
  original_sha256 text NOT NULL,
  stamped_sha256 text NOT NULL,
  seal_id text REFERENCES ex_seal(id) ON DELETE SET NULL,
  seal_name text NOT NULL,
  page_index integer NOT NULL,
  -- PDF points from the page's lower left corner, and the seal's side
  x real NOT NULL,
  y real NOT NULL,
  size real NOT NULL,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ex_stamp_record_stamped ON ex_stamp_record (stamped_sha256);
CREATE INDEX ex_stamp_record_original ON ex_stamp_record (original_sha256);
