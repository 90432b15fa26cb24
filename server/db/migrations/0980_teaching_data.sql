-- The district's teaching data (issue 17 item 6): classes, their weekly teaching figures, lesson
-- reviews (听课评课) and project-based learning. /ClassTeachingDataCenter/detail and /ProjectLearning
-- show aggregates and published projects without sign-in; /KnowledgeDataCenter/* show the detail to
-- signed-in staff within their reach.
CREATE TABLE school_class (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  grade text NOT NULL,
  name text NOT NULL,
  head_teacher_user_id text REFERENCES users(id) ON DELETE SET NULL,
  student_count integer NOT NULL DEFAULT 0 CHECK (student_count >= 0),
  -- a school chooses whether the class's aggregate figures appear on the public data page
  public_data boolean NOT NULL DEFAULT true,
  sort_code integer NOT NULL DEFAULT 0,
  UNIQUE (organize_id, name)
);

-- One row per class, week and subject: what was taught and how the class did.
CREATE TABLE class_teaching_week (
  class_id text NOT NULL REFERENCES school_class(id) ON DELETE CASCADE,
  week_start date NOT NULL,
  subject text NOT NULL,
  teacher_user_id text REFERENCES users(id) ON DELETE SET NULL,
  lessons integer NOT NULL CHECK (lessons >= 0),
  homework integer NOT NULL CHECK (homework >= 0),
  -- per cent of student-lessons attended, 0–100
  attendance numeric(5, 2) NOT NULL CHECK (attendance BETWEEN 0 AND 100),
  -- the week's quiz average, 0–100; null when there was none
  avg_score numeric(5, 2) CHECK (avg_score BETWEEN 0 AND 100),
  PRIMARY KEY (class_id, week_start, subject)
);
CREATE INDEX class_teaching_week_teacher_idx ON class_teaching_week (teacher_user_id, week_start);

-- 听课评课: a colleague sits in on a lesson and scores it.
CREATE TABLE lesson_review (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  class_id text NOT NULL REFERENCES school_class(id) ON DELETE CASCADE,
  subject text NOT NULL,
  teacher_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  reviewer_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  lesson_date date NOT NULL,
  topic text NOT NULL,
  score integer NOT NULL CHECK (score BETWEEN 0 AND 100),
  strengths text NOT NULL DEFAULT '',
  suggestions text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (teacher_user_id <> reviewer_user_id)
);
CREATE INDEX lesson_review_teacher_idx ON lesson_review (teacher_user_id, lesson_date DESC);
CREATE INDEX lesson_review_class_idx ON lesson_review (class_id, lesson_date DESC);

-- 项目式学习: projects a school runs with a driving question; published ones are public.
CREATE TABLE learning_project (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  title text NOT NULL,
  subject text NOT NULL,
  grade text NOT NULL,
  driving_question text NOT NULL,
  summary text NOT NULL DEFAULT '',
  outcomes text NOT NULL DEFAULT '',
  start_date date NOT NULL,
  end_date date NOT NULL,
  student_count integer NOT NULL DEFAULT 0 CHECK (student_count >= 0),
  leader_user_id text REFERENCES users(id) ON DELETE SET NULL,
  published boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date)
);
CREATE INDEX learning_project_public_idx ON learning_project (published, start_date DESC);

-- Third-party apps an organisation may authorise (/companyAuthorize), and the authorisations.
CREATE TABLE third_party_app (
  id text PRIMARY KEY,
  name text NOT NULL,
  vendor text NOT NULL,
  description text NOT NULL DEFAULT '',
  homepage text NOT NULL DEFAULT '',
  -- codes from contract/publicPages/scopes.ts
  scopes jsonb NOT NULL DEFAULT '[]',
  enabled boolean NOT NULL DEFAULT true
);
CREATE TABLE third_party_authorization (
  app_id text NOT NULL REFERENCES third_party_app(id) ON DELETE CASCADE,
  organize_id text NOT NULL REFERENCES organize(id) ON DELETE CASCADE,
  scopes jsonb NOT NULL,
  authorized_by text REFERENCES users(id) ON DELETE SET NULL,
  authorized_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  PRIMARY KEY (app_id, organize_id)
);
