import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Switch } from 'antd';
import DOMPurify from 'dompurify';
import { formatDate } from '../../contract/rules/format';
import type { ColumnDef } from '../../contract/pageModel/pageSchema';
import type { CellProps } from '../../widgets/core/types';
import type { WidgetServices } from '../../widgets/services';
import { dictLabel, loadDictionary, type Dictionary } from '../dictionary/dictionaryCache';
import type { RendererEnv } from '../RendererContext';
import { lazyWidget } from '../widgetCache';

export interface CellContext {
  env: RendererEnv;
  /** Runs a row action by key (link cells, state switches); undefined when none is allowed. */
  runRowAction?: (key: string, row: Record<string, unknown>) => void;
  /** Row action keys the user may run on this page (after the permission filter). */
  allowedActions: ReadonlySet<string>;
}

function plain(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map(plain).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function DictCell({ code, value, services }: { code: string; value: unknown; services: WidgetServices }) {
  const [dict, setDict] = useState<Dictionary | undefined>();
  useEffect(() => {
    let live = true;
    loadDictionary(services, code).then(
      (d) => live && setDict(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [services, code]);
  return <>{dictLabel(dict, value)}</>;
}

type TagOption = { label?: string | Record<string, string>; color?: string };

// antd's preset tag colours, drawn as a plain span: a 500-row page of antd <Tag>s costs a
// CSS-in-JS hook chain per cell, a span costs nothing. Green, gold and cyan text take the next
// darker shade of antd's palette: its own reads at 2.7–3.4:1 on the tint, below WCAG's 4.5:1.
const PRESETS: Record<string, [string, string, string]> = {
  default: ['rgba(0,0,0,0.88)', '#fafafa', '#d9d9d9'],
  success: ['#237804', '#f6ffed', '#b7eb8f'],
  green: ['#237804', '#f6ffed', '#b7eb8f'],
  error: ['#cf1322', '#fff1f0', '#ffa39e'],
  red: ['#cf1322', '#fff1f0', '#ffa39e'],
  processing: ['#0958d9', '#e6f4ff', '#91caff'],
  blue: ['#0958d9', '#e6f4ff', '#91caff'],
  warning: ['#874d00', '#fffbe6', '#ffe58f'],
  gold: ['#874d00', '#fffbe6', '#ffe58f'],
  cyan: ['#006d75', '#e6fffb', '#87e8de'],
  geekblue: ['#1d39c4', '#f0f5ff', '#adc6ff'],
  purple: ['#531dab', '#f9f0ff', '#d3adf7'],
  magenta: ['#c41d7f', '#fff0f6', '#ffadd2'],
};

export function LightTag({ color, children }: { color?: string; children: ReactNode }) {
  const [fg, bg, border] = PRESETS[color ?? 'default'] ?? [color!, '#fafafa', color!];
  return (
    <span className="ec-tag" style={{ color: fg, background: bg, borderColor: border }}>
      {children}
    </span>
  );
}

/** The text a cell shows, for export and for the totals row; no React. */
export function cellText(column: ColumnDef, value: unknown, env: Pick<RendererEnv, 'text' | 't'>): string {
  const cell = column.cell ?? 'text';
  const o = column.cellOptions ?? {};
  if (cell === 'date' || cell === 'datetime') {
    if (value === undefined || value === null || value === '') return '';
    // A calendar date ('2024-09-01', what date fields store) has no time of day to show.
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !o.format) return value;
    return formatDate(value as number, (o.format as string) ?? (cell === 'date' ? 'YYYY-MM-DD HH:mm' : 'YYYY-MM-DD HH:mm:ss'));
  }
  if (cell === 'state') return Number(value) === Number(o.on ?? 1) ? env.t('enabled') : env.t('disabled');
  if (cell === 'tag') {
    const opt = (o.map as Record<string, TagOption> | undefined)?.[String(value)];
    return opt?.label ? env.text(opt.label as never) : plain(value);
  }
  if (cell === 'html') return plain(value).replace(/<[^>]*>/g, '');
  return plain(value);
}

/** user / organize cells: the name the list answered beside the id (`<field>Name`), else the id. */
function nameOf(column: ColumnDef, row: Record<string, unknown>): string {
  const name = row[`${column.field}Name`];
  return plain(name !== undefined && name !== null && name !== '' ? name : row[column.field]);
}

/** The text of a cell for a whole row (export): names for user/organize cells, else cellText. */
export function rowCellText(column: ColumnDef, row: Record<string, unknown>, env: Pick<RendererEnv, 'text' | 't'>): string {
  if (column.cell === 'user' || column.cell === 'organize') return nameOf(column, row);
  return cellText(column, row[column.field], env);
}

export function renderCell(column: ColumnDef, row: Record<string, unknown>, ctx: CellContext): ReactNode {
  const value = row[column.field];
  const cell = column.cell ?? 'text';
  const o = column.cellOptions ?? {};
  const { env } = ctx;
  if (cell.startsWith('dict:')) return <DictCell code={cell.slice(5)} value={value} services={env.services} />;
  switch (cell) {
    case 'text':
    case 'date':
    case 'datetime':
      return cellText(column, value, env);
    case 'user':
    case 'organize':
      return nameOf(column, row);
    case 'tag': {
      if (value === undefined || value === null || value === '') return null;
      const opt = (o.map as Record<string, TagOption> | undefined)?.[String(value)];
      return <LightTag color={opt?.color ?? (o.color as string | undefined)}>{cellText(column, value, env)}</LightTag>;
    }
    case 'state': {
      const on = Number(value) === Number(o.on ?? 1);
      const action = (o.action as string) ?? 'state';
      const canToggle = ctx.allowedActions.has(action) && !!ctx.runRowAction;
      if (!canToggle) return <LightTag color={on ? 'success' : 'error'}>{on ? env.t('enabled') : env.t('disabled')}</LightTag>;
      return (
        <Switch
          size="small"
          checked={on}
          aria-label={env.t('state')}
          checkedChildren={env.t('enabled')}
          unCheckedChildren={env.t('disabled')}
          onChange={() => ctx.runRowAction!(action, row)}
        />
      );
    }
    case 'link': {
      const action = (o.action as string) ?? 'detail';
      if (!ctx.allowedActions.has(action) || !ctx.runRowAction) return plain(value);
      return (
        <a
          onClick={(e) => {
            e.preventDefault();
            ctx.runRowAction!(action, row);
          }}
        >
          {plain(value)}
        </a>
      );
    }
    case 'image': {
      const src = typeof value === 'string' ? value : (value as { url?: string } | null)?.url;
      if (!src) return null;
      const size = Number(o.size ?? 32);
      return <img src={src} alt="" width={size} height={size} style={{ objectFit: 'cover', borderRadius: 4, verticalAlign: 'middle' }} />;
    }
    case 'html':
      return <span dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(plain(value)) }} />;
    default: {
      const C = lazyWidget<CellProps>(env.widgets, cell, 'cell');
      if (!C) return <span style={{ color: 'red' }}>{env.t('unknownCell', { cell })}</span>;
      return (
        <Suspense fallback={plain(value)}>
          <C value={value} record={row} options={o} />
        </Suspense>
      );
    }
  }
}
