-- 微信管理: the official account (mp) and the WeCom corporation (qy) this platform speaks for. Secrets
-- and the AES key are stored encrypted (server/dataSource/secret.ts); tokens are cached here so every
-- instance shares one token (Tencent invalidates the previous one whenever a new one is fetched).
CREATE TABLE wechat_config (
  kind text PRIMARY KEY CHECK (kind IN ('mp', 'qy')),
  app_id text NOT NULL DEFAULT '',
  secret_enc text,
  token text NOT NULL DEFAULT '',
  aes_key_enc text,
  agent_id text NOT NULL DEFAULT '',
  updated_by text,
  updated_at timestamptz
);

CREATE TABLE wechat_token (
  kind text PRIMARY KEY,
  access_token text NOT NULL,
  expires_at timestamptz NOT NULL,
  fetched_at timestamptz NOT NULL DEFAULT now()
);

-- The official account's menu as edited here; published_menu is what was last sent to WeChat.
CREATE TABLE wechat_menu (
  id integer PRIMARY KEY CHECK (id = 1),
  menu jsonb NOT NULL,
  published_menu jsonb,
  published_at timestamptz,
  published_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
