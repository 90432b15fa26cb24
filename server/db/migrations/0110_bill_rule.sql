-- Bill-number rules (spec §7 Bill rule). The counter lives on the rule row so one UPDATE … RETURNING
-- issues a number atomically on PGlite and PostgreSQL alike.
CREATE TABLE bill_rule (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  full_name text NOT NULL,
  en_code text NOT NULL,
  prefix text NOT NULL DEFAULT '',
  date_format text NOT NULL DEFAULT 'none' CHECK (date_format IN ('none', 'YYYY', 'YYYYMM', 'YYYYMMDD', 'YYYYMMDDHHmmss')),
  digit integer NOT NULL CHECK (digit BETWEEN 1 AND 10),
  start_number bigint NOT NULL DEFAULT 1 CHECK (start_number >= 0),
  reset_by text NOT NULL DEFAULT 'never' CHECK (reset_by IN ('never', 'day', 'month', 'year')),
  -- Serials issued in the current period (0 = none yet); the serial is start_number + this_number - 1.
  this_number bigint NOT NULL DEFAULT 0,
  -- Local time of the latest issue as YYYYMMDDHHmmss; never moves backwards, so periods never reopen.
  last_stamp text NOT NULL DEFAULT '',
  output_number text NOT NULL DEFAULT '',
  enabled_mark integer NOT NULL DEFAULT 1 CHECK (enabled_mark IN (0, 1)),
  sort_code integer NOT NULL DEFAULT 0,
  description text,
  creator_user_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz
);
CREATE UNIQUE INDEX bill_rule_code_uq ON bill_rule (lower(en_code));
