-- The system log screen lists everybody's log newest first, and filters by type.
CREATE INDEX IF NOT EXISTS sys_log_created_idx ON sys_log (created_at DESC, id);
CREATE INDEX IF NOT EXISTS sys_log_category_idx ON sys_log (category, created_at DESC);
