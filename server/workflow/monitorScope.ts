import type { FastifyRequest } from 'fastify';
import { hasDistrictScope } from '../districtScope/districtScope';
import { canUse, dataScopes, type SchemeRow } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';

export const MONITOR_MENU = 'workFlow.flowMonitor';

const OWN_ORG_AND_BELOW: SchemeRow = { id: '', moduleId: '', enCode: 'organizeAndBelow', fullName: '本组织及下级', scope: 'organizeAndBelow', conditionJson: '[]' };

/** Columns of `flow_task t` that data permission reads: the initiator's school, department and the initiator. */
export const TASK_SCOPE_COLUMNS = { organize: 't.organize_id', department: 't.department_id', own: ['t.creator_user_id'] };

/**
 * The monitor's data schemes. 流程监控 carries no schemes of its own, and a school's administrator
 * holds it too: without a scheme they would see every school's approvals, so anyone without
 * district scope sees their own organisation and below.
 */
export async function monitorSchemes(req: FastifyRequest): Promise<SchemeRow[] | null> {
  const granted = dataScopes(req.userAccess, MONITOR_MENU);
  if (granted) return granted;
  const rows = req.user.isAdministrator
    ? []
    : await req.server.database.query<{ parent_id: string }>('SELECT parent_id FROM organize WHERE id = $1', [req.user.organizeId]);
  const district = hasDistrictScope({ isAdministrator: req.user.isAdministrator, organize: rows[0] ? { parentId: rows[0].parent_id } : null });
  return district ? null : [OWN_ORG_AND_BELOW];
}

/** SQL condition (or '') limiting `flow_task t` to the monitor's scope; null when the caller does not hold the monitor. */
export async function monitorCondition(req: FastifyRequest, params: unknown[]): Promise<string | null> {
  if (!canUse(req.userAccess, MONITOR_MENU)) return null;
  return dataScopeCondition(await monitorSchemes(req), await scopeUser(req), TASK_SCOPE_COLUMNS, params) ?? '';
}
