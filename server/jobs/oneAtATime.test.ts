import { describe, expect, it } from 'vitest';
import { oneAtATime } from './queue';

describe('oneAtATime', () => {
  it('starts a call only when the one before it has ended, each caller getting its own result', async () => {
    const events: string[] = [];
    let n = 0;
    const run = oneAtATime(async () => {
      const me = ++n;
      events.push(`start ${me}`);
      await new Promise((r) => setTimeout(r, 5));
      events.push(`end ${me}`);
      if (me === 2) throw new Error('second fails');
      return me;
    });
    const results = await Promise.allSettled([run(), run(), run()]);
    expect(events).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'failed'))).toEqual([1, 'failed', 3]);
  });
});
