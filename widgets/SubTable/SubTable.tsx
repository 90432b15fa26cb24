import { memo, useCallback, useImperativeHandle, useMemo, useRef, useState, type ClipboardEvent, type Ref } from 'react';
import { Button, DatePicker, Empty, Input, InputNumber, Select, Tooltip } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSpecMessage } from '../core/useSpecMessage';
import { hasErrors, type FieldWidgetProps } from '../core/types';
import { SECONDARY_TEXT } from '../core/colors';

export type SubTableRow = Record<string, unknown>;

export interface SubTableColumn {
  field: string;
  label: string;
  type?: 'text' | 'number' | 'select' | 'date';
  required?: boolean;
  /** Number columns only: shown summed in the totals row. */
  summary?: boolean;
  width?: number;
  /** Select columns: the choices. */
  options?: { label: string; value: string | number }[];
  /** Number columns: decimals kept. */
  precision?: number;
}

export interface SubTableOptions {
  columns: SubTableColumn[];
  /** Scroll height of the body before it scrolls (default 400). */
  maxHeight?: number;
}

export interface SubTableHandle {
  /** Resolves the rows when every required cell is filled; otherwise shows the errors and rejects. */
  submit(): Promise<SubTableRow[]>;
}

export class SubTableInvalid extends Error {
  constructor(
    message: string,
    readonly cells: { row: number; field: string }[],
  ) {
    super(message);
    this.name = 'SubTableInvalid';
  }
}

export type SubTableProps = FieldWidgetProps<SubTableRow[], SubTableOptions> & { ref?: Ref<SubTableHandle> };

/** Spec §5: null, undefined, '' and [] are empty. */
export function isEmptyCell(v: unknown): boolean {
  return v === null || v === undefined || v === '' || (Array.isArray(v) && v.length === 0);
}

/** Required cells left empty; the renderer can also call this from rjsf's customValidate. */
export function invalidCells(rows: readonly SubTableRow[], columns: readonly SubTableColumn[]) {
  const bad: { row: number; field: string }[] = [];
  const required = columns.filter((c) => c.required);
  rows.forEach((r, row) => required.forEach((c) => isEmptyCell(r[c.field]) && bad.push({ row, field: c.field })));
  return bad;
}

function decimals(n: number): number {
  const s = String(n);
  const i = s.indexOf('.');
  return i < 0 ? 0 : s.length - i - 1;
}

/** Sum of a column; floating-point noise is cut back to the longest decimals seen (0.1 + 0.2 = 0.3). */
export function columnTotal(rows: readonly SubTableRow[], field: string): number {
  let sum = 0;
  let places = 0;
  for (const r of rows) {
    const v = r[field];
    const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
    if (!Number.isFinite(n)) continue;
    sum += n;
    places = Math.max(places, decimals(n));
  }
  return Number(sum.toFixed(Math.min(places, 10)));
}

/** Turns pasted spreadsheet text into a cell value of the column's type. */
export function coerceCell(col: SubTableColumn, text: string): unknown {
  const t = text.trim();
  if (t === '') return col.type === 'number' ? null : '';
  switch (col.type) {
    case 'number': {
      const n = Number(t.replace(/[,，\s]/g, ''));
      return Number.isFinite(n) ? n : null;
    }
    case 'select': {
      const hit = col.options?.find((o) => o.label === t || String(o.value) === t);
      return hit ? hit.value : '';
    }
    case 'date': {
      const d = dayjs(t.replace(/[年月/.]/g, '-').replace(/日/g, ''));
      return d.isValid() ? d.format('YYYY-MM-DD') : '';
    }
    default:
      return t;
  }
}

/** Tab-separated rows from the clipboard, or null when the text is a single plain value. */
export function parseClipboardGrid(text: string): string[][] | null {
  if (!/[\t\n]/.test(text)) return null;
  const lines = text.replace(/\r\n?/g, '\n').replace(/\n$/, '').split('\n');
  return lines.map((l) => l.split('\t'));
}

const ROW_H = 48;
const HEAD_H = 40;
// Below this many rows every row is drawn; above it only the visible window is.
const VIRTUAL_FROM = 40;
const INDEX_W = 56;
const ACTION_W = 64;

interface RowViewProps {
  row: SubTableRow;
  index: number;
  columns: SubTableColumn[];
  grid: string;
  off: boolean;
  /** Fields of this row that show 'cannot be empty'. */
  errorFields: string | undefined;
  emptyText: string;
  deleteText: string;
  onCell: (row: number, field: string, value: unknown) => void;
  onPaste: (row: number, col: number, e: ClipboardEvent) => void;
  onDelete: (row: number) => void;
  style?: React.CSSProperties;
}

