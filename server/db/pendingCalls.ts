/**
 * Calls sent to a database thread and not answered yet, by id (pgHost.ts, pgliteHost.ts).
 *
 * Why not a bare Map: V8 rebuilds a Map's table as entries come and go, and the table it replaces
 * keeps a link to the new one and still holds the entries it had then (live iterators move on
 * through it). Once such a table sits in the old generation, dead or not, whatever its entries reach
 * survives every young-generation collection until the next full one. A call's entry reaches its
 * resolve function, that its promise, and once answered the promise holds the statement's rows: under
 * uncached paging nearly every page's rows were copied to the old generation this way (1.4 MB of
 * 12 MB allocated per collection, ~4 ms pauses; ~0.25 MB and ~2.2 ms with entries emptied when taken,
 * issue 19). Taking an entry therefore empties it, so an old table reaches nothing.
 */
export class PendingCalls<E extends object> {
  private calls = new Map<number, E>();

  get size(): number {
    return this.calls.size;
  }

  add(id: number, entry: E): void {
    this.calls.set(id, entry);
  }

  /** The call's entry, removed and emptied: what it held is returned in a fresh object. */
  take(id: number): E | undefined {
    const entry = this.calls.get(id);
    if (!entry) return undefined;
    this.calls.delete(id);
    return emptied(entry);
  }

  /** Every call still waiting, removed (the thread is gone). */
  takeAll(): E[] {
    const all = [...this.calls.values()].map(emptied);
    this.calls.clear();
    return all;
  }
}

function emptied<E extends object>(entry: E): E {
  const copy = { ...entry };
  for (const key of Object.keys(entry)) (entry as Record<string, unknown>)[key] = undefined;
  return copy;
}
