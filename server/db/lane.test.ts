import { describe, expect, it } from 'vitest';
import { Lane } from './pgliteHost';
import { urgent } from './priority';

/** A latch a job can wait on, to hold the lane until the test opens it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { open, opened };
}

describe('the database lane', () => {
  it('runs one job at a time, in the order they came', async () => {
    const lane = new Lane();
    const seen: string[] = [];
    let running = 0;
    const job = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((r) => setTimeout(r, 2));
      seen.push(name);
      running--;
      return name;
    };
    const out = await Promise.all(['a', 'b', 'c'].map((n) => lane.run(job(n))));
    expect(out).toEqual(['a', 'b', 'c']);
    expect(seen).toEqual(['a', 'b', 'c']);
  });

  it('lets a live frame’s statement pass the waiting list reads, not the running one', async () => {
    const lane = new Lane();
    const seen: string[] = [];
    const g = gate();
    const first = lane.run(async () => {
      await g.opened;
      seen.push('running read');
    });
    const reads = [1, 2, 3].map((i) => lane.run(async () => void seen.push(`read ${i}`)));
    const chat = urgent(() => lane.run(async () => void seen.push('chat')));
    g.open();
    await Promise.all([first, chat, ...reads]);
    expect(seen).toEqual(['running read', 'chat', 'read 1', 'read 2', 'read 3']);
  });

  it('still runs a waiting read after a long run of urgent jobs', async () => {
    const lane = new Lane();
    const seen: string[] = [];
    const g = gate();
    const first = lane.run(async () => void (await g.opened));
    const read = lane.run(async () => void seen.push('read'));
    const chats = Array.from({ length: Lane.URGENT_RUN + 3 }, (_, i) => lane.run(async () => void seen.push(`chat ${i}`), true));
    g.open();
    await Promise.all([first, read, ...chats]);
    expect(seen.indexOf('read')).toBe(Lane.URGENT_RUN);
  });

  it('passes on a job’s failure to its caller and goes on with the next', async () => {
    const lane = new Lane();
    const failing = lane.run(async () => {
      throw new Error('boom');
    });
    const after = lane.run(async () => 'next');
    await expect(failing).rejects.toThrow('boom');
    await expect(after).resolves.toBe('next');
  });

  it('keeps up to DEPTH plain reads in the thread at once, and starts the next when one ends', async () => {
    const lane = new Lane();
    const gates = Array.from({ length: Lane.DEPTH + 1 }, () => gate());
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const reads = gates.map((g, i) =>
      lane.run(
        async () => {
          started.push(i);
          most = Math.max(most, ++running);
          await g.opened;
          running--;
        },
        false,
        true,
      ),
    );
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toEqual(Array.from({ length: Lane.DEPTH }, (_, i) => i));
    gates[0].open();
    await reads[0];
    await new Promise((r) => setTimeout(r, 5));
    expect(started).toHaveLength(Lane.DEPTH + 1);
    gates.forEach((g) => g.open());
    await Promise.all(reads);
    expect(most).toBe(Lane.DEPTH);
  });

  it('starts a write alone: after the reads before it have ended, before the reads after it', async () => {
    const lane = new Lane();
    const seen: string[] = [];
    const g = gate();
    const read = (name: string, wait?: Promise<void>) =>
      lane.run(
        async () => {
          seen.push(`${name} starts`);
          await wait;
          seen.push(`${name} ends`);
        },
        false,
        true,
      );
    const before = read('read 1', g.opened);
    const write = lane.run(async () => {
      seen.push('write starts');
      await new Promise((r) => setTimeout(r, 2));
      seen.push('write ends');
    });
    const after = read('read 2');
    await new Promise((r) => setTimeout(r, 5));
    expect(seen).toEqual(['read 1 starts']);
    g.open();
    await Promise.all([before, write, after]);
    expect(seen).toEqual(['read 1 starts', 'read 1 ends', 'write starts', 'write ends', 'read 2 starts', 'read 2 ends']);
  });
});
