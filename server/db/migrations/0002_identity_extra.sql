-- Identity, second step: the owning company of every organisation row (data permission on
-- departments is then one column), one-time embedded-page tickets, and an index for live sessions.
ALTER TABLE organize ADD COLUMN company_id text;
UPDATE organize d SET company_id = (
  SELECT c.id FROM organize c
   WHERE c.category = 'company' AND d.tree_path LIKE c.tree_path || '%'
   ORDER BY length(c.tree_path) DESC LIMIT 1);
CREATE INDEX organize_company_idx ON organize (company_id);
CREATE INDEX position_en_code_idx ON position (organize_id, en_code);

CREATE TABLE iframe_ticket (
  ticket_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE INDEX user_session_live_idx ON user_session (last_active_at DESC) WHERE ended_at IS NULL;
CREATE INDEX sys_log_user_cat_idx ON sys_log (user_id, category, created_at DESC);
