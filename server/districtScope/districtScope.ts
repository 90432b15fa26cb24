import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';

/**
 * District-wide data (dictionaries, bill rules, administrative areas) is what every school's
 * records point at: renaming 男 or the 请假申请单号 rule changes every school's records at once. It
 * is written only by holders of district scope:
 *   - the super administrator, or
 *   - an account whose organisation is a root of the organisation tree (the bureau: parent '-1').
 * A school's administrator holds the same menus and buttons for maintaining their own school, but
 * not this. (A 全部数据 scheme is not used: it is granted per menu, and these menus carry none.)
 */
export interface DistrictCaller {
  isAdministrator: boolean;
  /** The caller's organisation, or null when it no longer exists. */
  organize: { parentId: string } | null;
}

export function hasDistrictScope(caller: DistrictCaller): boolean {
  if (caller.isAdministrator) return true;
  return caller.organize !== null && caller.organize.parentId === '-1';
}

/** preHandler of every write to district-wide data: 403 with nothing done unless the caller has district scope. */
export async function requireDistrictScope(req: FastifyRequest): Promise<void> {
  const user = req.user;
  let organize: DistrictCaller['organize'] = null;
  if (!user.isAdministrator && user.organizeId) {
    const rows = await req.server.database.query<{ parent_id: string }>('SELECT parent_id FROM organize WHERE id = $1', [user.organizeId]);
    organize = rows[0] ? { parentId: rows[0].parent_id } : null;
  }
  if (!hasDistrictScope({ isAdministrator: user.isAdministrator, organize })) throw new ApiError(Code.Forbidden, t('districtScopeRequired'));
}
