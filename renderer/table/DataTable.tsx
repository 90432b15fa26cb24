import { memo, useCallback, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import {
  flexRender,
  getCoreRowModel,
  getExpandedRowModel,
  useReactTable,
  type ColumnDef as TanColumnDef,
  type ExpandedState,
  type Row as TanRow,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { Checkbox, Empty, Spin, theme } from 'antd';
import { CaretDownOutlined, CaretRightOutlined, CaretUpOutlined } from '@ant-design/icons';
import type { ColumnDef } from '../../schemas/pageSchema';
import type { SortState } from '../list/listQuery';
import { renderCell, type CellContext } from './cells';

// The only importer of @tanstack/react-table (style-anchors §12): TanStack keeps the table state
// (sorting, selection, expansion, visibility is ours), this file draws it in antd's look with antd's
// tokens, and @tanstack/react-virtual keeps only the rows on screen in the DOM.

type Row = Record<string, unknown>;

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ColumnMeta<TData, TValue> {
    def?: ColumnDef;
    width: number;
    fixed?: 'left' | 'right';
    align?: 'left' | 'center' | 'right';
  }
}

export const ROW_HEIGHT = 40;
const SELECT_WIDTH = 44;

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
}

/** Next sort on header click: none → asc → desc → none (antd's order). */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, order: 'asc' };
  if (current.order === 'asc') return { field, order: 'desc' };
  return null;
}

/**
 * antd's fill tokens are translucent; a sticky cell painted with one lets the text scrolling beneath it
 * show through. The fill layered over the container colour looks the same and is opaque.
 */
function opaque(fill: string, base: string): string {
  return `linear-gradient(${fill}, ${fill}) ${base}`;
}

type CellStyleFn = (id: string, align?: string) => CSSProperties;

/**
 * One body row. Memoised on the TanStack row object (stable while data and columns are), its
 * selection and the column set, so scrolling re-renders only rows entering the window.
 */
