import type { TreeNode } from './types';

/**
 * A selector tree flattened once, in pre-order. Searching scans the flat arrays instead of walking
 * the object tree, so a 50,000-user tree filters in a few milliseconds and nothing is re-walked on
 * render. Headless: the antd adapters (TreePicker, ApproverDialog) only turn results into props.
 */
export interface TreeIndex {
  nodes: TreeNode[];
  /** Index of each node's parent, -1 for a root. */
  parent: Int32Array;
  /** Lower-cased fullName plus code/account, what search matches against. */
  haystack: string[];
  byValue: Map<string, number>;
  valueKey: string;
}

export function valueOf(node: TreeNode, valueKey = 'id'): string {
  const v = node[valueKey] ?? node.id;
  return String(v);
}

export function buildTreeIndex(roots: readonly TreeNode[] | undefined, valueKey = 'id'): TreeIndex {
  const nodes: TreeNode[] = [];
  const parents: number[] = [];
  // Iterative so deep trees cannot blow the stack.
  const stack: Array<[TreeNode, number]> = [];
  for (let i = (roots?.length ?? 0) - 1; i >= 0; i--) stack.push([roots![i], -1]);
  while (stack.length) {
    const [node, p] = stack.pop()!;
    const me = nodes.length;
    nodes.push(node);
    parents.push(p);
    const kids = node.children;
    if (kids) for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], me]);
  }
  const haystack = nodes.map((n) =>
    `${n.fullName ?? ''} ${n.enCode ?? ''} ${typeof n.account === 'string' ? n.account : ''}`.toLowerCase(),
  );
  const byValue = new Map<string, number>();
  nodes.forEach((n, i) => byValue.set(valueOf(n, valueKey), i));
  return { nodes, parent: Int32Array.from(parents), haystack, byValue, valueKey };
}

/** Marks every node whose text contains `query`, plus its ancestors; null when there is no query. */
export function searchIndex(index: TreeIndex, query: string): { keep: Uint8Array; matches: number } | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const keep = new Uint8Array(index.nodes.length);
  let matches = 0;
  for (let i = 0; i < index.haystack.length; i++) {
    if (!index.haystack[i].includes(q)) continue;
    matches++;
    // Stop climbing at the first ancestor already kept: its own ancestors are kept too.
    for (let j = i; j >= 0 && !keep[j]; j = index.parent[j]) keep[j] = 1;
  }
  return { keep, matches };
}

export interface AntTreeNode {
  key: string;
  value: string;
  title: string;
  selectable: boolean;
  isLeaf: boolean;
  children?: AntTreeNode[];
  node: TreeNode;
}

/**
 * antd tree data from the index, restricted to `keep` when given. Also returns the keys to expand
 * so that every kept match is visible.
 */
export function toAntTree(
  index: TreeIndex,
  canSelect: (node: TreeNode) => boolean,
  keep?: Uint8Array | null,
): { roots: AntTreeNode[]; expandKeys: string[] } {
  const made: (AntTreeNode | undefined)[] = new Array(index.nodes.length);
  const roots: AntTreeNode[] = [];
  const expandKeys: string[] = [];
  for (let i = 0; i < index.nodes.length; i++) {
    if (keep && !keep[i]) continue;
    const n = index.nodes[i];
    const value = valueOf(n, index.valueKey);
    const leaf = !n.children || n.children.length === 0;
    const item: AntTreeNode = { key: value, value, title: n.fullName, selectable: canSelect(n), isLeaf: leaf, node: n };
    made[i] = item;
    const p = index.parent[i];
    if (p < 0) roots.push(item);
    else {
      const parent = made[p]!;
      (parent.children ??= []).push(item);
      if (parent.children.length === 1 && keep) expandKeys.push(parent.key);
    }
  }
  return { roots, expandKeys };
}

export function labelOf(index: TreeIndex, value: string): string {
  const i = index.byValue.get(value);
  return i === undefined ? value : index.nodes[i].fullName;
}
