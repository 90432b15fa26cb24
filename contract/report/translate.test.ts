import { describe, expect, it } from 'vitest';
import { translateDefinition } from './translate';
import { checkDefinition } from './validate';

const def = {
  dataset: { type: 'model' as const, id: 'm', fields: [{ name: 'subject', label: '科目', valueLabels: { math: '数学' } }, { name: 'score', label: '成绩' }] },
  filters: [{ field: 'subject', op: 'eq' as const, label: '科目' }],
  blocks: [
    { id: 'p', type: 'pivot' as const, title: '各科成绩', rows: ['subject'], columns: [], measures: [{ field: 'score', agg: 'avg' as const, label: '平均分' }] },
    { id: 'c', type: 'chart' as const, chart: 'bar' as const, category: 'subject', measure: { field: 'score', agg: 'avg' as const } },
  ],
  translations: { en: { 科目: 'Subject', 数学: 'Maths', 各科成绩: 'Scores by subject', 平均分: 'Average' } },
};

describe('translateDefinition', () => {
  it('translates titles, labels and value labels; words without a translation stay', () => {
    const en = translateDefinition(def, 'en');
    expect(en.dataset.fields).toEqual([{ name: 'subject', label: 'Subject', valueLabels: { math: 'Maths' } }, { name: 'score', label: '成绩' }]);
    expect(en.filters[0].label).toBe('Subject');
    expect(en.blocks[0]).toMatchObject({ title: 'Scores by subject', measures: [{ label: 'Average' }] });
    expect(en.blocks[1]).toEqual(def.blocks[1]);
    expect(translateDefinition(def, 'zh')).toBe(def);
    expect(translateDefinition(def, 'zhtw')).toBe(def);
  });

  it('the save check takes translations and refuses a malformed table', () => {
    expect(checkDefinition(def)).toEqual([]);
    expect(checkDefinition({ ...def, translations: { fr: {} } })).toEqual([{ path: 'translations', kind: 'shape' }]);
    expect(checkDefinition({ ...def, translations: { en: { a: 1 } } })).toEqual([{ path: 'translations', kind: 'shape' }]);
  });
});
