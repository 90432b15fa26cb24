import { describe, expect, it } from 'vitest';
import { chartOption } from './chartOption';

const points = [{ name: '语文', value: 81 }, { name: '数学', value: 76.5 }];

describe('chartOption', () => {
  it('draws bars and lines over the points’ names', () => {
    const bar = chartOption('bar', points) as any;
    expect(bar.xAxis.data).toEqual(['语文', '数学']);
    expect(bar.series[0]).toMatchObject({ type: 'bar', data: [81, 76.5] });
    expect((chartOption('line', points) as any).series[0]).toMatchObject({ type: 'line', smooth: true });
  });
  it('draws a pie of named slices and a gauge of the first point', () => {
    expect((chartOption('pie', points) as any).series[0].data).toEqual([{ name: '语文', value: 81 }, { name: '数学', value: 76.5 }]);
    const gauge = chartOption('gauge', points) as any;
    expect(gauge.series[0].data).toEqual([{ name: '语文', value: 81 }]);
    expect(gauge.series[0].max).toBe(100);
  });
  it('never animates (refreshing cards redraw in place)', () => {
    expect(chartOption('bar', points, true).animation).toBe(false);
  });
});
