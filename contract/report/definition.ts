// A report definition (报表设计): one dataset, filters, and blocks drawn from the dataset's rows.
// Shared by the server (validated on save, computed on view) and the designer.

export type Aggregate = 'sum' | 'count' | 'avg' | 'min' | 'max';
export const AGGREGATES: readonly Aggregate[] = ['sum', 'count', 'avg', 'min', 'max'];
/** A date field grouped by a part of it: `startTime@month` groups leave by "2025-03". */
export type DatePart = 'year' | 'month' | 'day';
export const DATE_PARTS: readonly DatePart[] = ['year', 'month', 'day'];
export type ChartType = 'bar' | 'line' | 'pie';
export const CHART_TYPES: readonly ChartType[] = ['bar', 'line', 'pie'];
export type FilterOp = 'eq' | 'contains' | 'gte' | 'lte';
export const FILTER_OPS: readonly FilterOp[] = ['eq', 'contains', 'gte', 'lte'];

export interface DatasetField {
  name: string;
  label: string;
  /** Stored value → shown text (dictionary codes such as subject `math` → 数学). */
  valueLabels?: Record<string, string>;
}

export interface Dataset {
  /** `model`: a designed page's records; `interface`: a data interface's rows. */
  type: 'model' | 'interface';
  id: string;
  fields: DatasetField[];
}

export interface Measure {
  field: string;
  agg: Aggregate;
  label?: string;
}

export interface ReportFilter {
  field: string;
  op: FilterOp;
  label?: string;
  defaultValue?: string;
}

interface BlockBase {
  id: string;
  title?: string;
}
export interface PivotBlock extends BlockBase {
  type: 'pivot';
  /** Dimensions: a field name, or `field@month` for a part of a date. */
  rows: string[];
  columns: string[];
  measures: Measure[];
  subtotals?: boolean;
}
export interface GroupBlock extends BlockBase {
  type: 'group';
  groupBy: string[];
  measures: Measure[];
}
export interface ChartBlock extends BlockBase {
  type: 'chart';
  chart: ChartType;
  category: string;
  series?: string;
  measure: Measure;
}
export type ReportBlock = PivotBlock | GroupBlock | ChartBlock;

export interface ReportDefinition {
  dataset: Dataset;
  filters: ReportFilter[];
  blocks: ReportBlock[];
  /** The report's own words in the other languages, keyed by the zh text (as a page schema's). */
  translations?: { zhtw?: Record<string, string>; en?: Record<string, string> };
}

export const emptyDefinition = (): ReportDefinition => ({ dataset: { type: 'model', id: '', fields: [] }, filters: [], blocks: [] });

/** `startTime@month` → { field: 'startTime', part: 'month' }. */
export function parseDimension(dim: string): { field: string; part?: DatePart } {
  const at = dim.lastIndexOf('@');
  if (at < 0) return { field: dim };
  const part = dim.slice(at + 1);
  return (DATE_PARTS as readonly string[]).includes(part) ? { field: dim.slice(0, at), part: part as DatePart } : { field: dim };
}

/** Every field a block or filter names (the save check refuses one the dataset lacks). */
export function fieldsNamed(def: ReportDefinition): { path: string; field: string }[] {
  const out: { path: string; field: string }[] = [];
  def.filters.forEach((f, i) => out.push({ path: `filters/${i}/field`, field: f.field }));
  def.blocks.forEach((b, i) => {
    const at = `blocks/${i}`;
    const dims = (key: string, list: string[]) => list.forEach((d, j) => out.push({ path: `${at}/${key}/${j}`, field: parseDimension(d).field }));
    const measures = (list: Measure[]) => list.forEach((m, j) => out.push({ path: `${at}/measures/${j}/field`, field: m.field }));
    if (b.type === 'pivot') {
      dims('rows', b.rows);
      dims('columns', b.columns);
      measures(b.measures);
    } else if (b.type === 'group') {
      dims('groupBy', b.groupBy);
      measures(b.measures);
    } else {
      dims('category', [b.category]);
      if (b.series) dims('series', [b.series]);
      out.push({ path: `${at}/measure/field`, field: b.measure.field });
    }
  });
  return out;
}
