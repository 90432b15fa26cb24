-- 门户设计 and 大屏设计 (issue 16): a portal is a grid of cards shown at /dashboard, a screen a
-- 1920×1080 canvas shown at /dataV and on wall displays. Both are a definition JSON kept in
-- numbered versions like the page designer's (0500), checked on every save by contract/portal.
CREATE TABLE visual_portal (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  kind text NOT NULL CHECK (kind IN ('portal', 'screen')),
  full_name text NOT NULL,
  en_code text NOT NULL,
  category text NOT NULL DEFAULT '',
  description text,
  definition json NOT NULL,
  version integer NOT NULL DEFAULT 1,
  -- 1 published: may be shown on a wall display (/display/:id); 0 still being designed.
  state integer NOT NULL DEFAULT 0 CHECK (state IN (0, 1)),
  sort_code integer NOT NULL DEFAULT 0,
  creator_user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_modify_user_id text REFERENCES users(id) ON DELETE SET NULL,
  updated_at timestamptz
);
CREATE UNIQUE INDEX visual_portal_code_idx ON visual_portal (kind, lower(en_code));

CREATE TABLE visual_portal_version (
  portal_id text NOT NULL REFERENCES visual_portal(id) ON DELETE CASCADE,
  version integer NOT NULL,
  note text NOT NULL DEFAULT '',
  definition json NOT NULL,
  creator_user_id text REFERENCES users(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (portal_id, version)
);

-- The roles a portal is assigned to: a user without their own portal_id gets the first (by
-- sort_code) portal assigned to one of their roles at /dashboard.
CREATE TABLE visual_portal_role (
  portal_id text NOT NULL REFERENCES visual_portal(id) ON DELETE CASCADE,
  role_id text NOT NULL REFERENCES role(id) ON DELETE CASCADE,
  PRIMARY KEY (portal_id, role_id)
);
CREATE INDEX visual_portal_role_role_idx ON visual_portal_role (role_id);
