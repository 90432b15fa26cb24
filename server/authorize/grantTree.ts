import type { ModuleRow, ModuleItemRow } from '../permission/menuTree';
import { buildTree, type Tree } from '../organize/orgTree';
import { Type, treeOf, type Static } from '../kit';

/** A node of a grant tree: a menu, or a button, column, form or data scheme hung under its menu. */
export const GrantNodeFields = {
  id: Type.String(),
  parentId: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  icon: Type.String(),
  type: Type.String(),
  sortCode: Type.Integer(),
  scope: Type.Optional(Type.String()),
};
const GrantFields = Type.Object(GrantNodeFields);
type GrantFields = Static<typeof GrantFields>;
/** A fresh tree schema per use: one response schema may not hold the same recursive `$id` twice. */
export const grantNode = () => treeOf(GrantFields.properties);
export type GrantNode = Tree<GrantFields>;

/** Pure: the grantable menus as a tree (a menu whose parent is not grantable becomes a root). */
export function moduleTree(modules: ModuleRow[]): GrantNode[] {
  return buildTree<GrantFields>(
    modules.map((m) => ({ id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, icon: m.icon, type: 'module', sortCode: m.sortCode })),
  );
}

/**
 * Pure: buttons, columns, forms or data schemes hung under their menus, with the menus' ancestors
 * kept as branches so the tree reads like the menu (JNPF's Authorize/Data/{id}/Values shape).
 * Menus that carry no grantable item are left out.
 */
export function itemTree(modules: ModuleRow[], items: (ModuleItemRow & { scope?: string })[], itemType: string): GrantNode[] {
  const byId = new Map(modules.map((m) => [m.id, m]));
  const keep = new Set<string>();
  for (const it of items) {
    for (let cur = byId.get(it.moduleId); cur && !keep.has(cur.id); cur = byId.get(cur.parentId)) keep.add(cur.id);
  }
  const menuNodes = modules
    .filter((m) => keep.has(m.id))
    .map((m) => ({ id: m.id, parentId: m.parentId, fullName: m.fullName, enCode: m.enCode, icon: m.icon, type: 'module', sortCode: m.sortCode }));
  const itemNodes = items
    .filter((it) => keep.has(it.moduleId))
    .map((it, i) => ({
      id: it.id,
      parentId: it.moduleId,
      fullName: it.fullName,
      enCode: it.enCode,
      icon: '',
      type: itemType,
      // Items keep their catalogue order under their menu.
      sortCode: -100000 + i,
      ...(it.scope ? { scope: it.scope } : {}),
    }));
  return buildTree<GrantFields>([...menuNodes, ...itemNodes]);
}
