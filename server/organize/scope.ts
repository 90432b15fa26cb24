import type { FastifyRequest } from 'fastify';
import { canUse, dataScopes, type SchemeRow } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { recordInScope } from '../permission/recordScope';
import { scopeUser } from '../permission/scopeUser';
import { Nullable, Type, one, type Static } from '../kit';

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

/** An organisation or department as placement and scope checks read it (companyId: its organisation). */
export const OrgRecord = Type.Object({
  id: Type.String(),
  parentId: Type.String(),
  category: Type.Union([Type.Literal('company'), Type.Literal('department')]),
  enCode: Type.String(),
  fullName: Type.String(),
  treePath: Type.String(),
  companyId: Type.String(),
  creatorUserId: Nullable(Type.String()),
});
export type OrgRecord = Static<typeof OrgRecord>;

export async function loadOrg(req: FastifyRequest, id: string | null | undefined): Promise<OrgRecord | null> {
  if (!id) return null;
  const org = await one(
    req.server.database,
    OrgRecord,
    'SELECT id, parent_id, category, en_code, full_name, tree_path, company_id, creator_user_id FROM organize WHERE id = $1',
    [id],
  );
  return org ?? null;
}

/** Whether an organisation row (company or department) lies inside the schemes. */
export async function orgInScope(req: FastifyRequest, schemes: SchemeRow[] | null, org: OrgRecord): Promise<boolean> {
  return recordInScope(schemes, await scopeUser(req), {
    organizeId: org.companyId,
    organizeTreePath: org.treePath,
    departmentId: org.category === 'department' ? org.id : null,
    ownerIds: org.creatorUserId ? [org.creatorUserId] : [],
  });
}
