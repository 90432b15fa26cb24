import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef as TanColumnDef, type Column, type SortingState } from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Empty, Spin, theme } from 'antd';
import { CaretDownOutlined, CaretRightOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { ColumnDef } from '../../contract/pageModel/pageSchema';
import type { SortState } from '../list/listQuery';
import { renderCell, type CellContext } from './cells';
import { bodyRows, selectionState, toggleAll, toggleOne, type BodyRowInfo } from './bodyRows';
import { ROW_HEIGHT, useTableSheet } from './tableSheet';

// The only importer of @tanstack/react-table (style-anchors §12). TanStack keeps the column model and
// the header (ids, order, sort state); the body is drawn from bodyRows.ts, not from TanStack's row
// model, so a 10,000-row answer costs nothing until its rows scroll into view: @tanstack/react-virtual
// keeps only those in the DOM, at a fixed row height (nothing is measured). Cells carry class names
// from one stylesheet (tableSheet.ts); only sticky offsets are inline.

type Row = Record<string, unknown>;

/** What a body cell is drawn from: the row and what the user can do with it. */
export interface BodyCell extends BodyRowInfo {
  selected: boolean;
  expanded: boolean;
  onToggleSelect: (id: string) => void;
  onToggleExpand: (id: string) => void;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    def?: ColumnDef;
    width: number;
    fixed?: 'left' | 'right';
    align?: 'left' | 'center' | 'right';
    /** The body cell (TanStack's `cell` would need its per-row objects). */
    body?: (cell: BodyCell) => ReactNode;
  }
}

export { ROW_HEIGHT };
const SELECT_WIDTH = 44;
const NO_ROWS: Row[] = [];

export interface DataTableProps {
  columns: ColumnDef[];
  rows: Row[];
  rowKey: string;
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  selectable?: boolean;
  selected?: string[];
  onSelect?: (keys: string[]) => void;
  /** The actions column (fixed right), when the page has row actions. */
  actions?: { title: string; width: number; render: (row: Row) => ReactNode };
  cellContext: CellContext;
  treeData?: boolean;
  loading?: boolean;
  emptyText: string;
  /** Height of the scrolling body; rows beyond it are virtualised. */
  maxHeight?: number | string;
  /** Footer cells by field (report totals). */
  footer?: { label: string; values: Record<string, ReactNode> };
  /** The table's name for assistive technology (the page title). */
  label?: string;
}

/** Next sort on header click: none → asc → desc → none (antd's order). */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return null;
}

/** Class and sticky offset of one column's cells, computed once per column set. */
interface CellLook {
  className: string;
  style?: CSSProperties;
}

const EMPTY_SELECTION: string[] = [];

/**
 * One body row. Memoised on its record, selection, expansion and the column set, so scrolling renders
 * only rows entering the window and a click on one checkbox re-renders one row.
 */
interface BodyRowProps {
  info: BodyRowInfo;
  selected: boolean;
  expanded: boolean;
  columns: Column<Row, unknown>[];
  looks: Map<string, CellLook>;
  onToggleSelect: (id: string) => void;
  onToggleExpand: (id: string) => void;
}

const BodyRow = memo(function BodyRow({ info, selected, expanded, columns, looks, onToggleSelect, onToggleExpand }: BodyRowProps) {
  const cell: BodyCell = { ...info, selected, expanded, onToggleSelect, onToggleExpand };
  return (
    <tr data-row-key={info.id} className={selected ? 'ec-row ec-selected' : 'ec-row'}>
      {columns.map((c) => {
        const look = looks.get(c.id);
        return (
          <td key={c.id} className={look?.className} style={look?.style}>
            {c.columnDef.meta?.body?.(cell)}
          </td>
        );
      })}
    </tr>
  );
}, sameRow);

/** A plain list hands out a fresh info object per render; its fields, not its identity, decide. */
function sameRow(a: BodyRowProps, b: BodyRowProps): boolean {
  return (
    a.info.record === b.info.record &&
    a.info.id === b.info.id &&
    a.info.depth === b.info.depth &&
    a.info.canExpand === b.info.canExpand &&
    a.selected === b.selected &&
    a.expanded === b.expanded &&
    a.columns === b.columns &&
    a.looks === b.looks &&
    a.onToggleSelect === b.onToggleSelect &&
    a.onToggleExpand === b.onToggleExpand
  );
}

