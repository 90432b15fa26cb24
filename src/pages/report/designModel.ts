import type { DatasetField, Measure, ReportBlock, ReportDefinition } from '../../../contract/report/definition';

// Pure edits of a definition in the designer (unit-tested): adding a field to a zone, a block, a filter.

export type Zone = 'rows' | 'columns' | 'measures' | 'groupBy' | 'category' | 'series' | 'measure';

export function newBlock(type: ReportBlock['type'], existing: ReportBlock[], title: string): ReportBlock {
  let n = existing.length + 1;
  while (existing.some((b) => b.id === `${type}${n}`)) n++;
  const id = `${type}${n}`;
  if (type === 'pivot') return { id, type, title, rows: [], columns: [], measures: [], subtotals: false };
  if (type === 'group') return { id, type, title, groupBy: [], measures: [] };
  return { id, type, title, chart: 'bar', category: '', measure: { field: '', agg: 'count' } };
}

/** The block with `dim` (a field, or `field@month`) put in `zone`; a dimension is not added twice. */
export function addToZone(b: ReportBlock, zone: Zone, dim: string): ReportBlock {
  const field = dim.split('@')[0];
  const measure: Measure = { field, agg: 'sum' };
  const add = (list: string[]) => (list.includes(dim) ? list : [...list, dim]);
  if (b.type === 'pivot') {
    if (zone === 'rows') return { ...b, rows: add(b.rows), columns: b.columns.filter((d) => d !== dim) };
    if (zone === 'columns') return { ...b, columns: add(b.columns), rows: b.rows.filter((d) => d !== dim) };
    if (zone === 'measures') return { ...b, measures: [...b.measures, measure] };
  }
  if (b.type === 'group') {
    if (zone === 'groupBy') return { ...b, groupBy: add(b.groupBy) };
    if (zone === 'measures') return { ...b, measures: [...b.measures, measure] };
  }
  if (b.type === 'chart') {
    if (zone === 'category') return { ...b, category: dim };
    if (zone === 'series') return { ...b, series: dim };
    if (zone === 'measure') return { ...b, measure: { ...b.measure, field } };
  }
  return b;
}

export function removeFromZone(b: ReportBlock, zone: Zone, index: number): ReportBlock {
  const drop = <T,>(list: T[]) => list.filter((_, i) => i !== index);
  if (b.type === 'pivot' && (zone === 'rows' || zone === 'columns')) return { ...b, [zone]: drop(b[zone]) };
  if ((b.type === 'pivot' || b.type === 'group') && zone === 'measures') return { ...b, measures: drop(b.measures) };
  if (b.type === 'group' && zone === 'groupBy') return { ...b, groupBy: drop(b.groupBy) };
  if (b.type === 'chart' && zone === 'series') return { ...b, series: undefined };
  return b;
}

/** Choosing another dataset keeps blocks and filters only while the fields they name still exist. */
export function withFields(def: ReportDefinition, fields: DatasetField[]): ReportDefinition {
  const old = new Map(def.dataset.fields.map((f) => [f.name, f]));
  return { ...def, dataset: { ...def.dataset, fields: fields.map((f) => ({ ...f, ...(old.get(f.name)?.valueLabels ? { valueLabels: old.get(f.name)!.valueLabels } : {}) })) } };
}

/** Dimension choices: every field, and dates by year / month / day. */
export function dimensionChoices(fields: DatasetField[], parts: Record<'year' | 'month' | 'day', string>): { value: string; label: string }[] {
  const out: { value: string; label: string }[] = [];
  for (const f of fields) {
    out.push({ value: f.name, label: f.label });
    if (/(date|time|day)$/i.test(f.name)) for (const p of ['year', 'month', 'day'] as const) out.push({ value: `${f.name}@${p}`, label: `${f.label}(${parts[p]})` });
  }
  return out;
}
