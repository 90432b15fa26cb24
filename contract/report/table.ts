import { parseDimension, type Aggregate, type DatasetField, type DatePart, type Measure } from './definition';
import type { PivotResult } from './pivot';

// The pivot as a table grid with merged header cells: drawn by the report view, written to Excel
// (merged cells) and to PDF from this one layout, so the three always agree.

export interface Words {
  total: string;
  subtotal: string;
  empty: string;
  agg: Record<Aggregate, string>;
  /** A date dimension's part after its label: 开始日期(月). */
  parts?: Record<DatePart, string>;
}

export interface GridCell {
  text: string;
  colSpan?: number;
  rowSpan?: number;
  kind: 'corner' | 'dim' | 'colKey' | 'measure' | 'label' | 'value' | 'total';
  /** A value cell: the numbers behind it are the rows at this row key × column key. */
  drill?: { row: string[]; col: string[] };
  value?: number | null;
}

export interface Grid {
  header: GridCell[][];
  body: GridCell[][];
  /** Columns in all (left label columns + value columns). */
  width: number;
}

const fieldOf = (fields: DatasetField[], name: string) => fields.find((f) => f.name === name);

export function dimensionTitle(fields: DatasetField[], dim: string, words?: Pick<Words, 'parts'>): string {
  const { field, part } = parseDimension(dim);
  const label = fieldOf(fields, field)?.label ?? field;
  return part ? `${label}(${words?.parts?.[part] ?? part})` : label;
}

export function valueText(fields: DatasetField[], dim: string, value: string, words: Pick<Words, 'empty'>): string {
  if (value === '') return words.empty;
  const { field, part } = parseDimension(dim);
  const labels = part ? undefined : fieldOf(fields, field)?.valueLabels;
  return labels && Object.hasOwn(labels, value) ? labels[value] : value;
}

export function measureTitle(fields: DatasetField[], m: Measure, words: Pick<Words, 'agg'>): string {
  return m.label || `${fieldOf(fields, m.field)?.label ?? m.field}(${words.agg[m.agg]})`;
}

export function formatNumber(v: number | null | undefined): string {
  return v === null || v === undefined ? '' : String(v);
}

export function pivotGrid(p: PivotResult, fields: DatasetField[], words: Words): Grid {
  const n = p.rows.length;
  const k = p.columns.length;
  const m = p.measures.length;
  const left = Math.max(n, 1);
  const keys = p.columnKeys;
  const totalCols = k > 0;
  const h = k + 1;
  const header: GridCell[][] = Array.from({ length: h }, () => []);
  // Row-dimension titles span the whole header height.
  if (n) p.rows.forEach((d) => header[0].push({ text: dimensionTitle(fields, d, words), rowSpan: h, kind: 'dim' }));
  else header[0].push({ text: '', rowSpan: h, kind: 'corner' });
  for (let i = 0; i < k; i++) {
    let start = 0;
    while (start < keys.length) {
      let end = start + 1;
      const prefix = keys[start].slice(0, i + 1).join('\u0000');
      while (end < keys.length && keys[end].slice(0, i + 1).join('\u0000') === prefix) end++;
      header[i].push({ text: valueText(fields, p.columns[i], keys[start][i], words), colSpan: (end - start) * m, kind: 'colKey' });
      start = end;
    }
    if (i === 0 && totalCols) header[0].push({ text: words.total, colSpan: m, rowSpan: k, kind: 'total' });
  }
  const measureRow = header[k];
  for (let c = 0; c < keys.length + (totalCols ? 1 : 0); c++) for (const ms of p.measures) measureRow.push({ text: measureTitle(fields, ms, words), kind: 'measure' });

  const body: GridCell[][] = p.lines.map((line) => {
    const cells: GridCell[] = [];
    if (line.kind === 'total') cells.push({ text: words.total, colSpan: left, kind: 'total' });
    else {
      for (let i = 0; i < left; i++) {
        if (!n) cells.push({ text: '', kind: 'label' });
        else if (i < line.key.length) cells.push({ text: valueText(fields, p.rows[i], line.key[i], words), kind: 'label' });
        else if (i === line.key.length) cells.push({ text: words.subtotal, kind: 'total' });
        else cells.push({ text: '', kind: 'label' });
      }
    }
    line.values.forEach((perMeasure, c) =>
      perMeasure.forEach((v) => cells.push({ text: formatNumber(v), value: v, kind: 'value', drill: { row: line.key, col: keys[c] } })),
    );
    if (totalCols) line.total.forEach((v) => cells.push({ text: formatNumber(v), value: v, kind: 'value', drill: { row: line.key, col: [] } }));
    return cells;
  });
  return { header, body, width: left + (keys.length + (totalCols ? 1 : 0)) * m };
}
