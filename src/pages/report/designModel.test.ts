import { describe, expect, it } from 'vitest';
import { addToZone, dimensionChoices, newBlock, removeFromZone, withFields } from './designModel';

describe('designer edits', () => {
  it('a field dragged to rows leaves columns, measures stack, unknown zones change nothing', () => {
    let b = newBlock('pivot', [], '透视');
    expect(b.id).toBe('pivot1');
    b = addToZone(b, 'columns', 'subject');
    b = addToZone(b, 'rows', 'subject');
    b = addToZone(b, 'rows', 'subject');
    b = addToZone(b, 'measures', 'score');
    b = addToZone(b, 'category', 'x');
    expect(b).toMatchObject({ rows: ['subject'], columns: [], measures: [{ field: 'score', agg: 'sum' }] });
    expect(removeFromZone(b, 'rows', 0)).toMatchObject({ rows: [] });
  });

  it('block ids stay unique; charts take one category and one measure', () => {
    const first = newBlock('chart', [], '图');
    const second = newBlock('chart', [{ ...first, id: 'chart2' }], '图');
    expect(second.id).toBe('chart3');
    const c = addToZone(addToZone(first, 'category', 'startTime@month'), 'measure', 'days');
    expect(c).toMatchObject({ category: 'startTime@month', measure: { field: 'days', agg: 'count' } });
  });

  it('new fields keep the value labels of the old ones; date fields offer parts', () => {
    const def = { dataset: { type: 'model' as const, id: 'm', fields: [{ name: 'subject', label: '科目', valueLabels: { math: '数学' } }] }, filters: [], blocks: [] };
    expect(withFields(def, [{ name: 'subject', label: 'S' }, { name: 'score', label: '成绩' }]).dataset.fields).toEqual([{ name: 'subject', label: 'S', valueLabels: { math: '数学' } }, { name: 'score', label: '成绩' }]);
    expect(dimensionChoices([{ name: 'startTime', label: '开始' }], { year: '年', month: '月', day: '日' }).map((c) => c.value)).toEqual(['startTime', 'startTime@year', 'startTime@month', 'startTime@day']);
  });
});