/** The header's select-all box: a native checkbox like the rows', indeterminate when some are selected. */
function SelectAll({ state, onToggle }: { state: 'none' | 'some' | 'all'; onToggle: () => void }) {
  return (
    <input
      type="checkbox"
      className="ec-check"
      aria-label="select all"
      checked={state === 'all'}
      ref={(el) => {
        if (el) el.indeterminate = state === 'some';
      }}
      onChange={onToggle}
    />
  );
}

function DataTableImpl(props: DataTableProps) {
  const { columns, rows, rowKey, sort, onSort, selectable, selected = EMPTY_SELECTION, onSelect, actions, cellContext, treeData } = props;
  const { token } = theme.useToken();
  const sheet = useTableSheet(token);
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());

  // Row callbacks stay the same across renders (rows memoise on them) and read the latest selection.
  const latest = useRef({ selected, onSelect });
  latest.current = { selected, onSelect };
  const onToggleSelect = useCallback((id: string) => latest.current.onSelect?.(toggleOne(id, latest.current.selected)), []);
  const onToggleExpand = useCallback(
    (id: string) =>
      setExpanded((prev) => {
        const next = new Set(prev);
        if (!next.delete(id)) next.add(id);
        return next;
      }),
    [],
  );

  const tanColumns = useMemo<TanColumnDef<Row>[]>(() => {
    const out: TanColumnDef<Row>[] = [];
    if (selectable) {
      out.push({
        id: '__select',
        meta: {
          width: SELECT_WIDTH,
          fixed: 'left',
          align: 'center',
          body: (r) => <input type="checkbox" className="ec-check" aria-label="select row" checked={r.selected} onChange={() => r.onToggleSelect(r.id)} />,
        },
      });
    }
    columns.forEach((c, i) => {
      out.push({
        id: c.field,
        // TanStack only lets a column with an accessor sort; the body never calls it.
        accessorFn: (r) => r[c.field],
        enableSorting: !!c.sortable,
        meta: {
          def: c,
          width: c.width ?? c.minWidth ?? 140,
          fixed: c.fixed,
          align: c.align,
          body: (r) => {
            const content = renderCell(c, r.record, cellContext);
            if (!treeData || i !== 0) return content;
            return (
              <span style={{ paddingLeft: r.depth * 20 }}>
                {r.canExpand ? (
                  <span role="button" aria-label="expand" onClick={() => r.onToggleExpand(r.id)} className={r.expanded ? 'ec-expander ec-open' : 'ec-expander'}>
                    <CaretRightOutlined />
                  </span>
                ) : (
                  <span className="ec-indent" />
                )}
                {content}
              </span>
            );
          },
        },
        header: () => cellContext.env.text(c.label),
      });
    });
    if (actions) {
      out.push({ id: '__actions', meta: { width: actions.width, fixed: 'right', body: (r) => actions.render(r.record) }, header: () => actions.title });
    }
    return out;
  }, [columns, selectable, actions, cellContext, treeData]);

  const sorting: SortingState = useMemo(() => (sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : []), [sort]);
  const table = useReactTable<Row>({
    data: NO_ROWS,
    columns: tanColumns,
    state: { sorting },
    manualSorting: true,
    getCoreRowModel: getCoreRowModel(),
  });

  const body = useMemo(() => bodyRows(rows, rowKey, !!treeData, expanded), [rows, rowKey, treeData, expanded]);
  const selectedSet = useMemo(() => new Set(selected), [selected]);
  const allKeys = useMemo(() => (selectable ? body.allKeys() : []), [selectable, body]);
  const allState = selectable ? selectionState(allKeys, selectedSet) : 'none';

  const virtualizer = useVirtualizer({
    count: body.count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 4,
    // Without layout (happy-dom, a hidden tab) the body measures 0 high; draw a screenful rather than
    // nothing, which in a real page is at most a few rows more than fit.
    initialRect: { width: 1200, height: 800 },
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || 1200, height: 800 })),
  });

  const leafColumns = table.getVisibleLeafColumns();
  const totalWidth = leafColumns.reduce((s, c) => s + (c.columnDef.meta?.width ?? 140), 0);
  // Space beyond the columns' widths goes to one column (the first that asks only for a minWidth, else
  // the last unfixed one): with table-layout fixed a column without a width takes the rest, so fixed
  // columns keep exactly the widths their sticky offsets were computed from and never overlap.
  const flexId = useMemo(() => {
    const free = leafColumns.filter((c) => !c.columnDef.meta?.fixed && c.columnDef.meta?.def);
    return (free.find((c) => c.columnDef.meta?.def?.minWidth && !c.columnDef.meta.def.width) ?? free[free.length - 1])?.id;
  }, [leafColumns]);

  const looks = useMemo(() => {
    const out = new Map<string, CellLook>();
    const lastLeft = [...leafColumns].reverse().find((c) => c.columnDef.meta?.fixed === 'left')?.id;
    const firstRight = leafColumns.find((c) => c.columnDef.meta?.fixed === 'right')?.id;
    let left = 0;
    for (const c of leafColumns) {
      const meta = c.columnDef.meta;
      const cls = meta?.align && meta.align !== 'left' ? [`ec-al-${meta.align}`] : [];
      let style: CSSProperties | undefined;
      if (meta?.fixed === 'left') {
        cls.push('ec-fix');
        if (c.id === lastLeft) cls.push('ec-fix-l-last');
        style = { left };
        left += meta.width;
      }
      out.set(c.id, { className: cls.join(' ') || '', style });
    }
    let right = 0;
    for (const c of [...leafColumns].reverse()) {
      const meta = c.columnDef.meta;
      if (meta?.fixed !== 'right') continue;
      const look = out.get(c.id)!;
      out.set(c.id, { className: `${look.className} ec-fix${c.id === firstRight ? ' ec-fix-r-first' : ''}`.trim(), style: { right } });
      right += meta.width;
    }
    return out;
  }, [leafColumns]);

  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;

  return (
    <Spin spinning={!!props.loading}>
      {/* A scrolling box must be reachable by keyboard, or its hidden rows and columns are not. */}
      <div
        ref={scrollRef}
        className={`ec-dt ${sheet}`}
        data-testid="data-table"
        style={{ maxHeight: props.maxHeight ?? 'calc(100vh - 300px)' }}
        tabIndex={0}
        role="region"
        aria-label={props.label}
      >
        <table style={{ minWidth: totalWidth }} aria-label={props.label}>
          <colgroup>
            {leafColumns.map((c) => (
              <col key={c.id} style={{ width: c.id === flexId ? undefined : c.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const canSort = h.column.getCanSort();
                  const dir = sort?.field === h.column.id ? sort.order : null;
                  const look = looks.get(h.column.id);
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      onClick={canSort ? () => onSort(nextSort(sort, h.column.id)) : undefined}
                      className={canSort ? `${look?.className ?? ''} ec-sortable` : look?.className}
                      style={look?.style}
                    >
                      {h.column.id === '__select' ? (
                        <SelectAll state={allState} onToggle={() => onSelect?.(toggleAll(allKeys, selected))} />
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                      {canSort && (
                        <span className="ec-sorter">
                          <CaretUpOutlined className={dir === 'asc' ? 'ec-on' : undefined} />
                          <CaretDownOutlined className={dir === 'desc' ? 'ec-on' : undefined} />
                        </span>
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {padTop > 0 && (
              <tr aria-hidden className="ec-pad">
                <td colSpan={leafColumns.length} style={{ height: padTop }} />
              </tr>
            )}
            {items.map((vi) => {
              const info = body.at(vi.index);
              return (
                <BodyRow
                  key={info.id}
                  info={info}
                  selected={selectedSet.has(info.id)}
                  expanded={expanded.has(info.id)}
                  columns={leafColumns}
                  looks={looks}
                  onToggleSelect={onToggleSelect}
                  onToggleExpand={onToggleExpand}
                />
              );
            })}
            {padBottom > 0 && (
              <tr aria-hidden className="ec-pad">
                <td colSpan={leafColumns.length} style={{ height: padBottom }} />
              </tr>
            )}
          </tbody>
          {props.footer && body.count > 0 && (
            <tfoot>
              <tr data-testid="totals-row">
                {leafColumns.map((c, i) => {
                  const look = looks.get(c.id);
                  return (
                    <td key={c.id} className={look?.className} style={look?.style}>
                      {props.footer!.values[c.id] ?? (i === 0 ? props.footer!.label : null)}
                    </td>
                  );
                })}
              </tr>
            </tfoot>
          )}
        </table>
        {body.count === 0 && !props.loading && (
          <div className="ec-empty">
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
          </div>
        )}
      </div>
    </Spin>
  );
}

export const DataTable = memo(DataTableImpl);
