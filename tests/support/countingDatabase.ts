import type { Database } from '../../server/db/client';

/**
 * A database that answers every statement with no rows after a turn of the event loop, and counts
 * the statements: what matters here is how many reach it, not what they return.
 */
export function countingDatabase() {
  const seen: string[] = [];
  let release: (() => void) | null = null;
  let gate: Promise<void> | null = null;
  const db = {
    kind: 'pglite',
    async query(text: string) {
      seen.push(text);
      if (gate) await gate;
      await new Promise((r) => setTimeout(r, 1));
      return [];
    },
    exec: async () => {},
    transaction: async () => {
      throw new Error('not used');
    },
    close: async () => {},
  } as unknown as Database;
  return {
    db,
    seen,
    hold() {
      gate = new Promise((r) => (release = r));
    },
    let() {
      gate = null;
      release?.();
    },
  };
}
