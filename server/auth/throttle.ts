import type { Database } from '../db/client';

/**
 * Login failure limits per account and per IP, kept in the database so every instance shares them.
 * After `max` failures inside `windowSec`, the key is locked for `lockSec`.
 */
export const limits = {
  account: { max: 5, windowSec: 900, lockSec: 300 },
  ip: { max: 30, windowSec: 900, lockSec: 600 },
} as const;

export async function lockedFor(database: Database, keys: string[]): Promise<number> {
  const rows = await database.query<{ wait: number }>(
    `SELECT ceil(extract(epoch FROM (locked_until - now())))::int AS wait FROM login_throttle
      WHERE key = ANY($1::text[]) AND locked_until > now()`,
    [keys],
  );
  return rows.reduce((m, r) => Math.max(m, Number(r.wait)), 0);
}

export async function recordFailure(database: Database, key: string, kind: keyof typeof limits) {
  const l = limits[kind];
  await database.query(
    `INSERT INTO login_throttle (key, failures, window_start) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       failures = CASE WHEN login_throttle.window_start < now() - make_interval(secs => $2) THEN 1 ELSE login_throttle.failures + 1 END,
       window_start = CASE WHEN login_throttle.window_start < now() - make_interval(secs => $2) THEN now() ELSE login_throttle.window_start END`,
    [key, l.windowSec],
  );
  await database.query(
    `UPDATE login_throttle SET locked_until = now() + make_interval(secs => $3), failures = 0, window_start = now()
      WHERE key = $1 AND failures >= $2`,
    [key, l.max, l.lockSec],
  );
}

export async function clearFailures(database: Database, key: string) {
  await database.query('DELETE FROM login_throttle WHERE key = $1', [key]);
}
