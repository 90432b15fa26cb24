import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox';
import type { ClusterMessage } from './wire';

describe('cluster outbox', () => {
  it('sends what one turn says as one coalesced batch, and the next batch only after it', async () => {
    const sent: ClusterMessage[][] = [];
    let release!: () => void;
    const outbox = new Outbox(async (messages) => {
      sent.push(messages);
      if (sent.length === 1) await new Promise<void>((r) => (release = r));
    });
    const first = Array.from({ length: 50 }, () => outbox.add({ drop: 'readCache' }));
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(sent).toEqual([[{ drop: 'readCache' }]]);
    // Said while the first batch is on its way: waits, then goes out together.
    const later = [outbox.add({ drop: 'access' }), outbox.add({ drop: 'sessions', sessionIds: ['s1'], userIds: [] })];
    let laterDone = false;
    void Promise.all(later).then(() => (laterDone = true));
    await new Promise((r) => setTimeout(r, 10));
    expect(sent).toHaveLength(1);
    expect(laterDone).toBe(false);
    release();
    await Promise.all([...first, ...later]);
    expect(sent).toEqual([[{ drop: 'readCache' }], [{ drop: 'access' }, { drop: 'sessions', sessionIds: ['s1'], userIds: [] }]]);
    await outbox.idle();
  });
});
