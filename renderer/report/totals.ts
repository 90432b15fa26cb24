import type { ColumnDef } from '../../contract/pageModel/pageSchema';

function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))) return Number(v);
  return null;
}

/** A column's aggregate over the rows; non-numbers are skipped (count counts non-empty cells). */
export function aggregate(kind: NonNullable<ColumnDef['total']>, rows: readonly Record<string, unknown>[], field: string): number {
  if (kind === 'count') return rows.filter((r) => r[field] !== undefined && r[field] !== null && r[field] !== '').length;
  const values = rows.map((r) => num(r[field])).filter((v): v is number => v !== null);
  if (!values.length) return 0;
  switch (kind) {
    case 'sum':
      return round(values.reduce((a, b) => a + b, 0));
    case 'avg':
      return round(values.reduce((a, b) => a + b, 0) / values.length);
    case 'min':
      return Math.min(...values);
    case 'max':
      return Math.max(...values);
  }
}

// Sums of decimal money amounts (0.1 + 0.2) must not show float noise.
function round(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Totals by field for every column that asks for one. */
export function totalsRow(columns: readonly ColumnDef[], rows: readonly Record<string, unknown>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const c of columns) if (c.total) out[c.field] = aggregate(c.total, rows, c.field);
  return out;
}
