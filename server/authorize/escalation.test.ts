import { describe, expect, it } from 'vitest';
import { holds, unheldItems } from './escalation';
import type { Grants } from '../permission/menuTree';

const grants = (all = false): Grants => ({
  all,
  modules: new Set(['m1']),
  buttons: new Set(['b1']),
  columns: new Set(),
  forms: new Set(),
  resources: new Set(['r1']),
});

describe('unheldItems', () => {
  it('lists exactly what the caller lacks', () => {
    const items = [
      { itemType: 'module' as const, itemId: 'm1' },
      { itemType: 'module' as const, itemId: 'm2' },
      { itemType: 'button' as const, itemId: 'b1' },
      { itemType: 'column' as const, itemId: 'c1' },
      { itemType: 'resource' as const, itemId: 'r1' },
    ];
    expect(unheldItems(grants(), items)).toEqual([items[1], items[3]]);
  });
  it('a super administrator holds everything', () => {
    expect(unheldItems(grants(true), [{ itemType: 'form', itemId: 'x' }])).toEqual([]);
    expect(holds(grants(true), { itemType: 'form', itemId: 'x' })).toBe(true);
  });
  it('does not confuse item types with equal ids', () => {
    expect(holds(grants(), { itemType: 'button', itemId: 'm1' })).toBe(false);
  });

  it('a broader data scheme on the same menu covers a narrower one, never the reverse', () => {
    const schemes = [
      { id: 'r1', moduleId: 'm1', scope: 'organizeAndBelow' },
      { id: 'r2', moduleId: 'm1', scope: 'organize' },
      { id: 'r3', moduleId: 'm1', scope: 'all' },
      { id: 'r4', moduleId: 'm2', scope: 'organize' },
    ];
    const wanted = ['r2', 'r3', 'r4'].map((itemId) => ({ itemType: 'resource' as const, itemId }));
    expect(unheldItems(grants(), wanted, schemes).map((i) => i.itemId)).toEqual(['r3', 'r4']);
  });
});
