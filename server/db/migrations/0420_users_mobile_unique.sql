-- A mobile number signs its holder in by SMS code, so among enabled accounts it names one person
-- (issue 11). The routes check it first (users/mobileCheck.ts, a clear field error); the index is the
-- last word when two saves race. A database that already holds enabled accounts sharing a number
-- keeps starting: the index is then left out (the routes still refuse new duplicates) until the
-- duplicates are resolved and the index is created by hand with this same statement.
DO $$
BEGIN
  IF NOT EXISTS (
    SELECT 1 FROM users WHERE enabled_mark = 1 AND mobile IS NOT NULL GROUP BY mobile HAVING count(*) > 1
  ) THEN
    CREATE UNIQUE INDEX users_mobile_enabled_uq ON users (mobile) WHERE enabled_mark = 1 AND mobile IS NOT NULL;
  END IF;
END
$$;
