import { useEffect, useRef, useState } from 'react';
import type { ChartDef, ColumnDef } from '../../contract/pageModel/pageSchema';
import { useRenderer } from '../RendererContext';
import { dictLabel, loadDictionary, type Dictionary } from '../dictionary/dictionaryCache';
import { aggregate } from './totals';

export interface ChartPoint {
  x: string;
  values: Record<string, number>;
}

/**
 * The chart's points: one per row, or with `aggregate` one per distinct x (first-seen order) holding
 * that aggregate of each y, e.g. the average score per subject.
 */
export function chartPoints(chart: ChartDef, rows: readonly Record<string, unknown>[]): ChartPoint[] {
  const xOf = (r: Record<string, unknown>) => String(r[chart.x] ?? '');
  if (!chart.aggregate) return rows.map((r) => ({ x: xOf(r), values: Object.fromEntries(chart.y.map((f) => [f, Number(r[f]) || 0])) }));
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const r of rows) {
    const k = xOf(r);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k)!.push(r);
  }
  const fn = chart.aggregate;
  return [...groups].map(([x, rs]) => ({ x, values: Object.fromEntries(chart.y.map((f) => [f, fn === 'count' ? rs.length : aggregate(fn, rs, f)])) }));
}

/** echarts loads with the first report drawn, never with the login page or a plain list. */
export function ReportChart({ chart, columns, rows }: { chart: ChartDef; columns: ColumnDef[]; rows: Record<string, unknown>[] }) {
  const env = useRenderer();
  const el = useRef<HTMLDivElement>(null);
  const inst = useRef<{ setOption: (o: unknown, notMerge?: boolean) => void; dispose: () => void; resize: () => void } | null>(null);

  useEffect(() => {
    let disposed = false;
    let onResize: (() => void) | undefined;
    void import('echarts').then((echarts) => {
      if (disposed || !el.current) return;
      inst.current = echarts.init(el.current);
      onResize = () => inst.current?.resize();
      window.addEventListener('resize', onResize);
      // The latest render's draw: this callback's own closure predates the dictionary (labels).
      latestDraw.current();
    });
    return () => {
      disposed = true;
      if (onResize) window.removeEventListener('resize', onResize);
      inst.current?.dispose();
      inst.current = null;
    };
    // The chart is created once; it draws through latestDraw, which always holds the latest props.
  }, []);

  // A dictionary-coded x (subject 'math') is shown by its label (数学), as the table shows it.
  const xColumn = columns.find((c) => c.field === chart.x);
  const dictCode = xColumn?.cell?.startsWith('dict:') ? xColumn.cell.slice(5) : null;
  const [dict, setDict] = useState<Dictionary | undefined>();
  useEffect(() => {
    if (!dictCode) return;
    let live = true;
    loadDictionary(env.services, dictCode).then(
      (d) => live && setDict(d),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [dictCode, env.services]);

  const label = (field: string) => {
    const c = columns.find((x) => x.field === field);
    return c ? env.text(c.label) : field;
  };

  const drawn = useRef('');
  const draw = () => {
    if (!inst.current) return;
    const points = chartPoints(chart, rows);
    const names = points.map((p) => (dictCode ? dictLabel(dict, p.x) || p.x : p.x));
    // Every re-render of the page would restart the bars' animation; only new numbers redraw.
    const key = JSON.stringify([names, points.map((p) => p.values)]);
    if (key === drawn.current) return;
    drawn.current = key;
    const title = chart.title ? { text: env.text(chart.title), left: 'center', textStyle: { fontSize: 14 } } : undefined;
    // Bars and slices grow in JavaScript, which the CSS setting cannot stop: honour it here.
    const animation = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    if (chart.type === 'pie') {
      const y = chart.y[0];
      inst.current.setOption(
        {
          animation,
          title,
          tooltip: { trigger: 'item' },
          legend: { bottom: 0 },
          series: [{ type: 'pie', radius: '60%', name: label(y), data: points.map((p, i) => ({ name: names[i], value: p.values[y] })) }],
        },
        true,
      );
      return;
    }
    inst.current.setOption(
      {
        animation,
        title,
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        grid: { left: 48, right: 24, top: title ? 40 : 16, bottom: 48 },
        xAxis: { type: 'category', data: names },
        yAxis: { type: 'value' },
        series: chart.y.map((f) => ({ type: chart.type, name: label(f), data: points.map((p) => p.values[f]) })),
      },
      true,
    );
  };

  const latestDraw = useRef(draw);
  latestDraw.current = draw;

  useEffect(() => {
    draw();
  });

  return <div ref={el} data-testid="report-chart" style={{ width: '100%', height: chart.height ?? 320 }} role="img" aria-label={chart.title ? env.text(chart.title) : env.t('chartLoading')} />;
}
