-- Sign-in by SMS verification code and by scanning a QR code with a signed-in phone (shell area).

CREATE TABLE login_code (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  mobile text NOT NULL,
  -- sha256 of mobile:code; the code itself is never stored
  code_hash text NOT NULL,
  ip text NOT NULL DEFAULT '',
  attempts integer NOT NULL DEFAULT 0,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_code_mobile_idx ON login_code (mobile, created_at DESC);
CREATE INDEX login_code_ip_idx ON login_code (ip, created_at DESC);

CREATE TABLE login_qr_ticket (
  -- sha256 of the ticket the desktop shows; the ticket itself is never stored
  ticket_hash text PRIMARY KEY,
  -- waiting → confirmed (a signed-in phone said yes) → delivered (the desktop got its token)
  state text NOT NULL DEFAULT 'waiting',
  user_id text REFERENCES users(id) ON DELETE CASCADE,
  ip text NOT NULL DEFAULT '',
  expires_at timestamptz NOT NULL,
  confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_qr_ticket_ip_idx ON login_qr_ticket (ip, created_at DESC);
CREATE INDEX login_qr_ticket_created_idx ON login_qr_ticket (created_at);

-- Code sign-in finds the user by mobile number.
CREATE INDEX IF NOT EXISTS users_mobile_idx ON users (mobile);
