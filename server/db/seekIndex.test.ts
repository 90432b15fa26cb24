import { describe, expect, it } from 'vitest';
import { ANCHOR_STEP, SeekIndex } from './seekIndex';

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

  it('anchors once: a far page asks for one pass, later pages and concurrent callers reuse it', async () => {
    const seeks = new SeekIndex<string>();
    expect(seeks.wantsAnchors(ANCHOR_STEP)).toBe(false);
    expect(seeks.wantsAnchors(10 * ANCHOR_STEP)).toBe(true);
    let passes = 0;
    const load = async (step: number) => {
      passes++;
      return [1, 2, 3].map((i) => ({ offset: i * step, key: `row${i * step}` }));
    };
    await Promise.all([seeks.anchor(load), seeks.anchor(load)]);
    expect(passes).toBe(1);
    expect(seeks.wantsAnchors(10 * ANCHOR_STEP)).toBe(false);
    expect(seeks.nearest(2 * ANCHOR_STEP + 5)).toEqual({ offset: 2 * ANCHOR_STEP, key: `row${2 * ANCHOR_STEP}` });
  });

  it('has a far page asked while the pass runs wait for that pass, not walk from the top', async () => {
    const seeks = new SeekIndex<string>();
    let passes = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const load = async (step: number) => {
      passes++;
      await gate;
      return [1, 2, 3].map((i) => ({ offset: i * step, key: `row${i * step}` }));
    };
    const first = seeks.anchor(load);
    // A second far page while the pass runs: it still wants the anchors, and gets the same pass.
    expect(seeks.wantsAnchors(3 * ANCHOR_STEP + 10)).toBe(true);
    const second = seeks.anchor(load);
    release();
    await Promise.all([first, second]);
    expect(passes).toBe(1);
    expect(seeks.nearest(3 * ANCHOR_STEP + 10)?.offset).toBe(3 * ANCHOR_STEP);
  });

  it('lets a failed anchoring pass be tried again', async () => {
    const seeks = new SeekIndex<string>();
    await expect(seeks.anchor(async () => Promise.reject(new Error('database busy')))).rejects.toThrow('database busy');
    expect(seeks.wantsAnchors(10 * ANCHOR_STEP)).toBe(true);
  });
});
