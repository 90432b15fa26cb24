import { describe, expect, it } from 'vitest';
import { checkDefinition } from './validate';

const good = () => ({
  dataset: { type: 'model', id: 'model-score', fields: [{ name: 'className', label: '班级' }, { name: 'subject', label: '科目', valueLabels: { math: '数学' } }, { name: 'score', label: '成绩' }] },
  filters: [{ field: 'className', op: 'eq', defaultValue: '' }],
  blocks: [
    { id: 'p', type: 'pivot', rows: ['className'], columns: ['subject'], measures: [{ field: 'score', agg: 'avg' }], subtotals: true },
    { id: 'g', type: 'group', groupBy: ['subject'], measures: [{ field: 'score', agg: 'count' }] },
    { id: 'c', type: 'chart', chart: 'bar', category: 'subject', measure: { field: 'score', agg: 'avg' } },
  ],
});

describe('checkDefinition', () => {
  it('accepts a whole definition', () => {
    expect(checkDefinition(good())).toEqual([]);
  });

  it('names a field the dataset lacks, with its path', () => {
    const d = good();
    d.blocks[0].rows = ['grade'];
    (d.blocks[2] as { measure: { field: string } }).measure.field = 'points';
    expect(checkDefinition(d)).toEqual([
      { path: 'blocks/0/rows/0', kind: 'unknownField', name: 'grade' },
      { path: 'blocks/2/measure/field', kind: 'unknownField', name: 'points' },
    ]);
  });

  it('refuses bad shapes: not an object, an unknown block type or aggregate, a bad dimension', () => {
    expect(checkDefinition('{}')).toEqual([{ path: '', kind: 'shape' }]);
    const d = good() as any;
    d.blocks[1].type = 'gauge';
    d.blocks[0].measures[0].agg = 'median';
    d.blocks[2].category = 'subject; DROP TABLE';
    expect(checkDefinition(d).map((p) => p.path)).toEqual(['blocks/0', 'blocks/1', 'blocks/2']);
    expect(checkDefinition({ ...good(), dataset: { type: 'sql', id: 'x', fields: [] } })).toEqual([{ path: 'dataset', kind: 'shape' }]);
  });

  it('refuses duplicate block ids, a pivot without measures, a group without dimensions', () => {
    const d = good() as any;
    d.blocks[1].id = 'p';
    d.blocks[1].groupBy = [];
    d.blocks[0].measures = [];
    expect(checkDefinition(d).map((p) => p.kind)).toEqual(['noMeasure', 'duplicateBlock', 'noDimension']);
  });
});
