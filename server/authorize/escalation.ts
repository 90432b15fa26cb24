import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import type { Grants } from '../permission/menuTree';
import { t } from '../../contract/texts';
import { Type, rows } from '../kit';

export type ItemType = 'module' | 'button' | 'column' | 'form' | 'resource';
export const ITEM_TYPES: ItemType[] = ['module', 'button', 'column', 'form', 'resource'];

export interface GrantItem {
  itemType: ItemType;
  itemId: string;
}

/** An `authorize` row's item (`SELECT item_type, item_id …`), typed by the query layer. */
export const GrantItemRow = Type.Object({ itemType: Type.Union(ITEM_TYPES.map((i) => Type.Literal(i))), itemId: Type.String() });

const setOf = (g: Grants, t: ItemType): Set<string> =>
  ({ module: g.modules, button: g.buttons, column: g.columns, form: g.forms, resource: g.resources })[t];

/** How much a data scheme opens up; a broader scheme on the same menu covers a narrower one. */
const BREADTH: Record<string, number> = { all: 4, organizeAndBelow: 3, organize: 2, department: 1, self: 0 };

export interface SchemeRef {
  id: string;
  moduleId: string;
  scope: string;
}

/**
 * Pure: the items the caller does not hold themselves (a super administrator holds everything).
 * A data scheme counts as held when the caller holds one at least as broad on the same menu, so a
 * school administrator (本组织及下级) may hand out 本组织 but never 全部数据.
 */
export function unheldItems(grants: Grants, items: GrantItem[], schemes: SchemeRef[] = []): GrantItem[] {
  if (grants.all) return [];
  const byId = new Map(schemes.map((s) => [s.id, s]));
  return items.filter((i) => {
    if (setOf(grants, i.itemType)?.has(i.itemId)) return false;
    if (i.itemType !== 'resource') return true;
    const wanted = byId.get(i.itemId);
    if (!wanted) return true;
    return !schemes.some(
      (s) => s.moduleId === wanted.moduleId && grants.resources.has(s.id) && (BREADTH[s.scope] ?? -1) >= (BREADTH[wanted.scope] ?? 99),
    );
  });
}

/** Pure: whether the caller holds one item. */
export function holds(grants: Grants, item: GrantItem): boolean {
  return grants.all || !!setOf(grants, item.itemType)?.has(item.itemId);
}

/**
 * Refuses handing out roles or positions that carry grants the caller lacks: giving a user the
 * 系统管理员 role would otherwise be a way for a school administrator to escalate.
 */
export async function assertHoldsObjects(req: FastifyRequest, objectType: 'Role' | 'Position', ids: string[]) {
  if (!ids.length || req.userAccess.grants.all) return;
  const items = await rows(
    req.server.database,
    GrantItemRow,
    'SELECT DISTINCT item_type, item_id FROM authorize WHERE object_type = $1 AND object_id = ANY($2::text[])',
    [objectType, ids],
  );
  const missing = unheldItems(req.userAccess.grants, items, req.userAccess.catalogue.resources);
  if (missing.length) throw new ApiError(Code.Forbidden, t('cannotGrantUnheld'));
}
