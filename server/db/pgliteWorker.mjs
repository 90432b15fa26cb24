// The embedded database's thread. Plain JavaScript (.mjs) so `new Worker(url)` loads it the same
// under node, tsx and vitest: none of them transpiles a worker's own entry file.
//
// Protocol (server/db/pgliteHost.ts is the other side): the host sends one request at a time,
// { id, op: 'query' | 'exec' | 'close', text?, params? }; the worker answers
// { id, ok: true, rows } or { id, ok: false, error: { message, ...the driver's fields } }.
// Rows travel by structured clone, which keeps Date, bigint and Uint8Array as they are.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** The driver error's own fields (code, detail, constraint…): postMessage would keep only the message. */
function plainError(err) {
  const out = { message: String(err?.message ?? err) };
  if (err && typeof err === 'object') {
    for (const [k, v] of Object.entries(err)) {
      if (v === undefined || typeof v === 'function' || k === 'query' || k === 'params') continue;
      if (typeof v === 'object' && v !== null) continue;
      out[k] = v;
    }
  }
  return out;
}

let client;
try {
  client = await PGlite.create(workerData.dbDir, { extensions: { pg_trgm }, pgliteWasmModule: workerData.wasmModule });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: plainError(err) });
  process.exit(1);
}

parentPort.on('message', async (msg) => {
  const { id, op } = msg;
  try {
    if (op === 'query') {
      const res = await client.query(msg.text, msg.params ?? []);
      parentPort.postMessage({ id, ok: true, rows: res.rows });
    } else if (op === 'exec') {
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
});
