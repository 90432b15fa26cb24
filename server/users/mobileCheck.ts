import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Queryable } from '../db/client';

/**
 * A mobile number signs its holder in by SMS code, so among enabled accounts it names one person:
 * claiming another's number would hand their sign-in codes to the claimant. Run inside the write's
 * transaction: the advisory lock (held to its end) keeps two concurrent saves of one number from both
 * passing the check on PostgreSQL; PGlite runs transactions one at a time anyway. There is no unique
 * index: seeded and generated benchmark staff may share random numbers, and a migration must not
 * fail on existing data.
 */
export async function assertMobileFree(tx: Queryable, mobile: string | null | undefined, exceptUserId: string | null, field = 'mobile') {
  const m = mobile?.trim();
  if (!m) return;
  await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`mobile:${m}`]);
  const taken = await tx.query('SELECT 1 FROM users WHERE mobile = $1 AND enabled_mark = 1 AND id IS DISTINCT FROM $2 LIMIT 1', [m, exceptUserId]);
  if (taken.length) throw new ApiError(Code.BadRequest, t('mobileTaken'), [{ field, message: t('mobileTaken') }]);
}
