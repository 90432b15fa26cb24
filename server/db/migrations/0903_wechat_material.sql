-- 公众号素材: the official account's permanent material as uploaded here or last synced from WeChat,
-- so the screen pages from our table instead of calling batchget_material on every view. Images and
-- thumbs uploaded here keep a local copy (local_file, under DATA_DIR) for the grid: WeChat's own
-- image addresses refuse to be shown on other sites.
CREATE TABLE wechat_material (
  media_id text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('image', 'voice', 'video', 'thumb', 'news')),
  name text NOT NULL DEFAULT '',
  url text NOT NULL DEFAULT '',
  size bigint NOT NULL DEFAULT 0,
  title text NOT NULL DEFAULT '',
  introduction text NOT NULL DEFAULT '',
  -- 图文: the articles as sent to WeChat (title, author, digest, content, thumb_media_id, content_source_url)
  articles jsonb,
  local_file text,
  created_by text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX wechat_material_kind_idx ON wechat_material (kind, updated_at DESC, media_id);

-- 公众号消息: a keyword reply may answer with an image or a news item picked from the material.
ALTER TABLE wechat_reply ADD COLUMN reply_type text NOT NULL DEFAULT 'text' CHECK (reply_type IN ('text', 'image', 'news'));
ALTER TABLE wechat_reply ADD COLUMN media_id text;
