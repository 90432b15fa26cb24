import type { ReportBlock, ReportDefinition } from './definition';
import { applyFilters, pivot, type PivotResult, type Row } from './pivot';

/** What a block draws: every block is a pivot (a grouped table has no columns, a chart one measure). */
export interface BlockResult {
  id: string;
  pivot: PivotResult;
}

export function blockPivot(rows: Row[], b: ReportBlock): PivotResult {
  if (b.type === 'pivot') return pivot(rows, { rows: b.rows, columns: b.columns, measures: b.measures, subtotals: b.subtotals });
  if (b.type === 'group') return pivot(rows, { rows: b.groupBy, columns: [], measures: b.measures, subtotals: true });
  return pivot(rows, { rows: [b.category], columns: b.series ? [b.series] : [], measures: [b.measure] });
}

export function computeReport(def: ReportDefinition, rows: Row[], filterValues: Record<string, string | undefined>): { rowCount: number; blocks: BlockResult[] } {
  const kept = applyFilters(rows, def.filters, filterValues);
  return { rowCount: kept.length, blocks: def.blocks.map((b) => ({ id: b.id, pivot: blockPivot(kept, b) })) };
}

/** The dimensions a drill-down key refers to: the block's row dimensions, then its column dimensions. */
export function drillDimensions(b: ReportBlock): { rows: string[]; columns: string[] } {
  if (b.type === 'pivot') return { rows: b.rows, columns: b.columns };
  if (b.type === 'group') return { rows: b.groupBy, columns: [] };
  return { rows: [b.category], columns: b.series ? [b.series] : [] };
}

/** A block's measures as its (possibly translated) definition names them, for titles. */
export function blockMeasures(b: ReportBlock) {
  return b.type === 'chart' ? [b.measure] : b.measures;
}
