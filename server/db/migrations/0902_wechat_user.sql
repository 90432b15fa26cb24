-- 公众号用户: the account's followers as last synced from WeChat, with their tags and remarks.
CREATE TABLE wechat_user (
  openid text PRIMARY KEY,
  subscribe integer NOT NULL DEFAULT 1,
  language text NOT NULL DEFAULT '',
  subscribe_time timestamptz,
  remark text NOT NULL DEFAULT '',
  tag_ids integer[] NOT NULL DEFAULT '{}',
  synced_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wechat_user_time_idx ON wechat_user (subscribe_time DESC NULLS LAST, openid);

CREATE TABLE wechat_tag (
  id integer PRIMARY KEY,
  name text NOT NULL,
  fans integer NOT NULL DEFAULT 0
);
