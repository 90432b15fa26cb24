import type { TreeNode } from '../../contract/api';

export interface FlatNode {
  id: string;
  parentId: string;
  fullName: string;
  sortCode?: number;
  [extra: string]: unknown;
}

/**
 * Pure: nests flat rows by parentId. A row whose parent is not among the rows becomes a root, so a
 * list narrowed by data permission (a school without its bureau) still forms a proper tree.
 * Siblings sort by sortCode, then name.
 */
export function buildTree<T extends FlatNode>(rows: T[]): (T & TreeNode)[] {
  const ids = new Set(rows.map((r) => r.id));
  const nodes = new Map<string, T & TreeNode>();
  for (const r of rows) nodes.set(r.id, { ...r, hasChildren: false, children: [] });
  const roots: (T & TreeNode)[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parentId !== r.id && ids.has(r.parentId)) {
      const parent = nodes.get(r.parentId)!;
      parent.children!.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  const order = (a: FlatNode, b: FlatNode) => (a.sortCode ?? 0) - (b.sortCode ?? 0) || a.fullName.localeCompare(b.fullName, 'zh');
  const sortDeep = (list: (T & TreeNode)[]) => {
    list.sort(order);
    for (const n of list) if (n.children?.length) sortDeep(n.children as (T & TreeNode)[]);
  };
  sortDeep(roots);
  return roots;
}

/** Pure: whether moving `id` under `newParentPath` would put it under itself or a descendant. */
export function isUnderSelf(id: string, newParentPath: string): boolean {
  return newParentPath.split('/').includes(id);
}

/** Pure: the tree path of a node under a parent ('/a/b/' + id + '/'); roots start at '/'. */
export function childPath(parentPath: string | null, id: string): string {
  return `${parentPath ?? '/'}${id}/`;
}
