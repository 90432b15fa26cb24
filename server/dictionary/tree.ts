/** Rows linked by parentId ('-1' at the top), as the spec's tree answers use them. */
export interface Linked {
  id: string;
  parentId: string;
}

export type TreeOf<T> = T & { hasChildren: boolean; children?: TreeOf<T>[] };

/**
 * Nests rows under their parents, keeping the input order among siblings. A row whose parent is not
 * in the input becomes a root, so a keyword-filtered subset still shows every match.
 * `children` is left out of leaves: antd trees and cascaders treat an empty array as expandable.
 */
export function buildTree<T extends Linked>(rows: T[]): TreeOf<T>[] {
  const nodes = new Map<string, TreeOf<T>>();
  for (const r of rows) nodes.set(r.id, { ...r, hasChildren: false });
  const roots: TreeOf<T>[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId !== r.id ? nodes.get(r.parentId) : undefined;
    if (!parent) {
      roots.push(node);
      continue;
    }
    (parent.children ??= []).push(node);
    parent.hasChildren = true;
  }
  return roots;
}

/** The ids of `id` and everything below it (to refuse moving a node under its own descendant). */
export function subtreeIds(rows: Linked[], id: string): Set<string> {
  const byParent = new Map<string, string[]>();
  for (const r of rows) {
    const list = byParent.get(r.parentId);
    if (list) list.push(r.id);
    else byParent.set(r.parentId, [r.id]);
  }
  const out = new Set<string>([id]);
  const stack = [id];
  while (stack.length) {
    for (const child of byParent.get(stack.pop()!) ?? []) {
      if (!out.has(child)) {
        out.add(child);
        stack.push(child);
      }
    }
  }
  return out;
}

/** The matches plus every ancestor of a match, so a filtered tree stays connected to its roots. */
export function withAncestors<T extends Linked>(rows: T[], matches: (row: T) => boolean): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const r of rows) {
    if (!matches(r)) continue;
    let cur: T | undefined = r;
    while (cur && !keep.has(cur.id)) {
      keep.add(cur.id);
      cur = byId.get(cur.parentId);
    }
  }
  return rows.filter((r) => keep.has(r.id));
}

/** Rows whose chain of parents reaches '-1' inside the set: a missing (e.g. disabled) parent hides its subtree. */
export function rootedRows<T extends Linked>(rows: T[]): T[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const verdict = new Map<string, boolean>();
  const rooted = (start: T): boolean => {
    const path: string[] = [];
    let cur: T | undefined = start;
    let result = false;
    while (cur) {
      const known = verdict.get(cur.id);
      if (known !== undefined) {
        result = known;
        break;
      }
      if (path.includes(cur.id)) break; // a cycle never reaches the root
      path.push(cur.id);
      if (cur.parentId === '-1') {
        result = true;
        break;
      }
      cur = byId.get(cur.parentId);
    }
    for (const id of path) verdict.set(id, result);
    return result;
  };
  return rows.filter(rooted);
}
