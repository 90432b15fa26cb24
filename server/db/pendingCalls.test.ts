import { describe, expect, it } from 'vitest';
import { PendingCalls } from './pendingCalls';

describe('PendingCalls', () => {
  it('gives a call’s entry back once, and leaves the stored entry reaching nothing', () => {
    const calls = new PendingCalls<{ resolve?: (v: string) => void; timer?: number }>();
    const got: string[] = [];
    const entry = { resolve: (v: string) => got.push(v), timer: 7 };
    calls.add(1, entry);
    calls.add(2, { resolve: () => {} });
    expect(calls.size).toBe(2);

    const taken = calls.take(1);
    taken?.resolve?.('rows');
    expect(got).toEqual(['rows']);
    expect(taken?.timer).toBe(7);
    // What a Map's replaced table may still point at is the stored object: it holds nothing now.
    expect(Object.values(entry).every((v) => v === undefined)).toBe(true);
    expect(calls.take(1)).toBeUndefined();
    expect(calls.size).toBe(1);
  });

  it('takes every waiting call when the thread is gone', () => {
    const calls = new PendingCalls<{ reject: (e: Error) => void }>();
    const failed: number[] = [];
    const stored = [1, 2, 3].map((id) => ({ reject: () => failed.push(id) }));
    stored.forEach((e, i) => calls.add(i + 1, e));
    for (const e of calls.takeAll()) e.reject(new Error('gone'));
    expect(failed).toEqual([1, 2, 3]);
    expect(calls.size).toBe(0);
    expect(stored.every((e) => e.reject === undefined)).toBe(true);
  });
});
