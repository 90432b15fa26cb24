/** Where a user sits in the list's default order (sort_code ASC, created_at DESC, id), for server/db/seekIndex.ts. */
export interface UserSeekKey {
  sortCode: number;
  /** created_at as PostgreSQL's text (microseconds kept: a JS Date would round them away). */
  createdAt: string;
  id: string;
}

/**
 * The WHERE addition that starts the default order at `key`, inclusive. `sort_code >= s` is the bound
 * the (sort_code, created_at DESC, id) index seeks on; the rest drops the rows of the same sort code
 * that come before the key. The directions are mixed, so one row comparison cannot say it.
 */
export function userSeekCondition(key: UserSeekKey, params: unknown[]): string {
  const s = params.push(key.sortCode);
  const at = params.push(key.createdAt);
  const id = params.push(key.id);
  return `u.sort_code >= $${s} AND (u.sort_code > $${s} OR u.created_at < $${at}::timestamptz OR (u.created_at = $${at}::timestamptz AND u.id >= $${id}))`;
}
