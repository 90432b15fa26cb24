import { parseDimension, type Aggregate, type Measure, type ReportFilter } from './definition';

// The report's arithmetic, pure: filters, dimension values, the pivot (rows × columns × measures
// with subtotals and totals). Grouped tables and charts are pivots too (no columns; one measure).

export type Row = Record<string, unknown>;

/** The key of a row under a dimension: its text, or a part of a date ("2025-03" for @month); '' when empty. */
export function dimensionValue(row: Row, dim: string): string {
  const { field, part } = parseDimension(dim);
  const v = Object.hasOwn(row, field) ? row[field] : undefined;
  if (v === null || v === undefined) return '';
  const text = Array.isArray(v) ? v.join(',') : typeof v === 'object' ? JSON.stringify(v) : String(v);
  if (!part) return text;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(typeof v === 'number' ? new Date(v).toISOString() : text);
  if (!m) return '';
  return part === 'year' ? m[1] : part === 'month' ? `${m[1]}-${m[2]}` : `${m[1]}-${m[2]}-${m[3]}`;
}

const numberOf = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
};

/** Rows that pass every filter; an empty value filters nothing. */
export function applyFilters(rows: Row[], filters: ReportFilter[], values: Record<string, string | undefined>): Row[] {
  const active = filters
    .map((f, i) => ({ f, v: Object.hasOwn(values, `f${i}`) ? values[`f${i}`] : f.defaultValue }))
    .filter((x): x is { f: ReportFilter; v: string } => typeof x.v === 'string' && x.v !== '');
  if (!active.length) return rows;
  return rows.filter((r) =>
    active.every(({ f, v }) => {
      const text = dimensionValue(r, f.field);
      if (f.op === 'eq') return text === v;
      if (f.op === 'contains') return text.includes(v);
      const a = numberOf(Object.hasOwn(r, f.field) ? r[f.field] : null);
      const b = numberOf(v);
      // Numbers compare as numbers, anything else (dates "2025-03-01") as text.
      const cmp = a !== null && b !== null ? a - b : text.localeCompare(v);
      if (text === '') return false;
      return f.op === 'gte' ? cmp >= 0 : cmp <= 0;
    }),
  );
}

/** Rows behind one cell: each dimension has the given key (drill-down). */
export function rowsAt(rows: Row[], dims: string[], key: string[]): Row[] {
  return rows.filter((r) => dims.every((d, i) => i >= key.length || dimensionValue(r, d) === key[i]));
}

class Acc {
  n = 0;
  numbers = 0;
  sum = 0;
  min = Infinity;
  max = -Infinity;
  add(v: unknown) {
    this.n++;
    const x = numberOf(v);
    if (x === null) return;
    this.numbers++;
    this.sum += x;
    if (x < this.min) this.min = x;
    if (x > this.max) this.max = x;
  }
  value(agg: Aggregate): number | null {
    if (agg === 'count') return this.n;
    if (!this.numbers) return null;
    const v = agg === 'sum' ? this.sum : agg === 'avg' ? this.sum / this.numbers : agg === 'min' ? this.min : this.max;
    return Math.round(v * 100) / 100;
  }
}

export interface PivotSpec {
  rows: string[];
  columns: string[];
  measures: Measure[];
  subtotals?: boolean;
}

export interface PivotLine {
  /** Row-dimension values; a subtotal has the first `key.length` of them, the grand total none. */
  key: string[];
  kind: 'row' | 'subtotal' | 'total';
  /** values[c][m]: column key c (the `columns` of the result), measure m; null for an empty cell. */
  values: (number | null)[][];
  /** The line over every column, per measure. */
  total: (number | null)[];
}

export interface PivotResult {
  rows: string[];
  columns: string[];
  measures: Measure[];
  /** Column keys in order; one empty key when the pivot has no column dimension. */
  columnKeys: string[][];
  lines: PivotLine[];
  /** More distinct column keys than MAX_COLUMN_KEYS: the first ones are kept. */
  truncated: boolean;
}

export const MAX_COLUMN_KEYS = 200;

const compareKeys = (a: string[], b: string[]) => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i];
    const y = b[i];
    if (x === y) continue;
    if (x === '') return 1; // empty values last
    if (y === '') return -1;
    const nx = Number(x);
    const ny = Number(y);
    if (x.trim() !== '' && y.trim() !== '' && Number.isFinite(nx) && Number.isFinite(ny)) return nx - ny;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
};

const SEP = '\u0000';

export function pivot(rows: Row[], spec: PivotSpec): PivotResult {
  const measures = spec.measures;
  const colKeyOf = (r: Row) => spec.columns.map((d) => dimensionValue(r, d));
  const colMap = new Map<string, string[]>();
  for (const r of rows) {
    const k = colKeyOf(r);
    const s = k.join(SEP);
    if (!colMap.has(s)) colMap.set(s, k);
  }
  let columnKeys = [...colMap.values()].sort(compareKeys);
  const truncated = columnKeys.length > MAX_COLUMN_KEYS;
  if (truncated) columnKeys = columnKeys.slice(0, MAX_COLUMN_KEYS);
  const colIndex = new Map(columnKeys.map((k, i) => [k.join(SEP), i]));

  // One accumulator set per row prefix (length 0 = grand total … full length = a row).
  interface Group {
    key: string[];
    cells: Acc[][]; // [column][measure]
    total: Acc[];
  }
  const groups = new Map<string, Group>();
  const groupOf = (key: string[]) => {
    const s = key.join(SEP) + SEP + key.length;
    let g = groups.get(s);
    if (!g) {
      g = { key, cells: columnKeys.map(() => measures.map(() => new Acc())), total: measures.map(() => new Acc()) };
      groups.set(s, g);
    }
    return g;
  };
  for (const r of rows) {
    const rowKey = spec.rows.map((d) => dimensionValue(r, d));
    const c = colIndex.get(colKeyOf(r).join(SEP));
    for (let depth = 0; depth <= rowKey.length; depth++) {
      if (depth > 0 && depth < rowKey.length && !spec.subtotals) continue;
      const g = groupOf(rowKey.slice(0, depth));
      measures.forEach((m, mi) => {
        const v = Object.hasOwn(r, m.field) ? r[m.field] : undefined;
        if (c !== undefined) g.cells[c][mi].add(v);
        g.total[mi].add(v);
      });
    }
  }
  const line = (g: Group, kind: PivotLine['kind']): PivotLine => ({
    key: g.key,
    kind,
    values: g.cells.map((cell) => cell.map((a, mi) => (a.n ? a.value(measures[mi].agg) : null))),
    total: g.total.map((a, mi) => (a.n ? a.value(measures[mi].agg) : null)),
  });
  const n = spec.rows.length;
  const leaves = [...groups.values()].filter((g) => g.key.length === n && n > 0).sort((a, b) => compareKeys(a.key, b.key));
  const lines: PivotLine[] = [];
  leaves.forEach((g, i) => {
    lines.push(line(g, 'row'));
    if (!spec.subtotals) return;
    // After the last leaf of a group, its subtotals from the innermost outwards.
    const next = leaves[i + 1];
    for (let depth = n - 1; depth >= 1; depth--) {
      const prefix = g.key.slice(0, depth);
      if (next && next.key.slice(0, depth).join(SEP) === prefix.join(SEP)) break;
      lines.push(line(groups.get(prefix.join(SEP) + SEP + depth)!, 'subtotal'));
    }
  });
  const grand = groups.get(SEP + 0) ?? groupOf([]);
  lines.push(line(grand, 'total'));
  return { rows: spec.rows, columns: spec.columns, measures, columnKeys, lines, truncated };
}
