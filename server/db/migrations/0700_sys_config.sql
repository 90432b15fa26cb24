-- 系统配置: settings a district changes without a restart. One row per setting that was saved in
-- the console; a setting without a row keeps its start-up default (the environment), so README's
-- rule "a saved setting wins over the environment" is a property of this table. The identity
-- migration made the table with text values and nothing used it; values become JSON (numbers,
-- switches, lists keep their type).
ALTER TABLE sys_config ALTER COLUMN value TYPE jsonb USING to_jsonb(value);
ALTER TABLE sys_config ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE sys_config ADD COLUMN updated_by text;

-- Password expiry counts from the last change; an account created without a password gets a
-- one-time password and must choose its own at first sign-in. Existing accounts count from now.
ALTER TABLE users ADD COLUMN password_changed_at timestamptz NOT NULL DEFAULT now();
ALTER TABLE users ADD COLUMN password_must_change boolean NOT NULL DEFAULT false;
