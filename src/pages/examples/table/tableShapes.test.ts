import { describe, expect, it } from 'vitest';
import { rowSpans, toTree, withSubtotals } from './tableShapes';

const rows = [
  { id: 'a', school: '一中', grade: 7, boys: 20, average: 80.5 },
  { id: 'b', school: '一中', grade: 7, boys: 21, average: 81 },
  { id: 'c', school: '一中', grade: 8, boys: 19, average: 79 },
  { id: 'd', school: '二中', grade: 7, boys: 18, average: 90 },
];

describe('表格示例: merged cells, subtotals and trees', () => {
  it('the first row of a run spans it, the rest are hidden', () => {
    expect(rowSpans(rows, (r) => r.school)).toEqual([3, 0, 0, 1]);
    expect(rowSpans(rows, (r) => `${r.school}${r.grade}`)).toEqual([2, 0, 1, 1]);
    expect(rowSpans([], (r) => r)).toEqual([]);
  });

  it('a key seen again after another one starts a new run', () => {
    expect(rowSpans(['x', 'y', 'x'], (r) => r)).toEqual([1, 1, 1]);
  });

  it('each group ends with its subtotal, the table with the grand total', () => {
    const g = withSubtotals(rows, (r) => r.school, (r) => r.id, ['boys', 'average']);
    expect(g.map((x) => x.key)).toEqual(['a', 'b', 'c', 'subtotal:一中', 'd', 'subtotal:二中', 'total']);
    expect(g[3]).toMatchObject({ kind: 'subtotal', count: 3, sums: { boys: 60, average: 240.5 } });
    expect(g[6]).toMatchObject({ kind: 'total', count: 4, sums: { boys: 78, average: 330.5 } });
  });

  it('rows nest by school then grade', () => {
    const tree = toTree(rows, [(r) => r.school, (r) => `${r.grade}`], (r) => r.id, (r) => r.id);
    expect(tree.map((n) => [n.label, n.children!.map((c) => [c.label, c.children!.map((l) => l.key)])])).toEqual([
      ['一中', [['7', ['a', 'b']], ['8', ['c']]]],
      ['二中', [['7', ['d']]]],
    ]);
  });
});
