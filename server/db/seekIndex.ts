/**
 * Known positions in one ordered list (one query, one WHERE, one order), so a deep page starts from
 * the nearest known row instead of counting OFFSET rows from the top. On PGlite an OFFSET of 60,000
 * walks 60,000 index entries (~50 ms, on the event loop); from a known row 300 before it, it walks 300.
 *
 * Every page served adds the position of its first and last row, so the index warms with use: paging
 * forward seeks from the previous page, random pages from the nearest one seen. An index belongs to
 * one read-cache generation (kept with app.readCache.wrap): any write through the API drops it, so a
 * position is never used after a write could have moved it. K is the sort key of a row, as the
 * caller's seek condition needs it (server/users/userSeek.ts, server/visualDev/pageSeek.ts).
 */
const MAX_POSITIONS = 10_000;

/**
 * Rows between the positions one anchoring pass records: a random page then walks at most this many
 * index entries from its anchor (on 100,000 rows, 391 positions from one index-only pass).
 */
export const ANCHOR_STEP = 256;

export class SeekIndex<K> {
  /** Ascending offsets, for a binary search of the nearest position at or before a target. */
  private offsets: number[] = [];
  private keys = new Map<number, K>();
  private anchoring: Promise<void> | null = null;
  private anchored = false;

  /**
   * Whether a page at `offset` would walk far from the nearest known position and no anchoring pass
   * has finished: then one pass over the order's index (`anchor`) is cheaper than a few deep pages,
   * and a page asked while the pass runs waits for it. (Answering those with OFFSET instead sent
   * twenty 50–150 ms walks through the one database thread after every write, issue 19.)
   */
  wantsAnchors(offset: number): boolean {
    if (this.anchored) return false;
    return offset - (this.nearest(offset)?.offset ?? 0) > 2 * ANCHOR_STEP;
  }

  /**
   * Records the positions `load` reads (every ANCHOR_STEP-th row of the whole list), once per index:
   * callers arriving while it runs wait for the same pass. A failed pass may be tried again.
   */
  anchor(load: (step: number) => Promise<{ offset: number; key: K }[]>): Promise<void> {
    this.anchoring ??= load(ANCHOR_STEP).then(
      (list) => {
        for (const a of list) this.add(a.offset, a.key);
        this.anchored = true;
      },
      (err: unknown) => {
        this.anchoring = null;
        throw err;
      },
    );
    return this.anchoring;
  }

  nearest(offset: number): { offset: number; key: K } | null {
    let lo = 0;
    let hi = this.offsets.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (this.offsets[mid] <= offset) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    if (found < 0) return null;
    const at = this.offsets[found];
    return { offset: at, key: this.keys.get(at)! };
  }

  add(offset: number, key: K) {
    if (offset <= 0 || this.keys.has(offset) || this.offsets.length >= MAX_POSITIONS) return;
    this.keys.set(offset, key);
    let i = this.offsets.length;
    while (i > 0 && this.offsets[i - 1] > offset) i--;
    this.offsets.splice(i, 0, offset);
  }
}
