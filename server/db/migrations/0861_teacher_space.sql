-- 教师空间 / 教师工作室 (issue 17 item 3): a teacher's homepage and studios of teachers.
CREATE TABLE teacher_profile (
  user_id text PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  subjects text NOT NULL DEFAULT '',
  title text NOT NULL DEFAULT '',
  intro text NOT NULL DEFAULT '',
  -- [{year, name}]
  honours jsonb NOT NULL DEFAULT '[]',
  -- shown on the public /teacherSpace page without sign-in (name, school, subjects, honours, public lessons)
  public_page boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teacher_studio (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  intro text NOT NULL DEFAULT '',
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  leader_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE teacher_studio_member (
  studio_id text NOT NULL REFERENCES teacher_studio(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (studio_id, user_id)
);

-- Published lessons and resources until the network disk's shared files take over (listSharedResources).
CREATE TABLE teacher_resource (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- shared with a studio's members when set
  studio_id text REFERENCES teacher_studio(id) ON DELETE SET NULL,
  kind text NOT NULL CHECK (kind IN ('lesson', 'resource')),
  title text NOT NULL,
  summary text NOT NULL DEFAULT '',
  subject text NOT NULL DEFAULT '',
  -- http(s) or site-relative address of the material (contract/linkAddress)
  url text NOT NULL DEFAULT '',
  is_public boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX teacher_resource_user_idx ON teacher_resource (user_id, created_at DESC);
CREATE INDEX teacher_resource_studio_idx ON teacher_resource (studio_id);
