import { AGGREGATES, CHART_TYPES, FILTER_OPS, fieldsNamed, type ReportDefinition } from './definition';

// The save check of a report definition: its shape (a stored definition is drawn without further
// checks) and its references (every field a block or filter names is one of the dataset's).

export type ReportProblemKind = 'shape' | 'unknownField' | 'duplicateBlock' | 'noMeasure' | 'noDimension' | 'duplicateField';
export interface ReportProblem {
  path: string;
  kind: ReportProblemKind;
  /** The field or block id concerned, for the message. */
  name?: string;
}

export const LIMITS = { blocks: 20, filters: 20, fields: 200, dimensions: 4, measures: 10 } as const;

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isText = (v: unknown, max = 100): v is string => typeof v === 'string' && v.length > 0 && v.length <= max;
const NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;
const DIM = /^[A-Za-z_][A-Za-z0-9_]{0,63}(@(year|month|day))?$/;

function shapeProblems(v: unknown): ReportProblem[] {
  const out: ReportProblem[] = [];
  const bad = (path: string) => out.push({ path, kind: 'shape' });
  if (!isObj(v)) return [{ path: '', kind: 'shape' }];
  const ds = v.dataset;
  if (!isObj(ds) || (ds.type !== 'model' && ds.type !== 'interface') || !isText(ds.id, 64)) bad('dataset');
  else if (!Array.isArray(ds.fields) || ds.fields.length > LIMITS.fields) bad('dataset/fields');
  else
    ds.fields.forEach((f, i) => {
      if (!isObj(f) || typeof f.name !== 'string' || !NAME.test(f.name) || !isText(f.label, 50)) bad(`dataset/fields/${i}`);
      else if (f.valueLabels !== undefined && (!isObj(f.valueLabels) || Object.values(f.valueLabels).some((x) => typeof x !== 'string' || x.length > 50))) {
        bad(`dataset/fields/${i}/valueLabels`);
      }
    });
  if (!Array.isArray(v.filters) || v.filters.length > LIMITS.filters) bad('filters');
  else
    v.filters.forEach((f, i) => {
      if (!isObj(f) || typeof f.field !== 'string' || !(FILTER_OPS as readonly unknown[]).includes(f.op)) bad(`filters/${i}`);
      else if ((f.label !== undefined && typeof f.label !== 'string') || (f.defaultValue !== undefined && typeof f.defaultValue !== 'string')) bad(`filters/${i}`);
    });
  const measureOk = (m: unknown) => isObj(m) && typeof m.field === 'string' && (AGGREGATES as readonly unknown[]).includes(m.agg) && (m.label === undefined || typeof m.label === 'string');
  const dimsOk = (d: unknown, min: number) =>
    Array.isArray(d) && d.length >= min && d.length <= LIMITS.dimensions && d.every((x) => typeof x === 'string' && DIM.test(x));
  if (v.translations !== undefined) {
    const tr = v.translations;
    const table = (x: unknown) => x === undefined || (isObj(x) && Object.keys(x).length <= 500 && Object.values(x).every((s) => typeof s === 'string' && s.length <= 200));
    if (!isObj(tr) || Object.keys(tr).some((k) => k !== 'zhtw' && k !== 'en') || !table(tr.zhtw) || !table(tr.en)) bad('translations');
  }
  if (!Array.isArray(v.blocks) || v.blocks.length > LIMITS.blocks) bad('blocks');
  else
    v.blocks.forEach((b, i) => {
      const at = `blocks/${i}`;
      if (!isObj(b) || !isText(b.id, 40) || (b.title !== undefined && typeof b.title !== 'string')) return bad(at);
      const measures = (m: unknown) => Array.isArray(m) && m.length <= LIMITS.measures && m.every(measureOk);
      if (b.type === 'pivot') {
        if (!dimsOk(b.rows, 0) || !dimsOk(b.columns, 0) || !measures(b.measures) || (b.subtotals !== undefined && typeof b.subtotals !== 'boolean')) bad(at);
      } else if (b.type === 'group') {
        if (!dimsOk(b.groupBy, 0) || !measures(b.measures)) bad(at);
      } else if (b.type === 'chart') {
        if (!(CHART_TYPES as readonly unknown[]).includes(b.chart) || !dimsOk([b.category], 1) || (b.series !== undefined && b.series !== '' && !dimsOk([b.series], 1)) || !measureOk(b.measure)) bad(at);
      } else bad(at);
    });
  return out;
}

/** Problems of a definition; none means it may be saved and drawn. */
export function checkDefinition(v: unknown): ReportProblem[] {
  const shape = shapeProblems(v);
  if (shape.length) return shape;
  const def = v as ReportDefinition;
  const out: ReportProblem[] = [];
  const names = new Set<string>();
  def.dataset.fields.forEach((f, i) => {
    if (names.has(f.name)) out.push({ path: `dataset/fields/${i}`, kind: 'duplicateField', name: f.name });
    names.add(f.name);
  });
  for (const ref of fieldsNamed(def)) if (!names.has(ref.field)) out.push({ path: ref.path, kind: 'unknownField', name: ref.field });
  const ids = new Set<string>();
  def.blocks.forEach((b, i) => {
    if (ids.has(b.id)) out.push({ path: `blocks/${i}/id`, kind: 'duplicateBlock', name: b.id });
    ids.add(b.id);
    if ((b.type === 'pivot' || b.type === 'group') && !b.measures.length) out.push({ path: `blocks/${i}/measures`, kind: 'noMeasure', name: b.id });
    if (b.type === 'pivot' && !b.rows.length && !b.columns.length) out.push({ path: `blocks/${i}/rows`, kind: 'noDimension', name: b.id });
    if (b.type === 'group' && !b.groupBy.length) out.push({ path: `blocks/${i}/groupBy`, kind: 'noDimension', name: b.id });
  });
  return out;
}
