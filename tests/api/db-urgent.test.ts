import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client';
import { urgent } from '../../server/db/priority';
import { startServer, type TestServer } from '../support/server';

/**
 * On PostgreSQL a live-channel frame's statements run on connections of their own (server/db/client.ts):
 * while every connection of the main pool is taken and more list reads wait for one, a chat message's
 * statement and transaction are answered first. (PGlite's lane is tested in server/db/lane.test.ts.)
 * The order of the answers is asserted, not a time.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('urgent statements on PostgreSQL', () => {
  let server: TestServer;
  let db: Database;
  beforeAll(async () => {
    server = await startServer();
    // A database of its own on the file's server's database: the pool's queue is this test's alone.
    db = await openDatabase({ dataDir: server.config.dataDir, databaseUrl: server.config.databaseUrl });
  });
  afterAll(async () => {
    await db?.close();
    await server?.close();
  });

  it('answers an urgent statement and transaction before list reads queued ahead of them', async () => {
    // A lock held elsewhere keeps ten reads on the main pool's ten connections, and two more waiting.
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
