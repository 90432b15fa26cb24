import type { Queryable } from '../db/client';

/**
 * Start-up repair: the super administrator can always sign in after a restart. Nobody else may
 * switch `admin` off (users/accountRules.ts), but a row written before that rule, or by hand in the
 * database, must not lock the platform's owner out for good. Returns whether anything changed.
 */
export async function restoreSuperAdmin(db: Queryable): Promise<boolean> {
  const rows = await db.query(`UPDATE users SET enabled_mark = 1, updated_at = now() WHERE account = 'admin' AND is_administrator AND enabled_mark <> 1 RETURNING id`);
  return rows.length > 0;
}
