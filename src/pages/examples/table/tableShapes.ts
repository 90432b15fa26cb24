/*
 * 表格示例: the shapes the tabs give the same class rows. Pure, so the merging and the subtotals are
 * tested without a browser.
 */

/**
 * rowSpan of each row for a column merged by `key`: the first row of a run of equal keys spans the
 * run, the others 0 (hidden). Rows must already be sorted by the key; a key seen again later starts
 * a new run rather than merging across other rows.
 */
export function rowSpans<T>(rows: T[], key: (row: T) => unknown): number[] {
  const spans = new Array<number>(rows.length).fill(0);
  let start = 0;
  for (let i = 1; i <= rows.length; i++) {
    if (i === rows.length || key(rows[i]) !== key(rows[start])) {
      spans[start] = i - start;
      start = i;
    }
  }
  return spans;
}

export type Grouped<T> = ({ kind: 'row'; key: string; row: T } | { kind: 'subtotal' | 'total'; key: string; group: string; count: number; sums: Record<string, number> })[];

/** Rows grouped by `group`, each group followed by a subtotal of `fields`, then a grand total. */
export function withSubtotals<T>(rows: T[], group: (row: T) => string, id: (row: T) => string, fields: (keyof T & string)[]): Grouped<T> {
  const out: Grouped<T> = [];
  const total: Record<string, number> = Object.fromEntries(fields.map((f) => [f, 0]));
  const groups = new Map<string, T[]>();
  for (const r of rows) groups.set(group(r), [...(groups.get(group(r)) ?? []), r]);
  for (const [name, members] of groups) {
    const sums: Record<string, number> = Object.fromEntries(fields.map((f) => [f, 0]));
    for (const r of members) {
      out.push({ kind: 'row', key: id(r), row: r });
      for (const f of fields) sums[f] += Number(r[f]) || 0;
    }
    for (const f of fields) total[f] += sums[f];
    out.push({ kind: 'subtotal', key: `subtotal:${name}`, group: name, count: members.length, sums: round(sums) });
  }
  out.push({ kind: 'total', key: 'total', group: '', count: rows.length, sums: round(total) });
  return out;
}

const round = (o: Record<string, number>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Math.round(v * 10) / 10]));

export interface TreeNode<T> {
  key: string;
  label: string;
  row?: T;
  children?: TreeNode<T>[];
}

/** Rows nested by a path of labels (e.g. school → grade), leaves being the rows themselves. */
export function toTree<T>(rows: T[], path: ((row: T) => string)[], id: (row: T) => string, label: (row: T) => string): TreeNode<T>[] {
  const root: TreeNode<T>[] = [];
  for (const r of rows) {
    let level = root;
    let key = '';
    for (const step of path) {
      const name = step(r);
      key += `/${name}`;
      let node = level.find((n) => n.key === key);
      if (!node) {
        node = { key, label: name, children: [] };
        level.push(node);
      }
      level = node.children!;
    }
    level.push({ key: id(r), label: label(r), row: r });
  }
  return root;
}
