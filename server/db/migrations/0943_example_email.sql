-- 示例中心 邮件收发 (issue 18 item 2): one mail account per user and the local sent box.
CREATE TABLE ex_mail_account (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  display_name text NOT NULL DEFAULT '',
  smtp_host text NOT NULL,
  smtp_port integer NOT NULL,
  smtp_tls boolean NOT NULL DEFAULT true,
  imap_host text NOT NULL,
  imap_port integer NOT NULL,
  imap_tls boolean NOT NULL DEFAULT true,
  login_user text NOT NULL,
  -- AES-256-GCM with the DATA_SOURCE_KEY key (server/dataSource/secret.ts), never answered
  password_enc text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE ex_mail_sent (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  to_addresses text NOT NULL,
  cc_addresses text NOT NULL DEFAULT '',
  subject text NOT NULL,
  body_text text NOT NULL,
  -- [{name, size}]
  attachments jsonb NOT NULL DEFAULT '[]',
  message_id text NOT NULL DEFAULT '',
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ex_mail_sent_user ON ex_mail_sent (user_id, sent_at DESC);
