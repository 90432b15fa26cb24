/** Where a model record sits in the default order (created_at DESC, id), for server/db/seekIndex.ts. */
export interface SeekKey {
  /** created_at as PostgreSQL's text (microseconds kept: a JS Date would round them away). */
  createdAt: string;
  id: string;
}

/**
 * The WHERE addition that starts the default order (created_at DESC, id) at `key`, inclusive. The
 * first condition is the one the (model_id, created_at DESC, id) index can seek on; the second drops
 * the rows of the same instant that come before the key.
 */
export function seekCondition(key: SeekKey, params: unknown[]): string {
  const at = params.push(key.createdAt);
  const id = params.push(key.id);
  return `r.created_at <= $${at}::timestamptz AND (r.created_at < $${at}::timestamptz OR r.id >= $${id})`;
}
