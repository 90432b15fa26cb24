import { describe, expect, it } from 'vitest';
import { RULES, attemptKeys, delayAfter } from './throttle';

describe('sign-in throttle rules', () => {
  it('lets the free attempts go, then doubles the wait up to its cap', () => {
    const r = { free: 3, baseSec: 2, capSec: 20, windowSec: 60 };
    expect([1, 2].map((n) => delayAfter(r, n))).toEqual([0, 0]);
    expect([3, 4, 5, 6, 7, 50, 10_000].map((n) => delayAfter(r, n))).toEqual([2, 4, 8, 16, 20, 20, 20]);
  });

  it('never holds an account for long across every source: its cap is far below the per-source one', () => {
    expect(delayAfter(RULES.account, 1e6)).toBeLessThanOrEqual(30);
    expect(delayAfter(RULES.pair, 1e6)).toBeGreaterThan(delayAfter(RULES.account, 1e6));
  });

  it('keys an attempt by account at the source, by source and by account, case-insensitively', () => {
    expect(attemptKeys('acct', 'Admin', '10.0.0.1').map((k) => k.key)).toEqual(['acct:admin|10.0.0.1', 'ip:10.0.0.1', 'acct:admin']);
    expect(attemptKeys('code', '13800000000', '::1')[0].key).toBe('code:13800000000|::1');
  });
});
