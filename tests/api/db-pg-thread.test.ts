import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, pgHostOf, type Database } from '../../server/db/client';
import { urgent } from '../../server/db/priority';
import { startServer, type TestServer } from '../support/server';
import { outcome } from '../support/outcome';

/**
 * node-postgres in its own thread (server/db/pgHost.ts, pgWorker.mjs), on PostgreSQL
 * (TEST_DATABASE_URL): what crosses the thread boundary, transactions on one held connection, the
 * statement timeout, a thread that stops, and the urgent pool (server/db/priority.ts). PGlite's thread
 * is tested in db-worker.test.ts, its urgent lane in server/db/lane.test.ts.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL driver in a worker thread', () => {
  let server: TestServer;
  let db: Database;
  beforeAll(async () => {
    server = await startServer();
    db = await openDatabase({ dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl });
    await db.exec('CREATE TABLE pg_thread_t (id int PRIMARY KEY, note text, png bytea)');
  });
  afterAll(async () => {
    await db?.close();
    await server?.close();
  });

  it('hands rows over with the driver’s types, parameters with theirs, and errors with the driver fields', async () => {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT timestamptz '2026-01-02 03:04:05+00' AS d, 9007199254740993::int8 AS b, '\\x0102ff'::bytea AS u,
              '{"k":[1,"x"]}'::jsonb AS j, ARRAY[1,2] AS a, NULL::text AS z`,
    );
    expect(row.d).toBeInstanceOf(Date);
    expect((row.d as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    // node-postgres gives int8 as a string (the SQL casts to int where it counts), as before the thread.
    expect(row.b).toBe('9007199254740993');
    expect(row.u).toBeInstanceOf(Uint8Array);
    expect([...(row.u as Uint8Array)]).toEqual([1, 2, 255]);
    expect(row.j).toEqual({ k: [1, 'x'] });
    expect(row.a).toEqual([1, 2]);
    expect(row.z).toBeNull();

    // A Buffer and a Date as parameters arrive as bytea and timestamptz.
    await db.query('INSERT INTO pg_thread_t VALUES (1, $1, $2)', ['one', Buffer.from([9, 8, 7])]);
    const [back] = await db.query<{ png: Uint8Array; at: string }>('SELECT png, $1::timestamptz::text AS at FROM pg_thread_t WHERE id = 1', [new Date('2026-05-06T07:08:09Z')]);
    expect([...back.png]).toEqual([9, 8, 7]);
    expect(back.at).toMatch(/^2026-05-06 \d\d:08:09/);

    const dup = await outcome(db.query('INSERT INTO pg_thread_t VALUES (1, $1)', ['again']));
    expect(dup.ok).toBe(false);
    // Areas tell a duplicate by SQLSTATE and constraint name: both must survive the crossing.
    expect(dup.ok ? null : dup.e).toMatchObject({ code: '23505', constraint: 'pg_thread_t_pkey' });
    expect(dup.ok ? null : dup.e).toBeInstanceOf(Error);
  });

  it('gives rows back as objects named by their columns, whichever way they crossed', async () => {
    // Rows cross as arrays with the names once: order, a repeated name (the last one wins, as the
    // driver's objects did), many rows, none, and a transaction's statements all come back the same.
    const many = await db.query<{ n: number; label: string }>(`SELECT n, 'r' || n AS label FROM generate_series(1, 250) n ORDER BY n`);
    expect(many).toHaveLength(250);
    expect(many[0]).toEqual({ n: 1, label: 'r1' });
    expect(many[249]).toEqual({ n: 250, label: 'r250' });
    expect(Object.keys(many[7])).toEqual(['n', 'label']);
    const [dupName] = await db.query(`SELECT 1 AS x, 2 AS x, 'y' AS y`);
    expect(dupName).toEqual({ x: 2, y: 'y' });
    expect(await db.query(`SELECT 1 AS x WHERE false`)).toEqual([]);
    // Several statements in one text (migrations) answer no rows, as before.
    expect(await db.query(`SELECT 1; SELECT 2`)).toEqual([]);
    const inTx = await db.transaction(async (tx) => tx.query<{ a: string; b: null }>(`SELECT 'in' AS a, NULL AS b`));
    expect(inTx).toEqual([{ a: 'in', b: null }]);
  });

  it('keeps a transaction on one connection: committed whole, or rolled back when its body throws', async () => {
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO pg_thread_t (id, note) VALUES (10, $1)', ['ten']);
      // Another statement of the same transaction sees the uncommitted row.
      expect(await tx.query('SELECT note FROM pg_thread_t WHERE id = 10')).toEqual([{ note: 'ten' }]);
    });
    const failed = await outcome(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO pg_thread_t (id, note) VALUES (11, $1)', ['eleven']);
        throw new Error('the body gave up');
      }),
    );
    expect(failed.ok ? null : failed.e.message).toBe('the body gave up');
    expect(await db.query('SELECT id FROM pg_thread_t WHERE id IN (10, 11) ORDER BY id')).toEqual([{ id: 10 }]);
  });

  it('ends a statement at its timeout with 57014, and the next statement is answered', async () => {
    const slow = await outcome(db.query('SELECT pg_sleep(5)', [], { timeoutMs: 200 }));
    expect(slow.ok ? null : slow.e).toMatchObject({ code: '57014' });
    expect(await db.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('a stopped thread fails what it was running, loses an open transaction, and the next statement starts a new one', async () => {
    const host = pgHostOf(db)!;
    expect(host).toBeDefined();
    let inside!: () => void;
    const reachedInside = new Promise<void>((r) => (inside = r));
    const tx = outcome(
      db.transaction(async (t) => {
        await t.query('INSERT INTO pg_thread_t (id, note) VALUES (20, $1)', ['lost']);
        inside();
        await t.query('SELECT pg_sleep(2)');
      }),
    );
    const read = outcome(db.query('SELECT pg_sleep(2)'));
    await reachedInside;
    host.crashForTest();
    const [txEnd, readEnd] = await Promise.all([tx, read]);
    expect(txEnd.ok).toBe(false);
    expect(readEnd.ok ? null : readEnd.e.message).toMatch(/thread stopped/);
    // A new thread answers; the transaction's connection closed with the old one, so its row is gone.
    expect(await db.query('SELECT count(*)::int AS n FROM pg_thread_t WHERE id = 20')).toEqual([{ n: 0 }]);
  });

  // A live-channel frame's statements run on connections of their own: while every connection of
  // the main pool is taken and more reads wait for one, a chat message's statement and transaction
  // are answered first. The order of the answers is asserted, not a time.
  it('answers an urgent statement and transaction before list reads queued ahead of them', async () => {
    // A lock held elsewhere keeps twelve reads waiting: more than the main pool has connections (at most 10).
    const { default: pg } = await import('pg');
    const holder = new pg.Client({ connectionString: server.config.databaseUrl! });
    await holder.connect();
    await holder.query('SELECT pg_advisory_lock(7319)');
    // Let go however the test ends (a statement that waits forever is how it fails).
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      await holder.query('SELECT pg_advisory_unlock(7319)');
      await holder.end();
    };
    onTestFinished(release);
    const order: string[] = [];
    const held = Array.from({ length: 12 }, (_, i) => db.query('SELECT pg_advisory_xact_lock_shared(7319)').then(() => order.push(`read${i}`)));
    const plain = db.query('SELECT 1 AS one').then(() => order.push('plain'));
    const chat = urgent(() => db.query<{ one: number }>('SELECT 1 AS one'));
    const chatTx = urgent(() => db.transaction((tx) => tx.query<{ two: number }>('SELECT 2 AS two')));
    expect(await chat).toEqual([{ one: 1 }]);
    expect(await chatTx).toEqual([{ two: 2 }]);
    // Both were answered while every read still waited: none has finished, nor the plain statement behind them.
    expect(order).toEqual([]);
    await release();
    await Promise.all([...held, plain]);
    expect(order).toHaveLength(13);
  });
});
