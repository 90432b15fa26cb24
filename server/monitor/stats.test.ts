import { describe, expect, it } from 'vitest';
import { HOUR_MS, Ring, RouteLatency, SlowQueries, addressAllowed, percentile, queryShape } from './stats';

describe('monitor statistics', () => {
  it('percentiles by nearest rank', () => {
    const v = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(v, 50), percentile(v, 95), percentile(v, 99), percentile([], 50)]).toEqual([50, 95, 99, 0]);
  });

  it('a ring keeps the newest', () => {
    const r = new Ring<number>(3);
    [1, 2, 3, 4, 5].forEach((n) => r.push(n));
    expect(r.list()).toEqual([3, 4, 5]);
  });

  it('route latency counts every request of the hour and forgets older ones', () => {
    const r = new RouteLatency();
    const t0 = 10 * HOUR_MS;
    for (let i = 1; i <= 1000; i++) r.record(i, i % 100 === 0, t0 + i);
    const s = r.summary(t0 + 1000)!;
    expect(s.count).toBe(1000);
    expect(s.errors).toBe(10);
    expect(s.max).toBeLessThanOrEqual(1000);
    expect(s.p50).toBeGreaterThan(300);
    expect(s.p50).toBeLessThan(700);
    r.record(5, false, t0 + HOUR_MS + 120_000);
    expect(r.summary(t0 + HOUR_MS + 120_000)!.count).toBe(1);
  });

  it('query shapes fold literals so calls add up; the slowest come first', () => {
    expect(queryShape(`SELECT * FROM users WHERE id = 'a''b' AND n = 42`)).toBe('SELECT * FROM users WHERE id = ? AND n = ?');
    const q = new SlowQueries();
    q.record('SELECT 1', 2, 0);
    q.record('SELECT 2', 40, 0);
    q.record('SELECT pg_sleep(1)', 900, 0);
    expect(q.top(2, 1).map((x) => [x.sql, x.calls])).toEqual([
      ['SELECT pg_sleep(?)', 1],
      ['SELECT ?', 2],
    ]);
  });

  it('allow-list matches exact addresses, IPv4-mapped too', () => {
    expect(addressAllowed('::ffff:10.0.0.5', ['10.0.0.5'])).toBe(true);
    expect(addressAllowed('10.0.0.6', ['10.0.0.5'])).toBe(false);
  });
});
