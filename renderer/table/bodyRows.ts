// The body's row list, kept out of TanStack's row model on purpose: TanStack builds a Row object with
// a few dozen closures for EVERY row of `data` before anything is drawn, which for a 10,000-row list
// was ~30 ms of script and most of the first render's garbage collection. Here a flat list costs
// nothing per row (the answer's array itself) and a tree costs one small entry per visible row; the
// only per-row work is for the rows the virtualiser puts on screen.

type Row = Record<string, unknown>;

/** What the body needs to draw one row. */
export interface BodyRowInfo {
  record: Row;
  id: string;
  depth: number;
  canExpand: boolean;
}

export interface BodyRows {
  count: number;
  at(index: number): BodyRowInfo;
  /** Every selectable key, sub-rows included (what "select all" selects). */
  allKeys(): string[];
}

export function rowIdOf(record: Row, index: number, rowKey: string): string {
  const v = record[rowKey];
  return v !== undefined && v !== null ? String(v) : String(index);
}

const childrenOf = (r: Row): Row[] | undefined => (Array.isArray(r.children) && r.children.length ? (r.children as Row[]) : undefined);

/** Rows in display order: a plain list as is, a tree depth-first through its expanded nodes. */
export function bodyRows(rows: Row[], rowKey: string, tree: boolean, expanded: ReadonlySet<string>): BodyRows {
  if (!tree) {
    return {
      count: rows.length,
      at: (i) => ({ record: rows[i], id: rowIdOf(rows[i], i, rowKey), depth: 0, canExpand: false }),
      allKeys: () => rows.map((r, i) => rowIdOf(r, i, rowKey)),
    };
  }
  const flat: BodyRowInfo[] = [];
  const walk = (list: Row[], depth: number, parentId: string | null) => {
    list.forEach((record, i) => {
      // Like TanStack's default ids for sub-rows without a key: parent id, dot, index.
      const id = record[rowKey] !== undefined && record[rowKey] !== null ? String(record[rowKey]) : parentId === null ? String(i) : `${parentId}.${i}`;
      const kids = childrenOf(record);
      flat.push({ record, id, depth, canExpand: !!kids });
      if (kids && expanded.has(id)) walk(kids, depth + 1, id);
    });
  };
  walk(rows, 0, null);
  return {
    count: flat.length,
    at: (i) => flat[i],
    allKeys: () => {
      const keys: string[] = [];
      const all = (list: Row[], parentId: string | null) =>
        list.forEach((record, i) => {
          const id = record[rowKey] !== undefined && record[rowKey] !== null ? String(record[rowKey]) : parentId === null ? String(i) : `${parentId}.${i}`;
          keys.push(id);
          const kids = childrenOf(record);
          if (kids) all(kids, id);
        });
      all(rows, null);
      return keys;
    },
  };
}

export type AllState = 'none' | 'some' | 'all';

/** The select-all box: checked when every row is selected, indeterminate when only some are. */
export function selectionState(keys: string[], selected: ReadonlySet<string>): AllState {
  if (!keys.length || !selected.size) return 'none';
  let n = 0;
  for (const k of keys) if (selected.has(k)) n++;
  return n === keys.length ? 'all' : n ? 'some' : 'none';
}

/** Select all adds every row to the selection; when all are selected it removes them (keys of other pages stay). */
export function toggleAll(keys: string[], selected: string[]): string[] {
  const set = new Set(selected);
  if (selectionState(keys, set) === 'all') {
    for (const k of keys) set.delete(k);
    return [...set];
  }
  for (const k of keys) set.add(k);
  return [...set];
}

export function toggleOne(key: string, selected: string[]): string[] {
  return selected.includes(key) ? selected.filter((k) => k !== key) : [...selected, key];
}
