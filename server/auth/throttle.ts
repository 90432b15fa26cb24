import type { Database } from '../db/client';
import { Nullable, Type, one } from '../kit';

/**
 * How a key slows guessing: the first `free` attempts inside the window go at once; after that
 * each further attempt must wait `base * 2^(n - free)` seconds (capped) after the previous one.
 * A window of quiet (no attempt for `windowSec`) starts the count again. Delays, never a hard lock:
 * the caps bound how long anyone can keep a key waiting.
 */
export interface Rule {
  free: number;
  baseSec: number;
  capSec: number;
  windowSec: number;
}

export const RULES = {
  /** One account from one source: the key a guesser actually hits. */
  pair: { free: 5, baseSec: 5, capSec: 900, windowSec: 3600 },
  /** One source, whatever account (spraying one password over many accounts). */
  source: { free: 30, baseSec: 1, capSec: 300, windowSec: 3600 },
  /**
   * One account from every source (guessing spread over many addresses). A low cap: it slows such
   * guessing to a trickle but can never keep the account's owner out for long.
   */
  account: { free: 50, baseSec: 1, capSec: 30, windowSec: 3600 },
} as const satisfies Record<string, Rule>;

/** Seconds the attempt after the `n`-th counted one must wait (0: it may go at once). */
export function delayAfter(rule: Rule, n: number): number {
  if (n < rule.free) return 0;
  return Math.min(rule.capSec, rule.baseSec * 2 ** Math.min(n - rule.free, 40));
}

export interface ThrottleKey {
  key: string;
  rule: Rule;
}

/**
 * The keys of one sign-in attempt: the account at this source, the source, and the account.
 * `kind` separates password sign-in from SMS codes (a mobile is not an account name).
 */
export function attemptKeys(kind: 'acct' | 'code', subject: string, ip: string, pair: Rule = RULES.pair): ThrottleKey[] {
  const who = subject.toLowerCase();
  return [
    // `pair` follows 系统配置's lock-out settings (free attempts, longest wait) for password sign-in.
    { key: `${kind}:${who}|${ip}`, rule: pair },
    { key: `ip:${ip}`, rule: RULES.source },
    { key: `${kind}:${who}`, rule: RULES.account },
  ];
}

// The new count of a row, and its gate from that count, as SQL over the row (t) and its rule (EXCLUDED).
const COUNT = `CASE WHEN t.last_at < now() - make_interval(secs => EXCLUDED.window_sec) THEN 1 ELSE t.failures + 1 END`;
const gateAfter = (n: string, r: string) =>
  `CASE WHEN ${n} < ${r}.free_attempts THEN NULL
        ELSE now() + make_interval(secs => least(${r}.cap_sec, ${r}.base_sec * power(2, least(${n} - ${r}.free_attempts, 40)))) END`;

/**
 * Reserves one attempt on every key, or on none, in a single statement run before the slow check.
 * Each key's row is locked while its gate is read and its count raised, so parallel attempts are
 * serialised on the row: of 30 at once, only the free ones come back `ok`. The attempt is counted
 * as failed up front; `release` gives it back when the password or code was right.
 * Answers how many seconds to wait when refused.
 */
export async function reserveAttempt(database: Database, keys: ThrottleKey[]): Promise<{ ok: true } | { ok: false; waitSec: number }> {
  const sorted = [...keys].sort((a, b) => (a.key < b.key ? -1 : 1)); // one lock order for every statement: no deadlocks
  const row = await one(
    database,
    Type.Object({ taken: Type.Integer() }),
    `WITH spec AS (
       SELECT * FROM unnest($1::text[], $2::int[], $3::float8[], $4::float8[], $5::float8[]) AS s(key, free_attempts, base_sec, cap_sec, window_sec)
     ), shut AS (
       SELECT 1 FROM login_throttle c JOIN spec USING (key) WHERE c.next_at > now()
     ), taken AS (
       INSERT INTO login_throttle AS t (key, failures, last_at, next_at, free_attempts, base_sec, cap_sec, window_sec)
       SELECT s.key, 1, now(), ${gateAfter('1', 's')}, s.free_attempts, s.base_sec, s.cap_sec, s.window_sec
         FROM spec s WHERE NOT EXISTS (SELECT 1 FROM shut) ORDER BY s.key
       ON CONFLICT (key) DO UPDATE SET
         failures = ${COUNT},
         last_at = now(),
         next_at = ${gateAfter(`(${COUNT})`, 'EXCLUDED')},
         free_attempts = EXCLUDED.free_attempts, base_sec = EXCLUDED.base_sec, cap_sec = EXCLUDED.cap_sec, window_sec = EXCLUDED.window_sec
       WHERE t.next_at IS NULL OR t.next_at <= now()
       RETURNING t.key
     )
     SELECT count(*)::int AS taken FROM taken`,
    [sorted.map((k) => k.key), sorted.map((k) => k.rule.free), sorted.map((k) => k.rule.baseSec), sorted.map((k) => k.rule.capSec), sorted.map((k) => k.rule.windowSec)],
  );
  if (Math.random() < 0.01) {
    await sweepThrottle(database);
  }
  if (row?.taken === keys.length) return { ok: true };
  const wait = await one(
    database,
    Type.Object({ sec: Nullable(Type.Integer()) }),
    `SELECT ceil(extract(epoch FROM max(next_at) - now()))::int AS sec FROM login_throttle WHERE key = ANY($1::text[]) AND next_at > now()`,
    [keys.map((k) => k.key)],
  );
  // A refusal whose gate opened in between still says to wait a moment rather than "0 seconds".
  return { ok: false, waitSec: Math.max(1, wait?.sec ?? 1) };
}

/**
 * Forgets keys quiet for a day whose gate is open. A row a sign-in holds is skipped (SKIP LOCKED) and
 * left for a later sweep, so the sweep never waits for a sign-in while holding rows another one wants
 * (the deadlock releaseAttempt's comment describes).
 */
export async function sweepThrottle(database: Database) {
  await database.query(
    `DELETE FROM login_throttle WHERE key IN (
       SELECT key FROM login_throttle WHERE last_at < now() - interval '1 day' AND (next_at IS NULL OR next_at < now()) FOR UPDATE SKIP LOCKED)`,
  );
}

/**
 * The attempt succeeded: this source's count at this account starts again, and the attempt is
 * given back to the shared keys (a school's many staff behind one address never add up to a delay).
 *
 * The rows are locked first, in the order reserveAttempt takes them (by key): as one statement
 * (delete the pair's row, then update the shared ones in whatever order the scan met them) a release
 * and a reservation running side by side could each hold a row the other wanted, and PostgreSQL then
 * failed one of the two sign-ins after a second's wait (four parallel sign-ins of one account: two
 * 500s in 400, `tests/api/throttle-locks.test.ts`).
 */
export async function releaseAttempt(database: Database, keys: ThrottleKey[]) {
  const [pair, ...shared] = keys;
  await database.transaction(async (tx) => {
    await tx.query('SELECT 1 FROM login_throttle WHERE key = ANY($1::text[]) ORDER BY key FOR UPDATE', [keys.map((k) => k.key)]);
    await tx.query('DELETE FROM login_throttle WHERE key = $1', [pair.key]);
    await tx.query('UPDATE login_throttle SET failures = greatest(failures - 1, 0) WHERE key = ANY($1::text[])', [shared.map((k) => k.key)]);
  });
}
