-- Revoking an approved task through its own approval (issue 14): the revoke task points at the
-- task it would revoke; only when it is approved does that task become revoked (status 4).
ALTER TABLE flow_task ADD COLUMN revoke_of text REFERENCES flow_task(id) ON DELETE CASCADE;
CREATE INDEX flow_task_revoke_idx ON flow_task (revoke_of) WHERE revoke_of IS NOT NULL;
