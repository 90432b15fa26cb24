import { useEffect, useRef } from 'react';
import type { ChartDef, ColumnDef } from '../../schemas/pageSchema';
import { useRenderer } from '../RendererContext';

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
      draw();
    });
    return () => {
      disposed = true;
      if (onResize) window.removeEventListener('resize', onResize);
      inst.current?.dispose();
      inst.current = null;
    };
    // draw reads the latest props through the closure below; the chart is created once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const label = (field: string) => {
    const c = columns.find((x) => x.field === field);
    return c ? env.text(c.label) : field;
  };

  const draw = () => {
    if (!inst.current) return;
    const names = rows.map((r) => String(r[chart.x] ?? ''));
    const title = chart.title ? { text: env.text(chart.title), left: 'center', textStyle: { fontSize: 14 } } : undefined;
    if (chart.type === 'pie') {
      const y = chart.y[0];
      inst.current.setOption(
        {
          title,
          tooltip: { trigger: 'item' },
          legend: { bottom: 0 },
          series: [{ type: 'pie', radius: '60%', name: label(y), data: rows.map((r, i) => ({ name: names[i], value: Number(r[y]) || 0 })) }],
        },
        true,
      );
      return;
    }
    inst.current.setOption(
      {
        title,
        tooltip: { trigger: 'axis' },
        legend: { bottom: 0 },
        grid: { left: 48, right: 24, top: title ? 40 : 16, bottom: 48 },
        xAxis: { type: 'category', data: names },
        yAxis: { type: 'value' },
        series: chart.y.map((f) => ({ type: chart.type, name: label(f), data: rows.map((r) => Number(r[f]) || 0) })),
      },
      true,
    );
  };

  useEffect(() => {
    draw();
  });

  return <div ref={el} data-testid="report-chart" style={{ width: '100%', height: chart.height ?? 320 }} aria-label={env.t('chartLoading')} />;
}
