import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { attemptKeys, releaseAttempt, reserveAttempt, sweepThrottle } from '../../server/auth/throttle';
import { md5, startServer, TEST_PASSWORD, type TestServer } from '../support/server';
import { outcome } from '../support/outcome';

/**
 * Sign-in throttling on PostgreSQL (TEST_DATABASE_URL), where sign-ins run side by side on several
 * connections: a successful sign-in's release and another sign-in's reservation take the same rows,
 * and must take them in one order, or PostgreSQL breaks the deadlock by failing one of them (a 500
 * after a second's wait, seen as 2 of 400 parallel sign-ins of one account). PGlite has one
 * connection, so its statements never wait on each other's locks.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('sign-in throttle locks on PostgreSQL', () => {
  let server: TestServer;
  let db: Database;
  beforeAll(async () => {
    server = await startServer();
    db = await openDatabase({ dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl });
  });
  afterAll(async () => {
    await db?.close();
    await server?.close();
  });

  /** Whether another connection finds `key`'s row locked right now (NOWAIT fails with 55P03). */
  const lockedNow = async (key: string) => {
    const r = await outcome(db.transaction((tx) => tx.query('SELECT 1 FROM login_throttle WHERE key = $1 FOR UPDATE NOWAIT', [key])));
    if (!r.ok && r.e.code !== '55P03') throw new Error(`probe failed with ${r.e.code}`);
    return !r.ok;
  };

  /** Holds `key`'s row locked, as a sign-in in the middle of its statement would, until `letGo`. */
  const holdRow = async (key: string) => {
    let letGo!: () => void;
    const held = new Promise<void>((r) => (letGo = r));
    let taken!: () => void;
    const isTaken = new Promise<void>((r) => (taken = r));
    const done = db.transaction(async (tx) => {
      await tx.query('SELECT 1 FROM login_throttle WHERE key = $1 FOR UPDATE', [key]);
      taken();
      await held;
    });
    await isTaken;
    return { letGo: () => (letGo(), done) };
  };

  it('a release takes the rows in key order, as a reservation does, so the two never hold what the other waits for', async () => {
    const keys = attemptKeys('acct', 'lock-order-user', '10.9.9.9');
    const [first, middle, last] = keys.map((k) => k.key).sort();
    expect(await reserveAttempt(db, keys)).toEqual({ ok: true });
    await reserveAttempt(db, keys);

    // Another sign-in's reservation holds the middle row (the pair's) while a release starts.
    const blocker = await holdRow(middle);
    const release = releaseAttempt(db, keys);
    await new Promise((r) => setTimeout(r, 300));

    // The release waits at the middle row holding only the first: the last one stays free for a
    // reservation, which takes the first before it and so waits behind the release instead of crossing it.
    expect(await lockedNow(first)).toBe(true);
    expect(await lockedNow(last)).toBe(false);

    await blocker.letGo();
    await release;
    const rows = await db.query<{ key: string; failures: number }>('SELECT key, failures FROM login_throttle WHERE key = ANY($1::text[]) ORDER BY key', [keys.map((k) => k.key)]);
    // The pair's count starts again; the shared keys gave back one of their two attempts.
    expect(rows).toEqual([
      { key: first, failures: 1 },
      { key: last, failures: 1 },
    ]);
  });

  it('the daily sweep forgets quiet open keys, keeps gated and recent ones, and passes over a row a sign-in holds', async () => {
    const keys = ['sweep:quiet', 'sweep:held', 'sweep:gated', 'sweep:recent'];
    await db.query(
      `INSERT INTO login_throttle (key, failures, last_at, next_at, free_attempts, base_sec, cap_sec, window_sec)
       SELECT k, 3, CASE WHEN k = 'sweep:recent' THEN now() ELSE now() - interval '2 days' END,
              CASE WHEN k = 'sweep:gated' THEN now() + interval '1 hour' END, 5, 5, 900, 3600
         FROM unnest($1::text[]) AS k`,
      [keys],
    );
    const signIn = await holdRow('sweep:held');
    // Finishes while the row is still held: it does not wait for the sign-in.
    await sweepThrottle(db);
    await signIn.letGo();
    const left = await db.query<{ key: string }>('SELECT key FROM login_throttle WHERE key = ANY($1::text[]) ORDER BY key', [keys]);
    expect(left.map((r) => r.key)).toEqual(['sweep:gated', 'sweep:held', 'sweep:recent']);
  });

  it('parallel sign-ins of one account from one address all succeed', async () => {
    const signIn = () =>
      fetch(`${server.url}/api/Common/Login/Login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: 'admin', password: md5(TEST_PASSWORD) }),
      }).then(async (res) => ({ status: res.status, code: ((await res.json()) as { code: number }).code }));
    const answers = [];
    // Four at a time stays under the pair's five free attempts, so every refusal would be a lock failure.
    for (let round = 0; round < 10; round++) answers.push(...(await Promise.all([signIn(), signIn(), signIn(), signIn()])));
    expect(answers.filter((a) => a.status !== 200 || a.code !== 200)).toEqual([]);
  });
});