const RowView = memo(function RowView(p: RowViewProps) {
  return (
    <div role="row" data-row={p.index} style={{ display: 'grid', gridTemplateColumns: p.grid, height: ROW_H, borderBottom: '1px solid #f0f0f0', ...p.style }}>
      <div role="cell" style={{ ...cellStyle, justifyContent: 'center', color: SECONDARY_TEXT }}>{p.index + 1}</div>
      {p.columns.map((c, ci) => {
        const bad = !!p.errorFields && p.errorFields.includes(`|${c.field}|`);
        return (
          <div role="cell" key={c.field} style={{ ...cellStyle, flexDirection: 'column', alignItems: 'stretch' }} onPaste={(e) => p.onPaste(p.index, ci, e)}>
            <CellEditor col={c} value={p.row[c.field]} disabled={p.off} bad={bad} onChange={(v) => p.onCell(p.index, c.field, v)} />
            {bad && <div style={{ color: '#ff4d4f', fontSize: 12, lineHeight: '14px' }}>{p.emptyText}</div>}
          </div>
        );
      })}
      <div role="cell" style={{ ...cellStyle, justifyContent: 'center' }}>
        {!p.off && (
          <Tooltip title={p.deleteText}>
            <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={p.deleteText} onClick={() => p.onDelete(p.index)} />
          </Tooltip>
        )}
      </div>
    </div>
  );
});

const cellStyle: React.CSSProperties = { display: 'flex', alignItems: 'center', padding: '4px 6px', minWidth: 0, overflow: 'hidden' };

function CellEditor({ col, value, disabled, bad, onChange }: { col: SubTableColumn; value: unknown; disabled: boolean; bad: boolean; onChange: (v: unknown) => void }) {
  const status = bad ? ('error' as const) : undefined;
  const common = { size: 'small' as const, disabled, status, 'aria-label': col.label };
  switch (col.type) {
    case 'number':
      return (
        <InputNumber
          {...common}
          style={{ width: '100%' }}
          precision={col.precision}
          value={typeof value === 'number' ? value : value === null || value === undefined || value === '' ? null : Number(value)}
          onChange={(v) => onChange(v ?? null)}
        />
      );
    case 'select':
      return <Select {...common} allowClear options={col.options} value={isEmptyCell(value) ? undefined : (value as string)} onChange={(v) => onChange(v ?? '')} />;
    case 'date':
      return (
        <DatePicker
          {...common}
          style={{ width: '100%' }}
          value={typeof value === 'string' && value ? dayjs(value) : null}
          onChange={(d) => onChange(d ? d.format('YYYY-MM-DD') : '')}
        />
      );
    default:
      return <Input {...common} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
  }
}

function emptyRow(columns: SubTableColumn[]): SubTableRow {
  return Object.fromEntries(columns.map((c) => [c.field, c.type === 'number' ? null : '']));
}

/**
 * Editable sub-table: add/delete rows, a totals row for `summary` columns, 'cannot be empty' on
 * required cells, spreadsheet paste, and a virtualised body so thousands of rows stay responsive.
 */
