// Which statement texts were asked before, shared by both databases' prepared statements
// (pgliteStatements.mjs in the database thread, statementNames.ts on PostgreSQL). Plain JavaScript
// (.mjs) because the database thread loads it untranspiled; askedBefore.d.mts gives its types.
//
// A text earns a prepared statement the second time it is asked: one with its values written into it
// (an id list, a page size nobody asks again) may never come back and would only push a useful one out.

export class AskedBefore {
  /** Remembers at most `max` texts asked once, the oldest forgotten first. */
  constructor(max) {
    this.max = max;
    /** Texts asked once, oldest first (a Set keeps insertion order). */
    this.once = new Set();
  }

  /** Whether `text` was asked before; if not, it is remembered as asked now. */
  again(text) {
    if (this.once.delete(text)) return true;
    this.once.add(text);
    if (this.once.size > this.max) this.once.delete(this.once.values().next().value);
    return false;
  }
}
