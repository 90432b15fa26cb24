// A driver error as plain data for postMessage, which would keep only its message: the database
// threads (pgliteWorker.mjs, pgWorker.mjs) answer with it, the hosts rebuild an Error from it.

/** The error's message and its own scalar fields (code, detail, constraint…). */
export function plainError(err) {
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
