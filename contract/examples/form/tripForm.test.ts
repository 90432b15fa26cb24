import { describe, expect, it } from 'vitest';
import { tripComputed, tripProblems } from './tripForm';

const good = { title: '自然博物馆研学', stage: '初中', grade: '八年级', kind: '博物馆', startDate: '2025-10-09', endDate: '2025-10-10', people: 45, price: 80 };

describe('表单示例: the trip form rules', () => {
  it('a complete trip passes; days and total are computed from it', () => {
    expect(tripProblems(good)).toEqual([]);
    expect(tripComputed(good)).toEqual({ days: 2, total: 3600 });
  });

  it('the grade must belong to the chosen stage', () => {
    expect(tripProblems({ ...good, stage: '小学' })).toEqual([{ field: 'grade', kind: 'oneOf', choices: '一年级、二年级、三年级、四年级、五年级、六年级' }]);
  });

  it('required-if: 其他 needs its description and a bus needs a pick-up point', () => {
    expect(tripProblems({ ...good, kind: '其他', needBus: true })).toEqual([
      { field: 'otherKind', kind: 'required' },
      { field: 'pickup', kind: 'required' },
    ]);
    expect(tripProblems({ ...good, kind: '其他', otherKind: '图书馆', needBus: false })).toEqual([]);
  });

  it('an end before the start, a bad phone and too many people are refused', () => {
    expect(tripProblems({ ...good, endDate: '2025-10-01', contactPhone: '12345', people: 501 }).map((p) => [p.field, p.kind])).toEqual([
      ['people', 'range'],
      ['endDate', 'beforeStart'],
      ['contactPhone', 'rule'],
    ]);
  });
});
