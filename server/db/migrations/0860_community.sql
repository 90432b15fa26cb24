-- 家庭教育 (issue 17 item 2): articles for parents, reviewed before they are public.
CREATE TABLE fe_article (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  -- sanitised on the server before it is stored (contract/html); video travels apart (video_url)
  body_html text NOT NULL DEFAULT '',
  cover_url text NOT NULL DEFAULT '',
  video_url text NOT NULL DEFAULT '',
  category text NOT NULL,
  age_group text NOT NULL,
  -- draft → pending (submitted) → published | rejected; an edit of a published article goes back to pending
  state text NOT NULL DEFAULT 'draft' CHECK (state IN ('draft', 'pending', 'published', 'rejected')),
  review_note text NOT NULL DEFAULT '',
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  author_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reviewer_user_id text REFERENCES users(id) ON DELETE SET NULL,
  read_count integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  published_at timestamptz
);
CREATE INDEX fe_article_public_idx ON fe_article (state, published_at DESC);
CREATE INDEX fe_article_author_idx ON fe_article (author_user_id);

CREATE TABLE fe_favourite (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  article_id text NOT NULL REFERENCES fe_article(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);

-- Who read what: a read counts once per reader, however often the page is opened or drawn.
CREATE TABLE fe_read (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  article_id text NOT NULL REFERENCES fe_article(id) ON DELETE CASCADE,
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, article_id)
);

-- A parent's children (the demo accounts each get one, so the parent view has something to show).
CREATE TABLE fe_child (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  parent_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  child_name text NOT NULL,
  class_name text NOT NULL,
  head_teacher text NOT NULL DEFAULT '',
  age_group text NOT NULL,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE
);
CREATE INDEX fe_child_parent_idx ON fe_child (parent_user_id);

-- 个人空间 (item 4): posts, likes, comments and follows.
CREATE TABLE space_post (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  content text NOT NULL,
  -- ids of uploaded images (stored_file), never client paths
  images jsonb NOT NULL DEFAULT '[]',
  hidden boolean NOT NULL DEFAULT false,
  hidden_by text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX space_post_user_idx ON space_post (user_id, created_at DESC);
CREATE INDEX space_post_time_idx ON space_post (created_at DESC);

CREATE TABLE space_like (
  post_id text NOT NULL REFERENCES space_post(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, user_id)
);

CREATE TABLE space_comment (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  post_id text NOT NULL REFERENCES space_post(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  content text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX space_comment_post_idx ON space_comment (post_id, created_at);

CREATE TABLE space_follow (
  follower_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  followee_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (follower_id, followee_id),
  CHECK (follower_id <> followee_id)
);
CREATE INDEX space_follow_followee_idx ON space_follow (followee_id);

-- 应用商店 (item 5): a catalogue of apps, installs and ratings.
CREATE TABLE app_item (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  -- page: a console address; portal: a portal id; link: an http(s) address; flow: a flow to launch
  kind text NOT NULL CHECK (kind IN ('page', 'portal', 'link', 'flow')),
  address text NOT NULL,
  icon text NOT NULL DEFAULT 'AppstoreOutlined',
  summary text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  screenshots jsonb NOT NULL DEFAULT '[]',
  -- who may install: empty lists mean everyone
  allow_role_ids jsonb NOT NULL DEFAULT '[]',
  allow_organize_ids jsonb NOT NULL DEFAULT '[]',
  published boolean NOT NULL DEFAULT true,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  creator_user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE app_install (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app_id text NOT NULL REFERENCES app_item(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  PRIMARY KEY (user_id, app_id)
);

CREATE TABLE app_rating (
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  app_id text NOT NULL REFERENCES app_item(id) ON DELETE CASCADE,
  score integer NOT NULL CHECK (score BETWEEN 1 AND 5),
  comment text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, app_id)
);
