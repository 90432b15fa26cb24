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

export class SeekIndex<K> {
  /** Ascending offsets, for a binary search of the nearest position at or before a target. */
  private offsets: number[] = [];
  private keys = new Map<number, K>();

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
