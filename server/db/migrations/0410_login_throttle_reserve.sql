-- Sign-in throttling reserves each attempt before the password hash or code check, in one statement
-- (server/auth/throttle.ts). A row is one key (an account at one source, a source, an account); it
-- carries its own rule so that statement can apply it, and gates attempts with growing delays
-- (next_at) instead of a hard lock. The old rows are transient counters: dropped, not converted.
DROP TABLE IF EXISTS login_throttle;
CREATE TABLE login_throttle (
  key text PRIMARY KEY,
  failures integer NOT NULL DEFAULT 0,
  last_at timestamptz NOT NULL DEFAULT now(),
  -- no attempt on this key before this moment; NULL: the next one may go now
  next_at timestamptz,
  free_attempts integer NOT NULL,
  base_sec double precision NOT NULL,
  cap_sec double precision NOT NULL,
  window_sec double precision NOT NULL
);
CREATE INDEX login_throttle_last_idx ON login_throttle (last_at);
