import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t, type TextKey } from '../../contract/texts';
import { GrantItemRow, type GrantItem } from '../authorize/escalation';
import { rows } from '../kit';
import type { Queryable } from '../db/client';
import { manageRefusal, type ManageRefusal } from './accountRules';

const REFUSAL_TEXT: Record<ManageRefusal, TextKey> = {
  self: 'cannotChangeSelf',
  superAdmin: 'cannotChangeAdmin',
  morePrivileged: 'cannotManageMorePrivileged',
};

/** Every grant item a user holds: their own grants and those of every role and position they hold. */
export async function grantItemsOf(db: Queryable, userId: string): Promise<GrantItem[]> {
  return rows(
    db,
    GrantItemRow,
    `SELECT DISTINCT a.item_type, a.item_id FROM authorize a
      WHERE (a.object_type = 'User' AND a.object_id = $1)
         OR (a.object_type IN ('Role', 'Position') AND EXISTS (
              SELECT 1 FROM user_relation r WHERE r.user_id = $1 AND r.object_type = a.object_type AND r.object_id = a.object_id))`,
    [userId],
  );
}

/** Refuses (403) managing the target under the account rules (users/accountRules.ts). */
export async function assertManageable(req: FastifyRequest, target: { id: string; isAdministrator: boolean }) {
  const access = req.userAccess;
  // The grant comparison costs a query; self and the super administrator are decided without it.
  const items = target.id === req.user.id || target.isAdministrator || access.grants.all ? [] : await grantItemsOf(req.server.database, target.id);
  const refusal = manageRefusal(
    { id: req.user.id, isAdministrator: req.user.isAdministrator, grants: access.grants },
    { id: target.id, isAdministrator: target.isAdministrator, items },
    access.catalogue.resources,
  );
  if (refusal) throw new ApiError(Code.Forbidden, t(REFUSAL_TEXT[refusal]));
}

/** Whether the route the request came by changes something (it needs a button): management, not reading. */
export function isManagementRoute(req: FastifyRequest): boolean {
  const access = req.routeOptions.config?.access;
  return typeof access === 'object' && !!access.button;
}
