import { lazy, Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Calendar, Empty, List, Skeleton, Table, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { numberOf, sourceUrl, toPoints, type DataSource, type Point, type Shortcut } from '../../../contract/portal/definition';
import { sanitizeHtml } from '../../../contract/html/sanitizeHtml';
import { chartOption, type ChartKind } from './chartOption';
import type { PortalWord } from './texts';

const EChart = lazy(() => import('./EChart'));

/** Reads an API address with the viewer's own session (cookie or a wall display's ticketed token). */
export type Fetcher = (url: string) => Promise<unknown>;

export interface CardLike {
  kind: string;
  title: string;
  source?: DataSource;
  html?: string;
  shortcuts?: Shortcut[];
}

interface Props {
  card: CardLike;
  fetcher: Fetcher;
  tx: (k: PortalWord) => string;
  /** The big screen's dark palette. */
  dark?: boolean;
  /** Changing it reloads the data (a screen's refresh interval). */
  tick?: number;
  onOpen?: (path: string) => void;
}

type State = { phase: 'loading' } | { phase: 'error'; text: string } | { phase: 'ready'; rows: unknown[] };

const listOf = (data: unknown): unknown[] => {
  const d = data as { list?: unknown[] } | unknown[] | null;
  if (Array.isArray(d)) return d;
  return Array.isArray(d?.list) ? d.list : [];
};

/** The rows behind a card, loaded by the card itself: each card has its own loading, empty and error state. */
function useRows(url: string | null, fetcher: Fetcher, tick: number | undefined) {
  const [state, setState] = useState<State>({ phase: 'loading' });
  const [again, setAgain] = useState(0);
  useEffect(() => {
    if (!url) return;
    let live = true;
    // A refresh keeps the figures on show until the new ones arrive; only the first load shows the skeleton.
    fetcher(url).then(
      (data) => live && setState({ phase: 'ready', rows: listOf(data) }),
      (err: unknown) => live && setState({ phase: 'error', text: err instanceof Error ? err.message : String(err) }),
    );
    return () => {
      live = false;
    };
  }, [url, fetcher, tick, again]);
  const retry = useCallback(() => {
    setState({ phase: 'loading' });
    setAgain((n) => n + 1);
  }, []);
  return { state, retry };
}

function urlOf(card: CardLike): string | null {
  if (card.kind === 'todos') return '/api/WorkFlow/FlowBefore/List/1?currentPage=1&pageSize=6';
  if (card.kind === 'notices') return '/api/System/Message?currentPage=1&pageSize=6&type=1&sord=desc';
  return card.source ? sourceUrl(card.source) : null;
}

function pointsOf(card: CardLike, rows: unknown[]): Point[] {
  if (card.source?.type === 'aggregate') return toPoints(rows, 'name', 'value');
  const flat = rows.map((r) => (r && typeof r === 'object' && 'data' in r && typeof (r as { data: unknown }).data === 'object' ? { ...(r as { data: object }).data } : r));
  return toPoints(flat, card.source && 'nameField' in card.source ? card.source.nameField : undefined, card.source && 'valueField' in card.source ? card.source.valueField : undefined);
}

const CHARTS = new Set(['bar', 'line', 'pie', 'gauge']);

export default function CardBody({ card, fetcher, tx, dark, tick, onOpen }: Props) {
  const url = urlOf(card);
  const { state, retry } = useRows(url, fetcher, tick);
  const rows = state.phase === 'ready' ? state.rows : null;
  const points = useMemo(() => (rows ? pointsOf(card, rows) : []), [rows, card]);
  const option = useMemo(() => (CHARTS.has(card.kind) ? chartOption(card.kind as ChartKind, points, dark) : null), [card.kind, points, dark]);
  const color = dark ? '#d6e4ff' : undefined;

  if (card.kind === 'richText') return <div className="portal-rich" dangerouslySetInnerHTML={{ __html: sanitizeHtml(card.html ?? '') }} />;
  if (card.kind === 'calendar') return <Calendar fullscreen={false} />;
  if (card.kind === 'title') return <div style={{ fontSize: 44, fontWeight: 700, color: color ?? '#1f1f1f', textAlign: 'center', letterSpacing: 6 }}>{card.title}</div>;
  if (card.kind === 'shortcuts') {
    return (
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {(card.shortcuts ?? []).map((s) => (
          <Button key={s.path + s.title} onClick={() => onOpen?.(s.path)}>
            {s.title}
          </Button>
        ))}
      </div>
    );
  }
  if (state.phase === 'loading') return <Skeleton active paragraph={{ rows: 2 }} title={false} aria-label={tx('loading')} />;
  if (state.phase === 'error') {
    return (
      <Alert
        type="error"
        showIcon
        title={tx('failed')}
        description={state.text}
        action={
          <Button size="small" onClick={retry}>
            {tx('retry')}
          </Button>
        }
      />
    );
  }
  const empty = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={<span style={{ color: dark ? '#d6e4ff' : '#595959' }}>{tx('empty')}</span>} />;
  if (card.kind === 'todos' || card.kind === 'notices') {
    const items = (rows ?? []) as { id: string; fullName?: string; title?: string; nodeName?: string }[];
    if (!items.length) return empty;
    return (
      <List
        size="small"
        dataSource={items}
        renderItem={(it) => (
          <List.Item>
            <Typography.Link onClick={() => onOpen?.(card.kind === 'todos' ? '/workFlow/flowTodo' : '/messageRecord')}>{it.fullName ?? it.title}</Typography.Link>
            {it.nodeName ? <Typography.Text type="secondary">{it.nodeName}</Typography.Text> : null}
          </List.Item>
        )}
      />
    );
  }
  if (card.kind === 'list' || card.kind === 'table') return <RowsTable rows={rows ?? []} card={card} points={points} empty={empty} />;
  if (!points.length) return empty;
  if (card.kind === 'number') {
    const { value, change } = numberOf(points);
    return (
      <div style={{ color }}>
        <div style={{ fontSize: dark ? 56 : 34, fontWeight: 600, lineHeight: 1.2 }} data-figure>
          {value.toLocaleString()}
        </div>
        {change !== null ? (
          <div style={{ color: change >= 0 ? (dark ? '#95de64' : '#237804') : dark ? '#ff9c6e' : '#a8071a' }}>
            {change >= 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />} {Math.abs(change).toLocaleString()} {tx('change')}
          </div>
        ) : null}
      </div>
    );
  }
  // An aggregate's per-school points carry where to draw them (toPoints keeps only name and value).
  if (card.kind === 'map') return <MapChart points={(rows ?? []) as Point[]} fetcher={fetcher} label={card.title} dark={dark} />;
  return (
    <Suspense fallback={<Skeleton active title={false} />}>
      <EChart option={option ?? {}} label={card.title} />
    </Suspense>
  );
}

function RowsTable({ rows, card, points, empty }: { rows: unknown[]; card: CardLike; points: Point[]; empty: ReactNode }) {
  if (!rows.length) return <>{empty}</>;
  // An aggregate's rows are its points; a page's records carry their fields under data.
  const flat = card.source?.type === 'aggregate' ? points : rows.map((r) => {
        const rec = r as { id?: string; data?: unknown };
        return rec && typeof rec.data === 'object' && rec.data ? { id: rec.id, ...rec.data } : r;
      });
  const first = (flat[0] ?? {}) as Record<string, unknown>;
  const keys = Object.keys(first).filter((k) => k !== 'id' && k !== 'lng' && k !== 'lat' && (typeof first[k] === 'string' || typeof first[k] === 'number')).slice(0, 4);
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_r, i) => String(i)}
      dataSource={flat.slice(0, 50) as Record<string, unknown>[]}
      columns={keys.map((k) => ({ key: k, dataIndex: k, title: k === 'name' || k === 'value' ? '' : k }))}
      showHeader={card.source?.type !== 'aggregate'}
    />
  );
}

