import { describe, expect, it } from 'vitest';
import { ReadCache, isWrite, listKey } from './readCache';

describe('ReadCache', () => {
  it('answers a repeated key from memory until a write bumps the version', async () => {
    const cache = new ReadCache(60_000);
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cache.wrap('k', compute)).toBe(1);
    expect(await cache.wrap('k', compute)).toBe(1);
    cache.bump();
    expect(await cache.wrap('k', compute)).toBe(2);
  });

  it('does not keep an answer computed across a write', async () => {
    const cache = new ReadCache(60_000);
    let calls = 0;
    await cache.wrap('k', async () => {
      cache.bump();
      return ++calls;
    });
    expect(await cache.wrap('k', async () => ++calls)).toBe(2);
  });

  it('shares one computation between concurrent callers of a key', async () => {
    const cache = new ReadCache(60_000);
    let calls = 0;
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const compute = async () => {
      calls++;
      await gate;
      return calls;
    };
    const both = Promise.all([cache.wrap('k', compute), cache.wrap('k', compute)]);
    release();
    expect(await both).toEqual([1, 1]);
    expect(calls).toBe(1);
  });

  it('keeps an entry that is asked while a flood of one-off answers passes through', async () => {
    const cache = new ReadCache(60_000, 100);
    let built = 0;
    await cache.wrap('seek-index', async () => ++built);
    await cache.wrap('seldom', async () => 'x');
    for (let i = 0; i < 500; i++) {
      await cache.wrap(`page ${i}`, async () => i);
      expect(await cache.wrap('seek-index', async () => ++built)).toBe(1);
    }
    expect(built).toBe(1);
    expect(cache.peek('seldom')).toBeUndefined();
    expect(cache.stats().entries).toBe(100);
  });

  it('expires entries after the TTL', async () => {
    const cache = new ReadCache(0);
    let calls = 0;
    await cache.wrap('k', async () => ++calls);
    expect(await cache.wrap('k', async () => ++calls)).toBe(2);
  });

  it('keys ignore the n time stamp and parameter order', () => {
    expect(listKey('u', '/r', { b: 2, a: 1, n: 123 })).toBe(listKey('u', '/r', { a: 1, b: 2, n: 999 }));
    expect(listKey('u', '/r', { a: 1 })).not.toBe(listKey('v', '/r', { a: 1 }));
  });

  it('keys cannot be forged by a value holding & or = (a keyword is not a sort)', () => {
    expect(listKey('u', '/r', { keyword: 'x&sidx=name' })).not.toBe(listKey('u', '/r', { keyword: 'x', sidx: 'name' }));
    expect(listKey('u', '/r', { a: ['1', '2'] })).not.toBe(listKey('u', '/r', { a: '1,2' }));
  });

  it('peek answers a kept entry and nothing once a write bumped the version', async () => {
    const cache = new ReadCache(60_000);
    expect(cache.peek('k')).toBeUndefined();
    await cache.wrap('k', async () => 'page');
    expect(cache.peek('k')).toBe('page');
    cache.bump();
    expect(cache.peek('k')).toBeUndefined();
  });

  it('counts every method but GET, HEAD and OPTIONS as a write', () => {
    expect(isWrite('GET')).toBe(false);
    expect(isWrite(['GET', 'HEAD'])).toBe(false);
    expect(isWrite('OPTIONS')).toBe(false);
    for (const m of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) expect(isWrite(m)).toBe(true);
    expect(isWrite(['GET', 'POST'])).toBe(true);
  });
});
