import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, pgliteHostOf, type Database } from '../../server/db/client';
import { TMP_ROOT } from '../support/constants';
import { outcome } from '../support/outcome';

/**
 * The embedded database in its own thread (server/db/pgliteHost.ts): what crosses the thread
 * boundary, the one-connection order, a statement timeout that holds on PGlite, and a dead thread
 * replaced without losing a queued read or running a write twice. On PostgreSQL (TEST_DATABASE_URL)
 * there is no thread: the file checks the timeout option there and skips the rest.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** A PGlite database on a private copy of the seeded template (a reopen, not an initdb). */
function copyTemplate(): string {
  const dir = path.join(TMP_ROOT, `db-worker-${process.pid}-${crypto.randomBytes(4).toString('hex')}`);
  fs.cpSync(inject('templateDir'), dir, { recursive: true });
  return dir;
}

describe.skipIf(onPostgres)('PGlite in a worker thread', () => {
  let dir = '';
  let db: Database;
  const host = () => {
    const h = pgliteHostOf(db);
    if (!h) throw new Error('no database thread');
    return h;
  };

  beforeAll(async () => {
    dir = copyTemplate();
    db = await openDatabase({ dataDir: dir, databaseUrl: null });
    await db.exec('CREATE TABLE worker_t (id int PRIMARY KEY, note text)');
  });
  afterAll(async () => {
    await db?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('hands rows over with their types and errors with the driver fields', async () => {
    const [row] = await db.query<{ d: unknown; b: unknown; u: unknown; j: unknown; a: unknown; z: unknown }>(
      `SELECT timestamptz '2026-01-02 03:04:05+00' AS d, 9007199254740993::int8 AS b, '\\x0102ff'::bytea AS u,
              '{"k":[1,"x"]}'::jsonb AS j, ARRAY[1,2] AS a, NULL::text AS z`,
    );
    expect(row.d).toBeInstanceOf(Date);
    expect((row.d as Date).toISOString()).toBe('2026-01-02T03:04:05.000Z');
    expect(row.b).toBe(9007199254740993n);
    expect(row.u).toBeInstanceOf(Uint8Array);
    expect([...(row.u as Uint8Array)]).toEqual([1, 2, 255]);
    expect(row.j).toEqual({ k: [1, 'x'] });
    expect(row.a).toEqual([1, 2]);
    expect(row.z).toBeNull();

    await db.query('INSERT INTO worker_t VALUES (1, $1)', ['one']);
    const dup = await outcome(db.query('INSERT INTO worker_t VALUES (1, $1)', ['again']));
    expect(dup.ok).toBe(false);
    // Areas tell a duplicate by SQLSTATE and constraint name: both must survive the crossing.
    expect(dup.ok ? null : dup.e).toMatchObject({ code: '23505', constraint: 'worker_t_pkey' });
    expect(dup.ok ? null : dup.e).toBeInstanceOf(Error);
  });

  it('rolls a transaction back when its body throws', async () => {
    const r = await outcome(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO worker_t VALUES (2, $1)', ['kept?']);
        throw new Error('body failed');
      }),
    );
    expect(r.ok ? '' : r.e.message).toBe('body failed');
    expect(await db.query('SELECT id FROM worker_t WHERE id = 2')).toEqual([]);
  });

  it('makes other statements wait until a transaction ends', async () => {
    const events: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let begun!: () => void;
    const inside = new Promise<void>((r) => (begun = r));
    const tx = db.transaction(async (t) => {
      await t.query('INSERT INTO worker_t VALUES (3, $1)', ['in tx']);
      begun();
      await gate;
      events.push('commit');
    });
    await inside;
    // Sent while the transaction holds the one connection: it must see the committed row, which
    // it could only do by running after COMMIT (inside, it would see it uncommitted; before, not at all).
    const read = db.query<{ note: string }>('SELECT note FROM worker_t WHERE id = 3').then((rows) => {
      events.push('read');
      return rows;
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(events).toEqual([]);
    release();
    await tx;
    expect(await read).toEqual([{ note: 'in tx' }]);
    expect(events).toEqual(['commit', 'read']);
  });

  it('ends a statement at its timeout, answers 57014, and runs what waited on a new thread', async () => {
    const before = host().starts;
    const slow = outcome(db.query('SELECT pg_sleep(5)', [], { timeoutMs: 200 }));
    const queued = db.query<{ n: number }>('SELECT count(*)::int AS n FROM worker_t');
    const r = await slow;
    expect(r.ok).toBe(false);
    expect(r.ok ? null : r.e.code).toBe('57014');
    expect(await queued).toEqual([{ n: 2 }]);
    expect(host().starts).toBe(before + 1);
    // The lock file stays this process's: the new thread opened the directory under it.
    expect(fs.readFileSync(path.join(dir, 'pgdata.lock'), 'utf8')).toBe(String(process.pid));
  });

  it('a timeout inside a transaction loses the transaction and nothing else', async () => {
    const r = await outcome(
      db.transaction(
        async (tx) => {
          await tx.query('INSERT INTO worker_t VALUES (4, $1)', ['lost']);
          await tx.query('SELECT pg_sleep(5)');
        },
        { statementTimeoutMs: 200 },
      ),
    );
    expect(r.ok ? null : r.e.code).toBe('57014');
    expect(await db.query('SELECT id FROM worker_t ORDER BY id')).toEqual([{ id: 1 }, { id: 3 }]);
  });

  it('replaces a crashed thread: a read in flight and one queued are answered, a write is not run twice', async () => {
    const before = host().starts;
    const inFlight = db.query<{ n: number }>('SELECT count(*)::int AS n FROM worker_t, pg_sleep(0.3) s');
    const queued = db.query<{ id: number }>('SELECT id FROM worker_t WHERE id = 1');
    await new Promise((r) => setTimeout(r, 100));
    host().crashForTest();
    expect(await inFlight).toEqual([{ n: 2 }]);
    expect(await queued).toEqual([{ id: 1 }]);
    expect(host().starts).toBe(before + 1);

    const write = outcome(db.query("INSERT INTO worker_t SELECT 5, 'once' FROM pg_sleep(0.3)"));
    await new Promise((r) => setTimeout(r, 100));
    host().crashForTest();
    const w = await write;
    expect(w.ok).toBe(false);
    expect(w.ok ? '' : w.e.message).toMatch(/not known/);
    // Killed before it committed and not sent again.
    expect(await db.query('SELECT id FROM worker_t WHERE id = 5')).toEqual([]);
  });

  it('a thread killed in the middle of writes leaves a consistent directory that reopens', async () => {
    await db.exec('CREATE TABLE worker_a (batch int, n int); CREATE TABLE worker_b (batch int, n int)');
    // Each batch writes 200 rows into both tables in one transaction; the thread dies mid-stream.
    let stop = false;
    const writer = (async () => {
      for (let batch = 1; !stop; batch++) {
        const r = await outcome(
          db.transaction(async (tx) => {
            await tx.query('INSERT INTO worker_a SELECT $1, g FROM generate_series(1, 200) g', [batch]);
            await tx.query('INSERT INTO worker_b SELECT $1, g FROM generate_series(1, 200) g', [batch]);
          }),
        );
        if (!r.ok) return batch;
      }
      return 0;
    })();
    while (((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM worker_a'))[0]?.n ?? 0) < 1000) await new Promise((r) => setTimeout(r, 20));
    host().crashForTest();
    const failedBatch = await writer;
    stop = true;
    expect(failedBatch).toBeGreaterThan(0);
    await db.close();

    db = await openDatabase({ dataDir: dir, databaseUrl: null });
    const a = await db.query<{ batch: number; n: number }>('SELECT batch, count(*)::int AS n FROM worker_a GROUP BY batch ORDER BY batch');
    const b = await db.query<{ batch: number; n: number }>('SELECT batch, count(*)::int AS n FROM worker_b GROUP BY batch ORDER BY batch');
    // Every batch whole in both tables or in neither; the one the crash hit is not there.
    expect(a).toEqual(b);
    expect(a.every((r) => r.n === 200)).toBe(true);
    expect(a.length).toBeGreaterThanOrEqual(5);
    expect(a.map((r) => r.batch)).not.toContain(failedBatch);
    await db.query('INSERT INTO worker_a VALUES (0, 0)');
    expect(await db.query('SELECT count(*)::int AS n FROM worker_a WHERE batch = 0')).toEqual([{ n: 1 }]);
  });
});
