import type { FastifyRequest } from 'fastify';
import { canUse, dataScopes, type SchemeRow } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { recordInScope } from '../permission/recordScope';
import { scopeUser } from '../permission/scopeUser';

export const ORG_MENU = 'permission.organize';
export const DEPT_MENU = 'permission.department';
export const POS_MENU = 'permission.position';
export const ROLE_MENU = 'permission.role';
export const USER_MENU = 'permission.user';

const OWN_ORG_AND_BELOW: SchemeRow = {
  id: '',
  moduleId: '',
  enCode: 'organizeAndBelow',
  fullName: '本组织及下级',
  scope: 'organizeAndBelow',
  conditionJson: '[]',
};

/**
 * Data schemes for pickers (selectors, trees) that any signed-in user may open: the menu's own
 * data permission when the caller holds the menu, otherwise their own organisation and below.
 */
export function pickerSchemes(req: FastifyRequest, menu: string): SchemeRow[] | null {
  if (canUse(req.userAccess, menu)) return dataScopes(req.userAccess, menu);
  return [OWN_ORG_AND_BELOW];
}

/** Schemes of the menu the route was authorised under (falls back to `menu`). */
export function routeSchemes(req: FastifyRequest, menu: string): SchemeRow[] | null {
  return dataScopes(req.userAccess, req.menuCode ?? menu);
}

/** SQL narrowing rows of `organize <alias>` (companies and departments) to the schemes. */
export async function orgCondition(req: FastifyRequest, schemes: SchemeRow[] | null, alias: string, params: unknown[]) {
  return dataScopeCondition(schemes, await scopeUser(req), {
    organize: `${alias}.company_id`,
    department: `${alias}.id`,
    own: [`${alias}.creator_user_id`],
  }, params);
}

export interface OrgRecord {
  id: string;
  parent_id: string;
  category: 'company' | 'department';
  en_code: string;
  full_name: string;
  tree_path: string;
  company_id: string;
  creator_user_id: string | null;
}

export async function loadOrg(req: FastifyRequest, id: string | null | undefined): Promise<OrgRecord | null> {
  if (!id) return null;
  const rows = await req.server.database.query<OrgRecord>(
    'SELECT id, parent_id, category, en_code, full_name, tree_path, company_id, creator_user_id FROM organize WHERE id = $1',
    [id],
  );
  return rows[0] ?? null;
}

/** Whether an organisation row (company or department) lies inside the schemes. */
export async function orgInScope(req: FastifyRequest, schemes: SchemeRow[] | null, org: OrgRecord): Promise<boolean> {
  return recordInScope(schemes, await scopeUser(req), {
    organizeId: org.company_id,
    organizeTreePath: org.tree_path,
    departmentId: org.category === 'department' ? org.id : null,
    ownerIds: org.creator_user_id ? [org.creator_user_id] : [],
  });
}
