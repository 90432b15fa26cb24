import { useEffect, useRef } from 'react';
import type { ChartBlock, DatasetField } from '../../../contract/report/definition';
import type { PivotResult } from '../../../contract/report/pivot';
import { measureTitle, valueText, type Words } from '../../../contract/report/table';

/** Where the plot sits inside the canvas: fixed, so a click on a bar maps to its category (and tests can find bars). */
export const CHART_GRID = { left: 60, right: 24, top: 40, bottom: 48 };

/** An echarts chart of one block (echarts loads with the first report, never with the sign-in page). */
export default function ReportChart({ block, pivot, fields, words, label, onDrill }: {
  block: ChartBlock;
  pivot: PivotResult;
  fields: DatasetField[];
  words: Words;
  label: string;
  onDrill?: (row: string[], col: string[], what: string) => void;
}) {
  const el = useRef<HTMLDivElement>(null);
  const drill = useRef(onDrill);
  drill.current = onDrill;
  useEffect(() => {
    let live = true;
    let chart: { dispose(): void; resize(): void } | null = null;
    const onResize = () => chart?.resize();
    void import('echarts').then((echarts) => {
      if (!live || !el.current) return;
      const inst = echarts.init(el.current);
      chart = inst;
      const lines = pivot.lines.filter((l) => l.kind === 'row');
      const categories = lines.map((l) => valueText(fields, block.category, l.key[0], words));
      const seriesKeys = pivot.columnKeys;
      const name = measureTitle(fields, block.measure, words);
      const series =
        block.chart === 'pie'
          ? [{ type: 'pie', name, radius: '60%', data: lines.map((l, i) => ({ name: categories[i], value: l.total[0] ?? 0 })) }]
          : seriesKeys.map((ck, c) => ({
              type: block.chart,
              name: ck.length ? valueText(fields, block.series ?? '', ck[0], words) : name,
              data: lines.map((l) => l.values[c]?.[0] ?? null),
            }));
      inst.setOption({
        animation: false,
        tooltip: { trigger: block.chart === 'pie' ? 'item' : 'axis' },
        legend: { top: 0 },
        ...(block.chart === 'pie' ? {} : { grid: CHART_GRID, xAxis: { type: 'category', data: categories }, yAxis: { type: 'value' } }),
        series,
      });
      const open = (i: number, seriesIndex: number) => {
        if (!lines[i]) return;
        const col = block.chart === 'pie' ? [] : (seriesKeys[seriesIndex] ?? []);
        drill.current?.(lines[i].key, col, categories[i]);
      };
      if (block.chart === 'pie') inst.on('click', (p: { dataIndex?: number }) => open(p.dataIndex ?? -1, 0));
      else {
        // A click anywhere in a category's band opens its rows (every series): thin bars and line points are hard to hit.
        inst.getZr().on('click', (e: { offsetX: number; offsetY: number }) => {
          if (!inst.containPixel('grid', [e.offsetX, e.offsetY])) return;
          const [i] = inst.convertFromPixel({ seriesIndex: 0 }, [e.offsetX, e.offsetY]) as number[];
          open(Math.round(i), -1);
        });
      }
      window.addEventListener('resize', onResize);
    });
    return () => {
      live = false;
      window.removeEventListener('resize', onResize);
      chart?.dispose();
    };
  }, [block, pivot, fields, words]);
  return <div ref={el} role="img" aria-label={label} data-testid="report-chart" className="ec-report-chart" style={{ width: '100%', height: 320 }} />;
}