const BodyRow = memo(function BodyRow({ row, cellStyle }: { row: TanRow<Row>; selected: boolean; expanded: boolean; columns: unknown; cellStyle: CellStyleFn }) {
  return (
    <tr data-row-key={row.id} className={row.getIsSelected() ? 'ec-row ec-selected' : 'ec-row'}>
      {row.getVisibleCells().map((cell) => (
        <td key={cell.id} style={cellStyle(cell.column.id, cell.column.columnDef.meta?.align)}>
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
});

function DataTableImpl(props: DataTableProps) {
  const { columns, rows, rowKey, sort, onSort, selectable, selected = [], onSelect, actions, cellContext, treeData } = props;
  const { token } = theme.useToken();
  const scrollRef = useRef<HTMLDivElement>(null);
  const [expanded, setExpanded] = useState<ExpandedState>({});

  const tanColumns = useMemo<TanColumnDef<Row>[]>(() => {
    const out: TanColumnDef<Row>[] = [];
    if (selectable) {
      out.push({
        id: '__select',
        meta: { width: SELECT_WIDTH, fixed: 'left', align: 'center' },
        header: ({ table }) => (
          <Checkbox
            aria-label="select all"
            checked={table.getIsAllRowsSelected()}
            indeterminate={table.getIsSomeRowsSelected()}
            onChange={table.getToggleAllRowsSelectedHandler()}
          />
        ),
        // A native checkbox per row: antd's Checkbox mounts a CSS-in-JS hook chain per row.
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label="select row"
            checked={row.getIsSelected()}
            onChange={row.getToggleSelectedHandler()}
            style={{ width: 16, height: 16, margin: 0, verticalAlign: 'middle', accentColor: 'var(--ec-primary)' }}
          />
        ),
      });
    }
    columns.forEach((c, i) => {
      out.push({
        id: c.field,
        accessorFn: (r) => r[c.field],
        enableSorting: !!c.sortable,
        meta: { def: c, width: c.width ?? c.minWidth ?? 140, fixed: c.fixed, align: c.align },
        header: () => cellContext.env.text(c.label),
        cell: ({ row }) => {
          const content = renderCell(c, row.original, cellContext);
          if (!treeData || i !== 0) return content;
          return (
            <span style={{ paddingLeft: row.depth * 20 }}>
              {row.getCanExpand() ? (
                <span
                  role="button"
                  aria-label="expand"
                  onClick={row.getToggleExpandedHandler()}
                  style={{ cursor: 'pointer', marginRight: 4, display: 'inline-block', transform: row.getIsExpanded() ? 'rotate(90deg)' : undefined }}
                >
                  <CaretRightOutlined />
                </span>
              ) : (
                <span style={{ display: 'inline-block', width: 18 }} />
              )}
              {content}
            </span>
          );
        },
      });
    });
    if (actions) {
      out.push({
        id: '__actions',
        meta: { width: actions.width, fixed: 'right' },
        header: () => actions.title,
        cell: ({ row }) => actions.render(row.original),
      });
    }
    return out;
  }, [columns, selectable, actions, cellContext, treeData]);

  const sorting: SortingState = sort ? [{ id: sort.field, desc: sort.order === 'desc' }] : [];
  const rowSelection: RowSelectionState = useMemo(() => Object.fromEntries(selected.map((k) => [k, true])), [selected]);

  const table = useReactTable<Row>({
    data: rows,
    columns: tanColumns,
    state: { sorting, rowSelection, expanded },
    manualSorting: true,
    enableRowSelection: !!selectable,
    getRowId: (r, i) => (r[rowKey] !== undefined ? String(r[rowKey]) : String(i)),
    getSubRows: treeData ? (r) => (Array.isArray(r.children) ? (r.children as Row[]) : undefined) : undefined,
    getCoreRowModel: getCoreRowModel(),
    getExpandedRowModel: treeData ? getExpandedRowModel() : undefined,
    onExpandedChange: setExpanded,
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      onSelect?.(Object.keys(next).filter((k) => next[k]));
    },
  });

  const flatRows = table.getRowModel().rows;
  const virtualizer = useVirtualizer({
    count: flatRows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    // Without layout (happy-dom, a hidden tab) the body measures 0 high; draw a screenful rather than
    // nothing, which in a real page is at most a few rows more than fit.
    initialRect: { width: 1200, height: 800 },
    observeElementRect: (instance, cb) => observeElementRect(instance, (rect) => cb(rect.height > 0 ? rect : { width: rect.width || 1200, height: 800 })),
  });

  const leafColumns = table.getVisibleLeafColumns();
  const offsets = useMemo(() => {
    const left: Record<string, number> = {};
    const right: Record<string, number> = {};
    let l = 0;
    for (const c of leafColumns) {
      if (c.columnDef.meta?.fixed === 'left') {
        left[c.id] = l;
        l += c.columnDef.meta.width;
      }
    }
    let r = 0;
    for (const c of [...leafColumns].reverse()) {
      if (c.columnDef.meta?.fixed === 'right') {
        right[c.id] = r;
        r += c.columnDef.meta.width;
      }
    }
    return { left, right };
  }, [leafColumns]);
  const totalWidth = leafColumns.reduce((s, c) => s + (c.columnDef.meta?.width ?? 140), 0);
  // Space beyond the columns' widths goes to one column (the first that asks only for a minWidth, else
  // the last unfixed one): with table-layout fixed a column without a width takes the rest, so fixed
  // columns keep exactly the widths their sticky offsets were computed from and never overlap.
  const flexId = useMemo(() => {
    const free = leafColumns.filter((c) => !c.columnDef.meta?.fixed && c.columnDef.meta?.def);
    return (free.find((c) => c.columnDef.meta?.def?.minWidth && !c.columnDef.meta.def.width) ?? free[free.length - 1])?.id;
  }, [leafColumns]);
  const lastLeft = useMemo(() => [...leafColumns].reverse().find((c) => c.columnDef.meta?.fixed === 'left')?.id, [leafColumns]);
  const firstRight = useMemo(() => leafColumns.find((c) => c.columnDef.meta?.fixed === 'right')?.id, [leafColumns]);

  const metaById = useMemo(() => new Map(leafColumns.map((c) => [c.id, c.columnDef.meta])), [leafColumns]);
  const cellStyle = useCallback((id: string, align?: string, header = false, footer = false): CSSProperties => {
    const meta = metaById.get(id);
    const s: CSSProperties = {
      padding: '0 12px',
      height: header ? ROW_HEIGHT + 4 : ROW_HEIGHT,
      textAlign: (align as CSSProperties['textAlign']) ?? 'left',
      borderBottom: `1px solid ${token.colorBorderSecondary}`,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      boxSizing: 'border-box',
    };
    // A sticky cell must be opaque or the columns scrolling beneath it show through: header and footer
    // cells take the header colour (an inline 'inherit' would beat the stylesheet's th rule and leave
    // them transparent), body cells their row's colour (hover and selection included).
    const background = header || footer ? opaque(token.colorFillAlter, token.colorBgContainer) : 'inherit';
    if (meta?.fixed === 'left') {
      Object.assign(s, { position: 'sticky', left: offsets.left[id], zIndex: header ? 3 : 1, background });
      if (id === lastLeft) s.boxShadow = `6px 0 6px -4px ${token.colorFillSecondary}, inset -1px 0 0 ${token.colorBorderSecondary}`;
    }
    if (meta?.fixed === 'right') {
      Object.assign(s, { position: 'sticky', right: offsets.right[id], zIndex: header ? 3 : 1, background });
      if (id === firstRight) s.boxShadow = `-6px 0 6px -4px ${token.colorFillSecondary}, inset 1px 0 0 ${token.colorBorderSecondary}`;
    }
    return s;
  }, [metaById, offsets, token, lastLeft, firstRight]);

  const items = virtualizer.getVirtualItems();
  const padTop = items.length ? items[0].start : 0;
  const padBottom = items.length ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  const cls = 'ec-dt';

  return (
    <Spin spinning={!!props.loading}>
      <style>{`.${cls} tbody tr.ec-row{background:${token.colorBgContainer}}.${cls} tbody tr.ec-row:hover{background:${opaque(token.controlItemBgHover, token.colorBgContainer)}}.${cls} tbody tr.ec-row.ec-selected{background:${opaque(token.controlItemBgActive, token.colorBgContainer)}}.${cls} thead th{background:${opaque(token.colorFillAlter, token.colorBgContainer)}}.${cls} .ec-tag{display:inline-block;padding:0 7px;font-size:${token.fontSizeSM}px;line-height:20px;border:1px solid;border-radius:${token.borderRadiusSM}px;white-space:nowrap}.${cls} .ec-link{color:${token.colorLink};cursor:pointer;margin-right:12px;white-space:nowrap}.${cls} .ec-link:hover{color:${token.colorLinkHover}}.${cls} .ec-link.ec-danger{color:${token.colorError}}`}</style>
      <div
        ref={scrollRef}
        className={cls}
        data-testid="data-table"
        style={{
          maxHeight: props.maxHeight ?? 'calc(100vh - 300px)',
          minHeight: 120,
          overflow: 'auto',
          border: `1px solid ${token.colorBorderSecondary}`,
          borderRadius: token.borderRadiusLG,
          fontSize: token.fontSize,
          color: token.colorText,
          ['--ec-primary' as string]: token.colorPrimary,
          background: token.colorBgContainer,
        }}
      >
        <table style={{ tableLayout: 'fixed', borderCollapse: 'separate', borderSpacing: 0, width: '100%', minWidth: totalWidth }}>
          <colgroup>
            {leafColumns.map((c) => (
              <col key={c.id} style={{ width: c.id === flexId ? undefined : c.columnDef.meta?.width }} />
            ))}
          </colgroup>
          <thead style={{ position: 'sticky', top: 0, zIndex: 2 }}>
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const canSort = h.column.getCanSort();
                  const dir = sort?.field === h.column.id ? sort.order : null;
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
                      onClick={canSort ? () => onSort(nextSort(sort, h.column.id)) : undefined}
                      style={{
                        ...cellStyle(h.column.id, h.column.columnDef.meta?.align, true),
                        fontWeight: token.fontWeightStrong,
                        cursor: canSort ? 'pointer' : undefined,
                        userSelect: 'none',
                      }}
                    >
                      {flexRender(h.column.columnDef.header, h.getContext())}
                      {canSort && (
                        <span style={{ display: 'inline-flex', flexDirection: 'column', marginLeft: 4, fontSize: 10, verticalAlign: 'middle', lineHeight: 0.9 }}>
                          <CaretUpOutlined style={{ color: dir === 'asc' ? token.colorPrimary : token.colorTextQuaternary }} />
                          <CaretDownOutlined style={{ color: dir === 'desc' ? token.colorPrimary : token.colorTextQuaternary }} />
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
              <tr aria-hidden>
                <td colSpan={leafColumns.length} style={{ height: padTop, padding: 0, border: 0 }} />
              </tr>
            )}
            {items.map((vi) => {
              const row = flatRows[vi.index];
              return <BodyRow key={row.id} row={row} selected={row.getIsSelected()} expanded={row.getIsExpanded()} columns={tanColumns} cellStyle={cellStyle} />;
            })}
            {padBottom > 0 && (
              <tr aria-hidden>
                <td colSpan={leafColumns.length} style={{ height: padBottom, padding: 0, border: 0 }} />
              </tr>
            )}
          </tbody>
          {props.footer && flatRows.length > 0 && (
            <tfoot style={{ position: 'sticky', bottom: 0, zIndex: 2 }}>
              <tr data-testid="totals-row" style={{ background: opaque(token.colorFillAlter, token.colorBgContainer), fontWeight: token.fontWeightStrong }}>
                {leafColumns.map((c, i) => (
                  <td key={c.id} style={cellStyle(c.id, c.columnDef.meta?.align, false, true)}>
                    {props.footer!.values[c.id] ?? (i === 0 ? props.footer!.label : null)}
                  </td>
                ))}
              </tr>
            </tfoot>
          )}
        </table>
        {flatRows.length === 0 && !props.loading && (
          <div style={{ padding: 24 }}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={props.emptyText} />
          </div>
        )}
      </div>
    </Spin>
  );
}

export const DataTable = memo(DataTableImpl);
