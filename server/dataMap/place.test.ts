import { describe, expect, it } from 'vitest';
import { DISTRICT_CENTRE, placeSchools } from './place';

describe('placing schools on the district map', () => {
  it('puts each school apart, near the centre, in the same place every time', () => {
    const a = placeSchools([{ enCode: 'B' }, { enCode: 'A' }, { enCode: 'C' }]);
    const b = placeSchools([{ enCode: 'C' }, { enCode: 'A' }, { enCode: 'B' }]);
    expect(a).toEqual(b);
    expect(new Set(a.map((p) => `${p.lng},${p.lat}`)).size).toBe(3);
    for (const p of a) expect(Math.hypot(p.lng - DISTRICT_CENTRE[0], p.lat - DISTRICT_CENTRE[1])).toBeLessThan(0.1);
  });
});
