-- 示例中心 电子签名 (issue 18 item 2): a user's saved signatures, each a PNG file under DATA_DIR.
CREATE TABLE ex_signature (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  file_name text NOT NULL,
  byte_size integer NOT NULL,
  -- the one a flow task's 使用我的签名 picks
  is_default boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ex_signature_user ON ex_signature (user_id, created_at DESC);