type Geo = { centre: number[]; geometry: object };
let geoOnce: Promise<Geo> | null = null;

function MapChart({ points, fetcher, label, dark }: { points: Point[]; fetcher: Fetcher; label: string; dark?: boolean }) {
  const [geo, setGeo] = useState<Geo | null>(null);
  useEffect(() => {
    geoOnce ??= fetcher('/api/Aggregate/Map/Geometry') as Promise<Geo>;
    let live = true;
    geoOnce.then((g) => live && setGeo(g), () => (geoOnce = null));
    return () => {
      live = false;
    };
  }, [fetcher]);
  const map = useMemo(() => (geo ? { name: 'china', geometry: geo.geometry } : undefined), [geo]);
  const option = useMemo(() => {
    const placed = points as (Point & { lng?: number; lat?: number })[];
    const max = Math.max(1, ...placed.map((p) => p.value));
    return {
      animation: false,
      tooltip: { trigger: 'item' },
      geo: { map: 'china', roam: true, center: geo?.centre, zoom: 60, itemStyle: { areaColor: dark ? '#10239e' : '#f0f5ff', borderColor: dark ? '#597ef7' : '#8c8c8c' } },
      series: [
        {
          type: 'scatter',
          coordinateSystem: 'geo',
          symbolSize: (v: number[]) => 12 + 24 * Math.sqrt(v[2] / max),
          label: { show: true, formatter: '{b}', position: 'right', color: dark ? '#ffffff' : '#262626' },
          itemStyle: { color: dark ? '#ffd666' : '#1677ff' },
          data: placed.filter((p) => p.lng !== undefined).map((p) => ({ name: p.name, value: [p.lng, p.lat, p.value] })),
        },
      ],
    };
  }, [points, geo, dark]);
  if (!map) return <Skeleton active title={false} />;
  return (
    <Suspense fallback={<Skeleton active title={false} />}>
      <EChart option={option} label={label} map={map} />
    </Suspense>
  );
}
