import type { TreeNode } from '../../contract/api';

export interface FlatNode {
  id: string;
  parentId: string;
  fullName: string;
  sortCode?: number;
  [extra: string]: unknown;
}

/** A row nested under its parent: every node has its children (maybe none), as `treeOf` describes. */
export type Tree<T> = T & TreeNode & { hasChildren: boolean; children: Tree<T>[] };

/**
 * Pure: nests flat rows by parentId. A row whose parent is not among the rows becomes a root, so a
 * list narrowed by data permission (a school without its bureau) still forms a proper tree.
 * Siblings sort by sortCode, then name.
 */
export function buildTree<T extends FlatNode>(rows: T[]): Tree<T>[] {
  const ids = new Set(rows.map((r) => r.id));
  const nodes = new Map<string, Tree<T>>();
  for (const r of rows) nodes.set(r.id, { ...r, hasChildren: false, children: [] });
  const roots: Tree<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    if (r.parentId !== r.id && ids.has(r.parentId)) {
      const parent = nodes.get(r.parentId)!;
      parent.children.push(node);
      parent.hasChildren = true;
    } else {
      roots.push(node);
    }
  }
  const order = (a: FlatNode, b: FlatNode) => (a.sortCode ?? 0) - (b.sortCode ?? 0) || a.fullName.localeCompare(b.fullName, 'zh');
  const sortDeep = (list: Tree<T>[]) => {
    list.sort(order);
    for (const n of list) if (n.children.length) sortDeep(n.children);
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
