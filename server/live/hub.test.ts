import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hub, PresenceBatch, type Conn } from './hub';

// A socket stand-in that records what it was sent.
function conn(userId: string) {
  const got: any[] = [];
  const ws = { OPEN: 1, readyState: 1, send: (text: string) => got.push(JSON.parse(text)) };
  return { c: { ws, userId } as unknown as Conn, got };
}

afterEach(() => vi.useRealTimers());

describe('presence batching', () => {
  it('sends a few changes as plain online/offline frames, not to the user themselves', () => {
    vi.useFakeTimers();
    const hub = new Hub();
    const a = conn('a');
    const b = conn('b');
    hub.add(a.c);
    hub.add(b.c);
    const batch = new PresenceBatch(hub, 100);
    batch.changed('a', true);
    batch.changed('b', true);
    expect(a.got).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(a.got).toEqual([{ method: 'online', userId: 'b' }]);
    expect(b.got).toEqual([{ method: 'online', userId: 'a' }]);
  });

  it('sends a rush of arrivals as one presence frame with each user’s last state', () => {
    vi.useFakeTimers();
    const hub = new Hub();
    const watcher = conn('w');
    hub.add(watcher.c);
    const batch = new PresenceBatch(hub, 100);
    for (let i = 0; i < 50; i++) batch.changed(`u${i}`, true);
    batch.changed('u3', false);
    vi.advanceTimersByTime(100);
    expect(watcher.got).toHaveLength(1);
    expect(watcher.got[0].method).toBe('presence');
    expect(watcher.got[0].online).toHaveLength(49);
    expect(watcher.got[0].online).not.toContain('u3');
    expect(watcher.got[0].offline).toEqual(['u3']);
    // Nothing pending: no further frames.
    vi.advanceTimersByTime(1000);
    expect(watcher.got).toHaveLength(1);
  });
});
