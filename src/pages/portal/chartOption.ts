import type { Point } from '../../../contract/portal/definition';

export type ChartKind = 'bar' | 'line' | 'pie' | 'gauge';

/**
 * Pure: the echarts option a chart card draws from its points. `dark` is the big screen's palette
 * (light text on a dark canvas). Animation is off: cards refresh on an interval and a wall display
 * should not redraw from zero every time.
 */
export function chartOption(kind: ChartKind, points: Point[], dark = false): Record<string, unknown> {
  const text = dark ? '#d6e4ff' : '#434343';
  const axis = { axisLabel: { color: text }, axisLine: { lineStyle: { color: dark ? '#597ef7' : '#bfbfbf' } } };
  const base = { animation: false, textStyle: { color: text }, tooltip: { trigger: kind === 'pie' ? 'item' : 'axis' } };
  if (kind === 'pie') {
    return { ...base, legend: { bottom: 0, textStyle: { color: text } }, series: [{ type: 'pie', radius: ['35%', '65%'], data: points.map((p) => ({ name: p.name, value: p.value })) }] };
  }
  if (kind === 'gauge') {
    const p = points[0];
    const max = Math.max(100, ...points.map((x) => x.value));
    return { ...base, series: [{ type: 'gauge', max, detail: { valueAnimation: false, color: text }, title: { color: text }, data: p ? [{ name: p.name, value: p.value }] : [] }] };
  }
  return {
    ...base,
    grid: { left: 40, right: 16, top: 24, bottom: 32, containLabel: true },
    xAxis: { type: 'category', data: points.map((p) => p.name), ...axis },
    yAxis: { type: 'value', ...axis, splitLine: { lineStyle: { color: dark ? '#1d39c4' : '#f0f0f0' } } },
    series: [{ type: kind, data: points.map((p) => p.value), smooth: kind === 'line', barMaxWidth: 36, label: { show: points.length <= 8, position: 'top', color: text } }],
  };
}
