import { describe, expect, it } from 'vitest';
import { pivot } from './pivot';
import { dimensionTitle, pivotGrid } from './table';

const words = { total: '合计', subtotal: '小计', empty: '(空)', agg: { sum: '求和', count: '计数', avg: '平均', min: '最小', max: '最大' } };
const fields = [{ name: 'c', label: '班级' }, { name: 's', label: '科目', valueLabels: { math: '数学', chinese: '语文' } }, { name: 'v', label: '成绩' }];
const rows = [{ c: '1班', s: 'math', v: 90 }, { c: '1班', s: 'chinese', v: 80 }, { c: '2班', s: 'math', v: 70 }];

describe('pivotGrid', () => {
  it('merges the header: a subject spans its measures, the total spans the measures and the column-dimension rows', () => {
    const p = pivot(rows, { rows: ['c'], columns: ['s'], measures: [{ field: 'v', agg: 'avg' }, { field: 'v', agg: 'count' }] });
    const g = pivotGrid(p, fields, words);
    expect(g.width).toBe(1 + 3 * 2);
    expect(g.header[0].map((c) => [c.text, c.colSpan ?? 1, c.rowSpan ?? 1])).toEqual([['班级', 1, 2], ['语文', 2, 1], ['数学', 2, 1], ['合计', 2, 1]]);
    expect(g.header[1].map((c) => c.text)).toEqual(['成绩(平均)', '成绩(计数)', '成绩(平均)', '成绩(计数)', '成绩(平均)', '成绩(计数)']);
    expect(g.body.map((r) => r.map((c) => c.text))).toEqual([
      ['1班', '80', '1', '90', '1', '85', '2'],
      ['2班', '', '', '70', '1', '70', '1'],
      ['合计', '80', '1', '80', '2', '80', '3'],
    ]);
    expect(g.body[1][3].drill).toEqual({ row: ['2班'], col: ['math'] });
  });

  it('a grouped table: no column keys, no total columns, subtotal labels', () => {
    const p = pivot(rows, { rows: ['s', 'c'], columns: [], measures: [{ field: 'v', agg: 'sum' }], subtotals: true });
    const g = pivotGrid(p, fields, words);
    expect(g.header).toEqual([[{ text: '科目', rowSpan: 1, kind: 'dim' }, { text: '班级', rowSpan: 1, kind: 'dim' }, { text: '成绩(求和)', kind: 'measure' }]]);
    expect(g.body.map((r) => r.map((c) => c.text))).toEqual([['语文', '1班', '80'], ['语文', '小计', '80'], ['数学', '1班', '90'], ['数学', '2班', '70'], ['数学', '小计', '160'], ['合计', '240']]);
  });
});

describe('dimensionTitle', () => {
  it('names a date part in the reader’s words', () => {
    expect(dimensionTitle([{ name: 'd', label: '开始日期' }], 'd@month', { parts: { year: '年', month: '月', day: '日' } })).toBe('开始日期(月)');
    expect(dimensionTitle([], 'd@year')).toBe('d(year)');
  });
});
