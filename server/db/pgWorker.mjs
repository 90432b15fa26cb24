// node-postgres in a thread of its own, for DATABASE_URL: the protocol work of every statement
// (writing it to the socket, reading and decoding the rows) happens here, not on the server's
// request thread. Plain JavaScript (.mjs), as pgliteWorker.mjs, so `new Worker(url)` loads it the
// same under node, tsx and vitest.
//
// Protocol (server/db/pgHost.ts is the other side); requests run concurrently, as on a pool:
//   { id, op: 'query', pool, name?, text, params }   one statement on a pool ('main' | 'generic' | 'urgent')
//   { id, op: 'connect', pool }                      a connection held for a transaction; answers { tx }
//   { id, op: 'tx', tx, text, params }               a statement on that connection
//   { id, op: 'release', tx, broken }                the connection back to its pool (destroyed when broken)
//   { id, op: 'close' }                              every pool ended
// Answers: { id, ok: true, fields, rows | tx } or { id, ok: false, error: { message, ...the driver's fields } }.
// Rows travel as arrays of values with the column names once (`fields`), by structured clone, which
// keeps Date, bigint and Uint8Array (bytea) as they are; pgHost.ts makes them objects again. A page
// of 20 rows cost the two threads ~50 µs of cloning as objects, ~30 as arrays (issue 19).
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';
import { plainError } from './plainError.mjs';

const { url, poolSize } = workerData;
const pools = new Map();
/** main: every statement; generic: plan_cache_mode forced for its connections; urgent: live-channel work (2). */
function poolFor(kind) {
  let pool = pools.get(kind);
  if (!pool) {
    const generic = kind === 'generic' ? { options: '-c plan_cache_mode=force_generic_plan' } : {};
    pool = new pg.Pool({ connectionString: url, max: kind === 'urgent' ? 2 : poolSize, ...generic });
    // An idle connection the server ended (restart, admin) must not end this thread.
    pool.on('error', () => {});
    pools.set(kind, pool);
  }
  return pool;
}

const held = new Map();
let nextTx = 1;

parentPort.on('message', (msg) => {
  handle(msg).then(
    (answer) => parentPort.postMessage({ id: msg.id, ok: true, ...answer }),
    (err) => parentPort.postMessage({ id: msg.id, ok: false, error: plainError(err) }),
  );
});

/** A statement's rows as arrays, with its column names; several statements in one text answer no rows. */
function answer(result) {
  return Array.isArray(result) ? {} : { fields: result.fields.map((f) => f.name), rows: result.rows };
}

async function handle(msg) {
  switch (msg.op) {
    case 'query': {
      const pool = poolFor(msg.pool);
      return answer(await pool.query({ name: msg.name, text: msg.text, values: msg.params, rowMode: 'array' }));
    }
    case 'connect': {
      const conn = await poolFor(msg.pool).connect();
      const tx = nextTx++;
      held.set(tx, conn);
      return { tx };
    }
    case 'tx': {
      const conn = held.get(msg.tx);
      if (!conn) throw new Error('the transaction’s connection is gone');
      return answer(await conn.query({ text: msg.text, values: msg.params, rowMode: 'array' }));
    }
    case 'release': {
      const conn = held.get(msg.tx);
      held.delete(msg.tx);
      conn?.release(msg.broken ? new Error('its ROLLBACK failed') : undefined);
      return {};
    }
    case 'close': {
      await Promise.all([...pools.values()].map((p) => p.end()));
      pools.clear();
      return {};
    }
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}
