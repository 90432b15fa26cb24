import { ApiError, Code } from '../../contract/errors';
import { t, type TextKey } from '../../contract/texts';
import type { Database } from '../db/client';

const TABLES = { Role: 'role', Position: 'position' } as const;

/**
 * Deletes a role or position with its grants, in one transaction. Whether anyone still holds it is
 * checked again inside (the route's count came earlier): a holder added meanwhile keeps both the
 * object and its grants, and the caller hears `inUse`.
 */
export async function deleteGrantHolder(database: Database, kind: keyof typeof TABLES, id: string, inUse: TextKey) {
  await database.transaction(async (tx) => {
    await tx.query('DELETE FROM authorize WHERE object_type = $1 AND object_id = $2', [kind, id]);
    const gone = await tx.query(
      `DELETE FROM ${TABLES[kind]} WHERE id = $1 AND NOT EXISTS (SELECT 1 FROM user_relation WHERE object_type = $2 AND object_id = $1) RETURNING id`,
      [id, kind],
    );
    if (!gone.length) throw new ApiError(Code.BadRequest, t(inUse));
  });
}