export default function SubTable(props: SubTableProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, ref } = props;
  const columns = useMemo(() => props.options?.columns ?? [], [props.options?.columns]);
  const maxHeight = props.options?.maxHeight ?? 400;
  const { t } = useTranslation('widgets');
  const msg = useSpecMessage();
  const rows = useMemo(() => value ?? [], [value]);
  const off = !!(disabled || readonly);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [showAll, setShowAll] = useState(false);
  const scrollRef = useRef<HTMLDivElement>(null);

  // Callbacks stay stable across edits (so memoised rows do not all re-render) by reading the latest rows.
  const latest = useRef(rows);
  latest.current = rows;
  const emit = useCallback((next: SubTableRow[]) => {
    latest.current = next;
    onChange(next);
  }, [onChange]);
  const touch = useCallback((keys: string[]) => setTouched((s) => new Set([...s, ...keys])), []);

  const onCell = useCallback((row: number, field: string, v: unknown) => {
    const next = latest.current.slice();
    next[row] = { ...next[row], [field]: v };
    touch([`${row}|${field}`]);
    emit(next);
  }, [emit, touch]);

  const onDelete = useCallback((row: number) => {
    // Not slice() + splice(): the production minifier (rolldown) dropped the splice as a no-op on a
    // fresh copy, so in built bundles the delete button removed nothing (found by the story's play).
    const next = latest.current.filter((_, i) => i !== row);
    // Errors follow their rows: shift the touched marks below the deleted row up by one.
    setTouched((s) => new Set([...s].flatMap((k) => {
      const [r, f] = k.split('|');
      const n = Number(r);
      return n === row ? [] : [`${n > row ? n - 1 : n}|${f}`];
    })));
    emit(next);
  }, [emit]);

  const onPaste = useCallback((row: number, col: number, e: ClipboardEvent) => {
    if (off) return;
    const grid = parseClipboardGrid(e.clipboardData.getData('text/plain'));
    if (!grid) return;
    e.preventDefault();
    const next = latest.current.slice();
    const marks: string[] = [];
    grid.forEach((cells, r) => {
      const at = row + r;
      const base = next[at] ?? emptyRow(columns);
      const patch: SubTableRow = {};
      cells.forEach((text, c) => {
        const column = columns[col + c];
        if (!column) return;
        patch[column.field] = coerceCell(column, text);
        marks.push(`${at}|${column.field}`);
      });
      next[at] = { ...base, ...patch };
    });
    touch(marks);
    emit(next);
  }, [columns, emit, off, touch]);

  const bad = useMemo(() => invalidCells(rows, columns), [rows, columns]);
  // Per row, the fields to flag, as '|a|b|' so a memoised row only re-renders when its own flags change.
  const errorsByRow = useMemo(() => {
    const m = new Map<number, string>();
    for (const b of bad) if (showAll || touched.has(`${b.row}|${b.field}`)) m.set(b.row, (m.get(b.row) ?? '|') + `${b.field}|`);
    return m;
  }, [bad, showAll, touched]);

  const virtual = rows.length > VIRTUAL_FROM;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_H,
    overscan: 8,
    scrollMargin: HEAD_H,
    initialRect: { width: 800, height: maxHeight },
    // A container not laid out yet (hidden tab, a test DOM) measures 0 high: draw a screenful anyway.
    observeElementRect: (instance, cb) =>
      observeElementRect(instance, (rect) => cb(rect.height ? rect : { width: rect.width, height: maxHeight })),
    enabled: virtual,
  });

  useImperativeHandle(ref, () => ({
    submit() {
      const current = latest.current;
      const invalid = invalidCells(current, columns);
      setShowAll(true);
      if (invalid.length) {
        if (virtual) virtualizer.scrollToIndex(invalid[0].row);
        return Promise.reject(new SubTableInvalid(msg('required'), invalid));
      }
      return Promise.resolve(current);
    },
  }), [columns, msg, virtual, virtualizer]);

  const grid = `${INDEX_W}px ${columns.map((c) => (c.width ? `${c.width}px` : 'minmax(120px, 1fr)')).join(' ')} ${ACTION_W}px`;
  const minWidth = INDEX_W + ACTION_W + columns.reduce((s, c) => s + (c.width ?? 120), 0);
  const hasSummary = columns.some((c) => c.summary);
  const emptyText = msg('required');
  const deleteText = t('deleteRow');
  const rowProps = (i: number) => ({
    row: rows[i], index: i, columns, grid, off, errorFields: errorsByRow.get(i), emptyText, deleteText, onCell, onPaste, onDelete,
  });

  return (
    <div id={id} style={{ border: `1px solid ${hasErrors(rawErrors) ? '#ff4d4f' : '#f0f0f0'}`, borderRadius: 6, background: '#fff' }}>
      <div ref={scrollRef} role="table" style={{ maxHeight: maxHeight + HEAD_H + (hasSummary ? ROW_H : 0), overflow: 'auto', position: 'relative' }}>
        <div style={{ minWidth }}>
          <div role="row" style={{ display: 'grid', gridTemplateColumns: grid, height: HEAD_H, position: 'sticky', top: 0, zIndex: 2, background: '#fafafa', borderBottom: '1px solid #f0f0f0', fontWeight: 500 }}>
            <div role="columnheader" style={{ ...cellStyle, justifyContent: 'center' }}>{t('rowIndex')}</div>
            {columns.map((c) => (
              <div role="columnheader" key={c.field} style={cellStyle}>
                {c.required && <span style={{ color: '#ff4d4f', marginRight: 4 }}>*</span>}
                {c.label}
              </div>
            ))}
            <div role="columnheader" style={{ ...cellStyle, justifyContent: 'center' }}>{t('actions')}</div>
          </div>
          {rows.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noData')} style={{ margin: '16px 0' }} />
          ) : virtual ? (
            <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
              {virtualizer.getVirtualItems().map((v) => (
                <RowView key={v.index} {...rowProps(v.index)} style={{ position: 'absolute', top: 0, left: 0, right: 0, transform: `translateY(${v.start - HEAD_H}px)` }} />
              ))}
            </div>
          ) : (
            rows.map((_, i) => <RowView key={i} {...rowProps(i)} />)
          )}
          {hasSummary && rows.length > 0 && (
            <div role="row" data-testid="totals" style={{ display: 'grid', gridTemplateColumns: grid, height: ROW_H, position: 'sticky', bottom: 0, zIndex: 2, background: '#fafafa', borderTop: '1px solid #f0f0f0', fontWeight: 500 }}>
              <div role="cell" style={{ ...cellStyle, justifyContent: 'center' }}>{t('total')}</div>
              {columns.map((c) => (
                <div role="cell" key={c.field} style={cellStyle}>
                  {c.summary ? columnTotal(rows, c.field).toLocaleString('zh-CN', { maximumFractionDigits: 10 }) : ''}
                </div>
              ))}
              <div />
            </div>
          )}
        </div>
      </div>
      {!off && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, padding: '6px 8px', borderTop: '1px solid #f0f0f0' }}>
          <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => {
            emit([...latest.current, emptyRow(columns)]);
            if (virtual) requestAnimationFrame(() => virtualizer.scrollToIndex(latest.current.length - 1));
          }}>
            {t('addRow')}
          </Button>
          <span style={{ color: SECONDARY_TEXT, fontSize: 12 }}>{t('pasteHint')}</span>
        </div>
      )}
    </div>
  );
}
