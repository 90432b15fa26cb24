import { describe, expect, it } from 'vitest';
import { layoutPlan } from './layoutPlan';

describe('layoutPlan', () => {
  it('places each drawn field once, where the layout names it first; the rest follow loose', () => {
    const plan = layoutPlan([{ type: 'card', title: '基本信息', children: ['a', 'b', 'a'] }, 'c'], ['a', 'b', 'c', 'd']);
    expect(plan).toEqual({ nodes: [{ kind: 'card', title: '基本信息', children: [{ field: 'a' }, { field: 'b' }] }, { field: 'c' }], loose: ['d'] });
  });

  it('drops fields not drawn now (hidden by linkage) and boxes left empty, but keeps a divider and a row’s empty column', () => {
    const layout = [
      { type: 'collapse', title: '车辆', children: ['carPlate'] },
      { type: 'divider', title: '其他' },
      { type: 'row', children: [{ type: 'col', children: ['a'] }, { type: 'col', children: ['carPlate'] }] },
      { type: 'tabs', children: [{ type: 'tab', title: '一', children: ['b'] }, { type: 'tab', title: '二', children: ['carPlate'] }] },
    ];
    expect(layoutPlan(layout, ['a', 'b'])!.nodes).toEqual([
      { kind: 'divider', title: '其他', children: [] },
      { kind: 'row', children: [{ kind: 'col', children: [{ field: 'a' }] }, { kind: 'col', children: [] }] },
      { kind: 'tabs', children: [{ kind: 'tab', title: '一', children: [{ field: 'b' }] }] },
    ]);
  });

  it('is no plan without a layout, and skips what is no box', () => {
    expect(layoutPlan(undefined, ['a'])).toBeNull();
    expect(layoutPlan([], ['a'])).toBeNull();
    expect(layoutPlan([{ type: 'sparkles', children: ['a'] }, 7, null], ['a'])).toEqual({ nodes: [], loose: ['a'] });
  });
});
