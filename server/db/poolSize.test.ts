import { describe, expect, it } from 'vitest';
import { poolSize } from './poolSize';

describe('poolSize', () => {
  it('is twice the cores, at least 4 and at most 10, when not configured', () => {
    expect(poolSize(undefined, 1)).toBe(4);
    expect(poolSize(undefined, 2)).toBe(4);
    expect(poolSize(undefined, 4)).toBe(8);
    expect(poolSize(undefined, 32)).toBe(10);
  });
  it('takes DATABASE_POOL_SIZE when it is a whole number of at least 1', () => {
    expect(poolSize('20', 2)).toBe(20);
    expect(poolSize('1', 2)).toBe(1);
  });
  it('ignores a value that is not a usable size', () => {
    for (const bad of ['', '0', '-3', '2.5', 'ten']) expect(poolSize(bad, 2)).toBe(4);
  });
});
