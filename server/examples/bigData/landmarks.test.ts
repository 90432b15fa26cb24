import { describe, expect, it } from 'vitest';
import { landmarksOf, pageStart } from './landmarks';

describe('大数据: where a page starts', () => {
  // A filtered list whose rows are every 4th id: positions 0, 5000, 10000 hold ids 1, 20001, 40001.
  const marks = landmarksOf([
    { pos: 0, id: 1 },
    { pos: 5000, id: 20001 },
    { pos: 10000, id: 40001 },
  ], 12000);

  it('a deep page starts from the landmark before it and skips fewer rows than a step', () => {
    expect(pageStart(marks, 10_040)).toEqual({ fromId: 40001, skip: 40 });
    expect(pageStart(marks, 9_980)).toEqual({ fromId: 20001, skip: 4980 });
  });

  it('without landmarks (first visit of a filter) the page is counted from the top', () => {
    expect(pageStart(undefined, 10_040)).toEqual({ fromId: null, skip: 10_040 });
    expect(pageStart(marks, 20)).toEqual({ fromId: null, skip: 20 });
  });
});
