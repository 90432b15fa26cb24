import { describe, expect, it } from 'vitest';
import { applyFilters, dimensionValue, pivot, rowsAt, MAX_COLUMN_KEYS } from './pivot';

const scores = [
  { className: '1班', subject: 'math', score: 90 },
  { className: '1班', subject: 'math', score: 70 },
  { className: '1班', subject: 'chinese', score: 80 },
  { className: '2班', subject: 'math', score: 60 },
];

describe('pivot', () => {
  it('rows × columns with avg and count, row totals and the grand total', () => {
    const p = pivot(scores, { rows: ['className'], columns: ['subject'], measures: [{ field: 'score', agg: 'avg' }, { field: 'score', agg: 'count' }] });
    expect(p.columnKeys).toEqual([['chinese'], ['math']]);
    expect(p.lines.map((l) => [l.kind, l.key])).toEqual([['row', ['1班']], ['row', ['2班']], ['total', []]]);
    expect(p.lines[0].values).toEqual([[80, 1], [80, 2]]);
    expect(p.lines[0].total).toEqual([80, 3]);
    // 2班 has no chinese score: an empty cell, not a zero.
    expect(p.lines[1].values).toEqual([[null, null], [60, 1]]);
    expect(p.lines[2].values).toEqual([[80, 1], [73.33, 3]]);
    expect(p.lines[2].total).toEqual([75, 4]);
  });

  it('sum, min and max; text in a number field is left out of them but counted', () => {
    const rows = [{ g: 'a', v: 3 }, { g: 'a', v: '4' }, { g: 'a', v: 'n/a' }, { g: 'b', v: -1 }];
    const p = pivot(rows, { rows: ['g'], columns: [], measures: [{ field: 'v', agg: 'sum' }, { field: 'v', agg: 'min' }, { field: 'v', agg: 'max' }, { field: 'v', agg: 'count' }] });
    expect(p.columnKeys).toEqual([[]]);
    expect(p.lines[0].total).toEqual([7, 3, 4, 3]);
    expect(p.lines[2].total).toEqual([6, -1, 4, 4]);
  });

  it('subtotals follow each group, innermost first, and the grand total ends the table', () => {
    const rows = [
      { s: 'A', c: 'x', n: 1 }, { s: 'A', c: 'y', n: 2 }, { s: 'B', c: 'x', n: 4 },
    ];
    const p = pivot(rows, { rows: ['s', 'c'], columns: [], measures: [{ field: 'n', agg: 'sum' }], subtotals: true });
    expect(p.lines.map((l) => `${l.kind}:${l.key.join('/')}=${l.total[0]}`)).toEqual(['row:A/x=1', 'row:A/y=2', 'subtotal:A=3', 'row:B/x=4', 'subtotal:B=4', 'total:=7']);
    const plain = pivot(rows, { rows: ['s', 'c'], columns: [], measures: [{ field: 'n', agg: 'sum' }] });
    expect(plain.lines.map((l) => l.kind)).toEqual(['row', 'row', 'row', 'total']);
  });

  it('no rows: only an empty total line', () => {
    const p = pivot([], { rows: ['a'], columns: ['b'], measures: [{ field: 'n', agg: 'count' }] });
    expect(p.columnKeys).toEqual([]);
    expect(p.lines).toEqual([{ key: [], kind: 'total', values: [], total: [null] }]);
  });

  it('many groups: numeric keys sort as numbers, empty values last, columns capped', () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ g: String(i % 500), c: `c${i % 250}`, n: 1 }));
    rows.push({ g: '', c: 'c0', n: 1 } as never);
    const p = pivot(rows, { rows: ['g'], columns: ['c'], measures: [{ field: 'n', agg: 'sum' }] });
    expect(p.lines.length).toBe(502);
    expect(p.lines.slice(0, 3).map((l) => l.key[0])).toEqual(['0', '1', '2']);
    expect(p.lines[500].key).toEqual(['']);
    expect(p.columnKeys.length).toBe(MAX_COLUMN_KEYS);
    expect(p.truncated).toBe(true);
    expect(p.lines[501].total).toEqual([2001]);
  });

  it('a date dimension by month or year', () => {
    expect(dimensionValue({ d: '2025-03-14' }, 'd@month')).toBe('2025-03');
    expect(dimensionValue({ d: '2025-03-14 08:00' }, 'd@year')).toBe('2025');
    expect(dimensionValue({ d: 'soon' }, 'd@month')).toBe('');
    expect(dimensionValue({}, 'd')).toBe('');
  });
});

describe('filters and drill-down', () => {
  it('applies defaults unless a value is given; empty filters nothing', () => {
    const filters = [{ field: 'className', op: 'eq' as const, defaultValue: '1班' }, { field: 'score', op: 'gte' as const }];
    expect(applyFilters(scores, filters, {}).length).toBe(3);
    expect(applyFilters(scores, filters, { f0: '' }).length).toBe(4);
    expect(applyFilters(scores, filters, { f0: '', f1: '75' }).map((r) => r.score)).toEqual([90, 80]);
    expect(applyFilters(scores, [{ field: 'subject', op: 'contains' }], { f0: 'at' }).length).toBe(3);
  });

  it('rowsAt finds the rows behind a cell', () => {
    expect(rowsAt(scores, ['className', 'subject'], ['1班', 'math']).map((r) => r.score)).toEqual([90, 70]);
    expect(rowsAt(scores, ['className'], ['2班']).length).toBe(1);
  });
});
