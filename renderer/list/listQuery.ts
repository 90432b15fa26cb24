import type { ColumnDef, PageSchema } from '../../contract/pageModel/pageSchema';

export const DEFAULT_PAGE_SIZE = 20;
export const DEFAULT_PAGE_SIZES = [20, 50, 100, 500];

export interface SortState {
  /** Column field (as in the schema). */
  field: string;
  order: 'asc' | 'desc';
}

export interface ListState {
  currentPage: number;
  pageSize: number;
  keyword: string;
  search: Record<string, unknown>;
  sort: SortState | null;
  /** Value of the left tree's selected node (treeList), sent as the tree's param. */
  treeValue?: string;
  /** The selected node's value of the field the tree groups by (`tree.field`), sent under that name. */
  treeField?: string;
}

export function initialListState(schema: PageSchema): ListState {
  const p = schema.pagination || undefined;
  return {
    currentPage: 1,
    pageSize: p?.pageSize ?? DEFAULT_PAGE_SIZE,
    keyword: '',
    search: {},
    sort: schema.defaultSort ?? null,
  };
}

/**
 * Spec §7 list query: `sidx` is the server's sort field (the column's sortField, else its field) and
 * `sort` is asc/desc; nothing is sent when no column is sorted so the server's own order applies.
 */
export function sortParams(sort: SortState | null, columns: readonly ColumnDef[] = []): { sidx?: string; sort?: 'asc' | 'desc' } {
  if (!sort) return {};
  const col = columns.find((c) => c.field === sort.field);
  return { sidx: col?.sortField ?? sort.field, sort: sort.order };
}

/** Drops empty search values so the URL carries only what the user set. */
function compact(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    if (v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)) continue;
    out[k] = Array.isArray(v) ? v.join(',') : v;
  }
  return out;
}

/** The query a list request sends (before `{placeholders}` in the path take their values out). */
export function listParams(schema: PageSchema, state: ListState): Record<string, unknown> {
  const params: Record<string, unknown> = { ...compact(state.search) };
  if (schema.pagination !== false) {
    params.currentPage = state.currentPage;
    params.pageSize = state.pageSize;
  }
  if (state.keyword.trim()) params.keyword = state.keyword.trim();
  Object.assign(params, sortParams(state.sort, schema.columns));
  if (schema.tree && state.treeValue !== undefined && state.treeValue !== '') params[schema.tree.param] = state.treeValue;
  if (schema.tree?.field && state.treeField !== undefined && state.treeField !== '') params[schema.tree.field] = state.treeField;
  return params;
}

export interface ListPage {
  rows: Record<string, unknown>[];
  total: number;
  /** The server paged the answer; otherwise every row came at once. */
  paged: boolean;
  /** Aggregates the server computed over the whole query (report pages), by field. */
  totals?: Record<string, unknown>;
}

/** Reads the three list answer shapes the API uses: PageResult, `{ list }`, and a bare array. */
export function readListAnswer(data: unknown): ListPage {
  if (Array.isArray(data)) return { rows: data as Record<string, unknown>[], total: data.length, paged: false };
  const d = (data ?? {}) as { list?: unknown; pagination?: { total?: number }; totals?: unknown };
  const rows = Array.isArray(d.list) ? (d.list as Record<string, unknown>[]) : [];
  const totals = d.totals && typeof d.totals === 'object' && !Array.isArray(d.totals) ? { totals: d.totals as Record<string, unknown> } : {};
  if (d.pagination && typeof d.pagination.total === 'number') return { rows, total: d.pagination.total, paged: true, ...totals };
  return { rows, total: rows.length, paged: false, ...totals };
}
