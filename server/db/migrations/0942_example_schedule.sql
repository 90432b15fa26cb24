-- 示例中心 日程安排 (issue 18 item 2): calendar events, shared with colleagues, reminders through job_queue.
CREATE TABLE ex_event (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  owner_user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  content text NOT NULL DEFAULT '',
  all_day boolean NOT NULL DEFAULT false,
  start_at timestamptz NOT NULL,
  end_at timestamptz NOT NULL,
  color text NOT NULL DEFAULT '#1677ff',
  -- minutes before the start; null: no reminder
  remind_minutes integer,
  -- the reminder's job, so that a move re-plans it (queued jobs of an old time are cancelled)
  remind_job_id bigint,
  reminded_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_at >= start_at)
);
CREATE INDEX ex_event_owner ON ex_event (owner_user_id, start_at);
CREATE TABLE ex_event_share (
  event_id text NOT NULL REFERENCES ex_event(id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  PRIMARY KEY (event_id, user_id)
);
CREATE INDEX ex_event_share_user ON ex_event_share (user_id);
