// The embedded database's thread. Plain JavaScript (.mjs) so `new Worker(url)` loads it the same
// under node, tsx and vitest: none of them transpiles a worker's own entry file.
//
// Protocol (server/db/pgliteHost.ts is the other side): the host sends one request at a time,
// { id, op: 'query' | 'exec' | 'close', text?, params?, generic? }; the worker answers
// { id, ok: true, rows } or { id, ok: false, error: { message, ...the driver's fields } }.
// Rows travel by structured clone, which keeps Date, bigint and Uint8Array as they are.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PreparedStatements } from './pgliteStatements.mjs';
import { plainError } from './plainError.mjs';

let client;
let statements;
try {
  client = await PGlite.create(workerData.dbDir, { extensions: { pg_trgm }, pgliteWasmModule: workerData.wasmModule });
  statements = new PreparedStatements(client);
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plainError(err) });
  process.exit(1);
}

// Requests are handled one after another: a statement's protocol messages must not interleave with
// another's (client.exec awaits between its own).
let turn = Promise.resolve();
parentPort.on('message', (msg) => {
  turn = turn.then(() => handle(msg));
});

async function handle(msg) {
  const { id, op } = msg;
  try {
    if (op === 'query') {
      parentPort.postMessage({ id, ok: true, rows: statements.query(msg.text, msg.params ?? [], msg.generic === true) });
    } else if (op === 'exec') {
      statements.lostTrack();
      await client.exec(msg.text);
      parentPort.postMessage({ id, ok: true, rows: [] });
    } else if (op === 'close') {
      try {
        await client.exec('CHECKPOINT');
      } catch {
        /* closing anyway */
      }
      await client.close();
      parentPort.postMessage({ id, ok: true, rows: [] });
      // Let the answer leave before the thread ends.
      setImmediate(() => process.exit(0));
    } else {
      parentPort.postMessage({ id, ok: false, error: { message: `unknown op ${op}` } });
    }
  } catch (err) {
    parentPort.postMessage({ id, ok: false, error: plainError(err) });
  }
}
