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

/** Past this many matches the rest are not shown: a broad query must not hand 50,000 nodes to antd. */
export const MATCH_LIMIT = 2000;

export interface SearchHit {
  keep: Uint8Array;
  matches: number;
  truncated: boolean;
}

/** Marks every node whose text contains `query`, plus its ancestors; null when there is no query. */
export function searchIndex(index: TreeIndex, query: string, limit = MATCH_LIMIT): SearchHit | null {
  const q = query.trim().toLowerCase();
  if (!q) return null;
  const keep = new Uint8Array(index.nodes.length);
  let matches = 0;
  for (let i = 0; i < index.haystack.length; i++) {
    if (!index.haystack[i].includes(q)) continue;
    if (matches === limit) return { keep, matches, truncated: true };
    matches++;
    // Stop climbing at the first ancestor already kept: its own ancestors are kept too.
    for (let j = i; j >= 0 && !keep[j]; j = index.parent[j]) keep[j] = 1;
  }
  return { keep, matches, truncated: false };
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
 * antd tree data for what can be seen: roots, and children only under expanded nodes ('all' when
 * searching), restricted to `keep` when given. antd/rc-tree index every node they are handed, so
 * handing over collapsed branches of a 50,000-user tree would cost hundreds of milliseconds per
 * keystroke; a collapsed node gets `isLeaf: false` and no children, and its switcher still shows.
 * Also returns the keys that have visible children, which is what to expand for a search.
 */
export function toAntTree(
  index: TreeIndex,
  canSelect: (node: TreeNode) => boolean,
  opts: { keep?: Uint8Array | null; expanded: ReadonlySet<string> | 'all' },
): { roots: AntTreeNode[]; expandKeys: string[] } {
  const { keep, expanded } = opts;
  const n = index.nodes.length;
  const made: (AntTreeNode | undefined)[] = new Array(n);
  const keptKids = keep ? new Uint32Array(n) : null;
  const roots: AntTreeNode[] = [];
  const shown: number[] = [];
  for (let i = 0; i < n; i++) {
    if (keep && !keep[i]) continue;
    const p = index.parent[i];
    if (keptKids && p >= 0) keptKids[p]++;
    const parent = p >= 0 ? made[p] : undefined;
    if (p >= 0 && (!parent || (expanded !== 'all' && !expanded.has(parent.key)))) continue;
    const node = index.nodes[i];
    const value = valueOf(node, index.valueKey);
    const item: AntTreeNode = { key: value, value, title: node.fullName, selectable: canSelect(node), isLeaf: true, node };
    made[i] = item;
    shown.push(i);
    if (parent) (parent.children ??= []).push(item);
    else roots.push(item);
  }
  const expandKeys: string[] = [];
  for (const i of shown) {
    const kids = keptKids ? keptKids[i] : (index.nodes[i].children?.length ?? 0);
    made[i]!.isLeaf = kids === 0;
    if (kids > 0) expandKeys.push(made[i]!.key);
  }
  return { roots, expandKeys };
}

export function labelOf(index: TreeIndex, value: string): string {
  const i = index.byValue.get(value);
  return i === undefined ? value : index.nodes[i].fullName;
}
