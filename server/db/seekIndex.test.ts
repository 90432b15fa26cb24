import { describe, expect, it } from 'vitest';
import { SeekIndex } from './seekIndex';

describe('SeekIndex', () => {
  it('finds the nearest known position at or before a page, whatever order positions came in', () => {
    const seeks = new SeekIndex<string>();
    expect(seeks.nearest(100)).toBeNull();
    for (const at of [400, 20, 260, 39]) seeks.add(at, `row${at}`);
    expect(seeks.nearest(19)).toBeNull();
    expect(seeks.nearest(20)).toEqual({ offset: 20, key: 'row20' });
    expect(seeks.nearest(259)).toEqual({ offset: 39, key: 'row39' });
    expect(seeks.nearest(300)).toEqual({ offset: 260, key: 'row260' });
    expect(seeks.nearest(10_000)).toEqual({ offset: 400, key: 'row400' });
  });

  it('keeps the first key of a position and never the top of the list (OFFSET 0 needs no seek)', () => {
    const seeks = new SeekIndex<string>();
    seeks.add(0, 'top');
    seeks.add(40, 'first');
    seeks.add(40, 'second');
    expect(seeks.nearest(39)).toBeNull();
    expect(seeks.nearest(45)?.key).toBe('first');
  });
});
