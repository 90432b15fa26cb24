-- 公众号消息: what followers sent (each once: WeChat retries a message it got no answer to within 5 s),
-- the keyword auto-replies, and the nonces of recent callbacks (a replayed request is refused).
CREATE TABLE wechat_message (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  msg_key text NOT NULL UNIQUE,
  from_user text NOT NULL,
  to_user text NOT NULL,
  msg_type text NOT NULL,
  event text,
  content text NOT NULL DEFAULT '',
  raw jsonb NOT NULL,
  reply text,
  encrypted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wechat_message_time_idx ON wechat_message (created_at DESC, id);

CREATE TABLE wechat_reply (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  keyword text NOT NULL,
  match_mode text NOT NULL CHECK (match_mode IN ('exact', 'contains')),
  content text NOT NULL,
  enabled_mark integer NOT NULL DEFAULT 1,
  sort_code integer NOT NULL DEFAULT 0,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE wechat_nonce (
  nonce text NOT NULL,
  ts bigint NOT NULL,
  PRIMARY KEY (nonce, ts)
);
