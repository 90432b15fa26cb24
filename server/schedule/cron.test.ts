import { describe, expect, it } from 'vitest';
import { checkCron, nextRun } from './cron';

describe('cron expressions', () => {
  const at = new Date(2026, 10, 24, 14, 31, 10);

  it('answers the next runs of a valid five-field expression', () => {
    const c = checkCron('*/15 * * * *', at, 3);
    expect(c.ok && c.next.map((d) => [d.getHours(), d.getMinutes()])).toEqual([
      [14, 45],
      [15, 0],
      [15, 15],
    ]);
    expect(nextRun('0 3 * * *', at)).toEqual(new Date(2026, 10, 25, 3, 0, 0));
    expect(checkCron('@daily', at).ok).toBe(true);
  });

  it('refuses what is not a five-field expression, with a reason', () => {
    for (const bad of ['', 'every day', '61 * * * *', '* * * *', '* * * * * *', '0 25 * * *', '0 0 31 2 *']) {
      const c = checkCron(bad, at);
      expect(c.ok, bad).toBe(false);
      if (!c.ok) expect(c.detail.length).toBeGreaterThan(0);
    }
  });
});
